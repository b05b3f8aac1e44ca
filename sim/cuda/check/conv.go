package check

import (
	"fmt"
	"strings"

	"simtlab/sim/diag"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/types"
)

// implicitCast wraps x in an implicit conversion to t.
func implicitCast(x ast.Expr, t types.Type, k ast.ConvKind) ast.Expr {
	cst := &ast.Cast{ExprBase: ast.ExprBase{P: x.Pos(), T: t}, Style: ast.CastImplicit, Conv: k, X: x}
	cst.Const = convertConst(x.Base().Const, x.Type(), t, k)
	return cst
}

// decay applies array-to-pointer and function-to-pointer conversion.
func (c *checker) decay(x ast.Expr) ast.Expr {
	switch t := x.Type().(type) {
	case *types.Array:
		return implicitCast(x, types.NewPointer(t.Elem, t.ElemQual), ast.ConvArrayDecay)
	case *types.Func:
		return implicitCast(x, types.NewPointer(t, 0), ast.ConvFuncDecay)
	}
	return x
}

// promotedType is the type after the integer promotions.
func promotedType(t types.Type) types.Type {
	if e, ok := t.(*types.Enum); ok {
		if e.Base != nil {
			return promotedType(e.Base)
		}
		return types.Typ[types.Int]
	}
	if b, ok := t.(*types.Basic); ok {
		switch b.Kind {
		case types.Bool, types.Char, types.SChar, types.UChar, types.Short, types.UShort:
			return types.Typ[types.Int]
		}
	}
	return t
}

// promote applies the integer promotions (after decay).
func (c *checker) promote(x ast.Expr) ast.Expr {
	x = c.decay(x)
	t := x.Type()
	if p := promotedType(t); p != t {
		return implicitCast(x, p, convKindArith(t, p))
	}
	return x
}

// convKindArith classifies a conversion between arithmetic types.
func convKindArith(from, to types.Type) ast.ConvKind {
	fb, tb := types.BasicOf(from), types.BasicOf(to)
	if fb == nil || tb == nil {
		return ast.ConvNone
	}
	switch {
	case tb.Kind == types.Bool:
		if fb.Kind == types.Bool {
			return ast.ConvNone
		}
		return ast.ConvToBool
	case types.IsFloat(tb) && types.IsFloat(fb):
		if fb == tb {
			return ast.ConvNone
		}
		return ast.ConvFloatToFloat
	case types.IsFloat(tb):
		return ast.ConvIntToFloat
	case types.IsFloat(fb):
		return ast.ConvFloatToInt
	}
	if fb == tb {
		return ast.ConvNone
	}
	return ast.ConvIntToInt
}

// arithType computes the usual arithmetic conversions' common type.
func arithType(x, y types.Type) types.Type {
	if bx, by := types.BasicOf(x), types.BasicOf(y); bx != nil && by != nil {
		if bx.Kind == types.Double || by.Kind == types.Double {
			return types.Typ[types.Double]
		}
		if bx.Kind == types.Float || by.Kind == types.Float {
			return types.Typ[types.Float]
		}
	}
	x, y = promotedType(x), promotedType(y)
	if x == y {
		return x
	}
	sx, sy := types.IsSigned(x), types.IsSigned(y)
	rx, ry := types.Rank(x), types.Rank(y)
	if sx == sy {
		if rx >= ry {
			return x
		}
		return y
	}
	// one signed, one unsigned
	u, s, ru, rs := x, y, rx, ry
	if sx {
		u, s, ru, rs = y, x, ry, rx
	}
	if ru >= rs {
		return u
	}
	if s.Size() > u.Size() {
		return s
	}
	return unsignedOf(s)
}

func unsignedOf(t types.Type) types.Type {
	switch types.BasicOf(t).Kind {
	case types.Int:
		return types.Typ[types.UInt]
	case types.Long:
		return types.Typ[types.ULong]
	case types.LongLong:
		return types.Typ[types.ULongLong]
	}
	return t
}

