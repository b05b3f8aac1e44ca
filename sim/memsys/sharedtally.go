package memsys

import (
	"encoding/binary"
	"errors"

	"simtlab/sim/memsys/banks"
)

// SharedTally counts shared-memory loads and stores away from the System.
// A load or store of at most a word per lane, whole words apart, changes
// nothing in the System but its counters (banks.StridedClosedForm gives
// its wavefronts from the first address, the stride and the mask), so the
// engine counts those of warps no trace selects as it runs them, instead
// of queuing each to the System's worker; the System adds them when the
// launch ends (AddShared), and Skip keeps the trace's sequence numbers.
// The counters come out as if each access had been observed.
type SharedTally struct {
	lines []counters // by source line, as System.counters files them
	// last is, per op (Load, Store), the last shape of at most a word
	// per lane counted and its cost: a warp's accesses repeat their shape
	// at every base, and WebAssembly pays for each call level.
	last [2]tallyShape
}

// tallyShape is a shape of an aligned access and what it costs.
type tallyShape struct {
	mask   uint32
	width  uint8
	stride int64
	r      banks.Result
}

// Count counts one warp's load or store (op) of width bytes at base +
// lane*stride for the lanes in mask, on source line line; false, counting
// nothing, when it is not of that shape (the System is to observe it).
func (t *SharedTally) Count(line int, op Op, width uint8, mask uint32, base uint64, stride int64) bool {
	if op > Store || base%banks.WordBytes != 0 {
		return false
	}
	r := t.last[op].r
	if s := &t.last[op]; s.mask != mask || s.width != width || s.stride != stride || r.Groups == 0 {
		var ok bool
		if r, ok = t.cost(op, width, mask, base, stride); !ok {
			return false
		}
	}
	if uint(line) >= uint(len(t.lines)) {
		line = t.grow(line)
	}
	countShared(&t.lines[line], bankOp(op), r) // inlined
	return true
}

// cost is the closed form of an access the last shape of its op does not
// answer, remembered when it is of at most a word per lane (whose cost
// depends on the base only through its alignment to a word, which Count
// requires); false when it has none (or no lane).
func (t *SharedTally) cost(op Op, width uint8, mask uint32, base uint64, stride int64) (banks.Result, bool) {
	if mask == 0 || !validWidth(width) {
		return banks.Result{}, false
	}
	r, ok := banks.StridedClosedForm(base, stride, mask, width, bankOp(op))
	if ok && width <= banks.WordBytes {
		t.last[op] = tallyShape{mask: mask, width: width, stride: stride, r: r}
	}
	return r, ok
}

// grow makes room for line's counters and returns the index they are at
// (0 for the lines System.counters files there).
func (t *SharedTally) grow(line int) int {
	line = lineSlot(line)
	if line >= len(t.lines) {
		t.lines = append(t.lines, make([]counters, line+1-len(t.lines))...)
	}
	return line
}

// bankOp is op's kind of bank access (a load or a store).
func bankOp(op Op) banks.Op {
	if op == Store {
		return banks.Store
	}
	return banks.Load
}

// Empty reports whether nothing was counted.
func (t *SharedTally) Empty() bool { return len(t.lines) == 0 }

// AddShared adds what t counted to the launch's counters.
func (s *System) AddShared(t *SharedTally) {
	for line := range t.lines {
		from := &t.lines[line]
		if *from == (counters{}) {
			continue
		}
		c := s.counters(line)
		for i, v := range from {
			c[i] += v
		}
	}
}

// Skip counts n accesses a SharedTally counted, in the order of the
// accesses the System observes: a traced access's sequence number is its
// index among all the launch's accesses.
func (s *System) Skip(n int) { s.seq += n }

// AppendBinary appends t's counts (to go to another thread's System).
func (t *SharedTally) AppendBinary(b []byte) ([]byte, error) {
	b = binary.LittleEndian.AppendUint32(b, uint32(len(t.lines)))
	for i := range t.lines {
		for _, v := range t.lines[i] {
			b = binary.LittleEndian.AppendUint64(b, v)
		}
	}
	return b, nil
}

// UnmarshalBinary sets t to the counts AppendBinary wrote.
func (t *SharedTally) UnmarshalBinary(b []byte) error {
	if len(b) < 4 {
		return errors.New("memsys: a short shared-memory tally")
	}
	n := int(binary.LittleEndian.Uint32(b))
	b = b[4:]
	if n > maxLine || len(b) != n*int(numCounters)*8 {
		return errors.New("memsys: a shared-memory tally of the wrong size")
	}
	t.lines = make([]counters, n)
	for i := range t.lines {
		for j := range t.lines[i] {
			t.lines[i][j] = binary.LittleEndian.Uint64(b)
			b = b[8:]
		}
	}
	return nil
}
