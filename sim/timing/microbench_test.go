package timing

import (
	"math"
	"testing"

	"simtlab/hardware"
	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
)

// The shared-memory microbenchmark of the course (a write-up's A100 table):
// one block of 32 × 8 threads, every thread issuing 100,000 loads.
const (
	benchWarps = 8
	benchIters = 100_000
)

// pattern is one row of the table: the byte address lane l of warp w loads.
type pattern struct {
	name  string
	width uint8
	addr  func(w, l int) uint64
	ratio float64 // measured time / conflict-free time
}

var patterns = []pattern{
	{"conflict-free", 4, func(w, l int) uint64 { return uint64(w*32+l) * 4 }, 1},
	{"32-way conflict", 4, func(w, l int) uint64 { return uint64(l*32) * 4 }, 32},
	{"warp w in bank w", 4, func(w, l int) uint64 { return uint64(l*32+w) * 4 }, 32},
	{"broadcast", 4, func(w, l int) uint64 { return uint64(w*32) * 4 }, 1},
	{"multicast", 4, func(w, l int) uint64 {
		h := (uint32(l) * 2654435761) >> 16
		return uint64(w*32+int(h%32)) * 4
	}, 1},
	{"float4 per lane", 16, func(w, l int) uint64 { return uint64(w*128+l*4) * 4 }, 4},
	{"float2 pairs", 8, func(w, l int) uint64 { return uint64(w*32+l/2*2) * 4 }, 1},
	{"float4 quads", 16, func(w, l int) uint64 { return uint64(w*32+l/4*4) * 4 }, 2},
}

// wavefronts asks the memory system what warp w's load costs.
func wavefronts(t *testing.T, ms *memsys.System, p pattern, w int) uint8 {
	t.Helper()
	a := memsys.Access{Space: memsys.Shared, Op: memsys.Load, Width: p.width, Mask: ^uint32(0), Warp: w}
	for l := range 32 {
		a.Addr[l] = p.addr(w, l)
	}
	o := ms.Observe(&a)
	if o.Level != memsys.LevelShared || o.Wavefronts <= 0 {
		t.Fatalf("%s: memsys outcome %+v", p.name, o)
	}
	return Sat8(int(o.Wavefronts))
}

// loop builds a warp's stream for iters iterations of body, unrolled
// unroll times, followed by the loop's counter update, compare and branch
// (IADD, ISETP, BRA). Deps inside body are relative to its instructions.
func loop(body []Inst, iters, unroll int) []Inst {
	var out []Inst
	for i := 0; i < iters; i += unroll {
		for range unroll {
			out = append(out, body...)
		}
		n := unroll*len(body) + 3
		out = append(out,
			Inst{Class: ClassInt, Dep: uint16(min(n, MaxDep)), Line: 9}, // j += unroll (reads last round's j)
			Inst{Class: ClassInt, Dep: 1, Line: 9},                      // j < iters
			Inst{Class: ClassBranch, Dep: 1, Line: 9, Flags: FlagNoResult},
		)
	}
	return out
}

func benchLaunch(blocks int) Launch {
	in := occupancy.NewInput(32*benchWarps, 32)
	in.StaticSmem = 4096
	return Launch{Kernel: "bench", Blocks: blocks, Occupancy: in}
}

func mustProfile(t testing.TB, name string) *hardware.Profile {
	t.Helper()
	p, ok := hardware.Lookup(name)
	if !ok {
		t.Fatalf("no profile %q", name)
	}
	return p
}

// runPattern times one kernel of the table; body(wf) gives a loop body for
// a load of wf wavefronts.
func runPattern(t *testing.T, p *hardware.Profile, pat pattern, body func(wf uint8) []Inst, unroll int) *Report {
	t.Helper()
	ms := memsys.New(memsys.DefaultConfig())
	ms.BeginLaunch("bench", [3]int{1, 1, 1}, [3]int{32, benchWarps, 1}, memsys.TraceOptions{})
	var warps []WarpStream
	for w := range benchWarps {
		warps = append(warps, WarpStream{Block: 0, Warp: int32(w), Insts: loop(body(wavefronts(t, ms, pat, w)), benchIters, unroll)})
	}
	r := Simulate(p, benchLaunch(1), warps)
	if r.Err != "" {
		t.Fatalf("%s: %s", pat.name, r.Err)
	}
	return r
}

