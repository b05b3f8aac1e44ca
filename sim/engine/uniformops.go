package engine

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
)

// Uniform loop control. A kernel's loop counters and strides are most
// often the same in every lane (stride, k, tile), and a loop's test and
// step then run as closures around one value: `stride > 0` called a
// closure for the constant and a lane loop's function, `stride >>= 1` one
// each for the register's old value, the constant, the shift and the
// store. In WebAssembly each call level costs about as much as the
// arithmetic itself (docs/performance.md), and the reduction's tree runs
// 64 such iterations per block. The closures below read constants and
// registers in place and compute a uniform result at once; anything else
// takes the general path, which computes the same values and counts the
// same instructions.

// uniformControl turns these closures on; a test turns them off to compare.
var uniformControl = true

// literalVec returns the uniform value of e when it is a constant of a
// scalar kind (a literal, or an expression the checker folded), as expr
// compiles it, or nil.
func literalVec(e ast.Expr) *Vec {
	if b := e.Base(); b.Const != nil {
		if k := kindOf(b.T); k != kAgg && k != kVoid {
			return constVec(constOf(b.Const, b.T))
		}
	}
	switch e := e.(type) {
	case *ast.Paren:
		return literalVec(e.X)
	case *ast.IntLit:
		return constVec(canon(kindOf(e.T), e.Value))
	case *ast.FloatLit:
		if kindOf(e.T) == kF32 {
			return constVec(b32(float32(e.Value)))
		}
		return constVec(b64(e.Value))
	case *ast.BoolLit:
		return constVec(bool64(e.Value))
	case *ast.NullptrLit:
		return constVec(0)
	}
	return nil
}

// intRelation is a comparison of two integers of one kind, reduced to an
// unsigned test: signed values (stored sign-extended) are biased by 2^63,
// and > and >= swap their operands.
type intRelation struct {
	rel  token.Kind // Lss, Leq, Eql or Neq
	swap bool
	bias uint64
}

// intRelationOf returns the relation of op on kind k, or ok false when op
// is not a comparison or k not a 32- or 64-bit integer kind.
func intRelationOf(op token.Kind, k kind) (r intRelation, ok bool) {
	switch k {
	case kI32, kI64:
		r.bias = 1 << 63
	case kU32, kU64:
	default:
		return r, false
	}
	switch op {
	case token.Lss, token.Leq, token.Eql, token.Neq:
		r.rel = op
	case token.Gtr:
		r.rel, r.swap = token.Lss, true
	case token.Geq:
		r.rel, r.swap = token.Leq, true
	default:
		return r, false
	}
	return r, true
}

// test returns x op y as the engine's bool value (0 or 1).
func (r *intRelation) test(x, y uint64) uint64 {
	x, y = x^r.bias, y^r.bias
	if r.swap {
		x, y = y, x
	}
	var t bool
	switch r.rel {
	case token.Lss:
		t = x < y
	case token.Leq:
		t = x <= y
	case token.Eql:
		t = x == y
	default:
		t = x != y
	}
	if t {
		return 1
	}
	return 0
}

// uniformCompare compiles a comparison of two integer operands for which
// lanes computes the lanes: a uniform pair is compared in place, without
// the lane function's call; with shaped set, a trusted shape against a
// uniform value is decided from the shape's bounds where they decide it
// (affineCompare's test, without its call). Like the functions below, it
// is not inlined into its caller, a large function, inside which
// Warp.count and the operands' reads would not be inlined into the
// closure.
//
//go:noinline
func uniformCompare(r intRelation, x, y operand, lanes vecOp, shaped bool, op token.Kind, tx, ty bool, d, line int) evalFn {
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		a, b := x.k, y.k
		if a == nil {
			a = x.get(f, m)
		}
		if b == nil {
			b = y.get(f, m)
		}
		f.w.count(line, m)
		if a.U && b.U {
			out.V[0], out.U = r.test(a.V[0], b.V[0]), true
			return out
		}
		if shaped && f.w.n == 32 {
			if v, ok := compareShape(op, a, b, tx, ty); ok {
				out.setUniform(v)
				return out
			}
		}
		lanes(out, a, b, f.w.n)
		return out
	}
}

