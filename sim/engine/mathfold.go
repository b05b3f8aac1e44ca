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

// folds reports whether the compiler of one side folds e, a call of the
// math function base, when its result can be folded.
func folds(base string, e *ast.Call, host bool) bool {
	if !llvmFolds[base] && !(host && gccFolds[base]) {
		return false
	}
	for _, a := range e.Args {
		if !foldedByNvcc(a) {
			return false
		}
	}
	return true
}

// foldable reports whether a compiler keeps a folded result v: finite, and
// zero or at least the smallest normal value of its type.
func foldable(v, smallestNormal float64) bool {
	return !math.IsNaN(v) && !math.IsInf(v, 0) && (v == 0 || math.Abs(v) >= smallestNormal)
}

// foldFloat1 returns the host and device versions of a one-argument float
// function for call e, each folded where its compiler folds e.
func foldFloat1(base string, e *ast.Call, g func(float64) float64, h, d func(float32) float32) (func(float32) float32, func(float32) float32) {
	fold := func(run func(float32) float32) func(float32) float32 {
		return func(x float32) float32 {
			if v := float32(g(float64(x))); foldable(float64(v), 0x1p-126) {
				return v
			}
			return run(x)
		}
	}
	if folds(base, e, true) {
		h = fold(h)
	}
	if folds(base, e, false) {
		d = fold(d)
	}
	return h, d
}

// foldFloat2 is foldFloat1 for two-argument functions.
func foldFloat2(base string, e *ast.Call, g func(x, y float64) float64, h, d func(x, y float32) float32) (func(x, y float32) float32, func(x, y float32) float32) {
	fold := func(run func(x, y float32) float32) func(x, y float32) float32 {
		return func(x, y float32) float32 {
			if v := float32(g(float64(x), float64(y))); foldable(float64(v), 0x1p-126) {
				return v
			}
			return run(x, y)
		}
	}
	if folds(base, e, true) {
		h = fold(h)
	}
	if folds(base, e, false) {
		d = fold(d)
	}
	return h, d
}

// correctlyRounded are the double functions whose correctly rounded value,
// which gcc folds to, the lab computes: glibc's cbrt is an ulp off it for
// cbrt(0.1) and Go's for cbrt(2.262) (both recorded on the H200's host).
// For the others the host's folded value is glibc's (hypot(-15.325, 4.0)
// and atan2(10.678, 3.0) folded are glibc's, and Go's are an ulp off).
var correctlyRounded = map[string]func(float64) float64{"cbrt": cbrtRounded}

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

// foldDouble1 is foldFloat1 for double functions: the device's value is the
// host C library's (h, glibc), the host's the correctly rounded one (h too,
// or the lab's own for the correctlyRounded functions).
func foldDouble1(base string, e *ast.Call, h, d func(float64) float64) (func(float64) float64, func(float64) float64) {
	fold := func(value, run func(float64) float64) func(float64) float64 {
		return func(x float64) float64 {
			if v := value(x); foldable(v, 0x1p-1022) {
				return v
			}
			return run(x)
		}
	}
	host := h
	if folds(base, e, false) {
		d = fold(host, d)
	}
	if cr := correctlyRounded[base]; folds(base, e, true) && cr != nil {
		h = fold(cr, h)
	}
	return h, d
}

// foldDouble2 is foldDouble1 for two-argument functions.
func foldDouble2(base string, e *ast.Call, h, d func(x, y float64) float64) (func(x, y float64) float64, func(x, y float64) float64) {
	fold := func(value, run func(x, y float64) float64) func(x, y float64) float64 {
		return func(x, y float64) float64 {
			if v := value(x, y); foldable(v, 0x1p-1022) {
				return v
			}
			return run(x, y)
		}
	}
	host := h
	if folds(base, e, false) {
		d = fold(host, d)
	}
	return h, d
}

// foldedFast is a fast trigonometric intrinsic (__sinf, __cosf) of a
// constant, which nvcc folds with the accurate function, correctly rounded,
// not MUFU's approximation: f1 * __cosf(0.1f) on the H200 reads
// cos(0.1f) rounded (a random batch's float_e08). Nil when e's argument is
// no constant, or the value would not be kept.
func foldedFast(e *ast.Call, accurate func(float64) float64) evalFn {
	if len(e.Args) != 1 || !foldedByNvcc(e.Args[0]) {
		return nil
	}
	c := e.Args[0].Base().Const
	if c == nil || !c.IsFloat {
		return nil
	}
	v := float32(accurate(float64(float32(c.Float))))
	if !foldable(float64(v), 0x1p-126) {
		return nil
	}
	k := constVec(b32(v))
	return func(*Frame, uint32) *Vec { return k }
}
