package engine

import (
	"math"
	"strings"

	"simtlab/sim/cfmt"
	"simtlab/sim/engine/le"
)

// Device printf passes its arguments to vprintf in a buffer on the thread's
// stack: each argument, promoted as C varargs are (float to double, char and
// short to int), at the next offset aligned to its size; nvcc gives all the
// printf calls of a kernel one buffer. vprintf walks the format on the device
// and copies, for each conversion, the bytes the conversion reads from that
// buffer (8 for %ld, %lld, %f, %s, %p; 4 for the others), one record slot
// each, then the format string; the driver prints conversion i from slot i.
// Measured on the H200 (tests/conformance/x_printf_mismatch, x_printf_device_edges):
//   - a conversion that does not match its argument reads the argument's bytes
//     as its own type: %d of 2.75f prints 0, the double's low word;
//   - bytes past the arguments hold what the thread's earlier printf calls left
//     there: %lld of an int shows the high word an earlier %lld stored, a %d
//     without an argument the word an earlier call stored at its offset;
//   - the device copies nothing for an hh conversion (%hhd, %hhx), so every
//     later conversion prints the slot meant for an earlier one and the last
//     ones print bytes of the format string (slot j past the copied ones is
//     the format's bytes from 8*j).
// The lab keeps that buffer per thread, zeroed at the start of each block.

// printfBufMax bounds a thread's printf buffer.
const printfBufMax = 1024

// printfSlot is where one argument lies in the buffer.
type printfSlot struct {
	off, size int
	float     bool
}

// printfSlots lays out arguments of kinds ks.
func printfSlots(ks []kind) []printfSlot {
	slots := make([]printfSlot, len(ks))
	off := 0
	for i, k := range ks {
		size := 4
		switch k {
		case kF32, kF64, kI64, kU64, kPtr, kAgg:
			size = 8
		}
		off = (off + size - 1) &^ (size - 1)
		slots[i] = printfSlot{off: off, size: size, float: k.isFloat()}
		off += size
	}
	return slots
}

// printfMismatch reports whether the format's reads differ from the
// arguments' slots (a wrong size or class, more reads than arguments, or an hh
// conversion).
func printfMismatch(reads []cfmt.Read, slots []printfSlot) bool {
	if len(reads) > len(slots) {
		return true
	}
	off := 0
	for i, r := range reads {
		if r.Char {
			return true
		}
		off = (off + r.Size - 1) &^ (r.Size - 1)
		float := strings.IndexByte("eEfgGaA", r.Conv) >= 0
		if off != slots[i].off || r.Size != slots[i].size || float != slots[i].float {
			return true
		}
		off += r.Size
	}
	return false
}

// printfState is a warp's printf buffers, one per thread, and the block they
// belong to.
type printfState struct {
	bufs [32][]byte
	blk  *blockState
}

// printfBuffer returns lane's buffer, zeroed when the warp has moved to
// another block since its last printf.
func (w *Warp) printfBuffer(lane int) []byte {
	p := w.printf
	if p == nil {
		p = &printfState{blk: w.blk}
		w.printf = p
	}
	if p.blk != w.blk {
		p.blk = w.blk
		for i := range p.bufs {
			clear(p.bufs[i])
		}
	}
	if p.bufs[lane] == nil {
		p.bufs[lane] = make([]byte, printfBufMax)
	}
	return p.bufs[lane]
}

// storePrintfArgs writes the arguments' bytes into lane's buffer.
func (w *Warp) storePrintfArgs(lane int, ks []kind, vals []uint64, slots []printfSlot) {
	buf := w.printfBuffer(lane)
	for i, s := range slots {
		if s.off+s.size > len(buf) {
			return
		}
		v := vals[i]
		if ks[i] == kF32 {
			v = math.Float64bits(float64(f32(v)))
		}
		if s.size == 4 {
			le.PutUint32(buf[s.off:], uint32(v))
		} else {
			le.PutUint64(buf[s.off:], v)
		}
	}
}

