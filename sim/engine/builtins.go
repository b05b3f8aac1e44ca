package engine

import (
	"math"
	"math/bits"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/engine/num"
	"simtlab/sim/engine/num/libdevice"
	"simtlab/sim/engine/num/libm"
)

// builtin compiles a call of a function the program did not define:
// device intrinsics, math, libc and the CUDA runtime.
func (c *compiler) builtin(e *ast.Call) evalFn {
	name := e.Func.Name
	switch {
	case name == "__ptx_asm":
		return c.ptxAsm(e)
	case strings.HasPrefix(name, "__ptx_out_"):
		return c.ptxOut(e)
	case strings.HasPrefix(name, "__cvta_") || strings.HasPrefix(name, "__is") && len(e.Args) == 1 && spaceTests[name] != 0:
		return c.addressSpaceBuiltin(e, name)
	case strings.HasPrefix(name, "__vi"):
		if f := c.dpxBuiltin(e, name); f != nil {
			return f
		}
	case strings.HasPrefix(name, "__v"):
		if f := c.simdBuiltin(e, name); f != nil {
			return f
		}
	}
	if f := c.runtimeExtra(e, name); f != nil {
		return f
	}
	if f := c.mathBuiltin(e, name); f != nil {
		return f
	}
	if f := c.deviceBuiltin(e, name); f != nil {
		return f
	}
	if f := c.hostBuiltin(e, name); f != nil {
		return f
	}
	if f := c.vaBuiltin(e, name); f != nil {
		return f
	}
	if f := c.cudaBuiltin(e, name); f != nil {
		return f
	}
	if f := c.moreBuiltin(e, name); f != nil {
		return f
	}
	if f := c.groupBuiltin(e, name); f != nil {
		return f
	}
	if !c.err {
		c.unsupported(e, "the function "+name)
	}
	return c.bad()
}

func (c *compiler) exprs(list []ast.Expr) []evalFn {
	out := make([]evalFn, len(list))
	for i, a := range list {
		out[i] = c.expr(a)
	}
	return out
}

// lanewise compiles a pure function of its arguments applied lane by lane.
func (c *compiler) lanewise(e *ast.Call, fn func(a []uint64) uint64) evalFn {
	args := c.exprs(e.Args)
	d := c.newReg()
	line := c.line(e)
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		var buf [6]*Vec
		vs := evalArgs(f, m, args, buf[:0]) // right to left on the host, as gcc
		uni := true
		for _, v := range vs {
			uni = uni && v.U
		}
		f.w.count(line, m)
		var inBuf [6]uint64
		in := inBuf[:]
		if len(vs) > len(in) {
			in = make([]uint64, len(vs))
		}
		if uni || f.w.n == 1 {
			for i, v := range vs {
				in[i] = v.V[0]
			}
			out.setUniform(fn(in[:len(vs)]))
			return out
		}
		for l := 0; l < f.w.n; l++ {
			for i, v := range vs {
				in[i] = v.get(l)
			}
			out.V[l] = fn(in[:len(vs)])
		}
		out.U = false
		return out
	}
}

var math1 = map[string]func(float64) float64{
	"sqrt": math.Sqrt, "exp": math.Exp, "exp2": math.Exp2, "expm1": math.Expm1,
	"log": math.Log, "log2": math.Log2, "log10": math.Log10, "log1p": math.Log1p,
	"sin": math.Sin, "cos": math.Cos, "tan": math.Tan, "asin": math.Asin, "acos": math.Acos,
	"atan": math.Atan, "sinh": math.Sinh, "cosh": math.Cosh, "tanh": math.Tanh,
	"asinh": math.Asinh, "acosh": math.Acosh, "atanh": math.Atanh,
	"fabs": math.Abs, "floor": math.Floor, "ceil": math.Ceil, "round": math.Round,
	"trunc": math.Trunc, "rint": math.RoundToEven, "nearbyint": math.RoundToEven, "cbrt": math.Cbrt,
	"erf": math.Erf, "erfc": math.Erfc, "tgamma": math.Gamma,
	"lgamma": func(x float64) float64 { v, _ := math.Lgamma(x); return v },
	"exp10":  func(x float64) float64 { return math.Pow(10, x) },
	"rsqrt":  func(x float64) float64 { return 1 / math.Sqrt(x) },
	"rcbrt":  func(x float64) float64 { return 1 / math.Cbrt(x) },
}

