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

// memoryWorker is nil outside WebAssembly.
func memoryWorker() engine.RemoteLink { return nil }
