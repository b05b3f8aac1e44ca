package engine

import (
	"math"
	"math/big"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/engine/num"
)

// Half precision (cuda_fp16.h). A __half is 16 bits in memory; the
// functions compute exactly and round once to half (to nearest even
// unless the name says otherwise), as the hardware's HADD/HMUL/HFMA do.
// Values of type __half, __half2 and float2 are aggregates: the engine
// passes their addresses, so arguments are loaded and results stored in
// frame memory.

// halfCanonicalNaN is the NaN the GPU produces in half precision (and in
// bfloat16).
const halfCanonicalNaN = 0x7fff

// smallFloat is a 16-bit floating-point format: cuda_fp16.h's half or
// cuda_bf16.h's bfloat16, whose functions share their names and rules.
type smallFloat struct {
	format floatFormat
	one    uint16                // 1.0's bits
	decode func(uint16) float64  // exact
	encode func(float64) uint16  // a value the format holds exactly, or ±Inf
	widen  func(h uint16) uint64 // to float's bits
}

var (
	halfFloat = &smallFloat{format: formatHalf, one: 0x3c00, decode: halfToFloat64, encode: encodeHalf, widen: halfToFloatBits}
	bf16Float = &smallFloat{format: formatBf16, one: 0x3f80, decode: bf16ToFloat64, encode: encodeBf16,
		widen: func(h uint16) uint64 { return uint64(h) << 16 }}
)

// bf16ToFloat64 decodes bfloat16 bits: a float's top half.
func bf16ToFloat64(h uint16) float64 { return float64(math.Float32frombits(uint32(h) << 16)) }

// encodeBf16 encodes a value that bfloat16 represents exactly (or ±Inf).
func encodeBf16(r float64) uint16 { return uint16(math.Float32bits(float32(r)) >> 16) }

// bf16Names turns a cuda_bf16.h function's name into the cuda_fp16.h one
// that does the same (__float2bfloat16_rz is __float2half_rz,
// __bfloat1622float2 is __half22float2).
var bf16Names = strings.NewReplacer("bfloat162", "half2", "bfloat16", "half")

// halfToFloat64 decodes half bits.
func halfToFloat64(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp, mant := int(h>>10&0x1f), float64(h&0x3ff)
	switch exp {
	case 0:
		return sign * math.Ldexp(mant, -24)
	case 0x1f:
		if mant != 0 {
			return math.NaN()
		}
		return sign * math.Inf(1)
	}
	return sign * math.Ldexp(1024+mant, exp-25)
}

// narrowNaN is the NaN a double NaN (bits d) converts to: unlike a
// float's, which becomes the canonical NaN, it keeps its sign and the top
// of its payload, quieted (the H200's cvt.rn.f16.f64 and
// cvt.rn.bf16.f64: NaN is 0x7e00 in half, a -NaN 0xfe00, and a float
// 0x7fa00001 widened to double 0x7fe0 in bfloat16; probes qz_04, qz_05).
func (sf *smallFloat) narrowNaN(d uint64) uint16 {
	sign := uint16(d>>48) & 0x8000
	if sf.format == formatBf16 {
		return sign | 0x7fc0 | uint16(d>>45)&0x7f
	}
	return sign | 0x7e00 | uint16(d>>42)&0x3ff
}

// fromFloat64 rounds v to the format in mode (n, z, u, d) and encodes it.
func (sf *smallFloat) fromFloat64(v float64, mode byte) uint16 {
	switch {
	case math.IsNaN(v):
		return halfCanonicalNaN
	case v == 0 && math.Signbit(v):
		return 0x8000
	case v == 0:
		return 0
	}
	r := v
	if !math.IsInf(v, 0) {
		r = roundFormat(new(big.Float).SetFloat64(v), mode, sf.format)
	}
	return sf.encode(r)
}

// encodeHalf encodes a value that half represents exactly (or ±Inf).
func encodeHalf(r float64) uint16 {
	var sign uint16
	if math.Signbit(r) {
		sign, r = 0x8000, -r
	}
	switch {
	case math.IsInf(r, 0):
		return sign | 0x7c00
	case r == 0:
		return sign
	}
	frac, exp := math.Frexp(r) // r = frac × 2^exp, frac in [0.5, 1)
	if e := exp - 1; e >= -14 {
		return sign | uint16(e+15)<<10 | uint16(math.Ldexp(frac, 11))&0x3ff
	}
	return sign | uint16(math.Ldexp(r, 24)) // subnormal: units of 2^-24
}

