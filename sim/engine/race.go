package engine

import (
	"math/bits"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/diag"
	"simtlab/sim/engine/mem"
)

// raceShadow remembers, for every byte of a block's shared memory, which
// thread last wrote it and which thread(s) read it in the current barrier
// interval (epoch). Two different threads touching the same byte in one
// interval, at least one of them writing, is a race: nothing orders them.
//
// Most accesses are whole aligned words, which leave the four bytes of a
// word in one state: such a word is kept as one cell (words) until an
// access touches part of it, which splits it into four byte cells (cells)
// for good. Checking and recording one cell for four identical ones gives
// the same reports (they are deduplicated by line) and the same state.
type raceShadow struct {
	epoch uint32
	cells []raceCell // per byte: authoritative for the bytes of split words
	words []raceCell // per aligned 4-byte word while its bytes agree
	split []bool     // per word: its bytes are in cells
}

type raceCell struct {
	wEpoch, rEpoch uint32
	wTid, rTid     int32 // rTid: a thread, manyReaders, or t|warpReaders
	wLine, rLine   int32
	wSync, rSync   uint32 // the warp's __syncwarp count at the access
	wSeq           uint32 // the writing warp's store sequence number
}

// manyReaders is rTid for readers of several warps, which a write by any
// other thread races with.
const manyReaders = -2

// warpReaders is set in rTid, over the last reader, for several readers
// all of one warp: rSync is then the warp's __syncwarp count at the last
// of their reads, so that a write of that warp after a __syncwarp is
// ordered after all of them.
const warpReaders = 1 << 30

// anotherRead records thread t's read (at its warp's __syncwarp count
// syncs) in cell c, which a thread read already in this interval.
func (c *raceCell) anotherRead(t int32, syncs uint32) {
	if c.rTid != t {
		c.rTid, c.rSync = sharedReaders(c.rTid, c.rSync, t, syncs), syncs
	}
}

// sharedReaders is the rTid of readers r (the last at __syncwarp count
// rSync) and another thread t at count syncs together. Readers all of t's
// warp before a __syncwarp since are ordered before everything the warp
// does now: t's read is the one left to order (a read, __syncwarp, then
// one lane's base[d] += 1 is no race). (manyReaders shifted is negative,
// never a warp's index.)
func sharedReaders(r int32, rSync uint32, t int32, syncs uint32) int32 {
	switch {
	case (r&^warpReaders)>>5 != t>>5:
		return manyReaders
	case rSync != syncs:
		return t
	}
	return t | warpReaders
}

// readsOrdered reports whether the reads cell c recorded in this interval
// are all ordered before thread t's write in warp w.
func readsOrdered(w *Warp, c *raceCell, t int32) bool {
	switch {
	case c.rTid == manyReaders:
		return false
	case c.rTid&warpReaders == 0:
		return ordered(w, c.rTid, c.rSync, t)
	}
	return (c.rTid&^warpReaders)>>5 == t>>5 && w.syncs != c.rSync
}

// raceWords turns the word cells on; a test turns them off to compare.
var raceWords = true

func newRaceShadow(size uint64) *raceShadow {
	n := (size + 3) / 4
	return &raceShadow{cells: make([]raceCell, size), words: make([]raceCell, n), split: make([]bool, n)}
}

// span returns the cells that stand for bytes [off, off+size) (in bounds):
// one per word when the range is whole words none of which is split, one
// per byte otherwise, splitting the words it touches.
func (r *raceShadow) span(off uint64, size int) []raceCell {
	end := off + uint64(size)
	if size == 4 && off%4 == 0 && raceWords && !r.split[off/4] {
		return r.words[off/4 : off/4+1] // the common case: one whole word
	}
	if off%4 == 0 && end%4 == 0 && raceWords {
		whole := r.split[off/4 : end/4]
		i := 0
		for i < len(whole) && !whole[i] {
			i++
		}
		if i == len(whole) {
			return r.words[off/4 : end/4]
		}
	}
	for i := off / 4; i < (end+3)/4; i++ {
		if !r.split[i] {
			r.split[i] = true
			for j := i * 4; j < min(i*4+4, uint64(len(r.cells))); j++ {
				r.cells[j] = r.words[i]
			}
		}
	}
	return r.cells[off:end]
}

// wordCell returns the cell of the aligned word [off, off+4) when the
// access is that whole word and the word is not split (the common case,
// without span's slice and loop), or nil.
func (r *raceShadow) wordCell(off uint64, size int) *raceCell {
	if size == 4 && off%4 == 0 && raceWords && !r.split[off/4] {
		return &r.words[off/4]
	}
	return nil
}

// wordRun returns the word cells and split flags of the 32 aligned words
// from off (a whole warp's consecutive words), or nil when the word cells
// are off or the words are not all in the shadow: the lane loops index
// them without bounds checks or offsets.
func (r *raceShadow) wordRun(off uint64) (*[32]raceCell, *[32]bool) {
	if w := off / 4; raceWords && off%4 == 0 && w+32 <= uint64(len(r.words)) {
		return (*[32]raceCell)(r.words[w : w+32]), (*[32]bool)(r.split[w : w+32])
	}
	return nil, nil
}

