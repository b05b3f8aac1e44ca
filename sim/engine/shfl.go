package engine

import (
	"fmt"
	"math/bits"

	"simtlab/sim/diag"
)

// shflMode is the PTX shfl.sync mode a __shfl*_sync call compiles to.
type shflMode uint8

const (
	shflIdx shflMode = iota
	shflUp
	shflDown
	shflBfly
)

// shflModes maps the CUDA shuffles (and cooperative groups' tile shuffles, which
// call them with the tile size as the width) to their PTX modes.
var shflModes = map[string]shflMode{
	"__shfl_sync": shflIdx, "__shfl_up_sync": shflUp, "__shfl_down_sync": shflDown, "__shfl_xor_sync": shflBfly,
	"thread_block_tile.shfl": shflIdx, "thread_block_tile.shfl_up": shflUp, "thread_block_tile.shfl_down": shflDown,
	"thread_block_tile.shfl_xor": shflBfly,
}

// shflSource returns the lane whose value lane reads, by the PTX ISA's
// definition of shfl.sync with the c operand CUDA's headers pass for width:
// ((32-width)<<8 | 31) for idx, down and bfly, (32-width)<<8 for up. Only the
// low five bits of the lane, delta or lane mask b count, so a delta of 33 is 1;
// a lane outside the segment's bounds reads its own value, and since bfly
// checks only the upper bound, an xor may reach into an earlier segment (lane 8
// with width 8 and mask 9 reads lane 1), as CUDA's documentation says.
func shflSource(mode shflMode, lane, b, width uint32) uint32 {
	cval := uint32(31)
	if mode == shflUp {
		cval = 0
	}
	return shflSourceClamped(mode, lane, b, (32-width)&31, cval)
}

// shflSourceClamped is shflSource for shfl.sync's c operand as inline PTX
// writes it: segmask its bits 8-12, cval its low five bits.
func shflSourceClamped(mode shflMode, lane, b, segmask, cval uint32) uint32 {
	b &= 31
	minLane := lane & segmask
	maxLane := minLane | cval&^segmask
	j, ok := lane, false
	switch mode {
	case shflUp:
		j = lane - b
		ok = int32(j) >= int32(maxLane)
	case shflDown:
		j = lane + b
		ok = j <= maxLane
	case shflBfly:
		j = lane ^ b
		ok = j <= maxLane
	default:
		j = minLane | b&^segmask
		ok = j <= maxLane
	}
	if !ok {
		return lane
	}
	return j
}

// shuffleLanes is what each lane of m, the lanes executing the shuffle,
// reads from v, the lane shflSource picks with sel. A source outside m
// reads 0, as on the H200, whether its thread took another branch, has
// returned or was never there (a partial warp's missing lanes):
// tests/conformance/x_shfl_inactive_source, x_warp_exited_lanes and
// x_shfl_partial_warp, the same after other kernels have filled the
// registers. The result so never depends on what the engine left in
// lanes that do not run, where the fast paths compute values that the
// general path does not. stray is the first lane that read such a
// source, and src that source (stray -1: none).
func shuffleLanes(v, sel *Vec, mode shflMode, width uint32, m uint32) (res [32]uint64, stray, src int) {
	stray = -1
	for mm := m; mm != 0; mm &= mm - 1 {
		l := firstLane(mm)
		s := shflSource(mode, uint32(l), uint32(sel.get(l)), width) & 31
		if m&(1<<s) != 0 {
			res[l] = v.get(int(s))
		} else if stray < 0 {
			stray, src = l, int(s)
		}
	}
	return res, stray, src
}

// reportStrayShuffle warns, once per source line and launch, that lane
// read lane src in a shuffle that src does not execute: CUDA leaves the
// value undefined (the H200 gives 0), and compute-sanitizer says nothing;
// a full-mask warp reduction in a block whose size is not a multiple of
// 32 is the common way to get there.
func (w *Warp) reportStrayShuffle(name string, lane, src, line int) {
	l := w.blk.launch
	if l.shflReported[line] {
		return
	}
	l.shflReported[line] = true
	why := "is not executing it (its thread took another branch)"
	if w.exited()&(1<<src) != 0 {
		why = "is not executing it (its thread has returned)"
	}
	if w.live&(1<<src) == 0 {
		n, threads := bits.OnesCount32(w.live), "threads"
		if n == 1 {
			threads = "thread"
		}
		why = fmt.Sprintf("holds no thread (the block's warp %d has %d %s)", w.warpIdx, n, threads)
	}
	t := w.threadOf(lane)
	w.m.warnf(w.m.pos(line), diag.KindSanitizer,
		"kernel '%s': %s in block (%d,%d,%d): thread (%d,%d,%d) reads lane %d, which %s; CUDA leaves the value undefined, and the lab, like an H200, gives 0",
		l.fn.name(), name, w.blk.idx[0], w.blk.idx[1], w.blk.idx[2], t[0], t[1], t[2], src, why)
}
