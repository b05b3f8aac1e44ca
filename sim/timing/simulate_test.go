package timing

import (
	"reflect"
	"testing"

	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
)

// mixedStream is a synthetic kernel body: a global load, address
// arithmetic, a shared store, a barrier, shared loads feeding FMAs, a
// global store. Iteration count and levels vary by warp so that warps drift.
func mixedStream(block, warp, iters int) []Inst {
	var out []Inst
	for i := range iters {
		lvl := memsys.LevelL1
		l2, dram := uint8(0), uint8(0)
		switch (block + warp + i) % 4 {
		case 0:
			lvl, l2, dram = memsys.LevelDRAM, 4, 4
		case 1:
			lvl, l2 = memsys.LevelL2, 4
		}
		out = append(out,
			Inst{Class: ClassInt, Line: 3},
			Inst{Class: ClassGlobal, Dep: 1, Level: lvl, Wavefronts: 1, Sectors: 4, L2Sectors: l2, DRAMSectors: dram, Line: 4},
			Inst{Class: ClassShared, Dep: 1, Level: memsys.LevelShared, Wavefronts: 1, Flags: FlagNoResult, Line: 5},
			Inst{Class: ClassBarrier, Flags: FlagNoResult, Line: 6},
			Inst{Class: ClassShared, Level: memsys.LevelShared, Wavefronts: uint8(1 + warp%2), Line: 7},
			Inst{Class: ClassFP32, Dep: 1, Line: 7},
			Inst{Class: ClassFP32, Dep: 1, Line: 7},
			Inst{Class: ClassSFU, Dep: 1, Line: 8},
			Inst{Class: ClassGlobal, Dep: 1, Level: memsys.LevelL2, Wavefronts: 1, Sectors: 4, L2Sectors: 4, Flags: FlagNoResult, Line: 9},
			Inst{Class: ClassBarrier, Flags: FlagNoResult, Line: 10},
		)
	}
	return out
}

// mixedLaunch records the streams through a Recorder, as the engine does,
// so that identical streams are shared.
func mixedLaunch(blocks, warpsPerBlock, iters int) (Launch, []WarpStream) {
	rec := NewRecorder(0)
	for b := range blocks {
		for w := range warpsPerBlock {
			rec.BeginWarp(b, w)
			for _, in := range mixedStream(b, w, iters) {
				rec.Add(in)
			}
			rec.EndWarp()
		}
	}
	return Launch{Kernel: "mixed", Blocks: blocks, Occupancy: occupancy.NewInput(32*warpsPerBlock, 32)}, rec.Streams()
}

func TestDeterministic(t *testing.T) {
	p := mustProfile(t, "h200")
	l, ws := mixedLaunch(100, 8, 20)
	a := Simulate(p, l, ws)
	b := Simulate(p, l, ws)
	if a.Err != "" || a.Cycles == 0 {
		t.Fatalf("report: err %q, %d cycles", a.Err, a.Cycles)
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two runs on the same streams differ")
	}
	// Streams given in another order are the same launch.
	rev := append([]WarpStream(nil), ws...)
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	c := Simulate(p, Launch{Kernel: l.Kernel, Blocks: l.Blocks, Occupancy: l.Occupancy, WarpStats: 1}, rev)
	if c.Cycles != a.Cycles || c.Stalls != a.Stalls {
		t.Fatalf("stream order changed the result: %d vs %d cycles", c.Cycles, a.Cycles)
	}
}

func TestStallAccountingCoversResidentTime(t *testing.T) {
	p := mustProfile(t, "h200")
	l, ws := mixedLaunch(40, 4, 10)
	r := Simulate(p, l, ws)
	for _, w := range r.Warps {
		if got, want := w.Stalls.Total(), w.End-w.Start; got != want {
			t.Fatalf("warp %d.%d: %d stall-cycles counted over %d resident cycles", w.Block, w.Warp, got, want)
		}
		if w.Stalls[Selected] != w.Insts {
			t.Fatalf("warp %d.%d: %d selected cycles for %d instructions", w.Block, w.Warp, w.Stalls[Selected], w.Insts)
		}
	}
	if r.Stalls[Barrier] == 0 || r.Stalls[LongScoreboard] == 0 || r.Stalls[ShortScoreboard] == 0 {
		t.Errorf("expected barrier, long and short scoreboard stalls: %v", r.Stalls)
	}
	var lines StallCounts
	for _, c := range r.Lines {
		lines.add(&c)
	}
	if lines != r.Stalls {
		t.Errorf("per-line stalls %v do not add up to the launch's %v", lines, r.Stalls)
	}
}

