package libdevice

import "math"

// powf as nvcc -arch=sm_90 inlines it from libdevice (CUDA 13): log2|x| in double-float
// arithmetic (an atanh series around MUFU.RCP), times y in double-float, and 2^(y log2|x|) by
// a polynomial with the exponent split in two factors; tgammaf shares the pieces.

// log2DoubleFloat returns log2(a) for a positive finite a as a head and a tail; withCubic adds
// the tail's cubic term 3 p ut (powf has it, tgammaf does not).
func log2DoubleFloat(a float32, withCubic bool) (hi, lo float32) {
	const log2e = 0x3FB8AA3B
	var bias float32
	if a < 0x1p-126 {
		a *= 0x1p24
		bias = -24
	}
	ix := math.Float32bits(a)
	kb := (ix - 0x3f3504f3) & 0xff800000
	m := math.Float32frombits(ix - kb)
	kf := fma(float32(int32(kb)), 0x1p-23, bias)
	mm1 := m - 1
	rinv := MufuRcp(m + 1)
	u := float32((mm1 + mm1) * rinv) // rounded before mm1 - u: no fused multiply-add
	u2 := u * u
	d := mm1 - u
	d += d
	ut := rinv * fma(-u, mm1, d)
	p := fma(f(0x3A2C32E4), u2, f(0x3B52E7DB))
	p = fma(p, u2, f(0x3C93BB73))
	p = fma(p, u2, f(0x3DF6384F))
	p = p * u2
	h := fma(u, f(log2e), kf)
	t := kf - h
	t = fma(u, f(log2e), t)
	t = fma(ut, f(log2e), t)
	t = fma(u, f(0x32A55E34), t)
	if withCubic {
		t = fma(p*3, ut, t)
	}
	t = fma(p, u, t)
	hi = h + t
	lo = t - (hi - h)
	return hi, lo
}

// exp2Split returns 2^(n + z) for an integer n (as a float) and a small z, the polynomial for
// 2^z times 2^n in two factors so that neither overflows.
func exp2Split(n, z float32) float32 {
	e := fma(f(0x391FCB8E), z, f(0x3AAF85ED))
	for _, c := range [...]uint32{0x3C1D9856, 0x3D6357BB, 0x3E75FDEC, 0x3F317218} {
		e = fma(e, z, f(c))
	}
	e = fma(e, z, 1)
	ni := int32(n)
	var bias int32 = -2097152000
	if n > 0 {
		bias = 0
	}
	e *= math.Float32frombits(uint32(bias + 0x7f000000))
	return e * math.Float32frombits(uint32(ni<<23-bias))
}

// Powf is libdevice's powf.
func Powf(x, y float32) float32 {
	h := rzi(y * 0.5)
	oddness := float32(math.Abs(float64(y - (h + h)))) // 1 for odd integers
	ax := float32(math.Abs(float64(x)))
	lhi, llo := log2DoubleFloat(ax, true)
	ph := float32(lhi * y)
	pl := fma(lhi, y, -ph)
	pl = fma(llo, y, pl)
	n := rni(ph)
	r := exp2Split(n, pl+(ph-n))
	if float32(math.Abs(float64(ph))) > 152 {
		r = f(0x7f800000)
		if ph < 0 {
			r = 0
		}
	}
	switch {
	case x == 1 || y == 0:
		return 1
	case ax != ax || y != y:
		return canonicalNaN
	case x == 0 || ax == f(0x7f800000):
		b := math.Float32bits(x + x)
		if y < 0 {
			b ^= 0x7f800000
		}
		if oddness != 1 {
			b &= 0x7fffffff
		}
		return math.Float32frombits(b)
	case x == -1 && float32(math.Abs(float64(y))) == f(0x7f800000):
		return 1
	case x >= 0:
		return canonical(r)
	}
	if oddness == 1 {
		r = -r
	}
	if float32(math.Floor(float64(y))) != y {
		return canonicalNaN
	}
	return canonical(r)
}

func init() {
	float2["pow"] = Powf
}
