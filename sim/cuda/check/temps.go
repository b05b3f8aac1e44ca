package check

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
)

// tempVars are the temporaries a pass over a checked function adds (the
// inliner's, the load hoister's): declared at the top of the function and
// marked Temp, so that the register estimate counts each live from its
// assignment, as nvcc's values are.
type tempVars struct {
	c      *checker
	prefix string // the names' start: "(inline", "(load"
	decls  []*ast.VarDecl
}

// assign declares a temporary of v's type and returns a maker of
// references to it and the assignment of v to it.
func (t *tempVars) assign(v ast.Expr) (func() *ast.Ident, ast.Expr) {
	name := fmt.Sprintf("%s%d)", t.prefix, len(t.decls))
	pos, typ := v.Pos(), v.Type()
	o := t.c.newObject(&ast.Object{Name: name, Kind: ast.ObjVar, Type: typ, Pos: pos, Space: ast.SpaceAuto})
	t.decls = append(t.decls, &ast.VarDecl{P: pos, Name: name, Obj: o, Temp: true})
	ref := func() *ast.Ident {
		return &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: typ, LV: true}, Name: name, Obj: o}
	}
	return ref, &ast.Assign{ExprBase: ast.ExprBase{P: pos, T: typ}, Op: token.Assign, X: ref(), Y: v}
}

// fresh declares a temporary like o (an inlined callee's) and returns a
// reference to it.
func (t *tempVars) fresh(o *ast.Object) *ast.Ident {
	name := fmt.Sprintf("%s%d)", t.prefix, len(t.decls))
	n := t.c.newObject(&ast.Object{Name: name, Kind: ast.ObjVar, Type: o.Type, Pos: o.Pos, Space: ast.SpaceAuto})
	t.decls = append(t.decls, &ast.VarDecl{P: o.Pos, Name: name, Obj: n, Temp: true})
	return &ast.Ident{ExprBase: ast.ExprBase{P: o.Pos, T: o.Type, LV: true}, Name: name, Obj: n}
}

// declare puts the temporaries at the top of fd's body.
func (t *tempVars) declare(fd *ast.FuncDecl) {
	if len(t.decls) > 0 {
		fd.Body.List = append([]ast.Stmt{&ast.DeclStmt{P: fd.Body.P, Decls: t.decls}}, fd.Body.List...)
	}
}
