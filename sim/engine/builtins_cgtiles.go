package engine

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/types"
)

// Cooperative-group tiles (thread_block_tile<N>, tiled_partition<N>(g), see
// sim/cuda/parser/cgtiles.go): a tile value is a 4-byte object in the
// frame holding the tile size, a power of two up to 32 (and its parent
// tile's size), so a tile is a segment of lanes of one warp. Its members
// are lane arithmetic and shuffles within the segment. (Coalesced groups
// and the generic thread_group are in cg_coalesced.go.)

// tileBuiltin compiles __tiled_partition, the thread_block_tile members
// and __cg_reduce of a tile; nil for other names.
func (c *compiler) tileBuiltin(e *ast.Call, name string) evalFn {
	switch name {
	case "__tiled_partition":
		return c.tiledPartition(e)
	case "thread_block_tile.size", "thread_block_tile.num_threads", "thread_block_tile.thread_rank",
		"thread_block_tile.meta_group_rank", "thread_block_tile.meta_group_size", "thread_block_tile.sync":
		return c.tileQuery(e, name)
	case "thread_block_tile.shfl", "thread_block_tile.shfl_down", "thread_block_tile.shfl_up", "thread_block_tile.shfl_xor":
		return c.tileShuffle(e, name)
	case "thread_block_tile.ballot", "thread_block_tile.any", "thread_block_tile.all":
		return c.tileVote(e, name)
	case "__cg_reduce":
		if isTileType(e.Args[0].Type()) {
			return c.tileReduce(e)
		}
	}
	return nil
}

// isTileType reports whether t is thread_block_tile.
func isTileType(t types.Type) bool {
	s, ok := t.(*types.Struct)
	return ok && s == builtins.ThreadBlockTile
}

// tileMeta is meta_group_rank and meta_group_size of lane's tile of size
// threads, partitioned from a tile of parent threads (0: from the block).
func tileMeta(w *Warp, lane int, size, parent uint64) (rank, count uint64) {
	threads := uint64(32)
	if w.blk != nil {
		threads = uint64(w.blk.launch.threads)
	}
	tid := uint64(w.warpIdx*32 + lane)
	if parent != 0 {
		return tid % parent / size, (parent + size - 1) / size // the parent tile's threads are partitioned
	}
	return tid / size, (threads + size - 1) / size
}

// tileWidth loads a tile's size, and the size of the tile it was
// partitioned from (0 for a block), from the group object at addr (the
// same in every lane); a size that is not a power of two up to 32 counts
// as 32.
func (c *compiler) tileWidth(group evalFn, line int) func(f *Frame, m uint32) (size, parent uint64) {
	d := c.newReg()
	return func(f *Frame, m uint32) (uint64, uint64) {
		addr := group(f, m)
		out := &f.regs[d]
		if !f.w.load(out, addr, m, kU32, line) {
			return 32, 0
		}
		v := out.get(firstLane(m) & 31)
		w, p := v&0xff, v>>8&0xff
		if w == 0 || w > 32 || w&(w-1) != 0 {
			return 32, 0
		}
		if p < w || p > 32 || p&(p-1) != 0 {
			p = 0
		}
		return w, p
	}
}

// tiledPartition builds the group object of tiled_partition<n>(block) and
// of tiled_partition<n>(tile): the tile size in the low byte, the parent
// tile's size (0 for a block) in the next.
func (c *compiler) tiledPartition(e *ast.Call) evalFn {
	if len(e.Args) != 2 {
		return nil
	}
	var parentWidth func(f *Frame, m uint32) (uint64, uint64)
	if t, ok := e.Args[0].Type().(*types.Struct); ok && t == builtins.ThreadBlockTile {
		parentWidth = c.tileWidth(c.expr(e.Args[0]), c.line(e))
	}
	block, size := c.expr(e.Args[0]), c.expr(e.Args[1])
	off := c.frameMem(4, 4)
	d := c.newReg()
	line := c.line(e)
	return func(f *Frame, m uint32) *Vec {
		var parent uint64
		if parentWidth != nil {
			parent, _ = parentWidth(f, m)
		} else {
			block(f, m)
		}
		n := size(f, m)
		w := f.w
		w.count(line, m)
		a := &f.regs[d]
		addU(a, &f.base, off, w.n)
		v := n.get(firstLane(m) & 31)
		switch {
		case v == 0 || v > 32 || v&(v-1) != 0:
			w.runtimeError(line, "tiled_partition(group, %d): the lab supports tiles of 1, 2, 4, 8, 16 or 32 threads", int64(v))
			v = 32
		case parent != 0 && v > parent:
			w.runtimeError(line, "tiled_partition(tile, %d): a tile of a %d-thread tile cannot be larger than it", int64(v), int64(parent))
			v = parent
		}
		w.store(a, constVec(v|parent<<8), m, kU32, line)
		return a
	}
}

