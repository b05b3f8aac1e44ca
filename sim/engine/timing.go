package engine

import (
	"math/bits"

	"simtlab/hardware"
	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
	"simtlab/sim/timing"
)

// The timing hook: every counted warp instruction becomes one timing.Inst
// in its warp's stream, memory instructions are costed by the memory
// system's Outcome, and after the launch sim/timing replays the streams
// (docs/timing.md). The engine's closures do not expose register numbers
// at the counting site, so dependencies follow a fixed rule instead of
// the IR (warpTrace.add, warpTrace.memInst, consumeLoads); instruction classes
// other than memory and barriers are not known there either and count as
// FP32-pipe ALU work.

// OutcomeObserver is an Observer that also says what each access cost;
// the memory system is one. Only then are memory instructions timed by
// their real wavefronts, sectors and level.
type OutcomeObserver interface {
	Observer
	OutcomeSink
}

// OutcomeSink takes the accesses whose costs the engine reads: a
// memsys.System is one.
type OutcomeSink interface {
	// ObserveOutcome writes the access's cost into *o (a pointer: an
	// Outcome returned by value is copied in wide chunks that stall on the
	// narrow stores that built it). It accepts an access that holds its
	// row starts only (memsys.Access.RowStarts).
	ObserveOutcome(a *memsys.Access, o *memsys.Outcome)
}

// warpTrace is one warp's instruction stream while its block runs.
type warpTrace struct {
	on        bool // recording (kernel warps while the launch is timed)
	truncated bool // the stream outgrew its share of the budget
	insts     []timing.Inst
	cap       int
	lastLoad  int  // stream index of the youngest load, -1 = none
	lastALU   int  // stream index of the youngest ALU instruction, -1 = none
	prevALU   int  // lastALU before the instruction just counted
	memDone   bool // the last instruction already carries a memory access
	// loops is the launch's loop-control lines (timingloops.go); ctlSeen
	// counts, per one-line loop, the instructions recorded at its line.
	loops   []loopLine
	ctlSeen []int32
	// launchSet: loops and ctlSeen are the launch's, set at the warp's
	// first block (a slice stored per block costs a write barrier while
	// the collector marks).
	launchSet bool
}

// launchTiming is a launch's recorder.
type launchTiming struct {
	rec     *timing.Recorder
	perWarp int // instructions one warp may buffer
	outcome OutcomeObserver
	loops   []loopLine // by source line, see loopControl
	oneLine int        // one-line loops among them
	l2Only  []bool     // by source line, see l2OnlyLoads
	// out is the current access's cost: a field, because a pointer handed
	// to an interface method escapes, and a local would be allocated.
	out memsys.Outcome
	// Natively (asyncobserve.go): the queue that takes the accesses and the
	// streams to the worker, whether the block that runs records (the
	// worker decides when the recording is full), and the replay started
	// early.
	queue          *observeQueue
	blockRecords   bool
	ahead          *replayAhead
	overlapDecided bool // startOverlap has run
	// What a replay of the launch needs: the kernel's name, the grid's
	// blocks and the GPU (set by startTiming; a memory worker on another
	// thread has no launchState, remote.go).
	kernel string
	blocks int
	gpu    *hardware.Profile
	// remoteReport is the replay's report from a memory worker on another
	// thread (remote.go), nil when the replay is this process's.
	remoteReport *timing.Report
	remoteLost   bool // the worker did not answer: nothing to report
	// replay, when set, runs the early replay elsewhere (a memory worker's
	// replay worker, remote.go) instead of timing.Simulate here.
	replay func(gpu *hardware.Profile, launch timing.Launch, streams []timing.WarpStream) *timing.Report
}

