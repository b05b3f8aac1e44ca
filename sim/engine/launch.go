package engine

import (
	"fmt"
	"iter"
	"math/bits"
	"strings"

	"simtlab/hardware/occupancy"
	"simtlab/sim/cuda/ast"
	"simtlab/sim/diag"
	"simtlab/sim/engine/mem"
	"simtlab/sim/memsys"
	"simtlab/sim/timing"
)

// LaunchStats is what one kernel launch measured.
type LaunchStats struct {
	Kernel      string
	Grid, Block [3]int
	DynamicSmem int
	Metrics     map[string]float64
	Lines       map[int]map[string]float64
	Ran         bool // false when the launch failed before running
	// Timing is the timing model's report (timeline, stalls per warp);
	// nil when the launch did not run or could not be timed.
	Timing *timing.Report
}

// lineCounters are the engine's own per-line counts.
type lineCounters struct {
	inst, threadInst                       uint64 // integers: cheaper to bump
	sharedLd, sharedSt, globalLd, globalSt float64
	localLd, localSt, atom                 float64
}

// launchState is a kernel launch in progress.
type launchState struct {
	m       *Machine
	fn      *function
	grid    [3]int
	block   [3]int
	threads int
	dynSmem int

	sharedOff  []uint64 // by Object ID: offset of each static __shared__ variable
	staticSmem uint64
	dynOff     uint64
	shared     *mem.Block
	local      *mem.Block
	stride     uint64 // bytes of local memory (stack) per thread

	failed bool
	code   cudaError

	// runtimeCalls counts device printf, malloc and free calls (per lane):
	// the device runtime serves them with memory traffic of its own that
	// executes no instruction of the kernel, so counter comparisons with a
	// real GPU must leave such launches' global-memory counters aside.
	runtimeCalls int

	lines          []lineCounters
	uninitReported map[int]bool
	raceReported   map[int]bool
	shflReported   map[int]bool // lines whose shuffle read a lane not taking part
	stepsBefore    int64        // the program's steps when the launch began (the budget's message)
	blockStart     int64        // the program's steps when the current block began
	blockLinear    int          // the current block's linear index
	race           *raceShadow
	barrierErr     bool

	obs    Observer
	acc    memsys.Access
	timing *launchTiming // nil: the launch is not timed

	cdim [3]int // cluster shape; zero when blocks run alone
	// gridCoop is set when the kernel calls grid.sync(): cdim is then the
	// grid, and the cluster barrier is grid.sync()'s
	gridCoop bool
	members  []*member // the block slots of a cluster

	warps   []*Warp  // reused by every block
	workers []*Warp  // warps whose goroutines run (cluster kernels)
	coros   []func() // stop functions of the warps' coroutines (barrier kernels)
}

// blockState is one block of a launch while it runs.
type blockState struct {
	// progress is set when something happens that a spin-wait of the
	// block may be waiting for, and cleared by each spin (its.go).
	progress   bool
	launch     *launchState
	idx        [3]uint64
	linear     int
	sharedBase uint64
	warps      []*Warp
	epoch      uint32 // barrier interval, for the race detector
	barCount   int    // __syncthreads_count/and/or accumulation
	group      *group // the warps scheduled together (barrier kernels)
	rank       int    // the block's rank in its cluster
}

func (l *launchState) fail(code cudaError) {
	if !l.failed {
		l.failed = true
		l.code = code
	}
}

// count records one warp instruction executed by the lanes in m. It is
// small enough to inline: the host (no line counters, no trace) only
// counts its step.
func (w *Warp) count(line int, m uint32) {
	if w.batch {
		return // the count region counted it (countrun.go)
	}
	w.m.steps++
	if w.device || w.m.exec != nil { // line counters and the timing trace are kernel-only
		w.countMore(line, m)
	}
}

// countMore feeds the line counters and, while they record, the timing
// trace and the execution trace.
func (w *Warp) countMore(line int, m uint32) {
	if w.dotEvents != nil {
		*w.dotEvents = append(*w.dotEvents, int32(line))
	}
	if w.tr.on || w.m.exec != nil {
		w.traceInst(line, m)
		if w.m.exec != nil {
			w.m.exec.add(w, line, m)
		}
	}
	if uint(line) < uint(len(w.lines)) {
		lc := &w.lines[line]
		lc.inst++
		lc.threadInst += uint64(bits.OnesCount32(m))
	}
}

