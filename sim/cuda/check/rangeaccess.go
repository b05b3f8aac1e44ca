package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// std::begin(x), std::end(x), std::size(x) (and cbegin, cend, data,
// empty) of <iterator>: for an array of known length its first element's
// address, the address one past its end, its length; for a struct (a
// std::vector, std::array) the member function of that name. They are
// lowered here when the program declares no function of the name.

var rangeAccess = map[string]bool{"begin": true, "end": true, "cbegin": true, "cend": true, "size": true, "data": true, "empty": true}

func (c *checker) rangeAccessCall(e *ast.Call, id *ast.Ident) ast.Expr {
	x := c.expr(e.Args[0])
	t := x.Type()
	if types.IsInvalid(t) {
		return setInvalid(e)
	}
	if a, ok := t.(*types.Array); ok && a.Len >= 0 {
		n := uint64(a.Len)
		switch id.Name {
		case "begin", "cbegin", "data":
			return c.decay(x)
		case "end", "cend":
			p := c.decay(x)
			return &ast.Binary{ExprBase: ast.ExprBase{P: e.P, T: p.Type()}, Op: token.Add, X: p, Y: intConst(e.P, types.Typ[types.Long], n)}
		case "size":
			return intConst(e.P, types.Typ[types.ULong], n)
		case "empty":
			return &ast.BoolLit{ExprBase: ast.ExprBase{P: e.P, T: types.Typ[types.Bool], Const: intValue(b2u(n == 0), types.Typ[types.Bool])}, Value: n == 0}
		}
	}
	if s, ok := t.(*types.Struct); ok {
		name := id.Name
		if name == "cbegin" || name == "cend" {
			name = name[1:]
		}
		call := &ast.Call{ExprBase: ast.ExprBase{P: e.P}}
		if r := c.userMethodCall(call, x, s, name); r != nil {
			return r
		}
	}
	c.errorf(e.P, "std::%s needs an array of known size or a container, not %s", id.Name, describeType(t))
	return setInvalid(e)
}
