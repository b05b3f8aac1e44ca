package engine

import (
	"fmt"
	"math/bits"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/types"
)

// Coalesced groups and the generic thread_group, as CUDA 13's
// cooperative_groups.h and its details/ headers compute them.
//
// A coalesced_group (coalesced_threads(), the tiles of a coalesced group,
// binary_partition and labeled_partition) is a mask of a warp's lanes, which
// may differ from lane to lane, with its rank and count among its parent's
// partitions. A thread_group holds any group: a block, grid or cluster by
// its kind alone, a coalesced group (or a tile, converted to the coalesced
// group of its lanes, as CUDA's tiles are) by its value. Both are 8-byte
// objects in the frame whose lanes hold groupValue's encoding.

// CUDA's group kinds (details::coalesced_group_id ...), which
// thread_group::get_type() returns.
const (
	cgCoalescedKind = 1
	cgGridKind      = 3
	cgBlockKind     = 4
	cgClusterKind   = 6
)

// groupValue is one lane's group: bits 0-31 the mask, 32-42
// meta_group_rank, 43-53 meta_group_size (a block's tiles of one thread
// number 1024), bit 54 whether it was tiled (tiled_partition of a tiled
// group keeps to the lanes' positions), bits 56-63 the kind.
type groupValue struct {
	mask        uint32
	rank, count uint16
	tiled       bool
	kind        uint8
}

func (g groupValue) encode() uint64 {
	v := uint64(g.mask) | uint64(g.rank&0x7ff)<<32 | uint64(g.count&0x7ff)<<43 | uint64(g.kind)<<56
	if g.tiled {
		v |= 1 << 54
	}
	return v
}

func decodeGroup(v uint64) groupValue {
	return groupValue{mask: uint32(v), rank: uint16(v >> 32 & 0x7ff), count: uint16(v >> 43 & 0x7ff), tiled: v>>54&1 != 0, kind: uint8(v >> 56)}
}

// size is the number of lanes in the group's mask.
func (g groupValue) size() int { return bits.OnesCount32(g.mask) }

// rankOf is lane's rank among the group's lanes (those below it).
func (g groupValue) rankOf(lane int) int { return bits.OnesCount32(g.mask & (1<<lane - 1)) }

// coalesced is a coalesced group of mask, alone among its parent's
// partitions (coalesced_group's constructor).
func coalesced(mask uint32) groupValue {
	return groupValue{mask: mask, count: 1, kind: cgCoalescedKind}
}

// pack moves the bits of lanes that mask g holds to the group's ranks
// (coalesced_group::_packLanes): bit r is the lane of rank r.
func (g groupValue) pack(lanes uint32) uint32 {
	var out uint32
	r := 0
	for mm := g.mask; mm != 0; mm &= mm - 1 {
		if l := firstLane(mm); lanes&(1<<l) != 0 {
			out |= 1 << r
		}
		r++
	}
	return out
}

// fns is __fns (PTX fns.b32): the position of the offset-th set bit of
// mask counting from base, upwards for a positive offset and downwards for
// a negative one (base itself first), base itself for offset 0 when set;
// 0xffffffff when there is none.
func fns(mask, base uint32, offset int32) uint32 {
	base &= 31
	switch {
	case offset == 0:
		if mask&(1<<base) != 0 {
			return base
		}
	case offset > 0:
		for i := int(base); i < 32; i++ {
			if mask&(1<<i) != 0 {
				if offset--; offset == 0 {
					return uint32(i)
				}
			}
		}
	default:
		for i := int(base); i >= 0; i-- {
			if mask&(1<<i) != 0 {
				if offset++; offset == 0 {
					return uint32(i)
				}
			}
		}
	}
	return 0xffffffff
}

// tileMask is the lanes of lane's tile of size lanes (build_mask: the whole
// segment, whether or not its lanes hold threads).
func tileMask(lane int, size uint64) uint32 {
	if size >= 32 {
		return 0xffffffff
	}
	return (uint32(1)<<size - 1) << (uint(lane) &^ uint(size-1))
}

