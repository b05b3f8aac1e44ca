//go:build !wasm

package app

import (
	"runtime"

	"simtlab/sim/engine"
)

// yieldToBrowser has no browser to yield to outside WebAssembly; letting
// other goroutines run is the closest equivalent.
func yieldToBrowser() { runtime.Gosched() }

// StartMemoryWorker has nothing to start outside WebAssembly: native runs
// overlap the memory system on their own threads.
func StartMemoryWorker() {}

// takeMemoryWorker has no worker to give outside WebAssembly.
func takeMemoryWorker() (engine.RemoteLink, func()) { return nil, func() {} }
