package memsys

import "testing"

// A second launch reading the same data: its counters are cold (DRAM reads
// again, as under Nsight Compute), but the carried L2 reports every DRAM
// sector as still held, and a write in one launch makes its lines carried.
func TestCarriedL2AcrossLaunches(t *testing.T) {
	s := New(DefaultConfig())
	load := func(base uint64) Outcome {
		a := Access{Space: Global, Op: Load, Width: 4, Mask: fullMask, Line: 1}
		for l := range 32 {
			a.Addr[l] = base + uint64(4*l)
		}
		return s.Observe(&a)
	}
	s.BeginLaunch("first", [3]int{1, 1, 1}, [3]int{32, 1, 1}, TraceOptions{})
	if o := load(0x10000); o.DRAMSectors == 0 || o.CarriedSectors != 0 {
		t.Fatalf("first launch: %+v, want DRAM sectors and none carried", o)
	}
	st := Access{Space: Global, Op: Store, Width: 4, Mask: fullMask, Line: 2}
	for l := range 32 {
		st.Addr[l] = 0x20000 + uint64(4*l)
	}
	s.Observe(&st)
	m1, _, _ := s.EndLaunch()

	s.BeginLaunch("second", [3]int{1, 1, 1}, [3]int{32, 1, 1}, TraceOptions{})
	o := load(0x10000)
	if o.DRAMSectors == 0 || o.CarriedSectors != o.DRAMSectors {
		t.Errorf("second launch, same data: %+v, want every DRAM sector carried", o)
	}
	if o := load(0x20000); o.DRAMSectors == 0 || o.CarriedSectors != o.DRAMSectors {
		t.Errorf("second launch, data the first wrote: %+v, want every DRAM sector carried", o)
	}
	if o := load(0x80000); o.CarriedSectors != 0 {
		t.Errorf("second launch, new data: %+v, want none carried", o)
	}
	m2, _, _ := s.EndLaunch()
	if m2["dram__sectors_read.sum"] <= m1["dram__sectors_read.sum"] {
		t.Errorf("counters must stay cold: DRAM reads %v then %v", m1["dram__sectors_read.sum"], m2["dram__sectors_read.sum"])
	}
}
