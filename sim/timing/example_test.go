package timing_test

import (
	"fmt"

	"simtlab/hardware"
	"simtlab/hardware/occupancy"
	"simtlab/sim/memsys"
	"simtlab/sim/timing"
)

// The engine's side of the contract: for every executed warp instruction,
// stamp its dependencies from the IR's registers, cost memory accesses with
// the memory system, and append it to the warp's stream; after the launch,
// replay the streams.
func Example() {
	gpu := hardware.Default()
	ms := memsys.New(memsys.DefaultConfig())
	ms.BeginLaunch("scale", [3]int{2, 1, 1}, [3]int{64, 1, 1}, memsys.TraceOptions{})
	rec := timing.NewRecorder(0)
	var deps timing.Deps

	// out[i] = 2 * in[i], i = blockIdx.x * 64 + threadIdx.x, as warp IR:
	//   r1 = i; r2 = ld.global in[r1]; r3 = r2 * 2; st.global out[r1] = r3
	for block := range 2 {
		for warp := range 2 {
			rec.BeginWarp(block, warp)
			deps.Reset()
			base := uint64(block*64+warp*32) * 4

			idx := timing.Inst{Class: timing.ClassInt, Line: 3}
			deps.Stamp(&idx, 1)
			rec.Add(idx)

			a := memsys.Access{Space: memsys.Global, Op: memsys.Load, Width: 4, Mask: ^uint32(0), Line: 4, Block: block, Warp: warp}
			for l := range 32 {
				a.Addr[l] = 1<<20 + base + uint64(l)*4
			}
			ld := timing.Inst{Class: timing.ClassGlobal, Line: 4}
			ld.FromOutcome(ms.Observe(&a))
			deps.Stamp(&ld, 2, 1)
			rec.Add(ld)

			mul := timing.Inst{Class: timing.ClassFP32, Line: 4}
			deps.Stamp(&mul, 3, 2)
			rec.Add(mul)

			a.Op = memsys.Store
			for l := range 32 {
				a.Addr[l] = 2<<20 + base + uint64(l)*4
			}
			st := timing.Inst{Class: timing.ClassGlobal, Line: 4, Flags: timing.FlagNoResult}
			st.FromOutcome(ms.Observe(&a))
			deps.Stamp(&st, -1, 3, 1)
			rec.Add(st)
			rec.EndWarp()
		}
	}
	ms.EndLaunch()

	r := timing.Simulate(gpu, timing.Launch{Kernel: "scale", Blocks: 2, Occupancy: occupancy.NewInput(64, 16)}, rec.Streams())
	m := r.Metrics()
	fmt.Printf("%.0f instructions; most stalls on global loads: %v\n", m["smsp__inst_issued.sum"],
		r.Stalls[timing.LongScoreboard] > r.Stalls.Total()/2)
	// Output:
	// 16 instructions; most stalls on global loads: true

}
