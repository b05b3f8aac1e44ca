package gen

import (
	"fmt"
	"strings"
)

// The halfcxx kind: the C++ side of cuda_fp16.h and cuda_bf16.h. The
// expressions compute with __half and __nv_bfloat16 through their
// operators (+ - * / and unary -, comparisons, ?:), build them with the
// converting constructors (functional casts, static_cast, braces, from
// float, double and the integer types), read them through the conversion
// functions (to float, double, the integer types and bool), and pair them
// in __half2 and __nv_bfloat162 operators. The first expressions run on
// the host too, where nothing is fused.

// halfFamilyGen names one 16-bit format's spellings.
type halfFamilyGen struct {
	typ, pair, makePair, fromBits, bits string
}

var (
	halfGen = halfFamilyGen{"__half", "__half2", "__halves2half2", "__ushort_as_half", "__half_as_ushort"}
	bf16Gen = halfFamilyGen{"__nv_bfloat16", "__nv_bfloat162", "__halves2bfloat162", "__ushort_as_bfloat16", "__bfloat16_as_ushort"}
)

// halfCxxValue is an expression of f's type.
func (g *gen) halfCxxValue(f halfFamilyGen, depth int) string {
	leaf := func() string {
		switch g.pick(10) {
		case 0:
			return fmt.Sprintf("%s(fl)", f.typ)
		case 1:
			return fmt.Sprintf("static_cast<%s>(i)", f.typ)
		case 2:
			return fmt.Sprintf("%s{(short)i}", f.typ)
		case 3:
			return fmt.Sprintf("(%s)(fl * 0.3)", f.typ)
		case 4:
			return fmt.Sprintf("(%s)((unsigned)i * 7u)", f.typ)
		case 5:
			return fmt.Sprintf("%s((long long)i * 3)", f.typ)
		}
		return fmt.Sprintf("%s(u%s)", f.fromBits, []string{"a", "b", "c"}[g.pick(3)])
	}
	if depth <= 0 || g.chance(0.25) {
		return leaf()
	}
	x := func() string { return g.halfCxxValue(f, depth-1) }
	switch g.pick(9) {
	case 0, 1, 2, 3:
		return fmt.Sprintf("(%s %s %s)", x(), []string{"+", "-", "*", "/"}[g.pick(4)], x())
	case 4:
		return fmt.Sprintf("(%s * %s %s %s)", x(), x(), []string{"+", "-"}[g.pick(2)], x())
	case 5:
		return "-(" + x() + ")"
	case 6:
		return fmt.Sprintf("(%s %s %s ? %s : %s)", x(), []string{"<", ">=", "==", "!="}[g.pick(4)], x(), x(), x())
	case 7:
		return fmt.Sprintf("(%s)(float)%s", f.typ, x())
	}
	return leaf()
}

// halfCxxExpr is an expression stored as bits (an unsigned long long).
func (g *gen) halfCxxExpr(depth int) string {
	f := halfGen
	if g.chance(0.4) {
		f = bf16Gen
	}
	v := func() string { return g.halfCxxValue(f, depth) }
	switch g.pick(8) {
	case 0, 1, 2:
		return fmt.Sprintf("(unsigned long long)%s(%s)", f.bits, v())
	case 3:
		return fmt.Sprintf("(unsigned long long)(%s %s %s)", v(), []string{"<", "<=", ">", ">=", "==", "!="}[g.pick(6)], v())
	case 4:
		t := []string{"int", "unsigned", "short", "unsigned short", "long long", "unsigned long long", "signed char", "unsigned char", "bool"}[g.pick(9)]
		return fmt.Sprintf("(unsigned long long)(%s)%s", t, v())
	case 5:
		return fmt.Sprintf("fbits((float)%s + (float)%s)", v(), v())
	case 6:
		return fmt.Sprintf("(unsigned long long)(%s ? 1 : 0) + 2 * (unsigned long long)!%s", v(), v())
	}
	p := func() string { return fmt.Sprintf("%s(%s, %s)", f.makePair, v(), v()) }
	return fmt.Sprintf("pbits(%s %s %s)", p(), []string{"+", "-", "*", "/"}[g.pick(4)], p())
}

func (g *gen) halfCxxProgram(seed uint64) string {
	const n, host = 24, 10
	var b strings.Builder
	fmt.Fprintf(&b, "// Random C++ half and bfloat16 expressions (tests/randprog/gen, kind halfcxx, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n#include <cstring>\n#include <cuda_fp16.h>\n#include <cuda_bf16.h>\n\n")
	b.WriteString("__host__ __device__ unsigned long long fbits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }\n")
	b.WriteString("__host__ __device__ unsigned long long pbits(__half2 x) { return (unsigned long long)__half_as_ushort(x.y) << 16 | __half_as_ushort(x.x); }\n")
	b.WriteString("__host__ __device__ unsigned long long pbits(__nv_bfloat162 x) { return (unsigned long long)__bfloat16_as_ushort(x.y) << 16 | __bfloat16_as_ushort(x.x); }\n\n")
	for e := range n {
		fmt.Fprintf(&b, "#define E%d %s\n", e, g.halfCxxExpr(1+g.pick(2)))
	}
	hv := func() string {
		if g.chance(0.5) {
			return fmt.Sprintf("0x%04x", g.halfBits())
		}
		return fmt.Sprintf("0x%04x", uint16(g.pick(1<<16)))
	}
	vars := g.halfInputs(hv, "fl", []int{0, 1, -1, 3, 255, 65504, 65520, -70000, 2049, 4097, 32767, -32768, 12345})
	writeEvalHarness(&b, vars, n, host, "E%d")
	return b.String()
}
