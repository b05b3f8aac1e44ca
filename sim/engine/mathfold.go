package engine

// The compilers evaluate a math function called with constant arguments
// themselves, so the program reads the compiler's value, not the math
// library's. nvcc's LLVM folds the classic functions with the building
// machine's C library in double precision (rounded for the float
// versions): tanf(-1.0f) and sinf(1.0f) on the H200 are the correctly
// rounded values, libdevice's an ulp off (x_const_math_fold, randprog's
// float_00 and float_32). gcc folds more functions in host code, correctly
// rounded with MPFR: cbrt(0.1) is an ulp from glibc's (the fresh random
// batch of 24 November). Neither folds a call whose result is NaN,
// infinite or below the normal range (an exception other than inexact):
// asinf(255.0f) is the GPU's canonical NaN at run time.

import (
	"math"
	"math/big"

	"simtlab/sim/cuda/ast"
)

// llvmFolds are the functions LLVM's constant folder evaluates.
var llvmFolds = map[string]bool{
	"acos": true, "asin": true, "atan": true, "atan2": true, "cos": true, "cosh": true,
	"exp": true, "exp2": true, "fmod": true, "log": true, "log10": true, "log2": true,
	"pow": true, "sin": true, "sinh": true, "sqrt": true, "tan": true, "tanh": true,
}

// gccFolds are the further functions gcc folds in host code.
var gccFolds = map[string]bool{
	"cbrt": true, "expm1": true, "log1p": true, "asinh": true, "acosh": true, "atanh": true,
	"erf": true, "erfc": true, "hypot": true, "remainder": true, "exp10": true,
}

// ptxasFolds are the float functions whose one MUFU instruction ptxas
// evaluates when its operand is a constant: rsqrtf(8.0f) is the FMUL
// constant 0.353553385f, rounded from 1/sqrt(8), where MUFU.RSQ gives
// 0.353553355f (the SASS of a probe's attention kernel, dot *
// rsqrtf((float)D); x_rsqrt_constant).
var ptxasFolds = map[string]bool{"rsqrt": true}

// folds reports whether the compiler of one side (host or device) folds a
// call of the math function base whose arguments are constants.
func folds(base string, host bool) bool {
	return llvmFolds[base] || host && gccFolds[base]
}

// constArgs returns the values of e's arguments when every one is a
// constant nvcc folds; the folded value is then computed once, here, and
// not at every execution of the call.
func constArgs(e *ast.Call) ([]float64, bool) {
	a := make([]float64, len(e.Args))
	for i, x := range e.Args {
		v, ok := nvccConst(x)
		if !ok {
			return nil, false
		}
		a[i] = v
	}
	return a, true
}

// foldable reports whether a compiler keeps a folded result v: finite, and
// zero or at least the smallest normal value of its type.
func foldable(v, smallestNormal float64) bool {
	return !math.IsNaN(v) && !math.IsInf(v, 0) && (v == 0 || math.Abs(v) >= smallestNormal)
}

// foldedFloat returns the value of call e of the float function base when
// a compiler folds it (Go's float64 function g, rounded), and whether the
// host's and the device's compiler do.
func foldedFloat(base string, e *ast.Call, g func(a []float64) float64) (v float32, onHost, onDevice bool) {
	a, ok := constArgs(e)
	if !ok {
		return 0, false, false
	}
	v = float32(g(a))
	if !foldable(float64(v), 0x1p-126) {
		return 0, false, false
	}
	return v, folds(base, true), folds(base, false) || ptxasFolds[base]
}

// pick returns k where use is set, f otherwise.
func pick[F any](use bool, k, f F) F {
	if use {
		return k
	}
	return f
}

// foldFloat1 returns the host and device versions of a one-argument float
// function for call e, each the folded constant where its compiler folds e.
func foldFloat1(base string, e *ast.Call, g func(float64) float64, h, d func(float32) float32) (func(float32) float32, func(float32) float32) {
	v, onHost, onDevice := foldedFloat(base, e, func(a []float64) float64 { return g(a[0]) })
	k := func(float32) float32 { return v }
	return pick(onHost, k, h), pick(onDevice, k, d)
}

// foldFloat2 is foldFloat1 for two-argument functions.
func foldFloat2(base string, e *ast.Call, g func(x, y float64) float64, h, d func(x, y float32) float32) (func(x, y float32) float32, func(x, y float32) float32) {
	v, onHost, onDevice := foldedFloat(base, e, func(a []float64) float64 { return g(a[0], a[1]) })
	k := func(float32, float32) float32 { return v }
	return pick(onHost, k, h), pick(onDevice, k, d)
}

// correctlyRounded are the double functions whose correctly rounded value,
// which gcc folds to, the lab computes: glibc's cbrt is an ulp off it for
// cbrt(0.1) and Go's for cbrt(2.262) (both recorded on the H200's host).
// For the others the host's folded value is glibc's (hypot(-15.325, 4.0)
// and atan2(10.678, 3.0) folded are glibc's, and Go's are an ulp off).
var correctlyRounded = map[string]func(float64) float64{"cbrt": cbrtRounded, "expm1": expm1Rounded, "log1p": log1pRounded}

