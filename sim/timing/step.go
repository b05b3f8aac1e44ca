package timing

import (
	"math"

	"simtlab/sim/memsys"
)

// step is one cycle of one scheduler: every resident warp whose state may
// have changed is classified, and the first eligible one in
// greedy-then-oldest order issues.
//
// Most warps are not due (their recheck is later), so the scan over them
// is kept to a load and a compare; the scheduler's timeline state, the
// first warp's, is worked out after the scan and only for a scheduler
// that keeps a timeline.
func (s *simulator) step(sc *schedState, t int64) {
	if sc.tl != nil {
		sc.tl.add(sc.tlState, sc.tlSince, t)
	}
	sc.next = never
	issued := false
	wake := never
	var exited *warpState // retired after the scan, which must not see sc.warps change
	lrr := s.q.Policy == LooseRoundRobin
	// Greedy-then-oldest: the warp that issued last goes first, then the
	// others in the order they arrived. Loose round-robin: start after the
	// warp that issued last.
	g := sc.greedy
	if g != nil && (g.done || g.sc != sc) || lrr {
		g = nil
	}
	if g != nil {
		if t < g.recheck {
			wake = g.recheck
		} else {
			wk, iss := s.visit(sc, g, t, false)
			wake, issued = wk, iss
			if iss && g.done {
				exited = g
			}
		}
	}
	n, rot := len(sc.warps), 0
	if lrr && n > 0 {
		rot = (sc.lastIdx + 1) % n
	}
	// In order from rot: warps rot..n-1, then 0..rot-1.
	for lo, hi := rot, n; lo < hi; lo, hi = 0, rot {
		for k, r := range sc.due[lo:hi] {
			// Nothing can have changed for a warp before its recheck. (A
			// barrier released during the scan rechecks its warps after t.)
			if r > t {
				wake = min(wake, r)
				continue
			}
			w := sc.warps[lo+k]
			if w == g || w.done {
				continue
			}
			wk, iss := s.visit(sc, w, t, issued)
			wake = min(wake, wk)
			if iss {
				issued = true
				if w.done {
					exited = w
				}
			}
		}
		if lo == 0 {
			break
		}
	}
	if issued {
		sc.issued++
	}
	if sc.tl != nil {
		sc.tlState, sc.tlSince = s.firstState(sc, g, rot, issued), t
	}
	if exited != nil {
		s.exit(exited, t+1)
	}
	if wake <= t {
		wake = t + 1
	}
	sc.next = min(sc.next, wake)
}

// visit classifies due warp w at t and issues its next instruction if it
// is eligible and no warp issued before it (issued false). It returns the
// cycle from which w is worth looking at again, and whether it issued.
func (s *simulator) visit(sc *schedState, w *warpState, t int64, issued bool) (int64, bool) {
	st, wk := s.check(w, t)
	line := w.insts[w.pc].Line
	if st == Barrier {
		line = w.barrierLine // the __syncthreads it waits at, not the next line
	}
	if st == Selected {
		switch {
		case issued:
			st, wk = NotSelected, t+1
		case t < sc.issueAt:
			st, wk = DispatchStall, sc.issueAt
		default:
			if sc.greedy != w { // no pointer store (and write barrier) when it stays
				sc.greedy = w
			}
			sc.lastIdx = w.slot
			s.setState(w, Selected, t, line)
			s.setRecheck(w, t+int64(s.q.IssueInterval)) // Fermi: selected for both cycles of the issue
			s.issue(w, t)
			if s.q.DualIssue && !w.done {
				if st2, _ := s.check(w, t); st2 == Selected {
					s.issue(w, t)
				}
			}
			sc.issueAt = t + int64(s.q.IssueInterval)
			return sc.issueAt, true
		}
	}
	if st != w.state || line != w.stateLine {
		s.setState(w, st, t, line)
	}
	s.setRecheck(w, wk)
	return wk, false
}

// firstState is the timeline's state of sc after its step at t: Selected
// if it issued, else the state of its first live warp in the step's order
// (greedy g first, then from rot on). Every warp the step looked at holds
// the state it was classified in, the others the one they had.
func (s *simulator) firstState(sc *schedState, g *warpState, rot int, issued bool) Stall {
	if issued {
		return Selected
	}
	if g != nil {
		return g.state
	}
	n := len(sc.warps)
	for i := range n {
		j := i + rot
		if j >= n {
			j -= n
		}
		if w := sc.warps[j]; !w.done {
			return w.state
		}
	}
	return Idle
}

