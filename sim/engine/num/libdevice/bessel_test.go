package libdevice

import (
	"math"
	"strconv"
	"testing"
)

// TestBesselRecordings checks j0f, j1f, y0f and y1f against the H200's
// results for tests/gpu/math/bessel.cu's 4096 arguments (bessel_h200.txt:
// the argument, then j0f, j1f, and y0f and y1f of its magnitude).
func TestBesselRecordings(t *testing.T) {
	fns := []struct {
		name string
		col  int
		fn   func(float32) float32
	}{{"j0f", 1, J0f}, {"j1f", 2, J1f}, {"y0f", 3, Y0f}, {"y1f", 4, Y1f}}
	bad := make([]int, len(fns))
	rows := recordedRows(t, "bessel_h200.txt")
	n := len(rows)
	for _, w := range rows {
		x := bits32(t, w[0])
		for k, c := range fns {
			want := bits32(t, w[c.col])
			arg := f(x)
			if c.col >= 3 { // bessel.cu evaluates y0f and y1f at |x|
				arg = float32(math.Abs(float64(arg)))
			}
			if got := c.fn(arg); !sameAsRecorded(got, want) {
				bad[k]++
				if bad[k] <= 3 {
					t.Logf("%s(%08x) = %08x, the H200 gives %08x", c.name, x, math.Float32bits(got), want)
				}
			}
		}
	}
	for k, c := range fns {
		if bad[k] > 0 {
			t.Errorf("%s: %d of %d differ", c.name, bad[k], n)
		}
	}
}

// TestBesselOrderRecordings checks jnf and ynf against the H200's results
// for tests/gpu/math/bessel_n.cu (bessel_n_h200.txt: the order, the
// argument, jnf of it and ynf of its magnitude, orders 0 to 12).
func TestBesselOrderRecordings(t *testing.T) {
	var badJ, badY int
	rows := recordedRows(t, "bessel_n_h200.txt")
	n := len(rows)
	for _, w := range rows {
		order, _ := strconv.Atoi(w[0])
		xb, jw, yw := bits32(t, w[1]), bits32(t, w[2]), bits32(t, w[3])
		x := f(xb)
		if g := Jnf(int32(order), x); !sameAsRecorded(g, jw) {
			badJ++
			if badJ <= 3 {
				t.Logf("jnf(%d, %08x) = %08x, the H200 gives %08x", order, xb, math.Float32bits(g), jw)
			}
		}
		if g := Ynf(int32(order), float32(math.Abs(float64(x)))); !sameAsRecorded(g, yw) {
			badY++
			if badY <= 3 {
				t.Logf("ynf(%d, |%08x|) = %08x, the H200 gives %08x", order, xb, math.Float32bits(g), yw)
			}
		}
	}
	if badJ > 0 || badY > 0 {
		t.Errorf("of %d: jnf differs in %d, ynf in %d", n, badJ, badY)
	}
}