// compoundOp is a compiled `v op= y` for uniformCompound: v a register
// variable (register r) of an integer kind k, the result in register d.
type compoundOp struct {
	r, d, line int
	y          operand
	vop        vecOp
	fnDev, fn  func(a, b uint64) uint64
	to, back   func(uint64) uint64 // v to the operation's kind and back; nil: no change
	op         token.Kind
	k          kind
	es         uint64 // bytes per step of y: a pointer's element size, else 1
	// shift: v += y or v -= y, v a trusted register of a 32- or 64-bit
	// kind or a pointer, done in v's kind or (wrap32) in the other 32-bit
	// kind (int i += an unsigned value).
	shift, wrap32 bool
}

// uniformCompound compiles `v op= y` on the device for an operation that
// cannot trap; general is the compiled assignment, which the host runs.
// y is evaluated once, and the rest runs as general runs it (the same
// conversions and lane functions) without the closures that load v and
// store the result; with both operands uniform and every lane of the frame
// assigned, the result is stored without Vec.assign's tests.
//
// With shift set, a shape in v and a uniform y give the shape moved by y,
// as affineBinary computes v + y, where the general path would leave v's
// lanes untagged: the index of a grid-stride loop (i += blockDim.x *
// gridDim.x) keeps its shape, and the loads and stores through it their
// fused paths. The shape must fit v's kind, so that no lane wrapped.
//
//go:noinline
func uniformCompound(c compoundOp, general evalFn) evalFn {
	return func(f *Frame, m uint32) *Vec {
		if !f.w.device {
			return general(f, m)
		}
		a, b := &f.regs[c.r], c.y.k
		if b == nil {
			b = c.y.get(f, m)
		}
		whole := m&f.full == f.full
		if c.shift && whole && b.U && a.aff && !a.U && f.w.n == 32 {
			dv := b.V[0]
			if c.wrap32 { // y's low 32 bits in v's kind
				dv = extend32(c.k, dv)
			}
			dv *= c.es
			if c.op == token.Sub {
				dv = -dv
			}
			if s := (affine{base: a.V[0] + dv, sx: a.sx, sy: a.sy, wsh: a.wsh}); s.fits(c.k) {
				f.w.count(c.line, m)
				out := &f.regs[c.d]
				out.setAffine(s, false)
				*a = *out
				return out
			}
		}
		out := &f.regs[c.d]
		x := a
		if c.to != nil {
			unop(out, a, f.w.n, c.to)
			x = out
		}
		f.w.count(c.line, m)
		switch {
		case c.vop != nil:
			c.vop(out, x, b, f.w.n)
		case c.fnDev != nil:
			binop(out, x, b, f.w.n, c.fnDev)
		default:
			binop(out, x, b, f.w.n, c.fn)
		}
		if c.back != nil {
			unop(out, out, f.w.n, c.back)
		}
		if out.U && whole { // Vec.assign of a uniform value to every lane
			a.setUniform(out.V[0])
		} else {
			a.assign(out, m, f.full, f.w.n)
		}
		return out
	}
}

// extend32 is x's low 32 bits as kind k (int: sign-extended, unsigned:
// zero-extended).
func extend32(k kind, x uint64) uint64 {
	if k == kI32 {
		return uint64(int64(int32(x)))
	}
	return uint64(uint32(x))
}

// barrierStmt compiles the statement `__syncthreads();` of a device
// function: what the built-in's closure (deviceBuiltin) does, as the
// statement itself, without the statement's closure around the built-in's
// nor its tests for the other barrier built-ins.
//
//go:noinline
func barrierStmt(line int) stmtFn {
	return func(f *Frame, m uint32) uint32 {
		if w := f.w; w.device {
			w.count(line, m)
			w.syncStmt = true
			w.barrier(f, m, line, 0)
			w.syncStmt = false
			return m | w.takeMerged() // lanes back from a spin-wait (its.go)
		}
		return m
	}
}