// partialTileMask is lane's tile of size lanes whose first length lanes
// hold threads (a tile cut short at the end of its block or group).
func partialTileMask(lane int, size, length uint64) uint32 {
	return uint32(0xffffffff>>(32-length)) << (uint(lane) &^ uint(size-1))
}

// syncWarp is __syncwarp(mask) reached by the lanes of m (what names the
// call in a message, the mask added for __syncwarp): it orders the lanes' shared-memory accesses for the
// race detector, and every lane of mask that holds a running thread must
// reach it. Threads that have exited are not waited for, as a barrier does
// not wait for them (x_full_mask_after_return).
func (w *Warp) syncWarp(mask, m uint32, line int, what string) {
	w.syncs++
	if !w.device {
		return
	}
	missing := mask & w.live &^ w.exited() &^ m
	if missing != 0 && w.cur != nil && missing&^w.cur.lanes != 0 {
		w.cur.waitAt(w, line, m, 0, true) // lanes resumed from a spin-wait meet the others (its.go)
		return
	}
	if missing != 0 && (w.suspended != 0 || len(w.subs) > 0) {
		var arrived uint32
		arrived, _, _ = w.gatherAt(line, m, 0, true)
		if missing = mask & w.live &^ w.exited() &^ w.done &^ arrived; missing == 0 {
			w.passBarrier()
		}
	}
	if missing != 0 {
		if what == "__syncwarp" {
			what = fmt.Sprintf("__syncwarp(%#x)", mask)
		}
		w.runtimeError(line, "%s is reached by lanes %s of warp %d, but the mask also names lanes %s, which do not reach it", what, laneList(m), w.warpIdx, laneList(missing))
	}
}

// groupsMask is the lanes of the groups of the lanes of m.
func groupsMask(gs *[32]groupValue, m uint32) uint32 {
	var mask uint32
	for mm := m; mm != 0; mm &= mm - 1 {
		mask |= gs[firstLane(mm)].mask
	}
	return mask
}

// isCoalescedType reports whether t is coalesced_group.
func isCoalescedType(t types.Type) bool {
	s, ok := t.(*types.Struct)
	return ok && s == builtins.CoalescedGroup
}

// groupOperand compiles a group argument whose lanes give coalesced
// groups: a coalesced_group or thread_group object's values, or a tile's
// lanes as the coalesced group CUDA's conversion gives (the segment's mask,
// the tile's meta group, tiled). It returns nil for other types.
func (c *compiler) groupOperand(x ast.Expr, line int) func(f *Frame, m uint32) [32]groupValue {
	switch s, _ := x.Type().(*types.Struct); s {
	case builtins.ThreadBlockTile:
		width := c.tileWidth(c.expr(x), line)
		return func(f *Frame, m uint32) (gs [32]groupValue) {
			size, parent := width(f, m)
			for l := 0; l < f.w.n; l++ {
				rank, count := tileMeta(f.w, l, size, parent)
				gs[l] = groupValue{mask: tileMask(l, size), rank: uint16(rank), count: uint16(count), tiled: true, kind: cgCoalescedKind}
			}
			return gs
		}
	case builtins.CoalescedGroup, builtins.ThreadGroup:
		addr := c.expr(x)
		d := c.newReg()
		return func(f *Frame, m uint32) (gs [32]groupValue) {
			out := &f.regs[d]
			if !f.w.load(out, addr(f, m), m, kU64, line) {
				return gs
			}
			for l := 0; l < f.w.n; l++ {
				gs[l] = decodeGroup(out.get(l))
			}
			return gs
		}
	}
	return nil
}

// newGroupObject compiles the frame object a group-valued call returns:
// it stores each lane's group and returns the object's address.
func (c *compiler) newGroupObject(line int) func(f *Frame, m uint32, gs *[32]groupValue) *Vec {
	off := c.frameMem(8, 8)
	d, v := c.newReg(), c.newReg()
	return func(f *Frame, m uint32, gs *[32]groupValue) *Vec {
		a := &f.regs[d]
		w := f.w
		addU(a, &f.base, off, w.n)
		vals := &f.regs[v]
		for l := 0; l < w.n; l++ {
			vals.V[l] = gs[l].encode()
		}
		vals.U = false
		w.store(a, vals, m, kU64, line)
		return a
	}
}

