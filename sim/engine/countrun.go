package engine

import (
	"math/bits"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
)

// Counting a straight-line run at once. Every warp instruction calls
// Warp.count, which bumps the step count and the per-line instruction
// counters. The expression of a statement without calls, && , || or ?:
// executes the same instructions, all under the statement's mask, every
// time it runs: its counts are a fixed list of (line, instructions). Such
// an expression is a count region: the first execution records the list
// (from the difference of the counters around it), and later executions
// add the list once, with the mask's lane count, while the instructions
// inside skip their own count (Warp.batch).
//
// Only the sums are batched, so the order of counts must not matter: the
// timing trace and the execution trace see every instruction in order, so
// while either records, regions count instruction by instruction. Nothing
// inside a region reads the step count (clock() is a call).

// countRegions turns count regions on; a test turns them off to compare.
var countRegions = true

// countRegion is the state of one region.
type countRegion struct {
	state regionState
	run   []lineRun // known: the instructions per line
	steps int64     // known: their sum
}

type regionState uint8

const (
	regionNew   regionState = iota // not recorded yet
	regionKnown                    // run holds the counts
	regionOff                      // the counts were not the region's shape: count one by one
)

// lineRun is a line's share of a region: n warp instructions.
type lineRun struct {
	line int
	n    uint64
}

// region returns a count region for e, or nil when e may execute different
// instructions, or under other masks, from one execution to the next, or
// has too few operators for a region to pay (a loop's k < n, k++).
func (c *compiler) region(e ast.Expr) *countRegion {
	if !countRegions || c.hostOnly() || e == nil || !straightLine(e) || operators(e) < 2 || c.readsOnceProduct(e) {
		return nil
	}
	return &countRegion{}
}

// hostOnly reports whether the function being compiled runs on the host
// only (no __global__ or __device__): there, a warp instruction's count is
// its step alone, and the paths for 32 lanes never apply.
func (c *compiler) hostOnly() bool {
	d := c.fn.decl
	return d != nil && !d.Attrs.Global && !d.Attrs.Device
}

// operators counts the operator nodes of e, about its warp instructions.
func operators(e ast.Expr) int {
	n := 0
	ast.Inspect(e, func(x ast.Node) bool {
		switch x.(type) {
		case *ast.Unary, *ast.Binary, *ast.IncDec, *ast.Assign, *ast.Index, *ast.Member, *ast.Cast:
			n++
		}
		return true
	})
	return n
}

// regionExpr compiles e, as its own count region when it is one.
func (c *compiler) regionExpr(e ast.Expr) evalFn {
	fn := c.expr(e)
	rg := c.region(e)
	if rg == nil {
		return fn
	}
	return func(f *Frame, m uint32) *Vec { return f.w.evalRegion(rg, fn, f, m) }
}

// straightLine reports whether every warp instruction of e runs exactly
// once per evaluation, under the mask e is evaluated with: no calls
// (which may branch, loop, read clock() or wait at a barrier), no
// short-circuit or conditional operators, only the node kinds listed.
func straightLine(e ast.Expr) bool {
	ok := true
	ast.Inspect(e, func(n ast.Node) bool {
		if !ok {
			return false
		}
		switch n := n.(type) {
		case nil:
		case *ast.Ident, *ast.IntLit, *ast.FloatLit, *ast.BoolLit, *ast.NullptrLit, *ast.StringLit,
			*ast.Paren, *ast.Unary, *ast.IncDec, *ast.Assign, *ast.Index, *ast.Member, *ast.Cast, *ast.SizeOf:
		case *ast.Binary:
			ok = n.Op != token.LAnd && n.Op != token.LOr
		default:
			ok = false
		}
		return ok
	})
	return ok
}

// evalRegion evaluates e, the expression of region rg, for the lanes in m.
// Only kernel warps batch: the host's count is its step alone.
func (w *Warp) evalRegion(rg *countRegion, e evalFn, f *Frame, m uint32) *Vec {
	if !w.device || w.batch || w.tr.on || w.m.exec != nil {
		return e(f, m)
	}
	switch rg.state {
	case regionKnown:
		w.countRun(rg, m)
		w.batch = true
		v := e(f, m)
		w.batch = false
		return v
	case regionNew:
		return w.recordRegion(rg, e, f, m)
	}
	return e(f, m)
}

// countRun adds a known region's counts for the lanes in m.
func (w *Warp) countRun(rg *countRegion, m uint32) {
	w.m.steps += rg.steps
	lanes := uint64(bits.OnesCount32(m))
	for _, r := range rg.run {
		if uint(r.line) < uint(len(w.lines)) {
			lc := &w.lines[r.line]
			lc.inst += r.n
			lc.threadInst += r.n * lanes
		}
	}
}

// recordRegion evaluates e counting instruction by instruction and keeps
// what the counters gained as the region's run. A region whose gains are
// not its shape (a count under another mask, or not on a line) counts one
// by one from then on; one that faulted is recorded again next time.
func (w *Warp) recordRegion(rg *countRegion, e evalFn, f *Frame, m uint32) *Vec {
	steps := w.m.steps
	before := w.m.countScratch[:0]
	for _, lc := range w.lines {
		before = append(before, lc.inst, lc.threadInst)
	}
	w.m.countScratch = before
	v := e(f, m)
	if w.halted() {
		return v
	}
	rg.steps = w.m.steps - steps
	rg.run = rg.run[:0]
	lanes := uint64(bits.OnesCount32(m))
	var onLines int64
	for line := range w.lines {
		n := w.lines[line].inst - before[2*line]
		if n == 0 {
			continue
		}
		if w.lines[line].threadInst-before[2*line+1] != n*lanes {
			rg.state = regionOff
			return v
		}
		rg.run = append(rg.run, lineRun{line: line, n: n})
		onLines += int64(n)
	}
	if onLines != rg.steps {
		rg.state = regionOff
		return v
	}
	rg.state = regionKnown
	return v
}