var math2 = map[string]func(x, y float64) float64{
	"pow": powAccurate, "fmod": math.Mod, "atan2": math.Atan2, "hypot": math.Hypot,
	"copysign": math.Copysign, "fdim": fdim, "remainder": math.Remainder,
	"fmin": func(x, y float64) float64 {
		if x != x {
			return y
		}
		if y != y {
			return x
		}
		return math.Min(x, y)
	},
	"fmax": func(x, y float64) float64 {
		if x != x {
			return y
		}
		if y != y {
			return x
		}
		return math.Max(x, y)
	},
}

// fdim is C's fdim: x - y when x > y, +0 when x <= y (fdim(inf, inf) is
// +0, where Go's math.Dim gives NaN), NaN when either is NaN.
func fdim(x, y float64) float64 {
	if x <= y {
		return 0
	}
	return x - y
}

// mathBuiltin compiles math.h functions (float versions end in f; C++
// overloads on float are chosen by the result type) and CUDA's fast
// intrinsics.
func (c *compiler) mathBuiltin(e *ast.Call, name string) evalFn {
	rk := kindOf(e.T)
	switch name {
	case "fmaf", "fma": // __fmaf_rn and __fma_rn: roundingBuiltin
		if rk == kF32 {
			return c.lanewiseHostDevice(e,
				func(a []uint64) uint64 { return b32(num.FMA32(f32(a[0]), f32(a[1]), f32(a[2]))) },
				func(a []uint64) uint64 { return devB32(num.FMA32(f32(a[0]), f32(a[1]), f32(a[2]))) })
		}
		// 0*inf + y is an invalid operation: both sides give 0xfff8000000000000 (randprog's
		// float_29), and a NaN argument comes back quieted.
		return c.lanewiseHostDevice(e, func(a []uint64) uint64 {
			x, y, z := f64(a[0]), f64(a[1]), f64(a[2])
			r := math.FMA(x, y, z)
			if r != r && z == z {
				r = libm.NaN64(r, x, y)
			} else if r != r && x == x && y == y {
				r = libm.NaN64(r, z, z)
			}
			return b64(r)
		}, func(a []uint64) uint64 {
			return devFMANaN64(math.FMA(f64(a[0]), f64(a[1]), f64(a[2])), a[0], a[1], a[2])
		})
	case "__expf", "__exp2f", "__logf", "__log2f", "__powf", "__log10f", "__exp10f":
		if f := foldedApprox(e, approxFolds[name]); f != nil {
			return f
		}
	}
	switch name {
	case "__expf":
		return c.lanewise(e, func(a []uint64) uint64 { return b32(libdevice.FastExpf(f32(a[0]))) })
	case "__exp2f", "exp2f_approx":
		return c.lanewise(e, func(a []uint64) uint64 { return b32(libdevice.Ex2Approx(f32(a[0]))) })
	case "__logf":
		return c.lanewise(e, func(a []uint64) uint64 { return b32(libdevice.FastLogf(f32(a[0]))) })
	case "__log2f":
		return c.lanewise(e, func(a []uint64) uint64 { return b32(libdevice.FastLog2f(f32(a[0]))) })
	case "__sinf":
		if f := foldedFast(e, math.Sin); f != nil {
			return f
		}
		return c.lanewise(e, func(a []uint64) uint64 { return b32(libdevice.FastSinf(f32(a[0]))) })
	case "__cosf":
		if f := foldedFast(e, math.Cos); f != nil {
			return f
		}
		return c.lanewise(e, func(a []uint64) uint64 { return b32(libdevice.FastCosf(f32(a[0]))) })
	case "__fdividef":
		return c.lanewise(e, func(a []uint64) uint64 { return b32(libdevice.FastDivf(f32(a[0]), f32(a[1]))) })
	case "__simtlab_div_approx_num":
		return c.lanewise(e, func(a []uint64) uint64 { return b32(libdevice.FastDivNum(f32(a[0]), f32(a[1]))) })
	case "__simtlab_rcp_approx":
		return c.lanewise(e, func(a []uint64) uint64 { return b32(libdevice.FastDivRcp(f32(a[0]))) })
	case "__powf":
		return c.lanewise(e, func(a []uint64) uint64 { return b32(libdevice.FastPowf(f32(a[0]), f32(a[1]))) })
	case "__saturatef":
		return c.lanewise(e, func(a []uint64) uint64 {
			x := f32(a[0])
			if x != x || x <= 0 { // -0.0 too comes out +0.0 (a random batch's float_d02)
				return b32(0)
			}
			if x > 1 {
				return b32(1)
			}
			return a[0]
		})
	case "__int_as_float", "__uint_as_float", "__float_as_int", "__float_as_uint":
		k := rk
		return c.lanewise(e, func(a []uint64) uint64 { return canon(k, a[0]&0xffffffff) })
	case "__double_as_longlong", "__longlong_as_double":
		return c.lanewise(e, func(a []uint64) uint64 { return a[0] })
	case "min", "max", "umin", "umax", "llmin", "llmax", "ullmin", "ullmax":
		if len(e.Args) != 2 {
			return nil
		}
		k := kindOf(e.Args[0].Type())
		less := arith(token.Lss, k)
		isMin := strings.Contains(name, "min")
		if k.isFloat() {
			f := math2["fmax"]
			if isMin {
				f = math2["fmin"]
			}
			return c.floatOp2(e, k, f)
		}
		return c.lanewise(e, func(a []uint64) uint64 {
			if (less(a[0], a[1]) != 0) == isMin {
				return a[0]
			}
			return a[1]
		})
	case "abs", "labs", "llabs":
		k := rk
		switch k { // C++'s abs(float) and abs(double) are fabs: the sign bit cleared
		case kF32:
			return c.lanewise(e, func(a []uint64) uint64 { return a[0] &^ (1 << 31) })
		case kF64:
			return c.lanewise(e, func(a []uint64) uint64 { return a[0] &^ (1 << 63) })
		}
		return c.lanewise(e, func(a []uint64) uint64 {
			if int64(a[0]) < 0 {
				return canon(k, -a[0])
			}
			return a[0]
		})
	}
	base := name
	if rk == kF32 && strings.HasSuffix(name, "f") && (math1[name[:len(name)-1]] != nil || math2[name[:len(name)-1]] != nil) {
		base = name[:len(name)-1]
	}
	if rk != kF32 && rk != kF64 {
		return nil
	}
	if f := c.libmFloat(e, base, rk); f != nil {
		return f
	}
	if f, ok := math1[base]; ok && len(e.Args) == 1 {
		k := rk
		if k == kF32 {
			if base == "sqrt" {
				return c.lanewise(e, func(a []uint64) uint64 { return b32(float32(math.Sqrt(float64(f32(a[0]))))) })
			}
			return c.lanewise(e, func(a []uint64) uint64 { return b32(float32(f(float64(f32(a[0]))))) })
		}
		return c.lanewise(e, func(a []uint64) uint64 { return b64(f(f64(a[0]))) })
	}
	if f, ok := math2[base]; ok && len(e.Args) == 2 {
		return c.floatOp2(e, rk, f)
	}
	return nil
}

