package engine

import (
	"math"
	"math/bits"

	"runtime"
	"simtlab/sim/diag"
	"sync"
	"sync/atomic"

	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
	"simtlab/sim/timing"
)

// Overlapping the memory system and the timing replay with the engine.
//
// In native builds with more than one thread, a launch hands its accesses
// (copies, in batches) to one worker goroutine that gives them to the
// observer in the same order (observeQueue), from its first block on.
//
// While the launch records its timing streams, a memory instruction's cost
// is the memory system's outcome, which the engine no longer waits for: it
// builds the instruction without its cost (warpTrace.memInst) and queues
// the access with the instruction's place in its warp's stream. At the end
// of a block it hands the block's streams to the worker behind the block's
// accesses (and takes fresh buffers); the worker writes the costs in and
// adds the streams to the recorder, in the order and with the contents the
// synchronous path gives it (queueRecording, asyncrecord.go). The recorder
// is the worker's until the queue closes.
//
// The engine cannot tell when the recording is full (that depends on
// which streams the recorder finds identical, hence on the costs): the
// worker decides it after each block, exactly as traceBeginBlock would,
// and tells the engine, which records the blocks it began before hearing
// it in vain: the worker drops their streams and adds what the
// synchronous path adds for a block that began full.
//
// Once the recording is full the replay's input is final, because every
// later warp adds the same sampled stream whatever it does: the worker
// adds the later blocks' sampled streams to the recorder at once, in the
// order their blocks would add them, and replays them on another
// goroutine (replayAhead).
//
// The launch waits for both before anything reads the memory system
// (EndLaunch), the recorder or the replay's report, and on every exit. A
// launch that ends early (a fault, the step budget, Stop) discards the
// early replay and replays the streams of the blocks that ran, as before;
// so every counter, trace and report is the synchronous path's.
// WebAssembly has one thread: there the goroutine path is off, and a run
// that has a memory worker on another thread sends the same batches to it
// instead (remote.go).

// overlap turns the asynchronous paths on; tests turn it off to compare.
var overlap = true

// overlapCounts counts, over the process, the launches that queued their
// accesses and whose early replay was kept or discarded, and the blocks
// recorded in vain, and the repeated pairs of dot-product bursts: tests
// check that their programs take the path they test.
var overlapCounts struct{ queued, kept, discarded, inVain, pairs atomic.Int64 }

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

// A batch also goes to the worker once the blocks that ended in it hold
// batchStreamInsts recorded instructions or number batchBlocks: that
// bounds the streams in flight, and how many blocks the engine records
// in vain before it hears that the recording is full.
const (
	batchStreamInsts = 1 << 14
	batchBlocks      = 256
)

// queuedAccess is a memsys.Access with only the addresses it needs, so
// that a batch is a fraction of the cache a batch of whole Accesses (320
// bytes each) takes: in rows when they are one or two row starts (an
// affine access, or rows of 16 lanes), in the batch's addrs otherwise.
// Line, SM and Warp are narrower than Access's (a block index is not).
type queuedAccess struct {
	space             memsys.Space
	op                memsys.Op
	width             uint8
	atom              memsys.AtomKind
	rowLanes          uint8
	affine, rowStarts bool
	bypassL1          bool
	// lanes: the access holds every lane's address (rowShift 0), and they
	// form an arithmetic sequence: rows holds lane 0's and the step, not
	// the batch's addrs (a partial mask keeps the engine from calling such
	// an access affine).
	lanes bool
	mask  uint32
	// cost is where the outcome goes: the index of the instruction in its
	// warp's (Warp) stream, -1 = nowhere (the warp does not record).
	cost        int32
	line, sm, w int32
	block       int
	stride      int64
	rows        [2]uint64 // lanes 0 and 16, when rowShift is 4 or 5
	// repeat > 0 makes this access and the next a pair that repeats
	// repeat times, the j-th time (from 0) with each one's rows moved by
	// j·step (addPair: a dot-product burst's two loads).
	repeat int32
	// skipped is how many accesses the engine counted itself (a shared
	// tally) since the one before: the memory system skips their sequence
	// numbers before this one's.
	skipped uint32
	step    uint64
}