// toType converts x (already decayed) to t, wrapping it in a cast when the
// representation changes.
func toType(x ast.Expr, t types.Type) ast.Expr {
	from := x.Type()
	if from == t {
		return x
	}
	if types.IsArithmetic(from) && types.IsArithmetic(t) {
		k := convKindArith(from, t)
		return implicitCast(x, t, k)
	}
	return implicitCast(x, t, ast.ConvNone)
}

// isNullConst reports whether x is a null pointer constant: an integer
// constant expression with value 0, or nullptr.
func isNullConst(x ast.Expr) bool {
	if b, ok := x.Type().(*types.Basic); ok && b.Kind == types.Nullptr {
		return true
	}
	v := x.Base().Const
	return v != nil && !v.IsFloat && v.Int == 0 && types.IsInteger(x.Type()) && !isBoolType(x.Type())
}

func isBoolType(t types.Type) bool {
	b, ok := t.(*types.Basic)
	return ok && b.Kind == types.Bool
}

// assignConv converts x to type t for assignment, initialisation, argument
// passing or return, or reports why it cannot. what describes the context
// ("in assignment", "for argument 2 of 'f'"). x must be checked already.
func (c *checker) assignConv(x ast.Expr, t types.Type, what string) ast.Expr {
	return c.assignConvLazy(x, t, func() string { return what })
}

// argContext describes argument i (0-based) of a call in a message.
func argContext(i int, name string) func() string {
	return func() string { return fmt.Sprintf("for argument %d of '%s'", i+1, name) }
}

