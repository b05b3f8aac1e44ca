package libdevice

import (
	"math"
	"testing"
)

// TestRareRecordings checks acoshf, atanhf, rcbrtf, erfinvf, erfcinvf, normcdff,
// normcdfinvf and erfcxf against the H200's results for tests/gpu/math/rare.cu's arguments
// (rare_h200.txt: per line, argument and result bits of each, in that order).
func TestRareRecordings(t *testing.T) {
	fns := []struct {
		name    string
		fn      func(float32) float32
		allowed int
	}{{"acoshf", Acoshf, 2}, {"atanhf", Atanhf, 0}, {"rcbrtf", Rcbrtf, 0}, {"erfinvf", Erfinvf, 0},
		{"erfcinvf", Erfcinvf, 0}, {"normcdff", Normcdff, 0}, {"normcdfinvf", Normcdfinvf, 0}, {"erfcxf", Erfcxf, 0}}
	bad := make([]int, len(fns))
	rows := recordedRows(t, "rare_h200.txt")
	n := len(rows)
	for _, w := range rows {
		for k, c := range fns {
			x, want := bits32(t, w[2*k]), bits32(t, w[2*k+1])
			if got := c.fn(f(x)); !sameAsRecorded(got, want) {
				bad[k]++
				if bad[k] <= 3 {
					t.Logf("%s(%08x) = %08x, the H200 gives %08x", c.name, x, math.Float32bits(got), want)
				}
			}
		}
	}
	if n != 4096 {
		t.Fatalf("%d recorded arguments, want 4096", n)
	}
	for k, c := range fns {
		if bad[k] > c.allowed {
			t.Errorf("%s: %d of %d differ (allowed %d)", c.name, bad[k], n, c.allowed)
		}
	}
	// the specials the recording lacks
	for _, c := range []struct {
		got, want float32
	}{{Rcbrtf(0), float32(math.Inf(1))}, {Rcbrtf(float32(math.Copysign(0, -1))), float32(math.Inf(-1))},
		{Rcbrtf(float32(math.Inf(-1))), float32(math.Copysign(0, -1))}, {Atanhf(1), float32(math.Inf(1))},
		{Atanhf(-1), float32(math.Inf(-1))}, {Acoshf(1), 0}} {
		if math.Float32bits(c.got) != math.Float32bits(c.want) {
			t.Errorf("special: %v, want %v", c.got, c.want)
		}
	}
}

// TestRare2Recordings checks asinhf, and acoshf below 1, against the H200's results for
// tests/gpu/math/rare2.cu's arguments (rare2_h200.txt: asinhf's argument and result bits,
// then acoshf's).
func TestRare2Recordings(t *testing.T) {
	rows := recordedRows(t, "rare2_h200.txt")
	if len(rows) != 4096 {
		t.Fatalf("%d recorded arguments, want 4096", len(rows))
	}
	bad := [2]int{}
	for _, w := range rows {
		for k, fn := range []func(float32) float32{Asinhf, Acoshf} {
			x, want := bits32(t, w[2*k]), bits32(t, w[2*k+1])
			if got := fn(f(x)); !sameAsRecorded(got, want) {
				if bad[k]++; bad[k] <= 3 {
					t.Logf("function %d (%08x) = %08x, the H200 gives %08x", k, x, math.Float32bits(got), want)
				}
			}
		}
	}
	if bad != [2]int{} {
		t.Errorf("asinhf: %d of 4096 differ, acoshf below 1: %d", bad[0], bad[1])
	}
}
