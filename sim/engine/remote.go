package engine

import (
	"bytes"
	"encoding/gob"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	"simtlab/hardware"
	"simtlab/hardware/occupancy"
	"simtlab/sim/engine/le"
	"simtlab/sim/memsys"
	"simtlab/sim/timing"
)

// The memory system and the timing replay on another thread.
//
// Natively the queue of asyncobserve.go hands a launch's accesses and
// timing streams to a goroutine. Go's WebAssembly has one thread, so in
// the browser the same batches go to a Web Worker that runs another
// instance of the program (RemoteLink): the worker owns the run's memory
// system, the launch's recorder and its replay, and answers each launch's
// end with what the engine would have read from them (remoteReply). The
// batches are the queue's own, copied byte for byte: both sides are the
// same binary, so the structs have the same layout.
//
// The engine cannot ask the worker whether the recording is full (that
// would be a round trip per block): it counts what the recorder will
// count as recorded (timing.RecordedLen) and stops recording once that
// alone fills the budget. Until then it may record blocks the worker
// finds it no longer needs (when the recorder's memory fills first); the
// worker drops them, as the native worker drops the blocks recorded in
// vain. Every counter, trace and report is the synchronous path's; tests
// run the corpus both ways (remote_test.go).

// RemoteLink is the engine's end of a memory worker on another thread.
type RemoteLink interface {
	// Post sends one message; msg is the caller's again when Post returns.
	Post(msg []byte)
	// Reply waits for the worker's next message, in the order sent; an
	// error means there will be none (the worker is gone).
	Reply() ([]byte, error)
}

// The messages, by their first byte.
const (
	msgRun    = 'R' // a run begins: the setup for the worker's memory system
	msgBegin  = 'B' // a launch begins: remoteLaunch, gob
	msgBatch  = 'A' // accesses and ended blocks: encodeBatch
	msgEnd    = 'E' // the launch ended: its occupancy, gob; the worker replies
	msgFinish = 'X' // the run ended: the worker releases its memory system
	msgReplay = 'P' // replay these streams (encodeReplay); the worker replies with a replayReply
	msgFull   = 'F' // is the recording full? The worker replies with one byte, 1 = full
	msgShared = 'S' // the shared accesses the engine counted itself: memsys.SharedTally, before msgEnd
)

// The worker's messages to the engine, by their first byte.
const (
	replyAck  = 'K' // a batch has been observed
	replyFull = 'F' // msgFull's answer
	replyEnd  = 'E' // msgEnd's answer: remoteReply, gob
)

// remoteWindow bounds the batches the engine has sent and the worker has
// not yet observed: past it the engine waits until half are, so that a
// long run neither piles its batches up in the browser's memory nor leaves
// Stop waiting for the worker to catch up.
const remoteWindow = 16

// remoteLaunch is what the worker needs to observe and time a launch.
type remoteLaunch struct {
	Kernel      string
	Grid, Block [3]int
	GPU         string // hardware profile name
	L2Only      []bool // launchTiming.l2Only
	Occupancy   occupancy.Input
}

// remoteReply is what the engine reads after a launch from the memory
// system, the recorder and the replay.
type remoteReply struct {
	Metrics  map[string]float64
	Lines    map[int]map[string]float64
	Trace    *memsys.Trace
	Report   *timing.Report
	Panicked string // what the worker's observer or replay panicked with
	Lost     string // why the worker could not follow the launch (a message it could not read)
}

// RemoteObserver stands for the memory system on the worker's side: the
// engine queues every access of every launch to it (a program with
// cluster kernels, which observe synchronously, cannot use it:
// UsesClusters). Traces holds the memory traces the launches returned, in
// order, as the local observer's.
type RemoteObserver struct {
	link   RemoteLink
	gpu    string
	reply  *remoteReply // the launch that just ended, until it is read
	Traces []*memsys.Trace
	// Trace is the memory trace the worker's memory system records (its
	// setup's): the engine leaves the accesses of its warps to it.
	Trace memsys.TraceOptions
}

// NewRemoteObserver starts a run on the worker at the other end of link:
// setup is handed to the worker's factory for its memory system
// (ServeRemote), gpu names the hardware profile.
func NewRemoteObserver(link RemoteLink, gpu string, setup []byte) *RemoteObserver {
	link.Post(append([]byte{msgRun}, setup...))
	return &RemoteObserver{link: link, gpu: gpu}
}

