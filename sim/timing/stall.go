package timing

// Stall is a warp's state in one cycle, as Nsight Compute's warp-state
// sampling names it (smsp__pcsamp_warps_issue_stalled_*; the model counts
// every cycle instead of sampling).
type Stall uint8

const (
	Selected         Stall = iota // issued an instruction this cycle
	NotSelected                   // eligible, but the scheduler picked another warp
	Wait                          // fixed-latency dependency (ALU, FP64, branch)
	LongScoreboard                // waiting on an L1TEX result: global, local, global atomics
	ShortScoreboard               // waiting on an MIO result: shared memory, SFU, shuffle, constant
	MIOThrottle                   // the shared-memory (MIO) queue is full
	LGThrottle                    // the L1TEX (local/global) queue is full
	Barrier                       // waiting at __syncthreads for the rest of the block
	MathPipeThrottle              // the instruction's pipe is still busy with an earlier one
	DispatchStall                 // picked, but the dispatch could not proceed (issue-rate limit)
	NoInstruction                 // no instruction fetched yet (a block's warps just started)
	NumStalls
)

var stallNames = [...]string{"selected", "not_selected", "wait", "long_scoreboard", "short_scoreboard",
	"mio_throttle", "lg_throttle", "barrier", "math_pipe_throttle", "dispatch_stall", "no_instruction"}

// String returns Nsight Compute's suffix for the state: "long_scoreboard".
func (s Stall) String() string {
	if s < NumStalls {
		return stallNames[s]
	}
	if s == NumStalls {
		return "idle" // timeline only: no resident warp
	}
	return "stall?"
}

// MetricName is the Nsight Compute counter of warp-cycles in state s:
// "smsp__warps_issue_stalled_long_scoreboard.sum".
func (s Stall) MetricName() string { return "smsp__warps_issue_stalled_" + s.String() + ".sum" }

// StallCounts holds warp-cycles per state.
type StallCounts [NumStalls]int64

// Total is the number of warp-cycles counted.
func (c *StallCounts) Total() int64 {
	var t int64
	for _, v := range c {
		t += v
	}
	return t
}

func (c *StallCounts) add(o *StallCounts) {
	for i := range c {
		c[i] += o[i]
	}
}
