package engine

import (
	"math"
	"math/bits"
	"strings"

	"simtlab/hardware/occupancy"
	"simtlab/sim/cfmt"
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cudart"
	"simtlab/sim/diag"
	"simtlab/sim/engine/num/libdevice"
	"simtlab/sim/engine/num/libm"
	"simtlab/sim/libc"
)

// moreBuiltin compiles the less common built-ins: conversion and rounding
// intrinsics, integer intrinsics, math with pointer results, warp
// reductions, string functions and a few runtime queries.
func (c *compiler) moreBuiltin(e *ast.Call, name string) evalFn {
	if f := c.coalescedBuiltin(e, name); f != nil {
		return f
	}
	if f := c.tileBuiltin(e, name); f != nil {
		return f
	}
	if name == "__simtlab_side_string" {
		// __PRETTY_FUNCTION__ of a __host__ __device__ function: gcc's
		// spelling on the host, nvcc's on the device (check/prettyfunction.go)
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if f.w.device {
				return a[1]
			}
			return a[0]
		})
	}
	rk := kindOf(e.T)
	fl := func(k kind, x uint64) float64 { // an argument of kind k as float64
		switch k {
		case kF32:
			return float64(f32(x))
		case kF64:
			return f64(x)
		case kU64, kU32, kU16, kU8, kBool:
			return float64(x)
		}
		return float64(int64(x))
	}
	ret := func(v float64) uint64 { // a float64 result in the call's type
		if rk == kF32 {
			return b32(float32(v))
		}
		return b64(v)
	}
	argk := func(i int) kind {
		if i < len(e.Args) {
			return kindOf(e.Args[i].Type())
		}
		return kVoid
	}
	k0 := argk(0)
	// exactFloat is lanewise for the exactly rounded float functions, whose
	// NaN is the argument's on the host and the canonical one on the device.
	exactFloat := func(fn func(a []uint64) uint64) evalFn {
		if rk != kF32 {
			return c.lanewise(e, fn)
		}
		return c.lanewiseHostDevice(e, fn, func(a []uint64) uint64 { return deviceNaN32(fn(a)) })
	}
	// deviceFloat is lanewise for a function of device code only.
	deviceFloat := func(fn func(a []uint64) uint64) evalFn {
		if rk != kF32 {
			return c.lanewise(e, fn)
		}
		return c.lanewise(e, func(a []uint64) uint64 { return deviceNaN32(fn(a)) })
	}
	unary := func(f func(float64) float64) evalFn {
		return c.lanewise(e, func(a []uint64) uint64 { return ret(f(fl(k0, a[0]))) })
	}
	// ported is unary for a function whose double libdevice has a port of
	// (libdevice.Double1): the port on the device, generic on the host.
	ported := func(generic func(float64) float64) evalFn {
		dev := libdevice.Double1(name) // a double's name: normcdf, erfinv
		if rk != kF64 || dev == nil {
			return unary(generic)
		}
		return c.lanewiseHostDevice(e,
			func(a []uint64) uint64 { return b64(generic(f64(a[0]))) },
			func(a []uint64) uint64 { return b64(dev(f64(a[0]))) })
	}
	toInt := func(f func(float64) float64) evalFn {
		return c.lanewise(e, func(a []uint64) uint64 { return gpuFloatToInt(f(fl(k0, a[0])), k0, rk) })
	}
	if rk == kF32 && (name == "sinpif" || name == "cospif" || name == "sinpi" || name == "cospi") {
		// libdevice's polynomials on the device (sinpif.go), sinPi and cosPi on the host
		dev := libdevice.Sinpif
		host := sinPi
		if strings.HasPrefix(name, "cos") {
			dev, host = libdevice.Cospif, cosPi
		}
		return c.lanewiseHostDevice(e,
			func(a []uint64) uint64 { return b32(float32(host(float64(f32(a[0]))))) },
			func(a []uint64) uint64 { return b32(dev(f32(a[0]))) })
	}
	if rk == kF32 {
		// the float functions ported from libdevice's PTX (erfinv.go, bessel.go)
		if fn := map[string]func(float32) float32{"erfinvf": libdevice.Erfinvf, "erfcinvf": libdevice.Erfcinvf,
			"normcdff": libdevice.Normcdff, "normcdfinvf": libdevice.Normcdfinvf, "erfcxf": libdevice.Erfcxf,
			"erfinv": libdevice.Erfinvf, "erfcinv": libdevice.Erfcinvf, "normcdf": libdevice.Normcdff,
			"normcdfinv": libdevice.Normcdfinvf, "erfcx": libdevice.Erfcxf, "j0f": libdevice.J0f, "j1f": libdevice.J1f,
			"j0": libdevice.J0f, "j1": libdevice.J1f, "y0f": libdevice.Y0f, "y1f": libdevice.Y1f, "y0": libdevice.Y0f,
			"y1": libdevice.Y1f, "cyl_bessel_i0f": libdevice.CylBesselI0f, "cyl_bessel_i1f": libdevice.CylBesselI1f}[name]; fn != nil {
			return deviceFloat(func(a []uint64) uint64 { return b32(fn(float32(fl(k0, a[0])))) })
		}
	}
	switch name {
	case "cospi", "cospif":
		return ported(cosPi) // the double's port on the device (sinpi.go)
	case "sinpi", "sinpif":
		return ported(sinPi)
	case "erfinv", "erfinvf":
		return ported(math.Erfinv)
	case "erfcinv", "erfcinvf":
		return ported(math.Erfcinv)
	case "normcdf", "normcdff":
		return ported(func(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) })
	case "normcdfinv", "normcdfinvf":
		return ported(func(p float64) float64 { return -math.Sqrt2 * math.Erfcinv(2*p) })
	case "j0", "j0f":
		return ported(math.J0)
	case "j1", "j1f":
		return ported(math.J1)
	case "y0", "y0f":
		return ported(math.Y0)
	case "y1", "y1f":
		return ported(math.Y1)
	case "logb", "logbf":
		return exactFloat(func(a []uint64) uint64 { return ret(math.Logb(fl(k0, a[0]))) })
	case "__exp10f":
		return unary(func(x float64) float64 { return float64(libdevice.FastExp10f(float32(x))) })
	case "__log10f":
		return unary(func(x float64) float64 { return float64(libdevice.FastLog10f(float32(x))) })
	case "__tanf":
		// of a constant, folded like __sinf and __cosf (random float_p17:
		// __tanf(-1.0f) on the H200 is tan(-1) rounded, not the MUFU quotient)
		if f := foldedFast(e, math.Tan); f != nil {
			return f
		}
		return unary(func(x float64) float64 { return float64(libdevice.FastTanf(float32(x))) })
	case "__frsqrt_rn":
		// the GPU's canonical NaN for a negative argument
		return deviceFloat(func(a []uint64) uint64 { return ret(1 / math.Sqrt(fl(k0, a[0]))) })
	case "__double2float_rn", "__int2float_rn", "__uint2float_rn":
		return unary(func(x float64) float64 { return x })
	case "nan", "nanf", "__builtin_nan", "__builtin_nanf":
		if len(e.Args) != 1 {
			return nil
		}
		if tag, ok := ast.StringValue(e.Args[0]); ok { // NAN's "": one value, found once
			v := taggedNaN(tag, rk)
			return c.lanewise(e, func([]uint64) uint64 { return v })
		}
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			return taggedNaN(f.w.cstring(a[0], line), rk)
		})
	case "__builtin_inf", "__builtin_inff":
		return c.lanewise(e, func([]uint64) uint64 { return ret(math.Inf(1)) })
	case "ilogb", "ilogbf":
		return c.lanewise(e, func(a []uint64) uint64 {
			x := fl(k0, a[0])
			if x != x {
				return canon(rk, 0x80000000) // INT_MIN: FP_ILOGBNAN in CUDA and in glibc on x86
			}
			return canon(rk, uint64(int64(math.Ilogb(x))))
		})
	case "rhypot", "rhypotf", "norm3d", "norm3df", "rnorm3d", "rnorm3df", "norm4d", "norm4df", "rnorm4d", "rnorm4df":
		recip := strings.HasPrefix(name, "r")
		if rk == kF32 && len(e.Args) == 2 {
			return deviceFloat(func(a []uint64) uint64 { return b32(libdevice.Rhypotf(f32(a[0]), f32(a[1]))) })
		}
		if rk == kF32 {
			// fitted to the H200 (libdevice.Normf)
			return deviceFloat(func(a []uint64) uint64 {
				var buf [4]float32
				v := buf[:len(a)]
				for i := range v {
					v[i] = float32(fl(argk(i), a[i]))
				}
				return b32(libdevice.Normf(v, recip))
			})
		}
		// ported from libdevice's PTX (libdevice.Rhypot, libdevice.NormD)
		if len(e.Args) == 2 {
			return deviceFloat(func(a []uint64) uint64 { return b64(libdevice.Rhypot(fl(argk(0), a[0]), fl(argk(1), a[1]))) })
		}
		return deviceFloat(func(a []uint64) uint64 {
			var buf [4]float64
			v := buf[:len(a)]
			for i := range v {
				v[i] = fl(argk(i), a[i])
			}
			return b64(libdevice.NormD(v, recip))
		})
	case "fdividef":
		// math_functions.hpp: x / y unless -use_fast_math makes it __fdividef.
		return deviceFloat(func(a []uint64) uint64 { return b32(f32(a[0]) / f32(a[1])) })
	case "erfcx", "erfcxf":
		// the double's port (erfcinvd.go); erfcxf returned above
		return c.lanewise(e, func(a []uint64) uint64 { return b64(libdevice.Erfcx(f64(a[0]))) })
	case "cyl_bessel_i0", "cyl_bessel_i1":
		// ported from libdevice's PTX (cylbessel.go); the floats returned above
		fn := libdevice.CylBesselI0
		if name == "cyl_bessel_i1" {
			fn = libdevice.CylBesselI1
		}
		return c.lanewise(e, func(a []uint64) uint64 { return b64(fn(f64(a[0]))) })
	case "jn", "jnf", "yn", "ynf":
		if rk == kF32 {
			bessel := libdevice.Jnf // bessel.go, ported from libdevice's PTX
			if name[0] == 'y' {
				bessel = libdevice.Ynf
			}
			k1 := argk(1)
			return deviceFloat(func(a []uint64) uint64 { return b32(bessel(int32(a[0]), float32(fl(k1, a[1])))) })
		}
		// the device's ported from libdevice's PTX (besselnd.go), the
		// host's glibc's algorithm (Go's, which is Sun's too)
		host, dev := math.Jn, libdevice.Jn
		if name[0] == 'y' {
			host, dev = math.Yn, libdevice.Yn
		}
		k1 := argk(1)
		return c.lanewiseHostDevice(e,
			func(a []uint64) uint64 { return ret(host(int(int32(a[0])), fl(k1, a[1]))) },
			func(a []uint64) uint64 { return b64(dev(int32(a[0]), fl(k1, a[1]))) })
	case "ldexp", "ldexpf", "scalbn", "scalbnf":
		return exactFloat(func(a []uint64) uint64 { return ret(math.Ldexp(fl(k0, a[0]), int(int32(a[1])))) })
	case "scalbln", "scalblnf":
		return exactFloat(func(a []uint64) uint64 {
			return ret(math.Ldexp(fl(k0, a[0]), int(max(min(int64(a[1]), 1<<20), -1<<20))))
		})
	case "nextafter":
		return c.lanewise(e, func(a []uint64) uint64 {
			if f64(a[0]) == f64(a[1]) {
				return a[1]
			}
			if x, y := f64(a[0]), f64(a[1]); x != x || y != y {
				return b64(x + y) // libdevice's NaN: the operand's, quieted (probe rm_08), not Go's 0x7ff8000000000001
			}
			return b64(math.Nextafter(f64(a[0]), f64(a[1])))
		})
	case "nextafterf":
		// C returns y when x == y (so nextafterf(-0.0f, 0.0f) is +0); Go returns x.
		return exactFloat(func(a []uint64) uint64 {
			if f32(a[0]) == f32(a[1]) {
				return a[1] & 0xffffffff
			}
			return b32(math.Nextafter32(f32(a[0]), f32(a[1])))
		})
	case "lrint", "lrintf", "llrint", "llrintf", "__float2int_rn", "__double2int_rn", "__float2ll_rn", "__float2uint_rn":
		return toInt(math.RoundToEven)
	case "lround", "lroundf", "llround", "llroundf":
		return toInt(math.Round)
	case "__float2int_rd":
		return toInt(math.Floor)
	case "__float2int_ru":
		return toInt(math.Ceil)
	case "__float2int_rz":
		return toInt(math.Trunc)
	case "signbit":
		return c.lanewise(e, func(a []uint64) uint64 { return canon(rk, bool64(math.Signbit(fl(k0, a[0])))) })
	case "isfinite", "__finitef":
		return c.lanewise(e, func(a []uint64) uint64 {
			x := fl(k0, a[0])
			return canon(rk, bool64(!math.IsInf(x, 0) && !math.IsNaN(x)))
		})
	case "isinf", "__isinff":
		return c.lanewise(e, func(a []uint64) uint64 { return canon(rk, bool64(math.IsInf(fl(k0, a[0]), 0))) })
	case "isnormal", "fpclassify":
		smallestNormal := 0x1p-1022
		if k0 == kF32 {
			smallestNormal = 0x1p-126
		}
		isClass := name == "fpclassify"
		return c.lanewise(e, func(a []uint64) uint64 {
			class := fpClass(fl(k0, a[0]), smallestNormal)
			if isClass {
				return canon(rk, uint64(class))
			}
			return canon(rk, bool64(class == fpNormal))
		})
	case "isnan", "__isnanf":
		return c.lanewise(e, func(a []uint64) uint64 { return canon(rk, bool64(math.IsNaN(fl(k0, a[0])))) })
	case "__byte_perm":
		return c.lanewise(e, func(a []uint64) uint64 {
			src := uint64(uint32(a[0])) | uint64(uint32(a[1]))<<32
			var r uint32
			for i := 0; i < 4; i++ {
				// (the H200 ignores a nibble's high bit, PRMT's sign
				// mode: x_bit_intrinsics' selectors 0x3218...0x321f)
				sel := (uint32(a[2]) >> (4 * i)) & 7
				r |= uint32(byte(src>>(8*sel))) << (8 * i)
			}
			return canon(rk, uint64(r))
		})
	case "__funnelshift_l", "__funnelshift_r", "__funnelshift_lc", "__funnelshift_rc":
		left := strings.HasPrefix(name, "__funnelshift_l")
		clamp := strings.HasSuffix(name, "c") // the shift saturates at 32 instead of wrapping
		return c.lanewise(e, func(a []uint64) uint64 {
			v := uint64(uint32(a[0])) | uint64(uint32(a[1]))<<32
			s := uint32(a[2]) & 31
			if clamp {
				s = min(uint32(a[2]), 32)
			}
			if left {
				return canon(rk, (v<<s)>>32)
			}
			return canon(rk, uint64(uint32(v>>s)))
		})
	case "__dp4a", "__dp2a_lo", "__dp2a_hi":
		// dp4a: four byte products; dp2a: two 16-bit halves of a times the
		// low (or high) two bytes of b; signed or unsigned by the overload
		signed := rk.signed()
		part := func(x uint64, bits, i uint) int64 {
			v := (x >> (bits * i)) & (1<<bits - 1)
			if signed && v&(1<<(bits-1)) != 0 {
				return int64(v) - 1<<bits
			}
			return int64(v)
		}
		return c.lanewise(e, func(a []uint64) uint64 {
			acc := int64(int32(a[2]))
			if !signed {
				acc = int64(uint32(a[2]))
			}
			if name == "__dp4a" {
				for i := uint(0); i < 4; i++ {
					acc += part(a[0], 8, i) * part(a[1], 8, i)
				}
			} else {
				off := uint(0)
				if name == "__dp2a_hi" {
					off = 2
				}
				for i := uint(0); i < 2; i++ {
					acc += part(a[0], 16, i) * part(a[1], 8, i+off)
				}
			}
			return canon(rk, uint64(acc))
		})
	case "__hadd", "__rhadd":
		round := int64(0)
		if name == "__rhadd" {
			round = 1
		}
		return c.lanewise(e, func(a []uint64) uint64 {
			return canon(kI32, uint64((int64(int32(a[0]))+int64(int32(a[1]))+round)>>1))
		})
	case "__uhadd", "__urhadd":
		round := uint64(0)
		if name == "__urhadd" {
			round = 1
		}
		return c.lanewise(e, func(a []uint64) uint64 {
			return canon(kU32, (uint64(uint32(a[0]))+uint64(uint32(a[1]))+round)>>1)
		})
	case "__double2hiint":
		return c.lanewise(e, func(a []uint64) uint64 { return canon(kI32, a[0]>>32) })
	case "__double2loint":
		return c.lanewise(e, func(a []uint64) uint64 { return canon(kI32, a[0]&0xffffffff) })
	case "__hiloint2double":
		return c.lanewise(e, func(a []uint64) uint64 { return uint64(uint32(a[0]))<<32 | uint64(uint32(a[1])) })
	case "__mul24":
		return c.lanewise(e, func(a []uint64) uint64 {
			x, y := int64(int32(a[0])<<8>>8), int64(int32(a[1])<<8>>8)
			return canon(kI32, uint64(x*y))
		})
	case "__umul24":
		return c.lanewise(e, func(a []uint64) uint64 { return canon(kU32, (a[0]&0xffffff)*(a[1]&0xffffff)) })
	case "__mulhi":
		return c.lanewise(e, func(a []uint64) uint64 { return canon(kI32, uint64((int64(int32(a[0]))*int64(int32(a[1])))>>32)) })
	case "__umulhi":
		return c.lanewise(e, func(a []uint64) uint64 { return canon(kU32, (uint64(uint32(a[0]))*uint64(uint32(a[1])))>>32) })
	case "__umul64hi":
		return c.lanewise(e, func(a []uint64) uint64 { hi, _ := bits.Mul64(a[0], a[1]); return hi })
	case "__mul64hi":
		return c.lanewise(e, func(a []uint64) uint64 {
			hi, _ := bits.Mul64(a[0], a[1])
			// Signed high half from the unsigned one.
			if int64(a[0]) < 0 {
				hi -= a[1]
			}
			if int64(a[1]) < 0 {
				hi -= a[0]
			}
			return hi
		})
	case "__sad", "__usad":
		signed := name == "__sad"
		return c.lanewise(e, func(a []uint64) uint64 {
			var d uint64
			if signed {
				x, y := int64(int32(a[0])), int64(int32(a[1]))
				d = uint64(max(x-y, y-x))
			} else if x, y := uint64(uint32(a[0])), uint64(uint32(a[1])); x < y {
				d = y - x
			} else {
				d = x - y
			}
			return canon(kU32, d+a[2])
		})
	case "__ldg": // scalars; runtimeExtra takes vector types
		p := c.expr(e.Args[0])
		d := c.newReg()
		line := c.line(e)
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			a := p(f, m)
			f.w.count(line, m)
			if !f.w.load(out, a, m, rk, line) {
				out.setUniform(0)
			}
			return out
		}
	case "__vtable_for_side":
		// objects built by host code get the vtable in host memory, those
		// built by device code the one in device memory (check/inherit.go)
		return c.lanewiseHostDevice(e, func(a []uint64) uint64 { return a[0] }, func(a []uint64) uint64 { return a[1] })
	case "__nanosleep":
		return c.effect(e, func(*Frame, []uint64, int, int) uint64 { return 0 })
	case "__trap":
		// The program's own way to stop a kernel, as assert is: the launch
		// fails with cudaErrorLaunchFailure and the program goes on to
		// exit with its own status (x_grid_limits_trap: 0 on the H200), so a
		// warning, not a lab error.
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			w := f.w
			if !w.device {
				w.runtimeError(line, "__trap() was called")
				return 0
			}
			if w.halted() {
				return 0
			}
			l := w.blk.launch
			t, b := w.threadOf(lane), w.blk.idx
			c.m.warnf(c.m.pos(line), diag.KindRuntime, "kernel '%s': __trap() called in block (%d,%d,%d), thread (%d,%d,%d): the launch fails with cudaErrorLaunchFailure",
				l.fn.name(), b[0], b[1], b[2], t[0], t[1], t[2])
			l.fail(errLaunchFailure)
			return 0
		})
	case "__assert_fail":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			f.w.runtimeError(line, "assertion failed: %s", f.w.cstring(a[0], line))
			return 0
		})
	case "__match_any_sync", "__reduce_add_sync", "__reduce_min_sync", "__reduce_max_sync", "__uni_sync",
		"__reduce_and_sync", "__reduce_or_sync", "__reduce_xor_sync":
		return c.warpReduce(e, name)
	case "__match_all_sync":
		return c.matchAll(e)
	case "frexp", "frexpf", "modf", "modff", "sincos", "sincosf", "__sincosf", "sincospif", "sincospi", "remquo", "remquof":
		return c.pointerMath(e, name)
	}
	if f := c.moreHost(e, name); f != nil {
		return f
	}
	return nil
}

