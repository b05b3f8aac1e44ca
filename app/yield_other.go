//go:build !wasm

package app

import "runtime"

// yieldToBrowser has no browser to yield to outside WebAssembly; letting
// other goroutines run is the closest equivalent.
func yieldToBrowser() { runtime.Gosched() }