// roundPrec is the precision of the big.Float computations of the
// correctly rounded folds: far beyond what rounding to 53 bits can need
// but for arguments built to be hard.
const roundPrec = 256

// expm1Rounded is e^x - 1 rounded once (gcc folds expm1(-3.558 / 9) to it,
// where glibc's is an ulp off: the eleventh random batch's libc_k00): its
// Taylor series on x/2^m, |x/2^m| <= 1/4, then m squarings of 1 + that (as
// (1 + y)^2 - 1 = y(2 + y), which keeps the small result's bits).
func expm1Rounded(x float64) float64 {
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) || x < -40 || x > 710 {
		return math.Expm1(x)
	}
	m := 0
	for r := math.Abs(x); r > 0.25; r /= 2 {
		m++
	}
	r := new(big.Float).SetPrec(roundPrec).SetMantExp(new(big.Float).SetFloat64(x), -m)
	sum := new(big.Float).SetPrec(roundPrec)
	term := new(big.Float).SetPrec(roundPrec).SetInt64(1)
	for n := int64(1); n < 80; n++ {
		term.Mul(term, r)
		term.Quo(term, new(big.Float).SetPrec(roundPrec).SetInt64(n))
		sum.Add(sum, term)
	}
	two := new(big.Float).SetPrec(roundPrec).SetInt64(2)
	for range m {
		t := new(big.Float).SetPrec(roundPrec).Add(sum, two)
		sum.Mul(sum, t)
	}
	v, _ := sum.Float64()
	return v
}

// log1pRounded is log(1 + x) rounded once: 2 atanh(z) with z = x/(2 + x)
// for a small x, else z = (y - 1)/(y + 1), y = 1 + x exactly (in big
// arithmetic) brought into [1/√2, √2) by a power of two 2^e, plus e ln 2
// (ln 2 = 2 atanh(1/3)).
func log1pRounded(x float64) float64 {
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) || x <= -1 {
		return math.Log1p(x)
	}
	one := new(big.Float).SetPrec(roundPrec).SetInt64(1)
	if math.Abs(x) < 0.4 { // z = x/(2 + x) straight from x, however small
		bx := new(big.Float).SetPrec(roundPrec).SetFloat64(x)
		den := new(big.Float).SetPrec(roundPrec).Add(bx, new(big.Float).SetPrec(roundPrec).SetInt64(2))
		f, _ := twiceAtanh(bx.Quo(bx, den)).Float64()
		return f
	}
	y := new(big.Float).SetPrec(roundPrec).SetFloat64(x)
	y.Add(y, one)
	e := y.MantExp(nil) // y = mant·2^e, mant in [0.5, 1)
	y.SetMantExp(y, -e)
	if y.Cmp(new(big.Float).SetFloat64(math.Sqrt2/2)) < 0 {
		y.SetMantExp(y, 1)
		e--
	}
	num := new(big.Float).SetPrec(roundPrec).Sub(y, one)
	den := new(big.Float).SetPrec(roundPrec).Add(y, one)
	v := twiceAtanh(num.Quo(num, den))
	if e != 0 {
		third := new(big.Float).SetPrec(roundPrec).Quo(one, new(big.Float).SetPrec(roundPrec).SetInt64(3))
		ln2 := twiceAtanh(third)
		v.Add(v, ln2.Mul(ln2, new(big.Float).SetPrec(roundPrec).SetInt64(int64(e))))
	}
	f, _ := v.Float64()
	return f
}

// twiceAtanh is 2 atanh(z) = 2 (z + z^3/3 + z^5/5 + ...) for |z| <= 1/4.
func twiceAtanh(z *big.Float) *big.Float {
	z2 := new(big.Float).SetPrec(roundPrec).Mul(z, z)
	sum := new(big.Float).SetPrec(roundPrec)
	pow := new(big.Float).SetPrec(roundPrec).Set(z)
	for n := int64(1); n < 240; n += 2 {
		sum.Add(sum, new(big.Float).SetPrec(roundPrec).Quo(pow, new(big.Float).SetPrec(roundPrec).SetInt64(n)))
		pow.Mul(pow, z2)
	}
	return sum.Mul(sum, new(big.Float).SetPrec(roundPrec).SetInt64(2))
}

// cbrtRounded is the cube root of x rounded once to float64: Newton's
// iteration in 160-bit arithmetic from Go's estimate.
func cbrtRounded(x float64) float64 {
	y0 := math.Cbrt(x)
	if x == 0 || math.IsInf(x, 0) || math.IsNaN(x) {
		return y0
	}
	const prec = 160
	bx := new(big.Float).SetPrec(prec).SetFloat64(x)
	y := new(big.Float).SetPrec(prec).SetFloat64(y0)
	three := new(big.Float).SetPrec(prec).SetInt64(3)
	for range 4 {
		// y -= (y^3 - x) / (3 y^2)
		y2 := new(big.Float).SetPrec(prec).Mul(y, y)
		num := new(big.Float).SetPrec(prec).Mul(y2, y)
		num.Sub(num, bx)
		den := new(big.Float).SetPrec(prec).Mul(y2, three)
		y.Sub(y, num.Quo(num, den))
	}
	r, _ := y.Float64()
	return r
}

