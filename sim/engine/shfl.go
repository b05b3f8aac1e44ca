package engine

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
	"thread_group.shfl": shflIdx, "thread_group.shfl_up": shflUp, "thread_group.shfl_down": shflDown,
	"thread_group.shfl_xor": shflBfly,
}

// shflSource returns the lane whose value lane reads, by the PTX ISA's
// definition of shfl.sync with the c operand CUDA's headers pass for width:
// ((32-width)<<8 | 31) for idx, down and bfly, (32-width)<<8 for up. Only the
// low five bits of the lane, delta or lane mask b count, so a delta of 33 is 1;
// a lane outside the segment's bounds reads its own value, and since bfly
// checks only the upper bound, an xor may reach into an earlier segment (lane 8
// with width 8 and mask 9 reads lane 1), as CUDA's documentation says.
func shflSource(mode shflMode, lane, b, width uint32) uint32 {
	segmask := (32 - width) & 31
	cval := uint32(31)
	if mode == shflUp {
		cval = 0
	}
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
// general path does not.
func shuffleLanes(v, sel *Vec, mode shflMode, width uint32, m uint32) (res [32]uint64) {
	for mm := m; mm != 0; mm &= mm - 1 {
		l := firstLane(mm)
		if src := shflSource(mode, uint32(l), uint32(sel.get(l)), width) & 31; m&(1<<src) != 0 {
			res[l] = v.get(int(src))
		}
	}
	return res
}
