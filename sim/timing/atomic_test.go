package timing

import (
	"testing"

	"simtlab/hardware"
	"simtlab/hardware/occupancy"
)

// Atomics of every warp to one address queue there: 64 warps × 16
// reductions take at least 1,024 × SameAddressAtomicCycles, while the same
// reductions to different addresses overlap.
func TestSameAddressAtomicsSerialise(t *testing.T) {
	gpu, ok := hardware.Lookup("h200")
	if !ok {
		t.Fatal("no h200 profile")
	}
	q, err := ParamsFor(gpu)
	if err != nil {
		t.Fatal(err)
	}
	const warps, reds = 64, 16
	run := func(flags Flags) *Report {
		insts := make([]Inst, reds)
		for i := range insts {
			insts[i] = Inst{Line: 5, Class: ClassAtomic, Sectors: 1, Flags: FlagNoResult | flags}
		}
		var streams []WarpStream
		for w := range warps {
			streams = append(streams, WarpStream{Block: int32(w / 8), Warp: int32(w % 8), Insts: insts})
		}
		return Simulate(gpu, Launch{Blocks: warps / 8, Occupancy: occupancy.NewInput(256, 32)}, streams)
	}
	hot, spread := run(FlagSameAddress), run(0)
	floor := int64(warps * reds * q.SameAddressAtomicCycles)
	if hot.Cycles < floor {
		t.Errorf("same address: %d cycles, want at least %d", hot.Cycles, floor)
	}
	if spread.Cycles*4 > hot.Cycles {
		t.Errorf("different addresses: %d cycles, want well under the same-address %d", spread.Cycles, hot.Cycles)
	}
}
