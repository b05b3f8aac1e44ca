package timing

import (
	"testing"

	"simtlab/hardware"
)

func TestParamsForEveryProfile(t *testing.T) {
	for _, name := range hardware.Names() {
		p, _ := hardware.Lookup(name)
		q, err := ParamsFor(p)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if q.WarpsPerSched*q.Schedulers != q.MaxWarpsPerSM || q.IssueInterval < 1 || q.DRAMBytesPerCycle <= 0 || q.L2BytesPerCycle <= 0 {
			t.Errorf("%s: implausible parameters %+v", name, q)
		}
		for pipe, c := range q.PipeCycles {
			if c <= 0 || c > 64 {
				t.Errorf("%s: pipe %d takes %.2f cycles per warp instruction", name, pipe, c)
			}
		}
	}
	if _, err := ParamsFor(&hardware.Profile{}); err == nil {
		t.Error("empty profile: no error")
	}
}

func TestLookupArchFallsBack(t *testing.T) {
	if got, want := lookupArch([2]int{6, 1}), archDefaults[[2]int{6, 0}]; got != want {
		t.Errorf("6.1 → %+v, want 6.0's %+v", got, want)
	}
	if got, want := lookupArch([2]int{1, 3}), archDefaults[[2]int{2, 0}]; got != want {
		t.Errorf("1.3 → %+v, want the oldest entry", got)
	}
	if got := lookupArch([2]int{12, 1}); got != archDefaults[[2]int{12, 0}] {
		t.Errorf("12.1 → %+v, want 12.0's", got)
	}
}
