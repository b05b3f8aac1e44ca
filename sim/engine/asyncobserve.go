package engine

import (
	"runtime"
	"sync"
	"sync/atomic"

	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
	"simtlab/sim/timing"
)

// Overlapping the memory system and the timing replay with the engine.
//
// While a launch records its timing streams, every access's cost is read
// back at once (warpTrace.mem). Once the recording is full (its budget
// spent, traceBeginBlock), nothing reads the memory system again until
// the launch ends: its accesses are fire-and-forget, and the replay's
// input is final, because every later warp adds the same sampled stream
// whatever it does. From that block on, in native builds with more than
// one thread, the launch:
//
//   - queues its accesses (copies, in batches) to one worker goroutine
//     that hands them to the observer in the same order (observeQueue);
//   - adds the later blocks' sampled streams to the recorder at once, in
//     the order their blocks would add them, and replays them on a second
//     goroutine (replayAhead).
//
// The launch waits for both before anything reads the memory system
// (EndLaunch) or the replay's report, and on every exit. A launch that
// ends early (a fault, the step budget, Stop) discards the early replay
// and replays the streams of the blocks that ran, as before; so every
// counter, trace and report is the synchronous path's. WebAssembly has
// one thread: there the path is compiled out.

// overlap turns the asynchronous paths on; tests turn it off to compare.
var overlap = true

// overlapCounts counts, over the process, the launches that queued their
// accesses and whose early replay was kept or discarded: tests check that
// their programs take the path they test.
var overlapCounts struct{ queued, kept, discarded atomic.Int64 }

// overlapping reports whether this process may run the memory system and
// the replay beside the engine.
func overlapping() bool {
	return runtime.GOARCH != "wasm" && overlap && runtime.GOMAXPROCS(0) > 1
}

// queueBatch is how many accesses one batch carries: enough that waking
// the worker (a futex call, microseconds) is rare beside the memory
// system's work on them, few enough that a batch stays in the cache.
const queueBatch = 1024

// queueBatches is how many batches circulate: the engine fills one while
// the worker works on another and the rest wait, ready.
const queueBatches = 4

// queuedAccess is a memsys.Access without its addresses, which follow in
// the batch's addrs: only those the access needs, so that a batch is a
// fraction of the cache a batch of whole Accesses (320 bytes each) takes.
type queuedAccess struct {
	space              memsys.Space
	op                 memsys.Op
	width              uint8
	atom               memsys.AtomKind
	rowLanes           uint8
	affine, rowStarts  bool
	bypassL1           bool
	mask               uint32
	line, sm, block, w int
	stride             int64
}

// accessBatch is accesses queued together.
type accessBatch struct {
	accs  []queuedAccess
	addrs []uint64
}

// observeQueue hands accesses to an OutcomeObserver on a worker goroutine,
// in order. Batches are reused: no allocation per access.
type observeQueue struct {
	obs      OutcomeObserver
	batch    *accessBatch      // being filled by the engine
	work     chan *accessBatch // full batches, to the worker
	free     chan *accessBatch // emptied batches, back to the engine
	done     chan struct{}     // closed when the worker has finished
	panicked any               // what the observer panicked with, if it did
}

func startObserveQueue(obs OutcomeObserver) *observeQueue {
	q := &observeQueue{obs: obs,
		work: make(chan *accessBatch, queueBatches),
		free: make(chan *accessBatch, queueBatches),
		done: make(chan struct{}),
	}
	q.batch = batchPool.Get().(*accessBatch)
	for range queueBatches - 1 {
		q.free <- batchPool.Get().(*accessBatch)
	}
	go q.run()
	return q
}

// batchPool keeps batches (1.2 MB a queue) from one launch to the next.
var batchPool = sync.Pool{New: func() any {
	return &accessBatch{accs: make([]queuedAccess, 0, queueBatch), addrs: make([]uint64, 0, 32*queueBatch)}
}}

// rowStride is the lanes between the addresses an access holds: 32 for an
// affine access of row starts (lane 0 alone), RowLanes for one of row
// starts with that hint, 1 otherwise (every lane). It follows FillRows.
func rowStride(a *memsys.Access) int {
	switch r := int(a.RowLanes); {
	case !a.RowStarts:
	case a.Affine:
		return 32
	case r > 0 && r < 32 && r&(r-1) == 0:
		return r
	}
	return 1
}

// add queues a copy of a: the engine reuses its access.
func (q *observeQueue) add(a *memsys.Access) {
	b := q.batch
	b.accs = append(b.accs, queuedAccess{space: a.Space, op: a.Op, width: a.Width, atom: a.Atom,
		rowLanes: a.RowLanes, affine: a.Affine, rowStarts: a.RowStarts, bypassL1: a.BypassL1, mask: a.Mask,
		line: a.Line, sm: a.SM, block: a.Block, w: a.Warp, stride: a.Stride})
	if r := rowStride(a); r == 1 {
		b.addrs = append(b.addrs, a.Addr[:]...)
	} else {
		for j := 0; j < 32; j += r {
			b.addrs = append(b.addrs, a.Addr[j])
		}
	}
	if len(b.accs) == cap(b.accs) {
		q.work <- b
		q.batch = <-q.free
	}
}

// close hands on the last batch and waits until the worker has observed
// every access. It returns what the observer panicked with, if it did.
func (q *observeQueue) close() any {
	if len(q.batch.accs) > 0 {
		q.work <- q.batch
		q.batch = nil
	}
	close(q.work)
	<-q.done
	// Every batch is back: in free, or the empty one being filled.
	if q.batch != nil {
		batchPool.Put(q.batch)
		q.batch = nil
	}
	for len(q.free) > 0 {
		batchPool.Put(<-q.free)
	}
	return q.panicked
}

