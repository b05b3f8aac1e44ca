package num

import (
	"math"
	"math/big"
	"testing"
)

// exactFMA32 is the reference: a*b+c computed exactly with big.Float and
// rounded once to float32.
func exactFMA32(a, b, c float32) float32 {
	x := new(big.Float).SetPrec(200).SetFloat64(float64(a))
	x.Mul(x, new(big.Float).SetPrec(200).SetFloat64(float64(b)))
	x.Add(x, new(big.Float).SetPrec(200).SetFloat64(float64(c)))
	f, _ := x.Float32()
	return f
}

func TestFMA32DoubleRoundingCase(t *testing.T) {
	// a*b+c lies exactly halfway between two float32 values once rounded to
	// float64: the naive float32(math.FMA(...)) gets it wrong.
	a := float32(1 + 0x1p-23)
	b := float32(1 + 0x1p-23)
	cases := [][3]float32{
		{a, b, 0},
		{1 + 0x1p-12, 1 + 0x1p-12, 0x1p-50},
		{3, 1.0 / 3, -1},
		{0.1, 10, -1},
		{1e30, 1e30, 1},
		{-0, 0, -0},
	}
	for _, tc := range cases {
		got, want := FMA32(tc[0], tc[1], tc[2]), exactFMA32(tc[0], tc[1], tc[2])
		if math.Float32bits(got) != math.Float32bits(want) {
			t.Errorf("FMA32(%g, %g, %g) = %g, want %g", tc[0], tc[1], tc[2], got, want)
		}
	}
}

func TestFMA32Random(t *testing.T) {
	// A deterministic sweep with the mantissas that provoke ties.
	seed := uint32(1)
	next := func() float32 {
		seed = seed*1664525 + 1013904223
		return math.Float32frombits(0x3f800000 | seed>>9)
	}
	bad := 0
	for i := 0; i < 200000; i++ {
		a, b := next(), next()
		c := -float32(float64(a) * float64(b)) // cancels the high bits
		c += float32(i%7) * 0x1p-30
		if got, want := FMA32(a, b, c), exactFMA32(a, b, c); math.Float32bits(got) != math.Float32bits(want) {
			bad++
			if bad < 5 {
				t.Errorf("FMA32(%v, %v, %v) = %v, want %v", a, b, c, got, want)
			}
		}
	}
}

func TestFloatToInt(t *testing.T) {
	tests := []struct {
		f    float64
		bits uint
		want int64
	}{
		{3.9, 32, 3}, {-3.9, 32, -3}, {1e10, 32, math.MaxInt32}, {-1e10, 32, math.MinInt32},
		{math.NaN(), 32, 0}, {1e30, 64, math.MaxInt64},
	}
	for _, tc := range tests {
		if got := FloatToInt(tc.f, tc.bits); got != tc.want {
			t.Errorf("FloatToInt(%g, %d) = %d, want %d", tc.f, tc.bits, got, tc.want)
		}
	}
	if FloatToUint(-1, 32) != 0 || FloatToUint(5e9, 32) != math.MaxUint32 {
		t.Error("FloatToUint saturation")
	}
}

func TestFMA32Subnormal(t *testing.T) {
	cases := [][3]float32{
		{0x1p-70, 0x1p-70, 0x1p-149},
		{0x1.000002p-75, 0x1.8p-60, -0x1p-135},
		{1e-20, 1e-20, 0},
		{-0x1p-64, 0x1p-64, 0x1p-127},
	}
	for _, tc := range cases {
		got, want := FMA32(tc[0], tc[1], tc[2]), exactFMA32(tc[0], tc[1], tc[2])
		if math.Float32bits(got) != math.Float32bits(want) {
			t.Errorf("FMA32(%g, %g, %g) = %g, want %g", tc[0], tc[1], tc[2], got, want)
		}
	}
}

// TestFMA32FastDeclines checks that the inlined fast path declines exactly
// the sums it cannot round: ties, subnormals, zero, infinities and NaN, and
// agrees with the exact result whenever it accepts.
func TestFMA32FastDeclines(t *testing.T) {
	inf := float32(math.Inf(1))
	nan := float32(math.NaN())
	for _, tc := range []struct {
		a, b, c float32
		ok      bool
	}{
		{1.5, 2, 0.25, true},
		{1, 1, 0x1p-24, false},       // 1 + 2^-24: halfway between two float32
		{0x1p-70, 0x1p-70, 0, false}, // subnormal result
		{1, 1, -1, false},            // zero
		{inf, 1, 0, false},
		{nan, 1, 0, false},
		{-3, 7, 0.5, true},
	} {
		got, ok := FMA32Fast(tc.a, tc.b, tc.c)
		if ok != tc.ok {
			t.Errorf("FMA32Fast(%v, %v, %v): ok = %v, want %v", tc.a, tc.b, tc.c, ok, tc.ok)
		}
		if !ok {
			continue
		}
		if want := exactFMA32(tc.a, tc.b, tc.c); math.Float32bits(got) != math.Float32bits(want) {
			t.Errorf("FMA32Fast(%v, %v, %v) = %v, want %v", tc.a, tc.b, tc.c, got, want)
		}
	}
}