// countMem records a memory instruction's kind.
func (l *launchState) countMem(s mem.Space, op Op, line int) { l.countMemN(s, op, line, 1) }

// countMemN records n memory instructions of a kind (whole numbers of
// float64 counters: adding n is adding 1 n times).
func (l *launchState) countMemN(s mem.Space, op Op, line int, n float64) {
	if line < 0 || line >= len(l.lines) {
		return
	}
	lc := &l.lines[line]
	switch {
	case op == OpAtomic || op == OpReduction:
		lc.atom += n
	case s == mem.Shared && op == OpLoad:
		lc.sharedLd += n
	case s == mem.Shared:
		lc.sharedSt += n
	case s == mem.Local && op == OpLoad:
		lc.localLd += n
	case s == mem.Local:
		lc.localSt += n
	case op == OpLoad:
		lc.globalLd += n
	default:
		lc.globalSt += n
	}
}

// usesBarrier reports whether a kernel (or anything it calls) contains
// __syncthreads: only then do its warps need to run as coroutines.
func usesBarrier(decl *ast.FuncDecl) bool {
	return callsBuiltin(decl, func(name string) bool {
		return strings.HasPrefix(name, "__syncthreads") || name == "sync" || strings.HasSuffix(name, ".sync")
	})
}

// callsBuiltin reports whether a kernel, or a function it calls, calls a
// built-in that pred accepts.
func callsBuiltin(decl *ast.FuncDecl, pred func(name string) bool) bool {
	seen := map[*ast.FuncDecl]bool{}
	var walk func(d *ast.FuncDecl) bool
	walk = func(d *ast.FuncDecl) bool {
		if d == nil || d.Body == nil || seen[d] {
			return false
		}
		seen[d] = true
		found := false
		ast.Inspect(d.Body, func(n ast.Node) bool {
			if found {
				return false
			}
			if call, ok := n.(*ast.Call); ok && call.Func != nil {
				if call.Func.Kind == ast.ObjBuiltinFunc && pred(call.Func.Name) {
					found = true
				} else if call.Func.Kind == ast.ObjFunc && walk(call.Func.Decl) {
					found = true
				}
			}
			return !found
		})
		return found
	}
	return walk(decl)
}

// sharedVars lists the static __shared__ variables a kernel can reach.
func (m *Machine) sharedVars(decl *ast.FuncDecl) []*ast.Object {
	seen := map[*ast.FuncDecl]bool{}
	got := map[*ast.Object]bool{}
	var list []*ast.Object
	var walk func(d *ast.FuncDecl)
	walk = func(d *ast.FuncDecl) {
		if d == nil || d.Body == nil || seen[d] {
			return
		}
		seen[d] = true
		ast.Inspect(d.Body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Ident:
				if o := n.Obj; o != nil && o.Space == ast.SpaceShared && !got[o] {
					got[o] = true
					list = append(list, o)
				}
			case *ast.Call:
				if n.Func != nil && n.Func.Kind == ast.ObjFunc {
					walk(n.Func.Decl)
				}
			}
			return true
		})
	}
	walk(decl)
	// Declaration order, as a compiler lays them out.
	for i := 1; i < len(list); i++ {
		for j := i; j > 0 && list[j].ID < list[j-1].ID; j-- {
			list[j], list[j-1] = list[j-1], list[j]
		}
	}
	return list
}

// badLaunch is what a launch with an impossible shape returns (recorded
// with CUDA 13.0 on an H200).
const badLaunch = errInvalidValue

// maxDynamicSmemDefault is the dynamic shared memory a kernel may use
// without cudaFuncSetAttribute (48 KiB on every GPU since Fermi).
const maxDynamicSmemDefault = 48 * 1024

