// Package memworker runs a simulation's memory system and timing replay in
// a Web Worker, beside the engine on the page's thread: Go's WebAssembly
// has one thread, and the worker gives the browser the overlap that
// native builds get from a second core (sim/engine/remote.go).
//
// The worker is a second instance of the page's own program, started by
// web/memworker.js. The program calls Serve first thing in main when
// InWorker reports that it runs in a worker; the page calls Start and
// hands the Link to sim.Options.MemoryWorker once Ready.
//
// The messages are Uint8Arrays whose buffers are transferred, not copied,
// to the other side.
package memworker
