package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/types"
)

// typeQuery answers the calls parser/traits.go writes for <type_traits>
// and numeric_limits: __simtlab_trait("is_same", (T *)0, (float *)0) is a
// bool constant, __simtlab_limit("max", (T *)0) numeric_limits<T>::max(),
// both from the types the null pointers point to (checked already).
func (c *checker) typeQuery(e *ast.Call, name string) ast.Expr {
	what, _ := ast.StringValue(e.Args[0])
	var ts []types.Type
	var quals []types.Qual
	for _, a := range e.Args[1:] {
		x := a
		if cst, ok := x.(*ast.Cast); ok && cst.Style == ast.CastImplicit {
			x = cst.X // the conversion to const void * of the call's signature
		}
		p, ok := x.Type().(*types.Pointer)
		if !ok {
			break
		}
		ts, quals = append(ts, p.Elem), append(quals, p.ElemQual)
	}
	if name == parser.LimitCall {
		return c.limitOf(e, what, ts)
	}
	if name == parser.TypeCall {
		return c.transformedType(e, what, ts, quals)
	}
	if len(ts) != parser.Traits[what] {
		c.errorf(e.P, "%s takes %d types", what, parser.Traits[what])
		return setInvalid(e)
	}
	t := ts[0]
	b := types.BasicOf(t)
	integral := types.IsInteger(t) || isBoolType(t)
	floating := b != nil && (b.Kind == types.Float || b.Kind == types.Double)
	var v bool
	switch what {
	case "is_same":
		v = types.Identical(ts[0], ts[1]) && quals[0] == quals[1]
	case "is_floating_point":
		v = floating
	case "is_integral":
		v = integral
	case "is_arithmetic":
		v = integral || floating
	case "is_signed":
		v = floating || integral && !isBoolType(t) && !types.IsUnsigned(t)
	case "is_unsigned":
		v = integral && (isBoolType(t) || types.IsUnsigned(t))
	case "is_pointer":
		v = types.IsPointer(t)
	case "is_void":
		v = types.IsVoid(t)
	}
	return c.expr(&ast.BoolLit{ExprBase: ast.ExprBase{P: e.P}, Value: v})
}

// limitOf is numeric_limits<T>::what() for the arithmetic type ts[0].
func (c *checker) limitOf(e *ast.Call, what string, ts []types.Type) ast.Expr {
	if len(ts) != 1 {
		return setInvalid(e)
	}
	t := ts[0]
	src, ok := parser.LimitSource(t.String(), what)
	if !ok {
		c.unsupported(e.P, "numeric_limits<%s>::%s() is not in the lab's <limits>", t, what)
		return setInvalid(e)
	}
	x := c.decay(c.expr(parser.ParseExpr(src, e.P)))
	if parser.LimitConstant(what) {
		return x // digits is an int, is_signed a bool, whatever T is
	}
	return toType(x, t)
}

// transformedType answers a type-valued trait (make_unsigned<T>::type) with
// an expression of that type, which only decltype reads.
func (c *checker) transformedType(e *ast.Call, what string, ts []types.Type, quals []types.Qual) ast.Expr {
	if len(ts) != 1 {
		return setInvalid(e)
	}
	t := ts[0]
	switch what {
	case "make_unsigned", "make_signed":
		if !types.IsInteger(t) || isBoolType(t) {
			c.errorf(e.P, "%s needs an integer type other than bool, not %s", what, describeType(t))
			return setInvalid(e)
		}
		t = withSignedness(t, what == "make_signed")
	case "decay":
		if a, ok := t.(*types.Array); ok {
			t = &types.Pointer{Elem: a.Elem}
		}
	case "remove_pointer":
		if p, ok := t.(*types.Pointer); ok {
			t = p.Elem
		}
	case "add_pointer":
		t = &types.Pointer{Elem: t, ElemQual: quals[0]}
	}
	// remove_cv and its kin need nothing more: qualifiers belong to
	// declarations here, and the pointer's target left them behind
	return &ast.Cast{ExprBase: ast.ExprBase{P: e.P, T: t}, Style: ast.CastImplicit, X: e}
}