// Finish ends the run on the worker.
func (o *RemoteObserver) Finish() { o.link.Post([]byte{msgFinish}) }

// BeginLaunch does nothing: the queue sends the launch with its recording's
// setup (startRemoteQueue).
func (o *RemoteObserver) BeginLaunch(string, [3]int, [3]int) {}

func (o *RemoteObserver) Observe(*memsys.Access) {
	panic("engine: an access reached the remote memory system outside its queue")
}

func (o *RemoteObserver) ObserveOutcome(*memsys.Access, *memsys.Outcome) {
	panic("engine: an access reached the remote memory system outside its queue")
}

// EndLaunch returns what the worker's memory system measured.
func (o *RemoteObserver) EndLaunch() (map[string]float64, map[int]map[string]float64) {
	r := o.reply
	if r == nil { // the worker did not answer: no trace, so later ones keep their launches
		o.Traces = append(o.Traces, nil)
		return nil, nil
	}
	o.Traces = append(o.Traces, r.Trace)
	return r.Metrics, r.Lines
}

// report is the reply's replay report; nil for no reply.
func (r *remoteReply) report() *timing.Report {
	if r == nil {
		return nil
	}
	return r.Report
}

// startRemoteQueue begins launch l on the worker and returns the queue
// that carries its accesses there.
func startRemoteQueue(o *RemoteObserver, l *launchState) *observeQueue {
	t := l.timing
	o.reply = nil
	var setup bytes.Buffer
	setup.WriteByte(msgBegin)
	err := gob.NewEncoder(&setup).Encode(remoteLaunch{Kernel: t.kernel, Grid: l.grid, Block: l.block,
		GPU: o.gpu, L2Only: t.l2Only, Occupancy: l.m.occupancyInput(l)})
	if err != nil {
		panic(err) // plain values: cannot fail
	}
	o.link.Post(setup.Bytes())
	buf := remotePool.Get().(*remoteBuffers)
	q := &observeQueue{remote: o, batch: buf.batch, msg: buf.msg, spare: make(chan []timing.Inst, remoteSpareStreams),
		maxWeight: remoteWeight, waited: l.m.yieldSoon,
		shared: &memsys.SharedTally{}}
	if o.Trace.Enabled() {
		q.traced = o.Trace.Selects
	}
	return q
}

// remoteBuffers are a remote queue's batch and the buffer it is encoded
// into, kept from one launch to the next (3 MB: each launch would
// allocate and clear them again).
type remoteBuffers struct {
	batch *accessBatch
	msg   []byte
}

var remotePool = sync.Pool{New: func() any {
	return &remoteBuffers{batch: &accessBatch{accs: make([]queuedAccess, 0, remoteBatch),
		addrs: make([]uint64, 0, 32*remoteBatch)}}
}}

// remoteBatch is how many accesses a batch to a remote worker carries:
// more than the native queue's, as each message costs the page's thread a
// JavaScript allocation and a postMessage, and the worker nothing to wake.
const remoteBatch = 8192

// remoteSpareStreams is how many stream buffers of at most
// remoteSpareCap instructions wait for reuse on the engine's side of a
// remote worker: every stream of a batch is free once the batch is
// encoded, and a batch of small blocks holds a thousand or so (the
// reduction's), which would otherwise be allocated again, block after
// block (8 MB at most kept).
const (
	remoteSpareStreams = 1024
	remoteSpareCap     = 512
)

// remoteWeight is what a remote batch's accesses cost at most
// (weightOf): 64k accesses in rows of two lines, or 256 scattered ones.
const remoteWeight = 1 << 18

// postBatch sends the batch being filled and empties it.
func (q *observeQueue) postBatch() {
	b := q.batch
	if q.inflight >= remoteWindow {
		for q.inflight > remoteWindow/2 {
			if _, err := q.await(replyAck); err != nil {
				break // the launch's end reports it
			}
		}
		q.waited()
	}
	q.msg = encodeBatch(append(q.msg[:0], msgBatch), b)
	q.remote.link.Post(q.msg)
	q.inflight++
	for _, s := range b.streams {
		if cap(s.insts) > remoteSpareCap {
			continue
		}
		select {
		case q.spare <- s.insts[:0]:
		default:
		}
	}
	clear(b.streams)
	b.accs, b.addrs, b.ends, b.streams, b.insts = b.accs[:0], b.addrs[:0], b.ends[:0], b.streams[:0], 0
	q.weight = 0
}

