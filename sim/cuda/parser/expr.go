package parser

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/literal"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

func base(pos diag.Pos) ast.ExprBase { return ast.ExprBase{P: pos} }

func (p *parser) bad(pos diag.Pos) ast.Expr { return &ast.BadExpr{ExprBase: base(pos)} }

// expr parses a full expression, commas included.
func (p *parser) expr() ast.Expr {
	x := p.assignExpr()
	levels := 0
	defer func() { p.depth -= levels }()
	for p.tok.Kind == token.Comma {
		levels++
		if !p.enter() {
			return p.bad(p.at(p.tok.Pos))
		}
		pos := p.at(p.tok.Pos)
		p.next()
		y := p.assignExpr()
		x = &ast.Binary{ExprBase: base(pos), Op: token.Comma, X: x, Y: y}
	}
	return x
}

func (p *parser) assignExpr() ast.Expr {
	if !p.enter() {
		p.leave()
		p.skipTo(true)
		return p.bad(p.at(p.tok.Pos))
	}
	defer p.leave()
	x := p.condExpr()
	if p.tok.Kind.IsAssignOp() {
		op, pos := p.tok.Kind, p.at(p.tok.Pos)
		p.next()
		var y ast.Expr
		if p.tok.Kind == token.LBrace {
			y = p.initializer()
		} else {
			y = p.assignExpr()
		}
		return &ast.Assign{ExprBase: base(pos), Op: op, X: x, Y: y}
	}
	return x
}

func (p *parser) condExpr() ast.Expr {
	x := p.binary(1)
	if p.tok.Kind != token.Question {
		return x
	}
	pos := p.at(p.tok.Pos)
	p.next()
	a := p.expr()
	p.expect(token.Colon, "in conditional expression")
	b := p.assignExpr()
	return &ast.Cond{ExprBase: base(pos), Cond: x, Then: a, Else: b}
}

const shiftPrec = 8

func (p *parser) binary(min int) ast.Expr {
	x := p.unary()
	// A chain a + b + c ... builds a left-deep tree whose depth later phases
	// recurse through, so each operator counts as a level of nesting.
	levels := 0
	defer func() { p.depth -= levels }()
	for {
		prec := p.tok.Kind.Precedence()
		if prec == 0 || prec < min || p.launchClose() > 0 {
			return x
		}
		levels++
		if !p.enter() {
			return p.bad(p.at(p.tok.Pos))
		}
		op, pos := p.tok.Kind, p.at(p.tok.Pos)
		p.next()
		y := p.binary(prec + 1)
		x = &ast.Binary{ExprBase: base(pos), Op: op, X: x, Y: y}
	}
}

func (p *parser) unary() ast.Expr {
	if !p.enter() {
		p.leave()
		return p.bad(p.at(p.tok.Pos))
	}
	defer p.leave()
	pos := p.at(p.tok.Pos)
	switch p.tok.Kind {
	case token.Inc, token.Dec:
		op := p.tok.Kind
		p.next()
		return &ast.IncDec{ExprBase: base(pos), Op: op, X: p.unary()}
	case token.Add, token.Sub, token.Not, token.Tilde, token.Mul, token.And:
		op := p.tok.Kind
		p.next()
		return &ast.Unary{ExprBase: base(pos), Op: op, X: p.unary()}
	case token.LAnd:
		p.errorf(pos, "'&&' cannot be used as a unary operator")
		p.next()
		return p.unary()
	case token.LParen:
		if p.isCastParen() {
			p.next()
			tn := p.typeName()
			if tn == nil {
				p.skipTo(true)
				return p.bad(pos)
			}
			p.expect(token.RParen, "after type in cast")
			if p.tok.Kind == token.LBrace {
				p.errorf(p.at(p.tok.Pos), "compound literals are not supported")
				p.initializer()
				return p.bad(pos)
			}
			return &ast.Cast{ExprBase: base(pos), Style: ast.CastC, TypeName: tn, X: p.unary()}
		}
	case token.Ident:
		switch p.tok.Text {
		case "new":
			return p.newExpr()
		case "delete":
			return p.deleteExpr()
		}
		if p.tok.Text == "sizeof" || p.tok.Text == "alignof" || p.tok.Text == "__alignof__" || p.tok.Text == "_Alignof" {
			align := p.tok.Text != "sizeof"
			p.next()
			if p.tok.Kind == token.LParen && p.isCastParen() {
				p.next()
				tn := p.typeName()
				p.expect(token.RParen, "after type in sizeof")
				if tn == nil {
					return p.bad(pos)
				}
				return &ast.SizeOf{ExprBase: base(pos), TypeName: tn, Align: align}
			}
			return &ast.SizeOf{ExprBase: base(pos), X: p.unary(), Align: align}
		}
	}
	return p.postfix(p.primary())
}

