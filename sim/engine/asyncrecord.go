package engine

import (
	"fmt"

	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
)

// queueRecording is the worker's side of a launch's timing recording
// (asyncobserve.go): it writes the memory system's outcomes into the
// streams of the blocks that recorded, adds each ended block's streams to
// the recorder as traceEndBlock does on the synchronous path, and decides
// after each block, as traceBeginBlock would before the next, whether the
// recording is full. The recorder and the launch's early replay are the
// worker's until the queue closes.
type queueRecording struct {
	t  *launchTiming
	q  *observeQueue
	in occupancy.Input // the occupancy a replay ahead assumes
	// full: a block ended with the recording full, so the blocks after it
	// began full on the synchronous path and record nothing.
	full bool
	// pending is the outcomes of the recorded accesses of the block that
	// runs, for its streams when it ends.
	pending []pendingCost
}

// pendingCost is one memory instruction's outcome: instruction inst of the
// stream of the block's warp warp.
type pendingCost struct {
	warp, inst int32
	out        memsys.Outcome
}

// cost keeps the outcome of a recorded access, whose instruction is inst
// in its warp's stream, as observeAccess costs it on the synchronous path.
func (r *queueRecording) cost(a *memsys.Access, inst int32, out *memsys.Outcome) {
	if r.full {
		return // its block's streams will be dropped
	}
	r.pending = append(r.pending, pendingCost{warp: int32(a.Warp), inst: inst, out: instOutcome(a, *out, r.t.l2Only)})
}

// endBlock adds block e's streams, the first of streams when it recorded,
// to the recorder, and returns the streams of the blocks after it.
func (r *queueRecording) endBlock(e blockEnd, streams []endedStream) []endedStream {
	var mine []endedStream
	if e.recorded {
		mine, streams = streams[:e.warps], streams[e.warps:]
	}
	t := r.t
	if r.full && e.recorded {
		overlapCounts.inVain.Add(1)
	}
	switch {
	case r.full:
		// As traceEndBlock adds a block that began full: nothing when the
		// replay runs ahead, an empty sampled stream per warp otherwise.
		if t.ahead != nil {
			t.ahead.ended++
		} else {
			for w := range e.warps {
				t.rec.AddTruncatedStream(e.linear, w, nil)
			}
		}
	case !e.recorded:
		panic(fmt.Sprintf("block %d did not record its timing streams before the recording was full", e.linear))
	default:
		for _, p := range r.pending {
			mine[p.warp].insts[p.inst].FromOutcome(p.out)
		}
		for w, s := range mine {
			consumeLoads(s.insts)
			if s.truncated {
				t.rec.AddTruncatedStream(e.linear, w, s.insts)
			} else {
				t.rec.AddStream(e.linear, w, s.insts)
			}
		}
		if t.recordingFull() {
			r.full = true
			r.q.full.Store(true)
			if t.replaysAhead(e.linear+1, e.warps) {
				t.startReplayAhead(e.linear+1, e.warps, r.in)
			}
		}
	}
	r.pending = r.pending[:0]
	for _, s := range mine {
		select {
		case r.q.spare <- s.insts[:0]:
		default:
		}
	}
	return streams
}