// arith is the exact operation of an arithmetic function (or one rounded
// once to double, which rounding to the format again leaves right).
func (sf *smallFloat) arith(op string, x []float64) float64 {
	switch op {
	case "add":
		return x[0] + x[1] // rounded to double: innocuous before the format's rounding
	case "sub":
		return x[0] - x[1]
	case "mul":
		return x[0] * x[1]
	case "div":
		return x[0] / x[1] // one double rounding is safe for 11-bit results
	case "fma":
		if s, exact := exactInDouble('+', []float64{x[0] * x[1], x[2]}); exact || math.IsInf(s, 0) || math.IsNaN(s) {
			return x[0]*x[1] + x[2]
		}
		var r big.Float
		r.SetPrec(200).Add(new(big.Float).SetFloat64(x[0]*x[1]), new(big.Float).SetFloat64(x[2]))
		return roundFormat(&r, 'n', sf.format)
	case "sqrt":
		return math.Sqrt(x[0])
	}
	return math.NaN()
}

// halfToFloatBits is a half widened to a float's bits: exact, but every
// NaN becomes 0x7fffffff, as the H200's conversion and cuda_fp16.h's host
// code make it (tests/randprog's half programs).
func halfToFloatBits(h uint16) uint64 {
	v := halfToFloat64(h)
	if math.IsNaN(v) {
		return 0x7fffffff
	}
	return b32(float32(v))
}

// op computes a function with one result of the format on decoded operands.
func (sf *smallFloat) op(name string, x []float64, bits []uint16) uint16 {
	sat := strings.HasSuffix(name, "_sat")
	base := strings.TrimSuffix(strings.TrimPrefix(name, "__h"), "_sat")
	var r float64
	switch base {
	case "neg", "abs":
		// The H200 computes them as arithmetic: a NaN comes out as the
		// canonical one (tests/randprog's half programs).
		if math.IsNaN(x[0]) {
			return halfCanonicalNaN
		}
		if base == "neg" {
			return bits[0] ^ 0x8000
		}
		return bits[0] &^ 0x8000
	case "min_nan", "max_nan":
		// NaN-propagating (cuda_fp16.h's __hmin_nan, __hmax_nan)
		if math.IsNaN(x[0]) || math.IsNaN(x[1]) {
			return halfCanonicalNaN
		}
		return sf.op(strings.TrimSuffix(name, "_nan"), x, bits)
	case "fma_relu":
		// fma.rn.relu: a negative result is +0, a NaN the canonical one
		h := sf.fromFloat64(sf.arith("fma", x), 'n')
		switch v := sf.decode(h); {
		case math.IsNaN(v):
			return halfCanonicalNaN
		case h&0x8000 != 0:
			return 0
		}
		return h
	case "min", "max":
		a, b := x[0], x[1]
		switch {
		case math.IsNaN(a) && math.IsNaN(b):
			return halfCanonicalNaN
		case math.IsNaN(a):
			return bits[1]
		case math.IsNaN(b):
			return bits[0]
		case a == b:
			if base == "min" {
				return bits[0] | bits[1]&0x8000
			}
			return bits[0] &^ (^bits[1] & 0x8000)
		case (a < b) == (base == "min"):
			return bits[0]
		}
		return bits[1]
	case "sqrt", "hsqrt":
		r = sf.arith("sqrt", x)
	default:
		r = sf.arith(base, x)
	}
	h := sf.fromFloat64(r, 'n')
	if sat {
		v := sf.decode(h)
		switch {
		case math.IsNaN(v) || v <= 0:
			return 0
		case v >= 1:
			return sf.one
		}
	}
	return h
}

// halfCompare is __heq, __hlt ...: ordered comparisons, false with a NaN,
// and __hequ, __hltu ...: unordered ones, true with a NaN.
func halfCompare(name string, a, b float64) bool {
	if strings.HasSuffix(name, "u") {
		return math.IsNaN(a) || math.IsNaN(b) || halfCompare(strings.TrimSuffix(name, "u"), a, b)
	}
	switch name {
	case "__heq":
		return a == b
	case "__hne":
		return a != b && !math.IsNaN(a) && !math.IsNaN(b)
	case "__hlt":
		return a < b
	case "__hle":
		return a <= b
	case "__hgt":
		return a > b
	case "__hge":
		return a >= b
	}
	return false
}