// runLaunch validates and runs one kernel launch synchronously. It returns
// the launch error (cudaSuccess when it ran, even if it faulted: faults
// surface at the next synchronisation, as on a GPU). cluster is the
// cluster shape cudaLaunchKernelEx asks for, zero for the kernel's own.
func (m *Machine) runLaunch(decl *ast.FuncDecl, grid, block [3]int, smem int, args []*Vec, line int, cluster [3]int) cudaError {
	stats := &LaunchStats{Kernel: displayName(decl), Grid: grid, Block: block, DynamicSmem: smem}
	if m.rt.sticky != errSuccess {
		m.rt.setErr(m.rt.sticky)
		return m.rt.sticky
	}
	if m.rt.pending != errSuccess {
		// An earlier kernel faulted: the context is lost and nothing more
		// runs, though the launch itself cannot know yet.
		return errSuccess
	}
	fn := m.function(decl)
	if fn == nil {
		return errLaunchFailure
	}
	gpu := m.cfg.GPU
	threads := block[0] * block[1] * block[2]
	var why string
	if threads <= 0 || threads > gpu.MaxThreadsPerBlock {
		why = fmt.Sprintf("a block of %d threads is more than the %d threads a block may have", threads, gpu.MaxThreadsPerBlock)
	}
	for i := 2; i >= 0 && why == ""; i-- {
		xyz := "xyz"[i : i+1]
		switch {
		case block[i] <= 0 || grid[i] <= 0:
			why = fmt.Sprintf("the %s dimension of the grid or block is 0", xyz)
		case block[i] > gpu.MaxBlockDim[i]:
			why = fmt.Sprintf("block dimension %s = %d exceeds the maximum of %d", xyz, block[i], gpu.MaxBlockDim[i])
		case grid[i] > gpu.MaxGridDim[i]:
			why = fmt.Sprintf("grid dimension %s = %d exceeds the maximum of %d", xyz, grid[i], gpu.MaxGridDim[i])
		}
	}
	bad := why != ""
	shared := m.sharedVars(decl)
	l := &launchState{m: m, fn: fn, grid: grid, block: block, threads: threads, dynSmem: smem,
		uninitReported: map[int]bool{}, raceReported: map[int]bool{}, shflReported: map[int]bool{}}
	var off uint64
	l.sharedOff, off = sharedLayout(shared, len(m.file.Objects)+1)
	l.staticSmem = off
	l.dynOff = (off + 15) &^ 15
	// The launch takes dynamic shared memory up to the kernel's attribute
	// (by default what 48 KB leaves after the static part; 0 when set so,
	// which refuses 4 bytes), and the static and dynamic parts together up
	// to the opt-in size (the H200 runs 4096 static + 228352 dynamic).
	static := staticSize(off)
	limit := maxDynamicSmemDefault - static
	if v, ok := m.rt.maxDynSmem[decl]; ok {
		limit = v
	}
	if smem < 0 || smem > limit || static+smem > gpu.SharedPerBlockOptin {
		why = fmt.Sprintf("the block asks for %d bytes of dynamic shared memory, and the kernel may use %d (%d static bytes besides; raise the limit with cudaFuncSetAttribute(..., cudaFuncAttributeMaxDynamicSharedMemorySize, ...), up to %d in all)",
			smem, max(limit, 0), static, gpu.SharedPerBlockOptin)
		bad = true
	}
	if bad {
		// CUDA 13 on the H200 answers every bad launch shape with
		// cudaErrorInvalidValue (older runtimes said
		// cudaErrorInvalidConfiguration); the recordings decide.
		m.launches = append(m.launches, stats)
		m.warnf(m.pos(line), diag.KindRuntime, "launch of %s<<<(%d,%d,%d), (%d,%d,%d)>>> failed: %s (%s: %s)",
			decl.Name, grid[0], grid[1], grid[2], block[0], block[1], block[2], why, errorName(badLaunch), errorString(badLaunch))
		m.rt.setErr(badLaunch)
		return badLaunch
	}
	// A block larger than the kernel's __launch_bounds__ does not fit the
	// registers the compiler budgeted for it.
	if a := decl.Attrs; a.HasLaunchBounds && a.LaunchBounds[0] > 0 && int64(threads) > a.LaunchBounds[0] {
		m.launches = append(m.launches, stats)
		m.warnf(m.pos(line), diag.KindRuntime, "launch of %s with %d threads per block failed: its __launch_bounds__ allow at most %d (%s: %s)", decl.Name, threads, a.LaunchBounds[0], errorName(badLaunch), errorString(badLaunch))
		m.rt.setErr(badLaunch)
		return badLaunch
	}
	// Local memory: each thread's stack, cudaLimitStackSize (1 KiB unless
	// the program set it) unless the frames the kernel's calls take
	// without recursion need more: nvcc inlines those calls, keeping their
	// locals in registers, where the lab gives each function a frame.
	l.stride = max(m.rt.stackLimit(), m.callChainFrames(fn, map[*function]bool{})+256)
	l.cdim = clusterShape(decl)
	if cluster != ([3]int{}) {
		l.cdim = cluster
	}
	if l.cdim == [3]int{} && syncsGrid(decl) {
		l.cdim, l.gridCoop = grid, true // the whole grid runs together
		// grid.sync() needs every block resident at once, as
		// cudaLaunchCooperativeKernel checks
		if n, most := m.gridBlocks(grid, decl, threads, smem); n > most {
			m.launches = append(m.launches, stats)
			m.warnf(m.pos(line), diag.KindRuntime, "launch of %s failed: a grid of %d blocks that calls grid.sync() is more than the %d that can be resident at once (%s: %s)",
				decl.Name, n, most, errorName(errCoopTooLarge), errorString(errCoopTooLarge))
			m.rt.setErr(errCoopTooLarge)
			return errCoopTooLarge
		}
	}
	slots := uint64(max(l.cdim[0]*l.cdim[1]*l.cdim[2], 1))
	var err error
	if l.local, err = m.mem.Alloc(mem.Local, l.stride*uint64(threads)*slots, 256, "local memory"); err != nil {
		m.errorf(m.pos(line), diag.KindLimit, "%v", err)
		m.halted = true
		return errMemoryAllocation
	}
	defer m.mem.Free(l.local.Base, mem.Local)
	if size := l.dynOff + uint64(smem); size > 0 {
		if l.shared, err = m.mem.AllocShared(size, uint64(m.cfg.GPU.SharedReservedPerBlock), "shared memory"); err != nil {
			m.errorf(m.pos(line), diag.KindLimit, "%v", err)
			m.halted = true
			return errMemoryAllocation
		}
		defer m.mem.Free(l.shared.Base, mem.Shared)
		l.race = newRaceShadow(size)
	}
	l.lines = make([]lineCounters, countLines(m.src)+2)
	if l.cdim != [3]int{} {
		why := l.setUpClusters(l.dynOff + uint64(smem))
		defer l.freeClusters()
		if why != "" {
			m.launches = append(m.launches, stats)
			m.warnf(m.pos(line), diag.KindRuntime, "launch of %s failed: %s (%s: %s)", decl.Name, why, errorName(badLaunch), errorString(badLaunch))
			m.rt.setErr(badLaunch)
			return badLaunch
		}
	}
	l.obs = m.cfg.Observer
	if l.obs != nil {
		l.obs.BeginLaunch(displayName(decl), grid, block)
		l.startTiming()
		defer l.endOverlap() // no goroutine outlives the launch (asyncobserve.go)
	}
	m.launch = l
	l.stepsBefore, l.blockStart = m.steps, m.steps
	// A kernel that may spin runs its warps as coroutines too: a warp that
	// waits for another yields to it (its.go).
	barrier := usesBarrier(decl) || m.mayWait(decl.Obj)
	if l.cdim != [3]int{} {
		l.runClusters(args)
	}
	linear := 0
	for z := 0; z < grid[2] && !l.failed && !m.halted && l.cdim == [3]int{}; z++ {
		for y := 0; y < grid[1] && !l.failed && !m.halted; y++ {
			for x := 0; x < grid[0] && !l.failed && !m.halted; x++ {
				b := &blockState{launch: l, idx: [3]uint64{uint64(x), uint64(y), uint64(z)}, linear: linear}
				linear++
				l.runBlock(b, args, barrier)
			}
		}
	}
	m.launch = nil
	m.deviceSteps += m.steps - l.stepsBefore
	for _, w := range l.workers {
		close(w.resume)
	}
	for _, stop := range l.coros {
		stop()
	}
	l.endObserveQueue() // the memory system has seen every access
	stats.Ran = true
	stats.Metrics, stats.Lines = l.metrics()
	if l.obs != nil {
		ms, ls := l.obs.EndLaunch()
		for k, v := range ms {
			stats.Metrics[k] = v
		}
		for ln, mm := range ls {
			if stats.Lines[ln] == nil {
				stats.Lines[ln] = map[string]float64{}
			}
			for k, v := range mm {
				stats.Lines[ln][k] = v
			}
		}
	}
	m.addLaunchMetrics(stats, decl, l)
	m.launches = append(m.launches, stats)
	m.gpuIssue() // the kernel ran no host statement: this is the host's time at the launch
	m.rt.clockNs += stats.Metrics["gpu__time_duration.sum"]
	if l.failed {
		// The host learns about the fault at its next synchronisation.
		m.rt.pending = l.code
	}
	return errSuccess
}