// tileQuery compiles the members that only need the tile size.
func (c *compiler) tileQuery(e *ast.Call, name string) evalFn {
	width := c.tileWidth(c.expr(e.Args[0]), c.line(e))
	d := c.newReg()
	line := c.line(e)
	return func(f *Frame, m uint32) *Vec {
		size, parent := width(f, m)
		out := &f.regs[d]
		w := f.w
		w.count(line, m)
		switch name {
		case "thread_block_tile.size", "thread_block_tile.num_threads":
			out.setUniform(size)
		case "thread_block_tile.meta_group_size":
			_, n := tileMeta(w, 0, size, parent)
			out.setUniform(n)
		case "thread_block_tile.sync":
			var mask uint32
			for mm := m; mm != 0; mm &= mm - 1 {
				mask |= tileMask(firstLane(mm), size)
			}
			w.syncWarp(mask, m, line, "thread_block_tile.sync()")
			out.setUniform(0)
		default:
			for l := 0; l < w.n; l++ {
				if name == "thread_block_tile.thread_rank" {
					out.V[l] = uint64(w.warpIdx*32+l) % size
				} else {
					out.V[l], _ = tileMeta(w, l, size, parent)
				}
			}
			out.U = false
		}
		return out
	}
}

// tileShuffle compiles g.shfl(v, src), g.shfl_down/up(v, delta) and
// g.shfl_xor(v, mask): __shfl_*_sync with the tile size as the width.
func (c *compiler) tileShuffle(e *ast.Call, name string) evalFn {
	width := c.tileWidth(c.expr(e.Args[0]), c.line(e))
	val, sel := c.expr(e.Args[1]), c.expr(e.Args[2])
	d := c.newReg()
	line := c.line(e)
	mode := shflModes[name]
	return func(f *Frame, m uint32) *Vec {
		wd, _ := width(f, m)
		v, s := val(f, m), sel(f, m)
		out := &f.regs[d]
		w := f.w
		w.count(line, m)
		if w.splitRuns() { // lanes suspended in a spin-wait meet here (its.go)
			*out = w.splitShuffle(line, m, v, s, mode, uint32(wd))
			return out
		}
		if v.U && m == 0xffffffff { // every source runs the shuffle
			out.setUniform(v.V[0])
			return out
		}
		var stray, src int
		if out.V, stray, src = shuffleLanes(v, s, mode, uint32(wd), m); stray >= 0 && w.device {
			w.reportStrayShuffle(name, stray, src, line)
		}
		out.U = false
		return out
	}
}

// tileVote compiles g.ballot(p) (the bits of the lane's own tile, tile
// rank 0 in bit 0), g.any(p) and g.all(p), as cooperative_groups.h
// computes them from __ballot_sync over the tile's mask.
func (c *compiler) tileVote(e *ast.Call, name string) evalFn {
	width := c.tileWidth(c.expr(e.Args[0]), c.line(e))
	pred := c.expr(e.Args[1])
	d := c.newReg()
	line := c.line(e)
	return func(f *Frame, m uint32) *Vec {
		wd, _ := width(f, m)
		p := pred(f, m)
		out := &f.regs[d]
		w := f.w
		w.count(line, m)
		t := truthMask(p, m)
		seg := uint32(1)<<wd - 1
		if wd == 32 {
			seg = 0xffffffff
		}
		for l := 0; l < w.n; l++ {
			base := uint32(l) &^ uint32(wd-1)
			bits := (t >> base) & seg
			switch name {
			case "thread_block_tile.ballot":
				out.V[l] = uint64(bits)
			case "thread_block_tile.any":
				out.V[l] = bool64(bits != 0)
			default:
				// the ballot against the whole tile's mask (build_mask):
				// a lane without a thread, in a block's partial last warp,
				// makes all() false (random program cg_b15)
				out.V[l] = bool64(bits == seg)
			}
		}
		out.U = false
		return out
	}
}

