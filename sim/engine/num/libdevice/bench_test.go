package libdevice

import (
	"math"
	"testing"
)

// The models run per lane: they should cost about what Go's float64 functions do.
func benchmark1(b *testing.B, fn func(float32) float32) {
	x := float32(0.37)
	var s float32
	for i := 0; i < b.N; i++ {
		s += fn(x)
		x += 0.001
	}
	_ = s
}

func BenchmarkExpf(b *testing.B)     { benchmark1(b, Expf) }
func BenchmarkSinf(b *testing.B)     { benchmark1(b, Sinf) }
func BenchmarkLogf(b *testing.B)     { benchmark1(b, Logf) }
func BenchmarkTanhf(b *testing.B)    { benchmark1(b, Tanhf) }
func BenchmarkRsqrtf(b *testing.B)   { benchmark1(b, Rsqrtf) }
func BenchmarkTgammaf(b *testing.B)  { benchmark1(b, Tgammaf) }
func BenchmarkFastLogf(b *testing.B) { benchmark1(b, FastLogf) }
func BenchmarkFastSinf(b *testing.B) { benchmark1(b, FastSinf) }
func BenchmarkCbrtf(b *testing.B)    { benchmark1(b, Cbrtf) }
func BenchmarkPowf(b *testing.B) {
	benchmark1(b, func(x float32) float32 { return Powf(x, 2.5) })
}
func BenchmarkGoExp(b *testing.B) {
	benchmark1(b, func(x float32) float32 { return float32(math.Exp(float64(x))) })
}
