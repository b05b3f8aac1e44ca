package libdevice

import (
	"math"
	"math/bits"

	"simtlab/sim/engine/num/fused"
)

// sin and cos in double precision as nvcc -arch=sm_90 inlines them from libdevice (CUDA 13):
// a three-part Cody-Waite reduction by pi/2 below 2^31, __internal_trig_reduction_slowpathd
// (Payne-Hanek with a 1152-bit 2/pi) above, and degree-13/14 polynomials
// (__cudart_sin_cos_coeffs) in double fused multiply-adds.

// sinCosCoeffs are __cudart_sin_cos_coeffs after the first coefficient: sine (even quadrants)
// and cosine (odd quadrants).
var sinCosCoeffs = [2][6]float64{
	{-0x1.ae5f12cb0d246p-26, 0x1.71de369ace392p-19, -0x1.a01a019db62a1p-13, 0x1.1111111110818p-7,
		-0x1.5555555555554p-3, 0},
	{0x1.1eea7c1ef8528p-29, -0x1.27e4f8e06e6d9p-22, 0x1.a01a019ddbce9p-16, -0x1.6c16c16c15d47p-10,
		0x1.5555555555551p-5, -0.5},
}

// i2opiD is __cudart_i2opi_d: 2/pi as eighteen 64-bit words, least significant first.
var i2opiD = [18]uint64{
	0x6bfb5fb11f8d5d08, 0x3d0739f78a5292ea, 0x7527bac7ebe5f17b, 0x4f463f669e5fea2d,
	0x6d367ecf27cb09b7, 0xef2f118b5a0a6d1f, 0x1ff897ffde05980f, 0x9c845f8bbdf9283b,
	0x3991d639835339f4, 0xe99c7026b45f7e41, 0xe88235f52ebb4484, 0xfe1deb1cb129a73e,
	0x06492eea09d1921c, 0xb7246e3a424dd2e0, 0xfe5163abdebbc561, 0xdb6295993c439041,
	0xfc2757d1f534ddc0, 0xa2f9836e4e441529,
}

// trigReduceD returns x - q pi/2 and q.
func trigReduceD(x float64) (float64, int32) {
	ax := math.Abs(x)
	if math.IsInf(x, 0) {
		return math.Float64frombits(0xfff8000000000000), 0 // x * 0
	}
	q := roundToInt32D(x * 0x1.45f306dc9c883p-1)
	n := -float64(q)
	r := fused.FMA(n, 0x1.921fb54442d18p0, x)
	r = fused.FMA(n, 0x1.1a62633145cp-54, r)
	r = fused.FMA(n, 0x1.b839a252049cp-104, r)
	if ax < 0x1p31 || ax != ax {
		return r, q
	}
	return trigSlowPath(x)
}

// roundToInt32D is cvt.rni.s32.f64: to nearest even, NaN to 0, saturating.
func roundToInt32D(v float64) int32 {
	switch {
	case v != v:
		return 0
	case v >= 0x1p31:
		return math.MaxInt32
	case v <= -0x1p31:
		return math.MinInt32
	}
	return int32(math.RoundToEven(v))
}

// trigSlowPath is __internal_trig_reduction_slowpathd for finite |x| >= 2^31.
func trigSlowPath(x float64) (float64, int32) {
	xb := math.Float64bits(x)
	hi := uint32(xb >> 32)
	top := hi >> 20
	e := top & 2047
	k := int32(e-1024) >> 6
	first := 15 - k
	end := 19 - k
	if 16-k > 14 {
		end = 18
	}
	m := xb<<11 | 1<<63
	var w [5]uint64
	var carry uint64
	n := 0
	for i := first; i < end; i++ {
		h, l := bits.Mul64(i2opiD[i], m)
		var c uint64
		l, c = bits.Add64(l, carry, 0)
		w[n] = l
		carry = h + c
		n++
	}
	w[n] = carry
	lo, hiw := w[2], w[3]
	if s := (top - 1024) & 63; s != 0 {
		hiw = hiw<<s | lo>>(64-s)
		lo = lo<<s | w[1]>>(64-s)
	}
	sign := hi & 0x80000000
	frac := lo>>62 | hiw<<2
	round := uint32(hiw>>61) & 1
	q := int32(round + uint32(hiw>>62))
	if sign != 0 {
		q = -q
	}
	fhi, flo := frac, lo<<2
	if round != 0 {
		// Negate the 128-bit fraction and flip the sign.
		var b uint64
		flo, b = bits.Sub64(0, flo, 0)
		fhi, _ = bits.Sub64(0, fhi, b)
		sign ^= 0x80000000
	}
	z := uint64(bits.LeadingZeros64(fhi))
	norm := fhi
	if z != 0 {
		norm = fhi<<z | flo>>(64-z)
	}
	ph, pl := bits.Mul64(norm, 0xc90fdaa22168c235)
	var inc uint64
	if int64(ph) > 0 {
		ph = ph<<1 | pl>>63
		inc = 1
	}
	exp := uint64(0x3fe0000000000000) - (z+inc)<<52
	mant := ((ph+1)>>10 + 1) >> 1
	return math.Float64frombits(exp + mant | uint64(sign)<<32), q
}

// sinCosQuadrant evaluates sine (q even) or cosine (q odd) of r and applies q's sign.
func sinCosQuadrant(r float64, q int32) float64 {
	odd := q & 1
	c := sinCosCoeffs[odd]
	c0 := 0x1.5db65f9785ebap-33
	if odd != 0 {
		c0 = -0x1.8ff8320fd8164p-37
	}
	r2 := r * r
	p := fused.FMA(c0, r2, c[0])
	for _, ci := range c[1:] {
		p = fused.FMA(p, r2, ci)
	}
	v := fused.FMA(p, r, r)
	if odd != 0 {
		v = fused.FMA(p, r2, 1)
	}
	if q&2 != 0 {
		v = fused.FMA(v, -1, 0)
	}
	return v
}

// trigSpecial is a trigonometric function of a NaN (quieted) or an
// infinity (x * 0, the invalid operation's NaN); special is false for a
// finite x.
func trigSpecial(x float64) (v float64, special bool) {
	if x != x {
		return quiet64(x), true
	}
	if math.IsInf(x, 0) {
		return math.Float64frombits(0xfff8000000000000), true
	}
	return 0, false
}

// Sin is libdevice's sin.
func Sin(x float64) float64 {
	if v, special := trigSpecial(x); special {
		return v
	}
	r, q := trigReduceD(x)
	return sinCosQuadrant(r, q)
}

// Cos is libdevice's cos.
func Cos(x float64) float64 {
	if v, special := trigSpecial(x); special {
		return v
	}
	r, q := trigReduceD(x)
	return sinCosQuadrant(r, q+1)
}

func init() {
	double1["sin"] = Sin
	double1["cos"] = Cos
}