// ptxBody is the write-up's loop: an asm volatile ld.shared whose result
// nothing reads.
func ptxBody(wf uint8) []Inst {
	return []Inst{{Class: ClassShared, Level: memsys.LevelShared, Wavefronts: wf, Line: 10}}
}

func TestSharedMicrobenchmarkA100(t *testing.T) {
	p := mustProfile(t, "a100")
	var base float64
	for _, pat := range patterns {
		r := runPattern(t, p, pat, ptxBody, 4)
		ms := r.DurationNs / 1e6
		if pat.ratio == 1 && pat.name == "conflict-free" {
			base = ms
			// The write-up: 0.57 ms on an A100.
			if math.Abs(ms-0.57)/0.57 > 0.25 {
				t.Errorf("conflict-free: %.3f ms, want 0.57 ms ± 25%%", ms)
			}
		}
		got := ms / base
		t.Logf("%-17s %.3f ms  ratio %.2f (write-up %.0f)", pat.name, ms, got, pat.ratio)
		if math.Abs(got-pat.ratio)/pat.ratio > 0.10 {
			t.Errorf("%s: ratio %.2f, want %.0f ± 10%%", pat.name, got, pat.ratio)
		}
	}
}

// plainCBody is the same load written as plain C, the way the engine
// records it: the loop also adds every loaded component into an
// accumulator (acc += v.x; acc += v.y ...), one FADD per component, each
// reading the load (Dep2) and the previous add (Dep). The loop is not
// unrolled (the engine does not unroll), so an iteration is the load, the
// adds and the loop's IADD, ISETP, BRA.
func plainCBody(components int) func(wf uint8) []Inst {
	return func(wf uint8) []Inst {
		out := []Inst{{Class: ClassShared, Level: memsys.LevelShared, Wavefronts: wf, Line: 10}}
		for i := range components {
			in := Inst{Class: ClassFP32, Dep: 1, Dep2: uint16(i + 1), Line: 11}
			if i == 0 { // acc comes from the last add of the previous iteration
				in.Dep2 = 5
			}
			out = append(out, in)
		}
		return out
	}
}

// TestPlainCLoopIsNotWavefrontBound checks the lesson the PTX table hides:
// once each load costs several instructions, the loop's time is no longer
// set by wavefronts, so the pair and quad loads stop costing 1× and 2× of
// the conflict-free loop. (Measured on an H200 in plain C: 2.05× and
// 2.88×; the model's figures are logged and discussed in docs/timing.md.)
func TestPlainCLoopIsNotWavefrontBound(t *testing.T) {
	p := mustProfile(t, "h200")
	ptx := runPattern(t, p, patterns[0], ptxBody, 4)
	cf := runPattern(t, p, patterns[0], plainCBody(1), 1)
	pair := runPattern(t, p, patterns[6], plainCBody(2), 1)
	quad := runPattern(t, p, patterns[7], plainCBody(4), 1)
	rp, rq := pair.DurationNs/cf.DurationNs, quad.DurationNs/cf.DurationNs
	t.Logf("H200: PTX conflict-free %.3f ms; plain C %.3f ms, pair %.2f×, quad %.2f× (H200 measured 2.05×, 2.88×)",
		ptx.DurationNs/1e6, cf.DurationNs/1e6, rp, rq)
	if cf.DurationNs < 1.5*ptx.DurationNs {
		t.Errorf("plain-C loop %.3f ms is not clearly slower than the pure-load loop %.3f ms", cf.DurationNs/1e6, ptx.DurationNs/1e6)
	}
	if cf.Stalls[ShortScoreboard]+cf.Stalls[Wait] < cf.Stalls[MIOThrottle] {
		t.Errorf("plain-C loop should wait on results, not on the shared pipe: %v", cf.Stalls)
	}
	if rp < 1.05 || math.Abs(rq-2) < 0.1 {
		t.Errorf("plain-C ratios %.2f and %.2f still look wavefront-bound (1× and 2×)", rp, rq)
	}
}
