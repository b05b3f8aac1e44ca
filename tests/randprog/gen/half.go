package gen

import (
	"fmt"
	"math"
	"strings"
)

// The half kind: CUDA's half precision (cuda_fp16.h) in device code, bit
// for bit. Each thread reads three halves (given by their bits: zeros,
// subnormals, the normal range's ends, infinities, NaNs and random ones)
// and a float and an int, and every expression's result is stored as its
// bits: the arithmetic intrinsics (rounded once, to nearest even), fused
// multiply-add, saturating forms, negation and absolute value, minimum and
// maximum with NaNs, comparisons, the square root, conversions from float
// and double in the four rounding modes and to and from the integer types,
// and the half2 forms of the arithmetic.

var halfSpecial = []uint16{0x0000, 0x8000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x3c00, 0xbc00, 0x3c01, 0x3bff,
	0x7bff, 0xfbff, 0x7c00, 0xfc00, 0x7e00, 0x7c01, 0xfe00, 0x3555, 0x4248, 0x5640, 0x0200, 0x1400}

func (g *gen) halfBits() uint16 {
	if g.chance(0.45) {
		return halfSpecial[g.pick(len(halfSpecial))]
	}
	// a random finite value, mostly of moderate magnitude
	exp := 5 + g.pick(20)
	if g.chance(0.2) {
		exp = g.pick(31)
	}
	return uint16(g.pick(2))<<15 | uint16(exp)<<10 | uint16(g.pick(1024))
}

// halfFloat is a float input: halves' halfway points, values past the
// range, tiny values and random ones.
func (g *gen) halfFloat() float32 {
	switch g.pick(6) {
	case 0: // halfway between two halves
		h := float64(1+g.pick(2046)) / 1024
		return float32(math.Ldexp(h+1.0/2048, g.pick(20)-10))
	case 1:
		return []float32{65504, 65519.99, 65520, 65536, -65520, 1e6, 6e-8, 5.96e-8, 2.98e-8, 3e-8, 1e-10}[g.pick(11)]
	case 2:
		return float32(math.Ldexp(1+float64(g.pick(1<<20))/(1<<20), g.pick(40)-25))
	}
	return float32(g.pick(4000)-2000) / float32(1+g.pick(64))
}

// halfExpr is an expression whose value is stored as bits: a half (as its
// ushort), a half2 (both halves), a bool or an int.
func (g *gen) halfExpr(depth int) string {
	h := func() string { return g.halfOperand(depth - 1) }
	switch g.pick(9) {
	case 0, 1, 2:
		return "hb(" + h() + ")"
	case 3:
		op := []string{"__heq", "__hne", "__hlt", "__hle", "__hgt", "__hge"}[g.pick(6)]
		return fmt.Sprintf("(unsigned long long)%s(%s, %s)", op, h(), h())
	case 4:
		return fmt.Sprintf("(unsigned long long)__hisnan(%s) * 2 + (__hisinf(%s) & 3)", h(), h())
	case 5:
		m := []string{"_rn", "_rz", "_rd", "_ru"}[g.pick(4)]
		switch g.pick(3) {
		case 0:
			return fmt.Sprintf("(unsigned long long)(unsigned)__half2int%s(%s)", m, h())
		case 1:
			return fmt.Sprintf("(unsigned long long)__half2uint%s(%s)", m, h())
		}
		return fmt.Sprintf("(unsigned long long)(unsigned short)__half2short%s(%s)", m, h())
	case 6:
		return fmt.Sprintf("fb(__half2float(%s))", h())
	case 7: // half2 arithmetic on pairs
		op := []string{"__hadd2", "__hsub2", "__hmul2", "__hmin2", "__hmax2"}[g.pick(5)]
		return fmt.Sprintf("h2b(%s(__halves2half2(%s, %s), __halves2half2(%s, %s)))", op, h(), h(), h(), h())
	}
	return fmt.Sprintf("h2b(__hfma2(__halves2half2(%s, %s), __halves2half2(%s, %s), __halves2half2(%s, %s)))", h(), h(), h(), h(), h(), h())
}