// add appends one executed instruction as ALU work that reads the previous
// ALU instruction (ALU chains are serial). mem turns it into a memory
// instruction; consumeLoads later adds the loads an ALU instruction uses.
func (t *warpTrace) add(line int, m uint32) {
	n := len(t.insts)
	if n >= t.cap {
		t.truncated = true
		t.on = false
		return
	}
	in := timing.Inst{Line: int32(line), Class: timing.ClassFP32}
	if uint(line) < uint(len(t.loops)) && t.loops[line].ctl > 0 && t.loopControl(&t.loops[line]) {
		in.Flags = timing.FlagLoopControl
	}
	if d := n - t.lastALU; t.lastALU >= 0 && d <= timing.MaxDep {
		in.Dep = uint16(d)
	}
	t.insts = append(t.insts, in)
	t.memDone = false
	t.prevALU, t.lastALU = t.lastALU, n
}

// loopControl reports whether the instruction being recorded at ll's line
// is loop control: all of them on a line of loop control alone; on a
// one-line loop's line, ctl of every ctl + body, evenly spread.
func (t *warpTrace) loopControl(ll *loopLine) bool {
	if ll.id < 0 {
		return true
	}
	if int(ll.id) >= len(t.ctlSeen) {
		return false
	}
	n := t.ctlSeen[ll.id]
	t.ctlSeen[ll.id]++
	k := ll.ctl + ll.body
	return (n+1)*ll.ctl/k > n*ll.ctl/k
}

// memInst turns the instruction just counted into the memory access a and
// returns its index in the stream, for its cost (instOutcome); -1 when the
// stream ran out of room. A second access under one count (a wide copy)
// becomes a further instruction. It reads every lane of an atomic.
func (t *warpTrace) memInst(a *memsys.Access) int {
	if len(t.insts) == 0 || t.memDone {
		t.add(a.Line, a.Mask)
		if !t.on {
			return -1
		}
	}
	n := len(t.insts) - 1
	in := &t.insts[n]
	switch {
	case a.Space == memsys.Shared:
		in.Class = timing.ClassShared
	case a.Space == memsys.Constant:
		in.Class = timing.ClassConstant
	case a.Op == memsys.Atomic || a.Op == memsys.Reduction:
		in.Class = timing.ClassAtomic
		if oneAddress(a) {
			in.Flags |= timing.FlagSameAddress
		}
	default:
		in.Class = timing.ClassGlobal
	}
	// The address comes from the youngest ALU instruction (loads in a row
	// overlap); a store's value is usually the youngest load (a copy) or
	// that ALU result.
	t.lastALU = t.prevALU
	in.Dep, in.Dep2 = 0, 0
	if d := n - t.lastALU; t.lastALU >= 0 && d <= timing.MaxDep {
		in.Dep = uint16(d)
	}
	if a.Op != memsys.Load {
		// Stores and atomics write a value computed from earlier loads.
		if d := n - t.lastLoad; t.lastLoad >= 0 && d > 1 && d <= timing.MaxDep {
			in.Dep2 = uint16(d)
		}
	}
	switch a.Op {
	case memsys.Store, memsys.Reduction:
		in.Flags |= timing.FlagNoResult
	case memsys.Load:
		t.lastLoad = n
	}
	t.memDone = true
	return n
}

// instOutcome is the outcome o of a as its instruction's cost: a load on
// a line the compiler takes past L1 (l2Only, by line) costs what L2 serves.
func instOutcome(a *memsys.Access, o memsys.Outcome, l2Only []bool) memsys.Outcome {
	if a.Op == memsys.Load && a.Space == memsys.Global && uint(a.Line) < uint(len(l2Only)) && l2Only[a.Line] {
		return timing.BypassL1(o)
	}
	return o
}

// oneAddress reports whether every active lane of a accesses one address.
func oneAddress(a *memsys.Access) bool {
	if a.Mask == 0 {
		return false
	}
	first := a.Addr[bits.TrailingZeros32(a.Mask)]
	for m := a.Mask; m != 0; m &= m - 1 {
		if a.Addr[bits.TrailingZeros32(m)] != first {
			return false
		}
	}
	return true
}

