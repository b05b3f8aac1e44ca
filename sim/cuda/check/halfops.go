package check

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// cuda_fp16.h's C++ side: the operators on __half and __half2, the
// constructors that turn a number into a __half, and the conversion
// functions that turn a __half into a number. The header defines each as
// an inline call of one of its functions (operator* is __hmul, operator!=
// is __hneu), so they are lowered to those calls here, and nvcc's
// contraction of __hmul into __hadd (engine/runtime_half.go) applies to
// a * b + c as it does on the GPU.

// cuda_bf16.h's __nv_bfloat16 and __nv_bfloat162 have the same operators,
// constructors and conversion functions, calling the same names (the
// header overloads __hadd and the rest) or its own (__float2bfloat16 for
// __float2half).

// A halfFamily is __half with __half2, or __nv_bfloat16 with
// __nv_bfloat162.
type halfFamily struct {
	scalar, pair *types.Struct
	raw          *types.Struct // __half_raw: the bits in a member x
	bf16         bool
}

var (
	halfTypes = &halfFamily{scalar: builtins.Half, pair: builtins.Half2, raw: builtins.HalfRaw}
	bf16Types = &halfFamily{scalar: builtins.Bfloat16, pair: builtins.Bfloat162, raw: builtins.Bfloat16Raw, bf16: true}
)

// fn is the family's name of cuda_fp16.h's function f.
func (h *halfFamily) fn(f string) string {
	if h.bf16 {
		return builtins.Bf16Name(f)
	}
	return f
}

// header is the family's header.
func (h *halfFamily) header() string {
	if h.bf16 {
		return "cuda_bf16.h"
	}
	return "cuda_fp16.h"
}

// halfFamilyOf returns the family of t, a scalar or a pair of it, or nil.
func halfFamilyOf(t types.Type) *halfFamily {
	for _, h := range []*halfFamily{halfTypes, bf16Types} {
		if types.IdenticalIgnoringQual(t, h.scalar) || types.IdenticalIgnoringQual(t, h.pair) {
			return h
		}
	}
	return nil
}

func isHalf(t types.Type) bool {
	h := halfFamilyOf(t)
	return h != nil && types.IdenticalIgnoringQual(t, h.scalar)
}

func isHalf2(t types.Type) bool {
	h := halfFamilyOf(t)
	return h != nil && types.IdenticalIgnoringQual(t, h.pair)
}

// halfOperators are the functions the header's binary operators call, for
// __half and for __half2.
var halfOperators = map[token.Kind][2]string{
	token.Add: {"__hadd", "__hadd2"}, token.Sub: {"__hsub", "__hsub2"},
	token.Mul: {"__hmul", "__hmul2"}, token.Quo: {"__hdiv", "__h2div"},
	token.Eql: {"__heq", "__hbeq2"}, token.Neq: {"__hneu", "__hbneu2"},
	token.Lss: {"__hlt", "__hblt2"}, token.Gtr: {"__hgt", "__hbgt2"},
	token.Leq: {"__hle", "__hble2"}, token.Geq: {"__hge", "__hbge2"},
}

// halfOperator returns the function of op on operands of type t (__half or
// __half2), "" when the header has none.
func halfOperator(op token.Kind, t types.Type) string {
	fs, ok := halfOperators[op]
	switch {
	case !ok:
		return ""
	case isHalf2(t):
		return fs[1]
	}
	return fs[0]
}