// libmFloat compiles a float math function (sinf, powf...; doubles in libmDouble) with the
// host's C library's
// results in host code and libdevice's in device code (package libm): they differ in the last
// bits, and a __host__ __device__ function is compiled once for both.
func (c *compiler) libmFloat(e *ast.Call, base string, rk kind) evalFn {
	if rk == kF64 {
		return c.libmDouble(e, base)
	}
	if rk != kF32 {
		return nil
	}
	if g, ok := math1[base]; ok && len(e.Args) == 1 {
		h, d := libm.Float1(base, false, g), libm.Float1(base, true, g)
		h, d = foldFloat1(base, e, g, h, d)
		if base == "fabs" && hostNonNegative(e.Args[0]) {
			h = func(x float32) float32 { return x }
		}
		return c.lanewiseHostDevice(e,
			func(a []uint64) uint64 { return b32(h(f32(a[0]))) },
			func(a []uint64) uint64 { return b32(d(f32(a[0]))) })
	}
	if g, ok := math2[base]; ok && len(e.Args) == 2 {
		h, d := libm.Float2(base, false, g), libm.Float2(base, true, g)
		h, d = foldFloat2(base, e, g, h, d)
		if i, ok := hypotOfZero(base, e); ok {
			h = func(x, y float32) float32 { return float32(math.Abs(float64([2]float32{x, y}[i]))) }
		}
		if base == "copysign" && foldedByNvcc(e.Args[1]) {
			// LLVM makes copysign(x, C) fabs(x) or -fabs(x), which the GPU
			// computes with an FADD: a NaN comes out canonical (the third
			// random batch's float_c15).
			d = func(x, y float32) float32 {
				if x != x {
					return math.Float32frombits(0x7fffffff)
				}
				return float32(math.Copysign(float64(x), float64(y)))
			}
		}
		return c.lanewiseHostDevice(e,
			func(a []uint64) uint64 { return b32(h(f32(a[0]), f32(a[1]))) },
			func(a []uint64) uint64 { return b32(d(f32(a[0]), f32(a[1]))) })
	}
	return nil
}

