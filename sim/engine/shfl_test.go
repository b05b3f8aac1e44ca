package engine

import "testing"

// The cases follow the PTX ISA's shfl.sync pseudo-code and were confirmed on the
// H200 by tests/conformance/x_shfl_edges.
func TestShflSource(t *testing.T) {
	cases := []struct {
		mode                 shflMode
		lane, b, width, want uint32
	}{
		{shflIdx, 3, 37, 32, 5},         // only b's low five bits count
		{shflIdx, 9, 0xffffffff, 8, 15}, // -1 is the segment's last lane
		{shflIdx, 17, 21, 16, 21},
		{shflUp, 10, 3, 8, 10}, // 10-3 leaves the segment [8, 16)
		{shflUp, 11, 3, 8, 8},
		{shflUp, 2, 3, 32, 2},    // below lane 0
		{shflDown, 5, 33, 32, 6}, // a delta of 33 is 1
		{shflDown, 31, 1, 32, 31},
		{shflDown, 11, 5, 16, 11},
		{shflDown, 10, 5, 16, 15},
		{shflBfly, 8, 9, 8, 1}, // reaches into an earlier segment
		{shflBfly, 0, 9, 8, 0}, // not into a later one
		{shflBfly, 16, 9, 8, 16},
		{shflBfly, 24, 9, 8, 17},
		{shflBfly, 16, 16, 16, 0},
		{shflBfly, 5, 31, 32, 26},
		{shflIdx, 7, 0, 1, 7}, // width 1: every lane its own
	}
	for _, c := range cases {
		if got := shflSource(c.mode, c.lane, c.b, c.width); got != c.want {
			t.Errorf("mode %d lane %d b %d width %d: source %d, want %d", c.mode, c.lane, c.b, c.width, got, c.want)
		}
	}
}
