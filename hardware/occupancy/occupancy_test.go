package occupancy

import (
	"slices"
	"testing"

	"simtlab/hardware"
)

func profile(t *testing.T, name string) *hardware.Profile {
	t.Helper()
	p, ok := hardware.Lookup(name)
	if !ok {
		t.Fatalf("no profile %q", name)
	}
	return p
}

// The worked examples of the CUDA Programming Guide's occupancy section
// (compute capability 10.0, Table 2).
func TestProgrammingGuideCC10(t *testing.T) {
	b200 := profile(t, "b200")
	for _, tc := range []struct {
		name      string
		in        Input
		blocks    int
		occupancy float64
		limiter   string
	}{
		{"768-thread blocks", NewInput(768, 32), 2, 0.75, LimitWarps},
		{"32-thread blocks", NewInput(32, 32), 32, 0.50, LimitBlocks},
		{"100 KB of shared memory", func() Input {
			in := NewInput(256, 32)
			in.DynamicSmem = 100 * 1024
			in.MaxDynamicSmem = b200.SharedPerBlockOptin
			return in
		}(), 2, 0.25, LimitSharedMem},
	} {
		r := Compute(b200, tc.in)
		if r.BlocksPerSM != tc.blocks || r.Occupancy != tc.occupancy || !slices.Contains(r.Limiters, tc.limiter) {
			t.Errorf("%s: %d blocks, occupancy %v, limiters %v; want %d, %v, %s", tc.name, r.BlocksPerSM, r.Occupancy, r.Limiters, tc.blocks, tc.occupancy, tc.limiter)
		}
	}
}

// The Fermi examples of the course's lectures (CME213 lecture 5 and the
// "dynamic partitioning" lecture).
func TestFermiLectureExamples(t *testing.T) {
	fermi := profile(t, "fermi")
	for _, tc := range []struct {
		threads, regs, blocks, threadsPerSM int
		limiter                             string
	}{
		{512, 10, 3, 1536, LimitWarps},
		{256, 10, 6, 1536, LimitWarps},
		{128, 10, 8, 1024, LimitBlocks},
	} {
		r := Compute(fermi, NewInput(tc.threads, tc.regs))
		if r.BlocksPerSM != tc.blocks || r.WarpsPerSM*32 != tc.threadsPerSM || !slices.Contains(r.Limiters, tc.limiter) {
			t.Errorf("%d threads: %d blocks (%d threads, %v); want %d (%d, %s)", tc.threads, r.BlocksPerSM, r.WarpsPerSM*32, r.Limiters, tc.blocks, tc.threadsPerSM, tc.limiter)
		}
	}

	// The register "performance cliff" example assumes an SM with 16,384
	// registers (the lecture says so; a real GF100 has 32 K, where both
	// kernels are held to 6 blocks by the thread slots).
	lecture := *fermi
	lecture.RegsPerSM, lecture.RegsPerBlock = 16384, 16384
	for _, tc := range []struct{ regs, blocks, threadsPerSM int }{{10, 6, 1536}, {12, 5, 1280}} {
		r := Compute(&lecture, NewInput(16*16, tc.regs))
		if r.BlocksPerSM != tc.blocks || r.WarpsPerSM*32 != tc.threadsPerSM || !slices.Contains(r.Limiters, LimitRegisters) {
			t.Errorf("cliff, %d regs: %d blocks, %d threads, %v; want %d blocks, %d threads, registers", tc.regs, r.BlocksPerSM, r.WarpsPerSM*32, r.Limiters, tc.blocks, tc.threadsPerSM)
		}
		if real := Compute(fermi, NewInput(16*16, tc.regs)); real.BlocksPerSM != 6 {
			t.Errorf("GF100, %d regs: %d blocks, want 6", tc.regs, real.BlocksPerSM)
		}
	}
}

