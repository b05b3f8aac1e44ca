package gen

import (
	"fmt"
	"strings"
)

// The cg kind: random cooperative-groups calls over one or two blocks whose
// last warp may be partial. Tiles of every size, nested tiles and the
// run-time partitions of the block are made where every thread runs;
// coalesced groups, their tiles and their binary and labeled partitions
// under a random branch. Each call is a query, a shuffle, a vote, a match,
// a reduction or a scan of a random type with a random functor, and its
// result goes to the thread's own slot. A tile in a partial warp reads 0
// from the lanes that hold no thread, as the H200 does.

var cgTypes = []string{"int", "unsigned", "long long", "unsigned long long", "float", "double"}

// cgValue is an expression of type typ from the thread's input x.
func (g *gen) cgValue(typ string) string {
	switch typ {
	case "float":
		return fmt.Sprintf("(float)x * %sf + %sf", []string{"0.5", "-1.25", "3.0", "1e-3"}[g.pick(4)], []string{"0.1", "0.0", "-7.5", "1e6"}[g.pick(4)])
	case "double":
		return fmt.Sprintf("(double)x * %s + %s", []string{"0.5", "-1.25", "3.0", "1e-3"}[g.pick(4)], []string{"0.1", "0", "-7.5", "1e14"}[g.pick(4)])
	}
	// Unsigned arithmetic: x * k may not fit an int.
	return fmt.Sprintf("(%s)((unsigned)x * %du + %du)", typ, []uint32{1, 0xfffffffd, 7, 1000003}[g.pick(4)], g.pick(100))
}

// cgFunctor is a functor for typ, or "" for the default cg::plus.
func (g *gen) cgFunctor(typ string) string {
	ops := []string{"", "plus", "less", "greater"}
	if typ != "float" && typ != "double" {
		ops = append(ops, "bit_and", "bit_or", "bit_xor")
	}
	op := ops[g.pick(len(ops))]
	if op == "" {
		return ""
	}
	return fmt.Sprintf("cg::%s<%s>()", op, typ)
}

// cgCollective is a call on group grp (a tile if tile, else a coalesced
// group) and the type of its result.
func (g *gen) cgCollective(grp string, tile bool) (typ, call string) {
	typ = cgTypes[g.pick(len(cgTypes))]
	val := g.cgValue(typ)
	switch g.pick(13) {
	case 0:
		q := []string{"thread_rank()", "size()", "num_threads()", "meta_group_rank()", "meta_group_size()"}[g.pick(5)]
		return "unsigned", fmt.Sprintf("%s.%s", grp, q)
	case 1:
		src := []string{"0", "1", "3", "31", "lane % 5", "(int)(x % 40)", fmt.Sprintf("(int)%s.size() - 1", grp)}[g.pick(7)]
		return typ, fmt.Sprintf("%s.shfl(%s, %s)", grp, val, src)
	case 2:
		return typ, fmt.Sprintf("%s.shfl_up(%s, %du)", grp, val, g.pick(34))
	case 3:
		return typ, fmt.Sprintf("%s.shfl_down(%s, %du)", grp, val, g.pick(34))
	case 4:
		if tile {
			return typ, fmt.Sprintf("%s.shfl_xor(%s, %d)", grp, val, g.pick(33))
		}
		return "unsigned", fmt.Sprintf("%s.ballot((x >> %d) & 1)", grp, g.pick(5))
	case 5:
		return "unsigned", fmt.Sprintf("%s.ballot(%s)", grp, []string{"(x & 1) != 0", "lane < 5", "x % 3 == 0", "true", "false"}[g.pick(5)])
	case 6:
		pred := []string{"(x & 1) != 0", "lane > 7", "true", "false"}[g.pick(4)]
		return "int", fmt.Sprintf("%s.any(%s) * 2 + %s.all(%s)", grp, pred, grp, pred)
	case 7:
		t := []string{"int", "unsigned", "long long", "float"}[g.pick(4)]
		return "unsigned", fmt.Sprintf("%s.match_any((%s)(x %% %d))", grp, t, 1+g.pick(6))
	case 8:
		// pred is read in a statement of its own
		return "unsigned", fmt.Sprintf("%s.match_all((int)(x %% %d) / 64, pred); r = r * 2 + pred", grp, 1+g.pick(70))
	case 9, 10:
		if f := g.cgFunctor(typ); f != "" {
			return typ, fmt.Sprintf("cg::reduce(%s, %s, %s)", grp, val, f)
		}
		return typ, fmt.Sprintf("cg::reduce(%s, %s, cg::plus<%s>())", grp, val, typ)
	}
	scan := []string{"inclusive_scan", "exclusive_scan"}[g.pick(2)]
	if f := g.cgFunctor(typ); f != "" {
		return typ, fmt.Sprintf("cg::%s(%s, %s, %s)", scan, grp, val, f)
	}
	return typ, fmt.Sprintf("cg::%s(%s, %s)", scan, grp, val)
}