// warpReduce compiles __match_any_sync, __reduce_*_sync and __uni_sync.
func (c *compiler) warpReduce(e *ast.Call, name string) evalFn {
	args := c.exprs(e.Args)
	line := c.line(e)
	d := c.newReg()
	k := kindOf(e.Args[len(e.Args)-1].Type())
	// reduce computes the operation over the lanes of mask into out.
	reduce := func(out, v *Vec, mask uint32, n int) {
		switch name {
		case "__match_any_sync":
			for l := 0; l < n; l++ {
				out.V[l] = uint64(matchMask(v, mask, l))
			}
			out.U = false
			return
		case "__uni_sync":
			t := truthMask(v, mask)
			out.setUniform(bool64(t == 0 || t == mask))
			return
		}
		var acc uint64
		first := true
		for mm := mask; mm != 0; mm &= mm - 1 {
			x := v.get(firstLane(mm))
			switch {
			case first:
				acc = x
			case name == "__reduce_add_sync":
				acc = canon(k, acc+x)
			case name == "__reduce_and_sync":
				acc &= x
			case name == "__reduce_or_sync":
				acc |= x
			case name == "__reduce_xor_sync":
				acc ^= x
			case name == "__reduce_min_sync" && (k.signed() && int64(x) < int64(acc) || !k.signed() && x < acc):
				acc = x
			case name == "__reduce_max_sync" && (k.signed() && int64(x) > int64(acc) || !k.signed() && x > acc):
				acc = x
			}
			first = false
		}
		out.setUniform(acc)
	}
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		members := uint32(args[0](f, m).get(firstLane(m)))
		v := args[1](f, m)
		w := f.w
		w.count(line, m)
		if w.splitRuns() { // lanes suspended in a spin-wait meet here (its.go)
			*out = w.collective(line, m, func(m uint32, ops []Vec) (res Vec) {
				reduce(&res, &ops[0], m&members, w.n)
				return res
			}, v)
			return out
		}
		reduce(out, v, m&members, w.n)
		return out
	}
}

