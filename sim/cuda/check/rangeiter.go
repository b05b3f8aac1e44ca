package check

import (
	"maps"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// iteratorRangeFor turns the parser's range-for (parser/rangefor.go: an
// index counted up to __range_count(r), the variable bound to (r)[i])
// over an object of a class with begin() and end() but without size()
// and an index of its own into C++'s loop over iterators:
//
//	for (auto &__range_rN = r, __range_bN = __range_rN.begin(), __range_eN = __range_rN.end();
//	     __range_bN != __range_eN; ++__range_bN) { DECL x = *__range_bN; BODY }
//
// which serves a hand-written container (begin() returning a pointer) and
// a hand-written iterator (operator*, operator++, operator!=) alike. A
// range that is no object (an rvalue) is copied instead of referred to.
// The lab's containers keep their indexed loops.
func (c *checker) iteratorRangeFor(s *ast.For) {
	init, ok := s.Init.(*ast.DeclStmt)
	if !ok || len(init.Decls) != 1 || !strings.HasPrefix(init.Decls[0].Name, parser.RangeIndex) {
		return
	}
	cond, ok := s.Cond.(*ast.Binary)
	if !ok {
		return
	}
	count, ok := cond.Y.(*ast.Call)
	if !ok || len(count.Args) != 1 {
		return
	}
	if id, ok := count.Fun.(*ast.Ident); !ok || id.Name != parser.RangeCount {
		return
	}
	body, ok := s.Body.(*ast.Block)
	if !ok || len(body.List) == 0 {
		return
	}
	elem, ok := body.List[0].(*ast.DeclStmt)
	if !ok || len(elem.Decls) == 0 {
		return
	}
	rng := count.Args[0]
	probe := c.probe(rng) // the loop checks its own nodes later
	st, ok := probe.Type().(*types.Struct)
	if !ok || !c.hasMethod(st, "begin") || !c.hasMethod(st, "end") ||
		c.hasMethod(st, "size") && (c.hasMethod(st, "operator[]") || c.hasMethod(st, parser.RangeAt)) {
		return
	}
	pos := s.P
	n := strings.TrimPrefix(init.Decls[0].Name, parser.RangeIndex)
	rName, bName, eName := "__range_r"+n, "__range_b"+n, "__range_e"+n
	ident := func(name string) ast.Expr { return &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: name} }
	call := func(x ast.Expr, method string) ast.Expr {
		return &ast.Call{ExprBase: ast.ExprBase{P: pos}, Fun: &ast.Member{ExprBase: ast.ExprBase{P: pos}, X: x, Name: method}}
	}
	autoVar := func(name string, ref bool, init ast.Expr) *ast.VarDecl {
		d := &ast.Declarator{P: pos, Name: name, NamePos: pos, Init: init}
		if ref {
			d.Parts = []ast.DeclPart{{Kind: ast.PartReference, P: pos}}
		}
		return &ast.VarDecl{P: pos, Name: name, Spec: &ast.DeclSpec{P: pos, Keywords: []string{"auto"}}, Declarator: d, Init: init}
	}
	s.Init = &ast.DeclStmt{P: pos, Decls: []*ast.VarDecl{
		autoVar(rName, probe.IsLvalue(), rng),
		autoVar(bName, false, call(ident(rName), "begin")),
		autoVar(eName, false, call(ident(rName), "end")),
	}}
	s.Cond = &ast.Binary{ExprBase: ast.ExprBase{P: pos}, Op: token.Neq, X: ident(bName), Y: ident(eName)}
	s.Post = &ast.IncDec{ExprBase: ast.ExprBase{P: pos}, Op: token.Inc, X: ident(bName)}
	deref := &ast.Unary{ExprBase: ast.ExprBase{P: pos}, Op: token.Mul, X: ident(bName)}
	elem.Decls[0].Init = deref
	elem.Decls[0].Declarator.Init = deref
}

// hasMethod reports whether s or one of its bases has a member function
// called name.
func (c *checker) hasMethod(s *types.Struct, name string) bool {
	for t := s; t != nil; t = c.baseOf(t) {
		if c.hasMember(t, name) {
			return true
		}
	}
	return false
}

// probe checks a copy of the unchecked expression x, its diagnostics
// thrown away (and the names it finds undeclared not counted as
// reported), to learn its type before x itself is checked.
func (c *checker) probe(x ast.Expr) ast.Expr {
	saved, reported := c.errs, maps.Clone(c.reported)
	c.errs = &diag.List{}
	defer func() { c.errs, c.reported = saved, reported }()
	return c.expr(ast.CopyExpr(x))
}
