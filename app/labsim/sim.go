package labsim

import (
	"context"

	"simtlab/sim"
)

func run(ctx context.Context, filename string, src []byte, opts Options) *Result {
	r := sim.Run(ctx, filename, src, sim.Options{GPU: opts.GPU, Stdout: opts.Stdout, Stderr: opts.Stderr, Yield: opts.Yield, Trace: opts.Trace, MaxSteps: opts.MaxSteps})
	res := &Result{ExitCode: r.ExitCode, Diagnostics: r.Diagnostics, Stopped: r.Stopped}
	for _, l := range r.Launches {
		res.Launches = append(res.Launches, Launch{Kernel: l.Kernel, Grid: l.Grid, Block: l.Block, GPU: l.GPU, Metrics: l.Metrics,
			DynamicSmem: l.DynamicSmem, Lines: l.Lines, Trace: l.Trace, Timing: l.Timing, Exec: l.Exec})
	}
	return res
}
