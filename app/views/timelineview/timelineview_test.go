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

func TestActivity(t *testing.T) {
	in := Input{Kernel: "k", Blocks: 1, SMs: 2, BlocksPerSM: 1, WarpsPerBlock: 2, Schedulers: 2, Cycles: 100,
		Activity: []SchedulerActivity{
			{SM: 0, Scheduler: 0, Segments: []Segment{{0, 40, "selected"}, {40, 100, "long_scoreboard"}}},
			{SM: 0, Scheduler: 1, Segments: []Segment{{0, 10, "selected"}, {10, 100, "idle"}}},
		}}
	states, cycles := in.StateCycles()
	if len(states) != 3 || states[0] != "selected" || cycles[0] != 50 || cycles[1] != 60 || cycles[2] != 90 {
		t.Errorf("StateCycles = %v %v", states, cycles)
	}
	svg := SVG(in)
	for _, want := range []string{"over 100 cycles", "selected 25%", "long_scoreboard 30%", StateColour("long_scoreboard")} {
		if !strings.Contains(svg, want) {
			t.Errorf("SVG lacks %q", want)
		}
	}
	if strings.Contains(svg, "idle 45%") {
		t.Error("idle drawn in the legend")
	}
}
