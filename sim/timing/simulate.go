package timing

import (
	"container/heap"
	"math"
	"sort"

	"simtlab/hardware"
	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
	"simtlab/sim/timing/sched"
)

// ringSize is how many recent results per warp the scoreboard remembers
// (a power of two; see MaxDep).
const ringSize = 256

const never = int64(math.MaxInt64)

// maxLines bounds the per-line table; later lines are counted in slot 0.
const maxLines = 1 << 20

// Launch describes one kernel launch for Simulate.
type Launch struct {
	Kernel string
	// Blocks is the number of blocks in the grid (x*y*z).
	Blocks int
	// Occupancy is the launch configuration as the occupancy calculator
	// takes it (threads per block, registers, shared memory, carveout).
	Occupancy occupancy.Input
	// TimelineSMs lists the SMs whose schedulers get a timeline; nil = SM 0.
	TimelineSMs []int
	// WarpStats is how many streams (the first ones of the slice given to
	// Simulate) get per-warp stall counts; 0 = DefaultWarpStats.
	WarpStats int
}

// DefaultWarpStats bounds the per-warp table of a report.
const DefaultWarpStats = 4096

// WarpStats is the time one warp spent in each state.
type WarpStats struct {
	Block, Warp   int32
	SM, Scheduler int
	Start, End    int64 // first resident cycle and exit cycle
	Insts         int64
	Stalls        StallCounts
}

// Report is what Simulate found. Metrics gives Nsight Compute's names.
type Report struct {
	Kernel string
	// Err explains a launch the model cannot run (no block fits an SM); the
	// times are then zero.
	Err string

	Cycles      int64   // sm__cycles_elapsed.max: first dispatch to last completion
	DurationNs  float64 // gpu__time_duration.sum
	BlocksPerSM int     // occupancy.Compute's result
	Waves       int
	Insts       int64 // warp instructions issued

	Stalls StallCounts // warp-cycles per state, all warps
	// AchievedOccupancy is the average of resident warps over the cycles an
	// SM had any, as a percentage of its warp slots.
	AchievedOccupancy float64
	// IssueActive is the percentage of active scheduler-cycles that issued.
	IssueActive    float64
	SMActiveCycles int64 // summed over SMs

	Warps    []WarpStats
	Lines    map[int]StallCounts
	Timeline []SchedulerTimeline
}

type warpState struct {
	insts      []Inst
	pc         int
	ready      [ringSize]int64
	sc         *schedState
	blk        *blockState
	stat       int // index in Report.Warps, -1 = not kept
	start      int64
	wakeAt     int64
	wakeReason Stall
	atBarrier  bool
	done       bool
	state      Stall
	since      int64
	stateLine  int32
	lastReady  int64
}

type blockState struct {
	sm            *smState
	warps         []*warpState
	live, arrived int
	exit          int64
}

type smState struct {
	id                int
	scheds            []*schedState
	shmFree, l1Free   float64
	warpCounter       int
	firstStart, endAt int64
	warpCycles        int64
	used              bool
}

type schedState struct {
	sm       *smState
	local    int
	warps    []*warpState // resident, oldest first
	greedy   *warpState
	next     int64
	hidx     int
	issueAt  int64
	pipeFree [numPipes]int64
	tl       *bucketRec
	tlState  Stall
	tlSince  int64
	issued   int64
}

type schedHeap []*schedState

func (h schedHeap) Len() int { return len(h) }

// Less orders by time; schedulers due in the same cycle take turns being
// first (the priority rotates with the cycle), so no scheduler of an SM wins
// every arbitration for the shared pipes.
func (h schedHeap) Less(i, j int) bool {
	a, b := h[i], h[j]
	if a.next != b.next {
		return a.next < b.next
	}
	if a.sm != b.sm {
		return a.sm.id < b.sm.id
	}
	n := int64(len(a.sm.scheds))
	return (int64(a.local)+a.next)%n < (int64(b.local)+b.next)%n
}
func (h schedHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i]; h[i].hidx = i; h[j].hidx = j }
func (h *schedHeap) Push(x any)   { s := x.(*schedState); s.hidx = len(*h); *h = append(*h, s) }
func (h *schedHeap) Pop() any     { old := *h; s := old[len(old)-1]; *h = old[:len(old)-1]; return s }

type simulator struct {
	q        Params
	rep      *Report
	sms      []*smState
	heap     schedHeap
	disp     *sched.Dispatcher
	streams  []WarpStream
	byBlock  []int32 // stream indices sorted by (block, warp)
	blockAt  []int32 // byBlock offset of each block, len Blocks+1
	statsN   int
	l2Free   float64
	dramFree float64
	lines    []StallCounts
	pool     []*warpState
	end      int64
}