// barrier marks the instruction just counted as __syncthreads.
func (t *warpTrace) barrier() {
	if n := len(t.insts); n > 0 && t.on {
		in := &t.insts[n-1]
		in.Class, in.Flags, in.Dep, in.Dep2 = timing.ClassBarrier, timing.FlagNoResult, 0, 0
	}
}

// traceInst is the hook in Warp.count.
func (w *Warp) traceInst(line int, m uint32) {
	if w.tr.on {
		w.tr.add(line, m)
	}
}

// traceBarrier is the hook in Warp.barrier.
func (w *Warp) traceBarrier() {
	w.tr.barrier()
}

// observeAccess hands an access to the observer and, when it reports
// outcomes, costs the warp's current instruction with it.
func (l *launchState) observeAccess(w *Warp, a *memsys.Access) {
	t := l.timing
	if t != nil && t.queue != nil { // natively (asyncobserve.go)
		cost := int32(-1)
		if w.tr.on {
			if a.RowStarts && a.Op >= memsys.Atomic {
				a.FillRows() // memInst reads every lane (the memory system would fill them too)
			}
			cost = int32(w.tr.memInst(a))
		}
		t.queue.add(a, cost) // the worker writes the cost in (queueRecording)
		return
	}
	if t == nil || t.outcome == nil {
		a.FillRows() // a plain observer gets every lane's address
		l.obs.Observe(a)
		return
	}
	o := &t.out
	t.outcome.ObserveOutcome(a, o)
	if w.tr.on {
		if n := w.tr.memInst(a); n >= 0 {
			w.tr.insts[n].FromOutcome(instOutcome(a, *o, t.l2Only))
		}
	}
}

// startTiming prepares the launch's recorder.
func (l *launchState) startTiming() {
	t := &launchTiming{rec: timing.NewRecorder(storeBudget), kernel: l.fn.name(),
		blocks: l.grid[0] * l.grid[1] * l.grid[2], gpu: l.m.cfg.GPU}
	t.outcome, _ = l.obs.(OutcomeObserver)
	warps := (l.threads + 31) / 32
	if c := l.cdim; c != [3]int{} {
		warps *= c[0] * c[1] * c[2] // a cluster's blocks record together
	}
	// Barrier kernels hold every warp of a block at once: share the budget.
	t.perWarp = max(storeBudget/max(warps, 1), 4096)
	t.loops, t.oneLine = loopControl(l.m.file)
	t.l2Only = l2OnlyLoads(l.m.file)
	l.timing = t
	l.startQueue()
}

// traceBeginBlock starts the streams of a block's warps.
func (l *launchState) traceBeginBlock(b *blockState) {
	if l.timing == nil {
		return
	}
	var full bool
	if q := l.timing.queue; q != nil {
		// The recorder is the worker's: it says when the recording is full,
		// and drops what the blocks begun before it said so record.
		full = q.full.Load()
		l.timing.blockRecords = !full
	} else {
		full = l.timing.recordingFull()
	}
	for _, w := range b.warps {
		w.tr.insts = w.tr.insts[:0]
		w.tr.cap = l.timing.perWarp
		w.tr.lastLoad, w.tr.lastALU, w.tr.prevALU = -1, -1, -1
		w.tr.memDone = false
		if w.tr.launchSet { // a warp is the launch's: its loop tables stand
			clear(w.tr.ctlSeen)
		} else {
			w.tr.loops, w.tr.ctlSeen, w.tr.launchSet = l.timing.loops, make([]int32, l.timing.oneLine), true
		}
		// Once the budget is spent the recorder replays earlier warps'
		// streams: recording more would be wasted work.
		w.tr.truncated = full
		w.tr.on = !full
	}
	if full && l.timing.queue == nil {
		l.startOverlap(b)
	}
}

// recordingFull reports whether the blocks that begin now record nothing:
// the recorded streams reach the replay's budget, or the recorder's memory
// its own.
func (t *launchTiming) recordingFull() bool {
	return t.rec.Recorded() >= recordBudget || t.rec.Stored() >= storeBudget
}