// isCastParen reports whether the '(' at the current token starts a type name.
func (p *parser) isCastParen() bool {
	n := p.peek(1)
	if n.Kind != token.Ident {
		return false
	}
	switch n.Text {
	case "const", "volatile", "struct", "union", "enum", "unsigned", "signed", "typename":
		return !p.functionalCastAhead()
	case "decltype":
		return p.peek(2).Kind == token.LParen
	}
	if typeKeywords[n.Text] && n.Text != "auto" {
		return !p.functionalCastAhead()
	}
	return p.isTypeName(n.Text) && !p.functionalCastAhead() && !p.qualifiedValueAhead()
}

// qualifiedValueAhead reports whether the type name after the '(' at the
// current token begins a qualified name that is no type: (Cst::f() + 1) and
// (S::k * 2) are parenthesised expressions that read a static member.
func (p *parser) qualifiedValueAhead() bool {
	j := p.i + 1
	last := ""
	for j+2 < len(p.toks) && p.toks[j].Kind == token.Ident && p.toks[j+1].Kind == token.ColonColon && p.toks[j+2].Kind == token.Ident {
		last = p.toks[j+2].Text
		j += 2
	}
	return last != "" && last != "template" && !p.isTypeName(last) && !typeKeywords[last]
}

// functionalCastAhead reports whether the type after the '(' at the current
// token is followed by '(' and a value, or by '{': ( float(i) + 0.5f ) is
// a parenthesised expression that begins with a functional cast, where a
// cast's type name could only go on with an abstract declarator, (*), (&)
// or ().
func (p *parser) functionalCastAhead() bool {
	j := p.i + 1
	for j < len(p.toks) {
		t := p.toks[j]
		switch {
		case t.Kind == token.Ident && (t.Text == "struct" || t.Text == "union" || t.Text == "enum"):
			j += 2 // the tag too
			continue
		case t.Kind == token.Ident && (typeKeywords[t.Text] || p.isTypeName(t.Text) || t.Text == "const" || t.Text == "volatile" ||
			t.Text == "unsigned" || t.Text == "signed" || t.Text == "typename"),
			t.Kind == token.Mul || t.Kind == token.And || t.Kind == token.ColonColon:
			j++
			continue
		case t.Kind == token.Lss:
			if e := closeAngle(p.toks, j); e > 0 {
				j = e + 1
				continue
			}
		}
		break
	}
	if j+1 >= len(p.toks) {
		return false
	}
	switch p.toks[j].Kind {
	case token.LBrace:
		return true
	case token.LParen:
		switch p.toks[j+1].Kind {
		case token.Mul, token.And, token.RParen, token.Xor:
			return false // an abstract declarator: (float (*)(int)) f
		}
		return true
	}
	return false
}