// matchAll compiles __match_all_sync(mask, value, &pred): the mask when
// every lane of mask holds the same value (pred = 1), else 0 (pred = 0).
func (c *compiler) matchAll(e *ast.Call) evalFn {
	maskFn, valFn, predFn := c.expr(e.Args[0]), c.expr(e.Args[1]), c.expr(e.Args[2])
	line := c.line(e)
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		mask := m & uint32(maskFn(f, m).get(firstLane(m)))
		v := valFn(f, m)
		p := predFn(f, m)
		f.w.count(line, m)
		same := true
		for mm := mask; mm != 0; mm &= mm - 1 {
			if v.get(firstLane(mm)) != v.get(firstLane(mask)) {
				same = false
			}
		}
		var res, pred uint64
		if same {
			res, pred = uint64(mask), 1
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			f.w.storeLane(p.get(firstLane(mm)), kI32, pred, firstLane(mm), line)
		}
		out.setUniform(res)
		return out
	}
}

// pointerMath compiles the math functions that return through pointers.
func (c *compiler) pointerMath(e *ast.Call, name string) evalFn {
	k := kindOf(e.Args[0].Type())
	fl := func(x uint64) float64 {
		if k == kF32 {
			return float64(f32(x))
		}
		return f64(x)
	}
	out := func(v float64) uint64 {
		if k == kF32 {
			return b32(float32(v))
		}
		return b64(v)
	}
	// sincosf and sincos: the host's and the device's library, chosen once
	// here, per side at run time ([0] host, [1] device).
	var sinF, cosF [2]func(float32) float32
	var sinD, cosD [2]func(float64) float64
	var remD2 [2]func(x, y float64) float64
	var remF2 [2]func(x, y float32) float32
	for i, dev := range []bool{false, true} {
		sinF[i], cosF[i] = libm.Float1("sin", dev, math.Sin), libm.Float1("cos", dev, math.Cos)
		sinD[i], cosD[i] = libm.Double1("sin", dev, math.Sin), libm.Double1("cos", dev, math.Cos)
		// remquo's remainder is remainder's, its NaNs included (-nan
		// for remquo(x, 0) on both sides, probe md_08)
		remD2[i] = libm.Double2("remainder", dev, math.Remainder)
		remF2[i] = libm.Float2("remainder", dev, math.Remainder) // -nan for remquof(inf, y) on the host (probe sn_09)
	}
	return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
		w := f.w
		x := fl(a[0])
		side := 0
		if w.device {
			side = 1
		}
		exact := out // frexp, modf, remquo: the device's float NaN is the canonical one
		if w.device && k == kF32 {
			exact = func(v float64) uint64 { return deviceNaN32(out(v)) }
		}
		switch name {
		case "frexp", "frexpf":
			fr, exp := math.Frexp(x)
			w.storeLane(a[1], kI32, uint64(int64(exp)), lane, line)
			return exact(fr)
		case "modf", "modff":
			ip, frac := math.Modf(x)
			if math.IsInf(x, 0) {
				frac = math.Copysign(0, x) // C: modf(±inf) is ±0 (Go returns NaN)
			}
			w.storeLane(a[1], k, exact(ip), lane, line)
			return exact(frac)
		case "remquo", "remquof":
			y := fl(a[1])
			// glibc returns NaN for these before it writes the quotient,
			// which keeps what it held (probe dd_08); CUDA's writes 0
			invalid := y == 0 || math.IsInf(x, 0) || math.IsNaN(x) || math.IsNaN(y)
			if w.device || !invalid {
				w.storeLane(a[2], kI32, uint64(int64(remquoQuotient(x, y))), lane, line)
			}
			if k == kF64 {
				return exact(remD2[side](x, y))
			}
			return b32(remF2[side](float32(x), float32(y)))
		default: // sincos family
			var s, co float64
			switch name {
			case "sincosf":
				// glibc's or libdevice's, bit for bit where the lab has a model.
				s, co = float64(sinF[side](float32(x))), float64(cosF[side](float32(x)))
			case "sincos":
				s, co = sinD[side](x), cosD[side](x)
			case "__sincosf":
				s, co = float64(libdevice.FastSinf(float32(x))), float64(libdevice.FastCosf(float32(x)))
			case "sincospif":
				// sinpif's and cospif's, ported from libdevice (sinpif.go)
				if w.device {
					s, co = float64(libdevice.Sinpif(float32(x))), float64(libdevice.Cospif(float32(x)))
				} else {
					s, co = float64(float32(sinPi(x))), float64(float32(cosPi(x)))
				}
			case "sincospi":
				if w.device {
					s, co = libdevice.Sinpi(x), libdevice.Cospi(x)
				} else {
					s, co = sinPi(x), cosPi(x)
				}
			default:
				s, co = math.Sincos(x)
			}
			w.storeLane(a[1], k, out(s), lane, line)
			w.storeLane(a[2], k, out(co), lane, line)
			return 0
		}
	})
}