// coalescedBuiltin compiles coalesced_threads, the coalesced_group and
// thread_group members, the partitions, the scans and __cg_reduce of a
// coalesced group; nil for other names.
func (c *compiler) coalescedBuiltin(e *ast.Call, name string) evalFn {
	line := c.line(e)
	switch name {
	case "coalesced_threads":
		obj := c.newGroupObject(line)
		return func(f *Frame, m uint32) *Vec {
			f.w.count(line, m)
			var gs [32]groupValue
			for l := 0; l < f.w.n; l++ {
				gs[l] = coalesced(m)
			}
			return obj(f, m, &gs)
		}
	case "this_thread": // thread_block_tile<1, thread_block_tile<1, thread_block>>: meta group 0 of 1
		off := c.frameMem(4, 4)
		d := c.newReg()
		return func(f *Frame, m uint32) *Vec {
			w := f.w
			w.count(line, m)
			a := &f.regs[d]
			addU(a, &f.base, off, w.n)
			w.store(a, constVec(1|1<<8), m, kU32, line)
			return a
		}
	case "thread_rank", "group_size": // cg::thread_rank(g), cg::group_size(g): g's members
		method := "thread_rank"
		if name == "group_size" {
			method = "num_threads"
		}
		switch s, _ := firstArgType(e).(*types.Struct); s {
		case builtins.ThreadBlockTile:
			return c.tileQuery(e, "thread_block_tile."+method)
		case builtins.CoalescedGroup:
			return c.coalescedQuery(e, "coalesced_group."+method)
		case builtins.ThreadGroup:
			return c.genericQuery(e, "thread_group."+method)
		case builtins.ThreadBlock, builtins.GridGroup, builtins.ClusterGroup:
			return c.groupBuiltin(e, s.Name+"."+method)
		}
		return nil
	case "__fns":
		return c.lanewise(e, func(a []uint64) uint64 { return uint64(fns(uint32(a[0]), uint32(a[1]), int32(a[2]))) })
	case "__cg_group":
		return c.groupConversion(e)
	case "thread_group.size", "thread_group.thread_rank", "thread_group.get_type":
		return c.genericQuery(e, name)
	case "thread_group.sync":
		return c.genericSync(e)
	case "tiled_partition":
		return c.runtimePartition(e)
	case "binary_partition", "labeled_partition":
		return c.partition(e, name)
	case "__cg_inclusive_scan", "__cg_exclusive_scan":
		return c.groupScan(e, name == "__cg_exclusive_scan")
	case "__cg_reduce":
		if isCoalescedType(e.Args[0].Type()) {
			return c.coalescedReduce(e)
		}
		return nil
	case "thread_block_tile.match_any", "thread_block_tile.match_all":
		return c.groupMatch(e, name)
	case "sync": // cg::sync(g) of the groups groupBuiltin leaves
		switch s, _ := firstArgType(e).(*types.Struct); s {
		case builtins.ThreadBlockTile:
			return c.tileQuery(e, "thread_block_tile.sync")
		case builtins.CoalescedGroup:
			return c.coalescedQuery(e, "coalesced_group.sync")
		case builtins.ThreadGroup:
			return c.genericSync(e)
		}
		return nil
	}
	if !isCoalescedType(firstArgType(e)) {
		return nil
	}
	switch name {
	case "coalesced_group.size", "coalesced_group.num_threads", "coalesced_group.thread_rank",
		"coalesced_group.meta_group_rank", "coalesced_group.meta_group_size", "coalesced_group.sync":
		return c.coalescedQuery(e, name)
	case "coalesced_group.shfl", "coalesced_group.shfl_down", "coalesced_group.shfl_up":
		return c.coalescedShuffle(e, name)
	case "coalesced_group.ballot", "coalesced_group.any", "coalesced_group.all":
		return c.coalescedVote(e, name)
	case "coalesced_group.match_any", "coalesced_group.match_all":
		return c.groupMatch(e, name)
	}
	return nil
}