// halfOperand is a half-valued expression.
func (g *gen) halfOperand(depth int) string {
	leaf := func() string {
		switch g.pick(8) {
		case 0:
			m := []string{"", "_rn", "_rz", "_rd", "_ru"}[g.pick(5)]
			return fmt.Sprintf("__float2half%s(f)", m)
		case 1:
			m := []string{"_rn", "_rz", "_rd", "_ru"}[g.pick(4)]
			src := []string{"__int2half%s(i)", "__uint2half%s((unsigned)i)", "__short2half%s((short)i)"}[g.pick(3)]
			return fmt.Sprintf(src, m)
		case 2:
			return "__double2half((double)f * 1.0000001)"
		}
		return []string{"a", "b", "c"}[g.pick(3)]
	}
	if depth <= 0 || g.chance(0.3) {
		return leaf()
	}
	x := func() string { return g.halfOperand(depth - 1) }
	switch g.pick(8) {
	case 0, 1, 2:
		op := []string{"__hadd", "__hsub", "__hmul", "__hdiv", "__hadd_sat", "__hsub_sat", "__hmul_sat", "__hmin", "__hmax"}[g.pick(9)]
		return fmt.Sprintf("%s(%s, %s)", op, x(), x())
	case 3:
		op := []string{"__hfma", "__hfma_sat"}[g.pick(2)]
		return fmt.Sprintf("%s(%s, %s, %s)", op, x(), x(), x())
	case 4:
		return fmt.Sprintf("%s(%s)", []string{"__hneg", "__habs", "hsqrt"}[g.pick(3)], x())
	case 5:
		return fmt.Sprintf("%s(__halves2half2(%s, %s))", []string{"__low2half", "__high2half"}[g.pick(2)], x(), x())
	}
	return leaf()
}

func (g *gen) halfProgram(seed uint64) string {
	const n = 24
	var b strings.Builder
	fmt.Fprintf(&b, "// Random half-precision expressions (tests/randprog/gen, kind half, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n#include <cstring>\n#include <cuda_fp16.h>\n\n")
	b.WriteString("__device__ unsigned long long hb(__half x) { return __half_as_ushort(x); }\n")
	b.WriteString("__device__ unsigned long long h2b(__half2 x) { return (unsigned long long)__half_as_ushort(__high2half(x)) << 16 | __half_as_ushort(__low2half(x)); }\n")
	b.WriteString("__device__ unsigned long long fb(float x) { unsigned u; memcpy(&u, &x, 4); return u; }\n\n")
	for e := range n {
		fmt.Fprintf(&b, "#define E%d %s\n", e, g.halfExpr(2+g.pick(2)))
	}
	hv := func() string { return fmt.Sprintf("0x%04x", g.halfBits()) }
	vars := g.halfInputs(hv, "f", []int{0, 1, -1, 65504, 65520, -70000, 2049, 4097, 32767, -32768, 12345})
	b.WriteString("\n#define a __ushort_as_half(ua)\n#define b __ushort_as_half(ub)\n#define c __ushort_as_half(uc)\n\n")
	writeEvalHarness(&b, vars, n, 0, "E%d")
	return b.String()
}

// halfInputs are a half program's inputs, per thread: three halves' bits
// (ua, ub, uc, from bits), a float named fname (halfFloat's values) and
// an int i (one of ints, give or take one).
func (g *gen) halfInputs(bits func() string, fname string, ints []int) []evalVar {
	var vars []evalVar
	for _, name := range []string{"ua", "ub", "uc"} {
		v := evalVar{typ: "unsigned short", name: name, values: make([]string, threads)}
		for t := range v.values {
			v.values[t] = bits()
		}
		vars = append(vars, v)
	}
	fv := evalVar{typ: "float", name: fname, values: make([]string, threads)}
	iv := evalVar{typ: "int", name: "i", values: make([]string, threads)}
	for t := range threads {
		fv.values[t] = floatLiteral(g.halfFloat())
		iv.values[t] = fmt.Sprint(ints[g.pick(len(ints))] + g.pick(3) - 1)
	}
	return append(vars, fv, iv)
}
