package check

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/preprocess"
	"simtlab/sim/cuda/signature"
)

// __PRETTY_FUNCTION__ is the function's signature, spelled as the compiler
// of its side spells it (package signature). A __host__ __device__
// function's value depends on the side that runs it: the builtin
// sideStringCall picks one.

// sideStringCall is the builtin that picks its first string on the host,
// its second on the device.
const sideStringCall = "__simtlab_side_string"

// prettyFunctionExpr is __PRETTY_FUNCTION__ in the function being checked.
func (c *checker) prettyFunctionExpr(e *ast.Ident) ast.Expr {
	str := func(s string) ast.Expr { return &ast.StringLit{ExprBase: ast.ExprBase{P: e.P}, Value: s} }
	host, device := signature.Pretty(c.fn, false), signature.Pretty(c.fn, true)
	switch {
	case c.fn.Attrs.Global || c.fn.Attrs.Device && !c.fn.Attrs.Host || strings.HasSuffix(c.fn.Name, preprocess.DeviceViewSuffix):
		return c.expr(str(device))
	case !c.fn.Attrs.Device:
		return c.expr(str(host))
	}
	fun := &ast.Ident{ExprBase: ast.ExprBase{P: e.P}, Name: sideStringCall}
	return c.expr(&ast.Call{ExprBase: ast.ExprBase{P: e.P}, Fun: fun, Args: []ast.Expr{str(host), str(device)}})
}
