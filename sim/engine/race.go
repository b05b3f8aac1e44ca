package engine

import (
	"simtlab/sim/diag"
	"simtlab/sim/engine/mem"
)

// raceShadow remembers, for every byte of a block's shared memory, which
// thread last wrote it and which thread(s) read it in the current barrier
// interval (epoch). Two different threads touching the same byte in one
// interval, at least one of them writing, is a race: nothing orders them.
type raceShadow struct {
	epoch uint32
	cells []raceCell
}

type raceCell struct {
	wEpoch, rEpoch uint32
	wTid, rTid     int32 // rTid -2: several readers
	wLine, rLine   int32
	wSync, rSync   uint32 // the warp's __syncwarp count at the access
	wSeq           uint32 // the writing warp's store sequence number
}

const manyReaders = -2

func newRaceShadow(size uint64) *raceShadow {
	return &raceShadow{cells: make([]raceCell, size)}
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
	lane := 31 - leadingZeros(m)
	t := int32(w.warpIdx*32 + lane)
	for i := off; i < off+uint64(size); i++ {
		c := &r.cells[i]
		sameInst := c.wTid/32 == t/32 && c.wSeq == w.storeSeq
		if c.wEpoch == r.epoch && !sameInst && !ordered(w, c.wTid, c.wSync, t) {
			// Lanes of one store instruction writing the same bytes are
			// not a race: the hardware lets one of them win.
			w.reportRace(addr, line, int(c.wLine), "write", "wrote", c.wTid, lane)
		} else if c.rEpoch == r.epoch && (c.rTid == manyReaders || !ordered(w, c.rTid, c.rSync, t)) {
			w.reportRace(addr, line, int(c.rLine), "write", "read", c.rTid, lane)
		}
		c.wEpoch, c.wTid, c.wLine, c.wSync, c.wSeq = r.epoch, t, int32(line), w.syncs, w.storeSeq
	}
}

// raceRead checks and records a read by one lane.
func (w *Warp) raceRead(b *mem.Block, off uint64, size int, lane, line int) {
	r := w.blk.launch.shadowFor(b)
	if r == nil || off+uint64(size) > uint64(len(r.cells)) {
		return
	}
	t := int32(w.warpIdx*32 + lane)
	for i := off; i < off+uint64(size); i++ {
		c := &r.cells[i]
		if c.wEpoch == r.epoch && !ordered(w, c.wTid, c.wSync, t) {
			w.reportRace(b.Base+off, line, int(c.wLine), "read", "wrote", c.wTid, lane)
		}
		switch {
		case c.rEpoch != r.epoch:
			c.rEpoch, c.rTid, c.rLine, c.rSync = r.epoch, t, int32(line), w.syncs
		case c.rTid != t:
			c.rTid = manyReaders
		}
	}
}

func (w *Warp) reportRace(addr uint64, line, otherLine int, verb, otherVerb string, other int32, lane int) {
	l := w.blk.launch
	key := line*100000 + otherLine
	if l.raceReported[key] {
		return
	}
	l.raceReported[key] = true
	t := w.threadOf(lane)
	who := "another thread"
	if other >= 0 {
		bx, by := int32(l.block[0]), int32(l.block[1])
		who = "thread (" + itoa(int(other%bx)) + "," + itoa(int(other/bx%by)) + "," + itoa(int(other/(bx*by))) + ")"
	}
	w.m.warnf(w.m.pos(line), diag.KindSanitizer,
		"kernel '%s': race on __shared__ memory at offset %d in block (%d,%d,%d): thread (%d,%d,%d) %ss it here while %s %s it at line %d, with no __syncthreads() between them",
		l.fn.decl.Name, addr-w.blk.sharedBase, w.blk.idx[0], w.blk.idx[1], w.blk.idx[2], t[0], t[1], t[2], verb, who, otherVerb, otherLine)
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