// remquoQuotient is remquo's quotient: the sign of x/y and the low three bits
// of the integer nearest x/y (ties to even), as glibc and libdevice give it;
// 0 where the remainder is NaN.
func remquoQuotient(x, y float64) int32 {
	ax, ay := math.Abs(x), math.Abs(y)
	if x != x || y != y || math.IsInf(x, 0) || y == 0 {
		return 0
	}
	// |x| = 8|y|k + t exactly (fmod is exact), so the quotient's low three
	// bits are those of t/|y| rounded as remainder rounds it.
	t := ax
	if e := 8 * ay; !math.IsInf(e, 0) {
		t = math.Mod(ax, e)
	}
	q := int32(math.Round((t-math.Remainder(t, ay))/ay)) & 7
	if math.Signbit(x) != math.Signbit(y) {
		q = -q
	}
	return q
}

// storeLane writes one lane's value through a pointer.
func (w *Warp) storeLane(addr uint64, k kind, v uint64, lane, line int) bool {
	a, val := constVec(addr), constVec(v)
	return w.store(a, val, 1<<lane, k, line)
}

// moreHost compiles string and conversion functions of libc and a few
// runtime queries.
func (c *compiler) moreHost(e *ast.Call, name string) evalFn {
	m := c.m
	rk := kindOf(e.T)
	switch name {
	case "sscanf":
		return c.sscanf(e)
	case "scanf", "fscanf", "getchar", "getc", "fgetc", "fgets":
		return c.stdinRead(e, name)
	case "__builtin_popcount", "__builtin_popcountl", "__builtin_popcountll", "__builtin_clz", "__builtin_clzl",
		"__builtin_clzll", "__builtin_ctz", "__builtin_ctzl", "__builtin_ctzll", "__builtin_ffs", "__builtin_ffsl",
		"__builtin_ffsll", "__builtin_parity", "__builtin_parityl", "__builtin_parityll", "__builtin_expect",
		"__builtin_bswap16", "__builtin_bswap32", "__builtin_bswap64":
		return c.gccBuiltin(e, name)
	case "atof", "strtod", "strtof":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			s := f.w.numberText(a[0], line)
			n := cFloatLen(s)
			if len(a) > 1 && a[1] != 0 {
				f.w.storeLane(a[1], kPtr, a[0]+uint64(n), lane, line)
			}
			// strtof rounds the decimal once, to float: not through double
			bits := strtodBits(s[:n], rk)
			v := f64(bits)
			if rk == kF32 {
				v = float64(f32(bits))
			}
			if name != "atof" && floatRangeError(s[:n], v) {
				f.w.setErrno(errnoRange, lane, line)
			}
			return bits
		})
	case "atoi", "atol", "atoll", "strtol", "strtoll", "strtoul", "strtoull":
		// glibc's atoi and atol are (int) and (long) strtol(s, NULL, 10).
		unsigned := name == "strtoul" || name == "strtoull"
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			s := f.w.numberText(a[0], line)
			base := 10
			if len(a) > 2 {
				base = int(int32(a[2]))
			}
			n, v, rangeErr := parseCInt(s, base, unsigned)
			if len(a) > 1 && a[1] != 0 {
				f.w.storeLane(a[1], kPtr, a[0]+uint64(n), lane, line)
			}
			if rangeErr && name != "atoi" && name != "atol" && name != "atoll" {
				f.w.setErrno(errnoRange, lane, line)
			}
			return canon(rk, v)
		})
	case "strspn", "strcspn":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			s, set := f.w.cstring(a[0], line), f.w.cstring(a[1], line)
			i := 0
			for i < len(s) && strings.IndexByte(set, s[i]) >= 0 == (name == "strspn") {
				i++
			}
			return uint64(i)
		})
	case "strncat":
		// Appends at most n bytes of the source, then always a terminator.
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			w := f.w
			src := w.cstring(a[1], line)
			src = src[:min(uint64(len(src)), a[2])]
			b := append([]byte(src), 0)
			w.writeBytes(constVec(a[0]+uint64(len(w.cstring(a[0], line)))), 1<<lane, b, uint64(len(b)), line)
			return a[0]
		})
	case "strcpy", "strncpy", "strcat":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			w := f.w
			b := append([]byte(w.cstring(a[1], line)), 0)
			dst := a[0]
			if name == "strcat" {
				dst += uint64(len(w.cstring(a[0], line)))
			}
			if name == "strncpy" {
				n := int(a[2])
				for len(b) < n {
					b = append(b, 0)
				}
				b = b[:n]
			}
			w.writeBytes(constVec(dst), 1<<lane, b, uint64(len(b)), line)
			return a[0]
		})
	case "isalnum", "isalpha", "isblank", "iscntrl", "isdigit", "isgraph", "islower", "isprint", "ispunct",
		"isspace", "isupper", "isxdigit", "tolower", "toupper":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			v, _ := libc.CType(name, int(int32(a[0])))
			return canon(kI32, uint64(int64(v)))
		})
	case "strchr", "strrchr", "strstr":
		// The result points into the argument string (NULL when not found);
		// strchr(s, 0) finds the terminator.
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			s := f.w.cstring(a[0], line)
			var i int
			switch name {
			case "strchr":
				i = strings.IndexByte(s+"\x00", byte(a[1]))
			case "strrchr":
				i = strings.LastIndexByte(s+"\x00", byte(a[1]))
			default:
				i = strings.Index(s, f.w.cstring(a[1], line))
			}
			if i < 0 {
				return 0
			}
			return a[0] + uint64(i)
		})
	case "strncmp":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			x, y := f.w.cstring(a[0], line), f.w.cstring(a[1], line)
			n := int(a[2])
			x, y = x[:min(n, len(x))], y[:min(n, len(y))]
			return canon(kI32, uint64(int64(byteDifference(x, y))))
		})
	case "fputs":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			m.writeStream(a[1], f.w.cstring(a[0], line))
			return 1
		})
	case "sprintf", "snprintf":
		ks := printfKinds(e)
		sizes := make([]int, len(e.Args))
		for i, a := range e.Args {
			sizes[i] = int(a.Type().Size())
		}
		first := 1
		if name == "snprintf" {
			first = 2
		}
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			w := f.w
			format := w.cstring(a[first], line)
			convs := cfmt.Conversions(format, false)
			limits := cfmt.StringPrecisions(format)
			var args []cfmt.Arg
			for i := first + 1; i < len(a); i++ {
				if conv := convAt(convs, len(args)); conv == 's' && ks[i] == kPtr {
					args = append(args, printfString(w, limits, len(args), a[i], a[i-1], line))
					continue
				}
				args = append(args, printfArg(w, convAt(convs, len(args)), ks[i], sizes[i], a[i], line))
			}
			s, counts, _ := cfmt.FormatCounts(format, args)
			w.storeCounts(counts, line)
			limit := -1
			if name == "snprintf" {
				limit = int(a[1])
			}
			w.storeFormatted(a[0], s, limit, lane, line)
			return uint64(len(s))
		})
	case "cudaStreamQuery":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if len(a) > 0 && m.deadHandle(a[0], line) {
				return uint64(m.rt.unaffected(errInvalidResourceHandle))
			}
			return uint64(m.rt.result(errSuccess))
		})
	case "cudaDeviceGetAttribute":
		return c.effect(e, func(f *Frame, a []uint64, lane, line int) uint64 {
			if int32(a[2]) != 0 {
				return uint64(m.rt.unaffected(errInvalidDevice))
			}
			v, ok := cudart.DeviceAttribute(m.cfg.GPU, int(int32(a[1])))
			if !ok || a[0] == 0 {
				return uint64(m.rt.unaffected(errInvalidValue))
			}
			f.w.hostStore(a[0], kI32, canon(kI32, uint64(v)), line)
			return uint64(m.rt.unaffected(errSuccess))
		})
	case "cudaOccupancyMaxPotentialBlockSize", "cudaOccupancyMaxPotentialBlockSizeWithFlags":
		if len(e.Args) < 3 {
			return nil
		}
		call, resolve := c.kernelArg(e, 2)
		return c.effect(call, func(f *Frame, a []uint64, lane, line int) uint64 {
			decl, a := resolve(a)
			if decl == nil {
				return uint64(m.rt.result(errInvalidValue))
			}
			smem, limit := 0, 0
			if len(a) > 2 {
				smem = int(a[2])
			}
			if len(a) > 3 {
				limit = int(int32(a[3]))
			}
			// CUDA caps the block size at the kernel's maxThreadsPerBlock
			// attribute, which __launch_bounds__ sets.
			if lb := int(decl.Attrs.LaunchBounds[0]); decl.Attrs.HasLaunchBounds && lb > 0 && (limit <= 0 || lb < limit) {
				limit = lb
			}
			// the opt-in dynamic limit counts (x_occupancy_potential_optin)
			in := m.kernelInput(decl, 0, smem)
			grid, block, err := occupancy.MaxPotentialBlockSize(m.cfg.GPU, in, limit, nil)
			if err != nil {
				return uint64(m.rt.result(errInvalidValue))
			}
			f.w.hostStore(a[0], kI32, uint64(grid), line)
			f.w.hostStore(a[1], kI32, uint64(block), line)
			return uint64(m.rt.result(errSuccess))
		})
	}
	return nil
}

