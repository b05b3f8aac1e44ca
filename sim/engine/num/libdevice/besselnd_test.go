package libdevice

import (
	"math"
	"strconv"
	"testing"
)

// TestBesselNDoubleRecordings checks the double jn and yn ports (besselnd.go)
// against the H200's results for tests/gpu/math/jn_d.cu's orders and
// arguments (jn_d_h200.txt: per line, the order, then the bits of x, jn(n, x)
// and yn(n, |x|)), bit for bit, NaNs included.
func TestBesselNDoubleRecordings(t *testing.T) {
	rows := recordedRows(t, "jn_d_h200.txt")
	if len(rows) != 11610 {
		t.Fatalf("%d recorded lines, want 11610", len(rows))
	}
	fns := []struct {
		name string
		fn   func(int32, float64) float64
	}{{"jn", Jn}, {"yn", Yn}}
	bad := make([]int, len(fns))
	for _, r := range rows {
		if len(r) != 4 {
			t.Fatalf("line %q: want 4 fields", r)
		}
		n64, err := strconv.ParseInt(r[0], 10, 32)
		if err != nil {
			t.Fatal(err)
		}
		n := int32(n64)
		w := make([]uint64, 3)
		for i := range w {
			if w[i], err = strconv.ParseUint(r[i+1], 16, 64); err != nil {
				t.Fatal(err)
			}
		}
		x := math.Float64frombits(w[0])
		args := []float64{x, math.Abs(x)} // yn is recorded on |x|
		for k, c := range fns {
			if got := math.Float64bits(c.fn(n, args[k])); got != w[k+1] {
				if bad[k]++; bad[k] <= 5 {
					t.Logf("%s(%d, %016x) = %016x, the H200 gives %016x", c.name, n, math.Float64bits(args[k]), got, w[k+1])
				}
			}
		}
	}
	for k, c := range fns {
		if bad[k] > 0 {
			t.Errorf("%s: %d of %d differ", c.name, bad[k], len(rows))
		}
	}
}
