package libdevice

import (
	"bufio"
	"fmt"
	"math"
	"os"
	"testing"

	"simtlab/sim/engine/num/mathset"
)

// TestMufuSweepHashes evaluates the MUFU models over the sweeps recorded on the H200 and
// compares the hash of all their results with the recording's (hashes.txt: ex2, lg2, sin and
// cos .approx.ftz over every float of [0.5, 2); hashes_mufu.txt: rcp over [1, 2), rsqrt over
// [1, 4), lg2 over [0.5, 4)): the tables and rules, checked without the sweeps themselves.
func TestMufuSweepHashes(t *testing.T) {
	if testing.Short() {
		t.Skip("10^8 arguments")
	}
	want := map[string]uint64{}
	for _, file := range []string{"hashes.txt", "hashes_mufu.txt"} {
		f, err := os.Open(mathDir + file)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			var name string
			var n, h uint64
			if k, _ := fmt.Sscanf(sc.Text(), "%s %d %x", &name, &n, &h); k == 3 {
				want[name+fmt.Sprint(n)] = h
			}
		}
		f.Close()
	}
	sin := func(x float32) float32 { return MufuSin(toRevolutions(x)) }
	cos := func(x float32) float32 { return MufuCos(toRevolutions(x)) }
	for _, tc := range []struct {
		name  string
		first uint32
		n     uint64
		fn    func(float32) float32
	}{
		{"mufu_ex2", 0x3f000000, 1 << 24, MufuEx2},
		{"mufu_lg2", 0x3f000000, 1 << 24, MufuLg2},
		{"mufu_sin", 0x3f000000, 1 << 24, sin},
		{"mufu_cos", 0x3f000000, 1 << 24, cos},
		{"rcp", 0x3f800000, 1 << 23, MufuRcp},
		{"rsq", 0x3f800000, 1 << 24, MufuRsq},
		{"lg2", 0x3f000000, 3 << 23, MufuLg2},
	} {
		rec, ok := want[tc.name+fmt.Sprint(tc.n)]
		if !ok {
			t.Fatalf("%s: no recorded hash over %d arguments", tc.name, tc.n)
		}
		h := mathset.NewFNV()
		for i := uint64(0); i < tc.n; i++ {
			h.Add32(math.Float32bits(tc.fn(math.Float32frombits(tc.first + uint32(i)))))
		}
		if uint64(h) != rec {
			t.Errorf("%s over %d arguments: hash %016x, recorded %016x", tc.name, tc.n, uint64(h), rec)
		}
	}
}