// traceEndBlock hands the block's streams to the recorder.
func (l *launchState) traceEndBlock(b *blockState) {
	if l.timing == nil {
		return
	}
	if q := l.timing.queue; q != nil {
		q.endBlock(b, l.timing.blockRecords) // the worker adds the streams
		for _, w := range b.warps {
			w.tr.on = false
		}
		return
	}
	if a := l.timing.ahead; a != nil {
		// startReplayAhead added this block's sampled streams already.
		a.ended++
		for _, w := range b.warps {
			w.tr.on = false
		}
		return
	}
	for _, w := range b.warps {
		consumeLoads(w.tr.insts)
		if w.tr.truncated {
			l.timing.rec.AddTruncatedStream(b.linear, w.warpIdx, w.tr.insts)
		} else {
			l.timing.rec.AddStream(b.linear, w.warpIdx, w.tr.insts)
		}
		w.tr.on = false
	}
}

// addressInsts is how many ALU instructions may separate two loads that
// the compiler issues back to back: about what forming an address takes
// (an index multiply-add and the address add). Assumed, docs/timing.md.
const addressInsts = 4

// consumeLoads makes the first ALU instruction after a group of loads wait
// for the group's youngest load. The engine does not see which register an
// instruction reads, so this stands in for it: loads separated only by
// address arithmetic form a group that nvcc would issue back to back, and
// their values are used right after (sum += a[i] * b[i] waits once per
// iteration, for both loads). Stores and atomics already wait for the
// youngest load (warpTrace.memInst).
func consumeLoads(insts []timing.Inst) {
	last, alu := -1, 0 // youngest load of the open group; ALU since it
	for i := range insts {
		in := &insts[i]
		switch {
		case isLoad(in):
			last, alu = i, 0
		case in.Class == timing.ClassFP32 && last >= 0:
			alu++
			if nextLoadWithin(insts[i+1:], addressInsts-alu) {
				continue // address arithmetic between loads of one group
			}
			if d := i - last; d <= timing.MaxDep {
				in.Dep2 = uint16(d)
			}
			last = -1
		case in.Class == timing.ClassBarrier:
			last = -1
		}
	}
}

// isLoad reports whether in returns a loaded value.
func isLoad(in *timing.Inst) bool {
	switch in.Class {
	case timing.ClassGlobal, timing.ClassShared, timing.ClassConstant, timing.ClassAtomic:
		return in.Flags&timing.FlagNoResult == 0
	}
	return false
}

// nextLoadWithin reports whether a load comes within the next n ALU
// instructions of insts (and before any other memory instruction).
func nextLoadWithin(insts []timing.Inst, n int) bool {
	for i := range insts {
		in := &insts[i]
		if isLoad(in) {
			return true
		}
		if in.Class != timing.ClassFP32 || n <= 0 {
			return false
		}
		n--
	}
	return false
}

// timeLaunch replays the recorded streams and puts the modelled duration,
// cycles and stall reasons into the launch's metrics.
func (m *Machine) timeLaunch(stats *LaunchStats, l *launchState, in occupancy.Input) {
	if l.timing == nil {
		return
	}
	rep := l.timing.remoteReport
	if l.timing.remoteLost {
		l.timing = nil
		return
	}
	if rep == nil {
		rep = l.timing.report(in)
	}
	l.timing = nil
	if rep.Err != "" {
		return
	}
	for k, v := range rep.Metrics() {
		stats.Metrics[k] = v
	}
	for ln, mm := range rep.LineMetrics() {
		if stats.Lines[ln] == nil {
			stats.Lines[ln] = map[string]float64{}
		}
		for k, v := range mm {
			stats.Lines[ln][k] = v
		}
	}
	stats.Timing = rep
	m.rt.clockNs += eventLaunchGapNs
}

