// Package le reads and writes little-endian words in byte slices with one
// load or store each on every target Go compiles this module for.
//
// encoding/binary's LittleEndian does that natively, where the compiler
// merges its byte loads, but not in WebAssembly: there each Uint64 is
// eight byte loads, shifts and ors, too costly to inline. The simulator's
// memory reads and writes and the memory worker's batches go through
// here instead.
package le

// Uint16 returns the little-endian word at b[0:2].
func Uint16(b []byte) uint16 { _ = b[1]; return load16(b) }

// Uint32 returns the little-endian word at b[0:4].
func Uint32(b []byte) uint32 { _ = b[3]; return load32(b) }

// Uint64 returns the little-endian word at b[0:8].
func Uint64(b []byte) uint64 { _ = b[7]; return load64(b) }

// PutUint16 writes v little-endian at b[0:2].
func PutUint16(b []byte, v uint16) { _ = b[1]; store16(b, v) }

// PutUint32 writes v little-endian at b[0:4].
func PutUint32(b []byte, v uint32) { _ = b[3]; store32(b, v) }

// PutUint64 writes v little-endian at b[0:8].
func PutUint64(b []byte, v uint64) { _ = b[7]; store64(b, v) }

// PutUint writes the low n bytes of v (n = 1, 2, 4 or 8) little-endian at
// b[0:n].
func PutUint(b []byte, n int, v uint64) {
	switch n {
	case 1:
		b[0] = byte(v)
	case 2:
		PutUint16(b, uint16(v))
	case 4:
		PutUint32(b, uint32(v))
	default:
		PutUint64(b, v)
	}
}

// AppendUint32 appends v little-endian to b.
func AppendUint32(b []byte, v uint32) []byte {
	b = append(b, 0, 0, 0, 0)
	PutUint32(b[len(b)-4:], v)
	return b
}

// AppendUint64 appends v little-endian to b.
func AppendUint64(b []byte, v uint64) []byte {
	b = append(b, 0, 0, 0, 0, 0, 0, 0, 0)
	PutUint64(b[len(b)-8:], v)
	return b
}