// addLaunchMetrics adds what describes the launch itself: its shape, its
// resources and the occupancy they allow (hardware/occupancy, as CUDA's
// calculator computes it), and the duration from the timing model.
func (m *Machine) addLaunchMetrics(stats *LaunchStats, decl *ast.FuncDecl, l *launchState) {
	gpu := m.cfg.GPU
	in := m.occupancyInput(l)
	regs := in.Regs
	for k, v := range occupancy.Compute(gpu, in).Metrics() {
		stats.Metrics[k] = v
	}
	blocks := l.grid[0] * l.grid[1] * l.grid[2]
	stats.Metrics["launch__registers_per_thread"] = float64(regs)
	stats.Metrics["launch__grid_size"] = float64(blocks)
	stats.Metrics["launch__block_size"] = float64(l.threads)
	stats.Metrics["launch__thread_count"] = float64(blocks * l.threads)
	stats.Metrics["launch__shared_mem_per_block_static"] = float64(l.staticSmem)
	stats.Metrics["launch__shared_mem_per_block_dynamic"] = float64(l.dynSmem)
	stats.Metrics["lab__device_runtime_calls.sum"] = float64(l.runtimeCalls)
	m.timeLaunch(stats, l, in)
	if _, ok := stats.Metrics["gpu__time_duration.sum"]; !ok {
		// Not timed (no observer, a launch the model cannot place).
		stats.Metrics["gpu__time_duration.sum"] = estimateNs(stats.Metrics["smsp__inst_executed.sum"], gpu.SMs, gpu.CoreClockMHz)
	}
}

