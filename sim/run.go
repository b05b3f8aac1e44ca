// Package sim is SIMT Lab's one entry point: Run checks a .cu program, runs
// it on the simulated GPU and reports what it printed, how it ended, and
// what each kernel launch measured (Nsight Compute's metric names).
//
// The browser lab and the simtlab command both call Run. It never panics
// on any input, and the same input always gives the same Result and output.
package sim

import (
	"context"
	"fmt"
	"io"
	"math"

	"simtlab/hardware"
	"simtlab/sim/cuda/check"
	"simtlab/sim/diag"
	"simtlab/sim/engine"
	"simtlab/sim/memsys"
	"simtlab/sim/timing"
)

// TraceOptions chooses which warps' memory accesses are recorded in detail.
type TraceOptions = memsys.TraceOptions

// ExecTrace is the execution trace of a launch's traced warps: each warp
// instruction's source line and active mask, run-length compressed.
type ExecTrace = engine.ExecTrace

// ExecStep is one step of an ExecTrace.
type ExecStep = engine.ExecStep

// Options configure a run.
type Options struct {
	GPU       string    // hardware profile name, "" = "h200"
	Stdout    io.Writer // the program's printf output (host and device)
	MaxSteps  int64     // the kernels' warp-instruction budget, and a block's and host code's when set; 0 = defaults (2e9, 2e8 a block, 1e9 for host code)
	MaxMemory int64     // bytes of simulated memory, 0 = default (1 GiB)
	// Yield is called roughly every 100k warp instructions; returning false
	// stops the run (the Stop button).
	Yield func() bool
	Trace TraceOptions
	// Stderr receives what the program writes with fprintf(stderr, ...);
	// nil sends it to Stdout.
	Stderr io.Writer
	// MemoryWorker, when set, runs the memory system and the timing replay
	// on another thread, at the other end of the link (ServeMemoryWorker
	// there): the browser's Web Worker. A program with cluster kernels
	// runs them here all the same. The results are the same either way.
	MemoryWorker engine.RemoteLink
	// StdoutIsTerminal says stdout is a terminal (the lab's console, simtlab
	// run on a tty): the program's stdout is buffered by line, not in
	// 4096-byte blocks as for a pipe or a file, which is what a program
	// killed by a signal loses.
	StdoutIsTerminal bool
}

// Result is how a run ended.
type Result struct {
	ExitCode    int            // main's return value; 1 after a compile or runtime error
	Diagnostics diag.List      // compile errors, runtime faults, sanitizer findings, limits
	Launches    []LaunchReport // one per kernel launch, in launch order
	Stopped     bool           // Yield returned false or the context ended
}

// LaunchReport is what one kernel launch measured.
type LaunchReport struct {
	Kernel      string
	Grid, Block [3]int
	DynamicSmem int
	GPU         string
	Metrics     map[string]float64         // Nsight Compute names
	Lines       map[int]map[string]float64 // per source line, same names
	Trace       *memsys.Trace              // nil unless requested
	// Timing is the timing model's report: per-warp stall reasons and the
	// per-scheduler Timeline for the UI. nil when the launch was not timed.
	Timing *timing.Report
	// Exec is the execution trace (line and active mask per warp
	// instruction) of the warps Options.Trace selects; nil unless requested.
	Exec *ExecTrace
}

// Check runs the front end only and returns its diagnostics.
func Check(filename string, src []byte) diag.List {
	_, diags := check.File(filename, src)
	return diags
}

