package libdevice

import (
	"fmt"
	"math"
	"testing"

	"simtlab/sim/engine/num/mathset"
)

// tests/gpu/math/rcp64sweep.cu recorded MUFU.RCP64H and MUFU.RSQ64H on every high word of
// [1, 4) (result high words) and libdevice's log10 over the log argument set, which the
// main recording lacks (hashes_rcp64.txt, samples_rcp64.txt).
const mathDir = "../../../../tests/gpu/math/"

func TestRcp64Recordings(t *testing.T) {
	if testing.Short() {
		t.Skip("2^21 arguments per sweep")
	}
	recs, err := mathset.Load(mathDir+"hashes_rcp64.txt", mathDir+"samples_rcp64.txt")
	if err != nil {
		t.Fatal(err)
	}
	sweep := func(f func(float64) float64) func(i uint64) uint64 {
		return func(i uint64) uint64 { return uint64(hiWord(f(fromWords(0x3ff00000+uint32(i), 0)))) }
	}
	var logSet mathset.Set
	for _, s := range mathset.Doubles {
		if s.Name == "log" {
			logSet = s
		}
	}
	for _, tc := range []struct {
		name  string
		width int
		f     func(i uint64) uint64
	}{
		{"rcp64", 32, sweep(MufuRcp64h)},
		{"rsq64", 32, sweep(MufuRsq64h)},
		{"log10", 64, func(i uint64) uint64 { return math.Float64bits(Log10(math.Float64frombits(logSet.Double(i)))) }},
	} {
		rec := recs[tc.name]
		if rec == nil {
			t.Fatalf("%s: not recorded", tc.name)
		}
		h := mathset.NewFNV()
		bad := ""
		for i := uint64(0); i < rec.N; i++ {
			v := tc.f(i)
			if tc.width == 32 {
				h.Add32(uint32(v))
			} else {
				h.Add64(v)
			}
			if want, ok := rec.Samples[i]; ok && want != v && bad == "" {
				bad = fmt.Sprintf("argument %d: %#x, recorded %#x", i, v, want)
			}
		}
		if uint64(h) != rec.Hash {
			t.Errorf("%s differs from its recording (%s)", tc.name, bad)
		}
	}
}

// The sweep covers one exponent; these are the edges it does not reach (recorded by
// rcp64sweep.cu's summary: other binades, zeros, subnormals, infinities, NaNs).
func TestMufu64Special(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    func(float64) float64
		x    uint64
		want uint64
	}{
		{"rcp(0.5)", MufuRcp64h, 0x3fe0000000000000, 0x4000000000000000},
		{"rcp(-1-2^-20)", MufuRcp64h, 0xbff00001_00000000, 0xbfeffffe_00000000},
		{"rcp(2^-1022)", MufuRcp64h, 0x0010000000000000, 0x7fd0000000000000},
		{"rcp(2^1022)", MufuRcp64h, 0x7fd0000000000000, 0x0010000000000000},
		{"rcp(2^1022(1+2^-20))", MufuRcp64h, 0x7fd00001_00000000, 0},
		{"rcp(subnormal)", MufuRcp64h, 0x000fffff_ffffffff, 0x7ff0000000000000},
		{"rcp(-0)", MufuRcp64h, 0x8000000000000000, 0xfff0000000000000},
		{"rcp(inf)", MufuRcp64h, 0x7ff0000000000000, 0},
		{"rcp(nan)", MufuRcp64h, 0x7ff00001_00000000, 0x7fffffff_00000000},
		{"rcp(low word ignored)", MufuRcp64h, 0x3ff00001_ffffffff, 0x3feffffe_00000000},
		{"rsq(2^-1022)", MufuRsq64h, 0x0010000000000000, 0x5fe0000000000000},
		{"rsq(2^-1021)", MufuRsq64h, 0x0020000000000000, 0x5fd6a09e_00000000},
		{"rsq(2^1021)", MufuRsq64h, 0x7fc0000000000000, 0x2006a09e_00000000},
		{"rsq(-1)", MufuRsq64h, 0xbff0000000000000, 0x7fffffff_00000000},
		{"rsq(-0)", MufuRsq64h, 0x8000000000000000, 0xfff0000000000000},
		{"rsq(inf)", MufuRsq64h, 0x7ff0000000000000, 0},
		{"log(0)", Log, 0, 0xfff0000000000000},
		{"log(-0)", Log, 0x8000000000000000, 0xfff0000000000000},
		{"log(-1)", Log, 0xbff0000000000000, 0xfff8000000000000},
		{"log(-subnormal)", Log, 0x8000000000000001, 0xfff8000000000000},
		{"log(inf)", Log, 0x7ff0000000000000, 0x7ff0000000000000},
		{"log(-inf)", Log, 0xfff0000000000000, 0xfff8000000000000},
		{"log(nan)", Log, 0x7ff0000000000001, 0x7ff8000000000001},
		{"log(1)", Log, 0x3ff0000000000000, 0},
		{"log2(2^-1074)", Log2, 1, math.Float64bits(-1074)},
		{"log2(0)", Log2, 0, 0xfff0000000000000},
		{"log10(1000)", Log10, math.Float64bits(1000), math.Float64bits(3)},
		{"log10(-nan)", Log10, 0xfff0000000000001, 0xfff8000000000001},
	} {
		if got := math.Float64bits(tc.f(math.Float64frombits(tc.x))); got != tc.want {
			t.Errorf("%s = %#016x, want %#016x", tc.name, got, tc.want)
		}
	}
}