// countRecorded marks which of a recorded block's streams, streams[from:]
// of the batch, repeat the stream before them (endedStream.same, which the
// batch's encoding reads), adds their complete streams to what the
// worker's recorder counts as recorded, and marks the recording full once
// that alone fills the budget. The worker may find it full sooner, when
// the recorder's memory fills first (warps whose streams outgrow their
// share are not counted as recorded): after every storeBudget
// instructions sent beyond that, the engine asks, and waits for the
// answer, so that what it records in vain stays bounded.
func (q *observeQueue) countRecorded(streams []endedStream, from int) {
	last := 0 // what the last complete stream counted
	for i := from; i < len(streams); i++ {
		s := &streams[i]
		s.same = sameStream(streams, i)
		q.sent += len(s.insts)
		switch {
		case s.truncated:
		case i > from && s.same && !streams[i-1].truncated:
			// A warp that took the previous one's path counts as much,
			// without folding and hoisting its stream again on the
			// engine's thread (the commonest case: every warp of a
			// block on one path).
			q.recorded += last
		default:
			last = q.recordedLen.Of(s.insts)
			q.recorded += last
		}
	}
	switch {
	case q.recorded >= recordBudget:
		q.full.Store(true)
	case q.sent >= q.nextAsk+storeBudget:
		q.nextAsk = q.sent
		q.postBatch()
		q.remote.link.Post([]byte{msgFull})
		if data, err := q.await(replyFull); err == nil && len(data) == 1 && data[0] == 1 {
			q.full.Store(true)
		}
		queries.Add(1)
	}
}

// queries counts the engine's questions whether the recording is full
// (tests check that theirs asked).
var queries atomic.Int64

// await reads the worker's messages until one of kind comes and returns
// its body; the acknowledgements on the way count down the batches in
// flight (an awaited acknowledgement counts too).
func (q *observeQueue) await(kind byte) ([]byte, error) {
	for {
		msg, err := q.remote.link.Reply()
		switch {
		case err != nil:
			return nil, err
		case len(msg) == 0:
			return nil, errors.New("an empty answer")
		case msg[0] == replyAck:
			q.inflight--
			if kind == replyAck {
				return nil, nil
			}
		case msg[0] == kind:
			return msg[1:], nil
		default:
			return nil, fmt.Errorf("an answer of kind %q where %q was due", msg[0], kind)
		}
	}
}

// closeRemote sends the launch's end and waits for the worker's answer.
// It returns what the worker panicked with, if it did, and why no answer
// came, if none did.
func (q *observeQueue) closeRemote(in occupancy.Input) (panicked any, lost error) {
	if b := q.batch; len(b.accs) > 0 || len(b.ends) > 0 {
		q.postBatch()
	}
	if !q.shared.Empty() {
		msg, _ := q.shared.AppendBinary(q.msg[:0:0])
		q.remote.link.Post(append([]byte{msgShared}, msg...))
	}
	remotePool.Put(&remoteBuffers{batch: q.batch, msg: q.msg[:0]}) // emptied by postBatch
	q.batch, q.msg = nil, nil
	var end bytes.Buffer
	end.WriteByte(msgEnd)
	if err := gob.NewEncoder(&end).Encode(in); err != nil {
		panic(err) // plain values: cannot fail
	}
	q.remote.link.Post(end.Bytes())
	data, err := q.await(replyEnd)
	if err != nil {
		return nil, err
	}
	var r remoteReply
	warps, err := decodeWithWarps(data, &r)
	if err != nil {
		return nil, fmt.Errorf("its answer cannot be read: %v", err)
	}
	if r.Report != nil {
		r.Report.Warps = warps
	}
	if r.Lost != "" {
		return nil, errors.New(r.Lost)
	}
	q.remote.reply = &r
	if r.Panicked != "" {
		return r.Panicked, nil
	}
	return nil, nil
}

