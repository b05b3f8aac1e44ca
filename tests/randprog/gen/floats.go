package gen

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// A float program's expressions have one of these result types.
const (
	fFloat = iota
	fDouble
	fInt
)

// floatInput is a per-thread input of a float program.
type floatInput struct {
	name string
	kind int
}

// floatValue picks a float input: an edge value half the time.
func (g *gen) floatValue() float32 {
	edges := []float32{0, float32(math.Copysign(0, -1)), 1, -1, 0.5, 0.1, 3, -2.5, 1e-3, 1e10, -7.75e7,
		math.MaxFloat32, -math.MaxFloat32, 1.17549435e-38, 1e-40, -3e-42, 16777216, 16777217, 8388607.5,
		2147483520, -2147483648, 4294967040, float32(math.Inf(1)), float32(math.Inf(-1)), 1.5, 2.5, -0.5}
	if g.chance(0.4) {
		return edges[g.pick(len(edges))]
	}
	m := g.r.Float64()*2 - 1
	return float32(math.Ldexp(m, g.pick(41)-20))
}

func (g *gen) doubleValue() float64 {
	edges := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e300, -1e-300, 5e-324, math.MaxFloat64,
		9007199254740993, 0.5, 2.5, -3.5, math.Inf(1), 1e16, 123456789.125}
	if g.chance(0.4) {
		return edges[g.pick(len(edges))]
	}
	return math.Ldexp(g.r.Float64()*2-1, g.pick(81)-40)
}

// floatLiteral spells a float exactly (a hex float never rounds).
func floatLiteral(f float32) string {
	switch {
	case math.IsInf(float64(f), 1):
		return "INFINITY"
	case math.IsInf(float64(f), -1):
		return "-INFINITY"
	case f == 0 && math.Signbit(float64(f)):
		return "-0.0f"
	}
	return strconv.FormatFloat(float64(f), 'x', -1, 32) + "f"
}

func doubleLiteral(d float64) string {
	switch {
	case math.IsInf(d, 1):
		return "(double)INFINITY"
	case math.IsInf(d, -1):
		return "(double)-INFINITY"
	case d == 0 && math.Signbit(d):
		return "-0.0"
	}
	return strconv.FormatFloat(d, 'x', -1, 64)
}

// floatExpr returns a random expression of the given result kind.
func (g *gen) floatExpr(ins []floatInput, kind, depth int, device bool) string {
	leaf := func(kind int) string {
		var names []string
		for _, in := range ins {
			if in.kind == kind {
				names = append(names, in.name)
			}
		}
		if g.chance(0.8) && len(names) > 0 {
			return names[g.pick(len(names))]
		}
		switch kind {
		case fFloat:
			return floatLiteral([]float32{0, 1, 2, 0.5, 0.1, 3.25, -1, 1e-20, 1e20}[g.pick(9)])
		case fDouble:
			return doubleLiteral([]float64{0, 1, 2, 0.1, -3.5, 1e-200}[g.pick(6)])
		}
		return []string{"0", "1", "-7", "255", "1 << 24", "(1 << 24) + 1", "2147483647"}[g.pick(7)]
	}
	if depth == 0 || g.chance(0.15) {
		return leaf(kind)
	}
	f := func() string { return g.floatExpr(ins, fFloat, depth-1, device) }
	d := func() string { return g.floatExpr(ins, fDouble, depth-1, device) }
	i := func() string { return g.floatExpr(ins, fInt, depth-1, device) }
	switch kind {
	case fInt:
		switch g.pick(5) {
		case 0:
			return fmt.Sprintf("f2i(%s)", f())
		case 1:
			return fmt.Sprintf("d2i(%s)", d())
		case 2:
			return fmt.Sprintf("((%s) %s (%s))", f(), []string{"<", "<=", "==", "!=", ">"}[g.pick(5)], f())
		case 3:
			return fmt.Sprintf("(isnan(%s) + 2 * isinf(%s) + 4 * signbit(%s))", f(), f(), f())
		}
		if device {
			return fmt.Sprintf("%s(%s)", []string{"__float2int_rn", "__float2int_rz", "__float2int_ru", "__float2int_rd"}[g.pick(4)], fclamp(f()))
		}
		return leaf(fInt)
	case fDouble:
		switch g.pick(8) {
		case 0, 1:
			return fmt.Sprintf("((%s) %s (%s))", d(), []string{"+", "-", "*", "/"}[g.pick(4)], d())
		case 2:
			return fmt.Sprintf("((double)(%s))", []func() string{f, i}[g.pick(2)]())
		case 3:
			return fmt.Sprintf("%s(%s)", []string{"sqrt", "exp", "log", "sin", "cos", "floor", "cbrt", "atan", "tanh", "expm1", "log1p", "rint"}[g.pick(12)], d())
		case 4:
			return fmt.Sprintf("%s(%s, %s)", []string{"pow", "fmin", "fmax", "fmod", "atan2", "hypot", "copysign"}[g.pick(7)], d(), d())
		case 5:
			return fmt.Sprintf("fma(%s, %s, %s)", d(), d(), d())
		case 6:
			return fmt.Sprintf("((%s) * (%s) + (%s))", d(), d(), d())
		}
		return fmt.Sprintf("((double)(long long)(%s))", i())
	}
	switch k := g.pick(14); {
	case k < 4:
		return fmt.Sprintf("((%s) %s (%s))", f(), []string{"+", "-", "*", "/"}[g.pick(4)], f())
	case k < 5:
		return fmt.Sprintf("((%s) * (%s) %s (%s))", f(), f(), []string{"+", "-"}[g.pick(2)], f())
	case k < 6:
		return fmt.Sprintf("((float)(%s))", []func() string{d, i}[g.pick(2)]())
	case k < 8:
		return fmt.Sprintf("%s(%s)", []string{"sqrtf", "expf", "logf", "sinf", "cosf", "tanf", "floorf", "ceilf", "truncf",
			"roundf", "rintf", "fabsf", "exp2f", "log2f", "log10f", "atanf", "asinf", "tanhf", "cbrtf", "erff", "expm1f", "log1pf", "sinhf", "acoshf"}[g.pick(24)], f())
	case k < 10:
		return fmt.Sprintf("%s(%s, %s)", []string{"fminf", "fmaxf", "powf", "fmodf", "atan2f", "hypotf", "copysignf", "fdimf", "remainderf"}[g.pick(9)], f(), f())
	case k < 11:
		return fmt.Sprintf("fmaf(%s, %s, %s)", f(), f(), f())
	case k < 12:
		return fmt.Sprintf("((%s) %s (%s) ? (%s) : (%s))", f(), []string{"<", ">="}[g.pick(2)], f(), f(), f())
	}
	if !device {
		return fmt.Sprintf("((float)(%s))", i())
	}
	switch g.pick(5) {
	case 0:
		return fmt.Sprintf("%s(%s, %s)", []string{"__fadd_rn", "__fadd_rz", "__fadd_ru", "__fadd_rd", "__fmul_rn", "__fmul_rz",
			"__fmul_ru", "__fmul_rd", "__fdiv_rn", "__fdiv_rz", "__fdividef", "__powf", "__fsub_rn", "__fsub_rz"}[g.pick(14)], f(), f())
	case 1:
		return fmt.Sprintf("%s(%s)", []string{"__expf", "__logf", "__sinf", "__cosf", "__saturatef", "__frcp_rn", "__fsqrt_rn",
			"__frsqrt_rn", "rsqrtf", "__exp10f", "__log2f", "__tanf", "__fsqrt_rz", "__frcp_rd"}[g.pick(14)], f())
	case 2:
		return fmt.Sprintf("%s(%s, %s, %s)", []string{"__fmaf_rn", "__fmaf_rz", "__fmaf_ru", "__fmaf_rd"}[g.pick(4)], f(), f(), f())
	case 3:
		return fmt.Sprintf("%s(%s)", []string{"__int2float_rn", "__int2float_rz", "__int2float_ru", "__int2float_rd",
			"__uint2float_rn", "__uint2float_ru", "__ll2float_rz", "__ull2float_rd"}[g.pick(8)], i())
	}
	return fmt.Sprintf("__double2float_%s(%s)", []string{"rn", "rz", "ru", "rd"}[g.pick(4)], d())
}

