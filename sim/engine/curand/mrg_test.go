package curand

import "testing"

// TestMRGReference checks the first step from L'Ecuyer's seed 12345 ×6
// (cuRAND's seed 0) against the recurrences worked by hand:
// x1 = (1403580·12345 − 810728·12345) mod m1 = 3023790853,
// x2 = (527612·12345 − 1370589·12345) mod m2 = 2478282264, output x1 − x2.
func TestMRGReference(t *testing.T) {
	s := InitMRG(0, 0, 0)
	if v := s.step(); v != 545508589 {
		t.Fatalf("first value %v, want 545508589", v)
	}
	if s.S1[2] != 3023790853 || s.S2[2] != 2478282264 {
		t.Fatalf("state after one step %+v", s)
	}
}

func TestMRGSkip(t *testing.T) {
	for _, n := range []uint64{1, 2, 3, 10, 1000, 65537} {
		a, b := InitMRG(99, 4, 0), InitMRG(99, 4, n)
		for i := uint64(0); i < n; i++ {
			a.step()
		}
		if a != b {
			t.Fatalf("offset %d: %+v, stepping gives %+v", n, b, a)
		}
	}
	c := InitMRG(3, 2, 0)
	c.SkipSequence(5)
	if d := InitMRG(3, 7, 0); c != d {
		t.Fatalf("subsequence 2+5 = %+v, 7 = %+v", c, d)
	}
	var e MRG
	b := make([]byte, MRGSize)
	f := InitMRG(1, 2, 3)
	f.Normal()
	f.Encode(b)
	e.Decode(b)
	if e != f {
		t.Fatalf("round trip %+v != %+v", e, f)
	}
}