// assignConvLazy is assignConv with the context built only for a message.
func (c *checker) assignConvLazy(x ast.Expr, t types.Type, whatf func() string) ast.Expr {
	if types.IsInvalid(x.Type()) || types.IsInvalid(t) {
		return x
	}
	x = c.decay(x)
	from := x.Type()
	if types.IsVoid(from) {
		c.errorf(x.Pos(), "a void value cannot be used %s", whatf())
		return x
	}
	if r, ok := c.tupleConv(x, t, whatf); ok {
		return r
	}
	if fs, ok := from.(*types.Struct); ok {
		ts, toStruct := t.(*types.Struct)
		if !toStruct || !types.IdenticalIgnoringQual(fs, ts) && !c.derivesFrom(fs, ts) && ts.Vec == nil {
			// operator float(), or operator ConstView() to another struct
			if r, ok := c.convertByFunction(x, t, false); ok {
				return r
			}
		}
	}
	switch to := t.(type) {
	case *types.Basic, *types.Enum:
		if isBoolType(to) && (types.IsPointer(from) || isNullptrType(from)) {
			return implicitCast(x, t, ast.ConvToBool)
		}
		if types.IsArithmetic(from) && types.IsArithmetic(to) {
			if e, ok := to.(*types.Enum); ok {
				if fe, ok := from.(*types.Enum); !ok || fe != e {
					c.errorf(x.Pos(), "cannot convert %s to %s %s without a cast", from, to, whatf())
					return x
				}
			}
			return toType(x, t)
		}
	case *types.Pointer:
		if isNullConst(x) {
			return implicitCast(x, t, ast.ConvNullToPtr)
		}
		if isAsmOutput(x, "__ptx_out_l") {
			// asm's "=l"(p) writes a 64-bit register to a pointer
			return implicitCast(x, t, ast.ConvIntToPtr)
		}
		if fp, ok := from.(*types.Pointer); ok {
			// C++ deprecates (nvcc warns about, and accepts) a string
			// literal converted to char *.
			if isStringLiteral(x) && isCharType(to.Elem) && to.ElemQual&types.Const == 0 {
				if c.instanceArgs {
					return implicitCast(x, t, ast.ConvPtrToPtr)
				}
				c.errs.AddDiag(diag.Diagnostic{Pos: x.Pos(), Severity: diag.Warning, Kind: diag.KindType,
					Msg: "a string literal is constant: use const char * (writing to it is undefined)"})
				return implicitCast(x, t, ast.ConvPtrToPtr)
			}
			if c.isBasePointerConv(fp, to) {
				return c.pointerToBase(x, to)
			}
			if msg := pointerAssignable(fp, to); msg != "" {
				if c.instanceArgs && types.Identical(fp.Elem, to.Elem) {
					// a template's T * deduced from a const X *: T is
					// const X, which the lab's template values drop
					return implicitCast(x, t, ast.ConvPtrToPtr)
				}
				c.errorf(x.Pos(), "cannot convert %s to %s %s%s", from, to, whatf(), msg)
				return x
			}
			if types.Identical(fp, to) {
				return x
			}
			return implicitCast(x, t, ast.ConvPtrToPtr)
		}
	case *types.Struct:
		if types.Identical(from, to) {
			return x
		}
		if c.derivesFrom(from, to) {
			return c.sliced(x, to) // slicing: the base subobject's copy
		}
		if r, ok := c.halfConstruct(to, x); ok {
			return r
		}
		if fs, ok := from.(*types.Struct); ok && to == builtins.ThreadGroup && builtins.IsGroup(fs) {
			// every group is a thread_group (CUDA's base class)
			return c.checkedBuiltin("__cg_group", x.Pos(), x)
		}
		if c.hasCtors(t) && !types.IdenticalIgnoringQual(from, t) {
			// a converting constructor: string s = "abc", f("abc") for f(string),
			// whose parameter takes x with no user conversion of its own
			// (a copy constructor's would be this one again)
			save := c.userConversion
			c.userConversion = true
			o := c.pickOverload(implicitCtors(c.ctors(t)), []ast.Expr{x}, noSkip)
			var tc *ast.Object
			if o == nil {
				tc, _ = c.pickCtorTemplate(x.Pos(), t, []ast.Expr{x}, -1, true)
			}
			c.userConversion = save
			switch {
			case o != nil:
				return c.callUser(x.Pos(), o, []ast.Expr{x})
			case tc != nil:
				return c.ctorTemplateCall(x.Pos(), tc, []ast.Expr{x})
			}
		}
		if to == types.Dim3 && (from == types.Uint3 || types.IsInteger(from)) {
			if types.IsInteger(from) {
				x = toType(x, types.Typ[types.UInt])
			}
			return implicitCast(x, t, ast.ConvToVector)
		}
	}
	if types.Identical(from, t) {
		return x
	}
	if st, ok := from.(*types.Struct); ok && strings.HasPrefix(st.Name, "(lambda") {
		if p, ok := t.(*types.Pointer); ok {
			if ft, ok := p.Elem.(*types.Func); ok {
				if inv := c.lambdaInvoker(st, ft); inv != nil {
					id := &ast.Ident{ExprBase: ast.ExprBase{P: x.Pos(), T: inv.Type}, Name: inv.Name, Obj: inv}
					return implicitCast(id, t, ast.ConvFuncDecay)
				}
				if len(st.Fields) > 0 {
					c.errorf(x.Pos(), "a lambda that captures cannot be converted to a function pointer %s: only one without captures can", whatf())
					return x
				}
				c.errorf(x.Pos(), "cannot convert this lambda to %s %s: its parameters and result must be the pointer's", t, whatf())
				return x
			}
		}
	}
	c.errorf(x.Pos(), "cannot convert %s to %s %s", describeType(from), t, whatf())
	return x
}

// isStringLiteral reports whether x is a decayed string literal.
func isStringLiteral(x ast.Expr) bool {
	if cst, ok := x.(*ast.Cast); ok && cst.Conv == ast.ConvArrayDecay {
		_, ok := ast.Unparen(cst.X).(*ast.StringLit)
		return ok
	}
	return false
}

func describeType(t types.Type) string {
	if b, ok := t.(*types.Basic); ok && b.Kind == types.Nullptr {
		return "nullptr"
	}
	return t.String()
}

func isNullptrType(t types.Type) bool {
	b, ok := t.(*types.Basic)
	return ok && b.Kind == types.Nullptr
}