func TestWavesAndTail(t *testing.T) {
	p := mustProfile(t, "t4") // 40 SMs of 1024 threads: one 1024-thread block each
	body := loop([]Inst{{Class: ClassFP32, Dep: 1}}, 50, 1)
	run := func(blocks int) *Report {
		var ws []WarpStream
		for b := range blocks {
			for w := range 32 {
				ws = append(ws, WarpStream{Block: int32(b), Warp: int32(w), Insts: body})
			}
		}
		return Simulate(p, Launch{Blocks: blocks, Occupancy: occupancy.NewInput(1024, 32)}, ws)
	}
	one, full, extra := run(1), run(40), run(41)
	if full.Waves != 1 || extra.Waves != 2 {
		t.Fatalf("waves %d, %d; want 1, 2", full.Waves, extra.Waves)
	}
	// The extra block runs alone after the first wave: the tail effect.
	if want := full.Cycles + one.Cycles*8/10; extra.Cycles < want {
		t.Errorf("one block more than a full wave: %d cycles, want at least %d (a second wave)", extra.Cycles, want)
	}
	// One block of 32 warps fills a T4 SM's 32 warp slots until its first
	// warps exit.
	if one.AchievedOccupancy > 100.01 || one.AchievedOccupancy < 50 {
		t.Errorf("achieved occupancy of one full block: %.1f%%, want 50..100%%", one.AchievedOccupancy)
	}
}

func TestBarrierHoldsBlock(t *testing.T) {
	p := mustProfile(t, "h200")
	slow := loop([]Inst{{Class: ClassFP32, Dep: 1}}, 100, 1)
	slow = append(slow, Inst{Class: ClassBarrier, Flags: FlagNoResult})
	fast := []Inst{{Class: ClassBarrier, Flags: FlagNoResult}, {Class: ClassFP32}}
	r := Simulate(p, Launch{Blocks: 1, Occupancy: occupancy.NewInput(64, 32)}, []WarpStream{
		{Block: 0, Warp: 0, Insts: slow}, {Block: 0, Warp: 1, Insts: fast},
	})
	w1 := r.Warps[1]
	if w1.Stalls[Barrier] < 400 {
		t.Errorf("fast warp waited %d cycles at the barrier, want the slow warp's ~400+", w1.Stalls[Barrier])
	}
	if w1.End < r.Warps[0].End-5 {
		t.Errorf("fast warp exited at %d, before the slow warp reached the barrier (%d)", w1.End, r.Warps[0].End)
	}
}

func TestBadLaunches(t *testing.T) {
	p := mustProfile(t, "h200")
	ws := []WarpStream{{Block: 5, Warp: 0, Insts: []Inst{{Class: ClassInt, Dep: 9}}}, {Block: -1}}
	for _, l := range []Launch{
		{Blocks: 0, Occupancy: occupancy.NewInput(32, 32)},
		{Blocks: 1, Occupancy: occupancy.NewInput(4096, 32)},
		{Blocks: 1, Occupancy: occupancy.NewInput(0, 32)},
		{Blocks: 3, Occupancy: occupancy.NewInput(32, 300)},
	} {
		if r := Simulate(p, l, ws); r.Err == "" || r.Cycles != 0 {
			t.Errorf("launch %+v: err %q, %d cycles; want an error", l, r.Err, r.Cycles)
		}
	}
	// Streams outside the grid and empty blocks are fine.
	r := Simulate(p, Launch{Blocks: 6, Occupancy: occupancy.NewInput(32, 32)}, ws)
	if r.Err != "" || r.Insts != 1 {
		t.Fatalf("err %q, %d instructions; want the one of block 5", r.Err, r.Insts)
	}
	if r := Simulate(nil, Launch{Blocks: 1}, nil); r.Err == "" {
		t.Error("nil profile: no error")
	}
}