// Worked examples from hardware-facts.md (checked against the H200's runtime)
// and the per-factor limits Nsight Compute printed there.
func TestH200Examples(t *testing.T) {
	h200 := profile(t, "h200")
	for _, tc := range []struct {
		name                         string
		in                           Input
		blocks, lWarps, lRegs, lSmem int
	}{
		{"128 threads, 72 regs", NewInput(128, 72), 7, 16, 7, Unlimited},
		{"256 threads, 64 regs", NewInput(256, 64), 4, 8, 4, Unlimited},
		{"96 threads, 16 regs (ncu)", NewInput(96, 16), 21, 21, 42, Unlimited},
		{"1024 threads, 255 regs", NewInput(1024, 255), 0, 2, 0, Unlimited},
		{"33 threads cost 2 warps", NewInput(33, 32), 32, 32, 32, Unlimited},
	} {
		r := Compute(h200, tc.in)
		if r.Err != nil || r.BlocksPerSM != tc.blocks || r.LimitWarps != tc.lWarps || r.LimitRegisters != tc.lRegs {
			t.Errorf("%s: blocks %d warps %d regs %d smem %d (%v); want %d %d %d %d", tc.name, r.BlocksPerSM, r.LimitWarps, r.LimitRegisters, r.LimitSharedMem, r.Err, tc.blocks, tc.lWarps, tc.lRegs, tc.lSmem)
		}
		// With no static or dynamic shared memory only the 1 KB reserve counts.
		if r.LimitSharedMem != 228 {
			t.Errorf("%s: shared-memory limit %d, want 228 (1 KB reserve per block)", tc.name, r.LimitSharedMem)
		}
	}
	// cudaOccupancyAvailableDynamicSMemPerBlock's quirk: 116,736 B each for
	// two blocks, but the reserve makes only one fit.
	in := NewInput(256, 32)
	in.DynamicSmem, in.MaxDynamicSmem = 116736, h200.SharedPerBlockOptin
	if r := Compute(h200, in); r.BlocksPerSM != 1 {
		t.Errorf("116,736 B dynamic: %d blocks, want 1", r.BlocksPerSM)
	}
}

func TestCarveoutAndLimits(t *testing.T) {
	h200 := profile(t, "h200")
	with := func(threads, regs, dyn, carveout, maxDyn int) Input {
		in := NewInput(threads, regs)
		in.DynamicSmem, in.Carveout, in.MaxDynamicSmem = dyn, carveout, maxDyn
		return in
	}
	for _, tc := range []struct {
		name   string
		in     Input
		blocks int
		perSM  int
	}{
		// 20,000 + 1,024 -> 21,120 B per block.
		{"default carveout", with(128, 32, 20000, -1, -1), 11, 228 * 1024},
		{"0% carveout is raised to hold one block", with(128, 32, 20000, 0, -1), 1, 32 * 1024},
		{"25% -> 64 KB", with(128, 32, 20000, 25, -1), 3, 64 * 1024},
		{"50% -> 132 KB", with(128, 32, 20000, 50, -1), 6, 132 * 1024},
		{"100% -> 228 KB", with(128, 32, 20000, 100, -1), 11, 228 * 1024},
		{"no shared memory, 0% carveout", with(128, 32, 0, 0, -1), 8, 8 * 1024},
		{"dynamic above the attribute", with(128, 32, 49280, -1, -1), 0, 0},
		{"opt-in attribute", with(128, 32, 100*1024, -1, 227*1024), 2, 228 * 1024},
		{"opt-in maximum", with(32, 32, 227*1024, -1, 227*1024), 1, 228 * 1024},
		{"beyond opt-in", with(32, 32, 227*1024+1, -1, 227*1024+1), 0, 0},
	} {
		r := Compute(h200, tc.in)
		if r.BlocksPerSM != tc.blocks || r.SmemPerSMConfig != tc.perSM {
			t.Errorf("%s: %d blocks from %d B/SM; want %d from %d (%s)", tc.name, r.BlocksPerSM, r.SmemPerSMConfig, tc.blocks, tc.perSM, r.Reason)
		}
		if r.BlocksPerSM == 0 && r.Reason == "" {
			t.Errorf("%s: no reason given for 0 blocks", tc.name)
		}
	}
}

