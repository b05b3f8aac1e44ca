package parser

import (
	"strconv"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

func (p *parser) block() *ast.Block {
	b := &ast.Block{P: p.at(p.tok.Pos)}
	p.expect(token.LBrace, "")
	p.pushScope()
	defer p.popScope()
	for p.tok.Kind != token.RBrace && p.tok.Kind != token.EOF {
		before := p.i
		if s := p.stmt(); s != nil {
			b.List = append(b.List, s)
		}
		if p.i == before {
			p.next()
		}
	}
	b.Rbrace = p.at(p.tok.Pos)
	if p.tok.Kind == token.EOF {
		p.errorf(b.P, "missing '}' to close this block")
	} else {
		p.next()
	}
	return b
}

// unroll turns a pending `#pragma unroll [N]` into a loop's Unroll value.
func (p *parser) unroll(pragma string) ast.Unroll {
	f := strings.Fields(pragma)
	if len(f) == 0 || f[0] != "unroll" {
		return -1
	}
	if len(f) == 1 {
		return 0
	}
	n, err := strconv.Atoi(strings.Trim(strings.Join(f[1:], ""), "()"))
	if err != nil || n < 0 {
		return 0
	}
	return ast.Unroll(n)
}

// exceptionStmt reports try and throw, which the lab does not have, and
// skips the statement: the try block and its catch clauses, or the throw.
func (p *parser) exceptionStmt() ast.Stmt {
	pos := p.at(p.tok.Pos)
	p.errorf(pos, "C++ exceptions (try, throw, catch) are not available: device code cannot throw, and the lab's host code does not unwind; report errors with a return value, or print a message and exit()")
	if p.tok.Text == "throw" {
		p.skipTo(false)
		return &ast.BadStmt{P: pos}
	}
	p.next()
	p.skipTo(false) // the try block, unparsed: its throws would only repeat this
	for p.tok.Kind == token.Ident && p.tok.Text == "catch" {
		p.next()
		p.skipParens()
		p.skipTo(false)
	}
	return &ast.BadStmt{P: pos}
}

func (p *parser) stmt() ast.Stmt {
	if !p.enter() {
		p.leave()
		p.skipTo(false)
		return &ast.BadStmt{P: p.at(p.tok.Pos)}
	}
	defer p.leave()
	pragma := p.pragma
	p.pragma = ""
	pos := p.at(p.tok.Pos)
	if p.tok.Kind == token.Ident {
		switch p.tok.Text {
		case "if":
			p.next()
			s := &ast.If{P: pos}
			if p.tok.Kind == token.Ident && p.tok.Text == "constexpr" {
				p.next()
				s.Constexpr = true
			}
			p.pushScope()
			defer p.popScope()
			var init ast.Stmt
			init, s.Cond = p.condWithInit("if")
			s.Then = p.stmt()
			if p.tok.Kind == token.Ident && p.tok.Text == "else" {
				p.next()
				s.Else = p.stmt()
			}
			return withInit(init, s)
		case "for":
			return p.forStmt(pragma)
		case "while":
			p.next()
			s := &ast.While{P: pos, Unroll: p.unroll(pragma)}
			s.Cond = p.parenCond("while")
			s.Body = p.stmt()
			return s
		case "do":
			p.next()
			s := &ast.DoWhile{P: pos, Unroll: p.unroll(pragma)}
			s.Body = p.stmt()
			if p.tok.Kind != token.Ident || p.tok.Text != "while" {
				p.errExpected("'while'", "after do statement body")
				p.skipTo(false)
				return s
			}
			p.next()
			s.Cond = p.parenCond("do-while")
			p.expectSemi("after do-while statement")
			return s
		case "switch":
			return p.switchStmt()
		case "case", "default":
			p.errorf(pos, "'%s' label not directly inside a switch statement", p.tok.Text)
			if p.tok.Text == "case" {
				p.next()
				p.condExpr()
			} else {
				p.next()
			}
			p.got(token.Colon)
			return &ast.BadStmt{P: pos}
		case "try", "throw":
			return p.exceptionStmt()
		case "break":
			p.next()
			p.expectSemi("after break")
			return &ast.Break{P: pos}
		case "continue":
			p.next()
			p.expectSemi("after continue")
			return &ast.Continue{P: pos}
		case "return":
			p.next()
			s := &ast.Return{P: pos}
			if p.tok.Kind == token.LBrace {
				s.X = p.initializer() // return {a, b}: the result type's braced initialisation
			} else if p.tok.Kind != token.Semi {
				s.X = p.expr()
			}
			p.expectSemi("after return statement")
			return s
		case "goto":
			p.next()
			if p.tok.Kind != token.Ident {
				p.errorf(p.at(p.tok.Pos), "goto needs a label name")
				p.skipTo(false)
				return &ast.BadStmt{P: pos}
			}
			g := &ast.Goto{P: pos, Label: p.tok.Text}
			p.next()
			p.expectSemi("after goto")
			return g
		case "else":
			p.errorf(pos, "'else' without a matching 'if'")
			p.next()
			return &ast.BadStmt{P: pos}
		case "static_assert":
			if sa := p.staticAssert(); sa != nil {
				return sa
			}
			return &ast.EmptyStmt{P: pos}
		case "using":
			// `using namespace std;`, `using std::cout;` in a function: the
			// names are built in already (aliases `using T = ...;` were
			// lowered to typedefs before)
			p.skipTo(false)
			return &ast.EmptyStmt{P: pos}
		case "template":
			p.errorf(pos, "templates must be declared at file scope")
			p.skipTo(false)
			return &ast.BadStmt{P: pos}
		}
		if p.peek(1).Kind == token.Colon && !p.isTypeName(p.tok.Text) {
			l := &ast.Labeled{P: pos, Label: p.tok.Text}
			p.next()
			p.next()
			if p.tok.Kind == token.RBrace {
				// C++23 allows a label at the end of a block; nvcc compiles
				// C++17, where g++ rejects it.
				p.errorf(pos, "label '%s' at the end of a block needs a statement after it (write '%s: ;'): C++17, which nvcc compiles, has no label without one", l.Label, l.Label)
				l.Stmt = &ast.EmptyStmt{P: p.at(p.tok.Pos)}
			} else {
				l.Stmt = p.stmt()
			}
			return l
		}
		if p.startsDecl() {
			return p.declStmt()
		}
	}
	switch p.tok.Kind {
	case token.LBrace:
		return p.block()
	case token.Semi:
		p.next()
		return &ast.EmptyStmt{P: pos}
	}
	x := p.expr()
	if _, bad := x.(*ast.BadExpr); bad {
		p.skipTo(true)
		if p.tok.Kind == token.Semi {
			p.next()
		}
		return &ast.BadStmt{P: pos}
	}
	p.expectSemi("after expression")
	return &ast.ExprStmt{X: x}
}

// expectSemi consumes ';' or reports it missing (and skips the rest of the
// statement, unless the next token plainly starts a new line).
func (p *parser) expectSemi(context string) {
	if p.got(token.Semi) {
		return
	}
	p.errExpected("';'", context)
	if p.i > 0 && p.at(p.toks[p.i-1].Pos).Line != p.at(p.tok.Pos).Line {
		return // the ';' was forgotten at the end of the previous line
	}
	p.skipTo(true)
	if p.tok.Kind == token.Semi {
		p.next()
	}
}

func (p *parser) parenCond(what string) ast.Expr {
	if p.tok.Kind != token.LParen {
		p.errExpected("'('", "after "+what)
		return &ast.BadExpr{ExprBase: ast.ExprBase{P: p.at(p.tok.Pos)}}
	}
	p.next()
	x := p.expr()
	p.expect(token.RParen, "after "+what+" condition")
	return x
}

// condWithInit parses the parenthesized condition of an if or switch,
// with C++17's init-statement, `(init; cond)`, or with a declaration as
// the condition, `(T x = e)`, whose variable is then the condition; init
// is nil when there is none. The caller puts the statement in a block
// after init (withInit), which scopes init's names to it.
func (p *parser) condWithInit(what string) (ast.Stmt, ast.Expr) {
	if p.tok.Kind != token.LParen {
		return nil, p.parenCond(what)
	}
	closing, semi := p.condExtent()
	declared := false
	if closing > 0 && semi < 0 {
		start := p.i
		p.next()
		// a type must be known here: `if (x & y)` and `if (a * b)` are
		// expressions, which startsDecl's guess for a misspelt type
		// would take for declarations
		t := p.tok.Text
		declared = p.startsDecl() && (typeKeywords[t] || specKeywords[t] || p.isTypeName(t))
		p.i, p.tok = start, p.toks[start]
		if !declared {
			return nil, p.parenCond(what)
		}
		// (T x = e) reads as (T x = e; x): a ';' before the ')'
		end := p.i + closing
		semiTok := p.toks[end]
		semiTok.Kind, semiTok.Text = token.Semi, ";"
		p.toks = append(p.toks[:end:end], append([]token.Token{semiTok}, p.toks[end:]...)...)
		p.tok = p.toks[p.i]
	} else if closing < 0 || semi < 0 {
		return nil, p.parenCond(what)
	}
	p.next()
	var init ast.Stmt
	if p.startsDecl() {
		init = p.declStmt()
	} else {
		init = &ast.ExprStmt{X: p.expr()}
		p.expect(token.Semi, "after the "+what+" statement's initialisation")
	}
	var cond ast.Expr
	if ds, ok := init.(*ast.DeclStmt); declared && ok && len(ds.Decls) > 0 {
		d := ds.Decls[len(ds.Decls)-1]
		cond = &ast.Ident{ExprBase: ast.ExprBase{P: d.P}, Name: d.Name}
	} else {
		cond = p.expr()
	}
	p.expect(token.RParen, "after "+what+" condition")
	return init, cond
}

// condExtent finds, from the '(' at the parser's token, the offsets of
// its matching ')' and of the first ';' at its own depth before it (-1
// when there is none; closing is -1 too when the ')' is missing).
func (p *parser) condExtent() (closing, semi int) {
	depth := 0
	semi = -1
	for k := 0; p.i+k < len(p.toks); k++ {
		switch p.toks[p.i+k].Kind {
		case token.LParen, token.LBrace, token.LBrack:
			depth++
		case token.RParen, token.RBrace, token.RBrack:
			depth--
			if depth == 0 {
				if p.toks[p.i+k].Kind != token.RParen {
					return -1, -1 // the ')' is missing: parenCond says so
				}
				return k, semi
			}
		case token.Semi:
			if depth == 1 && semi < 0 {
				semi = k
			}
		case token.EOF:
			return -1, -1
		}
	}
	return -1, -1
}

// withInit is s after its init-statement, in a block of their own.
func withInit(init ast.Stmt, s ast.Stmt) ast.Stmt {
	if init == nil {
		return s
	}
	return &ast.Block{P: s.Pos(), List: []ast.Stmt{init, s}}
}

func (p *parser) declStmt() ast.Stmt {
	pos := p.at(p.tok.Pos)
	ds := p.declaration(false, nil)
	s := &ast.DeclStmt{P: pos}
	for _, d := range ds {
		switch d := d.(type) {
		case *ast.GlobalVars:
			s.Decls = append(s.Decls, d.Decls...)
		case *ast.TypeDecl:
			s.Types = append(s.Types, d)
		case *ast.BadDecl:
			return &ast.BadStmt{P: pos}
		case *ast.FuncDecl:
			if !p.isHoisted(d) {
				return &ast.BadStmt{P: pos}
			}
		}
	}
	return s
}

func (p *parser) forStmt(pragma string) ast.Stmt {
	if pragma == "" {
		if s, ok := p.unrolledFor(); ok {
			return s
		}
	}
	return p.forAsWritten(pragma)
}

// forAsWritten parses the for statement at p.i as its tokens are.
func (p *parser) forAsWritten(pragma string) ast.Stmt {
	s := &ast.For{P: p.at(p.tok.Pos), Unroll: p.unroll(pragma)}
	p.next()
	p.expect(token.LParen, "after for")
	p.pushScope()
	defer p.popScope()
	if p.isRangeFor() {
		return p.rangeFor(s)
	}
	switch {
	case p.tok.Kind == token.Semi:
		p.next()
	case p.startsDecl():
		s.Init = p.declStmt()
	default:
		x := p.expr()
		s.Init = &ast.ExprStmt{X: x}
		p.expect(token.Semi, "after for loop initialisation")
	}
	if p.tok.Kind != token.Semi {
		s.Cond = p.expr()
	}
	p.expect(token.Semi, "after for loop condition")
	if p.tok.Kind != token.RParen {
		s.Post = p.expr()
	}
	p.expect(token.RParen, "after for clauses")
	s.Body = p.stmt()
	return s
}

func (p *parser) switchStmt() ast.Stmt {
	s := &ast.Switch{P: p.at(p.tok.Pos)}
	p.next()
	p.pushScope()
	defer p.popScope()
	init, tag := p.condWithInit("switch")
	s.Tag = tag
	return withInit(init, p.switchBody(s))
}

// switchBody parses the braced body of switch statement s.
func (p *parser) switchBody(s *ast.Switch) ast.Stmt {
	if p.tok.Kind != token.LBrace {
		p.errExpected("'{'", "after switch")
		p.skipTo(false)
		return s
	}
	p.next()
	p.pushScope()
	defer p.popScope()
	var cur *ast.CaseClause
	for p.tok.Kind != token.RBrace && p.tok.Kind != token.EOF {
		pos := p.at(p.tok.Pos)
		if p.tok.Kind == token.Ident && (p.tok.Text == "case" || p.tok.Text == "default") {
			isDefault := p.tok.Text == "default"
			p.next()
			if cur == nil || len(cur.Body) > 0 {
				cur = &ast.CaseClause{P: pos}
				s.Clauses = append(s.Clauses, cur)
			}
			if isDefault {
				cur.IsDefault = true
			} else {
				cur.Exprs = append(cur.Exprs, p.condExpr())
			}
			p.expect(token.Colon, "after case label")
			continue
		}
		before := p.i
		st := p.stmt()
		if cur == nil {
			if _, bad := st.(*ast.BadStmt); !bad {
				p.errorf(pos, "statement before the first case label of a switch is never run")
			}
		} else if st != nil {
			cur.Body = append(cur.Body, st)
		}
		if p.i == before {
			p.next()
		}
	}
	if cur != nil && len(cur.Body) == 0 {
		what := "case label"
		if cur.IsDefault && len(cur.Exprs) == 0 {
			what = "default label"
		}
		p.errorf(cur.P, "%s at the end of a switch needs a statement after it (write 'break;'): C++17, which nvcc compiles, has no label without one", what)
	}
	p.expect(token.RBrace, "to close the switch")
	return s
}

// isHoisted reports whether fd is a block-scope prototype moved to file
// scope (see parser.hoisted).
func (p *parser) isHoisted(fd *ast.FuncDecl) bool {
	for _, d := range p.hoisted {
		if d == fd {
			return true
		}
	}
	return false
}

// staticAssert parses static_assert(cond, "message"); at the current
// token. A condition the lab cannot parse (a type trait it lacks,
// std::is_same<T, float>::value) leaves nothing to check: the declaration
// is skipped quietly, as a compiler that has the trait would pass it.
func (p *parser) staticAssert() *ast.StaticAssert {
	pos := p.at(p.tok.Pos)
	i, tok, errs, lastErr, lastFile, depth := p.i, p.tok, p.errs, p.lastErr, p.lastFile, p.depth
	var scratch diag.List
	p.errs, p.lastErr, p.lastFile = &scratch, 0, ""
	sa := &ast.StaticAssert{P: pos}
	p.next()
	if p.got(token.LParen) {
		sa.Cond = p.assignExpr()
		if p.got(token.Comma) {
			if lit, ok := p.primary().(*ast.StringLit); ok {
				sa.Msg = lit.Value
			} else {
				scratch.Add(pos, diag.KindSyntax, "no message")
			}
		}
		p.expect(token.RParen, "")
		p.expect(token.Semi, "")
	}
	ok := len(scratch) == 0 && sa.Cond != nil
	p.errs, p.lastErr, p.lastFile = errs, lastErr, lastFile
	if !ok {
		p.i, p.tok, p.depth = i, tok, depth
		p.skipTo(false)
		return nil
	}
	return sa
}