func (r *raceShadow) nextEpoch() { r.epoch++ }

// ordered reports whether an earlier access by thread t0 (with the warp's
// syncwarp count s0) is ordered before the current one of thread t in warp
// w: same thread, or same warp with a __syncwarp in between.
func ordered(w *Warp, t0 int32, s0 uint32, t int32) bool {
	if t0 == t {
		return true
	}
	return t0/32 == t/32 && w.syncs != s0
}

// raceWrite checks and records a write of size bytes at off of shared
// block b by the lanes in m (when several lanes of one instruction write,
// the highest lane is the writer, as on the hardware).
func (w *Warp) raceWrite(b *mem.Block, off uint64, size int, addr uint64, m uint32, line int) {
	if !w.device || b.Space != mem.Shared {
		return
	}
	r := w.blk.launch.shadowFor(b)
	if r == nil || off+uint64(size) > uint64(len(r.cells)) {
		return
	}
	w.raceWriteCells(r, off, size, addr, 31-leadingZeros(m), line)
}

// raceWriteLanes is raceWrite for each lane of m in turn, in lane order,
// at the per-lane addresses a inside shared block b: one call per store
// instruction instead of one per lane.
func (w *Warp) raceWriteLanes(b *mem.Block, a *Vec, size int, m uint32, line int) {
	if !w.device || b.Space != mem.Shared {
		return
	}
	r := w.blk.launch.shadowFor(b)
	if r == nil {
		return
	}
	epoch, syncs, seq, t0 := r.epoch, w.syncs, w.storeSeq, int32(w.warpIdx*32)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := bits.TrailingZeros32(mm)
		addr := a.get(i)
		off := addr - b.Base
		if off+uint64(size) > uint64(len(r.cells)) {
			continue
		}
		c := r.wordCell(off, size)
		if c == nil {
			w.raceWriteCells(r, off, size, addr, i, line)
			continue
		}
		// raceWriteCells for one word cell.
		t := t0 + int32(i)
		if c.touchedByOthers(epoch, t) {
			w.raceWriteCheck(c, epoch, t, addr, i, line)
		}
		c.wrote(epoch, t, line, syncs, seq)
	}
}

// raceWriteCells records lane's write of the cells at off.
func (w *Warp) raceWriteCells(r *raceShadow, off uint64, size int, addr uint64, lane, line int) {
	t := int32(w.warpIdx*32 + lane)
	epoch, syncs, seq := r.epoch, w.syncs, w.storeSeq
	if c := r.wordCell(off, size); c != nil {
		if c.touchedByOthers(epoch, t) {
			w.raceWriteCheck(c, epoch, t, addr, lane, line)
		}
		c.wrote(epoch, t, line, syncs, seq)
		return
	}
	cells := r.span(off, size)
	for i := range cells {
		c := &cells[i]
		if c.touchedByOthers(epoch, t) {
			w.raceWriteCheck(c, epoch, t, addr, lane, line)
		}
		c.wrote(epoch, t, line, syncs, seq)
	}
}

// touchedByOthers reports whether a thread other than t wrote or read
// cell c in the interval epoch: only then can t's write race, as
// raceWriteCheck does not report the thread's own earlier accesses.
// Small enough to be inlined, as wrote is.
func (c *raceCell) touchedByOthers(epoch uint32, t int32) bool {
	return c.wEpoch == epoch && c.wTid != t || c.rEpoch == epoch && c.rTid != t
}

// wrote records thread t's write in cell c at line, with the warp's
// __syncwarp count syncs and store sequence number seq.
func (c *raceCell) wrote(epoch uint32, t int32, line int, syncs, seq uint32) {
	c.wEpoch, c.wTid, c.wLine, c.wSync, c.wSeq = epoch, t, int32(line), syncs, seq
}

// raceWriteCheck reports a write by thread t racing with the earlier
// access that cell c recorded in this interval.
func (w *Warp) raceWriteCheck(c *raceCell, epoch uint32, t int32, addr uint64, lane, line int) {
	sameInst := c.wTid/32 == t/32 && c.wSeq == w.storeSeq
	if c.wEpoch == epoch && !sameInst && !ordered(w, c.wTid, c.wSync, t) {
		// Lanes of one store instruction writing the same bytes are
		// not a race: the hardware lets one of them win.
		w.reportRace(addr, line, int(c.wLine), "write", "wrote", c.wTid, lane)
	} else if c.rEpoch == epoch && !readsOrdered(w, c, t) {
		reader := c.rTid
		if reader&warpReaders != 0 {
			reader = manyReaders
		}
		w.reportRace(addr, line, int(c.rLine), "write", "read", reader, lane)
	}
}

