//go:build !wasm

package app

import "simtlab/sim/engine"

// startMemoryWorker has nothing to start outside WebAssembly: native runs
// overlap the memory system on their own threads.
func startMemoryWorker() {}

// takeMemoryWorker has no worker to give outside WebAssembly.
func takeMemoryWorker() (engine.RemoteLink, func()) { return nil, func() {} }
