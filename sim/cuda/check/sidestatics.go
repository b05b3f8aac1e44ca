package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// A static local of a __host__ __device__ function (a lambda's call
// operator is one) has two instances, as nvcc compiles the function twice:
// one in host memory for the calls host code makes and one in device
// memory for the kernels'. The declared object is the host's; its device
// twin is a global of the same type and initialiser, and each use of the
// name reads the one on the side that runs the code (sideStatic).

// twinStatic gives the static local o of a host-and-device function its
// device twin, and makes o the host's.
func (c *checker) twinStatic(v *ast.VarDecl, o *ast.Object) {
	o.Space = ast.SpaceHost
	tw := *o
	tw.Name = "(device)" + o.Name
	tw.Space = ast.SpaceGlobal
	tw.Var = &ast.VarDecl{P: v.P, Name: tw.Name, Spec: v.Spec, Declarator: v.Declarator, Init: v.Init}
	twin := c.newObject(&tw)
	twin.Var.Obj = twin
	c.file.Vars = append(c.file.Vars, twin.Var)
	if c.sideStatics == nil {
		c.sideStatics = map[*ast.Object]*ast.Object{}
	}
	c.sideStatics[o] = twin
}

// sideStatic is the use e of a twinned static local o:
// `*(T *)__vtable_for_side(&o, &(device)o)`, the instance of the side
// that runs the code.
func (c *checker) sideStatic(e *ast.Ident, o, twin *ast.Object) ast.Expr {
	sel := c.builtin("__vtable_for_side")
	vp := types.NewPointer(types.Typ[types.Void], 0)
	tp := types.NewPointer(o.Type, o.Qual)
	addr := func(x *ast.Object) ast.Expr {
		id := &ast.Ident{ExprBase: ast.ExprBase{P: e.P, T: x.Type, LV: true}, Name: x.Name, Obj: x}
		return implicitCast(&ast.Unary{ExprBase: ast.ExprBase{P: e.P, T: tp}, Op: token.And, X: id}, vp, ast.ConvPtrToPtr)
	}
	call := &ast.Call{ExprBase: ast.ExprBase{P: e.P, T: vp},
		Fun:  &ast.Ident{ExprBase: ast.ExprBase{P: e.P, T: sel.Type}, Name: sel.Name, Obj: sel},
		Args: []ast.Expr{addr(o), addr(twin)}, Func: sel, Sig: sel.Type.(*types.Func)}
	return &ast.Unary{ExprBase: ast.ExprBase{P: e.P, T: o.Type, LV: true}, Op: token.Mul, X: implicitCast(call, tp, ast.ConvPtrToPtr)}
}