// accessBatch is accesses queued together, and the blocks that ended
// among them.
type accessBatch struct {
	accs    []queuedAccess
	addrs   []uint64
	ends    []blockEnd
	streams []endedStream // the recorded streams of ends' blocks, in order
	insts   int           // instructions in streams
}

// blockEnd is a block that ended after the batch's first at accesses.
type blockEnd struct {
	at, linear int
	warps      int  // the block's warps
	recorded   bool // its warps recorded: warps streams follow in streams
}

// endedStream is one warp's stream as the block left it, costs missing.
type endedStream struct {
	insts     []timing.Inst
	truncated bool
	same      bool // the previous stream of the batch has the same instructions (remote queues only)
}

// observeQueue hands accesses to an OutcomeObserver on a worker goroutine,
// in order. Batches are reused: no allocation per access.
type observeQueue struct {
	obs      OutcomeSink       // where the accesses go (sinkOf)
	pairB    memsys.Access     // the second access of a burst's pair
	rec      *queueRecording   // the worker's side of the timing recording; nil = none
	batch    *accessBatch      // being filled by the engine
	work     chan *accessBatch // full batches, to the worker
	free     chan *accessBatch // emptied batches, back to the engine
	done     chan struct{}     // closed when the worker has finished
	panicked any               // what the observer panicked with, if it did
	// full is set by the worker once the recording is full: the blocks the
	// engine begins from then on need not record.
	full atomic.Bool
	// spare is stream buffers the recorder is done with, back to the engine.
	spare chan []timing.Inst
	// remote is the memory worker on another thread the batches go to
	// instead (remote.go); then msg is the encoding buffer, and recorded
	// is what the worker's recorder counts as recorded so far.
	remote      *RemoteObserver
	msg         []byte
	recorded    int
	recordedLen timing.RecordedLen
	// sent is the stream instructions sent so far, nextAsk where the last
	// question whether the recording is full was asked (countRecorded).
	sent, nextAsk int
	inflight      int // batches sent and not yet acknowledged (remoteWindow)
	// weight is what the batch's accesses cost (weightOf), counted
	// for a remote worker, which takes the batch once it reaches
	// maxWeight: scattered accesses cost the memory system many times what
	// rows do, and the batches in flight bound how long Stop waits for it.
	weight, maxWeight int
	// waited is called after the engine waited for the remote worker.
	waited func()
	// shared counts, where the observer is a memory system, the shared
	// loads and stores addStrided need not queue (memsys.SharedTally):
	// those of warps that traced does not select, which the memory system
	// would only count (traced nil: no warp); skipped is how many since the
	// last access queued.
	shared  *memsys.SharedTally
	traced  func(block, warp int) bool
	skipped uint32
	// sys is the memory system the worker observes with (Skip, AddShared).
	sys *memsys.System
}

// spareStreams is how many stream buffers wait for reuse at most.
const spareStreams = 64

// MemorySystemObserver is an OutcomeObserver whose ObserveOutcome is its
// memory system's: the queue's worker gives the accesses to that directly,
// one call level less per access (each costs about 9 ns in WebAssembly).
type MemorySystemObserver interface {
	MemorySystem() *memsys.System
}

// sinkOf is obs's memory system where it tells it, or else obs.
func sinkOf(obs OutcomeObserver) OutcomeSink {
	if o, ok := obs.(MemorySystemObserver); ok {
		if sys := o.MemorySystem(); sys != nil {
			return sys
		}
	}
	return obs
}

