package timing

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
)

// randomStreams builds arbitrary streams, including nonsense an engine bug
// could produce: unknown classes, dependencies past the stream's start,
// barriers reached by only some warps, saturated counts.
func randomStreams(seed uint64, blocks, warps, n int) []WarpStream {
	r := rand.New(rand.NewPCG(seed, 7))
	var ws []WarpStream
	for b := range blocks {
		for w := range warps {
			insts := make([]Inst, r.IntN(n))
			for i := range insts {
				insts[i] = Inst{
					Line: int32(r.IntN(50)) - 5, Dep: uint16(r.IntN(300)), Dep2: uint16(r.IntN(4)),
					Class: Class(r.IntN(int(numClasses) + 2)), Level: 0, Wavefronts: uint8(r.IntN(256)),
					Sectors: uint8(r.IntN(256)), L2Sectors: uint8(r.IntN(64)), DRAMSectors: uint8(r.IntN(64)),
					Flags: Flags(r.IntN(2)),
				}
				insts[i].Level = memsys.Level([...]uint8{0, 1, 2, 3, 4, 5, 9}[r.IntN(7)])
			}
			ws = append(ws, WarpStream{Block: int32(b + r.IntN(2)), Warp: int32(w), Insts: insts})
		}
	}
	return ws
}

func TestRandomStreamsTerminate(t *testing.T) {
	for seed := range uint64(20) {
		ws := randomStreams(seed, 6, 3, 60)
		for _, gpu := range []string{"h200", "gf100", "k40"} {
			r := Simulate(mustProfile(t, gpu), Launch{Blocks: 6, Occupancy: occupancy.NewInput(96, 40)}, ws)
			if r.Err != "" {
				t.Fatalf("seed %d %s: %s", seed, gpu, r.Err)
			}
			var n int64
			for _, w := range ws {
				if w.Block < 6 {
					n += int64(len(w.Insts))
				}
			}
			if r.Insts != n {
				t.Fatalf("seed %d %s: %d instructions issued of %d", seed, gpu, r.Insts, n)
			}
		}
	}
}

func FuzzSimulate(f *testing.F) {
	f.Add(uint64(1), uint8(3), uint8(2))
	f.Fuzz(func(t *testing.T, seed uint64, blocks, warps uint8) {
		b, w := int(blocks%8)+1, int(warps%5)+1
		ws := randomStreams(seed, b, w, 40)
		p, l := mustProfile(t, "h200"), Launch{Blocks: b, Occupancy: occupancy.NewInput(32*w, 32)}
		r := Simulate(p, l, ws)
		if r.Err != "" {
			t.Fatal(r.Err)
		}
		// The scheduler step's shortcuts change nothing (fastpath_test.go).
		if ref := simulateReference(p, l, ws); !reflect.DeepEqual(r, ref) {
			t.Fatalf("fast path %d cycles, reference %d", r.Cycles, ref.Cycles)
		}
	})
}
