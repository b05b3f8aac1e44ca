package engine

import (
	"math"
	"math/big"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
)

// The IEEE rounding-mode intrinsics of the CUDA math API: __fadd_rz,
// __ddiv_ru, __fmaf_rd, __fsqrt_rn, __float2int_ru, __ll2float_rz,
// __double2float_rd and the rest of their families. Each computes the
// exact result and rounds it once, in the mode the suffix names, to the
// result format, subnormals included (nvcc does not flush them unless
// told to with -ftz=true).

// roundingOps lists the arithmetic families: name prefix → operation and
// whether the format is double.
var roundingOps = map[string]struct {
	op     byte // + - * / f(ma) r(cp) s(qrt)
	double bool
}{
	"__fadd": {'+', false}, "__fsub": {'-', false}, "__fmul": {'*', false}, "__fdiv": {'/', false},
	"__fmaf": {'f', false}, "__frcp": {'r', false}, "__fsqrt": {'s', false},
	"__dadd": {'+', true}, "__dsub": {'-', true}, "__dmul": {'*', true}, "__ddiv": {'/', true},
	"__fma": {'f', true}, "__drcp": {'r', true}, "__dsqrt": {'s', true},
}

// splitRounding splits "__fadd_rz" into "__fadd" and 'z'.
func splitRounding(name string) (string, byte, bool) {
	i := strings.LastIndex(name, "_r")
	if i < 0 || len(name) != i+3 || !strings.ContainsRune("nzud", rune(name[i+2])) {
		return "", 0, false
	}
	return name[:i], name[i+2], true
}

// roundingBuiltin compiles the rounding-mode intrinsics, or returns nil.
func (c *compiler) roundingBuiltin(e *ast.Call, name string) evalFn {
	base, mode, ok := splitRounding(name)
	if !ok {
		return nil
	}
	if op, ok := roundingOps[base]; ok {
		if op.op == '*' && mode == 'n' && len(e.Args) == 2 {
			// a product rounded to nearest is the engine's own multiply,
			// which no add fuses as a call's result (the checker's
			// rounded products, check/fmarank.go's roundedProduct, are
			// these: the escape loops' shared products run as fast as
			// any other)
			return c.expr(&ast.Binary{ExprBase: ast.ExprBase{P: e.P, T: e.T}, Op: token.Mul, X: e.Args[0], Y: e.Args[1]})
		}
		return c.lanewise(e, func(a []uint64) uint64 {
			x := make([]float64, len(a))
			for i := range a {
				if op.double {
					x[i] = f64(a[i])
				} else {
					x[i] = float64(f32(a[i]))
				}
			}
			r := roundedOp(op.op, x, mode, op.double)
			if op.double {
				switch op.op { // a NaN operand's, as the H200 picks it
				case 'f':
					return devFMANaN64(r, a[0], a[1], a[2])
				case 'r', 's':
					return devNaN64(r, a[0], a[0])
				}
				return devNaN64(r, a[0], a[1])
			}
			return devB32(float32(r))
		})
	}
	from, to, ok := strings.Cut(strings.TrimPrefix(base, "__"), "2")
	if !ok {
		return nil
	}
	fromKind, ok1 := convKinds[from]
	toKind, ok2 := convKinds[to]
	if !ok1 || !ok2 {
		return nil
	}
	switch {
	case fromKind.isFloat() && toKind.isInt():
		return c.lanewise(e, func(a []uint64) uint64 {
			v := f64(a[0])
			if fromKind == kF32 {
				v = float64(f32(a[0]))
			}
			return gpuFloatToInt(roundInteger(v, mode), fromKind, toKind)
		})
	case toKind.isFloat():
		return c.lanewise(e, func(a []uint64) uint64 {
			var x big.Float
			switch {
			case fromKind == kF64 && math.IsNaN(f64(a[0])):
				// big.Float has no NaN; cvt keeps the payload's top bits.
				if toKind == kF64 {
					return a[0]
				}
				return b32(float32(f64(a[0])))
			case fromKind == kF64:
				x.SetFloat64(f64(a[0]))
			case fromKind.signed():
				x.SetInt64(int64(canon(fromKind, a[0])))
			default:
				x.SetUint64(canon(fromKind, a[0]))
			}
			r := roundBig(&x, mode, toKind == kF64)
			if toKind == kF64 {
				return b64(r)
			}
			return b32(float32(r))
		})
	}
	return nil
}

