package glibc

import (
	"math"
	"testing"
)

// The ports against Go's math functions (go test -bench Double -run -), over arguments where
// programs use them: sin, cos and tan within a few periods, log over a range of magnitudes, pow
// with moderate exponents.

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
	} {
		b.Run(c.name+"/glibc", func(b *testing.B) { bench1(b, c.glibc, c.lo, c.hi) })
		b.Run(c.name+"/go", func(b *testing.B) { bench1(b, c.gof, c.lo, c.hi) })
	}
	xs, ys := benchArgs(1e-3, 1e3), benchArgs(-4, 4)
	for _, c := range []struct {
		name string
		f    func(x, y float64) float64
	}{{"pow/glibc", Pow}, {"pow/go", math.Pow}} {
		b.Run(c.name, func(b *testing.B) {
			s := 0.0
			for i := 0; i < b.N; i++ {
				s += c.f(xs[i&1023], ys[(i*3)&1023])
			}
			benchSink = s
		})
	}
}