// Simulate replays the recorded warp streams of one launch on GPU p and
// returns its timing. Streams whose block is outside the grid are ignored;
// a block with no stream retires as soon as it starts. The result depends
// only on the arguments.
func Simulate(p *hardware.Profile, launch Launch, warps []WarpStream) *Report {
	rep := &Report{Kernel: launch.Kernel, Lines: map[int]StallCounts{}}
	q, err := ParamsFor(p)
	if err != nil {
		rep.Err = err.Error()
		return rep
	}
	occ := occupancy.Compute(p, launch.Occupancy)
	rep.BlocksPerSM = occ.BlocksPerSM
	if occ.BlocksPerSM <= 0 || launch.Blocks <= 0 {
		if occ.Reason != "" {
			rep.Err = occ.Reason
		} else if launch.Blocks <= 0 {
			rep.Err = "the grid has no blocks"
		}
		return rep
	}
	rep.Waves = sched.Waves(launch.Blocks, q.SMs, occ.BlocksPerSM)
	s := &simulator{q: q, rep: rep, streams: warps, statsN: launch.WarpStats}
	if s.statsN <= 0 {
		s.statsN = DefaultWarpStats
	}
	s.index(launch.Blocks)
	s.build(launch.TimelineSMs)
	s.disp = sched.New(launch.Blocks, q.SMs, occ.BlocksPerSM)
	for _, a := range s.disp.Initial() {
		s.place(a, 0)
	}
	s.run()
	s.finish()
	return rep
}

// index sorts the streams by block and warp so each block finds its warps.
func (s *simulator) index(blocks int) {
	for i, w := range s.streams {
		if w.Block >= 0 && int(w.Block) < blocks {
			s.byBlock = append(s.byBlock, int32(i))
		}
	}
	sort.SliceStable(s.byBlock, func(a, b int) bool {
		x, y := &s.streams[s.byBlock[a]], &s.streams[s.byBlock[b]]
		return x.Block < y.Block || x.Block == y.Block && x.Warp < y.Warp
	})
	s.blockAt = make([]int32, blocks+1)
	j := 0
	for b := 0; b <= blocks; b++ {
		for j < len(s.byBlock) && int(s.streams[s.byBlock[j]].Block) < b {
			j++
		}
		s.blockAt[b] = int32(j)
	}
}

func (s *simulator) build(timelineSMs []int) {
	if timelineSMs == nil {
		timelineSMs = []int{0}
	}
	want := map[int]bool{}
	for _, sm := range timelineSMs {
		want[sm] = true
	}
	for i := 0; i < s.q.SMs; i++ {
		sm := &smState{id: i}
		for k := 0; k < s.q.Schedulers; k++ {
			sc := &schedState{sm: sm, local: k, next: never, hidx: -1, tlState: Idle}
			if want[i] {
				sc.tl = newBucketRec()
			}
			sm.scheds = append(sm.scheds, sc)
		}
		s.sms = append(s.sms, sm)
	}
}

// place starts block a on its SM at cycle start. Blocks without warps
// retire at once, which may start further blocks.
func (s *simulator) place(a sched.Assignment, start int64) {
	for {
		sm := s.sms[a.SM]
		if !sm.used {
			sm.used, sm.firstStart = true, start
		}
		b := &blockState{sm: sm, exit: start}
		for _, idx := range s.byBlock[s.blockAt[a.Block]:s.blockAt[a.Block+1]] {
			st := &s.streams[idx]
			if len(st.Insts) == 0 {
				continue
			}
			w := s.newWarp()
			w.insts, w.blk, w.start, w.wakeAt = st.Insts, b, start, start
			w.state, w.since, w.lastReady = NoInstruction, start, start
			w.sc = sm.scheds[sm.warpCounter%len(sm.scheds)]
			sm.warpCounter++
			w.stat = -1
			if int(idx) < s.statsN {
				w.stat = len(s.rep.Warps)
				s.rep.Warps = append(s.rep.Warps, WarpStats{Block: st.Block, Warp: st.Warp, SM: sm.id, Scheduler: w.sc.local, Start: start})
			}
			b.warps = append(b.warps, w)
			w.sc.warps = append(w.sc.warps, w)
			s.wake(w.sc, start)
		}
		b.live = len(b.warps)
		if b.live > 0 {
			return
		}
		next, ok := s.disp.Retire(a.SM)
		if !ok {
			sm.endAt = max(sm.endAt, start)
			return
		}
		a, start = next, start+int64(s.q.BlockLaunchCycles)
	}
}

