package timing

import (
	"math"
	"testing"

	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
)

// oneWarp times a single warp running insts alone on the GPU.
func oneWarp(t *testing.T, gpu string, insts []Inst) *Report {
	t.Helper()
	r := Simulate(mustProfile(t, gpu), Launch{Blocks: 1, Occupancy: occupancy.NewInput(32, 32)}, []WarpStream{{Insts: insts}})
	if r.Err != "" {
		t.Fatal(r.Err)
	}
	return r
}

func repeat(in Inst, n int) []Inst {
	out := make([]Inst, n)
	for i := range out {
		out[i] = in
	}
	return out
}

// A dependent chain runs at one instruction per latency.
func TestDependentChainLatencies(t *testing.T) {
	const n = 1000
	p := mustProfile(t, "h200")
	for _, c := range []struct {
		name string
		in   Inst
		lat  int
	}{
		{"fp32", Inst{Class: ClassFP32, Dep: 1}, p.LatALU},
		{"fp64", Inst{Class: ClassFP64, Dep: 1}, 8},
		{"shared", Inst{Class: ClassShared, Dep: 1, Wavefronts: 1, Level: memsys.LevelShared}, p.LatShared},
		{"L1", Inst{Class: ClassGlobal, Dep: 1, Wavefronts: 1, Sectors: 1, Level: memsys.LevelL1}, p.LatL1},
		{"L2", Inst{Class: ClassGlobal, Dep: 1, Wavefronts: 1, Sectors: 1, L2Sectors: 1, Level: memsys.LevelL2}, p.LatL2},
		{"DRAM", Inst{Class: ClassGlobal, Dep: 1, Wavefronts: 1, Sectors: 1, L2Sectors: 1, DRAMSectors: 1, Level: memsys.LevelDRAM}, p.LatDRAM},
	} {
		r := oneWarp(t, "h200", repeat(c.in, n))
		perInst := float64(r.Cycles) / n
		if math.Abs(perInst-float64(c.lat)) > 0.02*float64(c.lat) {
			t.Errorf("%s chain: %.1f cycles per instruction, want %d", c.name, perInst, c.lat)
		}
	}
}

// Independent instructions issue one per cycle per scheduler (Volta+),
// one per two cycles on Fermi, up to two per cycle on Kepler (as far as
// its 48 FP32 lanes per scheduler allow); the A100's
// 16 FP32 lanes per scheduler take two cycles per warp instruction.
func TestIssueRates(t *testing.T) {
	const n = 4000
	for _, c := range []struct {
		gpu   string
		class Class
		want  float64 // cycles per instruction
	}{
		{"h200", ClassFP32, 1},
		{"a100", ClassFP32, 2},
		{"gf100", ClassFP32, 2},
		{"k40", ClassFP32, 2.0 / 3}, // 48 lanes per scheduler, dual issue
		{"h200", ClassSFU, 8},
		{"rtx4090", ClassFP64, 64}, // 2 FP64 lanes per SM
	} {
		r := oneWarp(t, c.gpu, repeat(Inst{Class: c.class}, n))
		got := float64(r.Cycles) / n
		if math.Abs(got-c.want) > 0.05*c.want {
			t.Errorf("%s %s: %.2f cycles per independent instruction, want %.2f", c.gpu, c.class, got, c.want)
		}
	}
}

// Same-address atomics serialise; bandwidth-bound streaming approaches the
// DRAM bandwidth of the profile.
func TestAtomicsAndDRAMBandwidth(t *testing.T) {
	p := mustProfile(t, "h200")
	one := oneWarp(t, "h200", repeat(Inst{Class: ClassAtomic, Dep: 1, Sectors: 1, L2Sectors: 1, Level: memsys.LevelL2}, 200))
	same := oneWarp(t, "h200", repeat(Inst{Class: ClassAtomic, Dep: 1, Sectors: 32, L2Sectors: 32, Level: memsys.LevelL2}, 200))
	if extra := float64(same.Cycles-one.Cycles) / 200; extra < 31*atomicOpCycles*0.9 {
		t.Errorf("32 lanes on one address cost %.0f more cycles per atomic, want about %d", extra, 31*atomicOpCycles)
	}

	// 132 × 8 blocks of 8 warps, each loading 16 sectors from DRAM 64 times
	// with plenty of independent loads in flight.
	load := Inst{Class: ClassGlobal, Wavefronts: 1, Sectors: 16, L2Sectors: 16, DRAMSectors: 16, Level: memsys.LevelDRAM}
	var ws []WarpStream
	body := repeat(load, 64)
	blocks := p.SMs * 8
	for b := range blocks {
		for w := range 8 {
			ws = append(ws, WarpStream{Block: int32(b), Warp: int32(w), Insts: body})
		}
	}
	r := Simulate(p, Launch{Blocks: blocks, Occupancy: occupancy.NewInput(256, 32)}, ws)
	bytes := float64(len(ws)*64*16*32) * 1.0
	gbs := bytes / (float64(r.Cycles) / float64(p.CoreClockMHz) * 1e-6) / 1e9
	t.Logf("DRAM-streaming kernel: %.0f GB/s of %.0f", gbs, p.BandwidthGBs)
	if gbs > p.BandwidthGBs || gbs < 0.7*p.BandwidthGBs {
		t.Errorf("streaming kernel moved %.0f GB/s, want 70–100%% of the profile's %.0f GB/s", gbs, p.BandwidthGBs)
	}
	if r.Stalls[LongScoreboard]+r.Stalls[LGThrottle] < r.Stalls.Total()/2 {
		t.Errorf("a DRAM-bound kernel should mostly wait on memory: %v", r.Stalls)
	}
}

// Scattered one-sector stores are bound by L2 requests, not bytes: the same
// sectors in one request per line (coalesced) take a fraction of the time.
func TestL2RequestRate(t *testing.T) {
	gpu := mustProfile(t, "h200")
	run := func(requests uint8) int64 {
		insts := make([]Inst, 64)
		for i := range insts {
			insts[i] = Inst{Line: 1, Class: ClassGlobal, Level: memsys.LevelL2, Wavefronts: 1, Sectors: 32, L2Sectors: 32, L2Requests: requests, Flags: FlagNoResult}
		}
		var streams []WarpStream
		for b := range 132 * 8 {
			for w := range 8 {
				streams = append(streams, WarpStream{Block: int32(b), Warp: int32(w), Insts: insts})
			}
		}
		return Simulate(gpu, Launch{Blocks: 132 * 8, Occupancy: occupancy.NewInput(256, 32)}, streams).Cycles
	}
	q, _ := ParamsFor(gpu)
	scattered, coalesced := run(32), run(8)
	requests := float64(132 * 8 * 8 * 64 * 32)
	if floor := int64(requests / q.L2WriteRequestsPerCycle); scattered < floor {
		t.Errorf("scattered stores: %d cycles, want at least %d (requests / rate)", scattered, floor)
	}
	if coalesced*2 > scattered {
		t.Errorf("coalesced stores: %d cycles, want well under the scattered %d", coalesced, scattered)
	}
}