func firstArgType(e *ast.Call) types.Type {
	if len(e.Args) == 0 {
		return nil
	}
	return e.Args[0].Type()
}

// groupConversion compiles __cg_group(g), a group converted to
// thread_group: a block, grid or cluster is its kind, a coalesced group or
// a tile its lanes' groups.
func (c *compiler) groupConversion(e *ast.Call) evalFn {
	line := c.line(e)
	obj := c.newGroupObject(line)
	if lanes := c.groupOperand(e.Args[0], line); lanes != nil {
		return func(f *Frame, m uint32) *Vec {
			gs := lanes(f, m)
			return obj(f, m, &gs)
		}
	}
	kind := uint8(cgBlockKind)
	switch s, _ := e.Args[0].Type().(*types.Struct); s {
	case builtins.GridGroup:
		kind = cgGridKind
	case builtins.ClusterGroup:
		kind = cgClusterKind
	}
	recv := c.expr(e.Args[0])
	return func(f *Frame, m uint32) *Vec {
		recv(f, m)
		var gs [32]groupValue
		for l := range gs {
			gs[l] = groupValue{kind: kind}
		}
		return obj(f, m, &gs)
	}
}

// genericQuery compiles thread_group's size, thread_rank and get_type: by
// the kind the group holds, as thread_group::size() switches.
func (c *compiler) genericQuery(e *ast.Call, name string) evalFn {
	if name == "thread_group.get_type" {
		return c.laneQuery(e, func(_ *Warp, _ int, g groupValue) uint64 { return uint64(g.kind) })
	}
	if name == "thread_group.thread_rank" {
		return c.laneQuery(e, func(w *Warp, l int, g groupValue) uint64 {
			switch {
			case g.kind == cgCoalescedKind:
				return uint64(g.rankOf(l))
			case w.blk == nil:
				return 0
			case g.kind == cgBlockKind:
				return tidLinear(w, l)
			case g.kind == cgGridKind:
				return gridRank(w, l)
			case g.kind == cgClusterKind:
				return clusterRank(w, l)
			}
			return 0
		})
	}
	return c.laneQuery(e, func(w *Warp, _ int, g groupValue) uint64 {
		switch {
		case g.kind == cgCoalescedKind:
			return uint64(g.size())
		case w.blk == nil:
			return 0
		case g.kind == cgBlockKind:
			return blockThreads(w)
		case g.kind == cgGridKind:
			return gridThreads(w)
		case g.kind == cgClusterKind:
			return clusterThreads(w)
		}
		return 0
	})
}

// laneQuery compiles a group member that reads each lane's group alone:
// value gives lane l's result.
func (c *compiler) laneQuery(e *ast.Call, value func(w *Warp, l int, g groupValue) uint64) evalFn {
	line := c.line(e)
	lanes := c.groupOperand(e.Args[0], line)
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		gs := lanes(f, m)
		out := &f.regs[d]
		w := f.w
		w.count(line, m)
		for l := 0; l < w.n; l++ {
			out.V[l] = value(w, l, gs[l])
		}
		out.U = false
		return out
	}
}

// genericSync compiles thread_group::sync(): the barrier of the block,
// grid or cluster the group holds, a coalesced group's __syncwarp.
func (c *compiler) genericSync(e *ast.Call) evalFn {
	line := c.line(e)
	lanes := c.groupOperand(e.Args[0], line)
	z := constVec(0)
	return func(f *Frame, m uint32) *Vec {
		gs := lanes(f, m)
		w := f.w
		w.count(line, m)
		if w.blk == nil {
			return z
		}
		switch gs[firstLane(m)&31].kind {
		case cgCoalescedKind:
			w.syncWarp(groupsMask(&gs, m), m, line, "thread_group.sync()")
		case cgBlockKind:
			w.barrier(f, m, line, 0)
		case cgClusterKind:
			w.clusterBarrier(m, line)
		case cgGridKind:
			if w.blk.launch.gridCoop {
				w.clusterBarrier(m, line) // every block of the grid runs at once
			} else {
				w.barrier(f, m, line, 0) // a grid of one block
			}
		}
		return z
	}
}

