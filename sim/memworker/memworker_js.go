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
	self.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		q.push(bytesOf(args[0].Get("data")))
		return nil
	}))
	if pending := self.Get("simtlabPending"); !pending.IsUndefined() {
		for i := range pending.Length() {
			q.push(bytesOf(pending.Index(i)))
		}
		self.Delete("simtlabPending")
	}
	if replay != nil {
		// Ready once the replay worker is (or has failed): the page's first
		// run then has all three threads. The page's messages wait in q.
		_ = replay.WaitReady()
	}
	self.Call("postMessage", "ready")
	sim.ServeMemoryWorker(q.pop, func(b []byte) { post(self, b) }, replayLink)
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

// bytesOf copies a message's Uint8Array (never nil); anything else is an
// empty message.
func bytesOf(v js.Value) []byte {
	if !v.InstanceOf(js.Global().Get("Uint8Array")) {
		return []byte{}
	}
	b := make([]byte, v.Length())
	js.CopyBytesToGo(b, v)
	return b
}

// post sends b to target as a Uint8Array whose buffer is transferred.
func post(target js.Value, b []byte) {
	u := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(u, b)
	target.Call("postMessage", u, []any{u.Get("buffer")})
}

// Link is the page's end of a memory worker: a sim.Options.MemoryWorker.
type Link struct {
	worker  js.Value
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
		case data.InstanceOf(js.Global().Get("Uint8Array")):
			l.replies.push(bytesOf(data))
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
		post(l.worker, msg)
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
