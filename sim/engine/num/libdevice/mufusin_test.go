package libdevice

import (
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sinSweep rebuilds T(G) from the mufu_sin and mufu_cos sweeps of run.sh (one signed byte per
// argument x of [0.5, 2): the result bits minus those of libdevice's double sin or cos
// rounded to float, -128 for the results listed in the .exc file as "i bits"). It fails the
// test where two sweep results for one G disagree, or a G > 0 has none.
func sinSweep(t *testing.T, dir string) []uint32 {
	tab := make([]uint32, sinQuarter)
	set := make([]bool, sinQuarter)
	set[0] = true // sin of 0 revolutions: 0
	put := func(g, v uint32) {
		if set[g] && tab[g] != v {
			t.Fatalf("sin sweeps: G = %#x has %#08x and %#08x", g, tab[g], v)
		}
		tab[g], set[g] = v, true
	}
	for _, op := range []struct {
		name string
		ref  func(float64) float64
		cos  bool
	}{{"mufu_sin", Sin, false}, {"mufu_cos", Cos, true}} {
		d8, err := os.ReadFile(filepath.Join(dir, op.name+".d8"))
		if err != nil {
			t.Fatal(err)
		}
		exc := map[int]uint32{}
		if text, err := os.ReadFile(filepath.Join(dir, op.name+".exc")); err == nil {
			for _, line := range strings.Split(string(text), "\n") {
				var i int
				var v uint32
				if n, _ := fmt.Sscanf(line, "%d %x", &i, &v); n == 2 {
					exc[i] = v
				}
			}
		}
		for i, d := range d8 {
			x := math.Float32frombits(0x3f000000 + uint32(i))
			y, ok := exc[i]
			if int8(d) != -128 {
				y, ok = math.Float32bits(float32(op.ref(float64(x))))+uint32(int32(int8(d))), true
			}
			if !ok {
				t.Fatalf("%s: argument %d has no result", op.name, i)
			}
			f := revFraction(toRevolutions(x))
			if op.cos {
				f += sinQuarter
			}
			switch g := f & (2*sinQuarter - 1); {
			case f >= 2*sinQuarter || f == 0:
				// beyond the half period: the first half negated, checked by the recordings
			case g < sinQuarter:
				put(g, y)
			default:
				put(2*sinQuarter-1-g, y)
			}
		}
	}
	for g, ok := range set {
		if !ok {
			t.Fatalf("sin sweeps: no result for G = %#x", g)
		}
	}
	return tab
}

// TestMufuSinTableMatchesSweep checks (and with -update-mufu rewrites) sin.bin.gz against the
// sweeps, where SIMTLAB_MUFU_SWEEPS names a directory holding mufu_sin.d8, mufu_cos.d8 and
// their .exc files.
func TestMufuSinTableMatchesSweep(t *testing.T) {
	dir := os.Getenv("SIMTLAB_MUFU_SWEEPS")
	if dir == "" {
		t.Skip("SIMTLAB_MUFU_SWEEPS is not set")
	}
	tab := sinSweep(t, dir)
	if *updateMufu {
		knots := sinKnots()
		codes := make([]int64, len(tab))
		for g, v := range tab {
			codes[g] = int64(v) - int64(math.Float32bits(sinRef(knots, uint32(g))))
		}
		if err := os.WriteFile("sin.bin.gz", packBlockCodes(codes), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	for g, v := range tab {
		if got := math.Float32bits(sinT(uint32(g))); got != v {
			t.Fatalf("T(%#x) = %#08x, the sweeps give %#08x", g, got, v)
		}
	}
}

// TestMufuSinPoints checks the rules of MUFU.SIN and MUFU.COS on results the recordings show.
func TestMufuSinPoints(t *testing.T) {
	for _, tc := range []struct {
		name string
		fn   func(float32) float32
		x    float32
		want uint32
	}{
		{"sin", MufuSin, 0x1p-25, 0x34491200}, // linear near 0, not sin(2 pi 2^-25)
		{"sin", MufuSin, 0x1p-26, 0},          // below the fixed point's last bit
		{"sin", MufuSin, -0x1p-26, 0x80000000},
		{"sin", MufuSin, 0.25, 0x3f800000},
		{"sin", MufuSin, 0.75, 0xbf800000},
		{"cos", MufuCos, 0, 0x3f800000},
		{"cos", MufuCos, 0x1p30, 0x3f800000}, // a whole number of revolutions
		{"sin", MufuSin, float32(math.Inf(1)), 0x7fffffff},
		{"cos", MufuCos, float32(math.NaN()), 0x7fffffff},
	} {
		if got := math.Float32bits(tc.fn(tc.x)); got != tc.want {
			t.Errorf("Mufu%s(%g) = %#08x, want %#08x", tc.name, tc.x, got, tc.want)
		}
	}
	// The symmetries: sin(-r) = -sin(r); the second quarter mirrors the first through the
	// one's complement; cos(r) = sin(r + 1/4) on the fixed point.
	for _, g := range []uint32{1, 1000, 123457, 1<<23 - 1} {
		r := float32(g) * 0x1p-25
		if MufuSin(-r) != -MufuSin(r) || MufuSin(0.5-r-0x1p-25) != MufuSin(r) || MufuCos(r) != MufuSin(r+0.25) {
			t.Errorf("G = %d: the symmetries fail", g)
		}
	}
}