// estimateNs is the fallback for launches the timing model does not
// replay: four warp instructions per SM per cycle plus a launch overhead.
func estimateNs(inst float64, sms, mhz int) float64 {
	if sms <= 0 || mhz <= 0 {
		return 3000
	}
	cycles := inst / float64(4*sms)
	return 3000 + cycles*1000/float64(mhz)
}

func countLines(src []byte) int {
	n := 1
	for _, c := range src {
		if c == '\n' {
			n++
		}
	}
	return n
}

// metrics turns the per-line counters into Nsight Compute names.
func (l *launchState) metrics() (map[string]float64, map[int]map[string]float64) {
	total := map[string]float64{}
	lines := map[int]map[string]float64{}
	names := []string{
		"smsp__inst_executed.sum", "smsp__thread_inst_executed.sum",
		"smsp__sass_inst_executed_op_shared_ld.sum", "smsp__sass_inst_executed_op_shared_st.sum",
		"smsp__sass_inst_executed_op_global_ld.sum", "smsp__sass_inst_executed_op_global_st.sum",
		"smsp__sass_inst_executed_op_local_ld.sum", "smsp__sass_inst_executed_op_local_st.sum",
		"smsp__sass_inst_executed_op_global_atom.sum",
	}
	for _, n := range names {
		total[n] = 0
	}
	for ln, lc := range l.lines {
		if lc.inst == 0 && lc.sharedLd == 0 && lc.sharedSt == 0 && lc.globalLd == 0 && lc.globalSt == 0 && lc.atom == 0 {
			continue
		}
		vals := []float64{float64(lc.inst), float64(lc.threadInst), lc.sharedLd, lc.sharedSt, lc.globalLd, lc.globalSt, lc.localLd, lc.localSt, lc.atom}
		mm := map[string]float64{}
		for i, n := range names {
			total[n] += vals[i]
			if vals[i] != 0 {
				mm[n] = vals[i]
			}
		}
		lines[ln] = mm
	}
	return total, lines
}

