package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
)

// A braced list passed as an argument, f({a, b}) or v.push_back({x, y}),
// initialises its parameter as `T p = {a, b}` would (copy-list
// initialisation). Its type is known only once the overload is chosen, so
// checkArgs leaves it unchecked with the type bracedArg; overload
// resolution asks bracedCost whether it fits a parameter, and convertArgs
// checks it against the parameter's type.

type bracedArgType struct{}

func (bracedArgType) Size() int64    { return 0 }
func (bracedArgType) Align() int64   { return 1 }
func (bracedArgType) String() string { return "a braced list {...}" }

var bracedArg types.Type = bracedArgType{}

// bracedCost is the conversion cost of the list l to a parameter of type
// pt, or -1 when it cannot initialise one.
func (c *checker) bracedCost(l *ast.InitList, pt types.Type) int {
	if r, ok := pt.(*types.Reference); ok {
		if r.ElemQual&types.Const == 0 {
			return -1 // a temporary cannot bind to T&
		}
		pt = r.Elem
	}
	if c.hasCtors(pt) {
		return 1
	}
	switch t := pt.(type) {
	case *types.Struct:
		if t == types.Dim3 {
			return boolCost(len(l.Elems) <= 3)
		}
		n := len(t.Fields)
		if len(t.Members) > 0 {
			n = len(t.Members)
		}
		return boolCost(len(l.Elems) <= n)
	case *types.Array:
		return boolCost(t.Len < 0 || int64(len(l.Elems)) <= t.Len)
	case *types.Pointer, *types.Basic:
		return boolCost(len(l.Elems) <= 1)
	}
	return -1
}

func boolCost(ok bool) int {
	if ok {
		return 1
	}
	return -1
}

// bracedArgument checks the list l as the initialiser of a parameter of
// type pt.
func (c *checker) bracedArgument(l *ast.InitList, pt types.Type, ctx string) ast.Expr {
	l.T = nil
	if r, ok := pt.(*types.Reference); ok {
		if r.ElemQual&types.Const == 0 {
			c.errorf(l.P, "a braced list makes a temporary, which cannot be passed by non-const reference %s", ctx)
			return setInvalid(l)
		}
		pt = r.Elem
	}
	if types.IsInvalid(pt) {
		return setInvalid(l)
	}
	return c.bracedValue(l, pt, ctx)
}

// minMaxOfList turns std::min({a, b, c}) and std::max({a, b, c}) into
// min(min(a, b), c) and max(max(a, b), c): the first of equal elements
// wins in both, as with the initializer_list overloads. It returns nil for
// other calls.
func (c *checker) minMaxOfList(e *ast.Call, id *ast.Ident) ast.Expr {
	if id.Name != "min" && id.Name != "max" || len(e.Args) != 1 {
		return nil
	}
	l, ok := e.Args[0].(*ast.InitList)
	if !ok {
		return nil
	}
	if len(l.Elems) == 0 {
		c.errorf(l.P, "std::%s of an empty list", id.Name)
		return setInvalid(e)
	}
	acc := l.Elems[0]
	for _, x := range l.Elems[1:] {
		fn := &ast.Ident{ExprBase: ast.ExprBase{P: id.P}, Name: id.Name}
		acc = &ast.Call{ExprBase: ast.ExprBase{P: e.P}, Fun: fn, Args: []ast.Expr{acc, x}}
	}
	if len(l.Elems) == 1 {
		return c.expr(&ast.Paren{ExprBase: ast.ExprBase{P: e.P}, X: acc})
	}
	return c.expr(acc)
}

// bracedValue checks `{a, b}` where a value of type t is expected (a
// result, a parameter; ctx says which, for messages): a constructor of t
// when it has one, else aggregate initialisation; `{x}` and `{}` for a
// scalar are x and zero.
func (c *checker) bracedValue(l *ast.InitList, t types.Type, ctx string) ast.Expr {
	if c.hasCtors(t) {
		if s, ok := t.(*types.Struct); ok && builtFromList(s.Name) {
			return c.expr(vectorFromList(l, t))
		}
		return c.expr(&ast.Construct{ExprBase: ast.ExprBase{P: l.P, T: t}, Args: l.Elems})
	}
	if isAggregate(t) {
		return c.initList(l, t)
	}
	switch len(l.Elems) {
	case 0:
		return c.assignConv(c.expr(&ast.IntLit{ExprBase: ast.ExprBase{P: l.P}, Value: 0}), t, ctx)
	case 1:
		return c.assignConv(c.expr(l.Elems[0]), t, ctx)
	}
	c.errorf(l.P, "too many values in braces for %s", t)
	return setInvalid(l)
}