// hostNonNegative reports whether x calls a function that gcc takes to
// return no negative value, whatever its argument, so that it drops a fabs
// of it in host code (fold-const.c's tree_call_nonnegative_warnv_p): a NaN
// the function returns keeps its sign there, as fabsf(acoshf(0.5f)) is
// -nan on the H200's host (random program float_f29).
func hostNonNegative(x ast.Expr) bool {
	call, ok := ast.Unparen(x).(*ast.Call)
	if !ok || call.Func == nil || call.Func.Kind != ast.ObjBuiltinFunc {
		return false
	}
	switch strings.TrimSuffix(call.Func.Name, "f") {
	case "acos", "acosh", "cosh", "erfc", "exp", "exp2", "exp10", "fdim", "hypot", "fabs":
		return true
	}
	return false
}

// hypotOfZero reports whether e is hypot(x, 0) or hypot(0, x) with a
// constant zero, which gcc makes fabs(x) in host code (match.pd), and
// which argument x is: the sign of a NaN x is then cleared, where glibc's
// hypot would return x + 0 (random program float_g05).
func hypotOfZero(base string, e *ast.Call) (int, bool) {
	if base != "hypot" {
		return 0, false
	}
	for i, a := range e.Args {
		if v, ok := nvccConst(a); ok && v == 0 {
			return 1 - i, true
		}
	}
	return 0, false
}

// libmDouble is libmFloat for double functions: libdevice's where the lab has a model, Go's
// float64 function otherwise, with the NaNs both sides produce.
func (c *compiler) libmDouble(e *ast.Call, base string) evalFn {
	if g, ok := math1[base]; ok && len(e.Args) == 1 {
		h, d := libm.Double1(base, false, g), libm.Double1(base, true, g)
		h, d = foldDouble1(base, e, h, d)
		if base == "fabs" && hostNonNegative(e.Args[0]) {
			h = func(x float64) float64 { return x }
		}
		if base == "fabs" {
			// an arithmetic instruction on the device: a NaN keeps its sign
			d = func(x float64) float64 {
				if x != x {
					return f64(b64(x) | 1<<51) // quieted, sign kept
				}
				return math.Abs(x)
			}
		}
		return c.lanewiseHostDevice(e,
			func(a []uint64) uint64 { return b64(h(f64(a[0]))) },
			func(a []uint64) uint64 { return b64(d(f64(a[0]))) })
	}
	if g, ok := math2[base]; ok && len(e.Args) == 2 {
		h, d := libm.Double2(base, false, g), libm.Double2(base, true, g)
		h, d = foldDouble2(base, e, h, d)
		if base == "fmin" || base == "fmax" {
			// two NaNs: the one of the larger magnitude, as DADD picks
			dm := d
			d = func(x, y float64) float64 {
				if x != x && y != y {
					return f64(devNaN64(x+y, b64(x), b64(y)))
				}
				return dm(x, y)
			}
		}
		if i, ok := hypotOfZero(base, e); ok {
			h = func(x, y float64) float64 { return math.Abs([2]float64{x, y}[i]) }
		}
		if base == "copysign" && foldedByNvcc(e.Args[1]) {
			// fabs or -fabs by a DADD, which quiets a NaN and keeps its sign
			d = func(x, y float64) float64 {
				if x != x {
					return math.Float64frombits(math.Float64bits(x) | 1<<51)
				}
				return math.Copysign(x, y)
			}
		}
		return c.lanewiseHostDevice(e,
			func(a []uint64) uint64 { return b64(h(f64(a[0]), f64(a[1]))) },
			func(a []uint64) uint64 { return b64(d(f64(a[0]), f64(a[1]))) })
	}
	return nil
}

