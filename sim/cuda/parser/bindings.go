package parser

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// Structured bindings are lowered here:
//
//	auto [a, b] = init;        const auto &[a, b] = init;
//
// become a hidden variable holding init (a copy, or a reference with &)
// and one reference per name to its members in order:
//
//	auto (bind@L:C) = init;   auto &a = (bind@L:C).#0/2;   auto &b = (bind@L:C).#1/2;
//
// The checker resolves the member `#i/n` to the i-th of the struct's n
// members (a std::pair's first and second, a struct's fields, a CUDA
// vector's x, y, ...) and reports a count that does not match. In a
// range-for, `for (auto [k, v] : pairs)` binds each element the same way.

// bindingAhead reports whether a structured binding's `[` (after an
// optional & or &&) follows the declaration specifiers just read.
func (p *parser) bindingAhead(spec *ast.DeclSpec) bool {
	if len(spec.Keywords) != 1 || spec.Keywords[0] != "auto" {
		return false
	}
	switch {
	case p.tok.Kind == token.LBrack:
		return true
	case (p.tok.Kind == token.And || p.tok.Kind == token.LAnd) && p.peek(1).Kind == token.LBrack:
		return true
	}
	return false
}

// bindingNames parses `[&] [a, b, ...]` and returns the hidden variable's
// declarator (a reference when & was written) and the names.
func (p *parser) bindingNames() (*ast.Declarator, []string, []diag.Pos, bool) {
	pos := p.at(p.tok.Pos)
	d := &ast.Declarator{P: pos, NamePos: pos}
	if p.tok.Kind == token.And || p.tok.Kind == token.LAnd {
		d.Parts = []ast.DeclPart{{Kind: ast.PartReference, P: pos}}
		p.next()
	}
	p.next() // [
	var names []string
	var at []diag.Pos
	for p.tok.Kind == token.Ident {
		names = append(names, p.tok.Text)
		at = append(at, p.at(p.tok.Pos))
		p.next()
		if !p.got(token.Comma) {
			break
		}
	}
	if p.tok.Kind != token.RBrack || len(names) == 0 {
		if len(names) == 0 {
			p.errorf(pos, "a structured binding needs at least one name")
		} else {
			p.expect(token.RBrack, "after the names of a structured binding")
		}
		return nil, nil, nil, false
	}
	p.next()
	d.Name = fmt.Sprintf("(bind@%d:%d)", pos.Line, pos.Col)
	return d, names, at, true
}

// bindingRefs declares `auto &name = (hidden).#i/n;` for each name.
func (p *parser) bindingRefs(hidden string, names []string, at []diag.Pos) []*ast.VarDecl {
	var out []*ast.VarDecl
	for i, name := range names {
		pos := at[i]
		init := &ast.Member{ExprBase: base(pos), X: &ast.Ident{ExprBase: base(pos), Name: hidden},
			Name: fmt.Sprintf("#%d/%d", i, len(names)), NamePos: pos}
		d := &ast.Declarator{P: pos, Name: name, NamePos: pos, Init: init,
			Parts: []ast.DeclPart{{Kind: ast.PartReference, P: pos}}}
		spec := &ast.DeclSpec{P: pos, Keywords: []string{"auto"}}
		out = append(out, &ast.VarDecl{P: pos, Name: name, Spec: spec, Declarator: d, Init: init})
		p.declareVar(name)
	}
	return out
}

// bindingDecl parses the rest of `auto [a, b] = init;` (spec read).
func (p *parser) bindingDecl(spec *ast.DeclSpec, pos diag.Pos) []ast.Decl {
	d, names, at, ok := p.bindingNames()
	if !ok {
		p.skipTo(false)
		return []ast.Decl{&ast.BadDecl{P: pos}}
	}
	switch {
	case p.got(token.Assign):
		d.Init = p.initializer()
	case p.tok.Kind == token.LParen:
		p.next()
		d.Init = p.expr()
		p.expect(token.RParen, "after a structured binding's initialiser")
	case p.tok.Kind == token.LBrace:
		if l, ok := p.initializer().(*ast.InitList); ok && len(l.Elems) == 1 {
			d.Init = l.Elems[0]
		} else {
			p.errorf(pos, "a structured binding is initialised from one value")
		}
	default:
		p.errExpected("'='", "after a structured binding")
		p.skipTo(false)
		return []ast.Decl{&ast.BadDecl{P: pos}}
	}
	p.expectSemi("after a structured binding")
	if d.Init == nil {
		return []ast.Decl{&ast.BadDecl{P: pos}}
	}
	vars := []*ast.VarDecl{{P: pos, Name: d.Name, Spec: spec, Declarator: d, Init: d.Init}}
	vars = append(vars, p.bindingRefs(d.Name, names, at)...)
	return []ast.Decl{&ast.GlobalVars{P: pos, Decls: vars}}
}
