package occupancyview

import (
	"slices"
	"strings"
	"testing"
)

func TestOccupancy(t *testing.T) {
	tests := []struct {
		s       Settings
		percent int
		blocks  int
		limiter string
	}{
		{Settings{GPU: "b200", Threads: 768, Regs: 32}, 75, 2, "warps"},
		{Settings{GPU: "h200", Threads: 256, Regs: 32}, 100, 8, "warps"},
		// The lecture's cliff: 6 blocks at 10 registers, 5 at 12.
		{Settings{GPU: LectureFermi, Threads: 256, Regs: 10}, 100, 6, "warps"},
		{Settings{GPU: LectureFermi, Threads: 256, Regs: 12}, 83, 5, "registers"},
		// A real GF100 has twice the registers: no cliff.
		{Settings{GPU: "gf100", Threads: 256, Regs: 12}, 100, 6, "warps"},
	}
	for _, tt := range tests {
		m, err := Compute(tt.s)
		if err != nil {
			t.Fatal(err)
		}
		if m.Percent() != tt.percent || m.Result.BlocksPerSM != tt.blocks || m.Limiter() != tt.limiter {
			t.Errorf("%+v: %d%%, %d blocks, limiter %q (%v); want %d%%, %d, %q",
				tt.s, m.Percent(), m.Result.BlocksPerSM, m.Limiter(), m.Result.Limiters, tt.percent, tt.blocks, tt.limiter)
		}
		svg := SVG(m)
		if !strings.Contains(svg, "(limit)") {
			t.Errorf("%+v: no limiter marked", tt.s)
		}
	}
}

func TestProfiles(t *testing.T) {
	names := ProfileNames()
	if !slices.Contains(names, "b200") || names[len(names)-1] != LectureFermi {
		t.Errorf("profile names %v", names)
	}
	if _, err := Compute(Settings{GPU: "nope", Threads: 32}); err == nil {
		t.Error("unknown GPU accepted")
	}
	// Bad inputs are shown, not fatal.
	m, err := Compute(Settings{GPU: "h200", Threads: 5000, Regs: 32})
	if err != nil || m.Result.BlocksPerSM != 0 || !strings.Contains(SVG(m), "exceed") {
		t.Errorf("5000 threads: %v, %d blocks", err, m.Result.BlocksPerSM)
	}
}