func (p *parser) postfix(x ast.Expr) ast.Expr {
	// a[0][0]... builds a left-deep tree: each operator counts as nesting.
	levels := 0
	defer func() { p.depth -= levels }()
	for {
		pos := p.at(p.tok.Pos)
		switch p.tok.Kind {
		case token.LBrack, token.LParen, token.Dot, token.Arrow, token.Inc, token.Dec, token.LaunchOpen:
			levels++
			if !p.enter() {
				return p.bad(pos)
			}
		}
		switch p.tok.Kind {
		case token.LBrack:
			p.next()
			var i ast.Expr
			if p.tok.Kind == token.LBrace {
				i = p.initializer() // m[{i, j}]: operator[]'s braced argument
			} else {
				i = p.expr()
			}
			p.expect(token.RBrack, "after array index")
			x = &ast.Index{ExprBase: base(pos), X: x, Index: i}
		case token.LParen:
			args := p.args()
			if id, ok := x.(*ast.Ident); ok && id.Name == MovedCall && len(args) == 1 {
				x = &ast.Paren{ExprBase: base(x.Pos()), X: args[0], Moved: true}
				continue
			}
			x = &ast.Call{ExprBase: base(x.Pos()), Fun: x, Args: args}
		case token.Dot, token.Arrow:
			arrow := p.tok.Kind == token.Arrow
			p.next()
			explicit := false
			if p.tok.Kind == token.Ident && p.tok.Text == "template" {
				p.next() // x.template f<T>(): the member is a template
				explicit = true
			}
			destructor := p.tok.Kind == token.Tilde && p.peek(1).Kind == token.Ident
			if destructor {
				p.next() // p->~T(): an explicit destructor call, member "~T"
			}
			if p.tok.Kind != token.Ident {
				p.errExpected("a member name", "after '"+map[bool]string{false: ".", true: "->"}[arrow]+"'")
				return p.bad(pos)
			}
			m := &ast.Member{ExprBase: base(pos), X: x, Name: p.tok.Text, Arrow: arrow, NamePos: p.at(p.tok.Pos)}
			if destructor {
				m.Name = "~" + m.Name
			}
			p.next()
			if p.tok.Kind == token.ColonColon && p.isTypeName(m.Name) && p.peek(1).Kind == token.Ident {
				// x.Base::f(): the member of a base named explicitly
				p.next()
				m.Name += "::" + p.tok.Text
				p.next()
			}
			x = m
			if p.tok.Kind == token.Lss && (explicit || p.memberTemplates[m.Name] && p.memberTemplateArgsAhead()) {
				targs := p.templateArgs()
				if p.tok.Kind != token.LParen {
					p.errExpected("'(' after the template arguments of '"+m.Name+"'", "")
					return p.bad(pos)
				}
				x = &ast.Call{ExprBase: base(pos), Fun: m, Args: p.args(), TemplateArgs: targs}
			}
		case token.Inc, token.Dec:
			op := p.tok.Kind
			p.next()
			x = &ast.IncDec{ExprBase: base(pos), Op: op, Post: true, X: x}
		case token.LaunchOpen:
			x = p.launch(x, nil)
		case token.Shl:
			// k << <g, b >> > (args): a launch with spaces in its
			// chevrons (Visual Studio formats them so; nvcc accepts it),
			// as `<< <` begins no other expression.
			if p.peek(1).Kind != token.Lss {
				return x
			}
			x = p.launch(x, nil)
		default:
			return x
		}
	}
}

// args parses a parenthesised argument list.
func (p *parser) args() []ast.Expr {
	p.expect(token.LParen, "")
	if p.got(token.RParen) {
		return nil
	}
	args := make([]ast.Expr, 0, 4)
	for p.tok.Kind != token.RParen && p.tok.Kind != token.EOF {
		if p.tok.Kind == token.LBrace {
			// f({a, b}): initialises its parameter (check/bracedargs.go)
			args = append(args, p.initializer())
		} else {
			args = append(args, p.assignExpr())
		}
		if !p.got(token.Comma) {
			break
		}
	}
	p.expect(token.RParen, "after arguments")
	return args
}

// launchClose is how many tokens close the launch configuration being
// parsed when they are `>> >` (nvcc accepts the space; some teaching
// programs write it throughout, and Visual Studio formats launches as
// `<< <...>> >`), 0 when they are not or no configuration is open. `>>>`
// itself is one token.
func (p *parser) launchClose() int {
	if p.launchCfg > 0 && p.tok.Kind == token.Shr && p.peek(1).Kind == token.Gtr {
		return 2
	}
	return 0
}

