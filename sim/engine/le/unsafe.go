//go:build 386 || amd64 || arm || arm64 || loong64 || mips64le || mipsle || ppc64le || riscv64 || wasm

package le

import "unsafe"

// On little-endian targets, all of which load unaligned words, a word of
// the slice is a load of the machine's own order. The callers have checked
// the bounds.

func load16(b []byte) uint16 { return *(*uint16)(unsafe.Pointer(unsafe.SliceData(b))) }
func load32(b []byte) uint32 { return *(*uint32)(unsafe.Pointer(unsafe.SliceData(b))) }
func load64(b []byte) uint64 { return *(*uint64)(unsafe.Pointer(unsafe.SliceData(b))) }

func store16(b []byte, v uint16) { *(*uint16)(unsafe.Pointer(unsafe.SliceData(b))) = v }
func store32(b []byte, v uint32) { *(*uint32)(unsafe.Pointer(unsafe.SliceData(b))) = v }
func store64(b []byte, v uint64) { *(*uint64)(unsafe.Pointer(unsafe.SliceData(b))) = v }