// startObserveQueue starts the worker; rec (nil = none) is the recording
// whose streams the queue carries.
func startObserveQueue(obs OutcomeObserver, rec *queueRecording) *observeQueue {
	q := &observeQueue{obs: sinkOf(obs), rec: rec,
		work:  make(chan *accessBatch, queueBatches),
		free:  make(chan *accessBatch, queueBatches),
		done:  make(chan struct{}),
		spare: make(chan []timing.Inst, spareStreams),
	}
	if rec != nil {
		rec.q = q
	}
	if sys, ok := q.obs.(*memsys.System); ok {
		q.sys, q.shared, q.traced = sys, &memsys.SharedTally{}, sys.Traces
	}
	q.batch = batchPool.Get().(*accessBatch)
	q.maxWeight = math.MaxInt // by count alone: the native worker keeps up
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

// rowShift is the log2 of the lanes between the addresses an access
// holds: 5 for an affine access of row starts (lane 0 alone), that of
// RowLanes for one of row starts with that hint, 0 otherwise (every lane).
// It follows FillRows.
func rowShift(a *memsys.Access) uint {
	switch r := a.RowLanes; {
	case !a.RowStarts:
	case a.Affine:
		return 5
	case r > 0 && r < 32 && r&(r-1) == 0:
		return uint(bits.TrailingZeros8(r))
	}
	return 0
}

// laneStep returns the step of addrs when they form an arithmetic
// sequence.
func laneStep(addrs *[32]uint64) (uint64, bool) {
	d := addrs[1] - addrs[0]
	for l := 2; l < len(addrs); l++ {
		if addrs[l]-addrs[l-1] != d {
			return 0, false
		}
	}
	return d, true
}

// add queues a copy of a (the engine reuses its access), whose outcome
// costs instruction cost of its warp's stream (-1 = none).
func (q *observeQueue) add(a *memsys.Access, cost int32) {
	x := q.put(a, cost)
	if q.remote != nil {
		q.weight += weightOf(x)
	}
	if len(q.batch.accs) == cap(q.batch.accs) || q.weight >= q.maxWeight {
		q.handOn()
	}
}

// addStrided queues what add(a, -1) queues for the access a that
// affineAccess would fill for a warp whose lanes in m access one stride
// apart from base, with a's other fields from like (the launch's access,
// whose atomic kind and L1 bypass other observers set): without filling
// a's 32 addresses, nor copying or testing them. With every lane running
// that is memsys.Access.Affine with RowStarts; with some, put finds the
// addresses an arithmetic sequence (lanes). The engine's untraced warps
// queue most of their accesses so, and in the browser this is the page's
// thread's work.
func (q *observeQueue) addStrided(like *memsys.Access, space memsys.Space, op memsys.Op, width uint8, m uint32, base uint64, stride int64, line, sm, block, warp int) {
	if space == memsys.Shared && q.shared != nil && (q.traced == nil || !q.traced(block, warp)) && q.shared.Count(line, op, width, m, base, stride) {
		q.skipped++
		return
	}
	b := q.batch
	n := len(b.accs)
	b.accs = b.accs[:n+1]
	x := &b.accs[n]
	x.space, x.op, x.width, x.atom, x.mask = space, op, width, like.Atom, m
	x.rowLanes, x.stride, x.bypassL1 = 0, stride, like.BypassL1
	x.cost, x.line, x.sm, x.block, x.w = -1, int32(line), int32(sm), block, int32(warp)
	x.repeat, x.skipped, q.skipped = 0, q.skipped, 0
	if m == 0xffffffff {
		x.affine, x.rowStarts, x.lanes = true, true, false
		x.rows = [2]uint64{base, base + 16*uint64(stride)} // lane 16's is not read (rowShift 5)
	} else {
		x.affine, x.rowStarts, x.lanes = false, false, true
		x.rows = [2]uint64{base, uint64(stride)}
	}
	if q.remote != nil {
		q.weight += weightOf(x)
	}
	if len(b.accs) == cap(b.accs) || q.weight >= q.maxWeight {
		q.handOn()
	}
}

// weightOf is about what an access costs the memory system: the square
// of the 128-byte lines it touches (from its stride; all 32 for a list of
// addresses), as scattered lines also miss where rows hit (in the browser
// a scattered warp access costs the memory system some 500 times a row's).
func weightOf(x *queuedAccess) int {
	n := linesOf(x)
	return n * n
}

// linesOf is about how many 128-byte lines an access touches.
func linesOf(x *queuedAccess) int {
	var d int64
	switch {
	case x.lanes:
		d = int64(x.rows[1])
	case x.affine:
		d = x.stride
	case x.rowStarts:
		return 32 / max(int(x.rowLanes), 1) // rows of rowLanes consecutive lanes
	default:
		return 32
	}
	if d < 0 {
		d = -d
	}
	if d >= 128 || d < 0 {
		return 32
	}
	return 1 + int(31*d/128)
}

// put writes a copy of a into the batch's next slot (there is one: a full
// batch is handed on) and returns it. It writes the fields in place: a
// struct literal appended is built on the stack and copied, twice the
// stores.
func (q *observeQueue) put(a *memsys.Access, cost int32) *queuedAccess {
	b := q.batch
	n := len(b.accs)
	b.accs = b.accs[:n+1]
	x := &b.accs[n]
	x.space, x.op, x.width, x.atom, x.mask = a.Space, a.Op, a.Width, a.Atom, a.Mask
	x.rowLanes, x.affine, x.rowStarts, x.stride, x.bypassL1 = a.RowLanes, a.Affine, a.RowStarts, a.Stride, a.BypassL1
	x.cost, x.line, x.sm, x.block, x.w = cost, int32(a.Line), int32(a.SM), a.Block, int32(a.Warp)
	x.repeat, x.lanes, x.skipped, q.skipped = 0, false, q.skipped, 0
	switch sh := rowShift(a); {
	case sh >= 4:
		x.rows = [2]uint64{a.Addr[0], a.Addr[16]}
	case sh == 0:
		if d, ok := laneStep(&a.Addr); ok {
			x.rows, x.lanes = [2]uint64{a.Addr[0], d}, true
			break
		}
		b.addrs = append(b.addrs, a.Addr[:]...)
	default:
		m, k := len(b.addrs), 32>>sh
		b.addrs = b.addrs[:m+k] // within cap, as accs
		for j, dst := 0, b.addrs[m:m+k]; j < len(dst); j++ {
			dst[j] = a.Addr[(j<<sh)&31]
		}
	}
	return x
}

// addPair queues n repetitions of the accesses a and b, the j-th (from 0)
// with their rows moved by j·da and j·db: what a dot-product burst's n
// iterations would queue one by one (dotloop.go). Both hold their rows
// (rowShift 4 or 5) and cost nothing (the warp does not record).
func (q *observeQueue) addPair(a, b *memsys.Access, da, db uint64, n int32) {
	if cap(q.batch.accs)-len(q.batch.accs) < 2 { // the pair stays in one batch
		q.handOn()
	}
	x := q.put(a, -1)
	y := q.put(b, -1)
	x.repeat, x.step, y.step = n, da, db
	overlapCounts.pairs.Add(1)
	if q.remote != nil {
		q.weight += int(n) * (weightOf(x) + weightOf(y))
	}
	if len(q.batch.accs) == cap(q.batch.accs) || q.weight >= q.maxWeight {
		q.handOn()
	}
}

// handOn gives the batch being filled to the worker and takes an empty one.
func (q *observeQueue) handOn() {
	if q.remote != nil {
		q.postBatch()
		return
	}
	q.work <- q.batch
	q.batch = <-q.free
}

// endBlock queues the end of block b, after its accesses: with its warps'
// streams when recorded says they recorded, each warp then given an
// emptied buffer for its next block.
func (q *observeQueue) endBlock(b *blockState, recorded bool) {
	bt := q.batch
	bt.ends = append(bt.ends, blockEnd{at: len(bt.accs), linear: b.linear, warps: len(b.warps), recorded: recorded})
	if recorded {
		for _, w := range b.warps {
			bt.streams = append(bt.streams, endedStream{insts: w.tr.insts, truncated: w.tr.truncated})
			bt.insts += len(w.tr.insts)
			w.tr.insts = q.spareStream(len(w.tr.insts))
		}
		if q.remote != nil {
			q.countRecorded(bt.streams, len(bt.streams)-len(b.warps))
		}
	}
	if q.remote == nil && (bt.insts >= batchStreamInsts || len(bt.ends) >= batchBlocks) {
		q.handOn()
	}
}

// spareStream is an emptied stream buffer: one that waits for reuse, or
// else a new one of n instructions, what the warp's last block recorded
// (a stream grown from nothing by append is allocated seven times or so).
func (q *observeQueue) spareStream(n int) []timing.Inst {
	select {
	case s := <-q.spare:
		return s
	default:
		if n == 0 {
			return nil
		}
		return make([]timing.Inst, 0, n)
	}
}

// close hands on the last batch and waits until the worker has observed
// every access. It returns what the observer panicked with, if it did.
func (q *observeQueue) close() any {
	if b := q.batch; len(b.accs) > 0 || len(b.ends) > 0 {
		q.work <- b
		q.batch = nil
	}
	close(q.work)
	<-q.done
	if q.shared != nil {
		q.sys.AddShared(q.shared)
	}
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
	var out memsys.Outcome
	for b := range q.work {
		if q.panicked == nil {
			q.observe(b, &a, &out)
		}
		clear(b.streams) // the buffers are the engine's again
		b.accs, b.addrs, b.ends, b.streams, b.insts = b.accs[:0], b.addrs[:0], b.ends[:0], b.streams[:0], 0
		q.free <- b
	}
}

// observe hands one batch to the observer, each access rebuilt in a, and
// the blocks that ended in it to the recording. The lanes an access does
// not hold keep earlier addresses, as the engine's own reused access does:
// the memory system reads only what the hints promise. A panic stops the
// observations (as it would stop the engine on the synchronous path) and
// is re-raised when the launch ends.
func (q *observeQueue) observe(b *accessBatch, a *memsys.Access, out *memsys.Outcome) {
	defer func() {
		if r := recover(); r != nil {
			q.panicked = r
		}
	}()
	addrs, streams := b.addrs, b.streams
	from := 0
	for _, e := range b.ends {
		addrs = q.observeAccesses(b.accs[from:e.at], addrs, a, out)
		from = e.at
		streams = q.rec.endBlock(e, streams)
	}
	q.observeAccesses(b.accs[from:], addrs, a, out)
}

// observeAccesses observes accs, whose addresses begin addrs, and returns
// the addresses that follow theirs.
func (q *observeQueue) observeAccesses(accs []queuedAccess, addrs []uint64, a *memsys.Access, out *memsys.Outcome) []uint64 {
	for i := 0; i < len(accs); i++ {
		x := &accs[i]
		if x.skipped != 0 && q.sys != nil {
			q.sys.Skip(int(x.skipped))
		}
		if x.repeat > 0 && i+1 < len(accs) { // a burst's pair (addPair)
			y, b := &accs[i+1], &q.pairB
			setAccess(a, x)
			setAccess(b, y)
			for j := range uint64(x.repeat) {
				q.observeRows(a, x, j*x.step, out)
				q.observeRows(b, y, j*y.step, out)
			}
			i++
			continue
		}
		setAccess(a, x)
		switch sh := rowShift(a); sh {
		case 5:
			a.Addr[0] = x.rows[0]
		case 4:
			a.Addr[0], a.Addr[16] = x.rows[0], x.rows[1]
		case 0:
			if x.lanes {
				for l := range a.Addr {
					a.Addr[l] = x.rows[0] + uint64(l)*x.rows[1]
				}
				break
			}
			a.Addr = [32]uint64(addrs)
			addrs = addrs[32:]
		default:
			k := 32 >> sh
			for j, v := range addrs[:k] {
				a.Addr[(j<<sh)&31] = v
			}
			addrs = addrs[k:]
		}
		q.obs.ObserveOutcome(a, out)
		if x.cost >= 0 {
			q.rec.cost(a, x.cost, out)
		}
	}
	return addrs
}

// setAccess sets every field of a but the addresses from x.
func setAccess(a *memsys.Access, x *queuedAccess) {
	a.Space, a.Op, a.Width, a.Atom, a.Mask = x.space, x.op, x.width, x.atom, x.mask
	a.RowLanes, a.Affine, a.RowStarts, a.Stride, a.BypassL1 = x.rowLanes, x.affine, x.rowStarts, x.stride, x.bypassL1
	a.Line, a.SM, a.Block, a.Warp = int(x.line), int(x.sm), x.block, int(x.w)
}

// observeRows observes x, an access that holds its rows and costs
// nothing, with its rows moved by d, in a, which setAccess set from x:
// the memory system changes no field of an access but its addresses and
// RowStarts (FillRows), which this sets again.
func (q *observeQueue) observeRows(a *memsys.Access, x *queuedAccess, d uint64, out *memsys.Outcome) {
	a.RowStarts = x.rowStarts
	a.Addr[0] = x.rows[0] + d
	if rowShift(a) == 4 {
		a.Addr[16] = x.rows[1] + d
	}
	q.obs.ObserveOutcome(a, out)
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

// startReplayAhead adds the sampled streams of block first and every later
// block (warps each) to the recorder, exactly as traceEndBlock would after
// each block (the recording is full: every warp's stream is empty and
// sampled), and starts replaying them with occupancy in.
func (t *launchTiming) startReplayAhead(first, warps int, in occupancy.Input) {
	blocks := t.blocks
	a := &replayAhead{in: in, base: len(t.rec.Streams()), warps: warps,
		blocks: blocks - first, done: make(chan struct{})}
	for blk := first; blk < blocks; blk++ {
		for w := range warps {
			t.rec.AddTruncatedStream(blk, w, nil)
		}
	}
	launch := timing.Launch{Kernel: t.kernel, Blocks: blocks, Occupancy: a.in, MaxInsts: replayBudget}
	streams, gpu := t.rec.Streams(), t.gpu
	t.ahead = a
	go func() {
		defer close(a.done)
		defer func() {
			if r := recover(); r != nil {
				a.panicked = r
			}
		}()
		if t.replay != nil {
			a.rep = t.replay(gpu, launch, streams)
		} else {
			a.rep = timing.Simulate(gpu, launch, streams)
		}
	}()
}

// replaysAhead reports whether a launch whose recording is full from block
// first on, with warps warps a block, replays ahead: not when no block is
// left, nor when too many are (maxAheadStreams).
func (t *launchTiming) replaysAhead(first, warps int) bool {
	rest := t.blocks - first
	return rest > 0 && rest <= maxAheadStreams/max(warps, 1)
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

// startQueue is startTiming's hook: it queues the launch's accesses and
// their timing recording to the worker where it may.
func (l *launchState) startQueue() {
	t := l.timing
	if o, ok := l.obs.(*RemoteObserver); ok {
		// Every launch of a run with a remote memory system queues (sim.Run
		// does not give one to a program with cluster kernels).
		t.queue = startRemoteQueue(o, l)
		return
	}
	if t.outcome == nil || l.cdim != [3]int{} || !overlapping() {
		// Cluster kernels run their warps on goroutines of their own and
		// record a cluster's blocks together: they stay synchronous.
		return
	}
	t.queue = startObserveQueue(t.outcome, &queueRecording{t: t, in: l.m.occupancyInput(l)})
	overlapCounts.queued.Add(1)
}

// startOverlap is traceBeginBlock's hook, on the synchronous path, once
// the recording is full: the replay starts ahead where it may (a launch
// whose observer reports no outcomes).
func (l *launchState) startOverlap(b *blockState) {
	t := l.timing
	if t.overlapDecided {
		return
	}
	t.overlapDecided = true
	if l.cdim != [3]int{} || !overlapping() {
		return
	}
	if t.replaysAhead(b.linear, len(b.warps)) {
		t.startReplayAhead(b.linear, len(b.warps), l.m.occupancyInput(l))
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
	if t.queue.remote != nil {
		p, lost := t.queue.closeRemote(l.m.occupancyInput(l))
		t.remoteReport, t.queue = t.queue.remote.reply.report(), nil
		if lost != nil {
			// The worker is gone (the browser stopped it): the program's
			// output stands, its memory counters and timing are missing.
			t.remoteLost = true
			l.m.warnf(diag.Pos{}, diag.KindLimit, "the memory system's worker stopped (%v): launch %s has no memory counters or timing", lost, t.kernel)
		}
		if p != nil {
			panic(p)
		}
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
		if t.queue.remote == nil {
			t.queue.close()
		} // the worker forgets the launch when the next one begins
		t.queue = nil
	}
	if t.ahead != nil {
		<-t.ahead.done
		t.ahead = nil
	}
}