// launch parses <<<grid, block[, smem[, stream]]>>>(args) after fun.
func (p *parser) launch(fun ast.Expr, targs []ast.TemplateArg) ast.Expr {
	l := &ast.Launch{ExprBase: base(fun.Pos()), Fun: fun, TemplateArgs: targs}
	open := p.at(p.tok.Pos)
	if p.tok.Kind == token.Shl { // `<< <`
		p.next()
	}
	p.next()
	var cfg []ast.Expr
	p.launchCfg++
	for p.tok.Kind != token.LaunchClose && p.launchClose() == 0 && p.tok.Kind != token.EOF {
		cfg = append(cfg, p.assignExpr())
		if !p.got(token.Comma) {
			break
		}
	}
	n := p.launchClose()
	p.launchCfg--
	if p.tok.Kind == token.LaunchClose {
		n = 1
	}
	if n == 0 {
		p.errExpected("'>>>'", "to close the launch configuration")
		p.skipTo(true)
		return p.bad(open)
	}
	for range n {
		p.next()
	}
	switch {
	case len(cfg) < 2:
		p.errorf(open, "a kernel launch needs at least a grid and a block size: <<<grid, block>>>")
	case len(cfg) > 4:
		p.errorf(cfg[4].Pos(), "too many launch parameters (at most grid, block, shared memory bytes and stream)")
	}
	for i, c := range cfg {
		switch i {
		case 0:
			l.Grid = c
		case 1:
			l.Block = c
		case 2:
			l.Smem = c
		case 3:
			l.Stream = c
		}
	}
	if p.tok.Kind != token.LParen {
		p.errExpected("'('", "with the kernel's arguments after '>>>'")
		return l
	}
	l.Args = p.args()
	if l.Grid == nil || l.Block == nil {
		return p.bad(l.P)
	}
	return l
}

func (p *parser) primary() ast.Expr {
	t := p.tok
	pos := p.at(t.Pos)
	if (t.Kind == token.Int || t.Kind == token.Float) && strings.Contains(t.Text, "_") {
		return p.userLiteral(t, pos)
	}
	if t.Kind == token.Int && strings.HasPrefix(t.Text, "-") {
		// a negative template argument folded on tokens (foldIntArg),
		// -3 in integral_constant<short, -3>'s body: minus the literal
		p.next()
		neg := t
		neg.Text = t.Text[1:]
		lit, _ := literal.ParseInt(neg.Text)
		x := &ast.IntLit{ExprBase: base(pos), Text: neg.Text, Value: lit.Value}
		return &ast.Paren{ExprBase: base(pos), X: &ast.Unary{ExprBase: base(pos), Op: token.Sub, X: x}}
	}
	switch t.Kind {
	case token.Int:
		p.next()
		lit, err := literal.ParseInt(t.Text)
		if err != nil {
			p.errorf(pos, "invalid integer literal '%s'", t.Text)
		} else if lit.Overflow {
			p.errorf(pos, "integer literal '%s' is too large", t.Text)
		}
		return &ast.IntLit{ExprBase: base(pos), Text: t.Text, Value: lit.Value}
	case token.Float:
		p.next()
		v, _, err := literal.ParseFloat(t.Text)
		if err != nil {
			p.errorf(pos, "invalid floating literal '%s'", t.Text)
		}
		return &ast.FloatLit{ExprBase: base(pos), Text: t.Text, Value: v}
	case token.Char:
		p.next()
		v, err := literal.ParseChar(t.Text)
		if err != nil {
			p.errorf(pos, "invalid character literal %s", t.Text)
		}
		return &ast.IntLit{ExprBase: base(pos), Text: t.Text, Value: uint64(v)}
	case token.String:
		var s []byte
		for p.tok.Kind == token.String {
			v, err := literal.ParseString(p.tok.Text)
			if err != nil {
				p.errorf(p.at(p.tok.Pos), "invalid escape in string literal %s", p.tok.Text)
			}
			s = append(s, v...)
			p.next()
		}
		return &ast.StringLit{ExprBase: base(pos), Value: string(s)}
	case token.LParen:
		p.next()
		x := p.expr()
		p.expect(token.RParen, "to close '('")
		return &ast.Paren{ExprBase: base(pos), X: x}
	case token.ColonColon:
		p.next()
		return p.primary()
	case token.LBrack:
		return p.lambda()
	case token.Ident:
		switch t.Text {
		case "true", "false":
			p.next()
			return &ast.BoolLit{ExprBase: base(pos), Value: t.Text == "true"}
		case "nullptr":
			p.next()
			return &ast.NullptrLit{ExprBase: base(pos)}
		case "static_cast", "reinterpret_cast", "const_cast", "dynamic_cast":
			return p.namedCast()
		case "typeid":
			if p.peek(1).Kind == token.LParen {
				p.errorf(pos, "typeid is not supported: the lab keeps no run-time type information (call a virtual function that says the type)")
				p.next()
				p.skipParens()
				return p.bad(pos)
			}
		case "offsetof", "__builtin_offsetof":
			if p.peek(1).Kind == token.LParen {
				return p.offsetOf()
			}
		}
		if q := p.qualifiedType(); q != "" && (p.peek(3).Kind == token.LBrace || p.peek(3).Kind == token.LParen) {
			// Grid::Cell{...}, a nested struct's functional cast
			p.next()
			p.next()
			return p.functionalCast(q)
		}
		if p.isTypeName(t.Text) && p.peek(1).Kind == token.ColonColon && p.peek(2).Kind == token.Ident {
			// Tag::member, a static member of a struct: the name the
			// struct's static members are declared under (Tag::member)
			p.next()
			p.next()
			explicit := false
			if p.tok.Text == "template" && p.peek(1).Kind == token.Ident {
				p.next() // Op::template apply<T>(): the member is a template
				explicit = true
			}
			id := &ast.Ident{ExprBase: base(pos), Name: t.Text + "::" + p.tok.Text}
			p.next()
			if (explicit || p.templates[id.Name]) && p.tok.Kind == token.Lss {
				return p.templateUse(pos, id)
			}
			return id
		}
		if typeKeywords[t.Text] || p.isTypeName(t.Text) {
			return p.functionalCast(t.Text)
		}
		if token.Keywords[t.Text] {
			p.errorf(pos, "expected an expression, found '%s'", t.Text)
			p.next()
			return p.bad(pos)
		}
		p.next()
		id := &ast.Ident{ExprBase: base(pos), Name: t.Text}
		if p.templates[t.Text] && p.tok.Kind == token.Lss {
			return p.templateUse(pos, id)
		}
		return id
	case token.LBrace:
		p.errorf(pos, "unexpected '{' in expression")
		p.initializer()
		return p.bad(pos)
	}
	if t.Kind == token.EOF {
		p.errorf(pos, "unexpected end of file in expression")
	} else {
		p.errorf(pos, "expected an expression, found %s", describe(t))
	}
	return p.bad(pos)
}

