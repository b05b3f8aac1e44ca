package engine

import (
	"fmt"
	"strings"
	"testing"
)

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

// TestShflFromMissingLanes: in a partial warp, a lane whose source holds
// no thread reads 0, as on the H200 (x_shfl_partial_warp), whatever the
// fast paths computed in the lanes no thread owns (they compute shapes
// there; the general path does not). A random kernel found the two paths
// disagreeing (seed 39 of TestRandomKernelsWithoutFastPaths before the
// fix); v starts uniform, w not.
func TestShflFromMissingLanes(t *testing.T) {
	src := []byte(`#include <cstdio>
__global__ void k(int *out) {
    int lane = threadIdx.x & 31;
    short v = threadIdx.x % 8;
    int u = 5;
    int w = threadIdx.x * 3;
    v += __shfl_sync(__activemask(), v, (lane + 26) & 31);
    u += __shfl_sync(__activemask(), u, (lane + 26) & 31);
    w += __shfl_down_sync(__activemask(), w, 9);
    w += __shfl_xor_sync(__activemask(), w, 20);
    out[threadIdx.x] = v * 1000 + w + u * 1000000;
}
int main() {
    int *d, h[48];
    cudaMalloc(&d, sizeof h);
    k<<<1, 48>>>(d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 32; i < 48; i++) printf("%d ", h[i]);
    printf("\n");
    return 0;
}
`)
	// Lanes 0-15 of the second warp (threads 32-47) hold threads: lane l
	// reads lane l+26 (a thread only for l >= 6), then w from lane l+9
	// (l <= 6), then lane l^20 (none: 20-31 are missing).
	var want strings.Builder
	for l := range 16 {
		v, u := l%8, 5
		if src := (l + 26) & 31; src < 16 {
			v += src % 8
			u += 5
		}
		w := (32 + l) * 3
		if l+9 < 16 {
			w += (32 + l + 9) * 3
		}
		fmt.Fprintf(&want, "%d ", v*1000+w+u*1000000)
	}
	want.WriteString("\n")
	on, _ := runReport(t, "missing.cu", src, false, 0)
	restore := setFastPaths(false)
	off, _ := runReport(t, "missing.cu", src, false, 0)
	restore()
	if !strings.HasPrefix(on, want.String()) || on != off {
		t.Errorf("want %q\nwith the fast paths:\n%s\nwithout:\n%s", want.String(), on, off)
	}
}
