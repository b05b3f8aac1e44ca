package libdevice

import (
	"math"
	"testing"
)

// BenchmarkDouble compares the double models with Go's float64 functions (the lab's fallback):
// arguments in [0.37, 2.37).
func BenchmarkDouble(b *testing.B) {
	for _, bc := range []struct {
		name     string
		lab, goF func(float64) float64
	}{
		{"log", Log, math.Log},
		{"log10", Log10, math.Log10},
		{"tan", Tan, math.Tan},
		{"pow", func(x float64) float64 { return Pow(x, 2.5) }, func(x float64) float64 { return math.Pow(x, 2.5) }},
		{"atan", Atan, math.Atan},
		{"asin", func(x float64) float64 { return Asin(x - 1.37) }, func(x float64) float64 { return math.Asin(x - 1.37) }},
		{"cosh", Cosh, math.Cosh},
		{"tanh", Tanh, math.Tanh},
		{"hypot", func(x float64) float64 { return Hypot(x, 1.5) }, func(x float64) float64 { return math.Hypot(x, 1.5) }},
	} {
		for _, side := range []struct {
			name string
			f    func(float64) float64
		}{{"libdevice", bc.lab}, {"go", bc.goF}} {
			b.Run(bc.name+"/"+side.name, func(b *testing.B) {
				x, s := 0.37, 0.0
				for i := 0; i < b.N; i++ {
					s += side.f(x)
					if x += 0.001; x >= 2.37 {
						x = 0.37
					}
				}
				_ = s
			})
		}
	}
}