// lanewiseHostDevice is lanewise with one function for host code and another for device
// code (a __host__ __device__ function is compiled once and runs on both), for up to three
// arguments.
func (c *compiler) lanewiseHostDevice(e *ast.Call, host, dev func(a []uint64) uint64) evalFn {
	if len(e.Args) > 3 {
		return nil
	}
	args := c.exprs(e.Args)
	d := c.newReg()
	line := c.line(e)
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		fn := host
		if f.w.device {
			fn = dev
		}
		var vs [3]*Vec
		evalArgs(f, m, args, vs[:0]) // right to left on the host, as gcc
		uni := true
		for _, v := range vs[:len(args)] {
			uni = uni && v.U
		}
		// Filled only after every argument is evaluated: an argument may
		// call this built-in again (through a function of the program).
		in := &f.w.callArgs
		for i, v := range vs[:len(args)] {
			in[i] = v.V[0]
		}
		f.w.count(line, m)
		if uni || f.w.n == 1 {
			out.setUniform(fn(in[:len(args)]))
			return out
		}
		for l := 0; l < f.w.n; l++ {
			for i, v := range vs[:len(args)] {
				in[i] = v.get(l)
			}
			out.V[l] = fn(in[:len(args)])
		}
		out.U = false
		return out
	}
}

func (c *compiler) floatOp2(e *ast.Call, k kind, f func(x, y float64) float64) evalFn {
	if k == kF32 {
		return c.lanewiseHostDevice(e,
			func(a []uint64) uint64 { return b32(float32(f(float64(f32(a[0])), float64(f32(a[1]))))) },
			func(a []uint64) uint64 { return devB32(float32(f(float64(f32(a[0])), float64(f32(a[1]))))) })
	}
	return c.lanewise(e, func(a []uint64) uint64 { return b64(f(f64(a[0]), f64(a[1]))) })
}

// builtinVar compiles a use of a built-in variable as a whole value.
func (c *compiler) builtinVar(e *ast.Ident) evalFn {
	if e.Obj.Name == "warpSize" {
		v := constVec(32)
		return func(*Frame, uint32) *Vec { return v }
	}
	// stdout and stderr are FILE handles that fprintf and fputs recognise.
	if h, ok := map[string]uint64{"stdout": stdoutHandle, "stderr": stderrHandle, "stdin": stdinHandle}[e.Obj.Name]; ok {
		v := constVec(h)
		return func(*Frame, uint32) *Vec { return v }
	}
	// threadIdx, blockIdx, blockDim, gridDim as a struct value: build it.
	off := c.frameMem(12, 4)
	comps := [3]evalFn{}
	for i := 0; i < 3; i++ {
		comps[i] = c.builtinComponent(e.Obj.Name, i)
	}
	d, p := c.newReg(), c.newReg()
	line := c.line(e)
	return func(f *Frame, m uint32) *Vec {
		a := &f.regs[d]
		addU(a, &f.base, off, f.w.n)
		for i := 0; i < 3; i++ {
			addU(&f.regs[p], a, uint64(4*i), f.w.n)
			f.w.store(&f.regs[p], comps[i](f, m), m, kU32, line)
		}
		return a
	}
}