// strtodBits is the value strtod (k double) or strtof (k float) gives
// text, the number cFloatLen measured: nan(tag) has glibc's payload.
func strtodBits(text string, k kind) uint64 {
	t := strings.TrimLeft(text, cSpace)
	if t == "" {
		return 0
	}
	body := strings.TrimLeft(t, "+-")
	if open := strings.IndexByte(body, '('); open == 3 && strings.EqualFold(body[:3], "nan") {
		bits := taggedNaN(body[open+1:len(body)-1], k)
		if t[0] == '-' && k == kF32 {
			bits |= 1 << 31
		} else if t[0] == '-' {
			bits |= 1 << 63
		}
		return bits
	}
	return scannedFloat(t, k)
}

// cSpace is the white space strtod and strtol skip (isspace in the C locale).
const cSpace = " \t\n\v\f\r"

// cFloatLen is the length of the longest prefix of s that strtod reads:
// white space, a sign, then a decimal number (digits with a point, at
// least one digit, an exponent only when digits follow its e), a
// hexadecimal one (0x, hex digits, p exponent), inf, infinity or
// nan(chars); 0 when there is none.
func cFloatLen(s string) int {
	i := 0
	for i < len(s) && strings.IndexByte(cSpace, s[i]) >= 0 {
		i++
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	rest := s[i:]
	hasFold := func(w string) bool { return len(rest) >= len(w) && strings.EqualFold(rest[:len(w)], w) }
	switch {
	case hasFold("infinity"):
		return i + 8
	case hasFold("inf"):
		return i + 3
	case hasFold("nan"):
		j := i + 3
		if j < len(s) && s[j] == '(' {
			k := j + 1
			for k < len(s) && (isAlnum(s[k]) || s[k] == '_') {
				k++
			}
			if k < len(s) && s[k] == ')' {
				return k + 1
			}
		}
		return j
	}
	digitsFrom := func(j int, hex bool) int { // the end of a run of digits from j
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || hex && digitValue(s[j]) < 16) {
			j++
		}
		return j
	}
	hex := len(rest) > 2 && rest[0] == '0' && (rest[1] == 'x' || rest[1] == 'X')
	start := i
	if hex {
		start = i + 2
	}
	j := digitsFrom(start, hex)
	digits := j - start
	if j < len(s) && s[j] == '.' {
		k := digitsFrom(j+1, hex)
		digits += k - j - 1
		j = k
	}
	if digits == 0 {
		if hex {
			return i + 1 // "0x" with no digits: strtod reads the 0
		}
		return 0
	}
	if j < len(s) && (hex && (s[j] == 'p' || s[j] == 'P') || !hex && (s[j] == 'e' || s[j] == 'E')) {
		k := j + 1
		if k < len(s) && (s[k] == '+' || s[k] == '-') {
			k++
		}
		if e := digitsFrom(k, false); e > k {
			j = e
		}
	}
	return j
}

