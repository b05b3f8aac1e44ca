package libdevice

import "math"

// j0f and j1f as nvcc -arch=sm_90 inlines them from libdevice (CUDA 13;
// tests/gpu/math/ptxfns.cu): up to |x| = 8 a polynomial around the first
// zeros, written as a product with the zeros as head and tail constants;
// beyond, the Hankel asymptotic form amp(x) cos(x + phase(x) - shift), the
// phase reduced by pi/2 as sinf reduces its argument and the cosine taken
// from sinf's polynomials.

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
	r := MufuRcp(a)
	r2 := r * r
	amp := fma(fma(fma(fma(f(0x4056FE93), r2, f(0xBF03B7C2)), r2, f(0x3DD3B3F3)), r2, f(0xBD7FFFB6)), r2, 1)
	q := fma(fma(fma(f(0x3F91E009), r2, f(0xBE52412D)), r2, f(0x3D854ED1)), r2, f(0xBDFFFFFF))
	phase := fma(q, r, a)
	amp = amp * float32(Rsqrtf(a)*f(0x3F4C422A))
	red, k := trigReduce(phase)
	return canonical(amp * besselWave(red, k, 0xBF490FDB))
}

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
		r := MufuRcp(a)
		r2 := r * r
		q := fma(fma(fma(f(0xBFCA3BA2), r2, f(0x3EB914AD)), r2, f(0xBE27F2EC)), r2, f(0x3EBFFFFD))
		phase := fma(q, r, a)
		red, k := trigReduce(phase)
		w := besselWave(red, k, 0xC016CBE4)
		amp := fma(fma(fma(fma(f(0xC082CB37), r2, f(0x3F3FF7E9)), r2, f(0xBE458BAE)), r2, f(0x3E3FFF8B)), r2, 1)
		v = float32(amp*float32(Rsqrtf(a)*f(0x3F4C422A))) * w
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
