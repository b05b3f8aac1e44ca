// Package panel is the lab widget's view area: the views a widget opens
// (shared memory, global memory, occupancy, timeline, metrics), the
// controls that walk through the memory trace (Play/Pause, Step, Step line,
// Reset, speed, scrubber), and the choice of the traced block and warp.
//
// Panel is a plain struct kept inside the lab component, not a component of
// its own: its event handlers run in the lab's render tree, so the lab
// re-renders after each of them.
package panel

import (
	"simtlab/app/views/globalview"
	"simtlab/app/views/occupancyview"
	"simtlab/app/views/sharedview"
	"simtlab/app/views/timelineview"
	"simtlab/hardware"
	"simtlab/sim"
	"simtlab/sim/memsys"
)

// access is one traced access as the views take it: exactly one of the
// two is set.
type access struct {
	line   int
	shared *sharedview.Access
	global *globalview.Access
}

// steps is how many animation steps the access has: wavefronts of a shared
// access, sectors of a global one.
func (a access) steps() int {
	switch {
	case a.shared != nil:
		return max(a.shared.Wavefronts, 1)
	case a.global != nil:
		return max(len(a.global.Sectors), 1)
	}
	return 1
}

// accesses lists the launch's traced shared, global and local accesses in
// trace order (constant-memory records have no view yet).
func accesses(l *sim.LaunchReport) []access {
	if l == nil || l.Trace == nil {
		return nil
	}
	d := memsys.DefaultConfig().DRAM
	var out []access
	for i := range l.Trace.Records {
		r := &l.Trace.Records[i]
		if a, ok := sharedview.FromRecord(r); ok {
			out = append(out, access{line: r.Line, shared: &a})
		} else if a, ok := globalview.FromRecord(r, d); ok {
			out = append(out, access{line: r.Line, global: &a})
		}
	}
	return out
}

// metricInt reads an integer launch metric, 0 when absent.
func metricInt(m map[string]float64, name string) int { return int(m[name]) }

// launchSettings is the launch's own occupancy configuration.
func launchSettings(l *sim.LaunchReport, gpu string) occupancyview.Settings {
	threads := l.Block[0] * l.Block[1] * l.Block[2]
	if v := metricInt(l.Metrics, "launch__block_size"); v > 0 {
		threads = v
	}
	return occupancyview.Settings{
		GPU:     gpu,
		Threads: threads,
		Regs:    metricInt(l.Metrics, "launch__registers_per_thread"),
		Smem:    metricInt(l.Metrics, "launch__shared_mem_per_block_static") + l.DynamicSmem,
	}
}

// timelineInput derives the block-dispatch picture of a launch from its
// grid and its occupancy on p.
func timelineInput(l *sim.LaunchReport, m occupancyview.Model, p *hardware.Profile) timelineview.Input {
	blocks := l.Grid[0] * l.Grid[1] * l.Grid[2]
	in := timelineview.Input{
		Kernel: l.Kernel, Blocks: blocks, SMs: p.SMs, BlocksPerSM: m.Result.BlocksPerSM,
		WarpsPerBlock: m.Result.WarpsPerBlock, Schedulers: p.SchedulersPerSM,
	}
	if t := l.Timing; t != nil && t.Err == "" {
		in.Cycles = t.Cycles
		// The timing model times SM 0's schedulers (timing.Launch.TimelineSMs).
		for _, st := range t.Timeline {
			if st.SM != 0 {
				continue
			}
			a := timelineview.SchedulerActivity{SM: st.SM, Scheduler: st.Scheduler}
			for _, sg := range st.Segments {
				a.Segments = append(a.Segments, timelineview.Segment{Start: sg.Start, End: sg.End, State: sg.State.String()})
			}
			in.Activity = append(in.Activity, a)
		}
	}
	return in
}

// HeatMetric is the per-line counter the editor's heat gutter shows: warp
// instructions executed, where a line's share of the work is plainest.
const HeatMetric = "smsp__inst_executed.sum"

// Heat sums HeatMetric per source line over the launches.
func Heat(launches []sim.LaunchReport) map[int]float64 {
	h := map[int]float64{}
	for _, l := range launches {
		for line, m := range l.Lines {
			if v := m[HeatMetric]; v > 0 {
				h[line] += v
			}
		}
	}
	return h
}