// run is the worker: each batch in turn, each access in order.
func (q *observeQueue) run() {
	defer close(q.done)
	var a memsys.Access
	var out memsys.Outcome // nobody reads the costs: the recording is over
	for b := range q.work {
		if q.panicked == nil {
			q.observe(b, &a, &out)
		}
		b.accs, b.addrs = b.accs[:0], b.addrs[:0]
		q.free <- b
	}
}

// observe hands one batch to the observer, each access rebuilt in a. The
// lanes an access does not hold keep earlier addresses, as the engine's
// own reused access does: the memory system reads only what the hints
// promise. A panic stops the observations (as it would stop the engine
// on the synchronous path) and is re-raised when the launch ends.
func (q *observeQueue) observe(b *accessBatch, a *memsys.Access, out *memsys.Outcome) {
	defer func() {
		if r := recover(); r != nil {
			q.panicked = r
		}
	}()
	addrs := b.addrs
	for i := range b.accs {
		x := &b.accs[i]
		a.Space, a.Op, a.Width, a.Atom, a.Mask = x.space, x.op, x.width, x.atom, x.mask
		a.RowLanes, a.Affine, a.RowStarts, a.Stride, a.BypassL1 = x.rowLanes, x.affine, x.rowStarts, x.stride, x.bypassL1
		a.Line, a.SM, a.Block, a.Warp = x.line, x.sm, x.block, x.w
		if r := rowStride(a); r == 1 {
			a.Addr = [32]uint64(addrs)
			addrs = addrs[32:]
		} else {
			for j := 0; j < 32; j += r {
				a.Addr[j] = addrs[0]
				addrs = addrs[1:]
			}
		}
		q.obs.ObserveOutcome(a, out)
	}
}

// replayAhead is a launch's replay started before the launch ended.
type replayAhead struct {
	in       occupancy.Input // the occupancy the replay assumed
	base     int             // streams recorded before the sampled blocks
	warps    int             // streams per block
	blocks   int             // blocks whose sampled streams were added ahead
	ended    int             // of those, blocks that have run
	done     chan struct{}   // closed when rep is ready
	rep      *timing.Report
	panicked any
}

// startReplayAhead adds the sampled streams of block b and every later
// block to the recorder, exactly as traceEndBlock would after each block
// (the recording is full: every warp's stream is empty and sampled), and
// starts replaying them.
func (l *launchState) startReplayAhead(b *blockState) {
	t := l.timing
	blocks := l.grid[0] * l.grid[1] * l.grid[2]
	a := &replayAhead{in: l.m.occupancyInput(l), base: len(t.rec.Streams()), warps: len(b.warps),
		blocks: blocks - b.linear, done: make(chan struct{})}
	for blk := b.linear; blk < blocks; blk++ {
		for _, w := range b.warps {
			t.rec.AddTruncatedStream(blk, w.warpIdx, nil)
		}
	}
	launch := timing.Launch{Kernel: l.fn.decl.Name, Blocks: blocks, Occupancy: a.in, MaxInsts: replayBudget}
	streams, gpu := t.rec.Streams(), l.m.cfg.GPU
	t.ahead = a
	go func() {
		defer close(a.done)
		defer func() {
			if r := recover(); r != nil {
				a.panicked = r
			}
		}()
		a.rep = timing.Simulate(gpu, launch, streams)
	}()
}

// wait returns the early replay's report once every block it assumed has
// run and the occupancy is the one it assumed; nil otherwise (the caller
// replays what did run).
func (a *replayAhead) wait(in occupancy.Input) *timing.Report {
	<-a.done
	if a.panicked != nil {
		panic(a.panicked)
	}
	if a.ended != a.blocks || a.in != in {
		overlapCounts.discarded.Add(1)
		return nil
	}
	overlapCounts.kept.Add(1)
	return a.rep
}

// startOverlap is traceBeginBlock's hook once the recording is full.
func (l *launchState) startOverlap(b *blockState) {
	t := l.timing
	if t.overlapDecided {
		return
	}
	t.overlapDecided = true
	if l.cdim != [3]int{} || !overlapping() {
		// Cluster kernels run their warps on goroutines of their own and
		// record a cluster's blocks together: they stay synchronous.
		return
	}
	if t.outcome != nil {
		t.queue = startObserveQueue(t.outcome)
		overlapCounts.queued.Add(1)
	}
	if rest := l.grid[0]*l.grid[1]*l.grid[2] - b.linear; rest > 0 && rest <= maxAheadStreams/max(len(b.warps), 1) {
		l.startReplayAhead(b)
	}
}

// maxAheadStreams bounds the sampled streams added ahead (32 bytes each):
// a grid far larger than the step budget lets run would otherwise fill
// memory with streams of blocks that never run.
const maxAheadStreams = 1 << 20

// endObserveQueue waits until the queued accesses have been observed;
// everything that reads the memory system comes after it.
func (l *launchState) endObserveQueue() {
	t := l.timing
	if t == nil || t.queue == nil {
		return
	}
	p := t.queue.close()
	t.queue = nil
	if p != nil {
		panic(p)
	}
}

// endOverlap leaves no goroutine of the launch behind, whatever way the
// launch ends (runLaunch defers it; a panic on the way out is not
// re-raised over the one already unwinding).
func (l *launchState) endOverlap() {
	t := l.timing
	if t == nil {
		return
	}
	if t.queue != nil {
		t.queue.close()
		t.queue = nil
	}
	if t.ahead != nil {
		<-t.ahead.done
		t.ahead = nil
	}
}
