package engine

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"unsafe"

	"simtlab/hardware"
	"simtlab/hardware/occupancy"
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
	// Reply waits for the worker's answer to the last end of a launch.
	Reply() ([]byte, error)
}

// The messages, by their first byte.
const (
	msgRun    = 'R' // a run begins: the setup for the worker's memory system
	msgBegin  = 'B' // a launch begins: remoteLaunch, gob
	msgBatch  = 'A' // accesses and ended blocks: encodeBatch
	msgEnd    = 'E' // the launch ended: its occupancy, gob; the worker replies
	msgFinish = 'X' // the run ended: the worker releases its memory system
)

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
	if r == nil {
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
	q := &observeQueue{remote: o, batch: &accessBatch{accs: make([]queuedAccess, 0, queueBatch),
		addrs: make([]uint64, 0, 32*queueBatch)}, spare: make(chan []timing.Inst, spareStreams)}
	return q
}

// postBatch sends the batch being filled and empties it.
func (q *observeQueue) postBatch() {
	b := q.batch
	q.msg = encodeBatch(append(q.msg[:0], msgBatch), b)
	q.remote.link.Post(q.msg)
	for _, s := range b.streams {
		select {
		case q.spare <- s.insts[:0]:
		default:
		}
	}
	clear(b.streams)
	b.accs, b.addrs, b.ends, b.streams, b.insts = b.accs[:0], b.addrs[:0], b.ends[:0], b.streams[:0], 0
}

// countRecorded adds a recorded block's complete streams to what the
// worker's recorder counts as recorded, and marks the recording full once
// that alone fills the budget (the worker may have found it full sooner).
func (q *observeQueue) countRecorded(streams []endedStream) {
	for _, s := range streams {
		if !s.truncated {
			q.recorded += q.recordedLen.Of(s.insts)
		}
	}
	if q.recorded >= recordBudget {
		q.full.Store(true)
	}
}

// closeRemote sends the launch's end and waits for the worker's answer.
func (q *observeQueue) closeRemote(in occupancy.Input) any {
	if b := q.batch; len(b.accs) > 0 || len(b.ends) > 0 {
		q.postBatch()
	}
	var end bytes.Buffer
	end.WriteByte(msgEnd)
	if err := gob.NewEncoder(&end).Encode(in); err != nil {
		panic(err)
	}
	q.remote.link.Post(end.Bytes())
	data, err := q.remote.link.Reply()
	if err != nil {
		return fmt.Sprintf("the memory worker did not answer: %v", err)
	}
	var r remoteReply
	if err := gob.NewDecoder(bytes.NewReader(data)).Decode(&r); err != nil {
		return fmt.Sprintf("the memory worker's answer cannot be read: %v", err)
	}
	q.remote.reply = &r
	if r.Panicked != "" {
		return r.Panicked
	}
	return nil
}

// The batch's encoding: five counts, then the raw bytes of accs, addrs
// and ends, then each stream's length and truncation, then the streams'
// instructions one after the other.
func encodeBatch(dst []byte, b *accessBatch) []byte {
	for _, n := range []int{len(b.accs), len(b.addrs), len(b.ends), len(b.streams), b.insts} {
		dst = binary.LittleEndian.AppendUint32(dst, uint32(n))
	}
	dst = append(dst, rawBytes(b.accs)...)
	dst = append(dst, rawBytes(b.addrs)...)
	dst = append(dst, rawBytes(b.ends)...)
	for _, s := range b.streams {
		n := uint32(len(s.insts)) << 1
		if s.truncated {
			n |= 1
		}
		dst = binary.LittleEndian.AppendUint32(dst, n)
	}
	for _, s := range b.streams {
		dst = append(dst, rawBytes(s.insts)...)
	}
	return dst
}

// decodeBatch fills b from msg (encodeBatch's), reusing b's buffers; the
// streams' instructions are one new slice that the recorder may keep.
func decodeBatch(msg []byte, b *accessBatch) error {
	if len(msg) < 20 {
		return errors.New("short batch")
	}
	var n [5]int
	for i := range n {
		n[i] = int(binary.LittleEndian.Uint32(msg[4*i:]))
	}
	msg = msg[20:]
	b.accs = fillRaw(b.accs, n[0], &msg)
	b.addrs = fillRaw(b.addrs, n[1], &msg)
	b.ends = fillRaw(b.ends, n[2], &msg)
	lens := fillRaw([]uint32(nil), n[3], &msg)
	insts := fillRaw([]timing.Inst(nil), n[4], &msg)
	if msg == nil || len(msg) != 0 {
		return errors.New("batch of the wrong size")
	}
	b.streams = b.streams[:0]
	for _, v := range lens {
		k := int(v >> 1)
		if k > len(insts) {
			return errors.New("stream longer than its batch")
		}
		b.streams = append(b.streams, endedStream{insts: insts[:k:k], truncated: v&1 != 0})
		insts = insts[k:]
	}
	return nil
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
// also gives each launch's memory trace and can be released at the end
// of the run.
type RemoteMemory interface {
	OutcomeObserver
	LastTrace() *memsys.Trace // the trace of the launch that just ended
	Release()
}

// ServeRemote is the worker: it takes the engine's messages from recv
// (nil ends it) and sends its answers with send. newMemory builds a run's
// memory system from the setup the engine gave NewRemoteObserver.
func ServeRemote(recv func() []byte, send func([]byte), newMemory func(setup []byte) RemoteMemory) {
	var w remoteWorker
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
	case msgEnd:
		send(w.end(msg[1:]))
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
	w.t = &launchTiming{rec: timing.NewRecorder(0), l2Only: s.L2Only, kernel: s.Kernel,
		blocks: s.Grid[0] * s.Grid[1] * s.Grid[2], gpu: gpu}
	// No spare channel: the streams of a batch are the batch's, and the
	// recorder copies what it keeps.
	w.q = &observeQueue{obs: w.mem, rec: &queueRecording{t: w.t, in: s.Occupancy}}
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
			r.Panicked = w.err
		case err != nil || w.q == nil:
			r.Panicked = fmt.Sprintf("the end of a launch the worker did not begin (%v)", err)
		case w.q.panicked != nil:
			r.Panicked = fmt.Sprint(w.q.panicked)
		default:
			r.Metrics, r.Lines = w.mem.EndLaunch()
			r.Trace = w.mem.LastTrace()
			r.Report = w.t.report(in)
		}
	}()
	w.q, w.t = nil, nil
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(&r); err != nil {
		buf.Reset()
		gob.NewEncoder(&buf).Encode(&remoteReply{Panicked: "the worker's answer cannot be written: " + err.Error()})
	}
	return buf.Bytes()
}