func TestOtherArchitectures(t *testing.T) {
	for _, tc := range []struct {
		gpu                 string
		threads, regs, smem int
		blocks              int
	}{
		{"t4", 256, 32, 0, 4},       // 32 warps/SM on Turing
		{"t4", 64, 32, 0, 16},       // 16 blocks/SM
		{"rtx3090", 512, 32, 0, 3},  // 48 warps/SM
		{"rtx4090", 64, 32, 0, 24},  // 24 blocks/SM on CC 8.9
		{"rtx3090", 64, 32, 0, 16},  // 16 on CC 8.6
		{"a100", 256, 32, 40000, 4}, // 164 KB / (40000+1024 -> 41088)
		{"v100", 256, 32, 40000, 2}, // 96 KB / 40192 B (no reserve, 256-B unit)
		{"k40", 256, 32, 20000, 2},  // 48 KB / 20224 B
		{"p100", 1024, 32, 0, 2},    // 64 warps
		{"gf100", 192, 21, 0, 7},    // 21 regs: 768 per warp (unit 128), 21 warps per half SM
		{"gf100", 192, 20, 0, 8},    // 20 regs: 640 per warp, 25 warps per half SM: block slots
		{"gf100", 1024, 32, 0, 1},   // 1024 threads fit one block
		{"gf100", 1024, 40, 0, 0},   // 40960 registers > 32768 per block
		{"gf100", 64, 64, 0, 0},     // more than 63 registers per thread
		{"p100", 960, 68, 0, 0},     // fits GP100 but not GP10x (4 partitions): refused
		{"p100", 1024, 64, 0, 1},    // 2048 registers per warp, 16 warps per half SM
	} {
		p := profile(t, tc.gpu)
		in := NewInput(tc.threads, tc.regs)
		in.DynamicSmem = tc.smem
		if r := Compute(p, in); r.BlocksPerSM != tc.blocks {
			t.Errorf("%s %d threads %d regs %d smem: %d blocks (%v, %s), want %d", tc.gpu, tc.threads, tc.regs, tc.smem, r.BlocksPerSM, r.Limiters, r.Reason, tc.blocks)
		}
	}
	// Fermi's cache-config preference: prefer L1 leaves 16 KB of shared memory.
	in := NewInput(128, 16)
	in.DynamicSmem, in.CacheConfig = 4000, PreferL1
	if r := Compute(profile(t, "gf100"), in); r.BlocksPerSM != 4 {
		t.Errorf("Fermi prefer-L1: %d blocks, want 4 (16 KB / 4,096 B)", r.BlocksPerSM)
	}
}

func TestInvalidInput(t *testing.T) {
	h200 := profile(t, "h200")
	for _, in := range []Input{
		NewInput(0, 32), NewInput(-5, 32), NewInput(128, -1),
		{Threads: 128, Regs: 32, Carveout: 101, MaxDynamicSmem: -1},
		{Threads: 128, Regs: 32, Carveout: -2, MaxDynamicSmem: -1},
		{Threads: 128, Regs: 32, Carveout: -1, MaxDynamicSmem: -1, DynamicSmem: -4},
		{Threads: 128, Regs: 32, Carveout: -1, MaxDynamicSmem: -1, CacheConfig: 9},
	} {
		r := Compute(h200, in)
		if r.Err == nil || r.BlocksPerSM != 0 {
			t.Errorf("%+v: accepted (%d blocks)", in, r.BlocksPerSM)
		}
	}
	if r := Compute(nil, NewInput(128, 32)); r.Err == nil {
		t.Error("nil profile accepted")
	}
	if r := Compute(&hardware.Profile{Name: "empty"}, NewInput(128, 32)); r.Err == nil {
		t.Error("empty profile accepted")
	}
	// Huge values must not overflow into a positive answer.
	if r := Compute(h200, NewInput(1<<40, 32)); r.BlocksPerSM != 0 {
		t.Errorf("2^40 threads: %d blocks", r.BlocksPerSM)
	}
}

func TestCurves(t *testing.T) {
	h200 := profile(t, "h200")
	c := ComputeCurves(h200, NewInput(256, 64))
	if len(c.BlockSize) != 32 || c.BlockSize[0].X != 32 || c.BlockSize[31].X != 1024 {
		t.Fatalf("block-size curve: %d points", len(c.BlockSize))
	}
	if len(c.Registers) != 255 || len(c.SharedMem) == 0 || c.SharedStep != 512 {
		t.Fatalf("curves: %d register points, %d shared points, step %d", len(c.Registers), len(c.SharedMem), c.SharedStep)
	}
	// Each point equals a direct computation, and the register curve never
	// rises as registers grow.
	for _, pt := range c.BlockSize {
		in := NewInput(pt.X, 64)
		if r := Compute(h200, in); r.BlocksPerSM != pt.BlocksPerSM {
			t.Errorf("block size %d: curve %d, Compute %d", pt.X, pt.BlocksPerSM, r.BlocksPerSM)
		}
	}
	for i := 1; i < len(c.Registers); i++ {
		if c.Registers[i].Occupancy > c.Registers[i-1].Occupancy {
			t.Errorf("occupancy rises from %d to %d registers", c.Registers[i-1].X, c.Registers[i].X)
		}
	}
	// 64 registers with 256 threads: 4 blocks, 50 %; at 32 registers, 8 blocks.
	if r := c.Registers[63]; r.BlocksPerSM != 4 || r.Occupancy != 0.5 {
		t.Errorf("64 registers: %+v", r)
	}
	if r := c.Registers[31]; r.BlocksPerSM != 8 {
		t.Errorf("32 registers: %+v", r)
	}
	last := c.SharedMem[len(c.SharedMem)-1]
	if last.BlocksPerSM != 1 || c.SharedMem[0].BlocksPerSM != 4 {
		t.Errorf("shared-memory curve ends: first %+v, last %+v", c.SharedMem[0], last)
	}
	if got := ComputeCurves(nil, NewInput(1, 1)); got.BlockSize != nil {
		t.Error("nil profile gave curves")
	}
}

