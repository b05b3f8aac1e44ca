package curand

import (
	"math"

	"simtlab/sim/engine/num"
	"simtlab/sim/engine/num/libdevice"
)

// PoissonSource is what curand_poisson draws from: a generator's uniform
// floats and normal doubles, each advancing its state as the device does.
type PoissonSource interface {
	Uniform() float32
	NormalDouble() float64
}

// MaxPoissonTries bounds the rejection method's tries for one draw. An
// acceptable λ is accepted in a try or two; only a λ that is NaN runs on,
// for ever on a GPU: Poisson then reports that it gave up.
const MaxPoissonTries = 1 << 16

// Poisson is curand_poisson for the XORWOW, Philox and MRG32k3a
// generators. cuRAND picks its method by λ: below 64, Knuth's product of
// uniforms; above 4000, a normal draw rounded; between, a rejection method
// built on an approximation of the regularized incomplete gamma function.
// The arithmetic is the H200's for cuRAND 13's header (read from its SASS):
// the MUFU approximations with subnormals flushed, the products nvcc fuses,
// and a float times a double constant computed in double. ok is false when
// the rejection method gave up (MaxPoissonTries).
func Poisson(s PoissonSource, lambda float64) (k uint32, ok bool) {
	switch {
	case lambda < 64:
		return knuthPoisson(s, float32(lambda)), true
	case lambda > 4000:
		return roundedNormal(lambda, s.NormalDouble()), true
	}
	return gammaPoisson(s, float32(lambda))
}

// Poisson4 is curand_poisson4 on Philox: four draws of Poisson, one after
// another, the normal regime taking its four normals from one call of
// curand_normal4_double (normals4).
func Poisson4(s PoissonSource, lambda float64, normals4 func() [4]float64) (k [4]uint32, ok bool) {
	switch {
	case lambda < 64:
		for i := range k {
			k[i] = knuthPoisson(s, float32(lambda))
		}
		return k, true
	case lambda > 4000:
		for i, n := range normals4() {
			k[i] = roundedNormal(lambda, n)
		}
		return k, true
	}
	for i := range k {
		if k[i], ok = gammaPoisson(s, float32(lambda)); !ok {
			return k, false
		}
	}
	return k, true
}

// knuthPoisson counts the uniforms whose running product, started at
// e^λ, stays above 1.
func knuthPoisson(s PoissonSource, lambda float32) uint32 {
	p := libdevice.Expf(lambda)
	k := uint32(0)
	for {
		k++
		p = float32(p * s.Uniform())
		if !(p > 1) {
			return k - 1
		}
	}
}

// roundedNormal is λ + √λ·n rounded to the nearest count, the product
// fused into the sum as nvcc fuses it.
func roundedNormal(lambda, n float64) uint32 {
	return f64ToU32(math.FMA(math.Sqrt(lambda), n, lambda) + 0.5)
}

// gammaPoisson is the rejection method: a candidate from the approximate
// inverse of the incomplete gamma function, accepted when a second uniform
// falls under the ratio of the Poisson probability to the candidate's
// approximate probability (with 1.3 as the bound of that ratio).
func gammaPoisson(s PoissonSource, lambda float32) (uint32, bool) {
	logLambda := mufuLog(lambda)
	alpha, beta := gammaShape(lambda)
	for try := 0; try < MaxPoissonTries; try++ {
		y := s.Uniform()
		// The inverse: λ - (ln(1/√y - 1) + β) / α.
		t := float32(libdevice.MufuRsq(y) - 1)
		t = float32(beta + mufuLog(t))
		x := float32(math.Floor(float64(num.FMA32(-libdevice.MufuRcp(alpha), t, lambda))))
		z := s.Uniform()
		v := float32(float32(gammaTail(lambda, alpha, beta, x+1)-gammaTail(lambda, alpha, beta, x)) * 1.3)
		z = float32(z * v)
		lg := float32(lgammaInteger(int32(f32ToI32(x + 1))))
		e := mufuExp(float32(num.FMA32(x, logLambda, -lambda) - lg))
		if z < e && float64(v) >= 1e-20 {
			return f32ToU32(x), true
		}
	}
	return 0, false
}

// gammaShape is the approximation's two parameters, which depend on λ
// alone.
func gammaShape(lambda float32) (alpha, beta float32) {
	const (
		ma1, ma2, ma3 = float32(1.43248035075540910), float32(0.12400979329415655), float32(0.00025361074907033)
		mb1, mb2, mb3 = float32(0.21096734870196546), float32(1.97381164089999420), float32(0.94201734077887530)
	)
	alpha = num.FMA32(ma1, libdevice.MufuRsq(float32(lambda-ma2)), ma3)
	beta = num.FMA32(mb1, libdevice.MufuRsq(float32(lambda-mb2)), mb3)
	return alpha, beta
}

// gammaTail is the approximate regularized incomplete gamma function at x:
// 1 / (1 + e^(α(λ-x) - β))².
func gammaTail(lambda, alpha, beta, x float32) float32 {
	t := float32(1 + mufuExp(num.FMA32(alpha, float32(lambda-x), -beta)))
	return libdevice.MufuRcp(float32(t * t))
}

// lgammaInteger is ln((a-1)!): a table up to 8, Stirling's series above
// (Hart et al., approximation 5404), in double.
func lgammaInteger(a int32) float64 {
	fa := math.Abs(float64(float32(a)))
	if a <= 8 {
		// The device reads a table of ln((n-1)!) at fa-1; outside 1..8
		// (a candidate below zero) it would read the constant bank's next
		// words: 0 stands in for them.
		table := [...]float64{0, 0, 6.931471805599453094e-1, 1.791759469228055001e0, 3.178053830347945620e0,
			4.787491742782045994e0, 6.579251212010100995e0, 8.525161361065414300e0, 1.060460290274525023e1}
		if i := int(fa) - 1; i >= 0 && i < len(table) {
			return table[i]
		}
		return 0
	}
	s := 1 / fa
	t := s * s
	sum := -0.1633436431e-2
	for _, c := range [...]float64{0.83645878922e-3, -0.5951896861197e-3, 0.793650576493454e-3, -0.277777777735865004e-2, 0.833333333333331018375e-1} {
		sum = math.FMA(sum, t, c)
	}
	sum = math.FMA(sum, s, 0.918938533204672)
	// (fa - ½)·½·ln fa - fa + sum, the product fused into both its uses.
	half := 0.5 * libdevice.Log(fa)
	t = fa - 0.5
	return math.FMA(t, half, -fa) + math.FMA(t, half, sum)
}

// mufuExp and mufuLog are the header's e^a and ln a: the base-2 MUFU
// instruction, its argument or result scaled by a double constant in
// double and rounded to float.
func mufuExp(a float32) float32 {
	return libdevice.MufuEx2(float32(float64(a) * 1.4426950408889634074))
}

func mufuLog(a float32) float32 {
	return float32(float64(libdevice.MufuLg2(a)) * 0.69314718055994530942)
}

// f32ToU32, f32ToI32 and f64ToU32 convert toward zero as the device's F2I
// does: NaN is 0 and values out of range saturate.
func f32ToU32(x float32) uint32 { return f64ToU32(float64(x)) }

func f64ToU32(x float64) uint32 {
	switch {
	case x != x || x <= 0:
		return 0
	case x >= 1<<32:
		return math.MaxUint32
	}
	return uint32(x)
}

func f32ToI32(x float32) int32 {
	switch {
	case x != x:
		return 0
	case x <= math.MinInt32:
		return math.MinInt32
	case x >= math.MaxInt32:
		return math.MaxInt32
	}
	return int32(x)
}
