// Package libm picks the lab's model of a float math function for the side its code runs on:
// the host's C library (glibc on x86-64, package glibc) or CUDA's libdevice (package
// libdevice), bit for bit where a model exists, and otherwise the float64 function rounded to
// float with the NaN each side produces. tests/gpu/math holds the recordings that check them.
package libm

import (
	"math"

	"simtlab/sim/engine/num/glibc"
	"simtlab/sim/engine/num/libdevice"
)

// host1 and host2 are glibc's float functions that are not correctly rounded (the others are,
// or round the float64 result the same way over the recorded arguments).
var (
	host1 = map[string]func(float32) float32{
		"sin": glibc.Sinf, "cos": glibc.Cosf, "exp": glibc.Expf, "exp2": glibc.Exp2f,
		"log": glibc.Logf, "log2": glibc.Log2f, "log10": glibc.Log10f, "tan": glibc.Tanf,
		"atan": glibc.Atanf, "asin": glibc.Asinf, "acos": glibc.Acosf, "expm1": glibc.Expm1f,
		"log1p": glibc.Log1pf, "sinh": glibc.Sinhf, "cosh": glibc.Coshf, "tanh": glibc.Tanhf,
		"erf": glibc.Erff, "erfc": glibc.Erfcf, "cbrt": glibc.Cbrtf, "exp10": glibc.Exp10f,
		"asinh": glibc.Asinhf, "acosh": glibc.Acoshf, "atanh": glibc.Atanhf,
		"lgamma": glibc.Lgammaf, "tgamma": glibc.Tgammaf,
	}
	host2 = map[string]func(x, y float32) float32{"pow": glibc.Powf, "atan2": glibc.Atan2f}
	// hostDouble1 and hostDouble2 are glibc's double functions the lab models.
	hostDouble1 = map[string]func(float64) float64{
		"exp": glibc.Exp, "exp2": glibc.Exp2, "log": glibc.Log, "log2": glibc.Log2, "sin": glibc.Sin,
		"cos": glibc.Cos, "tan": glibc.Tan, "log10": glibc.Log10, "atan": glibc.Atan,
		"asin": glibc.Asin, "acos": glibc.Acos, "expm1": glibc.Expm1, "log1p": glibc.Log1p,
		"sinh": glibc.Sinh, "cosh": glibc.Cosh, "tanh": glibc.Tanh, "cbrt": glibc.Cbrt,
		"erf": glibc.Erf, "erfc": glibc.Erfc, "exp10": glibc.Exp10, "asinh": glibc.Asinh,
		"acosh": glibc.Acosh, "atanh": glibc.Atanh, "lgamma": glibc.Lgamma, "tgamma": glibc.Tgamma,
	}
	hostDouble2 = map[string]func(x, y float64) float64{
		"pow": glibc.Pow, "atan2": glibc.Atan2, "hypot": glibc.Hypot,
	}
)

// bitExact are the functions that move or compare bits: exact, and on the host they keep a
// NaN argument's bits; on the device all but copysign return the canonical NaN.
var bitExact = map[string]bool{
	"fabs": true, "copysign": true, "fmin": true, "fmax": true, "floor": true, "ceil": true,
	"trunc": true, "round": true, "rint": true, "nearbyint": true,
}

// Float1 returns the float version of the one-argument function base (sin for sinf) on the
// host or the device; generic is its float64 version, rounded where no model exists.
func Float1(base string, device bool, generic func(float64) float64) func(float32) float32 {
	if bitExact[base] {
		if device && base != "copysign" {
			// FADD, FRND, FMNMX...: the GPU's canonical NaN, not the argument's.
			return func(x float32) float32 { return DeviceNaN(float32(generic(float64(x)))) }
		}
		return func(x float32) float32 { return float32(generic(float64(x))) }
	}
	if device {
		if f := libdevice.Float1(base); f != nil {
			return f
		}
		return func(x float32) float32 { return DeviceNaN(float32(generic(float64(x)))) }
	}
	if f := host1[base]; f != nil {
		return f
	}
	nan := hostNaN(base)
	return func(x float32) float32 { return HostNaN(float32(generic(float64(x))), x, x, nan) }
}

// hostExact2 are glibc's fmin and fmax where they differ from Go's: of two
// equal arguments (+0 and -0) the first (fminf(+0.0f, -0.0f) is +0 on the
// H200's host, Go's math.Min gives -0), and of a NaN and a number the number.
var hostExact2 = map[string]func(x, y float64) float64{
	"fmin": func(x, y float64) float64 {
		switch {
		case x <= y:
			return x
		case x > y, x != x:
			return y
		}
		return x
	},
	"fmax": func(x, y float64) float64 {
		switch {
		case x >= y:
			return x
		case x < y, x != x:
			return y
		}
		return x
	},
}