func (s *simulator) newWarp() *warpState {
	if n := len(s.pool); n > 0 {
		w := s.pool[n-1]
		s.pool = s.pool[:n-1]
		*w = warpState{}
		return w
	}
	return &warpState{}
}

// wake makes sc look at its warps again no later than t. Only schedulers
// with something to do are in the heap, which keeps it small.
func (s *simulator) wake(sc *schedState, t int64) {
	if t >= sc.next {
		return
	}
	sc.next = t
	if sc.hidx < 0 {
		heap.Push(&s.heap, sc)
	} else {
		heap.Fix(&s.heap, sc.hidx)
	}
}

func (s *simulator) run() {
	for len(s.heap) > 0 {
		sc := s.heap[0]
		s.step(sc, sc.next)
		if sc.next == never {
			heap.Remove(&s.heap, sc.hidx)
			sc.hidx = -1
		} else {
			heap.Fix(&s.heap, sc.hidx)
		}
	}
}

// step is one cycle of one scheduler: every resident warp is classified,
// and the first eligible one in greedy-then-oldest order issues.
func (s *simulator) step(sc *schedState, t int64) {
	if sc.tl != nil {
		sc.tl.add(sc.tlState, sc.tlSince, t)
	}
	sc.next = never
	issued := false
	wake := never
	first := Idle
	var exited *warpState // retired after the loop, which must not see sc.warps change
	visit := func(w *warpState) {
		if w.done {
			return
		}
		if t < w.start {
			wake = min(wake, w.start)
			return
		}
		st, wk := s.check(w, t)
		line := w.insts[w.pc].Line
		if st == Selected {
			switch {
			case issued:
				st, wk = NotSelected, t+1
			case t < sc.issueAt:
				st, wk = DispatchStall, sc.issueAt
			default:
				issued = true
				sc.greedy = w
				s.setState(w, Selected, t, line)
				s.issue(w, t)
				if s.q.DualIssue && !w.done && w.insts[w.pc].Dep != 1 {
					if st2, _ := s.check(w, t); st2 == Selected {
						s.issue(w, t)
					}
				}
				sc.issueAt = t + int64(s.q.IssueInterval)
				if w.done {
					exited = w
				}
				wake = min(wake, sc.issueAt)
				if first == Idle {
					first = Selected
				}
				return
			}
		}
		s.setState(w, st, t, line)
		wake = min(wake, wk)
		if first == Idle {
			first = st
		}
	}
	if g := sc.greedy; g != nil && !g.done && g.sc == sc {
		visit(g)
	}
	for _, w := range sc.warps {
		if w != sc.greedy {
			visit(w)
		}
	}
	if issued {
		first = Selected
		sc.issued++
	}
	if exited != nil {
		s.exit(exited, t+1)
	}
	sc.tlState, sc.tlSince = first, t
	if wake <= t {
		wake = t + 1
	}
	sc.next = min(sc.next, wake)
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
	if d := int(in.Dep); d > 0 && d <= w.pc && d <= MaxDep {
		if r := w.ready[(w.pc-d)&(ringSize-1)]; r > t {
			return dependencyStall(w.insts[w.pc-d].Class), r
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
		if f := w.sc.pipeFree[s.pipeOf(in.Class)]; f > t {
			return MathPipeThrottle, f
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
		w.sc.pipeFree[p] = t + int64(q.PipeCycles[p])
		switch in.Class {
		case ClassFP64:
			ready = t + int64(q.LatFP64)
		case ClassSFU:
			ready = t + int64(q.LatSFU)
		}
	case ClassShuffle:
		start := math.Max(float64(t), sm.shmFree)
		sm.shmFree = start + 1/q.SharedWavefrontsPerCycle
		ready = ceil(start) + int64(q.LatShuffle)
	case ClassShared:
		// Each wavefront (bank-conflict replays included) holds the SM's
		// shared-memory data path for a cycle; the data of the last one
		// arrives a load latency after it started.
		wf := float64(max(in.Wavefronts, 1))
		start := math.Max(float64(t), sm.shmFree)
		sm.shmFree = start + wf/q.SharedWavefrontsPerCycle
		ready = ceil(sm.shmFree) - 1 + int64(q.LatShared)
	case ClassConstant:
		ready = t + int64(q.LatConstant) + int64(max(int(in.Wavefronts), 1)-1)*int64(q.ConstPassCost)
	case ClassGlobal:
		cost := math.Max(float64(max(in.Wavefronts, 1)), float64(in.Sectors)/q.L1SectorsPerCycle)
		start := math.Max(float64(t), sm.l1Free)
		sm.l1Free = start + cost
		ready = ceil(sm.l1Free) - 1 + int64(s.levelLatency(in)) + s.memQueue(sm.l1Free, in)
	case ClassAtomic:
		// Global atomics pass L1 and run at L2, one operation after another
		// when lanes of the warp hit the same address.
		start := math.Max(float64(t), sm.l1Free)
		sm.l1Free = start + 1
		ops := int64(max(int(in.Sectors), 1))
		ready = ceil(start) + int64(q.LatL2) + (ops-1)*int64(q.AtomicOpCycles) + s.memQueue(start, in)
	case ClassBarrier:
		ready = t
		w.blk.arrived++
		w.atBarrier = true
	}
	if in.Flags&FlagNoResult != 0 {
		w.lastReady = max(w.lastReady, ready)
		ready = t
	}
	w.ready[w.pc&(ringSize-1)] = ready
	w.lastReady = max(w.lastReady, ready)
	if w.stat >= 0 {
		s.rep.Warps[w.stat].Insts++
	}
	s.rep.Insts++
	w.pc++
	if w.pc == len(w.insts) {
		w.done = true
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
		bytes := float64(int(in.L2Sectors) * s.q.SectorBytes)
		start := math.Max(at, s.l2Free)
		s.l2Free = start + bytes/s.q.L2BytesPerCycle
		delay = start - at
	}
	if in.DRAMSectors > 0 {
		bytes := float64(int(in.DRAMSectors) * s.q.SectorBytes)
		start := math.Max(at, s.dramFree)
		s.dramFree = start + bytes/s.q.DRAMBytesPerCycle
		delay = math.Max(delay, start-at)
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
			s.wake(w.sc, release)
		}
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

// exit retires w at t; the last warp of a block frees its slot for the
// next block of the grid.
func (s *simulator) exit(w *warpState, t int64) {
	s.setState(w, Selected, t, w.stateLine)
	sm := w.sc.sm
	sm.warpCycles += t - w.start
	if w.stat >= 0 {
		s.rep.Warps[w.stat].End = t
	}
	s.end = max(s.end, t, w.lastReady)
	b := w.blk
	b.live--
	b.exit = max(b.exit, t)
	if b.live > 0 {
		s.checkBarrier(b, t)
		return
	}
	for _, bw := range b.warps {
		sc := bw.sc
		kept := sc.warps[:0]
		for _, x := range sc.warps {
			if x.blk != b {
				kept = append(kept, x)
			}
		}
		clear(sc.warps[len(kept):])
		sc.warps = kept
		if sc.greedy != nil && sc.greedy.blk == b {
			sc.greedy = nil
		}
	}
	sm.endAt = max(sm.endAt, b.exit)
	s.pool = append(s.pool, b.warps...)
	if next, ok := s.disp.Retire(sm.id); ok {
		s.place(next, b.exit+int64(s.q.BlockLaunchCycles))
	}
}

func (s *simulator) finish() {
	r, q := s.rep, s.q
	r.Cycles = s.end
	if r.Cycles > 0 {
		r.DurationNs = float64(r.Cycles)*1e3/float64(q.ClockMHz) + q.LaunchOverheadNs
	}
	var warpCycles, slotCycles, issued, active int64
	for _, sm := range s.sms {
		if !sm.used {
			continue
		}
		act := sm.endAt - sm.firstStart
		r.SMActiveCycles += act
		warpCycles += sm.warpCycles
		slotCycles += act * int64(q.MaxWarpsPerSM)
		for _, sc := range sm.scheds {
			issued += sc.issued
			active += act
			if sc.tl != nil {
				sc.tl.add(sc.tlState, sc.tlSince, s.end)
			}
		}
	}
	if slotCycles > 0 {
		r.AchievedOccupancy = 100 * float64(warpCycles) / float64(slotCycles)
	}
	if active > 0 {
		r.IssueActive = 100 * float64(issued) / float64(active)
	}
	for line, c := range s.lines {
		if c.Total() > 0 {
			r.Lines[line] = c
		}
	}
	for _, sm := range s.sms {
		for _, sc := range sm.scheds {
			if sc.tl != nil {
				r.Timeline = append(r.Timeline, SchedulerTimeline{SM: sm.id, Scheduler: sc.local, BucketCycles: sc.tl.width, Segments: sc.tl.segments(s.end)})
			}
		}
	}
}