// printfArgsFromBuffer returns the arguments the driver prints for format:
// the record vprintf copies from lane's buffer, read slot by slot. A %s reads
// a string only from the slot of a pointer argument, and prints "(null)" for
// a zero and nothing for other bytes. The device copies a %s conversion's
// string while it walks the format: the number of the conversion (from 1) of
// a %s that reads bytes that are neither zero nor a pointer argument's, an
// address the device cannot copy a string from, is reported (on the H200 the
// launch then fails: randprog's printf_00, %hhX %hhx %s), or 0. A %s after
// an hh conversion that reads a zero or a pointer argument's slot comes back
// negated: the device copies the string, or nothing, but the host's printf,
// which walks the record otherwise, takes other bytes for its address and
// faults: the process dies of SIGSEGV when it prints the kernel's output
// (recorded in randprog's printf_18, printf_d00, printf_e14, printf_i02,
// printf_i17, printf_k07 and printf_k12, and in probes on the H200:
// %hhx %hu %.3s and %c %hhx %.3s with a string do, %hhx %.5s with 1 as
// the char fails the launch).
func (w *Warp) printfArgsFromBuffer(lane int, format string, reads []cfmt.Read, ks []kind, slots []printfSlot, line int) ([]cfmt.Arg, int) {
	buf := w.printfBuffer(lane)
	type slot struct {
		v   uint64
		off int // where in the buffer it came from
	}
	var record []slot
	off := 0
	shifted := false // an hh conversion came before
	for _, r := range reads {
		if r.Char {
			shifted = true
			continue
		}
		off = (off + r.Size - 1) &^ (r.Size - 1)
		var v uint64
		if off+r.Size <= len(buf) {
			if r.Size == 4 {
				v = uint64(le.Uint32(buf[off:]))
			} else {
				v = le.Uint64(buf[off:])
			}
		}
		switch pointer := pointerSlotAt(off, ks, slots); {
		case r.Conv != 's':
		case v != 0 && !pointer:
			return nil, len(record) + 1
		case shifted:
			return nil, -(len(record) + 1)
		}
		record = append(record, slot{v, off})
		off += r.Size
	}
	args := make([]cfmt.Arg, 0, len(reads))
	for i, r := range reads {
		s := slot{off: -1}
		if i < len(record) {
			s = record[i]
		} else {
			s.v = formatWord(format, 8*(i-len(record)))
		}
		v := s.v
		if r.Size == 4 {
			v = uint64(uint32(v))
		}
		switch r.Conv {
		case 'd', 'i', 'c', '*':
			if r.Size == 4 {
				args = append(args, cfmt.Int(int64(int32(v)), 4))
			} else {
				args = append(args, cfmt.Int(int64(v), 8))
			}
		case 'u', 'o', 'x', 'X':
			args = append(args, cfmt.Uint(v, r.Size))
		case 'p':
			args = append(args, cfmt.Pointer(v))
		case 's':
			args = append(args, w.printfString(v, s.off, ks, slots, line))
		default:
			args = append(args, cfmt.Double(math.Float64frombits(v)))
		}
	}
	return args, 0
}

// formatWord returns the 8 bytes of format from i as the record holds them
// (the string, its NUL, then zeros), little-endian.
func formatWord(format string, i int) uint64 {
	var b [8]byte
	for k := range b {
		if i+k < len(format) {
			b[k] = format[i+k]
		}
	}
	return le.Uint64(b[:])
}

// printfString is the %s argument read at off.
func (w *Warp) printfString(v uint64, off int, ks []kind, slots []printfSlot, line int) cfmt.Arg {
	if v == 0 {
		return cfmt.NullString()
	}
	if pointerSlotAt(off, ks, slots) {
		return cfmt.String(w.cstring(v, line))
	}
	return cfmt.String("")
}

// pointerSlotAt reports whether a pointer argument lies at off.
func pointerSlotAt(off int, ks []kind, slots []printfSlot) bool {
	for i, s := range slots {
		if s.off == off && ks[i] == kPtr {
			return true
		}
	}
	return false
}
