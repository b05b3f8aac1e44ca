//go:build js && wasm

package memworker

import (
	"errors"
	"strings"
	"sync"
	"syscall/js"

	"simtlab/sim"
	"simtlab/sim/engine"
)

// InWorker reports whether the program runs in a Web Worker (no document).
func InWorker() bool {
	g := js.Global()
	return g.Get("document").IsUndefined() && !g.Get("WorkerGlobalScope").IsUndefined()
}

// Serve is the worker's program: it answers the page's runs and never
// returns. A memory worker starts a replay worker of its own (the same
// script with role=replay), which its launches' early replays go to once
// it has loaded: the page's thread runs the engine, the memory worker the
// memory system and the replay worker the timing replay, as native builds
// run them on three goroutines.
func Serve() {
	self := js.Global()
	var replay *Link
	if href := self.Get("location").Get("href").String(); !strings.Contains(href, "role=replay") {
		replay, _ = Start(href + "&role=replay") // nil: the replays run here
	}
	replayLink := func() engine.RemoteLink {
		if replay.Ready() {
			return replay
		}
		return nil
	}
	var q queue
	var bufs buffers // the page's, handed back with the replies
	self.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		q.push(bufs.receive(args[0].Get("data")))
		return nil
	}))
	if pending := self.Get("simtlabPending"); !pending.IsUndefined() {
		for i := range pending.Length() {
			q.push(bufs.receive(pending.Index(i)))
		}
		self.Delete("simtlabPending")
	}
	if replay != nil {
		// Ready once the replay worker is (or has failed): the page's first
		// run then has all three threads. The page's messages wait in q.
		_ = replay.WaitReady()
	}
	self.Call("postMessage", "ready")
	sim.ServeMemoryWorker(q.pop, func(b []byte) { bufs.post(self, b) }, replayLink)
	select {}
}

// queue holds the messages the worker has not handled yet: a callback must
// not block, and the page may post many batches at once.
type queue struct {
	mu   sync.Mutex
	msgs [][]byte
	wake chan struct{}
	once sync.Once
}

func (q *queue) init() { q.once.Do(func() { q.wake = make(chan struct{}, 1) }) }

