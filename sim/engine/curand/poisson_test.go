package curand

import (
	"math"
	"testing"
)

// TestPoissonMeans checks each regime's draws against λ: the mean of
// 4000 draws within four standard errors, and a fixed seed giving the
// same draws twice (the rejection method's tries consume two uniforms).
func TestPoissonMeans(t *testing.T) {
	for _, lambda := range []float64{0.5, 9, 63.5, 64, 700, 3999, 4000.5, 1e5} {
		draw := func() []uint32 {
			s := Init(7, 3, 0)
			out := make([]uint32, 4000)
			for i := range out {
				k, ok := Poisson(&s, lambda)
				if !ok {
					t.Fatalf("λ=%g: gave up", lambda)
				}
				out[i] = k
			}
			return out
		}
		a, b := draw(), draw()
		sum := 0.0
		for i := range a {
			if a[i] != b[i] {
				t.Fatalf("λ=%g: draw %d differs between runs: %d, %d", lambda, i, a[i], b[i])
			}
			sum += float64(a[i])
		}
		mean := sum / float64(len(a))
		if se := math.Sqrt(lambda / float64(len(a))); math.Abs(mean-lambda) > 4*se {
			t.Errorf("λ=%g: mean %g, more than 4 standard errors (%g) away", lambda, mean, se)
		}
	}
}

// TestPoissonNaNGivesUp: a NaN λ is rejected for ever on a GPU; here the
// draw stops and says so.
func TestPoissonNaNGivesUp(t *testing.T) {
	s := InitPhilox(1, 0, 0)
	if _, ok := Poisson(&s, math.NaN()); ok {
		t.Fatal("a NaN λ was accepted")
	}
	if _, ok := Poisson4(&s, math.NaN(), s.Normal4Double); ok {
		t.Fatal("a NaN λ was accepted by Poisson4")
	}
}