// templateArgs parses <arg, ...> after a template's name.
func (p *parser) templateArgs() []ast.TemplateArg {
	p.expect(token.Lss, "")
	var args []ast.TemplateArg
	for p.tok.Kind != token.Gtr && p.tok.Kind != token.EOF {
		if p.startsType() {
			tn := p.typeName()
			if tn == nil {
				break
			}
			args = append(args, ast.TemplateArg{Type: tn})
		} else {
			// Stop before '>' by parsing above the relational operators.
			args = append(args, ast.TemplateArg{Expr: p.binary(shiftPrec)})
		}
		if !p.got(token.Comma) {
			break
		}
	}
	p.expect(token.Gtr, "to close the template arguments")
	return args
}

func (p *parser) namedCast() ast.Expr {
	t := p.tok
	pos := p.at(t.Pos)
	p.next()
	style := map[string]ast.CastStyle{"static_cast": ast.CastStatic, "reinterpret_cast": ast.CastReinterpret, "const_cast": ast.CastConst}[t.Text]
	if t.Text == "dynamic_cast" {
		p.errorf(pos, "dynamic_cast is not supported: the lab keeps no run-time type information (call a virtual function that says the type)")
	}
	p.expect(token.Lss, "after "+t.Text)
	tn := p.typeName()
	if tn == nil {
		p.skipTo(true)
		return p.bad(pos)
	}
	p.expect(token.Gtr, "after the type of "+t.Text)
	p.expect(token.LParen, "after "+t.Text+"<...>")
	x := p.expr()
	p.expect(token.RParen, "after "+t.Text+" operand")
	return &ast.Cast{ExprBase: base(pos), Style: style, TypeName: tn, X: x}
}