// fclamp keeps a float conversion's argument inside int's range (an
// out-of-range conversion is undefined in C).
func fclamp(x string) string {
	return fmt.Sprintf("fminf(fmaxf(%s, -2.1e9f), 2.1e9f)", x)
}

// floatProgram writes a program like intProgram's over floats, doubles and
// their conversions; each value is printed as its bits.
func (g *gen) floatProgram(seed uint64) string {
	ins := []floatInput{{"f0", fFloat}, {"f1", fFloat}, {"f2", fFloat}, {"f3", fFloat}, {"d0", fDouble}, {"d1", fDouble}, {"i0", fInt}}
	const shared, deviceOnly = 14, 10
	var b strings.Builder
	fmt.Fprintf(&b, "// Random float expressions (tests/randprog/gen, kind float, seed %d).\n", seed)
	b.WriteString("#include <cstdio>\n#include <cstring>\n#include <cmath>\n\n")
	b.WriteString("// Out-of-range and NaN conversions to int are undefined: these define them.\n")
	b.WriteString("__host__ __device__ int f2i(float x) { return x != x ? 0 : x <= -2147483648.0f ? -2147483647 - 1 : x >= 2147483648.0f ? 2147483647 : (int)x; }\n")
	b.WriteString("__host__ __device__ int d2i(double x) { return x != x ? 0 : x <= -2147483648.0 ? -2147483647 - 1 : x >= 2147483648.0 ? 2147483647 : (int)x; }\n")
	b.WriteString("__host__ __device__ unsigned long long bits(float x) { unsigned u; memcpy(&u, &x, 4); return u; }\n")
	b.WriteString("__host__ __device__ unsigned long long bits(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }\n")
	b.WriteString("__host__ __device__ unsigned long long bits(int x) { return (unsigned)x; }\n\n")
	n := shared + deviceOnly
	for e := range n {
		kind := []int{fFloat, fFloat, fFloat, fDouble, fInt}[g.pick(5)]
		fmt.Fprintf(&b, "#define E%d %s\n", e, g.floatExpr(ins, kind, 2+g.pick(2), e >= shared))
	}
	b.WriteString("\n")
	vars := make([]evalVar, len(ins))
	for i, in := range ins {
		vars[i] = evalVar{typ: typeName(in.kind), name: in.name, values: make([]string, threads)}
		for t := range vars[i].values {
			switch in.kind {
			case fFloat:
				vars[i].values[t] = floatLiteral(g.floatValue())
			case fDouble:
				vars[i].values[t] = doubleLiteral(g.doubleValue())
			default:
				vars[i].values[t] = literal(tInt, g.value(tInt))
			}
		}
	}
	writeEvalHarness(&b, vars, n, shared, "bits(E%d)")
	return b.String()
}

func typeName(kind int) string {
	return [...]string{fFloat: "float", fDouble: "double", fInt: "int"}[kind]
}