func isAlnum(b byte) bool {
	return b >= '0' && b <= '9' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
}

// numberText reads the C string at addr as far as a number at its start
// (after white space) can reach, not to its end: strtod and strtol walking
// a long buffer read each number, not the rest of the buffer each time.
func (w *Warp) numberText(addr uint64, line int) string {
	if addr == 0 {
		return w.cstring(addr, line)
	}
	for n := 256; ; n *= 4 {
		s, f := w.m.mem.CString(addr, n)
		if f != nil {
			w.fault(line, 0, addr, 1, OpLoad, f)
			return ""
		}
		if len(s) < n || n >= math.MaxInt32/4 {
			return s // all of it
		}
		body := strings.TrimLeft(s, cSpace)
		if strings.IndexFunc(body, func(r rune) bool {
			return r >= 0x80 || !isAlnum(byte(r)) && !strings.ContainsRune(".+-()_", r)
		}) >= 0 {
			return s // a byte no number has: the number ends before it
		}
	}
}

// floatRangeError reports whether strtod sets ERANGE for the number text
// it read and its value: an overflow to infinity from digits (not "inf"),
// or an underflow to zero from a mantissa that is not zero.
func floatRangeError(text string, v float64) bool {
	if math.IsInf(v, 0) {
		return !strings.ContainsAny(text, "iInN")
	}
	if v != 0 {
		return false
	}
	t := strings.TrimLeft(text, " \t\n\v\f\r+-")
	digits := "123456789"
	if strings.HasPrefix(t, "0x") || strings.HasPrefix(t, "0X") {
		t, digits = t[2:], "123456789abcdefABCDEF"
		if i := strings.IndexAny(t, "pP"); i >= 0 {
			t = t[:i]
		}
	} else if i := strings.IndexAny(t, "eE"); i >= 0 {
		t = t[:i]
	}
	return strings.ContainsAny(t, digits)
}

