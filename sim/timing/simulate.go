package timing

import (
	"math"
	"sort"

	"simtlab/hardware"
	"simtlab/hardware/occupancy"
	"simtlab/sim/timing/sched"
)

// ringSize is how many recent results per warp the scoreboard remembers
// (a power of two; see MaxDep). Ready times are kept as uint32 offsets from
// the warp's start so that a resident warp costs about 600 bytes.
const ringSize = 128

const never = int64(math.MaxInt64)

// maxLines bounds the per-line table; later lines are counted in slot 0.
const maxLines = 1 << 20

// warpState is one resident warp: where it is in its stream, when its
// recent results are ready (the scoreboard), and the state it has been
// counted in since the cycle since.
type warpState struct {
	// The first 64 bytes hold what the scheduler and check read on every
	// look at the warp (one cache line: resident warps of a large launch
	// outgrow the caches); the scoreboard, read one entry at a time, is last.
	insts      []Inst
	pc         int
	sc         *schedState
	start      int64
	wakeAt     int64
	done       bool
	atBarrier  bool
	state      Stall
	wakeReason Stall
	stateLine  int32
	// recheck is the first cycle at which a new check can change the
	// warp's state; until then the scheduler skips it.
	recheck   int64
	slot      int // index in sc.warps and sc.due
	stat      int // index in Report.Warps, -1 = not kept
	since     int64
	lastReady int64
	blk       *blockState
	// barrierLine is the line of the last barrier the warp arrived at.
	barrierLine int32
	ready       [ringSize]uint32 // result ready cycle - start, saturated
}

// blockState is a resident block: live counts its warps that have not
// exited, arrived those waiting at the current barrier.
type blockState struct {
	sm            *smState
	warps         []*warpState
	live, arrived int
	exit          int64
}

// smState is one SM. shmFree and l1Free are the cycles from which its
// shared-memory data path and its L1TEX take new work; everything queued
// before that is the backlog the throttles look at.
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
	// dispatchFree is the first cycle the SM can start another block.
	dispatchFree int64
}

// schedState is one warp scheduler (an SM sub-partition) with its warps
// and pipes.
type schedState struct {
	// The first 64 bytes: what stepSM reads of every scheduler, and the
	// greedy warp and slices that step reads first.
	next   int64 // the next cycle it has something to do
	greedy *warpState
	warps  []*warpState // resident, oldest first
	due    []int64      // each warp's recheck (never once done), kept apart for a fast scan
	tl     *bucketRec
	// issueAt is the first cycle the scheduler can issue again.
	issueAt  int64
	lastIdx  int // index in warps of the last warp to issue (loose round-robin)
	sm       *smState
	local    int
	pipeFree [numPipes]float64 // a pipe takes an instruction in cycle c while pipeFree < c+1
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
	// hotFree is, per source line of a same-address atomic, the cycle the
	// address is free again (looked up only, never iterated).
	hotFree map[int32]float64
	// hotScale stretches each serialised operation when only a slice of
	// the GPU is simulated: the slice gets its share of the address.
	hotScale float64
	lines    []StallCounts
	pool     []*warpState
	end      int64
	// stepRef, when a test sets referenceStepSM, replaces stepSM.
	stepRef func(*simulator, *smState, int64)
}

// referenceStepSM is nil except in tests, which set it to the SM step as
// it was before the shortcuts of step (reference_test.go) to check that
// they change no report.
var referenceStepSM func(*simulator, *smState, int64)

// Simulate replays the recorded warp streams of one launch on GPU p and
// returns its timing. Streams whose block is outside the grid are ignored;
// a block with no stream retires as soon as it starts. The result depends
// only on the arguments.
func Simulate(p *hardware.Profile, launch Launch, warps []WarpStream) *Report {
	if captureHook != nil {
		captureHook(p, launch, warps)
	}
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
	q.Policy = launch.Policy
	blocks := launch.Blocks
	budget := launch.MaxInsts
	if budget <= 0 {
		budget = DefaultMaxInsts
	}
	if rep.Sample = plan(warps, blocks, q.SMs, occ.BlocksPerSM, budget); rep.Sample != nil {
		share := float64(rep.Sample.SMs) / float64(q.SMs)
		q.SMs, blocks = rep.Sample.SMs, rep.Sample.Blocks
		q.L2BytesPerCycle *= share
		q.DRAMBytesPerCycle *= share
		q.L2ReadRequestsPerCycle *= share
		q.L2WriteRequestsPerCycle *= share
	}
	s := &simulator{q: q, rep: rep, streams: warps, statsN: launch.WarpStats, hotFree: map[int32]float64{}, hotScale: 1, stepRef: referenceStepSM}
	if rep.Sample != nil {
		s.hotScale = float64(p.SMs) / float64(rep.Sample.SMs)
	}
	if s.statsN <= 0 {
		s.statsN = DefaultWarpStats
	}
	s.index(blocks)
	s.build(launch.TimelineSMs)
	s.disp = sched.New(blocks, q.SMs, occ.BlocksPerSM)
	for _, a := range s.disp.Initial() {
		s.place(a, 0)
	}
	s.run()
	s.finish()
	if sm := rep.Sample; sm != nil {
		rep.scale(sm, p.SMs)
		rep.DurationNs = float64(rep.Cycles)*1e3/float64(q.ClockMHz) + q.LaunchOverheadNs
	}
	return rep
}