// The batch's encoding: five counts (accesses, addresses, ended blocks,
// streams, instructions sent), the accesses (appendRecords), the
// addresses (appendAddrs), the raw bytes of the ended blocks, each
// stream's header (length<<2 | same<<1 | truncated), then the
// instructions of the streams not marked same (countRecorded marks them).
// A stream marked same is the previous stream again: a block's warps usually record the same
// instructions, as their costs are not in them yet.
func encodeBatch(dst []byte, b *accessBatch) []byte {
	sent := 0
	for _, s := range b.streams {
		if !s.same {
			sent += len(s.insts)
		}
	}
	for _, n := range []int{len(b.accs), len(b.addrs), len(b.ends), len(b.streams), sent} {
		dst = le.AppendUint32(dst, uint32(n))
	}
	dst = appendRecords(dst, words(b.accs))
	dst = appendAddrs(dst, b.addrs)
	dst = append(dst, rawBytes(b.ends)...)
	for _, s := range b.streams {
		n := uint32(len(s.insts)) << 2
		if s.same {
			n |= 2
		}
		if s.truncated {
			n |= 1
		}
		dst = le.AppendUint32(dst, n)
	}
	for _, s := range b.streams {
		if !s.same {
			dst = append(dst, rawBytes(s.insts)...)
		}
	}
	return dst
}

// sameStream reports whether stream i has the instructions of stream i-1
// (compared as words: a loop of struct compares costs WebAssembly more
// than the copy it saves).
func sameStream(streams []endedStream, i int) bool {
	if i == 0 || len(streams[i].insts) != len(streams[i-1].insts) {
		return false
	}
	a, b := instWords(streams[i].insts), instWords(streams[i-1].insts)
	for j := range a {
		if a[j] != b[j] {
			return false
		}
	}
	return true
}

// instWords is insts's memory as words (an Inst is two).
func instWords(insts []timing.Inst) []uint64 {
	if len(insts) == 0 {
		return nil
	}
	return unsafe.Slice((*uint64)(unsafe.Pointer(&insts[0])), len(insts)*int(unsafe.Sizeof(insts[0])/8))
}

// decodeBatch fills b from msg (encodeBatch's), reusing b's buffers but
// not the streams': each is its own, as the worker writes the costs in
// and the recorder may keep it.
func decodeBatch(msg []byte, b *accessBatch) error {
	if len(msg) < 20 {
		return errors.New("short batch")
	}
	var n [5]int
	for i := range n {
		n[i] = int(le.Uint32(msg[4*i:]))
	}
	msg = msg[20:]
	if n[0] > len(msg)/2 || n[1] > 32*n[0] {
		return errors.New("more accesses or addresses than the batch holds")
	}
	b.accs = readRecords(b.accs, n[0], &msg)
	b.addrs = readAddrs(b.addrs, n[1], &msg)
	b.ends = fillRaw(b.ends, n[2], &msg)
	heads := fillRaw([]uint32(nil), n[3], &msg)
	insts := fillRaw([]timing.Inst(nil), n[4], &msg)
	if msg == nil || len(msg) != 0 {
		return errors.New("batch of the wrong size")
	}
	b.streams = b.streams[:0]
	var prev []timing.Inst
	for _, h := range heads {
		k := int(h >> 2)
		var s []timing.Inst
		switch {
		case h&2 != 0:
			if k != len(prev) {
				return errors.New("a repeated stream of another length")
			}
			s = slices.Clone(prev)
		case k > len(insts):
			return errors.New("stream longer than its batch")
		default:
			s, insts = insts[:k:k], insts[k:]
		}
		b.streams = append(b.streams, endedStream{insts: s, truncated: h&1 != 0})
		prev = s
	}
	return nil
}

// accessWords is a queuedAccess's size in words: a whole number of them
// (the size is a multiple of its 8-byte alignment), at most 16 (the
// bitmap's bits).
const accessWords = int(unsafe.Sizeof(queuedAccess{}) / 8)

var _ = [1]struct{}{}[unsafe.Sizeof(queuedAccess{})%8+uintptr(accessWords/17)+unsafe.Sizeof(timing.Inst{})%8]

// words is accs's memory as words.
func words(accs []queuedAccess) []uint64 {
	if len(accs) == 0 {
		return nil
	}
	return unsafe.Slice((*uint64)(unsafe.Pointer(&accs[0])), len(accs)*accessWords)
}