// Run checks and runs a program.
func Run(ctx context.Context, filename string, src []byte, opts Options) *Result {
	file, diags := check.File(filename, src)
	if diags.HasErrors() {
		return &Result{ExitCode: 1, Diagnostics: diags}
	}
	gpu := hardware.Default()
	if opts.GPU != "" {
		p, ok := hardware.Lookup(opts.GPU)
		if !ok {
			var l diag.List
			l.Add(diag.Pos{}, diag.KindRuntime, "unknown GPU %q (see `simtlab gpus` for the list)", opts.GPU)
			return &Result{ExitCode: 1, Diagnostics: l}
		}
		gpu = p
	}
	if gpu == nil {
		var l diag.List
		l.Add(diag.Pos{}, diag.KindRuntime, "no GPU profiles are available: %v", hardware.LoadError())
		return &Result{ExitCode: 1, Diagnostics: l}
	}
	var obs engine.Observer
	var traceList *[]*memsys.Trace
	if opts.MemoryWorker != nil && !engine.UsesClusters(file) {
		remote := engine.NewRemoteObserver(opts.MemoryWorker, gpu.Name, workerSetup(gpu.Name, opts.Trace))
		remote.Trace = opts.Trace
		defer remote.Finish()
		obs, traceList = remote, &remote.Traces
	} else {
		local := newObserver(gpu, opts.Trace)
		defer local.Release() // its caches serve the next run (memsys/pool.go)
		obs, traceList = local, &local.traces
	}
	m := engine.New(ctx, file, src, engine.Config{
		GPU: gpu, Stdout: opts.Stdout, Stderr: opts.Stderr, StdoutIsTerminal: opts.StdoutIsTerminal,
		MaxSteps: opts.MaxSteps, MaxMemory: opts.MaxMemory, Yield: opts.Yield,
		Observer: obs,
	})
	m.EnableExecTrace(opts.Trace)
	out := m.Run()
	execs := m.ExecTraces()
	res := &Result{ExitCode: out.ExitCode, Stopped: out.Stopped}
	res.Diagnostics = append(diags, out.Diagnostics...)
	res.Diagnostics.Sort()
	traces := *traceList
	for _, l := range out.Launches {
		r := LaunchReport{Kernel: l.Kernel, Grid: l.Grid, Block: l.Block, DynamicSmem: l.DynamicSmem,
			GPU: gpu.Name, Metrics: l.Metrics, Lines: l.Lines, Timing: l.Timing}
		if l.Ran && len(traces) > 0 {
			r.Trace = traces[0]
			traces = traces[1:]
		}
		if len(execs) > 0 && execs[0].Launch == len(res.Launches) {
			r.Exec = execs[0]
			execs = execs[1:]
		}
		if r.Metrics == nil {
			r.Metrics = map[string]float64{}
		}
		setWaves(r.Metrics, gpu.SMs)
		res.Launches = append(res.Launches, r)
	}
	return res
}

// setWaves reports launch__waves_per_multiprocessor as Nsight Compute defines
// it: the grid's blocks over the blocks all SMs hold at once (the occupancy
// calculator's blocks per SM, the least of the per-resource limits), a
// fraction, not the number of dispatch rounds.
func setWaves(m map[string]float64, sms int) {
	grid, ok := m["launch__grid_size"]
	if !ok || sms <= 0 {
		return
	}
	perSM := math.Inf(1)
	for _, l := range []string{"warps", "blocks", "registers", "shared_mem"} {
		if v, ok := m["launch__occupancy_limit_"+l]; ok {
			perSM = math.Min(perSM, v)
		}
	}
	if perSM <= 0 || math.IsInf(perSM, 1) {
		return
	}
	m["launch__waves_per_multiprocessor"] = grid / (perSM * float64(sms))
}

// observer hands the engine's accesses to the memory system.
type observer struct {
	sys    *memsys.System
	trace  TraceOptions
	traces []*memsys.Trace
}

func newObserver(gpu *hardware.Profile, trace TraceOptions) *observer {
	cfg := memsys.DefaultConfig()
	if gpu.SMs > 0 {
		cfg.SMs = gpu.SMs
	}
	if gpu.L2Bytes > 0 {
		cfg.L2Bytes = gpu.L2Bytes
	}
	if gpu.SectorBytes > 0 && gpu.L1LineBytes > 0 {
		cfg.SectorBytes, cfg.LineBytes = gpu.SectorBytes, gpu.L1LineBytes
	}
	cfg.L1CachesGlobalLoads = gpu.GlobalL1Cached
	sys, err := memsys.NewChecked(cfg)
	if err != nil {
		sys = memsys.New(memsys.DefaultConfig())
	}
	return &observer{sys: sys, trace: trace}
}

func (o *observer) BeginLaunch(kernel string, grid, block [3]int) {
	o.sys.BeginLaunch(kernel, grid, block, o.trace)
}

func (o *observer) Observe(a *memsys.Access) { o.sys.Observe(a) }

// ObserveOutcome lets the engine cost each access in the timing model.
func (o *observer) ObserveOutcome(a *memsys.Access, out *memsys.Outcome) {
	o.sys.ObserveOutcome(a, out)
}

// MemorySystem lets the engine's queue give the accesses to the memory
// system directly (engine.MemorySystemObserver).
func (o *observer) MemorySystem() *memsys.System { return o.sys }

func (o *observer) EndLaunch() (map[string]float64, map[int]map[string]float64) {
	m, l, tr := o.sys.EndLaunch()
	o.traces = append(o.traces, tr)
	return m, l
}

// LastTrace is the trace of the launch that just ended (a memory worker
// sends it back with the launch's counters).
func (o *observer) LastTrace() *memsys.Trace {
	if len(o.traces) == 0 {
		return nil
	}
	return o.traces[len(o.traces)-1]
}

// Release gives the memory system's caches to the next run.
func (o *observer) Release() { o.sys.Release() }

var _ = fmt.Sprint