// check says whether w can issue at t (Selected) or why not, and from
// which cycle it is worth looking again.
func (s *simulator) check(w *warpState, t int64) (Stall, int64) {
	if w.atBarrier {
		return Barrier, never
	}
	if t < w.wakeAt {
		return w.wakeReason, w.wakeAt
	}
	in := &w.insts[w.pc]
	if in.Dep|in.Dep2 != 0 {
		var ready int64
		from := 0 // the producer's distance; its class is read only for a stall
		pc := w.pc
		if d := int(in.Dep); d > 0 && d <= pc && d <= MaxDep {
			ready, from = w.start+int64(w.ready[(pc-d)&(ringSize-1)]), d
		}
		// The second producer counts only when strictly later.
		if d := int(in.Dep2); d > 0 && d <= pc && d <= MaxDep {
			if r := w.start + int64(w.ready[(pc-d)&(ringSize-1)]); r > ready {
				ready, from = r, d
			}
		}
		if ready > t {
			return dependencyStall(w.insts[pc-from].Class), ready
		}
	}
	sm := w.sc.sm
	switch in.Class {
	case ClassShared, ClassShuffle:
		if limit := float64(t) + float64(s.q.MIOBacklog); sm.shmFree > limit {
			return MIOThrottle, ceil(sm.shmFree) - int64(s.q.MIOBacklog)
		}
	case ClassGlobal, ClassAtomic:
		if limit := float64(t) + float64(s.q.LGBacklog); sm.l1Free > limit {
			return LGThrottle, ceil(sm.l1Free) - int64(s.q.LGBacklog)
		}
	case ClassConstant, ClassBarrier:
	default:
		if f := w.sc.pipeFree[s.pipeOf(in.Class)]; f >= float64(t+1) {
			return MathPipeThrottle, int64(math.Floor(f))
		}
	}
	return Selected, t
}

func dependencyStall(producer Class) Stall {
	switch producer {
	case ClassGlobal, ClassAtomic:
		return LongScoreboard
	case ClassShared, ClassSFU, ClassShuffle, ClassConstant:
		return ShortScoreboard
	}
	return Wait
}

func (s *simulator) pipeOf(c Class) int {
	switch c {
	case ClassInt:
		if s.q.SeparateInt {
			return pipeInt
		}
		return pipeFP32
	case ClassFP64:
		return pipeFP64
	case ClassSFU:
		return pipeSFU
	case ClassBranch:
		return pipeBranch
	}
	return pipeFP32
}

func ceil(x float64) int64 { return int64(math.Ceil(x)) }

// issue executes w's next instruction at t: it reserves the pipes and
// bandwidth it needs and records when its result is ready.
func (s *simulator) issue(w *warpState, t int64) {
	q := &s.q
	in := &w.insts[w.pc]
	sm := w.sc.sm
	ready := t + int64(q.LatALU)
	switch in.Class {
	case ClassInt, ClassFP32, ClassFP64, ClassSFU, ClassBranch:
		p := s.pipeOf(in.Class)
		w.sc.pipeFree[p] = fmax(w.sc.pipeFree[p], float64(t)) + q.PipeCycles[p]
		switch in.Class {
		case ClassFP64:
			ready = t + int64(q.LatFP64)
		case ClassSFU:
			ready = t + int64(q.LatSFU)
		}
	case ClassShuffle:
		start := fmax(float64(t), sm.shmFree)
		sm.shmFree = start + 1/q.SharedWavefrontsPerCycle
		ready = ceil(start) + int64(q.LatShuffle)
	case ClassShared:
		// Each wavefront (bank-conflict replays included) holds the SM's
		// shared-memory data path for a cycle; the data of the last one
		// arrives a load latency after it started.
		wf := float64(max(in.Wavefronts, 1))
		start := fmax(float64(t), sm.shmFree)
		sm.shmFree = start + wf/q.SharedWavefrontsPerCycle
		ready = ceil(sm.shmFree) - 1 + int64(q.LatShared)
	case ClassConstant:
		ready = t + int64(q.LatConstant) + int64(max(int(in.Wavefronts), 1)-1)*int64(q.ConstPassCost)
	case ClassGlobal:
		cost := fmax(float64(max(in.Wavefronts, 1)), float64(in.Sectors)/q.L1SectorsPerCycle)
		start := fmax(float64(t), sm.l1Free)
		sm.l1Free = start + cost
		ready = ceil(sm.l1Free) - 1 + int64(s.levelLatency(in)) + s.memQueue(sm.l1Free, in)
	case ClassAtomic:
		// Global atomics pass L1 and run at L2, one operation after another
		// when lanes of the warp hit the same address.
		start := fmax(float64(t), sm.l1Free)
		sm.l1Free = start + 1
		ops := int64(max(int(in.Sectors), 1))
		ready = ceil(start) + int64(q.LatL2) + (ops-1)*int64(q.AtomicOpCycles) + s.memQueue(start, in)
		if in.Flags&FlagSameAddress != 0 {
			// Every warp's updates of one address queue there, one after
			// another, wherever they come from.
			at := fmax(start+float64(q.LatL2), s.hotFree[in.Line])
			s.hotFree[in.Line] = at + float64(ops)*q.SameAddressAtomicCycles*s.hotScale
			ready = max(ready, ceil(s.hotFree[in.Line]))
		}
	case ClassBarrier:
		ready = t
		w.blk.arrived++
		w.atBarrier = true
		w.barrierLine = in.Line
	}
	if in.Flags&FlagNoResult != 0 {
		w.lastReady = max(w.lastReady, ready)
		ready = t
	}
	w.ready[w.pc&(ringSize-1)] = uint32(min(ready-w.start, math.MaxUint32))
	w.lastReady = max(w.lastReady, ready)
	if w.stat >= 0 {
		s.rep.Warps[w.stat].Insts++
	}
	s.rep.Insts++
	w.pc++
	if w.pc == len(w.insts) {
		w.done = true
		w.sc.due[w.slot] = never
	}
	if in.Class == ClassBarrier {
		s.checkBarrier(w.blk, t)
	}
}