// runtimePartition compiles tiled_partition(g, n), the run-time form: of a
// block (or a thread_group holding one) the tiles of n consecutive
// threads, cut short at the block's end; of a coalesced group (a tile
// converted to one) coalesced_group::_get_tiled_threads. The result is a
// thread_group, or a coalesced_group for a coalesced group's.
func (c *compiler) runtimePartition(e *ast.Call) evalFn {
	line := c.line(e)
	obj := c.newGroupObject(line)
	lanes := c.groupOperand(e.Args[0], line)
	var recv evalFn
	if lanes == nil { // a thread_block
		recv = c.expr(e.Args[0])
	}
	size := c.expr(e.Args[1])
	return func(f *Frame, m uint32) *Vec {
		var gs [32]groupValue
		if lanes != nil {
			gs = lanes(f, m)
		} else {
			recv(f, m)
			for l := range gs {
				gs[l].kind = cgBlockKind
			}
		}
		n := size(f, m).get(firstLane(m) & 31)
		w := f.w
		w.count(line, m)
		if n == 0 || n > 32 || n&(n-1) != 0 {
			w.runtimeError(line, "tiled_partition(group, %d): a tile has 1, 2, 4, 8, 16 or 32 threads", int64(n))
			return obj(f, m, &gs)
		}
		block := uint64(32)
		if w.blk != nil {
			block = uint64(w.blk.launch.threads)
		}
		for l := 0; l < w.n; l++ {
			if gs[l].kind == cgCoalescedKind {
				gs[l] = gs[l].tiles(l, int(n))
				continue
			}
			// thread_block::_get_tiled_threads
			rank, count := tileMeta(w, l, n, 0)
			mask := partialTileMask(l, n, min(block-tidLinear(w, l)&^(n-1), n))
			gs[l] = groupValue{mask: mask, rank: uint16(rank), count: uint16(count), tiled: true, kind: cgCoalescedKind}
		}
		return obj(f, m, &gs)
	}
}

// tiles is lane's tile of n threads of coalesced group g
// (coalesced_group::_get_tiled_threads): the group itself when it is no
// larger; of a tiled group, the lanes at the tile's positions; of another,
// the n lanes from the tile's first rank.
func (g groupValue) tiles(lane, n int) groupValue {
	size, rank := g.size(), g.rankOf(lane)
	if size <= n {
		return g
	}
	if g.tiled {
		mask := partialTileMask(lane, uint64(n), uint64(min(size-rank&^(n-1), n)))
		return groupValue{mask: mask, rank: uint16(rank / n), count: uint16(size / n), tiled: true, kind: cgCoalescedKind}
	}
	var mask uint32
	r := 0
	for mm := g.mask; mm != 0; mm &= mm - 1 {
		if r >= rank/n*n && r < rank/n*n+n {
			mask |= 1 << firstLane(mm)
		}
		r++
	}
	return groupValue{mask: mask, rank: uint16(rank / n), count: uint16((size + n - 1) / n), kind: cgCoalescedKind}
}

// partition compiles binary_partition(g, pred) and labeled_partition(g,
// label) (details/partitioning.h): the lanes of the parent that share the
// predicate or label, numbered among the parent's parts by their first
// lanes; a bool label partitions as binary_partition does.
func (c *compiler) partition(e *ast.Call, name string) evalFn {
	line := c.line(e)
	obj := c.newGroupObject(line)
	lanes := c.groupOperand(e.Args[0], line)
	arg := c.expr(e.Args[1])
	b, isBool := e.Args[1].Type().(*types.Basic)
	binary := name == "binary_partition" || isBool && b.Kind == types.Bool
	return func(f *Frame, m uint32) *Vec {
		gs := lanes(f, m)
		v := arg(f, m)
		w := f.w
		w.count(line, m)
		var out [32]groupValue
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			this := gs[l].mask
			if binary {
				set := truthMask(v, this&m)
				pred := v.get(l) != 0
				switch {
				case set == this || set == 0:
					out[l] = coalesced(this)
				case pred:
					out[l] = groupValue{mask: this & set, rank: 1, count: 2, kind: cgCoalescedKind}
				default:
					out[l] = groupValue{mask: this &^ set, count: 2, kind: cgCoalescedKind}
				}
				continue
			}
			sub := matchMask(v, this&m, l)
			var leaders uint32 // lanes that no lower lane of the parent shares a label with
			for pm := this & m; pm != 0; pm &= pm - 1 {
				if j := firstLane(pm); matchMask(v, this&m, j)&(1<<j-1) == 0 {
					leaders |= 1 << j
				}
			}
			first := firstLane(sub)
			out[l] = groupValue{mask: sub, rank: uint16(bits.OnesCount32(leaders & (1<<first - 1))), count: uint16(bits.OnesCount32(leaders)), kind: cgCoalescedKind}
		}
		return obj(f, m, &out)
	}
}

