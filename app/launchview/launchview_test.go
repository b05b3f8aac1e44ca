package launchview

import (
	"math"
	"strings"
	"testing"
)

func TestWarps(t *testing.T) {
	tests := []struct {
		grid, block [3]int
		blocks      int64
		warps       int64
	}{
		{[3]int{2, 1, 1}, [3]int{64, 1, 1}, 2, 4},
		{[3]int{3, 1, 1}, [3]int{64, 1, 1}, 3, 6},
		{[3]int{1, 1, 1}, [3]int{33, 1, 1}, 1, 2},                                                               // a partial warp takes a whole one
		{[3]int{2, 2, 1}, [3]int{16, 16, 1}, 4, 32},                                                             // 2D block: 256 threads, 8 warps
		{[3]int{1, 1, 1}, [3]int{1, 1, 1}, 1, 1},                                                                // one thread still uses a warp
		{[3]int{0, 1, 1}, [3]int{32, 1, 1}, 0, 0},                                                               // empty grid
		{[3]int{-1, 1, 1}, [3]int{32, 1, 1}, 0, 0},                                                              // nonsense counts as empty
		{[3]int{math.MaxInt32, 65535, 65535}, [3]int{1024, 1, 1}, math.MaxInt32 * 65535 * 65535, math.MaxInt64}, // saturates
	}
	for _, tt := range tests {
		l := Launch{Kernel: "k", Grid: tt.grid, Block: tt.block}
		if got := l.Blocks(); got != tt.blocks {
			t.Errorf("%v×%v: Blocks() = %d, want %d", tt.grid, tt.block, got, tt.blocks)
		}
		if got := l.Warps(); got != tt.warps {
			t.Errorf("%v×%v: Warps() = %d, want %d", tt.grid, tt.block, got, tt.warps)
		}
	}
}

func TestCaption(t *testing.T) {
	l := Launch{Kernel: "vecAdd", Grid: [3]int{1, 1, 1}, Block: [3]int{64, 1, 1}}
	if got, want := l.Caption(), "vecAdd: 1 block × 64 threads = 2 warps"; got != want {
		t.Errorf("Caption() = %q, want %q", got, want)
	}
}

func TestSVGDrawsEveryThreadColouredByWarp(t *testing.T) {
	l := Launch{Kernel: "vecAdd", Grid: [3]int{3, 1, 1}, Block: [3]int{64, 1, 1}}
	svg := SVG(l)
	if n := strings.Count(svg, `class="thread"`); n != 3*64 {
		t.Errorf("%d thread squares, want %d", n, 3*64)
	}
	if n := strings.Count(svg, `class="block"`); n != 3 {
		t.Errorf("%d blocks, want 3", n)
	}
	// Two warps per block: the first two palette colours, 32 squares each per block.
	for _, c := range palette[:2] {
		if n := strings.Count(svg, `fill="`+c+`"/>`); n != 3*32 {
			t.Errorf("colour %s used %d times, want %d", c, n, 3*32)
		}
	}
	if !strings.Contains(svg, "block (2,0,0)") {
		t.Errorf("missing label of the third block")
	}
}

func TestSVGBoundsLargeLaunches(t *testing.T) {
	l := Launch{Kernel: "big", Grid: [3]int{1 << 20, 1, 1}, Block: [3]int{1 << 20, 1, 1}}
	svg := SVG(l)
	if n := strings.Count(svg, `class="block"`); n != MaxBlocksDrawn {
		t.Errorf("%d blocks drawn, want %d", n, MaxBlocksDrawn)
	}
	if n := strings.Count(svg, `class="thread"`); n != MaxBlocksDrawn*maxThreadsDrawn {
		t.Errorf("%d threads drawn, want %d", n, MaxBlocksDrawn*maxThreadsDrawn)
	}
	if !strings.Contains(svg, "first 12 blocks drawn") {
		t.Errorf("caption does not say the picture is partial")
	}
}

func TestSVGEscapesKernelName(t *testing.T) {
	svg := SVG(Launch{Kernel: `<script>"x"</script>`, Grid: [3]int{1, 1, 1}, Block: [3]int{1, 1, 1}})
	if strings.Contains(svg, "<script>") {
		t.Errorf("kernel name not escaped: %s", svg)
	}
}

func TestSVGMultiDimensionalGridIndex(t *testing.T) {
	svg := SVG(Launch{Kernel: "k", Grid: [3]int{2, 2, 2}, Block: [3]int{32, 1, 1}})
	for _, want := range []string{"block (0,0,0)", "block (1,0,0)", "block (0,1,0)", "block (1,1,1)"} {
		if !strings.Contains(svg, want) {
			t.Errorf("missing %q", want)
		}
	}
}
