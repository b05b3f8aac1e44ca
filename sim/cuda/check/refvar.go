package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// Reference variables (`float &r = a[i];`, `auto &row = m[k];`) are lowered
// to pointers: the variable becomes `float *r = &a[i];` and every use of r
// reads `*r`. So the engine sees only pointers, and assignments through the
// reference reach the referenced object as C++ requires.

// refVarDecl declares the reference variable v (of reference type r) as a
// pointer.
func (c *checker) refVarDecl(v *ast.VarDecl, o *ast.Object, r *types.Reference, q types.Qual, fileScope bool) {
	if fileScope || o.Static || o.Space != ast.SpaceAuto {
		c.unsupported(v.P, "reference variable '%s' must be a local variable in lab programs", v.Name)
		o.Type = invalid
		c.declare(o)
		return
	}
	if v.Init == nil || v.Declarator.HasCtor {
		c.errorf(v.P, "reference variable '%s' needs an initialiser (= a variable)", v.Name)
		o.Type = invalid
		c.declare(o)
		return
	}
	if _, isList := v.Init.(*ast.InitList); isList {
		c.unsupported(v.Init.Pos(), "reference variable '%s' must be bound with =, not a braced list", v.Name)
		o.Type = invalid
		c.declare(o)
		return
	}
	x := lvalueCond(c.expr(v.Init))
	elem := r.Elem
	if elem == autoType {
		elem = x.Type()
	}
	// bind makes the variable a pointer to the lvalue x.
	bind := func(x ast.Expr) {
		pt := types.NewPointer(elem, q|r.ElemQual|c.qualOf(x)) // const T &r = a: a const object through r
		v.Init = &ast.Unary{ExprBase: ast.ExprBase{P: x.Pos(), T: pt}, Op: token.And, X: x}
		o.Type = pt
		o.Qual = 0
		if c.refVars == nil {
			c.refVars = map[*ast.Object]bool{}
		}
		c.refVars[o] = true
	}
	switch {
	case types.IsInvalid(x.Type()) || types.IsInvalid(elem):
		o.Type = invalid
	case !x.IsLvalue() && (q|r.ElemQual)&types.Const != 0 && !types.IsInvalid(elem):
		// const T &r = f(): C++ binds a temporary that lives as long as
		// r, which nothing can change; a const copy behaves the same
		v.Init = c.assignConv(x, elem, "in initialisation of '"+v.Name+"'")
		o.Type, o.Qual = elem, q|r.ElemQual|types.Const
	case !x.IsLvalue() && r.Rvalue && !types.IsInvalid(elem):
		// T &&r = f(): the temporary lives as long as r, so it is a
		// variable initialised with the value
		v.Init = c.assignConv(x, elem, "in initialisation of '"+v.Name+"'")
		o.Type, o.Qual = elem, q|r.ElemQual
	case !x.IsLvalue():
		c.errorf(x.Pos(), "reference variable '%s' must be bound to a variable or element, not a value", v.Name)
		o.Type = invalid
	case !types.IdenticalIgnoringQual(elem, x.Type()) && c.derivesFrom(x.Type(), elem):
		bind(c.toBase(x, elem.(*types.Struct))) // B &r = d: a reference to d's base subobject
	case !types.IdenticalIgnoringQual(elem, x.Type()):
		c.errorf(x.Pos(), "reference variable '%s' of type %s cannot be bound to %s", v.Name, elem, describeType(x.Type()))
		o.Type = invalid
	default:
		bind(x)
	}
	c.declare(o)
}

// derefRefVar turns a checked use of a lowered reference variable into *r.
func derefRefVar(e *ast.Ident) ast.Expr {
	p, ok := e.T.(*types.Pointer)
	if !ok {
		return e
	}
	return &ast.Unary{ExprBase: ast.ExprBase{P: e.P, T: p.Elem, LV: true}, Op: token.Mul, X: e}
}

// rangeCount is the element count of a range-for's range (see
// parser.RangeCount): an array's length, or range.size().
func (c *checker) rangeCount(e *ast.Call) ast.Expr {
	x := c.expr(e.Args[0])
	t := x.Type()
	if types.IsInvalid(t) {
		return setInvalid(e)
	}
	if a, ok := t.(*types.Array); ok && a.Len >= 0 {
		n := uint64(a.Len)
		return &ast.IntLit{ExprBase: ast.ExprBase{P: e.P, T: types.Typ[types.ULong], Const: intValue(n, types.Typ[types.ULong])}, Value: n}
	}
	if s, ok := t.(*types.Struct); ok {
		size := &ast.Call{ExprBase: ast.ExprBase{P: e.P}}
		if r := c.userMethodCall(size, x, s, "size"); r != nil {
			return r
		}
	}
	c.errorf(x.Pos(), "a range-for needs an array of known size or a std::vector, not %s", describeType(t))
	return setInvalid(e)
}