// pointerAssignable says why a pointer of type from cannot be implicitly
// converted to to ("" when it can): C++ allows adding qualifiers and
// converting to void *, nothing else.
func pointerAssignable(from, to *types.Pointer) string {
	if from.ElemQual&^to.ElemQual != 0 {
		return " (the conversion discards " + (from.ElemQual &^ to.ElemQual).String() + ")"
	}
	if types.IsVoid(to.Elem) {
		return ""
	}
	if types.IsVoid(from.Elem) {
		return " without a cast"
	}
	if !types.IdenticalIgnoringQual(from.Elem, to.Elem) {
		// multi-level: T** to const T** is not allowed either; keep it simple
		if fp, ok := from.Elem.(*types.Pointer); ok {
			if tp, ok := to.Elem.(*types.Pointer); ok && types.IdenticalIgnoringQual(fp.Elem, tp.Elem) && fp.ElemQual == tp.ElemQual {
				return ""
			}
		}
		return " (incompatible pointer types)"
	}
	return ""
}

// explicitConv classifies an explicit cast of x (decayed) to t in the given
// style, or returns ok=false with a reason.
func explicitConv(x ast.Expr, t types.Type, style ast.CastStyle) (ast.ConvKind, string) {
	from := x.Type()
	if types.IsVoid(t) {
		return ast.ConvToVoid, ""
	}
	fromPtr, toPtr := types.IsPointer(from), types.IsPointer(t)
	switch {
	case types.IsArithmetic(from) && types.IsArithmetic(t):
		if style == ast.CastReinterpret && !types.Identical(from, t) {
			return 0, "reinterpret_cast cannot convert between arithmetic types; use static_cast"
		}
		if style == ast.CastConst {
			return 0, "const_cast can only change qualifiers of pointers"
		}
		return convKindArith(from, t), ""
	case toPtr && isNullConst(x) && style != ast.CastReinterpret:
		return ast.ConvNullToPtr, ""
	case fromPtr && toPtr:
		fp, tp := from.(*types.Pointer), t.(*types.Pointer)
		switch style {
		case ast.CastStatic:
			if !types.IsVoid(fp.Elem) && !types.IsVoid(tp.Elem) && !types.IdenticalIgnoringQual(fp.Elem, tp.Elem) {
				return 0, "static_cast cannot convert between unrelated pointer types; use reinterpret_cast"
			}
			if fp.ElemQual&^tp.ElemQual != 0 {
				return 0, "static_cast cannot cast away " + (fp.ElemQual &^ tp.ElemQual).String()
			}
		case ast.CastReinterpret:
			if fp.ElemQual&^tp.ElemQual != 0 {
				return 0, "reinterpret_cast cannot cast away " + (fp.ElemQual &^ tp.ElemQual).String()
			}
		case ast.CastConst:
			if !types.IdenticalIgnoringQual(fp.Elem, tp.Elem) {
				return 0, "const_cast can only change qualifiers"
			}
		}
		return ast.ConvPtrToPtr, ""
	case fromPtr && types.IsInteger(t):
		if style == ast.CastStatic || style == ast.CastConst {
			return 0, "cannot static_cast a pointer to an integer; use reinterpret_cast"
		}
		if isBoolType(t) {
			return ast.ConvToBool, ""
		}
		if t.Size() < 8 {
			return 0, "casting a pointer to " + t.String() + " loses precision"
		}
		return ast.ConvPtrToInt, ""
	case types.IsInteger(from) && toPtr:
		if style == ast.CastStatic || style == ast.CastConst {
			return 0, "cannot static_cast an integer to a pointer; use reinterpret_cast"
		}
		return ast.ConvIntToPtr, ""
	case isNullptrType(from) && toPtr:
		return ast.ConvNullToPtr, ""
	case types.Identical(from, t):
		return ast.ConvNone, ""
	case t == types.Dim3 && (from == types.Uint3 || types.IsInteger(from)):
		return ast.ConvToVector, ""
	}
	return 0, "cannot cast " + describeType(from) + " to " + t.String()
}
