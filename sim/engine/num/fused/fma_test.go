package fused

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestFMAEmulated compares fmaEmulated with math.FMA on products and addends of every relative
// size, cancellations and near-ties included. go test -tags fmaemul runs every other test of
// the package with it too.
func TestFMAEmulated(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	n := 1 << 22
	if testing.Short() {
		n = 1 << 16
	}
	signed := func(v float64) float64 {
		if r.Uint64()&1 != 0 {
			return -v
		}
		return v
	}
	mant := func() float64 {
		// random mantissas, and sometimes short ones (many trailing zeros): exact products
		m := r.Uint64()&(1<<52-1) | 1<<52
		if r.Uint64()&3 == 0 {
			m &^= 1<<(r.IntN(52)) - 1
		}
		return float64(m) * 0x1p-52
	}
	bad := 0
	for i := 0; i < n; i++ {
		a := signed(math.Ldexp(mant(), r.IntN(200)-100))
		b := signed(math.Ldexp(mant(), r.IntN(200)-100))
		var c float64
		switch i % 4 {
		case 0: // any size relative to the product
			c = signed(math.Ldexp(mant(), r.IntN(400)-200))
		case 1: // cancellation: the negated product, moved by a few ulps
			c = math.Float64frombits(math.Float64bits(-(a * b)) + uint64(r.IntN(9)) - 4)
		case 2: // near the product's rounding boundary
			c = signed(math.Ldexp(mant(), math.Ilogb(a*b)-53-r.IntN(60)))
		case 3: // extreme and special values, to the fallback
			specials := []float64{0, math.Copysign(0, -1), math.Inf(1), math.NaN(), 0x1p-1074, 0x1p1023, 0x1p-1000}
			c = specials[r.IntN(len(specials))]
			if r.Uint64()&1 != 0 {
				a = math.Ldexp(a, 900)
			}
		}
		want := math.FMA(a, b, c)
		if got := fmaEmulated(a, b, c); math.Float64bits(got) != math.Float64bits(want) && !(got != got && want != want) {
			if bad < 10 {
				t.Errorf("fmaEmulated(%x, %x, %x) = %x, math.FMA %x", a, b, c, got, want)
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%d of %d differ", bad, n)
	}
}

var benchSink float64

func BenchmarkFMA(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	var xs [1024]float64
	for i := range xs {
		xs[i] = (r.Float64() - 0.5) * 1e3
	}
	for _, c := range []struct {
		name string
		f    func(a, b, c float64) float64
	}{
		// a closure, so that math.FMA compiles to the instruction where there is one
		{"math", func(a, b, c float64) float64 { return math.FMA(a, b, c) }},
		{"emulated", fmaEmulated},
	} {
		b.Run(c.name, func(b *testing.B) {
			s := 0.0
			for i := 0; i < b.N; i++ {
				s += c.f(xs[i&1023], xs[(i*3)&1023], xs[(i*5)&1023])
			}
			benchSink = s
		})
	}
}