// appendRecords appends the accesses in ws (accessWords each), each as a
// bitmap of the words that differ from the previous access's and those
// words: consecutive accesses mostly share their kind, line, SM, warp
// and block, and take about a third of their size.
func appendRecords(dst []byte, ws []uint64) []byte {
	const slotLen = 2 + 8*accessWords
	n := len(dst)
	dst = slices.Grow(dst, len(ws)/accessWords*slotLen)
	out := dst[:cap(dst)]
	var prev [accessWords]uint64
	for r := 0; r+accessWords <= len(ws); r += accessWords {
		rec := (*[accessWords]uint64)(ws[r:])
		// The record's largest slot is checked once, not each word
		// (the reduction's 28 batches: 3.8 ms under Node, 4.4 before).
		slot := (*[slotLen]byte)(out[n:])
		k, bitmap := 2, uint16(0)
		for i, w := range rec {
			if w != prev[i] {
				bitmap |= 1 << i
				le.PutUint64(slot[k:], w)
				k += 8
				prev[i] = w
			}
		}
		le.PutUint16(slot[:], bitmap)
		n += k
	}
	return out[:n]
}

// readRecords reads n accesses that appendRecords wrote into s.
func readRecords(s []queuedAccess, n int, msg *[]byte) []queuedAccess {
	if cap(s) < n {
		s = make([]queuedAccess, n)
	}
	s = s[:n]
	ws, m := words(s), *msg
	var prev [accessWords]uint64
	for r := 0; r < len(ws); r += accessWords {
		if len(m) < 2 {
			*msg = nil
			return s[:0]
		}
		bitmap := le.Uint16(m)
		if len(m) < 2+8*bits.OnesCount16(bitmap) {
			*msg = nil
			return s[:0]
		}
		k := 2
		for i := range prev {
			if bitmap&(1<<i) != 0 {
				prev[i] = le.Uint64(m[k:])
				k += 8
			}
		}
		m = m[k:]
		*(*[accessWords]uint64)(ws[r:]) = prev
	}
	*msg = m
	return s
}

// appendAddrs appends addrs as runs, each a uint32 header (length<<1,
// low bit 1 for literal): an arithmetic run is its first address and its
// step, a literal one its addresses. Most address lists are arithmetic
// across all 32 lanes even when the access does not say so (a partial
// mask), and then take 20 bytes instead of 256.
func appendAddrs(dst []byte, addrs []uint64) []byte {
	lit := 0 // start of the pending literal run
	flush := func(end int) {
		if end > lit {
			dst = le.AppendUint32(dst, uint32(end-lit)<<1|1)
			dst = append(dst, rawBytes(addrs[lit:end])...)
		}
	}
	for i := 0; i < len(addrs); {
		n := arithmeticRun(addrs[i:])
		if n < minArithmeticRun {
			i++
			continue
		}
		flush(i)
		dst = le.AppendUint32(dst, uint32(n)<<1)
		dst = le.AppendUint64(dst, addrs[i])
		dst = le.AppendUint64(dst, addrs[i+1]-addrs[i])
		i += n
		lit = i
	}
	flush(len(addrs))
	return dst
}

// minArithmeticRun is the shortest arithmetic run worth its own header.
const minArithmeticRun = 4

// arithmeticRun is how many addresses from the first form one arithmetic
// sequence (at least 1).
func arithmeticRun(a []uint64) int {
	if len(a) < 2 {
		return len(a)
	}
	d, n := a[1]-a[0], 2
	for n < len(a) && n < 1<<30 && a[n]-a[n-1] == d {
		n++
	}
	return n
}

// readAddrs reads n addresses that appendAddrs wrote into s.
func readAddrs(s []uint64, n int, msg *[]byte) []uint64 {
	s = s[:0]
	m := *msg
	for len(s) < n {
		if m == nil || len(m) < 4 {
			*msg = nil
			return s
		}
		h := le.Uint32(m)
		k := int(h >> 1)
		m = m[4:]
		if len(s)+k > n {
			*msg = nil
			return s
		}
		if h&1 != 0 {
			if len(m) < 8*k {
				*msg = nil
				return s
			}
			for j := range k {
				s = append(s, le.Uint64(m[8*j:]))
			}
			m = m[8*k:]
			continue
		}
		if len(m) < 16 {
			*msg = nil
			return s
		}
		a, d := le.Uint64(m), le.Uint64(m[8:])
		m = m[16:]
		for j := range uint64(k) {
			s = append(s, a+j*d)
		}
	}
	*msg = m
	return s
}

// rawBytes is s's memory (its elements hold no pointers).
func rawBytes[T any](s []T) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), len(s)*int(unsafe.Sizeof(s[0])))
}

