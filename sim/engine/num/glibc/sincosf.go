// Package glibc computes the math functions of the host's C library bit for bit: glibc 2.28 and
// later on x86-64, whose float sinf, cosf, sincosf, expf, exp2f, exp10f, logf, log2f and powf
// and double exp, exp2, exp10, log, log2 and pow come from Arm's optimized-routines (MIT /
// Apache-2.0 with LLVM exception, Szabolcs Nagy; glibc's sysdeps/ieee754/flt-32 and dbl-64),
// whose double sin, cos, tan, atan, atan2, asin and acos come from IBM's accurate mathematical
// library (dbl-64), and whose other float and double functions (tanf, atanf, asinf, expm1,
// log1p, the hyperbolic functions, erf...) are fdlibm's or glibc's own. They are not correctly
// rounded, so a program's host code prints other last digits than the exact value would give
// (tests/conformance/x_nbody_step).
//
// glibc picks, through ifunc, the copies built with -mfma -mavx2 on every x86-64 processor with
// FMA (all recent ones, the recording host's too), and gcc contracts a*b+c there into one fused
// multiply-add whenever every use of the product is an addition or subtraction in the same
// basic block. The ports spell out each fused operation with fma (math.FMA, or in WebAssembly
// its emulation in fma.go) and keep Go from fusing any other with float64 conversions;
// glibc_test.go compares them with the local glibc over millions of arguments.
package glibc

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// sincosfTable holds the polynomials of s_sincosf_data.c; the second entry computes -cos.
type sincosfPoly struct {
	c0, c1, c2, c3, c4 float64 // cosine
	s1, s2, s3         float64 // sine
}

var sincosfTable = [2]sincosfPoly{
	{0x1p0, -0x1.ffffffd0c621cp-2, 0x1.55553e1068f19p-5, -0x1.6c087e89a359dp-10, 0x1.99343027bf8c3p-16,
		-0x1.555545995a603p-3, 0x1.1107605230bc4p-7, -0x1.994eb3774cf24p-13},
	{-0x1p0, 0x1.ffffffd0c621cp-2, -0x1.55553e1068f19p-5, 0x1.6c087e89a359dp-10, -0x1.99343027bf8c3p-16,
		-0x1.555545995a603p-3, 0x1.1107605230bc4p-7, -0x1.994eb3774cf24p-13},
}

var quadrantSign = [4]float64{1, -1, -1, 1}

const (
	hpiInv = 0x1.45F306DC9C883p+23 // 2/pi * 2^24: x86-64 has no fast round-to-int path
	hpi    = 0x1.921FB54442D18p0
	pi63   = 0x1.921FB54442D18p-62 // 2*pi * 2^-64
)

// invPio4 is 4/pi to 192 bits, 8 new bits per entry.
var invPio4 = [24]uint32{
	0xa2, 0xa2f9, 0xa2f983, 0xa2f9836e,
	0xf9836e4e, 0x836e4e44, 0x6e4e4415, 0x4e441529,
	0x441529fc, 0x1529fc27, 0x29fc2757, 0xfc2757d1,
	0x2757d1f5, 0x57d1f534, 0xd1f534dd, 0xf534ddc0,
	0x34ddc0db, 0xddc0db62, 0xc0db6295, 0xdb629599,
	0x6295993c, 0x95993c43, 0x993c4390, 0x3c439041,
}

// abstop12 is the top 12 bits of a float's representation without the sign.
func abstop12(x float32) uint32 { return math.Float32bits(x) >> 20 & 0x7ff }

var (
	top12Pio4 = abstop12(float32(0x1.921FB54442D18p-1))
	top12Tiny = abstop12(0x1p-12)
	top12Big  = abstop12(120)
	top12Inf  = abstop12(float32(math.Inf(1)))
)

// invalid is __math_invalidf(x), (x-x)/(x-x): a NaN argument comes back quieted, anything
// else gives x86's default NaN, whose sign bit is set (printf shows "-nan"). The bits are
// spelled out because WebAssembly leaves the NaN an operation produces unspecified.
func invalid(x float32) float32 {
	b := math.Float32bits(x)
	if b&0x7fffffff > 0x7f800000 {
		return math.Float32frombits(b | 0x400000)
	}
	return math.Float32frombits(0xffc00000)
}

