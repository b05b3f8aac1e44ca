package libdevice

import (
	"math"

	"simtlab/sim/engine/num/fused"
)

// cyl_bessel_i0f, cyl_bessel_i1f, cyl_bessel_i0 and cyl_bessel_i1, the
// modified Bessel functions of the first kind, as nvcc -arch=sm_90 inlines
// them from libdevice (CUDA 13, read from their PTX): a polynomial in x²
// for small |x|; above it e^|x| p(1/|x|) / √|x|, with e^|x| taken as the
// square of e^(|x|/2) so that it overflows only where the result does.
// I1's are odd, I0's even.

// i0fSmall and friends are the polynomials' coefficients, highest first,
// as the PTX's fused multiply-adds use them (besselSmall, bessel.go, and
// horner, erf.go, evaluate them).
var (
	i0fSmall = [...]uint32{0x20372901, 0x2385AB76, 0x28408812, 0x2C244EDB, 0x30020914, 0x33918D5A, 0x36E3919C,
		0x39E38DF6, 0x3C800002, 0x3E800000, 0x3F800000}
	i0fLarge = [...]uint32{0x3EB28BA6, 0xBBB2CB0D, 0x3D089707, 0x3CE477E2, 0x3D4C4525, 0x3ECC4229}
	i1fSmall = [...]uint32{0x224D7BDD, 0x25C54AC1, 0x2A370C80, 0x2E11C2C5, 0x31C296AE, 0x3535FFFE, 0x38638F95,
		0x3B2AAA97, 0x3D800001}
	i1fLarge = [...]uint32{0xBF00BCD4, 0x3CE93D2E, 0xBD47A025, 0xBD3E1EA9, 0xBE19334B, 0x3ECC422B}

	i0Small = [...]uint64{0x37D4D7F592957DA6, 0x3858C41D50AB516F, 0x39095DDA3F2C417B, 0x39A367189A01363E,
		0x3A3E90745678B866, 0x3AD416D14FA3A4BD, 0x3B669D021FDE720E, 0x3BF5601014E95430, 0x3C80B313C0325230,
		0x3D0522A42FFEF890, 0x3D8522A440809476, 0x3E002E85C07BA843, 0x3E723456789B9DE8, 0x3EDC71C71C71B63C,
		0x3F3C71C71C71C7C2, 0x3F8FFFFFFFFFFFFB, 0x3FD0000000000000, 0x3FF0000000000000}
	i0Large = [...]uint64{0x41F2F851FC237B1D, 0x41FFEFDD4FF37461, 0xC1FA8A1907F57F70, 0x41E10B6852851C22,
		0xC1B925FC57CCB350, 0x41885261A7176974, 0xC1506BFA24BE44DB, 0x411003CC0DA58B08, 0xC0C6E73AA6A2C47A,
		0x40785E17BC10541A, 0xC0216C6690365068, 0x3FD934E08086004C, 0x3FB6AA7C7D428943, 0x3FA6EAC2735A091E,
		0x3F9DEBAA90561E71, 0x3F9CB94DDFD23F70, 0x3FA9884533D30179, 0x3FD9884533D43657}
	i1Small = [...]uint64{0x38268D52E367973F, 0x38A76B71C28918B0, 0x3958082FE6606ACB, 0x39F0EC04908E2753,
		0x3A88D983808A730D, 0x3B1E21624AF0555A, 0x3BAF18024073231E, 0x3C3AB810D07C53A4, 0x3CC2C97677FAB629,
		0x3D4522A42918D8A1, 0x3DC27E4FB8F617FC, 0x3E3845C8A0ABD799, 0x3EA6C16C16C369A2, 0x3F0C71C71C71A4B2,
		0x3F65555555555681, 0x3FAFFFFFFFFFFFF1}
	i1Large = [...]uint64{0x41D8729DA7E5A092, 0xC20A9923A6810426, 0x42015D3DB3C5FFE0, 0xC1E4D2D89A3913C1,
		0x41BDCDFF9B080398, 0xC18C5F2E01FB2FF9, 0x4152FCFB5FD54150, 0xC1126D4CD831FC06, 0x40CA49ABC2CAD407,
		0xC07BF09A8D0B4BCF, 0x4023F8F8F6F26890, 0xBFDD6E31961ECE73, 0xBFBBBDC121C5123B, 0xBFAD76AACF55FC53,
		0xBFA4F1C4FF86494B, 0xBFA7EFC0E3C7167E, 0xBFC32633E6DECF48, 0x3FD9884533D43649}
)

// besselIfLarge is e^a p(1/a) / √a for a = |x| above the small range:
// with m = e^(a/2) - 1, e^a = m(m + 2) + 1, so the result is
// s m (m + 2) + s for s = p / √a, rounded step by step (mul.rn, add.rn).
func besselIfLarge(cs []uint32, a float32) float32 {
	s := float32(besselSmall(cs, MufuRcp(a)) * MufuRsq(a))
	m := Expm1f(float32(a * 0.5))
	return float32(float32(s*m)*float32(m+2)) + s
}

// CylBesselI0f is libdevice's cyl_bessel_i0f.
func CylBesselI0f(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	if a >= 9 && a < float32(math.Inf(1)) {
		return besselIfLarge(i0fLarge[:], a)
	}
	return besselSmall(i0fSmall[:], float32(a*a))
}

// CylBesselI1f is libdevice's cyl_bessel_i1f.
func CylBesselI1f(x float32) float32 {
	a := float32(math.Abs(float64(x)))
	if a >= f(0x41015C29) && a < float32(math.Inf(1)) {
		return float32(math.Copysign(float64(besselIfLarge(i1fLarge[:], a)), float64(x)))
	}
	y := float32(x * x)
	return fma(x, float32(y*besselSmall(i1fSmall[:], y)), float32(x*0.5))
}

// besselILarge is the double's large range, e^(a/2) p(1/a)/√a e^(a/2),
// 1/a and 1/√a refined from MUFU.RCP64H and MUFU.RSQ64H.
func besselILarge(cs []uint64, a float64) float64 {
	e := Exp(a * 0.5)
	r0 := MufuRcp64h(a)
	t := fused.FMA(-a, r0, 1)
	r := fused.FMA(fused.FMA(t, t, t), r0, r0)
	s0 := MufuRsq64h(a)
	u := fused.FMA(a, -(s0 * s0), 1)
	s := fused.FMA(fused.FMA(0.375, u, 0.5), u*s0, s0)
	return horner(cs, r) * s * e * e
}

// CylBesselI0 is libdevice's cyl_bessel_i0: the large range where |x|'s
// high word is in [0x402619FC, 0x47C00000), |x| from about 11.05 to 2^125
// (beyond, the small range's polynomial overflows, as the result does).
func CylBesselI0(x float64) float64 {
	a := math.Abs(x)
	if hiWord(a)-1076238844 < 127526404 {
		return besselILarge(i0Large[:], a)
	}
	return horner(i0Small[:], a*a)
}

// CylBesselI1 is libdevice's cyl_bessel_i1: the large range from 11
// (high word 0x40260000) to 2^125.
func CylBesselI1(x float64) float64 {
	a := math.Abs(x)
	if hiWord(a)-1076232192 < 127533056 {
		return math.Copysign(besselILarge(i1Large[:], a), x)
	}
	y := x * x
	return fused.FMA(x, horner(i1Small[:], y)*y, x*0.5)
}
