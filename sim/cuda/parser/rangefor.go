package parser

import (
	"fmt"
	"slices"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// Range-for over an array is lowered here:
//
//	for (DECL x : arr) BODY
//
// becomes
//
//	for (unsigned long __range_iN = 0; __range_iN < __range_count(arr); __range_iN++) {
//		DECL x = (arr)[__range_iN];
//		BODY
//	}
//
// so `auto &x : arr` binds a reference variable to each element (which the
// checker lowers to a pointer) and `float x : arr` copies it. The checker
// turns __range_count(arr) into the array's length, or arr.size() for a
// std::vector.

// RangeCount is the name of the element count of a range-for's range.
const RangeCount = "__range_count"

// RangeIndex starts the names of range-for indices. A struct whose
// operator[] takes keys (std::map) gives its i-th element to a range-for
// through a member function RangeAt instead.
const (
	RangeIndex = "__range_i"
	RangeAt    = "__range_at"
)

// isRangeFor reports whether the for clauses after '(' have a ':' at the
// top level before the first ';'.
func (p *parser) isRangeFor() bool {
	depth, questions := 0, 0
	for i := p.i; i < len(p.toks); i++ {
		switch p.toks[i].Kind {
		case token.LParen, token.LBrack, token.LBrace:
			depth++
		case token.RParen, token.RBrack, token.RBrace:
			if depth == 0 {
				return false
			}
			depth--
		case token.Semi, token.EOF:
			return false
		case token.Question:
			if depth == 0 {
				questions++
			}
		case token.Colon:
			if depth == 0 {
				if questions == 0 {
					return true
				}
				questions--
			}
		}
	}
	return false
}

// rangeFor parses the rest of a range-for after '(' and lowers it.
func (p *parser) rangeFor(s *ast.For) ast.Stmt {
	pos := p.at(p.tok.Pos)
	spec := p.declSpec()
	if spec == nil {
		p.skipTo(false)
		return &ast.BadStmt{P: s.P}
	}
	var bound []*ast.VarDecl // for (auto [k, v] : r): see bindings.go
	var d *ast.Declarator
	if p.bindingAhead(spec) {
		var names []string
		var at []diag.Pos
		var ok bool
		if d, names, at, ok = p.bindingNames(); ok {
			bound = p.bindingRefs(d.Name, names, at)
		}
	} else {
		d = p.declarator(false, false)
	}
	if d == nil {
		p.skipTo(false)
		return &ast.BadStmt{P: s.P}
	}
	p.declareVar(d.Name)
	p.expect(token.Colon, "in range-for")
	var list *ast.DeclStmt // for (int i : {0, 1, 2}): the braced list, as an array
	var rng ast.Expr
	if p.tok.Kind == token.LBrace {
		list = p.rangeList(spec, d, pos)
		rng = &ast.Ident{ExprBase: base(pos), Name: list.Decls[0].Name}
	} else {
		rng = p.expr()
	}
	p.expect(token.RParen, "after range-for clauses")
	body := p.stmt()

	p.rangeFors++
	idx := fmt.Sprintf("%s%d", RangeIndex, p.rangeFors)
	ident := func() ast.Expr { return &ast.Ident{ExprBase: base(pos), Name: idx} }
	// each use gets its own copy: the checker rewrites nodes in place
	// (c.mask of a reference variable c becomes (*c).mask)
	paren := func() ast.Expr { return &ast.Paren{ExprBase: base(rng.Pos()), X: copyRange(rng)} }
	ulong := &ast.DeclSpec{P: pos, Keywords: []string{"unsigned", "long"}}
	s.Init = &ast.DeclStmt{P: pos, Decls: []*ast.VarDecl{{P: pos, Name: idx, Spec: ulong,
		Declarator: &ast.Declarator{P: pos, Name: idx, NamePos: pos, Init: &ast.IntLit{ExprBase: base(pos), Text: "0"}},
		Init:       &ast.IntLit{ExprBase: base(pos), Text: "0"}}}}
	count := &ast.Call{ExprBase: base(pos), Fun: &ast.Ident{ExprBase: base(pos), Name: RangeCount}, Args: []ast.Expr{paren()}}
	s.Cond = &ast.Binary{ExprBase: base(pos), Op: token.Lss, X: ident(), Y: count}
	s.Post = &ast.IncDec{ExprBase: base(pos), Op: token.Inc, Post: true, X: ident()}
	elem := &ast.Index{ExprBase: base(pos), X: paren(), Index: ident()}
	d.Init = elem
	decl := &ast.DeclStmt{P: pos, Decls: append([]*ast.VarDecl{{P: d.P, Name: d.Name, Spec: spec, Declarator: d, Init: elem}}, bound...)}
	s.Body = &ast.Block{P: pos, List: []ast.Stmt{decl, body}}
	if list != nil {
		return &ast.Block{P: s.P, List: []ast.Stmt{list, s}}
	}
	return s
}

// RangeList starts the names of the arrays that hold a range-for's braced
// list.
const RangeList = "__range_list"

// rangeList parses the braced list of `for (DECL x : {a, b, c})` into the
// declaration of an array of its values: of the loop variable's type, or
// for auto of the first value's (the checker deduces an auto array's
// element type from its first initialiser, as std::initializer_list's).
// The variable's pointers are the elements' too (int *p : {pa, pb}); a
// reference binds to the element.
func (p *parser) rangeList(spec *ast.DeclSpec, v *ast.Declarator, pos diag.Pos) *ast.DeclStmt {
	init := p.initializer()
	p.rangeFors++
	name := fmt.Sprintf("%s%d", RangeList, p.rangeFors)
	elem := *spec
	elem.Attrs = ast.FuncAttrs{}
	parts := []ast.DeclPart{{Kind: ast.PartArray, P: pos}}
	if !slices.Contains(spec.Keywords, "auto") {
		for _, part := range v.Parts {
			if part.Kind != ast.PartReference {
				parts = append(parts, part)
			}
		}
	}
	d := &ast.Declarator{P: pos, Name: name, NamePos: pos, Parts: parts, Init: init}
	return &ast.DeclStmt{P: pos, Decls: []*ast.VarDecl{{P: pos, Name: name, Spec: &elem, Declarator: d, Init: init}}}
}

// copyRange copies the unchecked range expression e of a range-for (a
// variable, a member, an element, a call, and those nested), or returns e
// itself for anything else.
func copyRange(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.Ident:
		y := *x
		return &y
	case *ast.Paren:
		y := *x
		y.X = copyRange(x.X)
		return &y
	case *ast.Member:
		y := *x
		y.X = copyRange(x.X)
		return &y
	case *ast.Index:
		y := *x
		y.X, y.Index = copyRange(x.X), copyRange(x.Index)
		return &y
	case *ast.Unary:
		y := *x
		y.X = copyRange(x.X)
		return &y
	case *ast.Call:
		y := *x
		y.Fun = copyRange(x.Fun)
		y.Args = make([]ast.Expr, len(x.Args))
		for i, a := range x.Args {
			y.Args[i] = copyRange(a)
		}
		return &y
	case *ast.IntLit:
		y := *x
		return &y
	}
	return e
}
