package parser

import (
	"fmt"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// lambda parses a C++ lambda expression at '[':
//
//	[captures] (params) specifiers -> R { body }
//
// captures: =, &, x, &x, this, x = e, &x = e, separated by commas; specifiers: mutable,
// constexpr, noexcept and CUDA's __device__/__host__ (extended lambdas).
// The parameters and -> R may be left out. The body becomes the call
// operator of a hidden struct (see ast.Lambda), a const member function
// unless the lambda is mutable.
func (p *parser) lambda() ast.Expr {
	pos := p.at(p.tok.Pos)
	p.expect(token.LBrack, "")
	e := &ast.Lambda{ExprBase: base(pos), Default: token.Illegal}
	for p.tok.Kind != token.RBrack && p.tok.Kind != token.EOF {
		cpos := p.at(p.tok.Pos)
		switch {
		case p.tok.Kind == token.Assign && len(e.Captures) == 0 && e.Default == token.Illegal:
			e.Default = token.Assign
			p.next()
		case p.tok.Kind == token.And && p.peek(1).Kind != token.Ident && len(e.Captures) == 0 && e.Default == token.Illegal:
			e.Default = token.And
			p.next()
		case p.tok.Kind == token.And:
			p.next()
			if p.tok.Kind != token.Ident {
				p.errExpected("a name", "after & in a lambda capture")
				return p.skipLambda(pos)
			}
			e.Captures = append(e.Captures, ast.LambdaCapture{P: cpos, Name: p.tok.Text, ByRef: true})
			p.next()
			if !p.captureInit(&e.Captures[len(e.Captures)-1]) {
				return p.skipLambda(pos)
			}
		case p.tok.Kind == token.Ident:
			e.Captures = append(e.Captures, ast.LambdaCapture{P: cpos, Name: p.tok.Text})
			p.next()
			if !p.captureInit(&e.Captures[len(e.Captures)-1]) {
				return p.skipLambda(pos)
			}
		case p.tok.Kind == token.Mul && p.peek(1).Kind == token.Ident && p.peek(1).Text == "this":
			p.errorf(cpos, "capturing *this is not supported in lab programs")
			return p.skipLambda(pos)
		default:
			p.errExpected("a capture (=, &, a name or &name)", "in a lambda")
			return p.skipLambda(pos)
		}
		if !p.got(token.Comma) {
			break
		}
	}
	p.expect(token.RBrack, "to close the lambda's captures")
	p.lambdaSpecifiers(e)
	var part ast.DeclPart
	if p.tok.Kind == token.LParen {
		part = p.paramList()
	} else {
		part = ast.DeclPart{Kind: ast.PartFunc, P: p.at(p.tok.Pos)}
	}
	p.lambdaSpecifiers(e)
	spec := &ast.DeclSpec{P: pos, Keywords: []string{"auto"}}
	parts := []ast.DeclPart{part}
	if p.got(token.Arrow) {
		tn := p.typeName()
		if tn == nil {
			return p.skipLambda(pos)
		}
		spec = tn.Spec
		parts = append(parts, tn.Declarator.Parts...)
	}
	if p.tok.Kind != token.LBrace {
		p.errExpected("'{'", "to start the lambda's body")
		return p.skipLambda(pos)
	}
	spec.Attrs.Host, spec.Attrs.Device = true, true // callable from host and device code alike
	e.Tag = fmt.Sprintf("(lambda@%d:%d)", pos.Line, pos.Col)
	d := &ast.Declarator{P: pos, Name: "operator()", NamePos: pos, Parts: parts}
	fd := &ast.FuncDecl{P: pos, Name: "operator()", Spec: spec, Declarator: d, Attrs: spec.Attrs}
	body := p.funcBody(d)
	p.lowerMethod(fd, e.Tag, "operator()", !e.Mutable, body)
	e.Method = fd
	return e
}

// captureInit parses the initialiser of an init capture, `x = e`, `x{e}`
// or `x(e)` (C++14), if one follows the name; false after an error.
func (p *parser) captureInit(cp *ast.LambdaCapture) bool {
	switch p.tok.Kind {
	case token.Assign:
		p.next()
		cp.Init = p.assignExpr()
	case token.LBrace, token.LParen:
		closing := token.RBrace
		if p.tok.Kind == token.LParen {
			closing = token.RParen
		}
		p.next()
		cp.Init = p.assignExpr()
		if p.tok.Kind != closing {
			p.errExpected("'"+closing.String()+"'", "to close the lambda capture's initialiser")
			return false
		}
		p.next()
	}
	return true
}

// lambdaSpecifiers consumes what may stand between a lambda's captures,
// parameters and body.
func (p *parser) lambdaSpecifiers(e *ast.Lambda) {
	for p.tok.Kind == token.Ident {
		switch p.tok.Text {
		case "mutable":
			e.Mutable = true
		case "constexpr", "noexcept", "__device__", "__host__", "__forceinline__":
		default:
			return
		}
		p.next()
	}
}

// skipLambda skips to the end of a lambda that does not parse.
func (p *parser) skipLambda(pos diag.Pos) ast.Expr {
	for depth := 0; p.tok.Kind != token.EOF; p.next() {
		switch p.tok.Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
			if depth <= 0 {
				p.next()
				return &ast.BadExpr{ExprBase: base(pos)}
			}
		case token.Semi:
			if depth == 0 {
				return &ast.BadExpr{ExprBase: base(pos)}
			}
		}
	}
	return &ast.BadExpr{ExprBase: base(pos)}
}
