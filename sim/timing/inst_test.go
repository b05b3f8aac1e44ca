package timing

import (
	"testing"
	"unsafe"

	"simtlab/sim/memsys"
)

func TestInstIsSixteenBytes(t *testing.T) {
	if n := unsafe.Sizeof(Inst{}); n != 16 {
		t.Fatalf("Inst is %d bytes, want 16", n)
	}
}

func TestFromOutcome(t *testing.T) {
	ms := memsys.New(memsys.DefaultConfig())
	ms.BeginLaunch("k", [3]int{1, 1, 1}, [3]int{32, 1, 1}, memsys.TraceOptions{})
	a := memsys.Access{Space: memsys.Global, Op: memsys.Load, Width: 4, Mask: ^uint32(0)}
	for l := range 32 {
		a.Addr[l] = 1<<20 + uint64(l)*128 // 32 lines: 32 sectors, cold
	}
	in := Inst{Class: ClassGlobal}
	in.FromOutcome(ms.Observe(&a))
	if in.Level != memsys.LevelDRAM || in.Wavefronts != 32 || in.Sectors != 32 || in.L2Sectors != 32 || in.DRAMSectors < 32 {
		// (DRAM may move more than the missed sectors: that is the memory
		// system's choice of access granularity.)
		t.Errorf("cold scattered load: %+v", in)
	}
	in = Inst{Class: ClassGlobal}
	in.FromOutcome(ms.Observe(&a))
	if in.Level != memsys.LevelL1 || in.L2Sectors != 0 {
		t.Errorf("repeated load should hit L1: %+v", in)
	}
	// The next launch: the counters are cold again, the timing is not.
	ms.EndLaunch()
	ms.BeginLaunch("k", [3]int{1, 1, 1}, [3]int{32, 1, 1}, memsys.TraceOptions{})
	o := ms.Observe(&a)
	in = Inst{Class: ClassGlobal}
	in.FromOutcome(o)
	if o.Level != memsys.LevelDRAM || in.Level != memsys.LevelL2 || in.DRAMSectors != 0 || in.L2Requests != 32 {
		t.Errorf("scattered load in a later launch: outcome %+v, inst %+v; want DRAM for the counters, L2 with 32 requests for the timing", o, in)
	}
	s := memsys.Access{Space: memsys.Shared, Op: memsys.Load, Width: 4, Mask: ^uint32(0)}
	for l := range 32 {
		s.Addr[l] = uint64(l) * 128 // 32-way conflict
	}
	in = Inst{Class: ClassShared}
	in.FromOutcome(ms.Observe(&s))
	if in.Level != memsys.LevelShared || in.Wavefronts != 32 {
		t.Errorf("32-way conflict: %+v", in)
	}
	for _, c := range []struct {
		n    int
		want uint8
	}{{-3, 0}, {0, 0}, {17, 17}, {255, 255}, {1000, 255}} {
		if got := Sat8(c.n); got != c.want {
			t.Errorf("Sat8(%d) = %d, want %d", c.n, got, c.want)
		}
	}
}

func TestBypassL1(t *testing.T) {
	hit := memsys.Outcome{Level: memsys.LevelL1, Requests: 1, Sectors: 32, Lines: 32}
	o := BypassL1(hit)
	if o.Level != memsys.LevelL2 || o.L2Sectors != 32 || o.L2Requests != 32 || o.Sectors != 32 || o.Requests != 1 {
		t.Errorf("an L1 hit cached in L2 only: %+v, want level L2, 32 L2 sectors in 32 requests, t-stage unchanged", o)
	}
	dram := memsys.Outcome{Level: memsys.LevelDRAM, Requests: 1, Sectors: 4, Lines: 1, L2Sectors: 4, L2Requests: 1, DRAMSectors: 4}
	if got := BypassL1(dram); got != dram {
		t.Errorf("a miss to DRAM changed: %+v, want %+v", got, dram)
	}
	if got := BypassL1(memsys.Outcome{}); got != (memsys.Outcome{}) {
		t.Errorf("an access without sectors changed: %+v", got)
	}
}