// foldedDouble returns the value a compiler folds a call of a double
// function to, value(a) for its constant arguments, when it keeps it.
func foldedDouble(value func(a []float64) float64, a []float64) (float64, bool) {
	v := value(a)
	return v, foldable(v, 0x1p-1022)
}

// foldDouble1 is foldFloat1 for double functions: the device's value is the
// host C library's (h, glibc), the host's the correctly rounded one (h's
// too, but for the correctlyRounded functions, the lab's own).
func foldDouble1(base string, e *ast.Call, h, d func(float64) float64) (func(float64) float64, func(float64) float64) {
	a, ok := constArgs(e)
	if !ok {
		return h, d
	}
	if v, ok := foldedDouble(func(a []float64) float64 { return h(a[0]) }, a); ok && folds(base, false) {
		d = func(float64) float64 { return v }
	}
	if cr := correctlyRounded[base]; cr != nil && folds(base, true) {
		if v, ok := foldedDouble(func(a []float64) float64 { return cr(a[0]) }, a); ok {
			h = func(float64) float64 { return v }
		}
	}
	return h, d
}

// foldDouble2 is foldDouble1 for two-argument functions (none is in
// correctlyRounded).
func foldDouble2(base string, e *ast.Call, h, d func(x, y float64) float64) (func(x, y float64) float64, func(x, y float64) float64) {
	a, ok := constArgs(e)
	if !ok {
		return h, d
	}
	if v, ok := foldedDouble(func(a []float64) float64 { return h(a[0], a[1]) }, a); ok && folds(base, false) {
		d = func(float64, float64) float64 { return v }
	}
	return h, d
}

// foldedFast is a fast trigonometric intrinsic (__sinf, __cosf, __tanf) of a
// constant, which nvcc folds with the accurate function, correctly rounded,
// not MUFU's approximation: f1 * __cosf(0.1f) on the H200 reads
// cos(0.1f) rounded (a random batch's float_e08). Nil when e's argument is
// no constant, or the value would not be kept.
func foldedFast(e *ast.Call, accurate func(float64) float64) evalFn {
	if len(e.Args) != 1 {
		return nil
	}
	x, ok := nvccConst(e.Args[0])
	if !ok {
		return nil
	}
	v := float32(accurate(float64(float32(x))))
	if !foldable(float64(v), 0x1p-126) {
		return nil
	}
	k := constVec(b32(v))
	return func(*Frame, uint32) *Vec { return k }
}

// foldedApprox is a fast intrinsic built on lg2.approx and ex2.approx
// (__logf, __expf, __powf, ...) of constants: NVVM folds those two with the
// accurate log2 and exp2 rounded to float (flushing subnormal inputs), and
// the float multiplies around them as they are. On the H200 __logf(1 -
// 2^-24) of a constant is float(log2 x) · 0.693147182f, -5.96046519e-08,
// where MUFU.LG2 gives -8.2e-09 (x_fast_math_fold). Nil when an argument
// is no constant, or the value would not be kept.
func foldedApprox(e *ast.Call, f func(a []float32) float32) evalFn {
	args, ok := constArgs(e)
	if !ok {
		return nil
	}
	a := make([]float32, len(args))
	for i, x := range args {
		a[i] = float32(x)
	}
	v := f(a)
	if !foldable(float64(v), 0x1p-126) {
		return nil
	}
	k := constVec(b32(v))
	return func(*Frame, uint32) *Vec { return k }
}

// foldLg2 and foldEx2 are lg2.approx.ftz and ex2.approx.ftz as NVVM folds
// them.
func foldLg2(x float32) float32 { return float32(math.Log2(float64(flushF32(x)))) }
func foldEx2(x float32) float32 { return float32(math.Exp2(float64(flushF32(x)))) }

// approxFolds are the fast intrinsics foldedApprox folds, in terms of
// foldLg2 and foldEx2 (libdevice's __nv_fast_* with their constants).
var approxFolds = map[string]func(a []float32) float32{
	"__logf":   func(a []float32) float32 { return foldLg2(a[0]) * math.Float32frombits(0x3F317218) },
	"__log2f":  func(a []float32) float32 { return foldLg2(a[0]) },
	"__log10f": func(a []float32) float32 { return foldLg2(a[0]) * math.Float32frombits(0x3E9A209B) },
	"__expf":   func(a []float32) float32 { return foldEx2(a[0] * math.Float32frombits(0x3FB8AA3B)) },
	"__exp10f": func(a []float32) float32 { return foldEx2(a[0] * math.Float32frombits(0x40549A78)) },
	"__exp2f":  func(a []float32) float32 { return foldEx2(a[0]) },
	"__powf":   func(a []float32) float32 { return foldEx2(a[1] * foldLg2(a[0])) },
}