// funcs is the lane function of a built-in of the format, by cuda_fp16.h's
// name, on raw argument bits (a scalar in the low 16 bits, a pair as two,
// x low), returning raw result bits; nil for a name it does not know.
func (sf *smallFloat) funcs(name string) func(a []uint64) uint64 {
	h := func(v uint64) uint16 { return uint16(v) }
	hf := func(v uint64) float64 { return sf.decode(uint16(v)) }
	pair := func(lo, hi uint16) uint64 { return uint64(lo) | uint64(hi)<<16 }
	lanes2 := func(op string) func(a []uint64) uint64 {
		return func(a []uint64) uint64 {
			var out [2]uint16
			for k := 0; k < 2; k++ {
				x := make([]float64, len(a))
				b := make([]uint16, len(a))
				for i, v := range a {
					b[i] = uint16(v >> (16 * k))
					x[i] = sf.decode(b[i])
				}
				out[k] = sf.op(op, x, b)
			}
			return pair(out[0], out[1])
		}
	}
	if base, mode, ok := splitRounding(name); ok {
		switch base {
		case "__float2half":
			return func(a []uint64) uint64 { return uint64(sf.fromFloat64(float64(f32(a[0])), mode)) }
		case "__half2int", "__half2uint", "__half2short", "__half2ushort", "__half2ll", "__half2ull", "__half2char", "__half2uchar":
			k := halfToIntKinds[base]
			return func(a []uint64) uint64 {
				v := roundInteger(hf(a[0]), mode)
				return floatToKind(v, k)
			}
		case "__int2half", "__short2half":
			return func(a []uint64) uint64 {
				return uint64(sf.fromBig(new(big.Float).SetInt64(int64(int32(a[0]))), mode))
			}
		case "__ll2half":
			return func(a []uint64) uint64 {
				return uint64(sf.fromBig(new(big.Float).SetInt64(int64(a[0])), mode))
			}
		case "__uint2half", "__ushort2half":
			return func(a []uint64) uint64 {
				return uint64(sf.fromBig(new(big.Float).SetUint64(uint64(uint32(a[0]))), mode))
			}
		case "__ull2half":
			return func(a []uint64) uint64 {
				return uint64(sf.fromBig(new(big.Float).SetUint64(a[0]), mode))
			}
		}
	}
	if f := sf.mathFunc(name); f != nil {
		return f
	}
	switch name {
	case "__float2half":
		return func(a []uint64) uint64 { return uint64(sf.fromFloat64(float64(f32(a[0])), 'n')) }
	case "__double2half":
		return func(a []uint64) uint64 {
			if math.IsNaN(f64(a[0])) {
				return uint64(sf.narrowNaN(a[0]))
			}
			return uint64(sf.fromFloat64(f64(a[0]), 'n'))
		}
	case "__half2float":
		return func(a []uint64) uint64 { return sf.widen(uint16(a[0])) }
	case "__half_as_ushort", "__half_as_short", "__ushort_as_half", "__short_as_half":
		return func(a []uint64) uint64 { return a[0] & 0xffff }
	case "__heq", "__hne", "__hlt", "__hle", "__hgt", "__hge", "__hequ", "__hneu", "__hltu", "__hleu", "__hgtu", "__hgeu":
		return func(a []uint64) uint64 { return bool64(halfCompare(name, hf(a[0]), hf(a[1]))) }
	case "__hbeq2", "__hbne2", "__hblt2", "__hble2", "__hbgt2", "__hbge2", "__hbequ2", "__hbneu2", "__hbltu2", "__hbleu2", "__hbgtu2", "__hbgeu2":
		// true when the comparison holds for both halves
		one := "__h" + strings.TrimSuffix(strings.TrimPrefix(name, "__hb"), "2")
		return func(a []uint64) uint64 {
			return bool64(halfCompare(one, hf(a[0]), hf(a[1])) && halfCompare(one, hf(a[0]>>16), hf(a[1]>>16)))
		}
	case "__half2_bits", "__half2_from_bits":
		return func(a []uint64) uint64 { return a[0] & 0xffffffff }
	case "__half_nonzero":
		return func(a []uint64) uint64 { return bool64(a[0]&0x7fff != 0) }
	case "__hisnan":
		return func(a []uint64) uint64 { return bool64(math.IsNaN(hf(a[0]))) }
	case "__hisinf":
		return func(a []uint64) uint64 {
			switch v := hf(a[0]); {
			case math.IsInf(v, 1):
				return 1
			case math.IsInf(v, -1):
				return canon(kI32, ^uint64(0))
			}
			return 0
		}
	case "__hadd", "__hsub", "__hmul", "__hdiv", "__hadd_sat", "__hsub_sat", "__hmul_sat", "__hmin", "__hmax",
		"__hfma", "__hfma_sat", "__hneg", "__habs", "hsqrt", "__hadd_rn", "__hsub_rn", "__hmul_rn",
		"__hmin_nan", "__hmax_nan", "__hfma_relu":
		op := strings.TrimSuffix(name, "_rn") // (the _rn forms only never fuse: halfFused)
		if name == "hsqrt" {
			op = "__hsqrt"
		}
		return func(a []uint64) uint64 {
			x := make([]float64, len(a))
			b := make([]uint16, len(a))
			for i, v := range a {
				b[i], x[i] = h(v), hf(v)
			}
			return uint64(sf.op(op, x, b))
		}
	case "__floats2half2_rn":
		return func(a []uint64) uint64 {
			return pair(sf.fromFloat64(float64(f32(a[0])), 'n'), sf.fromFloat64(float64(f32(a[1])), 'n'))
		}
	case "__float2half2_rn":
		return func(a []uint64) uint64 {
			v := sf.fromFloat64(float64(f32(a[0])), 'n')
			return pair(v, v)
		}
	case "__halves2half2", "make_half2":
		return func(a []uint64) uint64 { return pair(h(a[0]), h(a[1])) }
	case "__half22float2":
		return func(a []uint64) uint64 {
			return sf.widen(uint16(a[0])) | sf.widen(uint16(a[0]>>16))<<32
		}
	case "__low2float":
		return func(a []uint64) uint64 { return sf.widen(uint16(a[0])) }
	case "__high2float":
		return func(a []uint64) uint64 { return sf.widen(uint16(a[0] >> 16)) }
	case "__low2half":
		return func(a []uint64) uint64 { return a[0] & 0xffff }
	case "__high2half":
		return func(a []uint64) uint64 { return a[0] >> 16 & 0xffff }
	case "__hadd2", "__hsub2", "__hmul2", "__hmin2", "__hmax2", "__hfma2", "__hneg2", "__habs2":
		return lanes2(strings.TrimSuffix(name, "2"))
	case "__hmin2_nan", "__hmax2_nan", "__hfma2_relu":
		return lanes2(strings.Replace(name, "2_", "_", 1))
	case "__hadd2_rn", "__hsub2_rn", "__hmul2_rn":
		// as __hadd2...; only they never fuse with a product (halfFused)
		return lanes2(strings.TrimSuffix(name, "2_rn"))
	case "__heq2", "__hne2", "__hlt2", "__hle2", "__hgt2", "__hge2", "__hequ2", "__hneu2", "__hltu2", "__hleu2", "__hgtu2", "__hgeu2", "__hisnan2":
		one := sf.fromFloat64(1, 'n')
		cmp := strings.TrimSuffix(name, "2")
		return func(a []uint64) uint64 {
			var out [2]uint16
			for k := uint(0); k < 2; k++ {
				x := hf(a[0] >> (16 * k))
				holds := math.IsNaN(x)
				if cmp != "__hisnan" {
					holds = halfCompare(cmp, x, hf(a[1]>>(16*k)))
				}
				if holds {
					out[k] = one
				}
			}
			return pair(out[0], out[1])
		}
	case "__half2half2":
		return func(a []uint64) uint64 { return pair(h(a[0]), h(a[0])) }
	case "__low2half2":
		return func(a []uint64) uint64 { return pair(h(a[0]), h(a[0])) }
	case "__high2half2":
		return func(a []uint64) uint64 { return pair(h(a[0]>>16), h(a[0]>>16)) }
	case "__lows2half2":
		return func(a []uint64) uint64 { return pair(h(a[0]), h(a[1])) }
	case "__highs2half2":
		return func(a []uint64) uint64 { return pair(h(a[0]>>16), h(a[1]>>16)) }
	case "__lowhigh2highlow":
		return func(a []uint64) uint64 { return pair(h(a[0]>>16), h(a[0])) }
	case "__float22half2_rn":
		return func(a []uint64) uint64 {
			return pair(sf.fromFloat64(float64(f32(a[0])), 'n'), sf.fromFloat64(float64(f32(a[0]>>32)), 'n'))
		}
	case "__h2div":
		return lanes2("__hdiv")
	}
	return nil
}

