package libdevice

import "math"

// j0f, j1f, y0f and y1f as nvcc -arch=sm_90 inlines them from libdevice
// (CUDA 13; tests/gpu/math/ptxfns.cu): near zero and between the first
// zeros polynomials around them, the zeros as head and tail constants (and
// for y0f, y1f the logarithmic term with j0f, j1f); beyond, the Hankel
// asymptotic form amp(x) cos(x + phase(x) - shift), the phase reduced by
// pi/2 as sinf reduces its argument and the cosine taken from sinf's
// polynomials.

// besselSmall evaluates p(t) with p's coefficients c, highest first.
func besselSmall(c []uint32, t float32) float32 {
	p := fma(f(c[0]), t, f(c[1]))
	for _, k := range c[2:] {
		p = fma(p, t, f(k))
	}
	return p
}

// besselWave is cos(x - (2k+1) pi/4) style term of the asymptotic form: the
// phase already reduced to red and its quadrant q, offset by shift (-pi/4
// for j0, -3pi/4 for j1) and reduced again, then sinf's sine or cosine
// polynomial.
func besselWave(red float32, q int32, shift uint32) float32 {
	y := red + fma(float32(uint32(q)&3), f(0x3FC90FDB), f(shift))
	k := roundToInt32(y * f(0x3F22F983))
	y = fma(float32(k), f(0xBFC90FDA), y)
	y = fma(float32(k), f(0xB3A22168), y)
	n := k + 1
	s := y * y
	base := float32(1)
	var c float32
	if n&1 == 0 {
		base = y
		c = fma(fma(f(0xB94D4153), s, f(0x3C0885E4)), s, f(0xBE2AAAA8))
	} else {
		c = fma(fma(fma(f(0x37CBAC00), s, f(0xBAB607ED)), s, f(0x3D2AAABB)), s, f(0xBEFFFFFF))
	}
	r := fma(c, fma(s, base, 0), base)
	if n&2 != 0 {
		r = fma(r, -1, 0)
	}
	return r
}

// hankel is the asymptotic form beyond the polynomials:
// amp(1/x²) sqrt(2/(pi x)) times besselWave of the phase x + q(1/x²)/x,
// amp and q given highest coefficient first (amp's last is 1).
func hankel(a float32, amp, q []uint32, shift uint32) float32 {
	r := MufuRcp(a)
	r2 := r * r
	phase := fma(besselSmall(q, r2), r, a)
	m := besselSmall(amp, r2) * float32(Rsqrtf(a)*f(0x3F4C422A))
	red, k := trigReduce(phase)
	return m * besselWave(red, k, shift)
}

// zeroPoly is a polynomial between the first zeros of y0f or y1f: up to
// bound, p in t = x - zero (the zero as head and tail), y = t p(t).
type zeroPoly struct {
	bound, head, tail uint32
	p                 []uint32
}

// aroundZeros is y at a, with a at most the last polynomial's bound.
func aroundZeros(polys []zeroPoly, a float32) float32 {
	for _, rg := range polys {
		if a <= f(rg.bound) {
			t := (a + f(rg.head)) + f(rg.tail)
			return t * besselSmall(rg.p, t)
		}
	}
	return 0
}

var j0Small = []uint32{0xA6B3B8E7, 0xA9ACA9B3, 0x2C3F0E18, 0xACD41781, 0xAFE90F38, 0x3020305B, 0x33797143,
	0x30F76F85, 0xB6B6DFC6, 0xB6F665C9, 0x399E2DEB, 0x3A4AE334, 0xBBEEAA1B, 0xBCDA7747}

// J0f is libdevice's j0f.
func J0f(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	if a <= 8 {
		t := (a + f(0xC019E8A9)) + f(0xB3E971B3)
		v := t * besselSmall(j0Small, t)
		v = ((a + f(0xC0B0A47B)) + f(0x339A7A37)) * v
		return canonical(((a + f(0xC10A75AB)) + f(0xB4CCCDED)) * v)
	}
	if a == float32(math.Inf(1)) {
		return 0
	}
	return canonical(hankel(a, []uint32{0x4056FE93, 0xBF03B7C2, 0x3DD3B3F3, 0xBD7FFFB6, one},
		[]uint32{0x3F91E009, 0xBE52412D, 0x3D854ED1, 0xBDFFFFFF}, 0xBF490FDB))
}

// one is 1.0f's bits, the last coefficient of the amplitudes.
const one = 0x3F800000