// captureHook, set by tests only, sees every launch Simulate is given
// (the replay benchmarks capture real programs' streams with it).
var captureHook func(p *hardware.Profile, launch Launch, warps []WarpStream)

// plan decides whether a launch of more than budget instructions must be
// sampled, and how (see Sample).
func plan(warps []WarpStream, blocks, sms, perSM int, budget int64) *Sample {
	var total int64
	for _, w := range warps {
		if w.Block >= 0 && int(w.Block) < blocks {
			total += int64(len(w.Insts))
		}
	}
	if total <= budget {
		return nil
	}
	slice := int(max(min(float64(sms)*float64(budget)/float64(total), float64(sms)), 1))
	perWave := slice * perSM
	n := int(min((int64(blocks)*int64(slice)+int64(sms)-1)/int64(sms), int64(blocks)))
	waves := (n + perWave - 1) / perWave
	avg := float64(total) / float64(blocks)
	if float64(n)*avg > float64(budget) {
		k := max(int(float64(budget)/(avg*float64(perWave))), 1)
		n = min(n, k*perWave)
	}
	if n >= blocks {
		return nil // nothing to leave out: replay it all
	}
	return &Sample{SMs: slice, Blocks: n,
		TimeScale:  float64(waves) / float64((n+perWave-1)/perWave),
		CountScale: float64(blocks) / float64(n)}
}

// scale turns the counts of a sampled replay into estimates for the whole
// launch on all sms SMs.
func (r *Report) scale(sm *Sample, sms int) {
	r.Cycles = int64(math.Round(float64(r.Cycles) * sm.TimeScale))
	r.SMActiveCycles = int64(math.Round(float64(r.SMActiveCycles) * sm.TimeScale * float64(sms) / float64(sm.SMs)))
	r.Insts = int64(math.Round(float64(r.Insts) * sm.CountScale))
	for i := range r.Stalls {
		r.Stalls[i] = int64(math.Round(float64(r.Stalls[i]) * sm.CountScale))
	}
	for line, c := range r.Lines {
		for i := range c {
			c[i] = int64(math.Round(float64(c[i]) * sm.CountScale))
		}
		r.Lines[line] = c
	}
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
	// One allocation each for the SMs and their schedulers: a step walks
	// an SM's schedulers, and the wheel the SMs, so neighbours share lines.
	sms := make([]smState, s.q.SMs)
	scheds := make([]schedState, s.q.SMs*s.q.Schedulers)
	for i := 0; i < s.q.SMs; i++ {
		sm := &sms[i]
		*sm = smState{id: i, next: never, stepped: -1}
		for k := 0; k < s.q.Schedulers; k++ {
			sc := &scheds[i*s.q.Schedulers+k]
			*sc = schedState{sm: sm, local: k, next: never, tlState: Idle}
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
		start = max(start, sm.dispatchFree)
		sm.dispatchFree = start + int64(s.q.BlockDispatchCycles)
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
			w.slot = len(w.sc.warps)
			w.sc.warps = append(w.sc.warps, w)
			w.sc.due = append(w.sc.due, w.recheck)
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
				if s.stepRef != nil {
					s.stepRef(s, e.sm, now)
				} else {
					s.stepSM(e.sm, now)
				}
			}
		}
		*slot = (*slot)[:kept]
	}
}

// stepSM runs the schedulers of sm that are due at t.
func (s *simulator) stepSM(sm *smState, t int64) {
	n := len(sm.scheds)
	sm.next, sm.stepped = never, t
	// One pass: a step can only lower another scheduler's next through
	// wake, which also files the SM in the wheel for that cycle (sm.next),
	// so a next read before such a wake never decides what is filed below.
	next := never
	j := s.rotation(t, n) // scheduler (k-t) mod n for k = 0, 1, …
	for range n {
		sc := sm.scheds[j]
		if j++; j == n {
			j = 0
		}
		if sc.next == t {
			s.step(sc, t)
		}
		next = min(next, sc.next)
	}
	if next < sm.next {
		sm.next = next
		s.wheel[next%wheelSize] = append(s.wheel[next%wheelSize], wheelEntry{sm, next})
		s.pending++
	}
}

// rotation is (-t) mod n, n > 0: a mask when n is a power of two (every
// GPU's scheduler count), saving the two divisions per SM step.
func (s *simulator) rotation(t int64, n int) int {
	if n&(n-1) == 0 {
		return int(-t) & (n - 1)
	}
	n64 := int64(n)
	return int(((-t)%n64 + n64) % n64)
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
		kept, due := sc.warps[:0], sc.due[:0]
		for _, x := range sc.warps {
			if x.blk != b {
				x.slot = len(kept)
				kept = append(kept, x)
				if x.done {
					due = append(due, never)
				} else {
					due = append(due, x.recheck)
				}
			}
		}
		clear(sc.warps[len(kept):])
		sc.warps, sc.due = kept, due
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
	// An empty kernel still costs the launch.
	r.DurationNs = float64(r.Cycles)*1e3/float64(q.ClockMHz) + q.LaunchOverheadNs
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