// signedPairs pairs each integer kind with its signed and unsigned kinds
// (plain char makes signed char and unsigned char, as in C++).
var signedPairs = map[types.BasicKind][2]types.BasicKind{
	types.Char: {types.SChar, types.UChar}, types.SChar: {types.SChar, types.UChar}, types.UChar: {types.SChar, types.UChar},
	types.Short: {types.Short, types.UShort}, types.UShort: {types.Short, types.UShort},
	types.Int: {types.Int, types.UInt}, types.UInt: {types.Int, types.UInt},
	types.Long: {types.Long, types.ULong}, types.ULong: {types.Long, types.ULong},
	types.LongLong: {types.LongLong, types.ULongLong}, types.ULongLong: {types.LongLong, types.ULongLong},
}

// withSignedness is make_signed<t>::type or make_unsigned<t>::type.
func withSignedness(t types.Type, signed bool) types.Type {
	b := types.BasicOf(t)
	if b == nil {
		return t
	}
	pair, ok := signedPairs[b.Kind]
	if !ok {
		return t
	}
	if signed {
		return types.Typ[pair[0]]
	}
	return types.Typ[pair[1]]
}

// selectedType answers conditional<B, X, Y>::type: an expression of X's
// type when the constant B is true, else of Y's, which only decltype reads.
func (c *checker) selectedType(e *ast.Call) ast.Expr {
	b, ok := c.constCondition(e, "conditional")
	if !ok {
		return setInvalid(e)
	}
	if b {
		return pointeeTyped(e, e.Args[1])
	}
	return pointeeTyped(e, e.Args[2])
}

// enabledType answers enable_if<B, T>::type: an expression of T's type
// when the constant B is true, which only decltype reads, and an error
// otherwise, which takes a function template out of a call's candidates.
func (c *checker) enabledType(e *ast.Call) ast.Expr {
	b, ok := c.constCondition(e, "enable_if")
	if !ok {
		return setInvalid(e)
	}
	if !b {
		if c.instancing != nil && c.instancing.Obj != nil && c.specializedHint(c.instancing.Obj) != "" {
			c.errorf(c.instancingAt, "no version of %s takes these arguments%s", baseName(c.instancing.Name), c.specializedHint(c.instancing.Obj))
		} else if c.instancing != nil && c.instancingAt.IsValid() {
			c.errorf(e.P, "enable_if's condition is false for the call of %s at line %d, so it has no type: no function template of this signature fits that call", baseName(c.instancing.Name), c.instancingAt.Line)
		} else {
			c.errorf(e.P, "enable_if's condition is false, so it has no type: no function template of this signature fits")
		}
		return setInvalid(e)
	}
	return pointeeTyped(e, e.Args[1])
}

// traitTag answers a trait's object (is_integral<T>()): true_type() when
// the trait holds, else false_type() (parser/containers.go's tagSource).
func (c *checker) traitTag(e *ast.Call) ast.Expr {
	b, ok := c.constCondition(e, "a trait's object")
	if !ok {
		return setInvalid(e)
	}
	tag := "false_type"
	if b {
		tag = "true_type"
	}
	spec := &ast.DeclSpec{P: e.P, Name: tag}
	return c.expr(&ast.Construct{ExprBase: ast.ExprBase{P: e.P}, TypeName: &ast.TypeName{P: e.P, Spec: spec, Declarator: &ast.Declarator{P: e.P}}})
}

// constCondition is the value of the constant condition the trait call e
// (conditional, enable_if) takes first.
func (c *checker) constCondition(e *ast.Call, trait string) (bool, bool) {
	b := e.Args[0].Base().Const
	if b == nil {
		c.errorf(e.P, "%s needs a constant condition", trait)
		return false, false
	}
	return b.IsFloat && b.Float != 0 || !b.IsFloat && b.Int != 0, true
}

// pointeeTyped is e as an expression of the type the null pointer pick
// points to.
func pointeeTyped(e *ast.Call, pick ast.Expr) ast.Expr {
	if cst, ok := pick.(*ast.Cast); ok && cst.Style == ast.CastImplicit {
		pick = cst.X // the conversion to const void * of the call's signature
	}
	p, ok := pick.Type().(*types.Pointer)
	if !ok {
		return setInvalid(e)
	}
	return &ast.Cast{ExprBase: ast.ExprBase{P: e.P, T: p.Elem}, Style: ast.CastImplicit, X: e}
}