var j1Small = []uint32{0x29AF3463, 0x2B81BF42, 0xADE21EC1, 0xAF5DDEFF, 0x319B0C9D, 0x32E81173, 0xB50F8DC8,
	0xB61E653D, 0x382CD9C5, 0x38F9EB10, 0xBAECEB9C, 0xBB276FFD, 0x3D073993}

// J1f is libdevice's j1f, odd: computed on |x| and given x's sign.
func J1f(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	var v float32
	switch {
	case a <= 8:
		t := (a + f(0xC0753AAC)) + f(0x33A5090F)
		v = ((a + f(0xC0E07FB0)) + f(0x3444B8DB)) * besselSmall(j1Small, t)
		v = a * (t * v)
	case a == float32(math.Inf(1)):
		v = 0
	default:
		v = hankel(a, []uint32{0xC082CB37, 0x3F3FF7E9, 0xBE458BAE, 0x3E3FFF8B, one},
			[]uint32{0xBFCA3BA2, 0x3EB914AD, 0xBE27F2EC, 0x3EBFFFFD}, 0xC016CBE4)
	}
	if x < 0 {
		v = -v
	}
	if a < f(0x0DA24260) {
		v = float32(math.Copysign(float64(v), float64(x)))
	}
	return canonical(v)
}

func init() {
	float1["j0"] = J0f
	float1["j1"] = J1f
}

// y0Ranges are y0f's polynomials between its first zeros.
var y0Ranges = []zeroPoly{
	{0x3FF67AF8, 0xBF64C176, 0x32657D03, []uint32{0x3CDDC8B3, 0xBE02574C, 0x3E7F2CC9, 0xBE8BF29B, 0x3E5BCE93,
		0xBE38C4FF, 0x3E42774D, 0xBE525CB2, 0x3E60F43D, 0xBE679145, 0x3E61D24A, 0xBEFBF1AD, 0x3F6121BB}},
	{0x40B0B31E, 0xC07D4A9A, 0xB3D9856A, []uint32{0xB449DD3F, 0xB45E2607, 0xB6857064, 0x38554610, 0x394ACED7,
		0xBB0F1A0C, 0xBBE07F2E, 0x3D6FB6B5, 0x3D504DF1, 0xBECE1A13}},
	{0x410A7798, 0xC0E2C0EE, 0xB39CE420, []uint32{0x3510CEBE, 0x3629DA6C, 0xB84054C0, 0xB91318AB, 0x3B0E9921,
		0x3B5974D5, 0xBD44B4D7, 0xBCAD7799, 0x3E99A665}},
}

// Y0f is libdevice's y0f: near zero (2/pi) log(x) j0(x) plus an even
// polynomial, then a polynomial around each of the first three zeros, then
// the Hankel form with the phase shifted by 3pi/4; NaN for x < 0.
func Y0f(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	var y float32
	switch {
	case a <= f(0x3EE4C176):
		l := Logf(a) * f(0x3F22F983)
		if a == 0 {
			l = float32(math.Inf(-1))
		}
		y = fma(l, J0f(a), besselSmall([]uint32{0x33DBE5AC, 0xB71F49B6, 0x3A0D3100, 0xBC83AD8E, 0x3E35DE5A, 0xBD9726B5}, a*a))
	case a <= f(y0Ranges[len(y0Ranges)-1].bound):
		y = aroundZeros(y0Ranges, a)
	case a == float32(math.Inf(1)):
		y = 0
	default:
		y = hankel(a, []uint32{0xBECC69F3, 0x3DD0D5F0, 0xBD7FF855, one},
			[]uint32{0x3F8CCD61, 0xBE50D31C, 0x3D854783, 0xBDFFFFFB}, 0xC016CBE4)
	}
	if x < 0 {
		return canonicalNaN
	}
	return canonical(y)
}

// y1Ranges are y1f's polynomials around its first zeros (as y0Ranges).
var y1Ranges = []zeroPoly{
	{0x40740EEE, 0xC00C9DF7, 0x33B200DC, []uint32{0xB789E29D, 0x39064A88, 0xB9F0AB0D, 0x3A8F6102, 0xBB2C7045,
		0x3BF35DF7, 0xBB9D097C, 0xBD06968A, 0xBDF2B7DF, 0x3F055242}},
	{0x40E06937, 0xC0ADBFF2, 0xB4687B03, []uint32{0x32BE57D0, 0xB508A416, 0xB63F8A14, 0x38427E02, 0x3919BB1C,
		0xBB0DF1FD, 0xBB885189, 0x3D50AEC1, 0x3D005CFC, 0xBEAE3E2B}},
	{0x4122C2E3, 0xC109893D, 0xB4E6169B, []uint32{0x350CF383, 0x3602902E, 0xB8375F71, 0xB8D9FAA8, 0x3B03D19A,
		0x3B1E736D, 0xBD31CAE5, 0xBC8159B6, 0x3E8AFCCA}},
}