// taggedNaN is nan(tag) in kind k (float or double), as glibc computes
// it, strtod("NAN(tag)"), and libdevice too (recorded on the H200 in
// x_nan_payloads): a tag of letters, digits and underscores that
// strtoull reads whole (base 0) is the payload, in the mantissa's bits
// below the quiet bit; any other tag, or a payload of zero there, gives
// the default NaN, positive.
func taggedNaN(tag string, k kind) uint64 {
	quiet, mask := uint64(0x7ff8000000000000), uint64(1)<<51-1
	if k == kF32 {
		quiet, mask = 0x7fc00000, 1<<22-1
	}
	whole := tag != ""
	for i := 0; i < len(tag); i++ {
		c := tag[i]
		if !isAlnum(c) && c != '_' {
			whole = false
		}
	}
	if whole {
		if n, v, _ := parseCInt(tag, 0, true); n == len(tag) {
			return quiet | v&mask
		}
	}
	return quiet
}

// parseCInt parses the longest integer prefix of s in base (0: C's
// prefixes) as glibc's strtol does (strtoul when unsigned), saturating on
// overflow, and returns the bytes consumed, the value's bits and whether
// the value was out of range (ERANGE).
func parseCInt(s string, base int, unsigned bool) (int, uint64, bool) {
	i := 0
	for i < len(s) && strings.IndexByte(cSpace, s[i]) >= 0 {
		i++
	}
	neg := false
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		neg = s[i] == '-'
		i++
	}
	if (base == 0 || base == 16) && i+2 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') && digitValue(s[i+2]) < 16 {
		i += 2
		base = 16
	} else if (base == 0 || base == 2) && i+2 < len(s) && s[i] == '0' && (s[i+1] == 'b' || s[i+1] == 'B') && digitValue(s[i+2]) < 2 {
		// glibc 2.38 and later, as C23 and g++ (which defines _GNU_SOURCE)
		// have it: strtoul("0b101", 0, 0) is 5 on the H200's host
		i += 2
		base = 2
	} else if base == 0 && i < len(s) && s[i] == '0' {
		base = 8
	} else if base == 0 {
		base = 10
	}
	if base < 2 || base > 36 {
		return 0, 0, false // EINVAL
	}
	var v uint64
	digits, overflow := 0, false
	for ; i < len(s); i++ {
		d := digitValue(s[i])
		if d >= base {
			break
		}
		hi, lo := bits.Mul64(v, uint64(base))
		lo, carry := bits.Add64(lo, uint64(d), 0)
		overflow = overflow || hi != 0 || carry != 0
		v = lo
		digits++
	}
	if digits == 0 {
		return 0, 0, false
	}
	rangeErr := true
	switch {
	case unsigned && overflow:
		v = math.MaxUint64 // ERANGE
	case unsigned && neg:
		v = -v // strtoul("-1") is ULONG_MAX: the negation is in the unsigned type
		rangeErr = false
	case unsigned:
		rangeErr = false // every 64-bit value is an unsigned long
	case !neg && (overflow || v > math.MaxInt64):
		v = math.MaxInt64 // LONG_MAX, ERANGE
	case neg && (overflow || v > 1<<63):
		v = 1 << 63 // LONG_MIN, ERANGE
	case neg:
		v = -v
		rangeErr = false
	default:
		rangeErr = false
	}
	return i, v, rangeErr
}