// builtinMember compiles threadIdx.x and friends; nil when e is not one.
func (c *compiler) builtinMember(e *ast.Member) evalFn {
	id, ok := ast.Unparen(e.X).(*ast.Ident)
	if !ok || id.Obj == nil || id.Obj.Kind != ast.ObjBuiltinVar || e.Arrow {
		return nil
	}
	if len(e.Name) != 1 {
		return nil
	}
	i := strings.IndexByte("xyz", e.Name[0])
	if i < 0 {
		return nil
	}
	return c.builtinComponent(id.Obj.Name, i)
}

func (c *compiler) builtinComponent(name string, i int) evalFn {
	d := c.newReg()
	switch name {
	case "threadIdx":
		return func(f *Frame, m uint32) *Vec { return &f.w.tid[i] }
	case "blockIdx":
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			if f.w.blk == nil {
				out.setUniform(0)
			} else {
				out.setUniform(f.w.blk.idx[i])
			}
			return out
		}
	case "blockDim", "gridDim":
		grid := name == "gridDim"
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			if f.w.blk == nil {
				out.setUniform(1)
			} else if grid {
				out.setUniform(uint64(f.w.blk.launch.grid[i]))
			} else {
				out.setUniform(uint64(f.w.blk.launch.block[i]))
			}
			return out
		}
	}
	return c.bad()
}

// deviceBuiltin compiles barriers, warp intrinsics, bit tricks and atomics.
func (c *compiler) deviceBuiltin(e *ast.Call, name string) evalFn {
	line := c.line(e)
	switch name {
	case "__syncthreads", "__syncthreads_count", "__syncthreads_and", "__syncthreads_or":
		var pred evalFn
		if len(e.Args) > 0 {
			pred = c.expr(e.Args[0])
		}
		d := c.newReg()
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			w := f.w
			if !w.device {
				out.setUniform(0)
				return out
			}
			var p uint32
			if pred != nil {
				p = truthMask(pred(f, m), m)
			}
			w.count(line, m)
			n := w.barrier(f, m, line, p)
			switch name {
			case "__syncthreads_count":
				out.setUniform(uint64(n))
			case "__syncthreads_and":
				total := 0
				for _, ww := range w.blk.warps {
					total += laneCount(ww.live)
				}
				out.setUniform(bool64(n == total))
			case "__syncthreads_or":
				out.setUniform(bool64(n > 0))
			default:
				out.setUniform(0)
			}
			return out
		}
	case "__syncwarp":
		args := c.exprs(e.Args)
		z := constVec(0)
		return func(f *Frame, m uint32) *Vec {
			mask := uint32(0xffffffff)
			if len(args) > 0 {
				mask = uint32(args[0](f, m).get(firstLane(m)))
			}
			w := f.w
			w.count(line, m)
			w.syncWarp(mask, m, line, "__syncwarp")
			return z
		}
	case "__threadfence", "__threadfence_block", "__threadfence_system":
		z := constVec(0)
		return func(f *Frame, m uint32) *Vec { f.w.count(line, m); return z }
	case "__activemask":
		d := c.newReg()
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			out.setUniform(uint64(m))
			return out
		}
	case "__ballot_sync", "__any_sync", "__all_sync", "__ballot", "__any", "__all":
		args := c.exprs(e.Args)
		d := c.newReg()
		vote := func(out *Vec, pv *Vec, mask uint32) {
			t := truthMask(pv, mask)
			switch {
			case strings.HasPrefix(name, "__ballot"):
				out.setUniform(uint64(t))
			case strings.HasPrefix(name, "__any"):
				out.setUniform(bool64(t != 0))
			default:
				out.setUniform(bool64(t == mask))
			}
		}
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			members := ^uint32(0)
			pv := args[len(args)-1](f, m)
			if len(args) == 2 {
				// The mask is read from an active lane: lane 0 may have
				// exited, and a mask variable is not always uniform.
				members = uint32(args[0](f, m).get(firstLane(m) & 31))
			}
			f.w.count(line, m)
			if f.w.splitRuns() { // lanes suspended in a spin-wait meet here (its.go)
				*out = f.w.collective(line, m, func(m uint32, ops []Vec) (res Vec) {
					vote(&res, &ops[0], m&members)
					return res
				}, pv)
				return out
			}
			vote(out, pv, m&members)
			return out
		}
	case "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync":
		return c.shuffle(e, name)
	case "__popc", "__popcll":
		return c.lanewise(e, func(a []uint64) uint64 {
			if name == "__popc" {
				return uint64(bits.OnesCount32(uint32(a[0])))
			}
			return uint64(bits.OnesCount64(a[0]))
		})
	case "__clz":
		return c.lanewise(e, func(a []uint64) uint64 { return uint64(bits.LeadingZeros32(uint32(a[0]))) })
	case "__clzll":
		return c.lanewise(e, func(a []uint64) uint64 { return uint64(bits.LeadingZeros64(a[0])) })
	case "__ffs":
		return c.lanewise(e, func(a []uint64) uint64 {
			if uint32(a[0]) == 0 {
				return 0
			}
			return uint64(bits.TrailingZeros32(uint32(a[0])) + 1)
		})
	case "__ffsll":
		return c.lanewise(e, func(a []uint64) uint64 {
			if a[0] == 0 {
				return 0
			}
			return uint64(bits.TrailingZeros64(a[0]) + 1)
		})
	case "__brev":
		return c.lanewise(e, func(a []uint64) uint64 { return uint64(bits.Reverse32(uint32(a[0]))) })
	case "__brevll":
		return c.lanewise(e, func(a []uint64) uint64 { return bits.Reverse64(a[0]) })
	case "clock", "clock64", "__clock", "__globaltimer":
		d := c.newReg()
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			if !f.w.device {
				out.setUniform(f.w.m.hostClockMicros())
				return out
			}
			// A deterministic stand-in: instructions executed so far.
			out.setUniform(uint64(f.w.m.steps) * 4)
			return out
		}
	}
	if strings.HasPrefix(name, "atomic") {
		return c.atomic(e, name)
	}
	if op, ok := strings.CutPrefix(name, "__cuda_atomic_"); ok { // libcu++'s (parser/cudaatomic.go)
		if op == "same" {
			return c.lanewise(e, func(a []uint64) uint64 { return bool64(a[0] == a[1]) })
		}
		return c.atomic(e, cudaAtomics[op])
	}
	return nil
}