// coalescedQuery compiles the coalesced_group members that read the group
// alone; sync is the group's __syncwarp.
func (c *compiler) coalescedQuery(e *ast.Call, name string) evalFn {
	if name == "coalesced_group.sync" {
		line := c.line(e)
		lanes := c.groupOperand(e.Args[0], line)
		z := constVec(0)
		return func(f *Frame, m uint32) *Vec {
			gs := lanes(f, m)
			f.w.count(line, m)
			f.w.syncWarp(groupsMask(&gs, m), m, line, "coalesced_group.sync()")
			return z
		}
	}
	switch name {
	case "coalesced_group.thread_rank":
		return c.laneQuery(e, func(_ *Warp, l int, g groupValue) uint64 { return uint64(g.rankOf(l)) })
	case "coalesced_group.meta_group_rank":
		return c.laneQuery(e, func(_ *Warp, _ int, g groupValue) uint64 { return uint64(g.rank) })
	case "coalesced_group.meta_group_size":
		return c.laneQuery(e, func(_ *Warp, _ int, g groupValue) uint64 { return uint64(g.count) })
	}
	return c.laneQuery(e, func(_ *Warp, _ int, g groupValue) uint64 { return uint64(g.size()) })
}

// readLane is a shuffle's read of v at lane src for lane l: lanes that do
// not execute the call give 0 (the H200's value, which CUDA leaves
// undefined), warned about once.
func (w *Warp) readLane(v *Vec, src uint32, l int, m uint32, name string, line int) uint64 {
	if src &= 31; w.sourceRuns(src, l, m, name, line) {
		return v.get(int(src))
	}
	return 0
}

// sourceRuns reports whether lane src, which a shuffle reads for lane l,
// runs the call (is in m); one that does not is warned about once.
func (w *Warp) sourceRuns(src uint32, l int, m uint32, name string, line int) bool {
	if m&(1<<src) != 0 {
		return true
	}
	if w.device {
		w.reportStrayShuffle(name, l, int(src), line)
	}
	return false
}

// coalescedShuffle compiles coalesced_group's shfl(v, rank), shfl_down(v,
// delta) and shfl_up(v, delta): a whole warp's group shuffles as a warp
// does (CUDA's header calls __shfl_down_sync and __shfl_up_sync, which read
// a delta's low five bits only); another finds the source lane among its mask (__fns), and a lane
// with no source past it keeps its value.
func (c *compiler) coalescedShuffle(e *ast.Call, name string) evalFn {
	line := c.line(e)
	lanes := c.groupOperand(e.Args[0], line)
	val, sel := c.expr(e.Args[1]), c.expr(e.Args[2])
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		gs := lanes(f, m)
		v, s := val(f, m), sel(f, m)
		out := &f.regs[d]
		w := f.w
		w.count(line, m)
		res := out.V
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			g, k := gs[l], int32(s.get(l))
			whole := g.size() == 32
			var src uint32
			switch name {
			case "coalesced_group.shfl":
				switch {
				case k == 0:
					src = uint32(firstLane(g.mask))
				case whole:
					src = uint32(k)
				default:
					src = fns(g.mask, 0, k+1)
				}
			case "coalesced_group.shfl_down":
				if whole { // __shfl_down_sync: the delta's low five bits
					src = shflSource(shflDown, uint32(l), uint32(k), 32)
				} else if src = fns(g.mask, uint32(l), k+1); src >= 32 {
					src = uint32(l)
				}
			default: // shfl_up
				if whole {
					src = shflSource(shflUp, uint32(l), uint32(k), 32)
				} else if src = fns(g.mask, uint32(l), -(k + 1)); src >= 32 {
					src = uint32(l)
				}
			}
			res[l] = w.readLane(v, src, l, m, name, line)
		}
		out.V, out.U = res, false
		return out
	}
}