// digitValue is c's value as a digit of bases up to 36 (99 when it is
// none).
func digitValue(c byte) int {
	switch {
	case '0' <= c && c <= '9':
		return int(c - '0')
	case 'a' <= c && c <= 'z':
		return int(c-'a') + 10
	case 'A' <= c && c <= 'Z':
		return int(c-'A') + 10
	}
	return 99
}

// roundDirected32 rounds v to float32 towards -inf (d), +inf (u) or zero (z).
func roundDirected32(v float64, mode byte) float32 {
	f := float32(v)
	if float64(f) == v || math.IsNaN(v) {
		return f
	}
	switch mode {
	case 'd':
		if float64(f) > v {
			f = math.Nextafter32(f, float32(math.Inf(-1)))
		}
	case 'u':
		if float64(f) < v {
			f = math.Nextafter32(f, float32(math.Inf(1)))
		}
	case 'z':
		if math.Abs(float64(f)) > math.Abs(v) {
			f = math.Nextafter32(f, 0)
		}
	}
	return f
}

// sinPi is sin(pi x), its argument reduced exactly first: x less the
// nearest multiple of 1/2, in [-1/4, 1/4], and the quadrant, so that the
// product with pi is rounded once in a small number (math.Sin(math.Pi*x)
// is thousands of ulps off for large x, and not 0 at integers). An integer
// gives a zero of x's sign.
func sinPi(x float64) float64 {
	v, _ := sinCosPi(x)
	if v == 0 {
		return math.Copysign(0, x)
	}
	return v
}

// cosPi is cos(pi x) as sinPi computes sin; an odd multiple of 1/2 gives +0.
func cosPi(x float64) float64 {
	_, v := sinCosPi(x)
	if v == 0 {
		return 0
	}
	return v
}

// sinCosPi returns sin(pi x) and cos(pi x) from x's quadrant and rest.
func sinCosPi(x float64) (float64, float64) {
	if math.IsInf(x, 0) || x != x {
		return math.NaN(), math.NaN()
	}
	n, r := halfTurns(x)
	s, c := math.Sin(math.Pi*r), math.Cos(math.Pi*r)
	switch n & 3 {
	case 1:
		s, c = c, -s
	case 2:
		s, c = -s, -c
	case 3:
		s, c = -c, s
	}
	return s, c
}

// halfTurns splits x into n/2 + r with n an integer and |r| <= 1/4, both
// exactly (from 2^53 on every double is an even integer: n's low bits 0).
func halfTurns(x float64) (int64, float64) {
	if math.Abs(x) >= 0x1p53 {
		return 0, 0
	}
	n := math.RoundToEven(2 * x) // 2x is exact
	return int64(n), x - n/2
}

// glibc's values of <math.h>'s FP_NAN ... FP_NORMAL, which fpclassify returns.
const (
	fpNaN = iota
	fpInfinite
	fpZero
	fpSubnormal
	fpNormal
)

// fpClass classifies x, a value of a type whose smallest normal number is
// smallestNormal, as fpclassify does.
func fpClass(x, smallestNormal float64) int {
	switch {
	case math.IsNaN(x):
		return fpNaN
	case math.IsInf(x, 0):
		return fpInfinite
	case x == 0:
		return fpZero
	case math.Abs(x) < smallestNormal:
		return fpSubnormal
	}
	return fpNormal
}
