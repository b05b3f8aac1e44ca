// Package labsim is the one seam between SIMT Lab's front ends (the browser
// UI and the simtlab command) and the simulator. It carries what the front
// ends show: the program's output, diagnostics, and each launch's shape and
// counters.
package labsim

import (
	"context"
	"io"

	"simtlab/sim/diag"
	"simtlab/sim/engine"
	"simtlab/sim/memsys"
	"simtlab/sim/timing"
)

// TraceOptions choose the block and warps whose memory accesses are
// recorded in detail (sim.Options.Trace).
type TraceOptions = memsys.TraceOptions

// Options mirror sim.Options (docs/contracts.md) as far as the front ends
// need them.
type Options struct {
	GPU    string    // hardware profile name, "" = the default (h200)
	Stdout io.Writer // the program's printf output
	Stderr io.Writer // fprintf(stderr, ...); nil = Stdout
	// Yield is called every few milliseconds of simulation; returning false
	// stops the run.
	Yield func() bool
	// MaxSteps is the warp-instruction budget; 0 = the simulator's default.
	MaxSteps int64
	// Trace selects the warps the lab's memory views animate; zero = none.
	Trace TraceOptions
}

// Launch is one kernel launch's shape and counters.
type Launch struct {
	Kernel  string
	Grid    [3]int
	Block   [3]int
	GPU     string
	Metrics map[string]float64 // Nsight Compute names
	// DynamicSmem is the launch's third parameter, in bytes.
	DynamicSmem int
	// Lines are the counters per source line (the editor's heat gutter).
	Lines map[int]map[string]float64
	// Trace is the record of the traced warps' accesses; nil unless
	// Options.Trace asked for it.
	Trace *memsys.Trace
	// Timing is the timing model's report (stalls, the schedulers'
	// timeline); nil when the launch was not timed.
	Timing *timing.Report
	// Exec is the traced warps' execution trace (line and active mask per
	// step); nil unless Options.Trace asked for it.
	Exec *engine.ExecTrace
}

// Result is the outcome of one run.
type Result struct {
	ExitCode    int
	Diagnostics diag.List
	Launches    []Launch
	Stopped     bool // Yield returned false
}

// Run compiles and runs the program src (named filename in diagnostics).
func Run(ctx context.Context, filename string, src []byte, opts Options) *Result {
	return run(ctx, filename, src, opts)
}