// coalescedVote compiles coalesced_group's ballot(p) (bit r for the lane of
// rank r), any(p) and all(p).
func (c *compiler) coalescedVote(e *ast.Call, name string) evalFn {
	line := c.line(e)
	lanes := c.groupOperand(e.Args[0], line)
	pred := c.expr(e.Args[1])
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		gs := lanes(f, m)
		t := truthMask(pred(f, m), m)
		out := &f.regs[d]
		w := f.w
		w.count(line, m)
		for l := 0; l < w.n; l++ {
			g := gs[l]
			b := t & g.mask
			switch name {
			case "coalesced_group.any":
				out.V[l] = bool64(b != 0)
			case "coalesced_group.all":
				out.V[l] = bool64(b == g.mask)
			default:
				if g.size() == 32 {
					out.V[l] = uint64(t)
				} else {
					out.V[l] = uint64(g.pack(b))
				}
			}
		}
		out.U = false
		return out
	}
}

// groupMatch compiles match_any(v) and match_all(v, pred) of a tile or a
// coalesced group: __match_any_sync and __match_all_sync over the group's
// lanes, the result's bits at the tile's ranks (shifted to the tile's
// first lane) or packed to the coalesced group's.
func (c *compiler) groupMatch(e *ast.Call, name string) evalFn {
	line := c.line(e)
	lanes := c.groupOperand(e.Args[0], line)
	val := c.expr(e.Args[1])
	var predAddr evalFn
	if len(e.Args) > 2 {
		predAddr = c.expr(e.Args[2])
	}
	tile := isTileType(e.Args[0].Type())
	all := predAddr != nil
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		gs := lanes(f, m)
		v := val(f, m)
		var p *Vec
		if all {
			p = predAddr(f, m)
		}
		out := &f.regs[d]
		w := f.w
		w.count(line, m)
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			g := gs[l]
			mask := g.mask & m
			var same uint32
			if all {
				var pred uint64
				if uniformOver(v, mask) {
					same, pred = mask, 1
				}
				w.storeLane(p.get(l), kI32, pred, l, line)
			} else {
				same = matchMask(v, mask, l)
			}
			switch {
			case tile:
				out.V[l] = uint64(same >> (uint(l) &^ uint(g.size()-1)))
			case g.size() == 32:
				out.V[l] = uint64(same)
			default:
				out.V[l] = uint64(g.pack(same))
			}
		}
		out.U = false
		return out
	}
}

// matchMask is the lanes of mask whose value in v is lane l's.
func matchMask(v *Vec, mask uint32, l int) uint32 {
	var same uint32
	for mm := mask; mm != 0; mm &= mm - 1 {
		if j := firstLane(mm); v.get(j) == v.get(l) {
			same |= 1 << j
		}
	}
	return same
}

// uniformOver reports whether every lane of mask holds the same value.
func uniformOver(v *Vec, mask uint32) bool {
	for mm := mask; mm != 0; mm &= mm - 1 {
		if v.get(firstLane(mm)) != v.get(firstLane(mask)) {
			return false
		}
	}
	return true
}

// groupScan compiles cg::inclusive_scan and cg::exclusive_scan of a tile
// or a coalesced group.
func (c *compiler) groupScan(e *ast.Call, exclusive bool) evalFn {
	k := kindOf(e.T)
	name := "cg::inclusive_scan"
	if exclusive {
		name = "cg::exclusive_scan"
	}
	return c.groupCollective(e, func(w *Warp, gs *[32]groupValue, v *Vec, op uint64, m uint32, out *Vec, line int) {
		out.V = w.scanGroups(gs, v, op, k, m, exclusive, name, line)
	})
}

