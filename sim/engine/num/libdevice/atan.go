package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// atan, atan2, asin and acos in double precision as nvcc -arch=sm_90 inlines them from
// libdevice (CUDA 13): atan is an odd polynomial on [0, 1] (above 1, pi/2 minus it on 1/|x|
// through MUFU.RCP64H and a Newton step; atan2 divides the smaller magnitude by the larger,
// correctly rounded); asin an odd polynomial below 0.575 and pi/2 - 2 asin(sqrt((1-|x|)/2))
// above, the square root from MUFU.RSQ64H; acos its own polynomial in 1-|x| above 0.575.

// atanCoeffs is atan's polynomial in t^2, highest degree first.
var atanCoeffs = [...]float64{-0x1.53e1d2a25ff7ep-16, 0x1.d3b63dbb65b49p-13, -0x1.312788dde082ep-10,
	0x1.f9690c8249315p-9, -0x1.2cf5aabc7cf0dp-7, 0x1.162b0b2a3bfdep-6, -0x1.a7256feb6fc6bp-6,
	0x1.171560ce4a489p-5, -0x1.4f44d841450e4p-5, 0x1.7ee3d3f36bb95p-5, -0x1.ad32ae04a9fd1p-5,
	0x1.e17813d66954fp-5, -0x1.11089ca9a5bcdp-4, 0x1.3b12b2db51738p-4, -0x1.745d022f8dc5cp-4,
	0x1.c71c709dfe927p-4, -0x1.2492491fa1744p-3, 0x1.99999999840d2p-3, -0x1.555555555544cp-2}

// atanPoly is atan(t) for t in [0, 1].
func atanPoly(t float64) float64 {
	z := t * t
	p := atanCoeffs[0]
	for _, c := range atanCoeffs[1:] {
		p = fused.FMA(p, z, c)
	}
	return fused.FMA(z*p, t, t)
}

// Atan is libdevice's atan.
func Atan(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	a := math.Abs(x)
	t := a
	if a > 1 {
		t = recip(a)
		if a == math.Inf(1) {
			t = 0
		}
	}
	res := atanPoly(t)
	if a > 1 {
		res = 0x1.921fb54442d18p0 - res
	}
	return math.Copysign(res, x)
}

// Atan2 is libdevice's atan2(y, x).
func Atan2(y, x float64) float64 {
	ax, ay := math.Abs(x), math.Abs(y)
	if s := ax + ay; s != s {
		if x != x {
			return quiet64(x)
		}
		return quiet64(y)
	}
	steep := ay > ax
	hi, lo := ax, ay
	if steep {
		hi, lo = ay, ax
	}
	t := atanPoly(lo / hi)
	xneg := int32(hiWord(x)) < 0
	var res float64
	switch {
	case hi == 0:
		res = 0
		if xneg {
			res = 0x1.921fb54442d18p1
		}
	case ax == ay:
		res = 0x1.921fb54442d18p-1
		if xneg {
			res = 0x1.2d97c7f3321d2p1
		}
	case steep && xneg:
		res = t + 0x1.921fb54442d18p0
	case steep:
		res = -t + 0x1.921fb54442d18p0
	case xneg:
		res = 0x1.921fb54442d18p1 - t
	default:
		res = t
	}
	return math.Copysign(res, y)
}

// asinCoeffs is asin's polynomial, highest degree first.
var asinCoeffs = [...]float64{0x1.0066bdc1895e9p-4, -0x1.3823b180754afp-4, 0x1.11e52cc2f79aep-4,
	-0x1.24eaf3526861bp-6, 0x1.1df02a31e6cb7p-6, 0x1.47d18b0eec6ccp-7, 0x1.d0af961ba53b0p-7,
	0x1.1bf7734cf1c48p-6, 0x1.6e91483144ef7p-6, 0x1.f1c6e0a4f9f81p-6, 0x1.6db6dc27fa92bp-5,
	0x1.333333320f91bp-4, 0x1.5555555555f4dp-3}