func (sf *smallFloat) fromBig(x *big.Float, mode byte) uint16 {
	if x.Sign() == 0 {
		return 0
	}
	return sf.encode(roundFormat(x, mode, sf.format))
}

// halfToIntKinds are the integer kinds of the half-to-integer conversions.
var halfToIntKinds = map[string]kind{"__half2int": kI32, "__half2uint": kU32, "__half2short": kI16,
	"__half2ushort": kU16, "__half2ll": kI64, "__half2ull": kU64, "__half2char": kI8, "__half2uchar": kU8}

// floatToKind converts an integral float64 (a half's or a bfloat16's value)
// to an integer kind with the GPU's saturation (cvt.rzi): NaN becomes 0,
// but the integer indefinite 0x8000000000000000 in 64 bits (cuda_fp16.hpp's
// host code writes the same).
func floatToKind(v float64, k kind) uint64 {
	bits := uint(8 * k.size())
	switch {
	case math.IsNaN(v) && bits == 64:
		return 1 << 63
	case k.signed():
		return canon(k, uint64(num.FloatToInt(v, bits)))
	}
	return canon(k, num.FloatToUint(v, bits))
}

// aggregateWidth is the kind that holds a half-family aggregate's bits.
func aggregateWidth(t types.Type) (kind, bool) {
	st, ok := t.(*types.Struct)
	if !ok {
		return kVoid, false
	}
	switch {
	case st.Name == "__half" || st.Name == "__nv_bfloat16":
		return kU16, true
	case st.Name == "__half2" || st.Name == "__nv_bfloat162":
		return kU32, true
	case st.Vec != nil && st.Size() == 8:
		return kU64, true // float2
	}
	return kVoid, false
}