func TestMaxPotentialBlockSize(t *testing.T) {
	h200 := profile(t, "h200")
	for _, tc := range []struct {
		regs, limit, smem int
		grid, block       int
	}{
		{32, 0, 0, 132 * 2, 1024},   // 64 warps reached at once with 1024 threads
		{64, 0, 0, 132 * 1, 1024},   // 32 warps is the register limit; 1024 reaches it first (ties keep the larger size)
		{32, 200, 0, 132 * 16, 128}, // __launch_bounds__(200): 128-thread blocks reach all 64 warps
		{255, 0, 0, 132 * 1, 256},   // 255 registers: 2 warps per sub-partition, 8 per SM
	} {
		in := NewInput(0, tc.regs)
		in.DynamicSmem = tc.smem
		grid, block, err := MaxPotentialBlockSize(h200, in, tc.limit, nil)
		if err != nil || grid != tc.grid || block != tc.block {
			t.Errorf("regs %d limit %d: grid %d block %d (%v); want %d, %d", tc.regs, tc.limit, grid, block, err, tc.grid, tc.block)
		}
		// The chosen size really has the most resident threads.
		best := 0
		for b := 1; b <= 1024; b++ {
			v := in
			v.Threads = b
			if tc.limit > 0 && b > tc.limit {
				break
			}
			best = max(best, b*Compute(h200, v).BlocksPerSM)
		}
		v := in
		v.Threads = block
		if got := block * Compute(h200, v).BlocksPerSM; got != best {
			t.Errorf("regs %d: %d threads resident, best possible %d", tc.regs, got, best)
		}
	}
	// Shared memory that grows with the block.
	_, block, _ := MaxPotentialBlockSize(h200, NewInput(0, 32), 0, func(b int) int { return b * 40 })
	if block == 0 {
		t.Error("no block size with per-thread shared memory")
	}
	if _, _, err := MaxPotentialBlockSize(nil, NewInput(0, 32), 0, nil); err == nil {
		t.Error("nil profile accepted")
	}
}

func TestAvailableDynamicSmem(t *testing.T) {
	h200 := profile(t, "h200")
	in := NewInput(256, 32)
	in.MaxDynamicSmem = h200.SharedPerBlockOptin
	for _, tc := range []struct{ blocks, want int }{
		{1, 233472}, // the whole per-block cap, reserve included, capped by... the attribute below
		{2, 116736}, // measured on the H200 (hardware-facts.md 1.1)
		{3, 77824},
		{8, 29184},
	} {
		got, err := AvailableDynamicSmemPerBlock(h200, in, tc.blocks)
		want := min(tc.want, in.MaxDynamicSmem)
		if err != nil || got != want {
			t.Errorf("%d blocks: %d (%v), want %d", tc.blocks, got, err, want)
		}
	}
	// The quirk: two blocks with that much do not fit once the reserve counts.
	v := in
	v.DynamicSmem = 116736
	if r := Compute(h200, v); r.BlocksPerSM != 1 {
		t.Errorf("116,736 B: %d blocks", r.BlocksPerSM)
	}
	if got, _ := AvailableDynamicSmemPerBlock(h200, NewInput(256, 32), 2); got != 48*1024 {
		t.Errorf("default attribute caps at 48 KB, got %d", got)
	}
	if _, err := AvailableDynamicSmemPerBlock(h200, in, 9); err == nil {
		t.Error("9 blocks of 8 warps accepted") // warps allow 8
	}
	if _, err := AvailableDynamicSmemPerBlock(h200, in, 0); err == nil {
		t.Error("0 blocks accepted")
	}
}
