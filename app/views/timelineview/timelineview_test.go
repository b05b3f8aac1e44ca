package timelineview

import (
	"strings"
	"testing"
)

func TestWaves(t *testing.T) {
	tests := []struct {
		in    Input
		waves []Wave
		tail  float64
	}{
		{Input{Blocks: 10, SMs: 4, BlocksPerSM: 2}, []Wave{{0, 7}, {8, 9}}, 0.25},
		{Input{Blocks: 8, SMs: 4, BlocksPerSM: 2}, []Wave{{0, 7}}, 1},
		{Input{Blocks: 3, SMs: 132, BlocksPerSM: 8}, []Wave{{0, 2}}, 3.0 / 1056},
		{Input{Blocks: 3, SMs: 132, BlocksPerSM: 0}, nil, 0},
	}
	for _, tt := range tests {
		got := tt.in.Waves()
		if len(got) != len(tt.waves) {
			t.Errorf("%+v: waves %v, want %v", tt.in, got, tt.waves)
			continue
		}
		for i := range got {
			if got[i] != tt.waves[i] {
				t.Errorf("%+v: waves %v, want %v", tt.in, got, tt.waves)
			}
		}
		if u := tt.in.TailUtilisation(); u != tt.tail {
			t.Errorf("%+v: tail %v, want %v", tt.in, u, tt.tail)
		}
	}
}

func TestSVG(t *testing.T) {
	svg := SVG(Input{Kernel: "k", Blocks: 300, SMs: 132, BlocksPerSM: 1, WarpsPerBlock: 8, Schedulers: 4})
	for _, want := range []string{"3 wave(s)", "wave 3", "sched 3", "116 more SMs"} {
		if !strings.Contains(svg, want) {
			t.Errorf("SVG lacks %q", want)
		}
	}
}