// convKinds are the type words of the conversion intrinsics.
var convKinds = map[string]kind{
	"float": kF32, "double": kF64, "int": kI32, "uint": kU32, "ll": kI64, "ull": kU64,
}

// roundInteger rounds to an integral value in the mode.
func roundInteger(v float64, mode byte) float64 {
	switch mode {
	case 'z':
		return math.Trunc(v)
	case 'u':
		return math.Ceil(v)
	case 'd':
		return math.Floor(v)
	}
	return math.RoundToEven(v)
}

// roundedOp computes op on x (float or double operands held exactly in
// float64) rounded once in mode to the result format.
func roundedOp(op byte, x []float64, mode byte, double bool) float64 {
	native := nativeOp(op, x, double)
	finite := true
	for _, v := range x {
		finite = finite && !math.IsInf(v, 0) && !math.IsNaN(v)
	}
	if op == '/' && x[1] == 0 || op == 'r' && x[0] == 0 || op == 's' && x[0] <= 0 {
		finite = false // IEEE special cases: the native result is exact
	}
	if !finite || math.IsNaN(native) {
		return native
	}
	// Exact value of the operation (division and square root: rounded in
	// the same direction at a much higher precision, which rounds the
	// same way again; to nearest, the native operation is correct).
	if s, exact := exactInDouble(op, x); exact {
		if s == 0 {
			return signedZero(op, x, mode, native)
		}
		return roundBig(new(big.Float).SetFloat64(s), mode, double)
	}
	const wide = 2400 // bits: covers every sum of two doubles exactly
	var r big.Float
	r.SetPrec(wide).SetMode(bigMode(mode))
	b := func(v float64) *big.Float { return new(big.Float).SetPrec(wide).SetFloat64(v) }
	switch op {
	case '+':
		r.Add(b(x[0]), b(x[1]))
	case '-':
		r.Sub(b(x[0]), b(x[1]))
	case '*':
		r.Mul(b(x[0]), b(x[1]))
	case 'f':
		var p big.Float
		p.SetPrec(wide).Mul(b(x[0]), b(x[1]))
		r.Add(&p, b(x[2]))
	case '/', 'r', 's':
		if mode == 'n' {
			return native
		}
		switch op {
		case '/':
			r.Quo(b(x[0]), b(x[1]))
		case 'r':
			r.Quo(b(1), b(x[0]))
		case 's':
			// big.Float's square root is not guaranteed correctly rounded,
			// so an exact root (a perfect square) is taken from the native
			// one; any other root is far from representable numbers.
			var sq big.Float
			if sq.SetPrec(wide).Mul(b(native), b(native)).Cmp(b(x[0])) == 0 {
				return native
			}
			r.Sqrt(b(x[0]))
		}
	}
	if r.Sign() == 0 {
		return signedZero(op, x, mode, native)
	}
	return roundBig(&r, mode, double)
}

// exactInDouble returns a sum, difference or product when float64 holds
// it exactly (always for a product of floats), the common case that needs
// no wide arithmetic.
func exactInDouble(op byte, x []float64) (float64, bool) {
	switch op {
	case '+', '-':
		a, b := x[0], x[1]
		if op == '-' {
			b = -b
		}
		s := a + b
		if math.IsInf(s, 0) {
			return 0, false
		}
		// TwoSum: the rounding error of a + b, exactly.
		bb := s - a
		err := (a - (s - bb)) + (b - bb)
		return s, err == 0
	case '*':
		p := x[0] * x[1]
		if math.IsInf(p, 0) || x[0] != 0 && x[1] != 0 && math.Abs(p) < 0x1p-1000 {
			// overflow, or possibly inexact near underflow (a product
			// that rounds to zero too: __dmul_ru(0x1p-1074, 0.5) is
			// 0x1p-1074, probe q_dmulru)
			return 0, false
		}
		return p, math.FMA(x[0], x[1], -p) == 0
	}
	return 0, false
}