// quiet returns x with a NaN quieted, as x+x does on x86.
func quiet(x float32) float32 {
	b := math.Float32bits(x)
	if b&0x7fffffff > 0x7f800000 {
		return math.Float32frombits(b | 0x400000)
	}
	return x
}

// sinfPoly is sinf_poly: the sine polynomial for even quadrants n, the cosine one for odd.
func sinfPoly(x, x2 float64, p *sincosfPoly, n int) float32 {
	if n&1 == 0 {
		x3 := x * x2
		s1 := fused.FMA(x2, p.s3, p.s2)
		x7 := x3 * x2
		s := fused.FMA(x3, p.s1, x)
		return float32(fused.FMA(x7, s1, s))
	}
	x4 := x2 * x2
	c2 := fused.FMA(x2, p.c4, p.c3)
	c1 := fused.FMA(x2, p.c1, p.c0)
	x6 := x4 * x2
	c := fused.FMA(x4, p.c2, c1)
	return float32(fused.FMA(x6, c2, c))
}

// reduceFast returns x minus the nearest multiple n of pi/2, for |x| < 120.
func reduceFast(x float64) (float64, int) {
	r := x * hpiInv
	n := (int32(r) + 0x800000) >> 24
	return fused.FMA(-float64(n), hpi, x), int(n)
}

// reduceLarge reduces the float with bits xi (|x| >= 120) modulo pi/2 with a 32x96-bit
// multiply by 4/pi.
func reduceLarge(xi uint32) (float64, int) {
	arr := invPio4[(xi>>26)&15:]
	shift := (xi >> 23) & 7
	xi = (xi&0xffffff | 0x800000) << shift
	res0 := uint64(xi * arr[0])
	res1 := uint64(xi) * uint64(arr[4])
	res2 := uint64(xi) * uint64(arr[8])
	res0 = res2>>32 | res0<<32
	res0 += res1
	n := (res0 + 1<<61) >> 62
	res0 -= n << 62
	return float64(int64(res0)) * pi63, int(n)
}

// reduce reduces a float with |y| >= pi/4 to [-pi/4, pi/4] and returns the argument with the
// quadrant's sign applied, its square, the polynomial set and the quadrant.
func reduce(y float32) (x, x2 float64, p *sincosfPoly, n int) {
	p = &sincosfTable[0]
	if abstop12(y) < top12Big {
		x, n = reduceFast(float64(y))
		s := quadrantSign[n&3]
		if n&2 != 0 {
			p = &sincosfTable[1]
		}
		return x * s, x * x, p, n
	}
	xi := math.Float32bits(y)
	sign := int(xi >> 31)
	x, n = reduceLarge(xi)
	s := quadrantSign[(n+sign)&3]
	if (n+sign)&2 != 0 {
		p = &sincosfTable[1]
	}
	return x * s, x * x, p, n
}

// Sinf is glibc's sinf.
func Sinf(y float32) float32 {
	switch t := abstop12(y); {
	case t < top12Pio4:
		if t < top12Tiny {
			return y
		}
		x := float64(y)
		return sinfPoly(x, x*x, &sincosfTable[0], 0)
	case t < top12Inf:
		x, x2, p, n := reduce(y)
		return sinfPoly(x, x2, p, n)
	}
	return invalid(y)
}

// Cosf is glibc's cosf.
func Cosf(y float32) float32 {
	switch t := abstop12(y); {
	case t < top12Pio4:
		if t < top12Tiny {
			return 1
		}
		x := float64(y)
		return sinfPoly(x, x*x, &sincosfTable[0], 1)
	case t < top12Inf:
		x, x2, p, n := reduce(y)
		return sinfPoly(x, x2, p, n^1)
	}
	return invalid(y)
}

// Sincosf is glibc's sincosf: the same polynomials as Sinf and Cosf.
func Sincosf(y float32) (float32, float32) { return Sinf(y), Cosf(y) }