// asinPoly is (asin(x) - x)/x^3 as a polynomial in z = x^2 (without the last product).
func asinPoly(z float64) float64 {
	p := asinCoeffs[0]
	for _, c := range asinCoeffs[1:] {
		p = fused.FMA(p, z, c)
	}
	return p
}

// sqrtRsq is sqrt(w) for w > 0 through MUFU.RSQ64H and two Newton steps, as asin and acos
// compute it.
func sqrtRsq(w float64) float64 {
	y := MufuRsq64h(w)
	yh := fromWords(hiWord(y)-0x100000, loWord(y)) // y/2
	s := w * y
	s = fused.FMA(fused.FMA(s, -s, w), yh, s)
	g := fused.FMA(fused.FMA(y, -s, 1), yh, yh)
	return fused.FMA(fused.FMA(s, -s, w), g, s)
}

// Asin is libdevice's asin.
func Asin(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	if hiAsFloat(x) < f(0x3FE26666) {
		z := x * x
		return fused.FMA(z*asinPoly(z), x, x)
	}
	w := fused.FMA(-0.5, math.Abs(x), 0.5)
	var sq float64
	switch {
	case w == 0:
		sq = w
	case int32(hiWord(w)) < 0:
		return math.Copysign(defaultNaN64, x) // |x| > 1: the default NaN, x's sign copied on
	default:
		sq = sqrtRsq(w)
	}
	m := sq * -2
	l := fused.FMA(m, w*asinPoly(w), 0x1.1a62633145c07p-54)
	return math.Copysign(m+0x1.921fb54442d18p-1+l+0x1.921fb54442d18p-1, x)
}

// acosCoeffs is acos's polynomial in w = 1 - |x|, highest degree first.
var acosCoeffs = [...]float64{0x1.715b371155f70p-19, -0x1.ac2fe66faac4bp-20, 0x1.9a9b88efcd9b8p-18,
	0x1.d0f40a8a0c4c3p-18, 0x1.46d4cfa9e0e1fp-16, 0x1.79c168d1e2422p-15, 0x1.c9a88c3bca540p-14,
	0x1.1c4e64bd476dfp-12, 0x1.6e8ba60009c8fp-11, 0x1.f1c71c62b05a2p-10, 0x1.6db6db6dc9f2cp-8,
	0x1.333333333329cp-6, 0x1.5555555555555p-4}

// Acos is libdevice's acos.
func Acos(x float64) float64 {
	if x != x {
		return quiet64(x)
	}
	a := math.Abs(x)
	xneg := int32(hiWord(x)) < 0
	if int32(hiWord(a)) < 0x3FE26666 {
		z := a * a
		s := fused.FMA(z*asinPoly(z), a, a) // asin(|x|)
		if xneg {
			return 0x1.921fb54442d18p0 + (s + 0x1.1a62633145c07p-54)
		}
		return 0x1.921fb54442d18p0 + -(s + -0x1.1a62633145c07p-54)
	}
	w := 1 - a
	hw := int32(hiWord(w))
	var res float64
	if hw < 1 {
		res = a * 0
	} else {
		sq := sqrtRsq(fromWords(uint32(hw)-0x100000, loWord(w))) // sqrt(w/2)
		sq = fromWords(hiWord(sq)+0x100000, loWord(sq))
		p := acosCoeffs[0]
		for _, c := range acosCoeffs[1:] {
			p = fused.FMA(p, w, c)
		}
		res = fused.FMA(w*p, sq, sq)
	}
	if hw < 0 {
		return defaultNaN64 // |x| > 1: 0 * inf (a negated NaN operand stays as it was)
	}
	if xneg {
		res = 0x1.921fb54442d18p1 + -(res + -0x1.1a62633145c07p-53)
	}
	return res
}

func init() {
	double1["atan"] = Atan
	double2["atan2"] = Atan2
	double1["asin"] = Asin
	double1["acos"] = Acos
}