func nativeOp(op byte, x []float64, double bool) float64 {
	var r float64
	switch op {
	case '+':
		r = x[0] + x[1]
	case '-':
		r = x[0] - x[1]
	case '*':
		r = x[0] * x[1]
	case '/':
		r = x[0] / x[1]
	case 'f':
		r = math.FMA(x[0], x[1], x[2]) // finite operands take the exact path
	case 'r':
		r = 1 / x[0]
	case 's':
		r = math.Sqrt(x[0])
	}
	if !double {
		// Sums, products and quotients of floats rounded once to float: the
		// float64 result is exact or a rounding with enough guard bits.
		switch op {
		case '+', '-', '*':
			return float64(float32(r))
		case '/':
			return float64(float32(x[0]) / float32(x[1]))
		case 'r':
			return float64(1 / float32(x[0]))
		}
		return float64(float32(r))
	}
	return r
}

// signedZero is the sign IEEE gives an exact zero result: a product or
// quotient has the sign of its operands (the native result has it); a sum
// of two zeros of one sign keeps it; any other zero sum is +0, or -0 when
// rounding toward -∞.
func signedZero(op byte, x []float64, mode byte, native float64) float64 {
	var a, b float64
	switch op {
	case '*', '/', 'r', 's':
		return native
	case '+':
		a, b = x[0], x[1]
	case '-':
		a, b = x[0], -x[1]
	case 'f':
		a, b = x[0]*x[1], x[2]
	}
	if a == 0 && b == 0 && math.Signbit(a) == math.Signbit(b) {
		return a
	}
	if mode == 'd' {
		return math.Copysign(0, -1)
	}
	return 0
}

func bigMode(mode byte) big.RoundingMode {
	switch mode {
	case 'z':
		return big.ToZero
	case 'u':
		return big.ToPositiveInf
	case 'd':
		return big.ToNegativeInf
	}
	return big.ToNearestEven
}

// floatFormat describes a binary floating-point format: p significand
// bits, exponents of the normal numbers from minExp to maxExp.
type floatFormat struct{ p, minExp, maxExp int }

var (
	formatHalf   = floatFormat{11, -14, 15}
	formatBf16   = floatFormat{8, -126, 127}
	formatFloat  = floatFormat{24, -126, 127}
	formatDouble = floatFormat{53, -1022, 1023}
)

// roundBig rounds a finite x to float (or double) in mode, with gradual
// underflow and IEEE overflow.
func roundBig(x *big.Float, mode byte, double bool) float64 {
	if double {
		return roundFormat(x, mode, formatDouble)
	}
	return roundFormat(x, mode, formatFloat)
}

// roundFormat rounds a finite x to the format in mode; the result is
// exact in float64.
func roundFormat(x *big.Float, mode byte, ft floatFormat) float64 {
	p, minExp, maxExp := ft.p, ft.minExp, ft.maxExp
	if x.Sign() == 0 {
		f, _ := x.Float64()
		return f
	}
	neg := x.Sign() < 0
	e := x.MantExp(nil) - 1 // x = 1.f × 2^e
	lsb := max(e-(p-1), minExp-(p-1))
	prec := e - lsb + 1
	var r float64
	if prec <= 0 {
		// |x| < the smallest subnormal: 0 or the smallest subnormal.
		tiny := math.Ldexp(1, minExp-(p-1))
		half := new(big.Float).SetMantExp(big.NewFloat(1), minExp-p) // tiny/2, which float64 lacks for doubles
		abs := new(big.Float).Abs(x)
		switch {
		case mode == 'z', mode == 'u' && neg, mode == 'd' && !neg:
			r = 0
		case mode == 'u', mode == 'd':
			r = tiny
		default:
			if abs.Cmp(half) > 0 {
				r = tiny
			}
		}
		if neg {
			r = -r
		}
		if r == 0 && neg {
			return math.Copysign(0, -1)
		}
		return r
	}
	var z big.Float
	z.SetPrec(uint(prec)).SetMode(bigMode(mode)).Set(x)
	if z.MantExp(nil)-1 > maxExp {
		r = math.Inf(1)
		if mode == 'z' || mode == 'u' && neg || mode == 'd' && !neg {
			r = math.Ldexp(2-math.Ldexp(1, 1-p), maxExp) // the largest finite number
		}
		if neg {
			r = -r
		}
		return r
	}
	r, _ = z.Float64()
	return r
}
