package libdevice

import "math"

// sinf, cosf (and sincosf, whose results are the same) as nvcc -arch=sm_90 inlines them from libdevice (CUDA 13): a
// three-part Cody-Waite reduction by pi/2 below 105615, a Payne-Hanek reduction with a 192-bit
// 2/pi above, and minimax polynomials in single-precision fused multiply-adds.

// i2opi is __cudart_i2opi_f: 2/pi as six 32-bit words, least significant first.
var i2opi = [6]uint32{0x3c439041, 0xdb629599, 0xf534ddc0, 0xfc2757d1, 0x4e441529, 0xa2f9836e}

// trigReduce returns r = x - q*pi/2 with |r| <= pi/4 (about) and the quadrant q.
func trigReduce(x float32) (float32, int32) {
	q := roundToInt32(x * f(0x3F22F983))
	qf := float32(q)
	r := fma(qf, f(0xBFC90FDA), x)
	r = fma(qf, f(0xB3A22168), r)
	r = fma(qf, f(0xA7C234C5), r)
	ax := float32(math.Abs(float64(x)))
	if ax < 105615 || ax != ax {
		return r, q
	}
	if ax == float32(math.Inf(1)) {
		return canonicalNaN, 0 // x * 0
	}
	return payneHanek(math.Float32bits(x))
}

// roundToInt32 is cvt.rni.s32.f32: to nearest even, NaN to 0, saturating.
func roundToInt32(v float32) int32 {
	switch {
	case v != v:
		return 0
	case v >= 0x1p31:
		return math.MaxInt32
	case v <= -0x1p31:
		return math.MinInt32
	}
	return int32(math.RoundToEven(float64(v)))
}

// payneHanek reduces the float with bits ix, |x| >= 105615 and finite.
func payneHanek(ix uint32) (float32, int32) {
	e := ix>>23&255 - 128
	m := ix<<8 | 0x80000000
	var w [7]uint32
	var carry uint64
	for i, t := range i2opi {
		p := uint64(t)*uint64(m) + carry
		w[i] = uint32(p)
		carry = p >> 32
	}
	w[6] = uint32(carry)
	j := int(e >> 5)
	hi, lo := w[6-j], w[5-j]
	if s := e & 31; s != 0 {
		hi = lo>>(32-s) + hi<<s
		lo = w[4-j]>>(32-s) + lo<<s
	}
	sign := ix & 0x80000000
	bits := lo>>30 | hi<<2
	round := bits >> 31
	n := int32(round + hi>>30)
	if sign != 0 {
		n = -n
	}
	var mask uint32
	if round != 0 {
		sign ^= 0x80000000
		mask = 0xffffffff
	}
	frac := uint64(bits^mask)<<32 | uint64(lo<<2^mask)
	r := float32(float64(int64(frac)) * math.Float64frombits(0x3BF921FB54442D19))
	if sign != 0 {
		r = -r
	}
	return r, n
}

// sinPoly and cosPoly approximate sin(r) and cos(r) on the reduced argument.
func sinPoly(r, r2 float32) float32 {
	p := fma(f(0xB94D4153), r2, f(0x3C0885E4))
	p = fma(p, r2, f(0xBE2AAAA8))
	return fma(p, fma(r2, r, 0), r)
}

func cosPoly(r2 float32) float32 {
	p := fma(f(0x37CBAC00), r2, f(0xBAB607ED))
	p = fma(p, r2, f(0x3D2AAABB))
	p = fma(p, r2, f(0xBEFFFFFF))
	return fma(p, r2, 1)
}

// sinQuadrant is sinf's and cosf's ending for quadrant q: the negation is fma(v, -1, 0), so
// a zero comes out +0.
func sinQuadrant(r float32, q int32) float32 {
	r2 := r * r
	var v float32
	if q&1 == 0 {
		v = sinPoly(r, r2)
	} else {
		v = cosPoly(r2)
	}
	if q&2 != 0 {
		v = fma(v, -1, 0)
	}
	if v != v {
		return canonicalNaN
	}
	return v
}

// Sinf is libdevice's sinf.
func Sinf(x float32) float32 {
	r, q := trigReduce(x)
	return sinQuadrant(r, q)
}

// Cosf is libdevice's cosf.
func Cosf(x float32) float32 {
	r, q := trigReduce(x)
	return sinQuadrant(r, q+1)
}

func init() {
	float1["sin"] = Sinf
	float1["cos"] = Cosf
}