// halfBuiltin compiles the cuda_fp16.h functions, or returns nil.
func (c *compiler) halfBuiltin(e *ast.Call, name string) evalFn {
	if _, half := aggregateWidth(e.Type()); name == "__hadd" && !half {
		return nil // the integer __hadd(int, int) of CUDA's intrinsics
	}
	sf := halfFloat
	if usesBf16(e) {
		sf, name = bf16Float, bf16Names.Replace(name)
	}
	if !c.hostOnly() {
		// (host code rounds the product: cuda_fp16.hpp's host __hmul is
		// a float product rounded to half)
		if f := c.halfFused(e, name, sf); f != nil {
			return f
		}
	}
	if (name == "__hmin" || name == "__hmax") && len(e.Args) == 2 && sameOperand(e.Args[0], e.Args[1]) {
		// min(x, x) is x: LLVM folds it, NaN payload and all
		return c.expr(e.Args[0])
	}
	fn := sf.funcs(name)
	if fn == nil {
		return nil
	}
	return c.halfCall(e, e.Args, fn)
}

// halfFused compiles __hadd or __hsub (and their half2 forms) of a
// __hmul as one fused multiply-add, as nvcc contracts them (add.f16 and
// mul.f16 carry no .rn: half_a23 of tests/randprog, __hsub(__hmul(c, b),
// a), rounds once on the H200). The saturating sum of a product is
// fma.rn.sat (add.sat.f16 carries no .rn either: half_l02, whose
// __hadd_sat(b, __hmul(b, c)) rounds once). The left operand is fused
// when both are products; the _rn forms and a saturated product
// (__hmul_sat) never fuse.
func (c *compiler) halfFused(e *ast.Call, name string, sf *smallFloat) evalFn {
	var mul, fma string
	switch name {
	case "__hadd", "__hsub":
		mul, fma = "__hmul", "__hfma"
	case "__hadd_sat", "__hsub_sat":
		mul, fma = "__hmul", "__hfma_sat"
	case "__hadd2", "__hsub2":
		mul, fma = "__hmul2", "__hfma2"
	default:
		return nil
	}
	if len(e.Args) != 2 {
		return nil
	}
	sub := strings.HasPrefix(name, "__hsub")
	product := func(x ast.Expr) *ast.Call {
		if m, ok := ast.Unparen(x).(*ast.Call); ok && m.Func != nil && m.Func.Name == mul && len(m.Args) == 2 {
			return m
		}
		return nil
	}
	var m *ast.Call
	var addend ast.Expr
	negProduct, negAddend := false, false
	if m = product(e.Args[0]); m != nil {
		addend, negAddend = e.Args[1], sub // x*y ± z
	} else if m = product(e.Args[1]); m != nil {
		addend, negProduct = e.Args[0], sub // z + x*y, z - x*y
	} else {
		return nil
	}
	fn := sf.funcs(fma)
	neg := func(v uint64) uint64 { return v ^ 0x80008000 } // both halves' signs: exact
	// a is halfCall's per-lane scratch: negating in place allocates nothing
	return c.halfCall(e, []ast.Expr{m.Args[0], m.Args[1], addend}, func(a []uint64) uint64 {
		if negProduct {
			a[0] = neg(a[0])
		}
		if negAddend {
			a[2] = neg(a[2])
		}
		return fn(a)
	})
}

