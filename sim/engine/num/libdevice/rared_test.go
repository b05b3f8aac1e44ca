package libdevice

import (
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
)

// recordedWords reads a recording of 64-bit hexadecimal words, one row of
// words per line.
func recordedWords(t *testing.T, name string) [][]uint64 {
	t.Helper()
	data, err := os.ReadFile(mathDir + name)
	if err != nil {
		t.Fatal(err)
	}
	var rows [][]uint64
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var row []uint64
		for _, w := range strings.Fields(line) {
			v, err := strconv.ParseUint(w, 16, 64)
			if err != nil {
				t.Fatal(err)
			}
			row = append(row, v)
		}
		rows = append(rows, row)
	}
	return rows
}

// TestRareDoubleRecordings checks the double ports of lgamma and tgamma
// (gammad.go), erfcinv, normcdfinv and erfcx (erfcinvd.go), j0, j1, y0 and
// y1 (besseld.go) against the H200's results for tests/gpu/math/rare_d.cu's
// arguments (rare_d_h200.txt: per line, the argument and result bits of
// each function in that order), bit for bit: a NaN's sign prints (-nan).
func TestRareDoubleRecordings(t *testing.T) {
	fns := []struct {
		name string
		fn   func(float64) float64
	}{{"lgamma", Lgamma}, {"tgamma", Tgamma}, {"erfcinv", Erfcinv}, {"normcdfinv", Normcdfinv},
		{"erfcx", Erfcx}, {"j0", J0}, {"j1", J1}, {"y0", Y0}, {"y1", Y1}}
	rows := recordedWords(t, "rare_d_h200.txt")
	if len(rows) != 2048 {
		t.Fatalf("%d recorded lines, want 2048", len(rows))
	}
	for k, c := range fns {
		bad := 0
		for _, w := range rows {
			x, want := w[2*k], w[2*k+1]
			if got := math.Float64bits(c.fn(math.Float64frombits(x))); got != want {
				bad++
				if bad <= 3 {
					t.Logf("%s(%016x) = %016x, the H200 gives %016x", c.name, x, got, want)
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of %d differ", c.name, bad, len(rows))
		}
	}
}