// fillRaw sets s to n elements copied from the front of *msg and advances
// it; *msg becomes nil when it is too short.
func fillRaw[T any](s []T, n int, msg *[]byte) []T {
	var zero T
	size := n * int(unsafe.Sizeof(zero))
	if *msg == nil || n < 0 || size > len(*msg) {
		*msg = nil
		return s[:0]
	}
	if cap(s) < n {
		s = make([]T, n)
	}
	s = s[:n]
	copy(rawBytes(s), (*msg)[:size])
	*msg = (*msg)[size:]
	return s
}

// RemoteMemory is the worker's memory system: an OutcomeObserver that
// also gives each launch's memory trace, can be released at the end of
// the run, and gives its memsys.System, which adds up the shared accesses
// the engine counted itself (msgShared).
type RemoteMemory interface {
	OutcomeObserver
	MemorySystemObserver
	LastTrace() *memsys.Trace // the trace of the launch that just ended
	Release()
}

// ServeRemote is the worker: it takes the engine's messages from recv
// (nil ends it) and sends its answers with send. newMemory builds a run's
// memory system from the setup the engine gave NewRemoteObserver. replay,
// when it returns a link, is a worker of its own that the launches' early
// replays go to (the browser's third thread, as native builds replay on a
// goroutine of their own); a worker also answers replay requests itself.
func ServeRemote(recv func() []byte, send func([]byte), newMemory func(setup []byte) RemoteMemory, replay func() RemoteLink) {
	w := remoteWorker{replay: replay}
	for msg := recv(); msg != nil; msg = recv() {
		w.handle(msg, send, newMemory)
	}
}

// remoteWorker is the worker's state: the run's memory system and the
// launch's queue, whose recording is the worker's own.
type remoteWorker struct {
	mem   RemoteMemory
	q     *observeQueue
	t     *launchTiming
	batch accessBatch
	a     memsys.Access
	out   memsys.Outcome
	err   string // what went wrong with a message, for the launch's reply
	// replay gives the link to the replay worker, nil while there is none.
	replay func() RemoteLink
}

func (w *remoteWorker) handle(msg []byte, send func([]byte), newMemory func([]byte) RemoteMemory) {
	if len(msg) == 0 {
		return
	}
	switch msg[0] {
	case msgRun:
		if w.mem != nil {
			w.mem.Release()
		}
		w.mem, w.q, w.t, w.err = newMemory(msg[1:]), nil, nil, ""
	case msgBegin:
		var s remoteLaunch
		if err := gob.NewDecoder(bytes.NewReader(msg[1:])).Decode(&s); err != nil || w.mem == nil {
			w.q, w.err = nil, fmt.Sprintf("a launch the worker cannot begin (%v)", err)
			return
		}
		w.begin(&s)
	case msgBatch:
		defer send([]byte{replyAck}) // whatever became of it
		if w.q == nil {
			return
		}
		if err := decodeBatch(msg[1:], &w.batch); err != nil {
			w.q, w.err = nil, "a batch the worker cannot read: "+err.Error()
			return
		}
		if w.q.panicked == nil {
			w.q.observe(&w.batch, &w.a, &w.out)
		}
	case msgShared:
		var t memsys.SharedTally
		switch err := t.UnmarshalBinary(msg[1:]); {
		case w.q == nil:
		case err != nil:
			w.q, w.err = nil, "a shared-memory tally the worker cannot read: "+err.Error()
		case w.q.sys == nil:
			w.q, w.err = nil, "a shared-memory tally for a worker without a memory system"
		default:
			w.q.sys.AddShared(&t)
		}
	case msgEnd:
		send(append([]byte{replyEnd}, w.end(msg[1:])...))
	case msgReplay:
		send(serveReplay(msg[1:]))
	case msgFull:
		full := byte(0)
		if w.q != nil && w.q.rec.full {
			full = 1
		}
		send([]byte{replyFull, full})
	case msgFinish:
		if w.mem != nil {
			w.mem.Release()
		}
		w.mem, w.q, w.t = nil, nil, nil
	}
}