func (q *queue) push(b []byte) {
	q.init()
	q.mu.Lock()
	q.msgs = append(q.msgs, b)
	q.mu.Unlock()
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// pop waits for the next message; waiting hands the thread back to the
// worker's event loop, which delivers it.
func (q *queue) pop() []byte {
	q.init()
	for {
		q.mu.Lock()
		if len(q.msgs) > 0 {
			b := q.msgs[0]
			q.msgs[0] = nil
			q.msgs = q.msgs[1:]
			q.mu.Unlock()
			return b
		}
		q.mu.Unlock()
		<-q.wake
	}
}

var (
	arrayBufferCtor = js.Global().Get("ArrayBuffer")
	uint8ArrayCtor  = js.Global().Get("Uint8Array")
	arrayCtor       = js.Global().Get("Array")
)

// buffers recycles the ArrayBuffers that carry one side's messages: the
// receiver hands each buffer back with its next message the other way,
// so that a batch is copied into memory already mapped rather than into a
// fresh buffer, whose first touch faults its pages in and which the
// collector must free. A message is an Array: the Uint8Array of the bytes
// (a view at the start of its buffer, which is transferred), then the
// buffers handed back (transferred too).
type buffers struct {
	mu   sync.Mutex
	free []js.Value // buffers the other side handed back
	back []js.Value // buffers received, to hand back with the next post
}

// maxFree bounds the buffers kept for reuse (the engine has at most
// remoteWindow batches in flight); minBuffer is the least a new one holds.
const (
	maxFree   = 32
	minBuffer = 256 << 10
)

// post sends b to target.
func (bs *buffers) post(target js.Value, b []byte) {
	bs.mu.Lock()
	buf := js.Undefined()
	for i, f := range bs.free {
		if f.Get("byteLength").Int() >= len(b) {
			buf = f
			bs.free = append(bs.free[:i], bs.free[i+1:]...)
			break
		}
	}
	back := bs.back
	bs.back = nil
	bs.mu.Unlock()
	if buf.IsUndefined() {
		buf = arrayBufferCtor.New(max(len(b), minBuffer))
	}
	u := uint8ArrayCtor.New(buf, 0, len(b))
	js.CopyBytesToJS(u, b)
	msg, transfer := arrayCtor.New(u), arrayCtor.New(buf)
	for _, r := range back {
		msg.Call("push", r)
		transfer.Call("push", r)
	}
	target.Call("postMessage", msg, transfer)
}

// receive copies a message's bytes (never nil; anything but a message is
// an empty one), keeps the buffers it hands back and its own buffer to
// hand back.
func (bs *buffers) receive(data js.Value) []byte {
	if !data.InstanceOf(arrayCtor) || data.Length() == 0 || !data.Index(0).InstanceOf(uint8ArrayCtor) {
		return []byte{}
	}
	u := data.Index(0)
	b := make([]byte, u.Length())
	js.CopyBytesToGo(b, u)
	bs.mu.Lock()
	defer bs.mu.Unlock()
	for i := 1; i < data.Length(); i++ {
		if r := data.Index(i); r.InstanceOf(arrayBufferCtor) && len(bs.free) < maxFree {
			bs.free = append(bs.free, r)
		}
	}
	if len(bs.back) < maxFree {
		bs.back = append(bs.back, u.Get("buffer"))
	}
	return b
}

// Link is the page's end of a memory worker: a sim.Options.MemoryWorker.
type Link struct {
	worker  js.Value
	bufs    buffers
	replies queue         // the worker's messages; nil marks its failure
	ready   chan struct{} // closed when the worker says it is ready
	down    chan struct{} // closed when it fails
	failed  error         // the worker reported an error or could not start
	mu      sync.Mutex
}

// Start starts a worker from scriptURL (web/memworker.js with its exec and
// wasm parameters). The worker loads in the background: use the Link once
// Ready.
func Start(scriptURL string) (l *Link, err error) {
	ctor := js.Global().Get("Worker")
	if ctor.IsUndefined() {
		return nil, errors.New("this browser has no Web Workers")
	}
	defer func() {
		if p := recover(); p != nil { // new Worker threw (a bad URL)
			l, err = nil, errors.New("starting the memory worker failed")
		}
	}()
	l = &Link{worker: ctor.New(scriptURL), ready: make(chan struct{}), down: make(chan struct{})}
	l.worker.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		data := args[0].Get("data")
		switch {
		case data.Type() == js.TypeString && data.String() == "ready":
			close(l.ready)
		case data.InstanceOf(arrayCtor):
			l.replies.push(l.bufs.receive(data))
		default:
			msg := "an unknown message"
			if data.Type() == js.TypeObject && data.Get("error").Type() == js.TypeString {
				msg = data.Get("error").String()
			}
			l.fail(errors.New(msg))
		}
		return nil
	}))
	l.worker.Set("onerror", js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the memory worker failed"
		if m := args[0].Get("message"); m.Type() == js.TypeString {
			msg = m.String()
		}
		l.fail(errors.New(msg))
		return nil
	}))
	return l, nil
}

// Ready reports whether the worker has started and has not failed.
func (l *Link) Ready() bool {
	if l == nil || l.Failed() != nil {
		return false
	}
	select {
	case <-l.ready:
		return true
	default:
		return false
	}
}

// WaitReady waits until the worker has started or failed.
func (l *Link) WaitReady() error {
	select {
	case <-l.ready:
	case <-l.down:
	}
	return l.Failed()
}

// Failed is why the worker stopped, nil while it works.
func (l *Link) Failed() error {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.failed
}

func (l *Link) fail(err error) {
	l.mu.Lock()
	first := l.failed == nil
	if first {
		l.failed = err
	}
	l.mu.Unlock()
	if first {
		close(l.down)
		l.replies.push(nil) // wakes a Reply that waits
	}
}

// Post sends msg to the worker.
func (l *Link) Post(msg []byte) {
	if l.Failed() == nil {
		l.bufs.post(l.worker, msg)
	}
}

// Reply waits for the worker's next message.
func (l *Link) Reply() ([]byte, error) {
	if err := l.Failed(); err != nil {
		return nil, err
	}
	b := l.replies.pop()
	if b == nil {
		return nil, l.Failed()
	}
	return b, nil
}
