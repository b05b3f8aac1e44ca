package check

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// sliced is the copy of x's base subobject of type b (B b = d, f(d) for
// f(B)). When B is polymorphic the copy is a B, so C++'s implicit copy
// constructor gives it B's vtable, not the one of x's dynamic type: the
// copy goes through a hidden local whose vtable pointer is then set,
//
//	((sliceN) = d.(base), (sliceN).(vptr) = __vtable_for_side(...), (sliceN))
//
// Outside a function (a global's initialiser) the copy is left as it is,
// and so is one that the program's copy constructor makes.
func (c *checker) sliced(x ast.Expr, b *types.Struct) ast.Expr {
	sub := c.toBase(x, b)
	ci := c.classes[b]
	if ci == nil || !ci.polymorphic || len(ci.tables) != 2 || c.fn == nil || types.IsInvalid(sub.Type()) {
		return sub
	}
	if set := c.ctors(b); sub.IsLvalue() && len(set) > 0 && c.pickOverload(set, []ast.Expr{sub}, noSkip) != nil {
		return sub // the program's copy constructor makes the copy (and stores B's vtable)
	}
	pos := x.Pos()
	name := fmt.Sprintf("(slice%d)", len(c.temps))
	o := c.newObject(&ast.Object{Name: name, Kind: ast.ObjVar, Type: b, Pos: pos, Space: ast.SpaceAuto})
	c.temps = append(c.temps, &ast.VarDecl{P: pos, Name: name, Obj: o})
	c.declare(o)
	ref := func() *ast.Ident {
		return &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: b, LV: true}, Name: name, Obj: o}
	}
	store := &ast.Assign{ExprBase: ast.ExprBase{P: pos, T: b}, Op: token.Assign, X: ref(), Y: sub}
	vptr := c.expr(&ast.Assign{ExprBase: ast.ExprBase{P: pos}, Op: token.Assign,
		X: &ast.Member{ExprBase: ast.ExprBase{P: pos}, X: &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: name}, Name: parser.VptrField, NamePos: pos},
		Y: c.vtableFor(pos, ci)})
	first := &ast.Binary{ExprBase: ast.ExprBase{P: pos, T: vptr.Type()}, Op: token.Comma, X: store, Y: vptr}
	return &ast.Binary{ExprBase: ast.ExprBase{P: pos, T: b}, Op: token.Comma, X: first, Y: ref()}
}