// halfBinary lowers x op y (both checked) when an operand is a __half or a
// __half2; ok is false when neither is.
func (c *checker) halfBinary(e *ast.Binary) (ast.Expr, bool) {
	x, y := c.decay(e.X), c.decay(e.Y)
	xt, yt := x.Type(), y.Type()
	xh, yh := isHalf(xt) || isHalf2(xt), isHalf(yt) || isHalf2(yt)
	if !xh && !yh || e.Op == token.LAnd || e.Op == token.LOr {
		return nil, false
	}
	if xh && yh && types.IdenticalIgnoringQual(xt, yt) {
		if f := halfOperator(e.Op, xt); f != "" {
			return c.checkedBuiltin(f, e.P, x, y), true
		}
		c.errorf(e.P, "%s has no operator %s for %s", halfFamilyOf(xt).header(), e.Op, describeType(xt))
		return setInvalid(e), true
	}
	h, other := xt, yt
	if !xh {
		h, other = yt, xt
	}
	if isHalf(h) && types.IsArithmetic(other) && halfOperator(e.Op, h) != "" {
		name := halfFamilyOf(h).scalar.Name
		f := halfFamilyOf(h).fn
		c.errorf(e.P, "%s %s %s is ambiguous (nvcc: more than one operator \"%s\" matches): %s's operator%s and the built-in %s on the %s converted both apply; convert one side, with %s(...) to compute in %s or %s(...) in float",
			describeType(xt), e.Op, describeType(yt), e.Op, name, e.Op, e.Op, name, f("__float2half"), name, f("__half2float"))
		return setInvalid(e), true
	}
	c.errorf(e.P, "invalid operands to %s (%s and %s)", e.Op, describeType(xt), describeType(yt))
	return setInvalid(e), true
}

// halfUnary lowers -h and +h; ok is false when x is no __half or __half2
// or the operator is another (!h converts to bool as for any object).
func (c *checker) halfUnary(e *ast.Unary) (ast.Expr, bool) {
	x := c.decay(e.X)
	t := x.Type()
	if !isHalf(t) && !isHalf2(t) {
		return nil, false
	}
	switch e.Op {
	case token.Sub:
		f := "__hneg" // overloaded for bfloat16 too
		if isHalf2(t) {
			f = "__hneg2"
		}
		return c.checkedBuiltin(f, e.P, x), true
	case token.Add:
		return x, true
	case token.Tilde:
		c.errorf(e.P, "invalid operand to unary ~ (%s)", describeType(t))
		return setInvalid(e), true
	}
	return nil, false
}

// halfOne is 1.0 as a __half or a __half2 (both halves), the step of ++
// and --.
func (c *checker) halfOne(pos diag.Pos, t types.Type) ast.Expr {
	h := halfFamilyOf(t)
	bits := uint64(0x3c00)
	if h.bf16 {
		bits = 0x3f80
	}
	one := func() ast.Expr {
		return c.checkedBuiltin(h.fn("__ushort_as_half"), pos, intConst(pos, types.Typ[types.UShort], bits))
	}
	if isHalf2(t) {
		return c.checkedBuiltin(h.fn("__halves2half2"), pos, one(), one())
	}
	return one()
}

// halfUpdate lowers x op= y and ++x, x++, --x, x-- on a __half or __half2
// lvalue x (checked): x = f(x, y), with x's object evaluated once. The
// value is x's new value, or its old one for a postfix step.
func (c *checker) halfUpdate(pos diag.Pos, f string, x, y ast.Expr, post bool) ast.Expr {
	t := x.Type()
	if c.fn == nil {
		c.unsupported(pos, "changing a %s outside a function", describeType(t))
		return &ast.BadExpr{ExprBase: ast.ExprBase{P: pos, T: invalid}}
	}
	var seq []ast.Expr
	ref := func() ast.Expr { return clonePure(x) }
	if !pureExpr(x) {
		pt := types.NewPointer(t, 0)
		p := c.hiddenLocal(pos, pt)
		seq = append(seq, assignTo(p(), &ast.Unary{ExprBase: ast.ExprBase{P: pos, T: pt}, Op: token.And, X: x}))
		ref = func() ast.Expr {
			return &ast.Unary{ExprBase: ast.ExprBase{P: pos, T: t, LV: true}, Op: token.Mul, X: p()}
		}
	}
	var old func() ast.Expr
	if post {
		old = c.hiddenLocal(pos, t)
		seq = append(seq, assignTo(old(), ref()))
	}
	seq = append(seq, assignTo(ref(), c.checkedBuiltin(f, pos, ref(), y)))
	if post {
		seq = append(seq, old())
	}
	out := seq[len(seq)-1]
	for i := len(seq) - 2; i >= 0; i-- {
		out = &ast.Binary{ExprBase: ast.ExprBase{P: pos, T: out.Type()}, Op: token.Comma, X: seq[i], Y: out}
	}
	return out
}

