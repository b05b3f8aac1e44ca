package parser

import (
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// startsParamDecls reports whether the '(' after a declared name opens
// parameter declarations (a function declaration) rather than constructor
// arguments. C++ resolves the ambiguity ([dcl.ambig.res]) in favour of the
// declaration only when the whole list can be one: `T x(T2());` declares a
// function, `ray r(vec3(i * 0.5f, 0, 0), v);` defines an object because
// `vec3(i * 0.5f, 0, 0)` cannot be a parameter.
func (p *parser) startsParamDecls() bool {
	if !p.parenStartsParams(true) {
		return false
	}
	if n := p.peek(1); n.Kind != token.Ident || !typeKeywords[n.Text] && !p.isTypeName(n.Text) {
		// `x()`, `x(...)`, `x(const ...)`, or at file scope an unknown
		// type name (a misspelt parameter type is the likelier mistake)
		return true
	}
	return p.parsesAsParams()
}

// parsesAsParams parses the list at the current '(' tentatively, as
// parameter declarations up to its ')', and reports whether that worked.
// The parser's position and error state are restored afterwards.
func (p *parser) parsesAsParams() bool {
	i, tok, errs, lastErr, lastFile, depth, pragma := p.i, p.tok, p.errs, p.lastErr, p.lastFile, p.depth, p.pragma
	var scratch diag.List
	p.errs, p.lastErr, p.lastFile = &scratch, 0, ""
	ok := p.paramDeclsAhead() && len(scratch) == 0
	p.i, p.tok, p.errs, p.lastErr, p.lastFile, p.depth, p.pragma = i, tok, errs, lastErr, lastFile, depth, pragma
	return ok
}

// paramDeclsAhead consumes `(decl, decl = default, ...)` and reports
// whether every entry was a parameter declaration.
func (p *parser) paramDeclsAhead() bool {
	p.next() // (
	for p.tok.Kind != token.RParen {
		if p.got(token.Ellipsis) {
			break
		}
		if p.declSpec() == nil || p.declarator(true, false) == nil {
			return false
		}
		if p.got(token.Assign) {
			p.assignExpr()
		}
		if !p.got(token.Comma) {
			break
		}
	}
	return p.tok.Kind == token.RParen
}
