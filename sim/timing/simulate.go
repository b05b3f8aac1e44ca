package timing

import (
	"math"
	"sort"

	"simtlab/hardware"
	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
	"simtlab/sim/timing/sched"
)

// ringSize is how many recent results per warp the scoreboard remembers
// (a power of two; see MaxDep). Ready times are kept as uint32 offsets from
// the warp's start so that a resident warp costs about 600 bytes.
const ringSize = 128

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
	ready      [ringSize]uint32 // result ready cycle - start, saturated
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
	// recheck is the first cycle at which a new check can change the
	// warp's state; until then the scheduler skips it.
	recheck int64
	// barrierLine is the line of the last barrier the warp arrived at.
	barrierLine int32
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
	next              int64 // earliest next of its schedulers
	stepped           int64 // the cycle it last ran, to skip duplicate wheel entries
	warpCycles        int64
	used              bool
}

type schedState struct {
	sm       *smState
	local    int
	warps    []*warpState // resident, oldest first
	greedy   *warpState
	next     int64
	issueAt  int64
	pipeFree [numPipes]float64 // a pipe takes an instruction in cycle c while pipeFree < c+1
	tl       *bucketRec
	tlState  Stall
	tlSince  int64
	issued   int64
}

// wheelSize is the number of cycles the event wheel spans; later events
// wait in their bucket for the wheel to come round.
const wheelSize = 1024

type wheelEntry struct {
	sm *smState
	at int64
}

type simulator struct {
	q         Params
	rep       *Report
	sms       []*smState
	wheel     [wheelSize][]wheelEntry
	pending   int // wheel entries not yet taken out
	disp      *sched.Dispatcher
	streams   []WarpStream
	byBlock   []int32 // stream indices sorted by (block, warp)
	lastBlock int     // highest block with a stream, -1 = none
	statsN    int
	l2Free    float64
	dramFree  float64
	lines     []StallCounts
	pool      []*warpState
	end       int64
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
	s.lastBlock = -1
	if n := len(s.byBlock); n > 0 {
		s.lastBlock = int(s.streams[s.byBlock[n-1]].Block)
	}
}

// blockStreams returns the indices of block b's streams.
func (s *simulator) blockStreams(b int) []int32 {
	lo := sort.Search(len(s.byBlock), func(i int) bool { return int(s.streams[s.byBlock[i]].Block) >= b })
	hi := lo
	for hi < len(s.byBlock) && int(s.streams[s.byBlock[hi]].Block) == b {
		hi++
	}
	return s.byBlock[lo:hi]
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
		sm := &smState{id: i, next: never, stepped: -1}
		for k := 0; k < s.q.Schedulers; k++ {
			sc := &schedState{sm: sm, local: k, next: never, tlState: Idle}
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
		if a.Block > s.lastBlock {
			// The rest of the grid recorded nothing: retire it at once
			// instead of block by block (a grid may have 2^31 blocks).
			s.disp.Drain()
			sm.endAt = max(sm.endAt, start)
			return
		}
		b := &blockState{sm: sm, exit: start}
		for _, idx := range s.blockStreams(a.Block) {
			st := &s.streams[idx]
			if len(st.Insts) == 0 {
				continue
			}
			w := s.newWarp()
			w.insts, w.blk, w.start, w.wakeAt = st.Insts, b, start, start
			w.state, w.since, w.lastReady, w.recheck = NoInstruction, start, start, start
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

// wake makes sc look at its warps again no later than t. The event wheel
// holds SMs, not schedulers: an SM's due schedulers run together, in an
// order that rotates with the cycle so that none of them wins every
// arbitration for the SM's shared pipes.
func (s *simulator) wake(sc *schedState, t int64) {
	if t >= sc.next {
		return
	}
	sc.next = t
	if sm := sc.sm; t < sm.next {
		sm.next = t
		s.wheel[t%wheelSize] = append(s.wheel[t%wheelSize], wheelEntry{sm, t})
		s.pending++
	}
}

func (s *simulator) run() {
	for now := int64(0); s.pending > 0; now++ {
		slot := &s.wheel[now%wheelSize]
		if len(*slot) == 0 {
			continue
		}
		// Entries for later rounds stay; the slot may grow while it is
		// processed only with such later entries (every wake is after now).
		kept := 0
		for i := 0; i < len(*slot); i++ {
			e := (*slot)[i]
			if e.at != now {
				(*slot)[kept] = e
				kept++
				continue
			}
			s.pending--
			if e.sm.next == now && e.sm.stepped != now {
				s.stepSM(e.sm, now)
			}
		}
		*slot = (*slot)[:kept]
	}
}

// stepSM runs the schedulers of sm that are due at t.
func (s *simulator) stepSM(sm *smState, t int64) {
	n := int64(len(sm.scheds))
	sm.next, sm.stepped = never, t
	for k := int64(0); k < n; k++ {
		sc := sm.scheds[((k-t)%n+n)%n]
		if sc.next == t {
			s.step(sc, t)
		}
	}
	next := never
	for _, sc := range sm.scheds {
		next = min(next, sc.next)
	}
	if next < sm.next {
		sm.next = next
		s.wheel[next%wheelSize] = append(s.wheel[next%wheelSize], wheelEntry{sm, next})
		s.pending++
	}
}

func (s *simulator) step(sc *schedState, t int64) {
	if sc.tl != nil {
		sc.tl.add(sc.tlState, sc.tlSince, t)
	}
	sc.next = never
	issued := false
	wake := never
	first := Idle
	var exited *warpState // retired after the loop, which must not see sc.warps change
	// Greedy-then-oldest: the warp that issued last goes first, then the
	// others in the order they arrived.
	g := sc.greedy
	if g != nil && (g.done || g.sc != sc) {
		g = nil
	}
	for i := -1; i < len(sc.warps); i++ {
		var w *warpState
		if i < 0 {
			if w = g; w == nil {
				continue
			}
		} else if w = sc.warps[i]; w == g {
			continue
		}
		if w.done {
			continue
		}
		if t < w.recheck {
			wake = min(wake, w.recheck)
			if first == Idle {
				first = w.state
			}
			continue
		}
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
				issued = true
				sc.greedy = w
				s.setState(w, Selected, t, line)
				w.recheck = t + 1
				s.issue(w, t)
				if s.q.DualIssue && !w.done {
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
				continue
			}
		}
		if st != w.state || line != w.stateLine {
			s.setState(w, st, t, line)
		}
		w.recheck = wk
		wake = min(wake, wk)
		if first == Idle {
			first = st
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
	if in.Dep|in.Dep2 != 0 {
		var ready int64
		var producer Class
		for _, d := range [2]int{int(in.Dep), int(in.Dep2)} {
			if d > 0 && d <= w.pc && d <= MaxDep {
				if r := w.start + int64(w.ready[(w.pc-d)&(ringSize-1)]); r > ready {
					ready, producer = r, w.insts[w.pc-d].Class
				}
			}
		}
		if ready > t {
			return dependencyStall(producer), ready
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
		w.sc.pipeFree[p] = math.Max(w.sc.pipeFree[p], float64(t)) + q.PipeCycles[p]
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
			w.recheck = min(w.recheck, release)
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