// runBlock runs every warp of one block.
func (l *launchState) runBlock(b *blockState, args []*Vec, barrier bool) {
	m := l.m
	l.blockStart, l.blockLinear = m.steps, b.linear
	if l.shared != nil {
		b.sharedBase = l.shared.Base
		l.shared.ResetInit()
		l.race.nextEpoch()
		b.epoch = l.race.epoch
	}
	if l.warps == nil {
		// The warps' thread indices and stacks are the same in every
		// block: build them once per launch and reset them per block.
		l.warps = l.newWarps(l.local.Base)
	}
	b.warps = l.warps
	b.resetWarps()
	l.traceBeginBlock(b)
	defer l.traceEndBlock(b)
	if !barrier {
		for _, w := range b.warps {
			if l.failed || m.halted {
				return
			}
			w.call(l.fn, args, w.live)
			w.runSuspended() // its.go
		}
		return
	}
	l.runBlockWithBarriers(b, args)
}

// runBlockWithBarriers runs the block's warps as coroutines: one runs at a
// time until it reaches a barrier or ends; when all have, the barrier
// opens. Only one goroutine runs at any moment, so the order (and the
// output) is deterministic.
func (l *launchState) runBlockWithBarriers(b *blockState, args []*Vec) {
	phased := l.fn.phased != nil // no coroutines (phased.go)
	if l.coros == nil && !phased {
		// One coroutine per warp slot for the whole launch, so that their
		// stacks grow once rather than once per block. A coroutine switch
		// (iter.Pull) costs a fraction of a goroutine hand-off over a
		// channel, above all under WebAssembly (BenchmarkWarpHandOff).
		for _, w := range l.warps {
			next, stop := iter.Pull(func(yield func(struct{}) bool) {
				w.yield = yield
				for {
					w.call(l.fn, args, w.live)
					w.runSuspended()
					w.finished = true
					w.blk.progress = true
					if !yield(struct{}{}) {
						return
					}
				}
			})
			w.next = next
			l.coros = append(l.coros, stop)
		}
	}
	for {
		// Run the phase: each warp in turn until it reaches the barrier or
		// ends.
		spun := false
		for _, w := range b.warps {
			if !w.finished && w.atBar == 0 {
				if phased {
					w.stepPhased(l.fn, args)
				} else {
					w.next()
				}
			}
			spun = spun || w.spinning
		}
		if spun {
			continue // a warp waits in a loop for another: run them again
		}
		// The warps that have not finished wait at a barrier (finished
		// ones are not waited for): all at the same one, or the block
		// deadlocks. (No list of them: a pointer stored per warp and
		// phase costs a write barrier while the collector marks.)
		var first *Warp
		stop := l.failed || l.m.halted
		for _, w := range b.warps {
			switch {
			case w.finished:
			case first == nil:
				first = w
			case !stop && w.atBar != first.atBar:
				l.barrierMismatch(b, first, w)
				stop = true
			}
		}
		if first == nil {
			return
		}
		// Open the barrier (or, when stopping, let every warp unwind).
		count := b.barCount
		b.barCount = 0
		if l.race != nil {
			l.race.nextEpoch()
			b.epoch = l.race.epoch
		}
		for _, w := range b.warps {
			if !w.finished {
				w.atBar = 0
				w.barResult = count
			}
		}
	}
}