// Y1f is libdevice's y1f: -2/(pi x) for subnormal x; near zero
// (2/pi)(j1(x) log(x) - 1/x) plus x times an even polynomial; then a
// polynomial around each of the first three zeros; then the Hankel form
// with the phase shifted by 5pi/4; NaN for x < 0.
func Y1f(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	var y float32
	switch {
	case a < 0x1p-126:
		y = f(0xBF22F983) / a
	case a <= f(0x3FD96AC4):
		l := Logf(a)
		s := fma(J1f(a), l, -1/a) * f(0x3F22F983)
		p := besselSmall([]uint32{0x321462CC, 0xB58527DA, 0x38963E95, 0xBB41ADCB, 0x3D5E9CBB, 0xBE48C331}, a*a)
		y = fma(p, a, s)
	case a <= f(y1Ranges[len(y1Ranges)-1].bound):
		y = aroundZeros(y1Ranges, a)
	case a == float32(math.Inf(1)):
		y = 0
	default:
		y = hankel(a, []uint32{0x3F267F60, 0xBE44AB90, 0x3E3FFEBF, one},
			[]uint32{0xBFE4E1AB, 0x3EBB73AB, 0xBE27FB6E, 0x3EBFFFFF}, 0xC07B53D1)
	}
	if x < 0 {
		return canonicalNaN
	}
	return canonical(y)
}

func init() {
	float1["y0"] = Y0f
	float1["y1"] = Y1f
}

// Jnf is libdevice's jnf(n, x): j0f and j1f for n 0 and 1, NaN for n < 0;
// for |x| above n (n + 1 past 4) the forward recurrence from j0 and j1,
// else Miller's backward recurrence from an even order n + sqrt(40 n),
// rescaled past 1e15 and normalised by j0 + 2 (j2 + j4 + ...) = 1.
func Jnf(n int32, x float32) float32 {
	switch {
	case n == 0:
		return J0f(x)
	case n == 1:
		return J1f(x)
	case n < 0:
		return canonicalNaN
	}
	m := n
	if n > 4 {
		m++
	}
	a := float32(math.Abs(float64(x)))
	if a > float32(m) {
		c := 2 / x
		prev, cur := J0f(x), J1f(x)
		for k := int32(1); k < n; k++ {
			prev, cur = cur, fma(cur*float32(k), c, -prev)
		}
		return canonical(cur)
	}
	top := (n + int32(float32(math.Sqrt(float64(float32(n*40)))))) &^ 1
	var res, sum, prev float32
	cur := float32(1)
	for k := top; k >= 1; k-- {
		v := float32(k)
		next := fma(cur, (v+v)/x, -prev) // ptxas contracts the PTX's mul.f32 and sub.f32
		if float32(math.Abs(float64(next))) > f(0x58635FA9) {
			s := f(0x26901D7D)
			next, cur, res, sum = next*s, cur*s, res*s, sum*s
		}
		if k-1 == n {
			res = next
		}
		if k&1 == 1 {
			sum = fma(next, 2, sum)
		}
		prev, cur = cur, next
	}
	return canonical(res / (sum - cur))
}

// Ynf is libdevice's ynf(n, x): y0f and y1f for n 0 and 1, NaN for n < 0 or
// x < 0, the forward recurrence from y0 and y1 otherwise (-1e9/x for
// subnormal x), -inf where it ends in NaN.
func Ynf(n int32, x float32) float32 {
	switch {
	case n == 0:
		return Y0f(x)
	case n == 1:
		return Y1f(x)
	case n < 0 || !(x >= 0):
		return canonicalNaN
	}
	if x < 0x1p-126 {
		// -1e9/x overflows for every subnormal x; at ±0 the H200 gives
		// -inf too (probe rm_07: ynf(2, -0.0f)), not the quotient's +inf
		return float32(math.Inf(-1))
	}
	c := 2 / x
	prev, cur := Y0f(x), Y1f(x)
	for k := int32(1); k < n; k++ {
		prev, cur = cur, fma(c*float32(k), cur, -prev)
	}
	if cur != cur {
		return float32(math.Inf(-1))
	}
	return cur
}
