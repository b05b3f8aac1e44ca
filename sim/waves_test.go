package sim

import "testing"

func TestSetWaves(t *testing.T) {
	// reduce_grid_atomic on an H200: 512 blocks of 512 threads, 4 per SM
	// (warps), 132 SMs: ncu prints 0.97.
	m := map[string]float64{"launch__grid_size": 512, "launch__occupancy_limit_warps": 4,
		"launch__occupancy_limit_blocks": 32, "launch__occupancy_limit_registers": 8,
		"launch__occupancy_limit_shared_mem": 10}
	setWaves(m, 132)
	if got, want := m["launch__waves_per_multiprocessor"], 512.0/(4*132); got != want {
		t.Errorf("waves = %v, want %v", got, want)
	}
	// A launch that cannot run keeps no waves.
	m = map[string]float64{"launch__grid_size": 1, "launch__occupancy_limit_warps": 0}
	setWaves(m, 132)
	if _, ok := m["launch__waves_per_multiprocessor"]; ok {
		t.Error("waves reported for a launch with no room on an SM")
	}
}
