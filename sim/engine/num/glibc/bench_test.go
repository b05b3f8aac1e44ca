package glibc

import (
	"math"
	"testing"
)

// The ports against Go's math functions (go test -bench Double -run -), over arguments where
// programs use them: sin, cos and tan within a few periods, log over a range of magnitudes, pow
// with moderate exponents, the inverse and hyperbolic functions over their common ranges.

var benchSink float64

func benchArgs(lo, hi float64) []float64 {
	args := make([]float64, 1024)
	for i := range args {
		args[i] = lo + (hi-lo)*float64(i*7919%1024)/1024
	}
	return args
}

func bench1(b *testing.B, f func(float64) float64, lo, hi float64) {
	args := benchArgs(lo, hi)
	s := 0.0
	for i := 0; i < b.N; i++ {
		s += f(args[i&1023])
	}
	benchSink = s
}

func BenchmarkDouble(b *testing.B) {
	for _, c := range []struct {
		name       string
		glibc, gof func(float64) float64
		lo, hi     float64
	}{
		{"sin", Sin, math.Sin, -10, 10},
		{"cos", Cos, math.Cos, -10, 10},
		{"tan", Tan, math.Tan, -10, 10},
		{"log", Log, math.Log, 1e-3, 1e3},
		{"log2", Log2, math.Log2, 1e-3, 1e3},
		{"log10", Log10, math.Log10, 1e-3, 1e3},
		{"atan", Atan, math.Atan, -10, 10},
		{"asin", Asin, math.Asin, -1, 1},
		{"acos", Acos, math.Acos, -1, 1},
		{"expm1", Expm1, math.Expm1, -2, 2},
		{"log1p", Log1p, math.Log1p, -0.5, 10},
		{"sinh", Sinh, math.Sinh, -5, 5},
		{"cosh", Cosh, math.Cosh, -5, 5},
		{"tanh", Tanh, math.Tanh, -5, 5},
		{"cbrt", Cbrt, math.Cbrt, -1e3, 1e3},
		{"erf", Erf, math.Erf, -3, 3},
		{"exp10", Exp10, func(x float64) float64 { return math.Pow(10, x) }, -10, 10},
		{"lgamma", Lgamma, func(x float64) float64 { v, _ := math.Lgamma(x); return v }, -10, 30},
		{"tgamma", Tgamma, math.Gamma, -10, 30},
	} {
		b.Run(c.name+"/glibc", func(b *testing.B) { bench1(b, c.glibc, c.lo, c.hi) })
		b.Run(c.name+"/go", func(b *testing.B) { bench1(b, c.gof, c.lo, c.hi) })
	}
	xs, ys := benchArgs(1e-3, 1e3), benchArgs(-4, 4)
	for _, c := range []struct {
		name string
		f    func(x, y float64) float64
	}{{"pow/glibc", Pow}, {"pow/go", math.Pow}, {"atan2/glibc", Atan2}, {"atan2/go", math.Atan2},
		{"hypot/glibc", Hypot}, {"hypot/go", math.Hypot}} {
		b.Run(c.name, func(b *testing.B) {
			s := 0.0
			for i := 0; i < b.N; i++ {
				s += c.f(xs[i&1023], ys[(i*3)&1023])
			}
			benchSink = s
		})
	}
}
