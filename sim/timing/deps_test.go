package timing

import "testing"

func TestDepsFromRegisters(t *testing.T) {
	var d Deps
	type step struct {
		dst       int
		srcs      []int
		dep, dep2 uint16
	}
	steps := []step{
		{dst: 1, srcs: nil, dep: 0, dep2: 0},            // 0: r1 = lds
		{dst: 2, srcs: []int{9}, dep: 0, dep2: 0},       // 1: r2 = f(r9), r9 never written
		{dst: 3, srcs: []int{1, 2}, dep: 1, dep2: 2},    // 2: r3 = r1 + r2
		{dst: -1, srcs: []int{3, 3}, dep: 1, dep2: 0},   // 3: store r3 (same producer twice)
		{dst: 1, srcs: []int{1, 3, 2}, dep: 2, dep2: 3}, // 4: r1 = fma(r1, r3, r2): youngest r3 (2), then r2 (1)
		{dst: 5, srcs: []int{1, -4, 400}, dep: 1},       // 5: bad register numbers are ignored
	}
	for i, s := range steps {
		var in Inst
		d.Stamp(&in, s.dst, s.srcs...)
		if in.Dep != s.dep || in.Dep2 != s.dep2 {
			t.Errorf("instruction %d: Dep %d Dep2 %d, want %d %d", i, in.Dep, in.Dep2, s.dep, s.dep2)
		}
	}
	// Far producers are dropped.
	for range MaxDep + 5 {
		var in Inst
		d.Stamp(&in, 7)
	}
	var in Inst
	d.Stamp(&in, 8, 5)
	if in.Dep != 0 {
		t.Errorf("producer %d instructions back: Dep %d, want 0", MaxDep+6, in.Dep)
	}
	d.Reset()
	d.Stamp(&in, 2, 7)
	if in.Dep != 0 {
		t.Errorf("after Reset: Dep %d, want 0", in.Dep)
	}
}