// functionalCast parses T(x), T(a, b) and T{a, b} where T is a simple type
// name whose last token is the current one and whose text is name (S::N of
// a nested struct's).
func (p *parser) functionalCast(name string) ast.Expr {
	pos := p.at(p.tok.Pos)
	spec := &ast.DeclSpec{P: pos}
	if typeKeywords[name] {
		spec.Keywords = []string{name}
	} else {
		spec.Name = name
	}
	p.next()
	tn := &ast.TypeName{P: pos, Spec: spec, Declarator: &ast.Declarator{P: pos, NamePos: pos}}
	var args []ast.Expr
	switch p.tok.Kind {
	case token.LParen:
		args = p.args()
	case token.LBrace:
		l := p.initializer().(*ast.InitList)
		args = l.Elems
		if strings.Contains(spec.Name, "<") {
			// std::vector<float>{a, b}: a list, even of one element
			return &ast.Construct{ExprBase: base(pos), TypeName: tn, Args: args, Braced: true}
		}
	default:
		p.errorf(pos, "unexpected type name '%s' in expression", spec.Name+joinKw(spec.Keywords))
		return p.bad(pos)
	}
	if len(args) == 1 {
		return &ast.Cast{ExprBase: base(pos), Style: ast.CastFunctional, TypeName: tn, X: args[0]}
	}
	return &ast.Construct{ExprBase: base(pos), TypeName: tn, Args: args}
}

func joinKw(kw []string) string {
	s := ""
	for i, k := range kw {
		if i > 0 {
			s += " "
		}
		s += k
	}
	return s
}

// NewInPlace is the std template that placement new calls (placementNew).
const NewInPlace = "__new_in_place"

// placementNew lowers `new (addr) T(args)`, `new (addr) T{args}` and
// `new (addr) T`, the current token the '(' after new: the object built by
// T(args) copied into the memory at addr, __new_in_place(addr, T(args)),
// a std template (check/stdlib.go).
func (p *parser) placementNew(pos diag.Pos) ast.Expr {
	p.next()
	addr := p.expr()
	p.expect(token.RParen, "after the address of a placement new")
	spec := p.declSpec()
	if spec == nil {
		return p.bad(pos)
	}
	elem := &ast.TypeName{P: pos, Spec: spec, Declarator: &ast.Declarator{P: pos, NamePos: pos}}
	if p.tok.Kind == token.LBrack || p.tok.Kind == token.Mul {
		p.errorf(p.at(p.tok.Pos), "placement new of an array or a pointer is not supported; construct one object at a time")
		return p.bad(pos)
	}
	value := p.newValue(pos, elem)
	return &ast.Call{ExprBase: base(pos), Fun: &ast.Ident{ExprBase: base(pos), Name: NewInPlace}, Args: []ast.Expr{addr, value}}
}

// newValue parses a new expression's initialiser, (args), {args} or
// none, and gives the object it builds of type elem: T(x) for one
// argument, T(args) otherwise.
func (p *parser) newValue(pos diag.Pos, elem *ast.TypeName) ast.Expr {
	args, _ := p.constructorArgs()
	if len(args) == 1 {
		return &ast.Cast{ExprBase: base(pos), Style: ast.CastFunctional, TypeName: elem, X: args[0]}
	}
	return &ast.Construct{ExprBase: base(pos), TypeName: elem, Args: args}
}

// NewEach is the std template that new T[n] of a struct calls (newExpr).
const NewEach = "__new_each"