// raceRead checks and records a read by one lane.
func (w *Warp) raceRead(b *mem.Block, off uint64, size int, lane, line int) {
	if r := w.blk.launch.shadowFor(b); r != nil {
		w.raceReadCells(r, b, off, size, lane, line)
	}
}

// raceReadOthers is raceRead for the lanes m of a load whose lanes all
// read one address, after its first lane's read: as lane by lane, but
// when no thread wrote the word in this interval, each read only makes the
// word one that several threads read, which is done once.
func (w *Warp) raceReadOthers(b *mem.Block, off uint64, size int, m uint32, line int) {
	r := w.blk.launch.shadowFor(b)
	if r == nil || off+uint64(size) > uint64(len(r.cells)) {
		return
	}
	if c := r.wordCell(off, size); c != nil && c.wEpoch != r.epoch && c.rEpoch == r.epoch {
		c.anotherRead(int32(w.warpIdx*32+firstLane(m)), w.syncs)
		return
	}
	for mm := m; mm != 0; mm &= mm - 1 {
		w.raceReadCells(r, b, off, size, firstLane(mm), line)
	}
}

// raceReadCells is raceRead in b's shadow r.
func (w *Warp) raceReadCells(r *raceShadow, b *mem.Block, off uint64, size int, lane, line int) {
	if off+uint64(size) > uint64(len(r.cells)) {
		return
	}
	t := int32(w.warpIdx*32 + lane)
	if c := r.wordCell(off, size); c != nil {
		w.raceReadCell(r, c, b, off, t, lane, line)
		return
	}
	cells := r.span(off, size)
	for i := range cells {
		w.raceReadCell(r, &cells[i], b, off, t, lane, line)
	}
}

// quietRead records thread t's read in word cell c (at the warp's
// __syncwarp count syncs) when no other thread wrote the cell in the
// interval epoch, which is the only way a read can race, and reports
// whether it did; lane loops call raceReadCell otherwise. It records what
// raceReadCell would: the interval's first reader, or several readers.
// (A word many threads read, as a stencil's or convolution's tile is,
// takes this path for every read after its first.) Small enough to be
// inlined.
func (c *raceCell) quietRead(epoch uint32, t int32, line int, syncs uint32) bool {
	if c.wEpoch == epoch && c.wTid != t {
		return false
	}
	if c.rEpoch != epoch {
		c.rEpoch, c.rTid, c.rLine, c.rSync = epoch, t, int32(line), syncs
	} else {
		c.anotherRead(t, syncs)
	}
	return true
}

// raceReadCell checks and records thread t's read in cell c.
func (w *Warp) raceReadCell(r *raceShadow, c *raceCell, b *mem.Block, off uint64, t int32, lane, line int) {
	if c.wEpoch == r.epoch && !ordered(w, c.wTid, c.wSync, t) {
		w.reportRace(b.Base+off, line, int(c.wLine), "read", "wrote", c.wTid, lane)
	}
	switch {
	case c.rEpoch != r.epoch:
		c.rEpoch, c.rTid, c.rLine, c.rSync = r.epoch, t, int32(line), w.syncs
	default:
		c.anotherRead(t, w.syncs)
	}
}

// raceSite is a race of a kernel, by its pair of lines.
type raceSite struct {
	decl  *ast.FuncDecl
	lines int
}

func (w *Warp) reportRace(addr uint64, line, otherLine int, verb, otherVerb string, other int32, lane int) {
	l := w.blk.launch
	key := line*100000 + otherLine
	if l.raceReported[key] {
		return
	}
	l.raceReported[key] = true
	site := raceSite{l.fn.decl, key}
	if i, ok := w.m.racesWarned[site]; ok {
		w.m.repeated(i) // an earlier launch of the kernel reported it
		return
	}
	t := w.threadOf(lane)
	who := "another thread"
	if other >= 0 {
		bx, by := int32(l.block[0]), int32(l.block[1])
		who = "thread (" + itoa(int(other%bx)) + "," + itoa(int(other/bx%by)) + "," + itoa(int(other/(bx*by))) + ")"
	}
	if w.m.racesWarned == nil {
		w.m.racesWarned = map[raceSite]int{}
	}
	w.m.racesWarned[site] = w.m.warnf(w.m.pos(line), diag.KindSanitizer,
		"kernel '%s': race on __shared__ memory at offset %d in block (%d,%d,%d): thread (%d,%d,%d) %ss it here while %s %s it at line %d, with no __syncthreads() between them",
		l.fn.name(), addr-w.blk.sharedBase, w.blk.idx[0], w.blk.idx[1], w.blk.idx[2], t[0], t[1], t[2], verb, who, otherVerb, otherLine)
}

// shadowFor returns the race shadow of a block's shared memory: one per
// launch, or one per block of a cluster, whose blocks run together and
// reach each other's shared memory.
func (l *launchState) shadowFor(b *mem.Block) *raceShadow {
	if b == l.shared || len(l.members) == 0 {
		return l.race
	}
	for _, mb := range l.members {
		if mb.shared == b {
			return mb.race
		}
	}
	return nil
}