// report replays the launch's recorded streams with occupancy in, or
// takes the early replay's report when it still holds (replayAhead.wait).
func (t *launchTiming) report(in occupancy.Input) *timing.Report {
	var rep *timing.Report
	streams := t.rec.Streams()
	if a := t.ahead; a != nil {
		t.ahead = nil
		if rep = a.wait(in); rep == nil {
			// The launch ended early: only the blocks that ran count.
			streams = streams[:a.base+a.ended*a.warps]
		}
	}
	if rep == nil {
		rep = timing.Simulate(t.gpu, timing.Launch{Kernel: t.kernel, Blocks: t.blocks, Occupancy: in, MaxInsts: replayBudget},
			streams)
	}
	return rep
}

// occupancyInput is what CUDA's occupancy calculator is given for l's
// kernel: its block, registers and shared memory.
func (m *Machine) occupancyInput(l *launchState) occupancy.Input {
	decl := l.fn.decl
	in := occupancy.NewInput(l.threads, m.kernelRegs(decl))
	in.StaticSmem = int(l.staticSmem)
	in.DynamicSmem = l.dynSmem
	if v, ok := m.rt.maxDynSmem[decl]; ok {
		in.MaxDynamicSmem = v
	}
	return in
}

// eventLaunchGapNs is what a launch adds between two cudaEvents beyond
// its gpu__time_duration (which, like Nsight Compute's, already holds
// timing.Params.LaunchOverheadNs). Fitted to tests/gpu/timing/h200.csv:
// copy_1024 takes 7.58 µs there, of which about 1.8 µs is moving its
// 8 MB, and the two launches of reduce_grid_shared_1m take 11.6 µs.
const eventLaunchGapNs = 3000

// memcpyNs is the modelled duration of a cudaMemcpy of n bytes: a fixed
// overhead plus the bytes over the bus (host↔device) or, on the device,
// read and written at the achievable DRAM bandwidth.
func (m *Machine) memcpyNs(kind uint64, n uint64) float64 {
	gpu := m.cfg.GPU
	// Fitted: copy_2048_d2d (8 KiB) takes 5.95 µs between events on the H200.
	const overheadNs = 5900
	switch kind {
	case 3: // cudaMemcpyDeviceToDevice
		q, err := timing.ParamsFor(gpu)
		if err != nil || q.DRAMBytesPerCycle <= 0 {
			return overheadNs
		}
		cycles := 2 * float64(n) / q.DRAMBytesPerCycle
		return overheadNs + cycles*1000/float64(q.ClockMHz)
	case 1, 2: // host to device, device to host: PCIe or NVLink-C2C
		return overheadNs + float64(n)/hostLinkGBs
	}
	return 0
}

// hostLinkGBs is the host link's achievable bandwidth in bytes per ns
// (PCIe 5.0 x16 reaches about 50 GB/s). Assumed, the same on every profile.
const hostLinkGBs = 50

// replayBudget bounds the instructions one launch's replay simulates
// (about 40 ms natively on the SGEMM and reduction benchmarks); larger
// launches are sampled by sim/timing on a slice of the SMs. Halving it
// from 1 Mi moved the H200 ratios of tests/timing by 2 % at most
// (docs/performance.md), and again from 512 Ki by 1 % at most; at 128 Ki
// matmul_naive_512's ratio leaves its band (−41 %).
const replayBudget = 1 << 18

// recordBudget bounds the instructions a launch records, a stream shared
// by identical warps counting once per warp. The replay of a launch larger
// than replayBudget takes only its first blocks (timing.Sample), so
// recording far past it would be work thrown away; later warps replay the
// latest recorded stream of their index in the block, which also gives
// the replay the launch's size. The recorder's own DefaultBudget bounds
// the memory (and lets one block record more than this).
const recordBudget = replayBudget

// storeBudget bounds the instructions a launch's recorder holds
// (timing.DefaultBudget); a variable so that tests can fill it with small
// kernels.
var storeBudget = timing.DefaultBudget
