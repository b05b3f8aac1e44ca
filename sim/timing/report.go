package timing

import "simtlab/hardware/occupancy"

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
	// Policy is the schedulers' warp order; the zero value is
	// GreedyThenOldest.
	Policy Policy
	// MaxInsts bounds the instructions Simulate replays; a larger launch is
	// sampled (see Sample). 0 = DefaultMaxInsts.
	MaxInsts int64
}

// DefaultMaxInsts keeps one Simulate call to about a second.
const DefaultMaxInsts = 4 << 20

// Sample describes how a launch too large to replay in full was timed: its
// first Blocks blocks ran on a slice of SMs of the GPU with the same share
// of L2 and DRAM bandwidth, so each SM of the slice saw the work and the
// waves an SM of the whole GPU sees. If even one SM's share was too large,
// only its first waves ran. The report's cycles are the slice's scaled by
// TimeScale; instruction and stall counts are scaled by CountScale.
type Sample struct {
	SMs, Blocks int
	TimeScale   float64
	CountScale  float64
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

	// Sample is nil when every instruction was replayed.
	Sample *Sample

	Warps    []WarpStats
	Lines    map[int]StallCounts
	Timeline []SchedulerTimeline
}