// tileReduce compiles cg::reduce(g, v, op) (see parser/cgtiles.go for the
// operation codes), as details/reduce.h does: integers of 4 bytes or less
// in a tile of 16 or 32 with the H200's redux over the tile's running
// lanes; the rest as halving shfl_xor steps, each combining a lane's value
// (the functor's first argument) with its partner's, which is 0 where the
// partner does not run the call (a tile in a block's last, partial warp),
// as a shuffle from such a lane reads on the H200.
func (c *compiler) tileReduce(e *ast.Call) evalFn {
	width := c.tileWidth(c.expr(e.Args[0]), c.line(e))
	val, opFn := c.expr(e.Args[1]), c.expr(e.Args[2])
	k := kindOf(e.T)
	narrowInt := k != kF32 && k != kF64 && e.T.Size() <= 4
	d := c.newReg()
	line := c.line(e)
	return func(f *Frame, m uint32) *Vec {
		wd, _ := width(f, m)
		v := val(f, m)
		op := opFn(f, m).get(firstLane(m) & 31)
		out := &f.regs[d]
		w := f.w
		w.count(line, m)
		if narrowInt && wd >= 16 {
			for mm := m; mm != 0; mm &= mm - 1 {
				l := firstLane(mm)
				tile := tileMask(l, wd) & m
				acc := v.get(firstLane(tile))
				for tm := tile & (tile - 1); tm != 0; tm &= tm - 1 {
					acc = cgCombine(k, op, acc, v.get(firstLane(tm)))
				}
				out.V[l] = acc
			}
			out.U = false
			return out
		}
		out.V = butterflyReduce(v, m, wd, k, op)
		out.U = false
		return out
	}
}

// butterflyReduce reduces v over tiles of wd lanes by halving shfl_xor
// steps, each combining a lane's value (the functor's first argument)
// with its partner's, for the lanes in lanes; a partner off lanes gives 0.
func butterflyReduce(v *Vec, lanes uint32, wd uint64, k kind, op uint64) [32]uint64 {
	var cur [32]uint64
	for mm := lanes; mm != 0; mm &= mm - 1 {
		cur[firstLane(mm)] = v.get(firstLane(mm))
	}
	for off := wd / 2; off > 0; off /= 2 {
		var next [32]uint64
		for mm := lanes; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			next[l] = cgCombine(k, op, cur[l], cur[(uint64(l)^off)&31])
		}
		cur = next
	}
	return cur
}

// cgCombine is the functor of operation code op (parser/cgtiles.go) on
// values a and b of kind k, as cooperative_groups/details/functional.h
// writes it: a is the functor's first argument (less gives b when b < a,
// greater when a < b).
func cgCombine(k kind, op, a, b uint64) uint64 {
	switch {
	case op == 3:
		return a & b
	case op == 4:
		return a | b
	case op == 5:
		return a ^ b
	case k == kF32 || k == kF64:
		x, y := f64(a), f64(b)
		if k == kF32 {
			x, y = float64(f32(a)), float64(f32(b))
		}
		switch {
		case op == 1 && y < x, op == 2 && y > x:
			return b
		case op == 1 || op == 2:
			return a
		case k == kF32:
			return deviceNaN32(b32(f32(a) + f32(b))) // FADD's NaN is 0x7fffffff
		}
		return b64(x + y)
	}
	less := k.signed() && int64(b) < int64(a) || !k.signed() && b < a
	switch op {
	case 1:
		if less {
			return b
		}
		return a
	case 2:
		if !less && a != b {
			return b
		}
		return a
	}
	return canon(k, a+b)
}