// Float2 is Float1 for two-argument functions (powf, atan2f...).
func Float2(base string, device bool, generic func(x, y float64) float64) func(x, y float32) float32 {
	if f := hostExact2[base]; f != nil && !device {
		return func(x, y float32) float32 { return float32(f(float64(x), float64(y))) }
	}
	if bitExact[base] {
		if device && base != "copysign" {
			return func(x, y float32) float32 { return DeviceNaN(float32(generic(float64(x), float64(y)))) }
		}
		return func(x, y float32) float32 { return float32(generic(float64(x), float64(y))) }
	}
	if device {
		if f := libdevice.Float2(base); f != nil {
			return func(x, y float32) float32 { return DeviceNaN(f(x, y)) }
		}
		return func(x, y float32) float32 { return DeviceNaN(float32(generic(float64(x), float64(y)))) }
	}
	if f := host2[base]; f != nil {
		return f
	}
	nan := hostNaN(base)
	return func(x, y float32) float32 { return HostNaN(float32(generic(float64(x), float64(y))), x, y, nan) }
}

// positiveNaN are the glibc functions whose invalid result is +NaN ((x-x)/(x-x) and the SSE
// instructions give x86's default NaN, -NaN; these compute it otherwise).
var positiveNaN = map[string]bool{"log10": true, "acos": true, "asin": true, "tgamma": true}

// hostNaN returns the bits of glibc's NaN for an invalid argument of base.
func hostNaN(base string) uint32 {
	if positiveNaN[base] {
		return 0x7fc00000
	}
	return 0xffc00000
}

// DeviceNaN returns r with a NaN replaced by the GPU's canonical NaN, 0x7fffffff: the NaN
// every floating-point instruction produces there.
func DeviceNaN(r float32) float32 {
	if r != r {
		return math.Float32frombits(0x7fffffff)
	}
	return r
}

// HostNaN returns r with the NaN of an invalid operation (no NaN argument) replaced by nan,
// the NaN glibc gives (mostly x86's default NaN, whose sign bit is set: printf's "-nan"): Go
// leaves those bits to the machine, and WebAssembly's differ. A NaN argument comes back
// quieted.
func HostNaN(r, x, y float32, nan uint32) float32 {
	if r == r {
		return r
	}
	for _, a := range [2]float32{x, y} {
		if b := math.Float32bits(a); b&0x7fffffff > 0x7f800000 {
			return math.Float32frombits(b | 0x400000)
		}
	}
	return math.Float32frombits(nan)
}

// Double1 returns the double function base on the host or the device: the side's model
// (glibc's or libdevice's) where the lab has one, else generic (Go's float64 function) with the
// NaN both sides produce; nil when generic is nil.
func Double1(base string, device bool, generic func(float64) float64) func(float64) float64 {
	if generic == nil {
		return nil
	}
	if bitExact[base] {
		return generic
	}
	if device {
		if f := libdevice.Double1(base); f != nil {
			return f
		}
	} else if f := hostDouble1[base]; f != nil {
		return f
	} else if positiveNaN[base] {
		return func(x float64) float64 { return positiveNaN64(NaN64(generic(x), x, x), x, x) }
	}
	return func(x float64) float64 { return NaN64(generic(x), x, x) }
}

// positiveNaN64 clears the sign of the NaN an invalid operation gave (as
// glibc's positiveNaN functions do), leaving a NaN argument's as it was.
func positiveNaN64(r, x, y float64) float64 {
	if r == r || x != x || y != y {
		return r
	}
	return math.Float64frombits(0x7ff8000000000000)
}

// Double2 is Double1 for two-argument functions.
func Double2(base string, device bool, generic func(x, y float64) float64) func(x, y float64) float64 {
	if generic == nil {
		return nil
	}
	if f := hostExact2[base]; f != nil && !device {
		return f
	}
	if bitExact[base] {
		return generic
	}
	if device {
		if f := libdevice.Double2(base); f != nil {
			return f
		}
	} else if f := hostDouble2[base]; f != nil {
		return f
	} else if positiveNaN[base] {
		return func(x, y float64) float64 { return positiveNaN64(NaN64(generic(x, y), x, y), x, y) }
	}
	return func(x, y float64) float64 { return NaN64(generic(x, y), x, y) }
}

// NaN64 returns r with its NaN set as both the GPU's double instructions and x86-64 set it: a
// NaN argument comes back quieted, an invalid operation gives 0xfff8000000000000.
func NaN64(r, x, y float64) float64 {
	if r == r {
		return r
	}
	for _, a := range [2]float64{x, y} {
		if b := math.Float64bits(a); b&0x7fffffffffffffff > 0x7ff0000000000000 {
			return math.Float64frombits(b | 0x0008000000000000)
		}
	}
	return math.Float64frombits(0xfff8000000000000)
}