// begin starts a launch: the memory system's, and its recording.
func (w *remoteWorker) begin(s *remoteLaunch) {
	gpu, ok := hardware.Lookup(s.GPU)
	if !ok {
		gpu = hardware.Default()
	}
	w.mem.BeginLaunch(s.Kernel, s.Grid, s.Block)
	w.t = &launchTiming{rec: timing.NewRecorder(storeBudget), l2Only: s.L2Only, kernel: s.Kernel,
		blocks: s.Grid[0] * s.Grid[1] * s.Grid[2], gpu: gpu}
	// No spare channel: the streams of a batch are the batch's, and the
	// recorder copies what it keeps.
	if w.replay != nil {
		if link := w.replay(); link != nil {
			w.t.replay = replayOn(link)
		}
	}
	w.q = &observeQueue{obs: sinkOf(w.mem), rec: &queueRecording{t: w.t, in: s.Occupancy}}
	w.q.sys, _ = w.q.obs.(*memsys.System)
	w.q.rec.q = w.q
	w.err = ""
}

// end answers the end of a launch whose occupancy is in (gob).
func (w *remoteWorker) end(data []byte) []byte {
	var r remoteReply
	func() {
		defer func() {
			if p := recover(); p != nil {
				r.Panicked = fmt.Sprint(p)
			}
		}()
		var in occupancy.Input
		switch err := gob.NewDecoder(bytes.NewReader(data)).Decode(&in); {
		case w.err != "":
			r.Lost = w.err
		case err != nil || w.q == nil:
			r.Lost = fmt.Sprintf("the end of a launch the worker did not begin (%v)", err)
		case w.q.panicked != nil:
			r.Panicked = fmt.Sprint(w.q.panicked)
		default:
			r.Metrics, r.Lines = w.mem.EndLaunch()
			r.Trace = w.mem.LastTrace()
			r.Report = w.t.report(in)
		}
	}()
	w.q, w.t = nil, nil
	return encodeWithWarps(&r, r.Report, func(err error) any {
		return &remoteReply{Panicked: "the worker's answer cannot be written: " + err.Error()}
	})
}

// encodeWithWarps encodes a reply that carries rep (nil for none): the
// count and raw bytes of rep's per-warp statistics, then v in gob without
// them. A report has one WarpStats per warp, numbers only (the
// reduction's 4096 take 157 kB of gob), which gob encodes and decodes
// field by field, on the page's thread too; both ends are one binary, so
// the raw bytes read back as they were (decodeWithWarps). failed is what
// to send when v cannot be encoded.
func encodeWithWarps(v any, rep *timing.Report, failed func(error) any) []byte {
	var warps []timing.WarpStats
	if rep != nil {
		warps, rep.Warps = rep.Warps, nil
		defer func() { rep.Warps = warps }()
	}
	buf := bytes.NewBuffer(le.AppendUint32(nil, uint32(len(warps))))
	buf.Write(rawBytes(warps))
	if err := gob.NewEncoder(buf).Encode(v); err != nil {
		buf.Reset()
		buf.Write(le.AppendUint32(nil, 0))
		gob.NewEncoder(buf).Encode(failed(err))
	}
	return buf.Bytes()
}

// decodeWithWarps decodes what encodeWithWarps wrote into v and returns
// the report's warps, for the caller to put back in it.
func decodeWithWarps(data []byte, v any) ([]timing.WarpStats, error) {
	if len(data) < 4 {
		return nil, errors.New("a short answer")
	}
	n := int(le.Uint32(data))
	data = data[4:]
	warps := fillRaw([]timing.WarpStats(nil), n, &data)
	if data == nil {
		return nil, errors.New("an answer shorter than its warps")
	}
	return warps, gob.NewDecoder(bytes.NewReader(data)).Decode(v)
}

// replayReply is a replay worker's answer.
type replayReply struct {
	Report   *timing.Report
	Panicked string
}

// replayHeader is what a replay needs besides the streams.
type replayHeader struct {
	GPU    string
	Launch timing.Launch
}

// replayOn returns a launchTiming.replay that replays on the worker at the
// other end of link, or here when the worker does not answer.
func replayOn(link RemoteLink) func(*hardware.Profile, timing.Launch, []timing.WarpStream) *timing.Report {
	return func(gpu *hardware.Profile, launch timing.Launch, streams []timing.WarpStream) *timing.Report {
		link.Post(encodeReplay(gpu.Name, launch, streams))
		data, err := link.Reply()
		var r replayReply
		if err == nil {
			var warps []timing.WarpStats
			if warps, err = decodeWithWarps(data, &r); err == nil && r.Report != nil {
				r.Report.Warps = warps
			}
		}
		switch {
		case err != nil:
			return timing.Simulate(gpu, launch, streams) // the replay worker is gone
		case r.Panicked != "":
			panic(r.Panicked)
		}
		return r.Report
	}
}