// cgOp is one statement writing slot i of every thread (7 where the thread
// does not run the call).
func (g *gen) cgOp(i, nthreads int) string {
	slot := fmt.Sprintf("out[%d * %d + gt]", i, nthreads)
	sizes := []int{1, 2, 4, 8, 16, 32}
	switch g.pick(6) {
	case 0, 1: // a tile of the block, or of a tile
		n := sizes[g.pick(len(sizes))]
		decl := fmt.Sprintf("auto tile = cg::tiled_partition<%d>(block);", n)
		if m := sizes[g.pick(len(sizes))]; m < n && g.chance(0.4) {
			decl = fmt.Sprintf("auto outer = cg::tiled_partition<%d>(block); auto tile = cg::tiled_partition<%d>(outer);", n, m)
		}
		typ, call := g.cgCollective("tile", true)
		return fmt.Sprintf("    { %s %s r = %s; %s = bits(r); }\n", decl, typ, call, slot)
	case 2: // the run-time partitions: thread_group
		n := sizes[g.pick(len(sizes))]
		var decl, grp string
		switch g.pick(3) {
		case 0:
			decl, grp = fmt.Sprintf("cg::thread_group tg = cg::tiled_partition(block, %d);", n), "tg"
		case 1:
			decl, grp = fmt.Sprintf("auto w = cg::tiled_partition<32>(block); cg::thread_group tg = cg::tiled_partition(w, %d);", n), "tg"
		default:
			decl, grp = "cg::thread_group tg = block;", "tg"
		}
		// thread_group::num_threads() is declared in CUDA 13's header
		// but never defined: nvcc's link fails.
		q := []string{"thread_rank()", "size()"}[g.pick(2)]
		if g.chance(0.3) {
			decl += fmt.Sprintf(" cg::thread_group sub = cg::tiled_partition(tg, %d);", sizes[g.pick(len(sizes))])
			grp = "sub"
		}
		return fmt.Sprintf("    { %s unsigned long long r = %s.%s; %s = r; }\n", decl, grp, q, slot)
	}
	// A coalesced group under a branch, or one of its parts.
	cond := []string{"(x & 1) != 0", "lane % 3 != 1", "lane < 13 || lane > 20", "(x >> 2) % 4 != 0", "lane != 5", "true"}[g.pick(6)]
	grp := "g"
	var part string
	switch g.pick(5) {
	case 0:
		part, grp = fmt.Sprintf(" cg::coalesced_group p = cg::tiled_partition(g, %d);", sizes[g.pick(len(sizes))]), "p"
	case 1:
		part, grp = fmt.Sprintf(" cg::coalesced_group p = cg::binary_partition(g, %s);", []string{"(x & 2) != 0", "lane < 9", "x % 5 == 0"}[g.pick(3)]), "p"
	case 2:
		part, grp = fmt.Sprintf(" cg::coalesced_group p = cg::labeled_partition(g, (int)(x %% %d));", 2+g.pick(5)), "p"
	}
	if g.chance(0.2) { // a partition of a tile
		n := sizes[3+g.pick(3)]
		return fmt.Sprintf("    { auto tl = cg::tiled_partition<%d>(block); cg::coalesced_group p = cg::labeled_partition(tl, (int)(x %% %d)); unsigned r = p.thread_rank() * 1000 + p.size() * 10 + p.meta_group_rank(); %s = r; }\n",
			n, 2+g.pick(4), slot)
	}
	typ, call := g.cgCollective(grp, false)
	return fmt.Sprintf("    %s = 7;\n    if (%s) { cg::coalesced_group g = cg::coalesced_threads();%s %s r = %s; %s = bits(r); }\n", slot, cond, part, typ, call, slot)
}

func (g *gen) cgProgram(seed uint64) string {
	const ops = 20
	threads := []int{32, 40, 64, 72, 96}[g.pick(5)]
	blocks := 1 + g.pick(2)
	nthreads := threads * blocks
	var b strings.Builder
	fmt.Fprintf(&b, "// Random cooperative groups (tests/randprog/gen, kind cg, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n#include <cstring>\n#include <cooperative_groups.h>\n#include <cooperative_groups/reduce.h>\n#include <cooperative_groups/scan.h>\n")
	b.WriteString("namespace cg = cooperative_groups;\n\n")
	b.WriteString(deviceBits)
	b.WriteString("__global__ void ops(const int *in, unsigned long long *out) {\n")
	b.WriteString("    cg::thread_block block = cg::this_thread_block();\n")
	b.WriteString("    int gt = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;\n    int x = in[gt], pred = 0;\n")
	for i := range ops {
		b.WriteString(g.cgOp(i, nthreads))
	}
	b.WriteString("}\n\n")
	vals := make([]string, nthreads)
	for i := range vals {
		vals[i] = fmt.Sprint(int32(g.r.Uint32()) >> uint(16+g.pick(16)))
	}
	writeOpsMain(&b, vals, ops, blocks, threads, true)
	return b.String()
}