func (s *simulator) levelLatency(in *Inst) int {
	switch in.Level {
	case memsys.LevelL2:
		return s.q.LatL2
	case memsys.LevelDRAM:
		return s.q.LatDRAM
	}
	return s.q.LatL1
}

// memQueue reserves the GPU-wide L2 and DRAM bandwidth an access needs,
// from cycle at, and returns how long it waited behind earlier traffic.
func (s *simulator) memQueue(at float64, in *Inst) int64 {
	var delay float64
	if in.L2Sectors > 0 {
		// The slices take so many bytes and so many requests per cycle;
		// scattered one-sector requests run out of the latter first.
		cost := float64(int(in.L2Sectors)*s.q.SectorBytes) / s.q.L2BytesPerCycle
		if rate := s.q.L2ReadRequestsPerCycle; in.L2Requests > 0 && rate > 0 {
			if in.Flags&FlagNoResult != 0 {
				rate = s.q.L2WriteRequestsPerCycle
			}
			cost = fmax(cost, float64(in.L2Requests)/rate)
		}
		start := fmax(at, s.l2Free)
		s.l2Free = start + cost
		delay = start - at
	}
	if in.DRAMSectors > 0 {
		bytes := float64(int(in.DRAMSectors) * s.q.SectorBytes)
		start := fmax(at, s.dramFree)
		s.dramFree = start + bytes/s.q.DRAMBytesPerCycle
		delay = fmax(delay, start-at)
	}
	return ceil(delay)
}

// checkBarrier releases a block's warps once every live warp has arrived.
func (s *simulator) checkBarrier(b *blockState, t int64) {
	if b.arrived == 0 || b.arrived < b.live {
		return
	}
	b.arrived = 0
	release := t + int64(s.q.LatBarrier)
	for _, w := range b.warps {
		if w.atBarrier {
			w.atBarrier = false
			w.wakeAt, w.wakeReason = release, Barrier
			s.setRecheck(w, min(w.recheck, release))
			s.wake(w.sc, release)
		}
	}
}

// setRecheck sets the first cycle at which w is worth checking again.
func (s *simulator) setRecheck(w *warpState, c int64) {
	w.recheck = c
	if !w.done {
		w.sc.due[w.slot] = c
	}
}

// setState closes the warp's previous state at t and opens st.
func (s *simulator) setState(w *warpState, st Stall, t int64, line int32) {
	if d := t - w.since; d > 0 {
		s.account(w, d)
	}
	w.state, w.since, w.stateLine = st, t, line
}

func (s *simulator) account(w *warpState, d int64) {
	s.rep.Stalls[w.state] += d
	if w.stat >= 0 {
		s.rep.Warps[w.stat].Stalls[w.state] += d
	}
	line := int(w.stateLine)
	if line < 0 || line >= maxLines {
		line = 0
	}
	if line >= len(s.lines) {
		s.lines = append(s.lines, make([]StallCounts, line+1-len(s.lines))...)
	}
	s.lines[line][w.state] += d
}

// fmax is math.Max with its common case inlined (WebAssembly has no
// instruction for it, and the builtin max differs from it on +Inf and NaN).
func fmax(x, y float64) float64 {
	if x > y {
		return x
	}
	if y > x {
		return y
	}
	return math.Max(x, y) // equal, or a NaN: signed zeros and NaNs as math.Max has them
}