func TestTimelineBounded(t *testing.T) {
	p := mustProfile(t, "h200")
	body := loop([]Inst{{Class: ClassShared, Wavefronts: 32}}, 20000, 4)
	r := Simulate(p, Launch{Blocks: 1, Occupancy: occupancy.NewInput(32, 32)}, []WarpStream{{Insts: body}})
	if len(r.Timeline) != p.SchedulersPerSM {
		t.Fatalf("%d timelines, want one per scheduler of SM 0", len(r.Timeline))
	}
	tl := r.Timeline[0]
	if tl.BucketCycles*maxBuckets < r.Cycles || len(tl.Segments) > maxBuckets {
		t.Fatalf("timeline: %d-cycle buckets, %d segments for %d cycles", tl.BucketCycles, len(tl.Segments), r.Cycles)
	}
	if last := tl.Segments[len(tl.Segments)-1]; last.End != r.Cycles {
		t.Errorf("timeline ends at %d, the launch at %d", last.End, r.Cycles)
	}
	if tl.Segments[0].State != MIOThrottle {
		t.Errorf("a 32-way-conflict loop should be mostly mio_throttle, got %v", tl.Segments[0].State)
	}
}

func BenchmarkSimulate(b *testing.B) {
	p := mustProfile(b, "h200")
	l, ws := mixedLaunch(528, 8, 20)
	var n int64
	for _, w := range ws {
		n += int64(len(w.Insts))
	}
	b.ResetTimer()
	for range b.N {
		Simulate(p, l, ws)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n)/float64(b.N), "ns/inst")
}

func TestHugeGridWithFewStreams(t *testing.T) {
	p := mustProfile(t, "h200")
	ws := []WarpStream{{Block: 0, Insts: []Inst{{Class: ClassFP32}}}, {Block: 3, Insts: []Inst{{Class: ClassFP32}}}}
	r := Simulate(p, Launch{Blocks: 1<<31 - 1, Occupancy: occupancy.NewInput(32, 32)}, ws)
	if r.Err != "" || r.Insts != 2 {
		t.Fatalf("err %q, %d instructions", r.Err, r.Insts)
	}
}

// A launch over the instruction budget is sampled on a slice of the GPU;
// its estimate stays close to the full replay.
func TestSampledLaunchMatchesFullReplay(t *testing.T) {
	p := mustProfile(t, "h200")
	l, ws := mixedLaunch(2000, 8, 3) // 480,000 instructions in 2 waves of 8 blocks per SM
	full := Simulate(p, l, ws)
	if full.Sample != nil {
		t.Fatal("the full replay was sampled")
	}
	for _, budget := range []int64{100_000, 20_000, 1_000} {
		l.MaxInsts = budget
		s := Simulate(p, l, ws)
		if s.Sample == nil {
			t.Fatalf("budget %d: not sampled", budget)
		}
		ratio := float64(s.Cycles) / float64(full.Cycles)
		t.Logf("budget %d: %+v, %d cycles vs %d (%.2f), %d instructions vs %d", budget, *s.Sample, s.Cycles, full.Cycles, ratio, s.Insts, full.Insts)
		if ratio < 0.8 || ratio > 1.25 {
			t.Errorf("budget %d: sampled estimate %d cycles, full replay %d", budget, s.Cycles, full.Cycles)
		}
		if d := float64(s.Insts)/float64(full.Insts) - 1; d < -0.02 || d > 0.02 {
			t.Errorf("budget %d: %d instructions estimated, %d replayed", budget, s.Insts, full.Insts)
		}
	}
}

// Greedy-then-oldest runs one warp ahead of the others, so identical warps
// exit one after another; loose round-robin keeps them together.
func TestSchedulingPolicies(t *testing.T) {
	p := mustProfile(t, "h200")
	body := loop([]Inst{{Class: ClassFP32, Dep: 1}, {Class: ClassFP32}, {Class: ClassFP32, Dep: 2}}, 100, 1)
	var ws []WarpStream
	for w := range 16 {
		ws = append(ws, WarpStream{Warp: int32(w), Insts: body})
	}
	l := Launch{Blocks: 1, Occupancy: occupancy.NewInput(512, 32)}
	gto := Simulate(p, l, ws)
	l.Policy = LooseRoundRobin
	lrr := Simulate(p, l, ws)
	if gto.Insts != lrr.Insts {
		t.Fatalf("instructions %d vs %d", gto.Insts, lrr.Insts)
	}
	spread := func(r *Report) int64 {
		lo, hi := r.Warps[0].End, r.Warps[0].End
		for _, w := range r.Warps {
			lo, hi = min(lo, w.End), max(hi, w.End)
		}
		return hi - lo
	}
	t.Logf("GTO: %d cycles, exits spread over %d; LRR: %d cycles, spread %d", gto.Cycles, spread(gto), lrr.Cycles, spread(lrr))
	if spread(lrr) >= spread(gto) {
		t.Errorf("loose round-robin exits spread over %d cycles, greedy-then-oldest %d: want LRR tighter", spread(lrr), spread(gto))
	}
}