// halfIncDec lowers ++ and -- on a __half or __half2 (x checked); ok is
// false for other types.
func (c *checker) halfIncDec(e *ast.IncDec) (ast.Expr, bool) {
	t := e.X.Type()
	if !isHalf(t) && !isHalf2(t) {
		return nil, false
	}
	if !c.checkAssignable(e.X, e.Op.String()) {
		return setInvalid(e), true
	}
	op := token.Add
	if e.Op == token.Dec {
		op = token.Sub
	}
	return c.halfUpdate(e.P, halfOperator(op, t), e.X, c.halfOne(e.P, t), e.Post), true
}

// halfCompound lowers x op= y on a __half or __half2 x (both checked); ok is
// false for other types. A number y becomes a __half first, as the
// header's operator+=(__half &, const __half &) takes it.
func (c *checker) halfCompound(e *ast.Assign) (ast.Expr, bool) {
	t := e.X.Type()
	if e.Op == token.Assign || !isHalf(t) && !isHalf2(t) {
		return nil, false
	}
	f := halfOperator(e.Op.BinaryOf(), t)
	if f == "" || !isArithOp(e.Op.BinaryOf()) {
		c.errorf(e.P, "%s has no operator %s for %s", halfFamilyOf(t).header(), e.Op, describeType(t))
		return setInvalid(e), true
	}
	if !c.checkAssignable(e.X, e.Op.String()) {
		return setInvalid(e), true
	}
	y := c.assignConv(e.Y, t, fmt.Sprintf("for operator %s", e.Op))
	if types.IsInvalid(y.Type()) {
		return setInvalid(e), true
	}
	return c.halfUpdate(e.P, f, e.X, y, false), true
}

func isArithOp(op token.Kind) bool {
	return op == token.Add || op == token.Sub || op == token.Mul || op == token.Quo
}

// halfConstruct builds a value of t from x (checked) through the headers'
// converting constructors when t is a __half or a __nv_bfloat16 and x a
// number; ok is false otherwise.
func (c *checker) halfConstruct(t types.Type, x ast.Expr) (ast.Expr, bool) {
	if h := halfFamilyOf(c.decayedType(x)); h != nil && types.IdenticalIgnoringQual(t, h.raw) && isHalf(c.decayedType(x)) {
		return h.rawOf(c, x), true // __half's operator __half_raw
	}
	if !isHalf(t) {
		return nil, false
	}
	h := halfFamilyOf(t)
	if types.IdenticalIgnoringQual(c.decayedType(x), h.raw) {
		// __half(const __half_raw &): the bits of its member x
		bits := &ast.Member{ExprBase: ast.ExprBase{P: x.Pos(), T: types.Typ[types.UShort], LV: x.IsLvalue()},
			X: x, Name: "x", NamePos: x.Pos(), Field: h.raw.Fields[0]}
		return c.fromHalfBits(x.Pos(), h, t, bits), true
	}
	if !types.IsArithmetic(c.decayedType(x)) {
		return nil, false
	}
	return c.halfFrom(x, h), true
}

