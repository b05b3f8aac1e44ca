package libdevice

import (
	"bufio"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestBesselRecordings checks j0f, j1f, y0f and y1f against the H200's
// results for tests/gpu/math/bessel.cu's 4096 arguments (bessel_h200.txt:
// the argument, then j0f, j1f, and y0f and y1f of its magnitude).
func TestBesselRecordings(t *testing.T) {
	file, err := os.Open(mathDir + "bessel_h200.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	fns := []struct {
		name string
		col  int
		fn   func(float32) float32
	}{{"j0f", 1, J0f}, {"j1f", 2, J1f}, {"y0f", 3, Y0f}, {"y1f", 4, Y1f}}
	bad := make([]int, len(fns))
	n := 0
	sc := bufio.NewScanner(file)
	for sc.Scan() {
		w := strings.Fields(sc.Text())
		x, _ := strconv.ParseUint(w[0], 16, 32)
		for k, c := range fns {
			want, _ := strconv.ParseUint(w[c.col], 16, 32)
			arg := f(uint32(x))
			if c.col >= 3 { // bessel.cu evaluates y0f and y1f at |x|
				arg = float32(math.Abs(float64(arg)))
			}
			got := c.fn(arg)
			if math.Float32bits(got) != uint32(want) && !(got != got && f(uint32(want)) != f(uint32(want))) {
				bad[k]++
				if bad[k] <= 3 {
					t.Logf("%s(%08x) = %08x, the H200 gives %08x", c.name, x, math.Float32bits(got), want)
				}
			}
		}
		n++
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
	file, err := os.Open(mathDir + "bessel_n_h200.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	var badJ, badY, n int
	sc := bufio.NewScanner(file)
	for sc.Scan() {
		w := strings.Fields(sc.Text())
		order, _ := strconv.Atoi(w[0])
		xb, _ := strconv.ParseUint(w[1], 16, 32)
		jw, _ := strconv.ParseUint(w[2], 16, 32)
		yw, _ := strconv.ParseUint(w[3], 16, 32)
		x := f(uint32(xb))
		same := func(got float32, want uint64) bool {
			return math.Float32bits(got) == uint32(want) || got != got && f(uint32(want)) != f(uint32(want))
		}
		if g := Jnf(int32(order), x); !same(g, jw) {
			badJ++
			if badJ <= 3 {
				t.Logf("jnf(%d, %08x) = %08x, the H200 gives %08x", order, xb, math.Float32bits(g), jw)
			}
		}
		if g := Ynf(int32(order), float32(math.Abs(float64(x)))); !same(g, yw) {
			badY++
			if badY <= 3 {
				t.Logf("ynf(%d, |%08x|) = %08x, the H200 gives %08x", order, xb, math.Float32bits(g), yw)
			}
		}
		n++
	}
	if badJ > 0 || badY > 0 {
		t.Errorf("of %d: jnf differs in %d, ynf in %d", n, badJ, badY)
	}
}