// encodeReplay is a replay request: the header (gob) behind its length,
// the distinct instruction slices (streams share them) each behind its
// length, then each stream's block, warp and slice (-1 = none).
func encodeReplay(gpu string, launch timing.Launch, streams []timing.WarpStream) []byte {
	var head bytes.Buffer
	if err := gob.NewEncoder(&head).Encode(replayHeader{GPU: gpu, Launch: launch}); err != nil {
		panic(err) // plain values: cannot fail
	}
	type key struct {
		p *timing.Inst
		n int
	}
	index := map[key]int32{}
	var slices [][]timing.Inst
	refs := make([]int32, len(streams))
	for i, s := range streams {
		if len(s.Insts) == 0 {
			refs[i] = -1
			continue
		}
		k := key{&s.Insts[0], len(s.Insts)}
		j, ok := index[k]
		if !ok {
			j = int32(len(slices))
			index[k] = j
			slices = append(slices, s.Insts)
		}
		refs[i] = j
	}
	msg := []byte{msgReplay}
	msg = le.AppendUint32(msg, uint32(head.Len()))
	msg = append(msg, head.Bytes()...)
	msg = le.AppendUint32(msg, uint32(len(slices)))
	for _, s := range slices {
		msg = le.AppendUint32(msg, uint32(len(s)))
		msg = append(msg, rawBytes(s)...)
	}
	msg = le.AppendUint32(msg, uint32(len(streams)))
	for i, s := range streams {
		msg = le.AppendUint32(msg, uint32(s.Block))
		msg = le.AppendUint32(msg, uint32(s.Warp))
		msg = le.AppendUint32(msg, uint32(refs[i]))
	}
	return msg
}

// decodeReplay reads encodeReplay's request (without its kind byte).
func decodeReplay(msg []byte) (*replayHeader, []timing.WarpStream, error) {
	bad := errors.New("a replay request the worker cannot read")
	u32 := func() (int, bool) {
		if len(msg) < 4 {
			return 0, false
		}
		v := le.Uint32(msg)
		msg = msg[4:]
		return int(v), true
	}
	n, ok := u32()
	if !ok || n > len(msg) {
		return nil, nil, bad
	}
	var h replayHeader
	if err := gob.NewDecoder(bytes.NewReader(msg[:n])).Decode(&h); err != nil {
		return nil, nil, bad
	}
	msg = msg[n:]
	count, ok := u32()
	if !ok || count > len(msg)/4 {
		return nil, nil, bad
	}
	slices := make([][]timing.Inst, count)
	for i := range slices {
		k, ok := u32()
		if !ok {
			return nil, nil, bad
		}
		if slices[i] = fillRaw([]timing.Inst(nil), k, &msg); msg == nil {
			return nil, nil, bad
		}
	}
	count, ok = u32()
	if !ok || count > len(msg)/12 {
		return nil, nil, bad
	}
	streams := make([]timing.WarpStream, count)
	for i := range streams {
		b, _ := u32()
		w, _ := u32()
		ref, _ := u32()
		streams[i] = timing.WarpStream{Block: int32(b), Warp: int32(w)}
		switch r := int32(ref); {
		case r >= 0 && int(r) < len(slices):
			streams[i].Insts = slices[r]
		case r != -1:
			return nil, nil, bad
		}
	}
	return &h, streams, nil
}

// serveReplay answers a replay request (without its kind byte).
func serveReplay(msg []byte) []byte {
	var r replayReply
	func() {
		defer func() {
			if p := recover(); p != nil {
				r.Panicked = fmt.Sprint(p)
			}
		}()
		h, streams, err := decodeReplay(msg)
		if err != nil {
			r.Panicked = err.Error()
			return
		}
		gpu, ok := hardware.Lookup(h.GPU)
		if !ok {
			gpu = hardware.Default()
		}
		r.Report = timing.Simulate(gpu, h.Launch, streams)
	}()
	return encodeWithWarps(&r, r.Report, func(err error) any {
		return &replayReply{Panicked: "the replay's report cannot be written: " + err.Error()}
	})
}