// sameOperand reports whether two arguments are spelled alike over the
// same variables (with no calls but of built-ins), so have one value.
func sameOperand(a, b ast.Expr) bool {
	a, b = ast.Unparen(a), ast.Unparen(b)
	switch x := a.(type) {
	case *ast.Ident:
		y, ok := b.(*ast.Ident)
		return ok && x.Obj != nil && x.Obj == y.Obj
	case *ast.Cast:
		y, ok := b.(*ast.Cast)
		return ok && x.Conv == y.Conv && types.Identical(x.Type(), y.Type()) && sameOperand(x.X, y.X)
	case *ast.Call:
		y, ok := b.(*ast.Call)
		if !ok || x.Func == nil || x.Func != y.Func || x.Func.Kind != ast.ObjBuiltinFunc || strings.HasPrefix(x.Func.Name, "atomic") || len(x.Args) != len(y.Args) {
			return false
		}
		for i := range x.Args {
			if !sameOperand(x.Args[i], y.Args[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// halfCall compiles a call of a cuda_fp16.h function computed by fn on the
// values of args (e gives the result's type and the line).
func (c *compiler) halfCall(e *ast.Call, argExprs []ast.Expr, fn func(a []uint64) uint64) evalFn {
	args := c.exprs(argExprs)
	line := c.line(e)
	argKinds := make([]kind, len(argExprs))
	tmp := make([]int, len(argExprs))
	for i, a := range argExprs {
		if k, ok := aggregateWidth(a.Type()); ok {
			argKinds[i] = k
			tmp[i] = c.newReg()
		}
	}
	resKind, aggResult := aggregateWidth(e.Type())
	var off uint64
	if aggResult {
		off = c.frameMem(int64(resKind.size()), int64(resKind.size()))
	}
	rk := kindOf(e.Type())
	val, addr := c.newReg(), c.newReg()
	return func(f *Frame, m uint32) *Vec {
		w := f.w
		var buf [3]*Vec
		vs := buf[:0]
		for i, a := range args {
			v := a(f, m)
			if argKinds[i] != kVoid {
				t := &f.regs[tmp[i]]
				if !w.load(t, v, m, argKinds[i], line) {
					t.setUniform(0)
				}
				v = t
			}
			vs = append(vs, v)
		}
		w.count(line, m)
		out := &f.regs[val]
		in := make([]uint64, len(vs))
		uni := true
		for _, v := range vs {
			uni = uni && v.U
		}
		if uni || w.n == 1 {
			for i, v := range vs {
				in[i] = v.V[0]
			}
			out.setUniform(fn(in))
		} else {
			for l := 0; l < w.n; l++ {
				for i, v := range vs {
					in[i] = v.get(l)
				}
				out.V[l] = fn(in)
			}
			out.U = false
		}
		if !aggResult {
			if rk != kVoid && rk != kAgg {
				for l := range out.V {
					out.V[l] = canon(rk, out.V[l])
				}
			}
			return out
		}
		a := &f.regs[addr]
		addU(a, &f.base, off, w.n)
		w.store(a, out, m, resKind, line)
		return a
	}
}

// usesBf16 reports whether a call takes or gives a bfloat16 or a
// __nv_bfloat162: cuda_bf16.h's overload of a cuda_fp16.h name, or one of
// its own functions.
func usesBf16(e *ast.Call) bool {
	isBf := func(t types.Type) bool {
		st, ok := t.(*types.Struct)
		return ok && (st.Name == "__nv_bfloat16" || st.Name == "__nv_bfloat162")
	}
	if isBf(e.Type()) {
		return true
	}
	for _, a := range e.Args {
		if isBf(a.Type()) {
			return true
		}
	}
	return false
}