// newExpr lowers C++'s `new T`, `new T[n]` and `new T[n]()` to what they do
// for the plain types lab programs allocate: (T *)malloc(sizeof(T) * n), or
// calloc(n, sizeof(T)) when the elements are value-initialised. The engine
// then needs nothing new.
func (p *parser) newExpr() ast.Expr {
	pos := p.at(p.tok.Pos)
	p.next()
	if p.tok.Kind == token.LParen {
		return p.placementNew(pos)
	}
	spec := p.declSpec()
	if spec == nil {
		return p.bad(pos)
	}
	// pointer declarators: new float*[n]
	elem := &ast.TypeName{P: pos, Spec: spec, Declarator: &ast.Declarator{P: pos, NamePos: pos}}
	for p.tok.Kind == token.Mul {
		elem.Declarator.Parts = append(elem.Declarator.Parts, ast.DeclPart{Kind: ast.PartPointer, P: p.at(p.tok.Pos)})
		p.next()
	}
	var count ast.Expr = &ast.IntLit{ExprBase: base(pos), Text: "1", Value: 1}
	if p.got(token.LBrack) {
		count = &ast.Paren{ExprBase: base(pos), X: p.expr()}
		p.expect(token.RBrack, "after the number of elements")
	}
	zero := false
	_, isCount := count.(*ast.Paren)
	if len(elem.Declarator.Parts) == 0 && (p.constructs(spec.Name) || p.classTags[spec.Name]) {
		// new T, new T() or new T[n] of a struct: its constructor runs
		// (the implicit one at least), for each element of an array
		zeroed := 0
		if p.tok.Kind == token.LParen && p.peek(1).Kind == token.RParen || p.tok.Kind == token.LBrace && p.peek(1).Kind == token.RBrace {
			p.next()
			p.next()
			zeroed = 1
		}
		if p.tok.Kind != token.LParen && p.tok.Kind != token.LBrace {
			if isCount {
				// __new_each(n, (T *)0, zeroed), a std template
				// (check/stdlib.go), or malloc or calloc for a struct that
				// default construction leaves as it is (check/defaultbuild.go)
				ptr := &ast.TypeName{P: pos, Spec: spec, Declarator: &ast.Declarator{P: pos, NamePos: pos, Parts: []ast.DeclPart{{Kind: ast.PartPointer, P: pos}}}}
				null := &ast.Cast{ExprBase: base(pos), Style: ast.CastC, TypeName: ptr, X: &ast.IntLit{ExprBase: base(pos), Text: "0"}}
				flag := &ast.IntLit{ExprBase: base(pos), Value: uint64(zeroed)}
				return &ast.Call{ExprBase: base(pos), Fun: &ast.Ident{ExprBase: base(pos), Name: NewEach}, Args: []ast.Expr{count, null, flag}}
			}
			value := &ast.Construct{ExprBase: base(pos), TypeName: elem}
			return &ast.Call{ExprBase: base(pos), Fun: &ast.Ident{ExprBase: base(pos), Name: "__new_object"}, Args: []ast.Expr{value}}
		}
	}
	if p.tok.Kind == token.LParen || p.tok.Kind == token.LBrace {
		close := token.RParen
		if p.tok.Kind == token.LBrace {
			close = token.RBrace
		}
		if p.peek(1).Kind != close {
			if isCount || len(elem.Declarator.Parts) > 0 {
				p.errorf(p.at(p.tok.Pos), "new of an array or a pointer with initial values is not supported; assign the values after allocating")
				return p.bad(pos)
			}
			// new T(args) / new T{args}: __new_object(T(args)), a std
			// template (check/stdlib.go)
			value := p.newValue(pos, elem)
			return &ast.Call{ExprBase: base(pos), Fun: &ast.Ident{ExprBase: base(pos), Name: "__new_object"}, Args: []ast.Expr{value}}
		}
		p.next()
		p.next()
		zero = true
	}
	size := &ast.SizeOf{ExprBase: base(pos), TypeName: elem}
	var call *ast.Call
	if zero {
		call = &ast.Call{ExprBase: base(pos), Fun: &ast.Ident{ExprBase: base(pos), Name: "calloc"}, Args: []ast.Expr{count, size}}
	} else {
		bytes := &ast.Binary{ExprBase: base(pos), Op: token.Mul, X: size, Y: count}
		call = &ast.Call{ExprBase: base(pos), Fun: &ast.Ident{ExprBase: base(pos), Name: "malloc"}, Args: []ast.Expr{bytes}}
	}
	ptr := &ast.TypeName{P: pos, Spec: spec, Declarator: &ast.Declarator{P: pos, NamePos: pos,
		Parts: append([]ast.DeclPart{{Kind: ast.PartPointer, P: pos}}, elem.Declarator.Parts...)}}
	return &ast.Cast{ExprBase: base(pos), Style: ast.CastC, TypeName: ptr, X: call}
}