// halfFrom converts x, a checked number, to __half as the header's
// converting constructors do: __half(float) rounds with __float2half,
// __half(double) with __double2half (once, from the double), the integer
// ones with __int2half_rn and its kin, chosen as C++ chooses among them
// (char, bool and short promote to int where no exact one exists).
func (c *checker) halfFrom(x ast.Expr, h *halfFamily) ast.Expr {
	x = c.decay(x)
	t := x.Type()
	var f string
	var via types.Type
	switch b := types.BasicOf(promotedTypeFor(t)); {
	case b == nil:
	case b.Kind == types.Float:
		f = "__float2half"
	case b.Kind == types.Double:
		f = "__double2half"
	case b.Kind == types.Short:
		f = "__short2half_rn"
	case b.Kind == types.UShort:
		f = "__ushort2half_rn"
	case b.Kind == types.Int:
		f, via = "__int2half_rn", types.Typ[types.Int]
	case b.Kind == types.UInt:
		f = "__uint2half_rn"
	case b.Kind == types.Long || b.Kind == types.LongLong:
		f, via = "__ll2half_rn", types.Typ[types.LongLong]
	case b.Kind == types.ULong || b.Kind == types.ULongLong:
		f, via = "__ull2half_rn", types.Typ[types.ULongLong]
	}
	if f == "" {
		c.errorf(x.Pos(), "cannot convert %s to %s (its constructors take float, double and the integer types)", describeType(t), h.scalar.Name)
		return &ast.BadExpr{ExprBase: ast.ExprBase{P: x.Pos(), T: invalid}}
	}
	if via != nil {
		x = toType(x, via)
	}
	return c.checkedBuiltin(h.fn(f), x.Pos(), x)
}

// promotedTypeFor is the type whose __half constructor takes a value of t:
// t itself for short and unsigned short (constructors of their own), the
// promoted type for the other small integers, bool and enums.
func promotedTypeFor(t types.Type) types.Type {
	if b, ok := t.(*types.Basic); ok && (b.Kind == types.Short || b.Kind == types.UShort) {
		return t
	}
	return promotedType(t)
}

// halfConversions are __half's conversion functions (cuda_fp16.hpp): to
// float exactly, to the integer types truncating and saturating
// (__half2int_rz and its kin, a NaN giving 0 or, in 64 bits, the integer
// indefinite), and to bool, true for any but ±0.
func (c *checker) halfConversions(h *halfFamily) []conversion {
	conv := func(to types.Type, name, f string) conversion {
		return conversion{to: to, name: name, apply: func(x ast.Expr) ast.Expr {
			return castTo(c.checkedBuiltin(h.fn(f), x.Pos(), c.decay(x)), to)
		}}
	}
	T := types.Typ
	return []conversion{
		conv(T[types.Float], "operator float", "__half2float"),
		conv(T[types.SChar], "operator signed char", "__half2char_rz"),
		conv(T[types.UChar], "operator unsigned char", "__half2uchar_rz"),
		conv(T[types.Char], "operator char", "__half2char_rz"),
		conv(T[types.Short], "operator short", "__half2short_rz"),
		conv(T[types.UShort], "operator unsigned short", "__half2ushort_rz"),
		conv(T[types.Int], "operator int", "__half2int_rz"),
		conv(T[types.UInt], "operator unsigned int", "__half2uint_rz"),
		conv(T[types.Long], "operator long", "__half2ll_rz"),
		conv(T[types.ULong], "operator unsigned long", "__half2ull_rz"),
		conv(T[types.LongLong], "operator long long", "__half2ll_rz"),
		conv(T[types.ULongLong], "operator unsigned long long", "__half2ull_rz"),
		conv(T[types.Bool], "operator bool", "__half_nonzero"),
		{to: h.raw, name: "operator " + h.raw.Name, apply: func(x ast.Expr) ast.Expr { return h.rawOf(c, x) }},
	}
}

// rawOf is __half_raw{bits of x}, x a checked scalar of the family.
func (h *halfFamily) rawOf(c *checker, x ast.Expr) ast.Expr {
	bits := c.checkedBuiltin(h.fn("__half_as_ushort"), x.Pos(), c.decay(x))
	return &ast.Construct{ExprBase: ast.ExprBase{P: x.Pos(), T: h.raw}, Args: []ast.Expr{bits}, Braced: true}
}