// groupCollective compiles a collective of the groups in e's first
// argument over the value of its second, combined by the functor of its
// third (cg::plus, 0, without one): run writes the lanes of out from each
// lane's group, the values and the functor; the call counts as one
// instruction.
func (c *compiler) groupCollective(e *ast.Call, run func(w *Warp, gs *[32]groupValue, v *Vec, op uint64, m uint32, out *Vec, line int)) evalFn {
	line := c.line(e)
	lanes := c.groupOperand(e.Args[0], line)
	val := c.expr(e.Args[1])
	var opFn evalFn
	if len(e.Args) > 2 {
		opFn = c.expr(e.Args[2])
	}
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		gs := lanes(f, m)
		v := val(f, m)
		var op uint64 // cg::plus
		if opFn != nil {
			op = opFn(f, m).get(firstLane(m) & 31)
		}
		out := &f.regs[d]
		f.w.count(line, m)
		run(f.w, &gs, v, op, m, out, line)
		out.U = false
		return out
	}
}

// scanGroups scans v over each lane's group (details/coalesced_scan.h):
// each step i = 1, 2, 4 ... combines a lane's value (the functor's first
// argument) with the value of the lane i ranks below, where there is one.
// The exclusive scan of integers under cg::plus is the inclusive one less
// the lane's value; any other is the inclusive scan of the rank below, 0
// at rank 0.
func (w *Warp) scanGroups(gs *[32]groupValue, v *Vec, op uint64, k kind, m uint32, exclusive bool, name string, line int) [32]uint64 {
	var cur [32]uint64
	for l := 0; l < w.n; l++ {
		cur[l] = v.get(l)
	}
	below := func(l, i int) uint32 { // the lane i ranks below l in its group
		return fns(gs[l].mask, uint32(l), int32(-(i+1))) & 31
	}
	steps := 0
	for mm := m; mm != 0; mm &= mm - 1 {
		steps = max(steps, gs[firstLane(mm)].size())
	}
	for i := 1; i < steps; i <<= 1 {
		next := cur
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			if g := gs[l]; i < g.size() && i <= g.rankOf(l) {
				var tmp uint64 // 0 from a tile's lane that does not run the scan
				if src := below(l, i); w.sourceRuns(src, l, m, name, line) {
					tmp = cur[src]
				}
				next[l] = cgCombine(k, op, cur[l], tmp)
			}
		}
		cur = next
	}
	if !exclusive {
		return cur
	}
	var ex [32]uint64
	for mm := m; mm != 0; mm &= mm - 1 {
		l := firstLane(mm)
		switch {
		case op == 0 && k != kF32 && k != kF64:
			ex[l] = canon(k, cur[l]-v.get(l))
		case gs[l].rankOf(l) > 0:
			ex[l] = cur[below(l, 1)]
		}
	}
	return ex
}

// coalescedReduce compiles cg::reduce of a coalesced group
// (details/coalesced_reduce.h): a whole warp's group reduces as a 32-lane
// tile does, by halving shfl_xor steps; another takes the inclusive scan's
// value at its last lane. (Integers give the same either way, as the
// H200's redux does.)
func (c *compiler) coalescedReduce(e *ast.Call) evalFn {
	k := kindOf(e.T)
	return c.groupCollective(e, func(w *Warp, gs *[32]groupValue, v *Vec, op uint64, m uint32, out *Vec, line int) {
		if gs[firstLane(m)&31].size() == 32 { // every lane of the warp
			out.V = butterflyReduce(v, uint32(uint64(1)<<w.n-1), 32, k, op)
			return
		}
		s := w.scanGroups(gs, v, op, k, m, false, "cg::reduce", line)
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			if mask := gs[l].mask; mask != 0 { // 0: a group the program never made
				out.V[l] = s[31-bits.LeadingZeros32(mask)]
			} else {
				out.V[l] = s[l]
			}
		}
	})
}