// cudaAtomics are the CUDA atomics that run libcu++'s operations.
var cudaAtomics = map[string]string{"add": "atomicAdd", "sub": "atomicSub", "and": "atomicAnd", "or": "atomicOr",
	"xor": "atomicXor", "min": "atomicMin", "max": "atomicMax", "exch": "atomicExch", "cas": "atomicCAS"}

// shuffle compiles the __shfl*_sync family: each lane reads var from the
// lane shflSource picks.
func (c *compiler) shuffle(e *ast.Call, name string) evalFn {
	args := c.exprs(e.Args)
	if len(args) < 3 {
		return nil
	}
	line := c.line(e)
	d := c.newReg()
	mode := shflModes[name]
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		args[0](f, m)
		v := args[1](f, m)
		s := args[2](f, m)
		width := uint64(32)
		if len(args) > 3 {
			width = args[3](f, m).get(firstLane(m) & 31)
		}
		f.w.count(line, m)
		if f.w.splitRuns() { // lanes suspended in a spin-wait meet here (its.go)
			*out = f.w.splitShuffle(line, m, v, s, mode, uint32(width))
			return out
		}
		if v.U && m == 0xffffffff { // every source runs the shuffle
			out.setUniform(v.V[0])
			return out
		}
		var stray, src int
		if out.V, stray, src = shuffleLanes(v, s, mode, uint32(width), m); stray >= 0 && f.w.device {
			f.w.reportStrayShuffle(name, stray, src, line)
		}
		out.U = false
		return out
	}
}