// halfLibraryCall lowers the headers' overloads of CUDA's generic
// functions for the half family, which move the value's bits as an
// integer of its size: __ldg of a __half pointer is __ldg of an unsigned
// short one, a shuffle of a __half or a __half2 shuffles 32 bits (the
// header shuffles a __half2 of the value twice, whose low half is the
// same). Atomics on them are refused plainly. ok is false for other calls.
func (c *checker) halfLibraryCall(e *ast.Call, name string) (ast.Expr, bool) {
	switch name {
	case "__ldg":
		if len(e.Args) != 1 {
			return nil, false
		}
		p, ok := c.decayedType(e.Args[0]).(*types.Pointer)
		if !ok || halfFamilyOf(p.Elem) == nil {
			return nil, false
		}
		h, bits := halfFamilyOf(p.Elem), halfBitsType(p.Elem)
		load := c.checkedBuiltin("__ldg", e.P, implicitCast(c.decay(e.Args[0]), types.NewPointer(bits, types.Const), ast.ConvPtrToPtr))
		return c.fromHalfBits(e.P, h, p.Elem, load), true
	case "__shfl_sync", "__shfl_up_sync", "__shfl_down_sync", "__shfl_xor_sync":
		if len(e.Args) < 3 {
			return nil, false
		}
		v := c.decay(e.Args[1])
		h := halfFamilyOf(v.Type())
		if h == nil {
			return nil, false
		}
		args := append([]ast.Expr{e.Args[0], castTo(c.toHalfBits(e.P, h, v), types.Typ[types.UInt])}, e.Args[2:]...)
		moved := c.checkedBuiltin(name, e.P, args...)
		return c.fromHalfBits(e.P, h, v.Type(), castTo(moved, halfBitsType(v.Type()))), true
	case "atomicAdd", "atomicAdd_block", "atomicAdd_system":
		if len(e.Args) == 2 {
			p, ok := c.decayedType(e.Args[0]).(*types.Pointer)
			if h := halfFamilyOf(c.decayedType(e.Args[1])); ok && h != nil && types.IdenticalIgnoringQual(p.Elem, c.decayedType(e.Args[1])) {
				// atom.add.noftz.f16 (bf16, f16x2, bf16x2): the sum rounded
				// to nearest, each half of a pair on its own
				elem := p.Elem
				bits := halfBitsType(elem)
				add := builtins.HalfAtomicAdd(h.bf16, isHalf2(elem))
				ptr := implicitCast(c.decay(e.Args[0]), types.NewPointer(bits, 0), ast.ConvPtrToPtr)
				old := c.checkedBuiltin(add, e.P, ptr, c.toHalfBits(e.P, h, c.decay(e.Args[1])))
				return c.fromHalfBits(e.P, h, elem, old), true
			}
		}
		fallthrough
	case "atomicExch", "atomicMin", "atomicMax", "atomicCAS":
		for _, a := range e.Args {
			if t := c.decayedType(a); halfFamilyOf(t) != nil {
				c.unsupported(e.P, "%s on %s is not supported by the lab yet (atomicAdd is): keep the value in a float", name, describeType(t))
				return setInvalid(e), true
			}
		}
	}
	return nil, false
}

// halfBitsType is the unsigned integer type of a half-family value's bits.
func halfBitsType(t types.Type) types.Type {
	if isHalf2(t) {
		return types.Typ[types.UInt]
	}
	return types.Typ[types.UShort]
}

// toHalfBits is a half-family value's bits as an unsigned integer.
func (c *checker) toHalfBits(pos diag.Pos, h *halfFamily, v ast.Expr) ast.Expr {
	if isHalf2(v.Type()) {
		return c.checkedBuiltin("__half2_bits", pos, v)
	}
	return c.checkedBuiltin(h.fn("__half_as_ushort"), pos, v)
}

// fromHalfBits is the half-family value of type t with the bits of x.
func (c *checker) fromHalfBits(pos diag.Pos, h *halfFamily, t types.Type, x ast.Expr) ast.Expr {
	if isHalf2(t) {
		return c.checkedBuiltin(h.fn("__half2_from_bits"), pos, x)
	}
	return c.checkedBuiltin(h.fn("__ushort_as_half"), pos, x)
}
