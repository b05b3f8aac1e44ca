//go:build 386 || amd64 || arm64 || loong64 || ppc64le || wasm

package le

import "unsafe"

// On the little-endian targets where the compiler itself merges byte loads
// (unaligned words load fast there), and in WebAssembly, whose memory is
// little-endian and takes unaligned loads, a word of the slice is a load
// of the machine's own order. The callers have checked the bounds.

func load16(b []byte) uint16 { return *(*uint16)(unsafe.Pointer(unsafe.SliceData(b))) }
func load32(b []byte) uint32 { return *(*uint32)(unsafe.Pointer(unsafe.SliceData(b))) }
func load64(b []byte) uint64 { return *(*uint64)(unsafe.Pointer(unsafe.SliceData(b))) }

func store16(b []byte, v uint16) { *(*uint16)(unsafe.Pointer(unsafe.SliceData(b))) = v }
func store32(b []byte, v uint32) { *(*uint32)(unsafe.Pointer(unsafe.SliceData(b))) = v }
func store64(b []byte, v uint64) { *(*uint64)(unsafe.Pointer(unsafe.SliceData(b))) = v }