func (l *launchState) barrierMismatch(b *blockState, w1, w2 *Warp) {
	if l.barrierErr {
		return
	}
	l.barrierErr = true
	l.m.errorf(l.m.pos(w2.atBar), diag.KindRuntime,
		"kernel '%s': block (%d,%d,%d) deadlocks: warp %d waits at the __syncthreads() on line %d while warp %d waits at the one on line %d (every thread of a block must reach the same barrier)",
		l.fn.name(), b.idx[0], b.idx[1], b.idx[2], w1.warpIdx, w1.atBar, w2.warpIdx, w2.atBar)
	l.fail(errLaunchFailure)
}

// exited is the warp's lanes whose threads have returned from the kernel.
func (w *Warp) exited() uint32 {
	if !w.rootSet {
		return 0
	}
	return w.root.ret
}

// barrier is __syncthreads (and its _count/_and/_or forms, which add pred
// lanes to the block's count): the warp waits until every warp of the block
// has arrived.
func (w *Warp) barrier(f *Frame, m uint32, line int, pred uint32) int {
	if w.halted() {
		return 0
	}
	b := w.blk
	w.traceBarrier()
	// Every thread of the block that has not exited must arrive: as the
	// PTX ISA defines bar.sync, a barrier waits for the non-exited threads
	// only, so threads that returned early let the others pass
	// (tests/conformance/x_barrier_after_return; compute-sanitizer's
	// synccheck reports nothing there). A thread that is still running but
	// elsewhere is the divergent barrier this reports.
	if w.cur != nil {
		return w.cur.waitAt(w, line, m, pred, false) // lanes resumed from a spin-wait (its.go)
	}
	expect := w.live &^ w.exited()
	if m != expect && (w.suspended != 0 || len(w.subs) > 0) {
		m, pred, expect = w.gatherAt(line, m, pred, false)
	}
	if m != expect {
		w.divergentBarrier(line, m, expect)
		return 0
	}
	b.barCount += bits.OnesCount32(pred & m)
	if w.ph.running {
		w.atBar = line // the phased body stops after this statement
		return 0
	}
	return w.waitBarrier(line)
}

// waitBarrier waits, the warp's part of the barrier on line done, until
// the block's other warps arrive, and returns the block's count.
func (w *Warp) waitBarrier(line int) int {
	b := w.blk
	b.progress = true
	if len(w.subs) > 0 {
		defer w.passBarrier()
	}
	if w.yield != nil {
		w.atBar = line
		w.yield(struct{}{})
		return w.barResult
	}
	if w.resume == nil {
		return b.barCount
	}
	w.atBar = line
	w.handOff()
	<-w.resume
	return w.barResult
}

// divergentBarrier fails the launch: lanes m of the warp reached the
// barrier on line, but it waits for lanes expect.
func (w *Warp) divergentBarrier(line int, m, expect uint32) {
	b := w.blk
	l := b.launch
	if !l.barrierErr {
		l.barrierErr = true
		missing := expect &^ m
		t := w.threadOf(firstLane(missing))
		w.m.errorf(w.m.pos(line), diag.KindRuntime,
			"kernel '%s': divergent __syncthreads() in block (%d,%d,%d): lanes %s of warp %d reach it but lanes %s do not (thread (%d,%d,%d) took another path); a barrier must be reached by every thread of the block",
			l.fn.name(), b.idx[0], b.idx[1], b.idx[2], laneList(m), w.warpIdx, laneList(missing), t[0], t[1], t[2])
	}
	l.fail(errLaunchFailure)
}

// handOff passes control from a cluster's warp w (now waiting or finished)
// to the next warp of the phase, or back to the cluster's scheduler.
func (w *Warp) handOff() {
	g := w.blk.group
	if next := g.nextRunnable(w.groupPos); next != nil {
		next.resume <- true
		return
	}
	g.done <- struct{}{}
}

// gridBlocks gives a grid's blocks and the most blocks of decl the GPU
// holds resident at once, the limit of a cooperative launch and of
// grid.sync().
func (m *Machine) gridBlocks(grid [3]int, decl *ast.FuncDecl, threads, smem int) (n, most int) {
	return grid[0] * grid[1] * grid[2], m.occupancyBlocks(decl, threads, smem) * m.cfg.GPU.SMs
}
