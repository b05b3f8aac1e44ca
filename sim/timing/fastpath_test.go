package timing

import (
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
)

// programStreams builds streams the way kernels look: every warp of a
// block runs one random program (runs of dependent and independent ALU
// instructions, loads of every level, shared accesses, barriers at the
// same places), with per-warp differences in where its loads go.
func programStreams(seed uint64, blocks, warps, length int) []WarpStream {
	r := rand.New(rand.NewPCG(seed, 11))
	prog := make([]Inst, length)
	for i := range prog {
		in := Inst{Line: int32(1 + r.IntN(12))}
		switch k := r.IntN(20); {
		case k < 9:
			in.Class = [...]Class{ClassInt, ClassFP32, ClassFP32, ClassBranch, ClassFP64, ClassSFU}[r.IntN(6)]
		case k < 13:
			in.Class, in.Wavefronts, in.Sectors = ClassGlobal, uint8(1+r.IntN(2)), uint8(1+r.IntN(8))
		case k < 16:
			in.Class, in.Level, in.Wavefronts = ClassShared, memsys.LevelShared, uint8(1+r.IntN(4))
		case k < 17:
			in.Class, in.Flags = ClassBarrier, FlagNoResult
		case k < 18:
			in.Class, in.Wavefronts = ClassShuffle, 1
		case k < 19:
			in.Class, in.Wavefronts = ClassConstant, uint8(1+r.IntN(3))
		default:
			in.Class, in.Sectors, in.L2Sectors = ClassAtomic, uint8(1+r.IntN(4)), 1
			if r.IntN(2) == 0 {
				in.Flags |= FlagSameAddress
			}
		}
		if in.Class != ClassBarrier {
			if r.IntN(3) > 0 {
				in.Dep = uint16(1 + r.IntN(min(i+1, 6)))
			}
			if r.IntN(4) == 0 {
				in.Dep2 = uint16(1 + r.IntN(min(i+1, 12)))
			}
			if (in.Class == ClassGlobal || in.Class == ClassShared) && r.IntN(3) == 0 {
				in.Flags |= FlagNoResult
			}
		}
		prog[i] = in
	}
	var ws []WarpStream
	for b := range blocks {
		for w := range warps {
			insts := append([]Inst(nil), prog...)
			for i := range insts {
				if insts[i].Class != ClassGlobal {
					continue
				}
				switch (b*7 + w*3 + i + int(seed)) % 5 {
				case 0, 1:
					insts[i].Level = memsys.LevelL1
				case 2, 3:
					insts[i].Level, insts[i].L2Sectors, insts[i].L2Requests = memsys.LevelL2, insts[i].Sectors, 1
				default:
					insts[i].Level, insts[i].L2Sectors, insts[i].DRAMSectors = memsys.LevelDRAM, insts[i].Sectors, insts[i].Sectors
				}
			}
			ws = append(ws, WarpStream{Block: int32(b), Warp: int32(w), Insts: insts})
		}
	}
	return ws
}

// agree replays one launch on the fast and the reference path and fails
// unless the reports are identical in every field.
func agree(t *testing.T, name, gpu string, l Launch, ws []WarpStream) {
	t.Helper()
	p := mustProfile(t, gpu)
	fast := Simulate(p, l, ws)
	ref := simulateReference(p, l, ws)
	if !reflect.DeepEqual(fast, ref) {
		var a, b strings.Builder
		writeReport(&a, fast)
		writeReport(&b, ref)
		t.Fatalf("%s on %s: the fast path's report differs from the reference's\nfast: %d cycles %v\nref:  %d cycles %v\n%s\n----\n%s",
			name, gpu, fast.Cycles, fast.Stalls, ref.Cycles, ref.Stalls, a.String(), b.String())
	}
}

// TestFastPathsAgree holds the shortcuts of the scheduler step to the
// reference path on random, kernel-like and recorded launches, on GPUs
// with one and two issue cycles and dual issue, under both policies, with
// timelines on several SMs and sampled launches.
func TestFastPathsAgree(t *testing.T) {
	gpus := []string{"h200", "gf100", "k40", "a100", "t4"}
	for seed := range uint64(60) {
		gpu := gpus[seed%uint64(len(gpus))]
		for _, pol := range []Policy{GreedyThenOldest, LooseRoundRobin} {
			blocks, warps := 1+int(seed%13), 1+int(seed%7)
			l := Launch{Blocks: blocks, Occupancy: occupancy.NewInput(32*warps, 32), Policy: pol, TimelineSMs: []int{0, 1, 2}, WarpStats: 5}
			agree(t, fmt.Sprintf("random seed %d policy %d", seed, pol), gpu, l, randomStreams(seed, blocks, warps, 80))
			l.WarpStats = 0
			agree(t, fmt.Sprintf("program seed %d policy %d", seed, pol), gpu, l, programStreams(seed, blocks, warps, 30+int(seed%5)*40))
			// Many blocks per SM, more than one wave, sampled past a small budget.
			ws := programStreams(seed, 600, 4, 40)
			l = Launch{Blocks: 600, Occupancy: occupancy.NewInput(128, 32), Policy: pol, MaxInsts: int64(20000 * (1 + seed%3))}
			agree(t, fmt.Sprintf("many blocks seed %d policy %d", seed, pol), gpu, l, ws)
		}
	}
	l, ws := mixedLaunch(200, 8, 6)
	agree(t, "mixed", "h200", l, ws)
	l.Policy = LooseRoundRobin
	agree(t, "mixed lrr", "h200", l, ws)
	for name, ls := range loadReplays(t) {
		for i, l := range ls {
			agree(t, fmt.Sprintf("%s launch %d", name, i), l.GPU, l.Launch, l.Streams)
		}
	}
}

// fmax must be math.Max bit for bit, signed zeros, infinities and NaNs included.
func TestFmaxIsMathMax(t *testing.T) {
	special := []float64{0, math.Copysign(0, -1), 1, -1, 2.5, math.Inf(1), math.Inf(-1), math.NaN(), math.MaxFloat64, math.SmallestNonzeroFloat64}
	r := rand.New(rand.NewPCG(3, 5))
	for range 1000 {
		special = append(special, r.NormFloat64()*1e6)
	}
	for _, x := range special {
		for _, y := range special[:20] {
			for _, p := range [][2]float64{{x, y}, {y, x}} {
				got, want := fmax(p[0], p[1]), math.Max(p[0], p[1])
				if math.Float64bits(got) != math.Float64bits(want) && !(math.IsNaN(got) && math.IsNaN(want)) {
					t.Fatalf("fmax(%v, %v) = %v, math.Max gives %v", p[0], p[1], got, want)
				}
			}
		}
	}
}
