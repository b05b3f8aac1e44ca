package libdevice

import (
	"math"
	"testing"
)

// TestNormRecordings checks rhypotf and the norms against the H200's results for
// tests/gpu/math/norms.cu's 4096 argument sets (norms_h200.txt: the arguments' bits, then
// rhypotf, norm3df, rnorm3df, norm4df and rnorm4df). NaNs match as NaNs.
func TestNormRecordings(t *testing.T) {
	names := []string{"rhypotf", "norm3df", "rnorm3df", "norm4df", "rnorm4df"}
	allowed := map[string]int{}
	bad := map[string]int{}
	rows := recordedRows(t, "norms_h200.txt")
	n := len(rows)
	for _, w := range rows {
		var r [9]uint32
		for i, x := range w {
			r[i] = bits32(t, x)
		}
		a, b, c, d := f(r[0]), f(r[1]), f(r[2]), f(r[3])
		got := []float32{Rhypotf(a, b), Normf([]float32{a, b, c}, false), Normf([]float32{a, b, c}, true),
			Normf([]float32{a, b, c, d}, false), Normf([]float32{a, b, c, d}, true)}
		for k, g := range got {
			if !sameAsRecorded(g, r[4+k]) {
				bad[names[k]]++
				if bad[names[k]] <= 3 {
					t.Logf("%s%x = %08x, the H200 gives %08x", names[k], r[:4], math.Float32bits(g), r[4+k])
				}
			}
		}
	}
	if n != 4096 {
		t.Fatalf("%d recorded sets, want 4096", n)
	}
	for _, name := range names {
		if bad[name] > allowed[name] {
			t.Errorf("%s: %d of %d differ (allowed %d)", name, bad[name], n, allowed[name])
		}
	}
}

// TestRhypotfLargest checks rhypotf where the larger magnitude has the
// largest exponent, which norms_h200.txt has no set of: the H200 prints
// these (recorded as %.9g by a probe program of signal processing).
func TestRhypotfLargest(t *testing.T) {
	for _, c := range []struct{ x, y, want float32 }{
		{2e38, 2e38, 3.53553488e-39},
		{math.MaxFloat32, math.MaxFloat32, 2.07799951e-39},
	} {
		if got := Rhypotf(c.x, c.y); got != c.want {
			t.Errorf("rhypotf(%g, %g) = %g, the H200 gives %g", c.x, c.y, got, c.want)
		}
	}
}
