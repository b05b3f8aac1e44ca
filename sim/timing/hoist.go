package timing

// nvcc unrolls loops and issues the loads of several iterations before the
// first of them is used: the naive matmul's k loop, unrolled 16 times, issues
// 32 LDG before its first FFMA (tests/gpu/timing, cuobjdump), so a warp waits
// for memory once per unrolled trip, not once per iteration. The engine's
// stream is in source order, one iteration after the other, and its fixed
// dependency rule chains every ALU instruction to the previous one, so
// replayed as recorded a loop over loads would expose one memory latency per
// iteration. hoistLoads reorders the stream as the compiler schedules it.

// HoistUnroll is how many iterations' loads are issued together. nvcc's
// loop unroller works on unknown trip counts with factors of 4 (LLVM's
// runtime unrolling for NVPTX); the naive matmul's SASS shows 4 × 4.
// Assumed: 4, the factor every unrolled loop gets at least.
const HoistUnroll = 4

// foldedInsts is how many ALU instructions of each later iteration the
// unrolled loop no longer issues: the loop's increment and test and the
// load's address arithmetic, about what the engine records for them (the
// same figure as addressALU). Assumed.
const foldedInsts = 4

// loadGroup is a run of loads with at most addressALU ALU instructions
// between consecutive ones (address arithmetic), first..last inclusive.
type loadGroup struct{ first, last int }

// addressALU is the most ALU instructions between two loads of one group:
// about what forming an address takes (the engine groups its loads by the
// same rule, sim/engine consumeLoads).
const addressALU = 4

func isALU(c Class) bool {
	switch c {
	case ClassInt, ClassFP32, ClassFP64, ClassSFU, ClassBranch:
		return true
	}
	return false
}

// isPlainLoad reports whether in only reads memory (no store, atomic or
// barrier side effect), so that moving it earlier past ALU work is safe.
func isPlainLoad(in *Inst) bool {
	switch in.Class {
	case ClassGlobal, ClassShared, ClassConstant:
		return in.Flags&FlagNoResult == 0
	}
	return false
}

// hoister holds hoistLoads' buffers, reused from stream to stream.
type hoister struct {
	groups []loadGroup
	order  []int32
	newPos []int32
	out    []Inst
}

// grow returns s resized to n, reallocated only when too small.
func grow[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	return s[:n]
}

// loadGroups finds the load groups of insts in order.
func (h *hoister) loadGroups(insts []Inst) []loadGroup {
	gs := h.groups[:0]
	defer func() { h.groups = gs }()
	for i := 0; i < len(insts); i++ {
		if !isPlainLoad(&insts[i]) {
			continue
		}
		g := loadGroup{i, i}
		for j := i + 1; j < len(insts) && j-g.last-1 <= addressALU; j++ {
			if isPlainLoad(&insts[j]) {
				g.last = j
				continue
			}
			if !isALU(insts[j].Class) {
				break
			}
		}
		gs = append(gs, g)
		i = g.last
	}
	return gs
}

// sameLoop reports whether group b repeats group a one iteration later:
// the same instructions (lines and classes), and nothing but ALU work
// between them (a store, atomic or barrier between them orders the loads:
// without __restrict__ nvcc may not move a load above a store).
func sameLoop(insts []Inst, a, b loadGroup) bool {
	if a.last-a.first != b.last-b.first {
		return false
	}
	for k := 0; k <= a.last-a.first; k++ {
		x, y := &insts[a.first+k], &insts[b.first+k]
		if x.Line != y.Line || x.Class != y.Class {
			return false
		}
	}
	for j := a.last + 1; j < b.first; j++ {
		if !isALU(insts[j].Class) {
			return false
		}
	}
	return true
}

// hoistLoads returns insts reordered so that in every run of HoistUnroll
// consecutive iterations of a loop over loads, the later iterations' load
// groups are issued right after the first one's, before any of them is
// used. Dependencies are renumbered for the new order; a hoisted load no
// longer waits for the address arithmetic it leaves behind (unrolled
// iterations address their loads as immediate offsets from one base). A
// load whose address is itself loaded (a[idx[i]], p = p->next) is hoisted
// too: the stream cannot tell. The result is insts itself when nothing
// moves, else the scratch's buffer, valid until its next use.
func (h *hoister) hoistLoads(insts []Inst) []Inst {
	gs := h.loadGroups(insts)
	if len(gs) < 2 {
		return insts
	}
	order := h.order[:0] // new position → old index, built only if something moves
	moved := false
	next := 0 // first old index not yet placed
	place := func(lo, hi int) {
		for i := lo; i <= hi; i++ {
			order = append(order, int32(i))
		}
	}
	for a := 0; a < len(gs); {
		b := a
		for b+1 < len(gs) && b+1-a < HoistUnroll && sameLoop(insts, gs[b], gs[b+1]) {
			b++
		}
		if b == a {
			a++
			continue
		}
		moved = true
		// Everything before the batch, the later iterations' loads, then
		// the work between the groups in its original order, less what
		// unrolling folds away in the later iterations: their address
		// arithmetic (the unrolled code addresses the loads as immediate
		// offsets from the first iteration's base) and their loop control
		// (the trip count is tested once per unrolled trip), taken to be
		// the foldedInsts ALU instructions before each load group.
		place(next, gs[a].last)
		for k := a + 1; k <= b; k++ {
			for i := gs[k].first; i <= gs[k].last; i++ {
				if isPlainLoad(&insts[i]) {
					order = append(order, int32(i))
				}
			}
		}
		for k := a + 1; k <= b; k++ {
			lo, hi := gs[k-1].last+1, gs[k].first-1
			place(lo, max(hi-foldedInsts, lo)) // the use of iteration k-1's loads always stays
		}
		next = gs[b].last + 1
		a = b + 1
	}
	if !moved {
		return insts
	}
	place(next, len(insts)-1)
	h.order = order
	newPos := grow(h.newPos, len(insts))
	h.newPos = newPos
	for i := range newPos {
		newPos[i] = -1 // left out
	}
	for n, o := range order {
		newPos[o] = int32(n)
	}
	out := grow(h.out, len(order))
	h.out = out
	for n, o := range order {
		in := insts[o]
		in.Dep = renumber(n, int(o), int(in.Dep), newPos)
		in.Dep2 = renumber(n, int(o), int(in.Dep2), newPos)
		out[n] = in
	}
	return out
}

// renumber turns the distance d from old index o into one from new index
// n; a producer that was left out, now comes later or is too far back is
// dropped.
func renumber(n, o, d int, newPos []int32) uint16 {
	if d <= 0 || d > o {
		return 0
	}
	p := int(newPos[o-d])
	if p < 0 || p >= n || n-p > MaxDep {
		return 0
	}
	return uint16(n - p)
}
