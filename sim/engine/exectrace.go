package engine

import (
	"slices"

	"simtlab/sim/memsys"
)

// DefaultMaxExecSteps bounds the execution trace of one launch: enough for
// every lesson's traced warp, small enough for the browser to hold.
const DefaultMaxExecSteps = 20_000

// ExecStep is a run of warp instructions on one source line with one active
// mask: consecutive instructions that agree on both are folded into a step.
type ExecStep struct {
	Line  int    // 1-based source line
	Mask  uint32 // active lanes, bit i = lane i
	Count int    // warp instructions folded into the step, ≥ 1
}

// ExecWarp is the step sequence of one traced warp.
type ExecWarp struct {
	Block int // linear block index
	Warp  int // warp index within the block
	Steps []ExecStep
}

// ExecTrace is the execution trace of one launch's traced warps (the same
// selection as the memory trace, memsys.TraceOptions).
type ExecTrace struct {
	Kernel string
	// Launch is the launch's position in the run's launch order.
	Launch int
	Warps  []ExecWarp // by block, then warp
	// Dropped counts warp instructions of traced warps not recorded
	// because the launch already held MaxSteps steps.
	Dropped int
}

// execRecorder builds the execution traces of a run; nil when off.
type execRecorder struct {
	opts     memsys.TraceOptions
	maxSteps int
	traces   []*ExecTrace

	launch *launchState // the launch cur belongs to
	cur    *ExecTrace
	steps  int // steps stored in cur

	// The last warp seen, so that consecutive instructions of one warp
	// skip the selection check.
	lastBlock  *blockState
	lastLinear int
	lastWarp   int
	lastOut    *ExecWarp // nil: that warp is not traced
}

// EnableExecTrace records, for the warps opts selects, each executed warp
// instruction's line and active mask. Call it before Run.
func (m *Machine) EnableExecTrace(opts memsys.TraceOptions) {
	if !opts.Enabled() {
		m.exec = nil
		return
	}
	m.exec = &execRecorder{opts: opts, maxSteps: DefaultMaxExecSteps}
}

// ExecTraces returns the execution traces recorded, in launch order; a
// launch in which no traced warp ran has none.
func (m *Machine) ExecTraces() []*ExecTrace {
	if m.exec == nil {
		return nil
	}
	for _, t := range m.exec.traces {
		slices.SortFunc(t.Warps, func(a, b ExecWarp) int {
			if a.Block != b.Block {
				return a.Block - b.Block
			}
			return a.Warp - b.Warp
		})
	}
	return m.exec.traces
}

// add records one warp instruction (the hook in Warp.count).
func (r *execRecorder) add(w *Warp, line int, mask uint32) {
	l, b := w.m.launch, w.blk
	if l == nil || b == nil {
		return // host code
	}
	if l != r.launch {
		r.launch = l
		r.cur = &ExecTrace{Kernel: l.fn.name(), Launch: len(w.m.launches)}
		r.traces = append(r.traces, r.cur)
		r.steps = 0
		r.lastBlock = nil
	}
	if b != r.lastBlock || b.linear != r.lastLinear || w.warpIdx != r.lastWarp {
		r.lastBlock, r.lastLinear, r.lastWarp = b, b.linear, w.warpIdx
		r.lastOut = r.warpOf(b.linear, w.warpIdx)
	}
	out := r.lastOut
	if out == nil {
		return
	}
	if n := len(out.Steps); n > 0 && out.Steps[n-1].Line == line && out.Steps[n-1].Mask == mask {
		out.Steps[n-1].Count++
		return
	}
	if r.steps >= r.maxSteps {
		r.cur.Dropped++
		return
	}
	out.Steps = append(out.Steps, ExecStep{Line: line, Mask: mask, Count: 1})
	r.steps++
}

// selects reports whether the trace records w's instructions.
func (r *execRecorder) selects(w *Warp) bool {
	return w.blk != nil && slices.Contains(r.opts.Blocks, w.blk.linear) &&
		(len(r.opts.Warps) == 0 || slices.Contains(r.opts.Warps, w.warpIdx))
}

// warpOf finds or starts the record of a selected warp; nil when the warp
// is not selected.
func (r *execRecorder) warpOf(block, warp int) *ExecWarp {
	if !slices.Contains(r.opts.Blocks, block) {
		return nil
	}
	if len(r.opts.Warps) > 0 && !slices.Contains(r.opts.Warps, warp) {
		return nil
	}
	for i := range r.cur.Warps {
		if r.cur.Warps[i].Block == block && r.cur.Warps[i].Warp == warp {
			return &r.cur.Warps[i]
		}
	}
	r.cur.Warps = append(r.cur.Warps, ExecWarp{Block: block, Warp: warp})
	// Appending may move the slice: the cached pointer must follow it.
	return &r.cur.Warps[len(r.cur.Warps)-1]
}
