package memsys

import (
	"reflect"
	"testing"
)

// TestReleasedCachesChangeNothing runs the same launches on a System whose
// caches come back from a released one (full of lines, dirty, mid-epoch)
// and on one built without reuse: every outcome, counter and trace must be
// the same.
func TestReleasedCachesChangeNothing(t *testing.T) {
	play := func(s *System) (outs []Outcome, ms []map[string]float64, trs []*Trace) {
		for launch := range 2 { // the carried L2 keeps the first launch's lines
			s.BeginLaunch("k", [3]int{3}, [3]int{128}, TraceOptions{Blocks: []int{1}, MaxRecords: 300})
			for _, a := range shapedAccesses(uint64(40+launch), 3000) {
				outs = append(outs, s.Observe(a))
			}
			naiveMatmul(s, 32)
			m, _, tr := s.EndLaunch()
			ms, trs = append(ms, m), append(trs, tr)
		}
		return outs, ms, trs
	}
	used := New(DefaultConfig())
	play(used)
	l2 := used.l2
	used.Release()
	reused := New(DefaultConfig())
	o1, m1, t1 := play(reused)
	if reused.l2 != l2 {
		t.Log("the pool dropped the released L2 (a GC ran): nothing reused")
	}
	reuseCaches = false
	defer func() { reuseCaches = true }()
	o2, m2, t2 := play(New(DefaultConfig()))
	if !reflect.DeepEqual(o1, o2) || !reflect.DeepEqual(m1, m2) || !reflect.DeepEqual(t1, t2) {
		t.Fatal("a System on released caches counts differently from a new one")
	}
}
