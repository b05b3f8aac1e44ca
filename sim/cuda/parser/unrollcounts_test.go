package parser

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestUnrollCountsFromPTX holds unrollCopies to the copies nvcc made of
// the escape loops in tests/gpu/unroll/counts.tsv (measured on the PTX by
// tests/gpu/unroll/measure.sh): the lab may leave a loop as written where
// nvcc unrolled it (the lab's contraction is then the old one's), but
// where it unrolls, it must make nvcc's copies, except for the loops
// listed in knownMiscounts.
func TestUnrollCountsFromPTX(t *testing.T) {
	knownMiscounts := map[string]bool{
		"s1_32": true, // nvcc unrolls 32 trips of this body whole, and 30 in copies of 2
	}
	data, err := os.ReadFile("../../../tests/gpu/unroll/counts.tsv")
	if err != nil {
		t.Fatal(err)
	}
	same, alone := 0, 0
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		if len(f) != 5 {
			t.Fatalf("bad line %q", line)
		}
		trips, _ := strconv.ParseInt(f[1], 10, 64)
		want, _ := strconv.Atoi(f[2])
		ops, ok := leavesEarly(lex(t, f[4]), f[3])
		if !ok {
			t.Errorf("%s: the body does not qualify", f[0])
			continue
		}
		switch got := unrollCopies(trips, ops); {
		case got == want:
			same++
		case got == 1:
			alone++
		case !knownMiscounts[f[0]]:
			t.Errorf("%s (%d trips, %d operations): %d copies, nvcc made %d", f[0], trips, ops, got, want)
		}
	}
	t.Logf("%d loops as nvcc unrolls them, %d left as written", same, alone)
	if same < 70 {
		t.Errorf("only %d loops unrolled as nvcc does", same)
	}
}