// deleteExpr lowers `delete p` and `delete[] p` to free(p), through the
// name DeleteCall so that the checker can refuse to delete an object whose
// destructor would have to run (check/destructors.go).
func (p *parser) deleteExpr() ast.Expr {
	pos := p.at(p.tok.Pos)
	p.next()
	if p.got(token.LBrack) {
		p.expect(token.RBrack, "in delete[]")
	}
	x := p.unary()
	return &ast.Call{ExprBase: base(pos), Fun: &ast.Ident{ExprBase: base(pos), Name: DeleteCall}, Args: []ast.Expr{x}}
}

// DeleteCall is the function `delete p` calls: free, under a name of its
// own.
const DeleteCall = "__delete"

// offsetOf parses offsetof(type, member.member...).
func (p *parser) offsetOf() ast.Expr {
	pos := p.at(p.tok.Pos)
	p.next()
	p.expect(token.LParen, "")
	tn := p.typeName()
	if tn == nil {
		p.skipTo(true)
		return p.bad(pos)
	}
	p.expect(token.Comma, "after the type in offsetof")
	o := &ast.OffsetOf{ExprBase: base(pos), TypeName: tn}
	for {
		if p.tok.Kind != token.Ident {
			p.errExpected("a member name", "in offsetof")
			return p.bad(pos)
		}
		o.Fields = append(o.Fields, p.tok.Text)
		p.next()
		if !p.got(token.Dot) {
			break
		}
	}
	p.expect(token.RParen, "after offsetof")
	return o
}

// memberTemplateArgsAhead reports whether the '<' at the current token
// closes with a '>' followed by '(' (x.name<args>(...)), so that a
// comparison with a member that some struct's template shares a name with
// (b.count < n) still parses as one.
func (p *parser) memberTemplateArgsAhead() bool {
	j := matchingClose(p.toks, p.i, token.Lss, token.Gtr, token.Semi, token.LBrace, token.RBrace, token.LAnd, token.LOr)
	return j > 0 && j+1 < len(p.toks) && p.toks[j+1].Kind == token.LParen
}

// templateUse parses the template arguments after id, a function
// template's name, and the call or launch they may start.
func (p *parser) templateUse(pos diag.Pos, id *ast.Ident) ast.Expr {
	targs := p.templateArgs()
	switch p.tok.Kind {
	case token.LParen:
		args := p.args()
		return &ast.Call{ExprBase: base(pos), Fun: id, Args: args, TemplateArgs: targs}
	case token.LaunchOpen:
		return p.launch(id, targs)
	}
	id.TemplateArgs = targs
	return id
}

// userLiteral reads a number with a user-defined suffix, 3_fx or 2.5_km,
// as the call of its literal operator, operator""_fx(3): the number is
// the unsigned long long or the long double C++ passes to it.
func (p *parser) userLiteral(t token.Token, pos diag.Pos) ast.Expr {
	p.next()
	i := strings.IndexByte(t.Text, '_')
	num, suffix := t.Text[:i], t.Text[i:]
	var arg ast.Expr
	if t.Kind == token.Int {
		lit, err := literal.ParseInt(num)
		if err != nil || strings.ContainsAny(num, "uUlL") {
			p.errorf(pos, "invalid integer literal '%s'", t.Text)
		}
		arg = &ast.IntLit{ExprBase: base(pos), Text: num, Value: lit.Value}
	} else {
		v, _, err := literal.ParseFloat(num)
		if err != nil || strings.ContainsAny(num, "fFlL") {
			p.errorf(pos, "invalid floating literal '%s'", t.Text)
		}
		arg = &ast.FloatLit{ExprBase: base(pos), Text: num, Value: v}
	}
	fun := &ast.Ident{ExprBase: base(pos), Name: literalOperator(suffix)}
	return &ast.Call{ExprBase: base(pos), Fun: fun, Args: []ast.Expr{arg}}
}

// literalOperator is the name of the literal operator for a suffix.
func literalOperator(suffix string) string { return `operator""` + suffix }

// constructorArgs parses the arguments a constructor gets, (args) or
// {args}; ok is false when neither starts at the current token.
func (p *parser) constructorArgs() (args []ast.Expr, ok bool) {
	switch p.tok.Kind {
	case token.LParen:
		return p.args(), true
	case token.LBrace:
		if l, ok := p.initializer().(*ast.InitList); ok {
			return l.Elems, true
		}
		return nil, true
	}
	return nil, false
}
