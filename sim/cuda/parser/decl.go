package parser

import (
	"fmt"
	"slices"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// typeKeywords start a base type.
var typeKeywords = map[string]bool{
	"void": true, "bool": true, "char": true, "short": true, "int": true, "long": true,
	"float": true, "double": true, "signed": true, "unsigned": true, "auto": true,
	"_Bool": true, "__half": false,
}

// baseWords are the type keywords of which a declaration has at most one.
var baseWords = map[string]bool{"void": true, "bool": true, "char": true, "int": true, "float": true, "double": true, "auto": true}

// specKeywords are the other keywords that can start a declaration.
var specKeywords = map[string]bool{
	"const": true, "volatile": true, "static": true, "extern": true, "typedef": true,
	"inline": true, "__inline__": true, "__forceinline__": true, "__noinline__": true,
	"__global__": true, "__device__": true, "__host__": true, "__shared__": true,
	"__constant__": true, "__managed__": true, "__launch_bounds__": true, "__maxnreg__": true,
	"__align__": true, "struct": true, "union": true, "enum": true, "__restrict__": true,
	"__restrict": true, "restrict": true, "template": true, "__attribute__": true, onUseAttr: true,
	"constexpr": true, "register": true, "class": true, "__builtin_align__": true, "explicit": true,
	"__cluster_dims__": true, "virtual": true, "alignas": true, "_Alignas": true,
}

// startsDecl reports whether the current token begins a declaration.
func (p *parser) startsDecl() bool {
	t := p.tok
	if t.Kind != token.Ident {
		return false
	}
	if typeKeywords[t.Text] || specKeywords[t.Text] || t.Text == "decltype" && p.peek(1).Kind == token.LParen {
		return true
	}
	if t.Text == "typename" && p.peek(1).Kind == token.Ident {
		return true // typename Acc<char>::type s = 300;
	}
	if p.isTypeName(t.Text) {
		// `T(x)` and `T{...}` at the start of a statement are expressions
		// (functional casts); `T x` is a declaration.
		n := p.peek(1).Kind
		if n == token.ColonColon {
			return p.qualifiedType() != "" // Tree::Node n; but S::f(x);
		}
		if n == token.LParen && p.parenDeclarator() {
			return true // P (*make)(int) = f;
		}
		return n != token.LParen && n != token.LBrace && n != token.Dot
	}
	return p.looksLikeUnknownType()
}

// lambdaAhead reports whether the '[' at p.i opens a lambda's captures,
// not a designator ([2] = x): a '(' or '{' follows its ']'.
func (p *parser) lambdaAhead() bool {
	end := matchingClose(p.toks, p.i, token.LBrack, token.RBrack)
	return end > 0 && end+1 < len(p.toks) && (p.toks[end+1].Kind == token.LParen || p.toks[end+1].Kind == token.LBrace)
}

// parenDeclarator reports whether the '(' after a type name opens a
// parenthesised declarator, `(*name)` or `(&name)` or `(*name[N])`, which
// C++ reads as a declaration even where a functional cast could start.
func (p *parser) parenDeclarator() bool {
	star, name, after := p.peek(2).Kind, p.peek(3), p.peek(4).Kind
	return (star == token.Mul || star == token.And) && name.Kind == token.Ident && !p.isTypeName(name.Text) &&
		(after == token.RParen || after == token.LBrack)
}

// looksLikeUnknownType reports whether the current identifier, which names
// no type, is used like one: `flot x`, `flot *p =`. No expression starts
// that way, so this is a declaration with a misspelt or missing type; the
// declaration is parsed anyway so that its variable is known afterwards.
func (p *parser) looksLikeUnknownType() bool {
	if p.tok.Kind != token.Ident || token.Keywords[p.tok.Text] {
		return false
	}
	n := p.peek(1)
	if n.Kind == token.Ident && !token.Keywords[n.Text] {
		return true
	}
	if n.Kind == token.Lss && MissingStd(p.tok.Text) != "" {
		// std::function<int(int)> f, std::tuple<int, float> &t: a name (or
		// * or &) after the closing '>', which no comparison has
		if _, end, ok := templateArgsAt(p.toks, p.i+1); ok && end+1 < len(p.toks) {
			after := p.toks[end+1]
			return after.Kind == token.Ident && !token.Keywords[after.Text] || after.Kind == token.Mul || after.Kind == token.And
		}
	}
	if n.Kind == token.Mul || n.Kind == token.And {
		if n2 := p.peek(2); n2.Kind == token.Ident && !token.Keywords[n2.Text] {
			switch p.peek(3).Kind {
			case token.Assign, token.Comma, token.RParen, token.LBrack:
				return true
			case token.Semi:
				return n.Kind == token.And // `a * b;` is an expression, `T &r;` is not
			}
		}
	}
	return false
}

// startsType reports whether the current token begins a type name (in a cast,
// sizeof, template argument or parameter list).
func (p *parser) startsType() bool {
	t := p.tok
	if t.Kind != token.Ident {
		return false
	}
	switch t.Text {
	case "const", "volatile", "struct", "union", "enum", "unsigned", "signed", "typename", "class":
		return true
	case "decltype":
		return p.peek(1).Kind == token.LParen
	}
	return typeKeywords[t.Text] || p.isTypeName(t.Text)
}

// topLevel parses one file-scope declaration or definition.
func (p *parser) topLevel() []ast.Decl {
	pos := p.at(p.tok.Pos)
	switch {
	case p.tok.Kind == token.Semi:
		p.next()
		return nil
	case p.tok.Kind == token.Ident && p.tok.Text == "using":
		// `using namespace std;` and friends: accepted, nothing to declare.
		p.skipTo(false)
		return nil
	case p.tok.Kind == token.Ident && p.tok.Text == "namespace":
		p.errorf(pos, "namespaces are not supported in lab programs")
		p.skipTo(false)
		return []ast.Decl{&ast.BadDecl{P: pos}}
	case p.tok.Kind == token.Ident && p.tok.Text == "extern" && p.peek(1).Kind == token.String:
		// extern "C" { ... } or extern "C" decl
		p.next()
		p.next()
		if p.got(token.LBrace) {
			var ds []ast.Decl
			for p.tok.Kind != token.RBrace && p.tok.Kind != token.EOF {
				before := p.i
				ds = append(ds, p.topLevel()...)
				if p.i == before {
					p.next()
				}
			}
			p.expect(token.RBrace, "to close extern \"C\"")
			return ds
		}
		return p.topLevel()
	case p.tok.Kind == token.Ident && p.tok.Text == "template":
		return p.template()
	case p.tok.Kind == token.Ident && p.tok.Text == "static_assert":
		if sa := p.staticAssert(); sa != nil {
			return []ast.Decl{sa}
		}
		return nil
	}
	if !p.startsDecl() && !p.outOfClassSpecialAhead() {
		if p.tok.Kind == token.Ident && (p.peek(1).Kind == token.Ident || p.peek(1).Kind == token.Mul ||
			p.peek(1).Kind == token.Lss && MissingStd(p.tok.Text) != "") {
			p.errorf(pos, "%s", UnknownTypeMessage(p.tok.Text))
		} else {
			p.errorf(pos, "expected a declaration, found %s", describe(p.tok))
		}
		p.skipTo(false)
		return []ast.Decl{&ast.BadDecl{P: pos}}
	}
	return p.declaration(true, nil)
}

// specialization parses the rest of `template <> R name<args>(params) {...}`,
// an explicit specialization of the function template name: the function
// itself parses as an ordinary one once `<args>` is cut out of the tokens,
// and FuncDecl.SpecArgs keeps the arguments for the checker.
func (p *parser) specialization(pos diag.Pos) []ast.Decl {
	at := -1
	for i := p.i; i < len(p.toks)-1; i++ {
		t := p.toks[i]
		if t.Kind == token.LParen || t.Kind == token.Semi || t.Kind == token.LBrace {
			break
		}
		if t.Kind == token.Ident && p.templates[t.Text] && p.toks[i+1].Kind == token.Lss {
			at = i
			break
		}
	}
	if at < 0 {
		if name, ok := p.specializedByDeduction(); ok {
			// template <> double L1p(double x): C++ deduces the
			// arguments from the parameters, as the checker does
			decls := p.declaration(true, nil)
			for _, d := range decls {
				if fd, ok := d.(*ast.FuncDecl); ok && fd.Name == name {
					fd.SpecArgs = []ast.TemplateArg{}
				}
			}
			return decls
		}
		for i := p.i; i < len(p.toks)-1; i++ {
			t := p.toks[i]
			if t.Kind == token.LParen || t.Kind == token.Semi || t.Kind == token.LBrace {
				break
			}
			if t.Kind == token.Ident && p.toks[i+1].Kind == token.Lss && !p.isTypeName(t.Text) {
				p.errorf(p.at(t.Pos), "'%s' is not a function template declared before this specialization", t.Text)
				p.skipTo(false)
				return []ast.Decl{&ast.BadDecl{P: pos}}
			}
		}
		p.errorf(pos, "explicit specialization (template <>) is supported for function templates only, written R name<args>(params)")
		p.skipTo(false)
		return []ast.Decl{&ast.BadDecl{P: pos}}
	}
	start := p.i
	p.i = at + 1
	p.tok = p.toks[p.i]
	targs := p.templateArgs()
	// A fresh token slice: template Sources may alias the old one.
	toks := make([]token.Token, 0, len(p.toks))
	toks = append(append(toks, p.toks[:at+1]...), p.toks[p.i:]...)
	p.toks = toks
	p.i = start
	p.tok = p.toks[p.i]
	decls := p.declaration(true, nil)
	for _, d := range decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Name == p.toks[at].Text {
			fd.SpecArgs = targs
			if len(targs) == 0 {
				fd.SpecArgs = []ast.TemplateArg{}
			}
		}
	}
	return decls
}

// specializedByDeduction reports the name of the function template that
// the declaration at p.i specializes without writing its arguments: the
// identifier before its parameter list names one.
func (p *parser) specializedByDeduction() (string, bool) {
	for i := p.i + 1; i < len(p.toks); i++ {
		switch p.toks[i].Kind {
		case token.LParen:
			t := p.toks[i-1]
			return t.Text, t.Kind == token.Ident && p.templates[t.Text] && p.toks[i-2].Kind != token.ColonColon
		case token.Semi, token.LBrace:
			return "", false
		}
	}
	return "", false
}

// template parses `template <params> function-definition`.
func (p *parser) template() []ast.Decl {
	start := p.i
	pos := p.at(p.tok.Pos)
	p.next()
	p.expect(token.Lss, "after 'template'")
	if p.tok.Kind == token.Gtr {
		p.next()
		return p.specialization(pos)
	}
	p.pushScope()
	defer p.popScope()
	params, ok := p.templateParams()
	if !ok {
		return []ast.Decl{&ast.BadDecl{P: pos}}
	}
	// The body may use the template's own name (recursion), so it is a
	// template name from here on: the name is the identifier before the
	// first '(' of the declaration.
	for i := p.i; i < len(p.toks)-1; i++ {
		t := p.toks[i]
		if t.Kind == token.LParen || t.Kind == token.Semi || t.Kind == token.LBrace {
			if t.Kind == token.LParen && i > p.i && p.toks[i-1].Kind == token.Ident {
				p.templates[p.toks[i-1].Text] = true
			}
			break
		}
	}
	if p.tok.Kind == token.Ident && (p.tok.Text == "struct" || p.tok.Text == "class") {
		p.errorf(p.at(p.tok.Pos), "struct templates are not supported; only function templates")
		p.skipTo(false)
		return []ast.Decl{&ast.BadDecl{P: pos}}
	}
	ds := p.declaration(true, params)
	for _, d := range ds {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Template != nil {
			fd.P = pos
			// Keep a copy that ends with EOF, ready to parse again.
			src := make([]token.Token, 0, p.i-start+1)
			src = append(src, p.toks[start:p.i]...)
			fd.Source = append(src, token.Token{Kind: token.EOF, Pos: p.tok.Pos})
			p.templates[fd.Name] = true
			// the name is a template at file scope too
			return ds
		}
	}
	if len(ds) > 0 {
		p.errorf(pos, "a template must declare a function")
	}
	return ds
}

// templateParams parses a template's parameters after `template <`, up to
// and including the closing '>', declaring the type parameters' names in
// the current scope. After an error it has skipped the declaration.
func (p *parser) templateParams() ([]*ast.TemplateParam, bool) {
	var params []*ast.TemplateParam
	for p.tok.Kind != token.Gtr && p.tok.Kind != token.EOF {
		tp := &ast.TemplateParam{P: p.at(p.tok.Pos)}
		if p.tok.Kind == token.Ident && (p.tok.Text == "typename" || p.tok.Text == "class") {
			p.next()
			tp.IsType = true
			if p.tok.Kind == token.Ident {
				if p.typeParams == nil {
					p.typeParams = map[string]bool{}
				}
				p.typeParams[p.tok.Text] = true
			}
		} else {
			spec := p.declSpec()
			if spec == nil {
				p.skipTo(false)
				return nil, false
			}
			tp.IntType = &ast.TypeName{P: spec.P, Spec: spec, Declarator: &ast.Declarator{P: spec.P}}
			if p.tok.Kind == token.LParen {
				// a pointer to a function: T (*op)(T, T)
				d := p.declarator(false, false)
				if d == nil || d.Name == "" {
					p.errExpected("a template parameter name", "")
					p.skipTo(false)
					return nil, false
				}
				tp.IntType.Declarator, tp.Name, tp.P = d, d.Name, d.NamePos
				if tp.IsType {
					p.declareType(tp.Name)
				}
				params = append(params, tp)
				if !p.got(token.Comma) {
					break
				}
				continue
			}
		}
		if !tp.IsType && p.tok.Kind == token.Mul {
			// a pointer: typename enable_if<B>::type * = nullptr
			d := p.declarator(true, false)
			if d == nil {
				p.skipTo(false)
				return nil, false
			}
			tp.IntType.Declarator = d
			if d.Name != "" {
				tp.Name, tp.P = d.Name, d.NamePos
			}
		}
		switch {
		case tp.Name != "":
		case p.tok.Kind == token.Ident:
			tp.Name = p.tok.Text
			tp.P = p.at(p.tok.Pos)
			p.next()
		case p.tok.Kind == token.Assign || p.tok.Kind == token.Comma || p.tok.Kind == token.Gtr:
			// unnamed, as a parameter only there for its default is
			// (typename = enable_if_t<B>): a name no program can write
			tp.Name = fmt.Sprintf("(template parameter %d)", len(params)+1)
		case p.tok.Kind == token.Ellipsis:
			// expandPacks expands the function templates, member ones
			// for up to MaxMemberPack arguments
			p.errs.Add(p.at(p.tok.Pos), diag.KindUnsupported, "a parameter pack is supported only in a function template (not in a struct template)")
			p.skipTo(false)
			return nil, false
		default:
			p.errExpected("a template parameter name", "")
			p.skipTo(false)
			return nil, false
		}
		if tp.IsType {
			p.declareType(tp.Name)
		}
		if p.got(token.Assign) {
			if tp.IsType && p.startsType() {
				if tn := p.typeName(); tn != nil {
					tp.Default = &ast.TemplateArg{Type: tn}
				}
			} else if !tp.IsType {
				// above the relational operators: '>' closes the list
				tp.Default = &ast.TemplateArg{Expr: p.binary(shiftPrec)}
			}
			if tp.Default == nil {
				p.errExpected("a default template argument", "")
				p.skipTo(false)
				return nil, false
			}
		}
		params = append(params, tp)
		if !p.got(token.Comma) {
			break
		}
	}
	p.expect(token.Gtr, "to close the template parameter list")
	return params, true
}

// memberTemplate parses `template <params>` and the member function
// template after it in the body of st: the member function lowered as any
// other (Tag::name, the object first), a template whose Source is the
// same definition written outside the struct (`template <params> R
// Tag::name(...) {...}`), which instantiation parses again.
func (p *parser) memberTemplate(st *ast.StructSpec) {
	start := p.i
	pos := p.at(p.tok.Pos)
	p.next()
	p.expect(token.Lss, "after 'template'")
	p.pushScope()
	defer p.popScope()
	params, ok := p.templateParams()
	if !ok {
		return
	}
	spec := p.declSpec()
	from := p.i
	n := len(st.Methods)
	if spec == nil || st.Tag == "" || !p.structMember(st, spec, false) || len(st.Methods) != n+1 {
		p.errorf(pos, "a template in a struct must be a member function (struct templates are written at file scope)")
		p.skipTo(false)
		return
	}
	fd := st.Methods[n]
	name := strings.TrimPrefix(fd.Name, st.Tag+"::")
	at := -1
	if fd.Ctor {
		from = start // its name was read as the specifiers' type
	}
	for i := from; i+1 < p.i; i++ {
		t := p.toks[i]
		if t.Kind == token.Ident && t.Text == name && p.toks[i+1].Kind == token.LParen ||
			t.Kind == token.Ident && t.Text == "operator" && strings.HasPrefix(name, "operator") {
			at = i // (operator() and the other operators: the name's first token)
			break
		}
	}
	if at < 0 {
		p.errorf(pos, "this member template is not supported; only member functions with a name can be templates")
		return
	}
	src := make([]token.Token, 0, p.i-start+3)
	switch {
	case fd.Ctor:
		// a constructor template: `Tag::Tag(...)` outside the struct,
		// which the checker instantiates for the arguments of a
		// construction (explicit stays on the template, ast.FuncAttrs)
		for _, t := range p.toks[start:at] {
			if t.Kind != token.Ident || t.Text != "explicit" {
				src = append(src, t)
			}
		}
		tagTok := p.toks[at]
		tagTok.Text = st.Tag
		src = append(src, tagTok, token.Token{Kind: token.ColonColon, Pos: tagTok.Pos})
		src = append(src, p.toks[at:p.i]...)
	case fd.Receiver == "":
		// a static member: the plain function template Tag::name, its
		// name one token, as methods.go names static members
		for _, t := range p.toks[start:at] {
			if t.Kind != token.Ident || t.Text != "static" {
				src = append(src, t)
			}
		}
		nameTok := p.toks[at]
		nameTok.Text = fd.Name
		src = append(append(src, nameTok), p.toks[at+1:p.i]...)
		p.templates[fd.Name] = true
	default:
		src = append(src, p.toks[start:at]...)
		tagTok := p.toks[at]
		tagTok.Text = st.Tag
		src = append(src, tagTok, token.Token{Kind: token.ColonColon, Pos: tagTok.Pos})
		src = append(src, p.toks[at:p.i]...)
		p.memberTemplates[name] = true
	}
	fd.Template, fd.P = params, pos
	fd.Source = append(src, token.Token{Kind: token.EOF, Pos: p.tok.Pos})
}

// trailingReturn parses a trailing return type, `auto f(int i) -> int`,
// if one follows the declarator of fd (whose specifiers said auto): the
// type it names is fd's result.
func (p *parser) trailingReturn(fd *ast.FuncDecl) {
	if p.tok.Kind != token.Arrow || !slices.Contains(fd.Spec.Keywords, "auto") {
		return
	}
	p.next()
	tn := p.typeName()
	if tn == nil {
		return
	}
	spec := *tn.Spec
	spec.Attrs, spec.Storage = fd.Spec.Attrs, fd.Spec.Storage
	fd.Spec = &spec
	fd.Declarator.Parts = append(fd.Declarator.Parts, tn.Declarator.Parts...)
}

// declaration parses specifiers and declarators up to ';' (or a function
// body). At file scope it returns *ast.FuncDecl, *ast.GlobalVars and
// *ast.TypeDecl; in a block, the caller converts.
func (p *parser) declaration(fileScope bool, tparams []*ast.TemplateParam) []ast.Decl {
	pos := p.at(p.tok.Pos)
	spec := p.declSpec()
	if spec == nil {
		p.skipTo(false)
		return []ast.Decl{&ast.BadDecl{P: pos}}
	}
	if p.tok.Kind == token.Semi {
		p.next()
		if spec.Struct == nil && spec.Enum == nil {
			p.errorf(pos, "declaration does not declare anything")
		}
		return []ast.Decl{&ast.TypeDecl{P: pos, Spec: spec}}
	}
	if !fileScope && p.bindingAhead(spec) {
		return p.bindingDecl(spec, pos)
	}
	if fileScope && spec.Name != "" && p.tok.Kind == token.ColonColon && p.peek(1).Kind == token.Ident &&
		p.peek(1).Text == spec.Name && p.peek(2).Kind == token.LParen {
		// Tag::Tag(...), a constructor defined outside its struct
		if fd := p.outOfClassCtor(spec); fd != nil {
			fd.Template = tparams // a constructor template's instance (memberTemplate)
			return []ast.Decl{fd}
		}
		return []ast.Decl{&ast.BadDecl{P: pos}}
	}
	if fileScope && spec.Name != "" && p.tok.Kind == token.ColonColon && p.peek(1).Kind == token.Tilde {
		// Tag::~Tag() { ... }, a destructor defined outside its struct
		p.next() // ::
		if fd := p.destructorDef(spec.Name, spec.Attrs, pos); fd != nil {
			return []ast.Decl{fd}
		}
		return []ast.Decl{&ast.BadDecl{P: pos}}
	}
	var vars []*ast.VarDecl
	var typedefs []*ast.Declarator
	for {
		d := p.declarator(false, true)
		if d == nil {
			p.skipTo(false)
			return []ast.Decl{&ast.BadDecl{P: pos}}
		}
		if d.Name == "" {
			p.errorf(d.P, "expected a name in declaration")
			p.skipTo(false)
			return []ast.Decl{&ast.BadDecl{P: pos}}
		}
		// A function definition or declaration.
		if len(d.Parts) > 0 && d.Parts[0].Kind == ast.PartFunc && spec.Storage != ast.StorageTypedef {
			fd := &ast.FuncDecl{P: d.NamePos, Name: d.Name, Spec: spec, Declarator: d, Attrs: spec.Attrs, Template: tparams}
			p.trailingReturn(fd)
			if tag, member, ok := strings.Cut(d.Name, "::"); ok && fileScope && !p.staticFuncs[d.Name] {
				// a member function defined outside its struct
				isConst := p.methodQualifiers()
				p.trailingReturn(fd)
				var body *ast.Block
				if p.tok.Kind == token.LBrace {
					body = p.funcBody(d)
				} else {
					p.expect(token.Semi, "after member function declaration")
				}
				p.lowerMethod(fd, tag, member, isConst, body)
				return []ast.Decl{fd}
			}
			if fileScope && len(vars) == 0 && p.tok.Kind == token.LBrace {
				p.declareVar(d.Name)
				fd.Body = p.funcBody(d)
				return []ast.Decl{fd}
			}
			if !fileScope {
				if p.tok.Kind == token.LBrace {
					p.errorf(d.NamePos, "functions cannot be defined inside a function; define %s at file scope (or use a lambda)", d.Name)
				} else if !p.hoist || tparams != nil {
					p.errorf(d.NamePos, "functions cannot be declared inside a function")
				} else {
					p.hoisted = append(p.hoisted, fd)
				}
			}
			if tparams != nil {
				fd.Template = tparams
			}
			p.declareVar(d.Name)
			if p.got(token.Comma) {
				continue
			}
			p.expect(token.Semi, "after function declaration")
			return []ast.Decl{fd}
		}
		if spec.Storage == ast.StorageTypedef {
			p.declareType(d.Name)
			typedefs = append(typedefs, d)
		} else {
			p.declareVar(d.Name)
			vars = append(vars, &ast.VarDecl{P: d.NamePos, Name: d.Name, Spec: spec, Declarator: d, Init: d.Init})
		}
		if !p.got(token.Comma) {
			break
		}
	}
	if p.tok.Kind != token.Semi {
		p.errExpected("';'", "after declaration")
		// When the next token starts a new line, the ';' was most likely
		// forgotten at the end of this one: go on from there.
		if p.i == 0 || p.at(p.toks[p.i-1].Pos).Line == p.at(p.tok.Pos).Line {
			p.skipTo(false)
		}
	} else {
		p.next()
	}
	if typedefs != nil {
		return []ast.Decl{&ast.TypeDecl{P: pos, Spec: spec, Declarators: typedefs}}
	}
	return []ast.Decl{&ast.GlobalVars{P: pos, Decls: vars}}
}

// funcBody parses a function body with the parameters' names in scope.
func (p *parser) funcBody(d *ast.Declarator) *ast.Block {
	p.pushScope()
	defer p.popScope()
	for _, prm := range d.Parts[0].Params {
		if prm.Declarator != nil && prm.Declarator.Name != "" {
			p.declareVar(prm.Declarator.Name)
		}
	}
	return p.block()
}

// declSpec parses declaration specifiers. It returns nil after an error.
func (p *parser) declSpec() *ast.DeclSpec {
	s := &ast.DeclSpec{P: p.at(p.tok.Pos)}
	sawBase := false
	for p.tok.Kind == token.Ident {
		t := p.tok
		switch t.Text {
		case "const":
			s.Qual |= types.Const
		case "constexpr":
			s.Qual |= types.Const
			s.Attrs.Constexpr = true
		case "volatile":
			s.Qual |= types.Volatile
		case "__restrict__", "__restrict", "restrict":
			s.Qual |= types.Restrict
		case "static":
			s.Storage = ast.StorageStatic
			s.Attrs.Static = true
		case "extern":
			s.Storage = ast.StorageExtern
			s.Attrs.Extern = true
		case "typedef":
			s.Storage = ast.StorageTypedef
		case "explicit":
			s.Attrs.Explicit = true
		case "register":
		case "virtual":
			s.Attrs.Virtual = true
		case "inline", "__inline__":
			s.Attrs.Inline = true
		case "__forceinline__":
			s.Attrs.ForceInline = true
		case "__noinline__":
			s.Attrs.NoInline = true
		case onUseAttr:
			s.Attrs.OnUse = true
		case "__global__":
			s.Attrs.Global = true
		case "__device__":
			s.Attrs.Device = true
			s.Device = true
		case "__host__":
			s.Attrs.Host = true
		case "__shared__":
			s.Shared = true
		case "__constant__":
			s.Constant = true
		case "__managed__":
			s.Managed = true
		case "__launch_bounds__":
			p.next()
			s.Attrs.LaunchBoundsArgs = p.attrExprs("__launch_bounds__", 1, 3)
			s.Attrs.HasLaunchBounds = true
			continue
		case "__cluster_dims__":
			p.next()
			s.Attrs.ClusterDimsArgs = p.attrExprs("__cluster_dims__", 1, 3)
			continue
		case "__maxnreg__":
			p.next()
			if xs := p.attrExprs("__maxnreg__", 1, 1); len(xs) == 1 {
				s.Attrs.MaxNRegArg = xs[0]
			}
			continue
		case "__align__", "__builtin_align__":
			p.next()
			if xs := p.attrExprs("__align__", 1, 1); len(xs) == 1 {
				if v, ok := constInt(xs[0]); ok && v > 0 && v&(v-1) == 0 {
					s.Align = v
				} else {
					p.errorf(xs[0].Pos(), "__align__ needs a power of two")
				}
			}
			continue
		case "alignas", "_Alignas":
			p.alignAs(s)
			continue
		case "__attribute__":
			p.next()
			p.skipParens()
			continue
		case "decltype":
			if sawBase {
				p.errorf(p.at(t.Pos), "two types in one declaration")
				return nil
			}
			sawBase = true
			p.next()
			p.expect(token.LParen, "after decltype")
			s.Decltype = p.expr()
			p.expect(token.RParen, "to close decltype(")
			continue
		case "struct", "union", "class":
			if sawBase {
				p.errorf(p.at(t.Pos), "two types in one declaration")
				return nil
			}
			sawBase = true
			st := p.structSpec()
			if st == nil {
				return nil
			}
			s.Struct = st
			continue
		case "enum":
			if sawBase {
				p.errorf(p.at(t.Pos), "two types in one declaration")
				return nil
			}
			sawBase = true
			en := p.enumSpec()
			if en == nil {
				return nil
			}
			s.Enum = en
			continue
		case "typename":
			// typename Op::T of a template's type parameter Op: the name
			// Op::T, which the checker resolves once Op is bound (to a
			// struct whose member typedef T is hoisted as S::T)
			if !sawBase && s.Name == "" && p.peek(1).Kind == token.Ident && p.peek(2).Kind == token.ColonColon &&
				p.peek(3).Kind == token.Ident && p.peek(4).Kind != token.ColonColon && p.peek(4).Kind != token.Lss {
				s.Name = p.peek(1).Text + "::" + p.peek(3).Text
				sawBase = true
				p.next()
				p.next()
				p.next()
			}
		default:
			if typeKeywords[t.Text] {
				if s.Name != "" || s.Struct != nil || s.Enum != nil {
					p.errorf(p.at(t.Pos), "two types in one declaration")
					return nil
				}
				if baseWords[t.Text] {
					for _, k := range s.Keywords {
						if baseWords[k] {
							// int float = 3: the second type word was meant as a name
							p.errorf(p.at(t.Pos), "'%s' is a keyword; it cannot be used as a name", t.Text)
							return nil
						}
					}
				}
				sawBase = true
				s.Keywords = append(s.Keywords, t.Text)
				break
			}
			if !sawBase && p.isTypeName(t.Text) {
				sawBase = true
				s.Name = t.Text
				if q := p.qualifiedType(); q != "" {
					s.Name = q // Tree::Node, a nested struct's
					p.next()
					p.next()
				}
				break
			}
			if !sawBase && t.Text == "operator" {
				if ct := p.conversionType(p.i + 1); ct.ok() {
					// a conversion function, `operator float()`: its type
					// is its name's (operatorName reads it again, and the
					// declarator adds its pointers)
					s.Keywords, s.Name = ct.words, ct.name
					if ct.isConst {
						s.Qual |= types.Const
					}
					return s
				}
			}
			if !sawBase {
				if p.looksLikeUnknownType() {
					// Report it here and go on with an invalid type, which
					// keeps later uses of the declared names quiet.
					p.errorf(p.at(t.Pos), "%s", UnknownTypeMessage(t.Text))
					sawBase = true
					s.Name = t.Text
					s.T = types.Typ[types.Invalid]
					if p.peek(1).Kind == token.Lss {
						// a template the lab lacks: its arguments go too
						p.next()
						p.skipAngles()
						continue
					}
					break
				}
				if t.Kind == token.Ident && MissingStd(t.Text) != "" {
					p.errorf(p.at(t.Pos), "%s", UnknownTypeMessage(t.Text))
				} else {
					p.errorf(p.at(t.Pos), "expected a type, found %s", describe(t))
				}
				return nil
			}
			return s
		}
		p.next()
	}
	if !sawBase {
		if s.Attrs.Global || s.Attrs.Device || s.Attrs.Host || s.Storage != ast.StorageNone || s.Qual != 0 {
			p.errorf(p.at(p.tok.Pos), "expected a type, found %s", describe(p.tok))
		} else {
			p.errorf(p.at(p.tok.Pos), "expected a declaration, found %s", describe(p.tok))
		}
		return nil
	}
	return s
}

// attrExprs parses the (a, b, ...) arguments of an attribute; the checker
// folds them.
func (p *parser) attrExprs(name string, min, max int) []ast.Expr {
	if p.tok.Kind != token.LParen {
		p.errorf(p.at(p.tok.Pos), "expected '(' after %s", name)
		return nil
	}
	pos := p.at(p.tok.Pos)
	p.next()
	var xs []ast.Expr
	for p.tok.Kind != token.RParen && p.tok.Kind != token.EOF {
		xs = append(xs, p.assignExpr())
		if !p.got(token.Comma) {
			break
		}
	}
	p.expect(token.RParen, "after "+name+" arguments")
	if len(xs) < min || len(xs) > max {
		p.errorf(pos, "%s takes %d to %d arguments", name, min, max)
	}
	return xs
}

// skipAngles skips a template argument list from its '<' to the matching
// '>' (a '>>' closes two).
func (p *parser) skipAngles() {
	level := 0
	for p.tok.Kind != token.EOF && p.tok.Kind != token.Semi && p.tok.Kind != token.LBrace {
		switch p.tok.Kind {
		case token.Lss:
			level++
		case token.Gtr:
			level--
		case token.Shr:
			level -= 2
		case token.LParen:
			p.skipParens()
			continue
		}
		p.next()
		if level <= 0 {
			return
		}
	}
}

func (p *parser) skipParens() {
	if p.tok.Kind != token.LParen {
		return
	}
	level := 0
	for p.tok.Kind != token.EOF {
		switch p.tok.Kind {
		case token.LParen:
			level++
		case token.RParen:
			level--
			if level == 0 {
				p.next()
				return
			}
		}
		p.next()
	}
}

// alignAs parses alignas(n) or alignas(type) into s.
func (p *parser) alignAs(s *ast.DeclSpec) {
	p.next()
	if p.tok.Kind != token.LParen {
		p.errorf(p.at(p.tok.Pos), "expected '(' after alignas")
		return
	}
	if p.peekStartsType() {
		p.next()
		s.AlignAsType = p.typeName()
		p.expect(token.RParen, "after alignas(type")
		return
	}
	if xs := p.attrExprs("alignas", 1, 1); len(xs) == 1 {
		if v, ok := constInt(xs[0]); ok && v > 0 && v&(v-1) == 0 {
			s.AlignAs = v
		} else {
			p.errorf(xs[0].Pos(), "alignas needs a power of two")
		}
	}
}

// peekStartsType reports whether the token after the current one begins a
// type name.
func (p *parser) peekStartsType() bool {
	t := p.peek(1)
	if t.Kind != token.Ident {
		return false
	}
	switch t.Text {
	case "const", "volatile", "struct", "union", "enum", "unsigned", "signed":
		return true
	}
	return typeKeywords[t.Text] || p.isTypeName(t.Text)
}

// qualifiedType is S::N when the current token S, '::' and N name a type
// declared so (a nested struct's, hoisted), "" otherwise.
func (p *parser) qualifiedType() string {
	if p.peek(1).Kind != token.ColonColon || p.peek(2).Kind != token.Ident {
		return ""
	}
	name := p.tok.Text + "::" + p.peek(2).Text
	if p.peek(3).Kind == token.ColonColon || !p.isTypeName(name) {
		return ""
	}
	return name
}

func (p *parser) structSpec() *ast.StructSpec {
	st := &ast.StructSpec{P: p.at(p.tok.Pos), Union: p.tok.Text == "union"}
	// members of a class are private until an access specifier says
	// otherwise (a layout matter only: access is not checked)
	private := p.tok.Text == "class"
	privateData := false
	p.next()
	for p.tok.Kind == token.Ident && (p.tok.Text == "__align__" || p.tok.Text == "__builtin_align__" || p.tok.Text == "__attribute__" || p.tok.Text == "alignas") {
		if p.tok.Text == "__attribute__" {
			if p.packedAttribute() {
				st.Pack = 1
			}
			continue
		}
		name := p.tok.Text
		p.next()
		if xs := p.attrExprs(name, 1, 1); len(xs) == 1 {
			if v, ok := constInt(xs[0]); ok && v > 0 && v&(v-1) == 0 {
				st.Align = v
			} else {
				p.errorf(xs[0].Pos(), "__align__ needs a power of two")
			}
		}
	}
	if p.tok.Kind == token.Ident && !specKeywords[p.tok.Text] && !typeKeywords[p.tok.Text] || p.tok.Kind == token.Ident && p.isTypeName(p.tok.Text) {
		st.Tag = p.tok.Text
		p.next()
		// struct S is usable as S from here on (C++)
		p.declareType(st.Tag)
	}
	if p.tok.Kind == token.Ident && p.tok.Text == "final" && st.Tag != "" && (p.peek(1).Kind == token.Colon || p.peek(1).Kind == token.LBrace) {
		p.next() // struct S final: no struct may derive from S (not checked)
	}
	if p.tok.Kind == token.Colon && !p.baseClause(st) {
		return nil
	}
	if p.tok.Kind != token.LBrace {
		if st.Tag == "" {
			p.errExpected("a struct name or '{'", "")
			return nil
		}
		return st
	}
	st.HasBody = true
	if p.pack > 0 {
		st.Pack = p.pack
	}
	if st.Tag != "" {
		if p.classTags == nil {
			p.classTags = map[string]bool{}
		}
		p.classTags[st.Tag] = true
	}
	p.beginLine(st)
	p.next()
	if !p.enter() {
		p.leave()
		return nil
	}
	defer p.leave()
	for p.tok.Kind != token.RBrace && p.tok.Kind != token.EOF {
		fpos := p.at(p.tok.Pos)
		if p.tok.Kind == token.Ident && (p.tok.Text == "public" || p.tok.Text == "private" || p.tok.Text == "protected") && p.peek(1).Kind == token.Colon {
			private = p.tok.Text != "public"
			p.next()
			p.next()
			continue
		}
		friend := false
		if p.tok.Kind == token.Ident && p.tok.Text == "friend" {
			friend = true
			p.next()
			if p.tok.Kind == token.Ident && (p.tok.Text == "class" || p.tok.Text == "struct") && p.peek(1).Kind == token.Ident && p.peek(2).Kind == token.Semi {
				// friend class Outer;: access is not checked
				p.next()
				p.next()
				p.next()
				continue
			}
		} else if k := p.friendAfterQualifiers(); k > 0 {
			// __host__ __device__ friend V operator*(...): the qualifiers
			// stay, friend goes
			friend = true
			p.toks = append(p.toks[:p.i+k:p.i+k], p.toks[p.i+k+1:]...)
		}
		if p.tok.Kind == token.Ident && p.tok.Text == "static_assert" {
			// a member static_assert: parsed, not checked (the struct's
			// own declarations hold nothing it could test at run time)
			p.staticAssert()
			continue
		}
		if attrs, ok := p.destructorAhead(); ok {
			if st.Tag == "" {
				p.errorf(fpos, "a destructor needs a named struct")
				p.skipTo(false)
				continue
			}
			fd := p.destructorDef(st.Tag, attrs, fpos)
			if fd != nil {
				st.Methods = append(st.Methods, fd)
			}
			st.VirtualDtor = st.VirtualDtor || attrs.Virtual || fd != nil && fd.Virtual
			continue
		}
		if p.tok.Kind == token.Ident && p.tok.Text == "template" && p.peek(1).Kind == token.Lss {
			p.memberTemplate(st)
			continue
		}
		spec := p.declSpec()
		if spec == nil {
			p.skipTo(true)
			if p.tok.Kind == token.Semi {
				p.next()
			}
			continue
		}
		if a := spec.Struct; a != nil && a.Tag == "" && a.HasBody && p.tok.Kind == token.Semi {
			// An anonymous union or struct: a member with a hidden name
			// (AnonMember), whose members the checker finds as the
			// enclosing struct's own.
			d := &ast.Declarator{P: fpos, Name: fmt.Sprintf("%s%d:%d", ast.AnonMember, fpos.Line, fpos.Col), NamePos: fpos}
			st.Fields = append(st.Fields, &ast.FieldDecl{P: fpos, Spec: spec, Declarators: []*ast.Declarator{d}})
			p.next()
			continue
		}
		if a := spec.Struct; a != nil && a.Tag != "" && a.HasBody && p.tok.Kind == token.Semi && p.hoist {
			// a nested struct (struct Tree { struct Node {...}; Node n[4]; }):
			// declared at file scope, before the struct that holds it,
			// where Tree::Node names it too
			p.hoisted = append(p.hoisted, &ast.TypeDecl{P: fpos, Spec: spec})
			if st.Tag != "" {
				// typedef struct Node Tree::Node;
				name := st.Tag + "::" + a.Tag
				p.declareType(name)
				ref := &ast.DeclSpec{P: fpos, Storage: ast.StorageTypedef, Struct: &ast.StructSpec{P: fpos, Tag: a.Tag, Union: a.Union}}
				p.hoisted = append(p.hoisted, &ast.TypeDecl{P: fpos, Spec: ref,
					Declarators: []*ast.Declarator{{P: fpos, Name: name, NamePos: fpos}}})
			}
			p.next()
			continue
		}
		if e := spec.Enum; e != nil && e.Tag != "" && e.HasBody && p.tok.Kind == token.Semi && p.hoist {
			// a scoped enum of the class (enum class Mode { A, B };, the
			// unscoped ones are lowerMemberEnums'): declared at file
			// scope, before the struct, where Outer::Mode names it too
			p.hoisted = append(p.hoisted, &ast.TypeDecl{P: fpos, Spec: spec})
			if st.Tag != "" {
				name := st.Tag + "::" + e.Tag
				p.declareType(name)
				ref := &ast.DeclSpec{P: fpos, Storage: ast.StorageTypedef, Enum: &ast.EnumSpec{P: fpos, Tag: e.Tag}}
				p.hoisted = append(p.hoisted, &ast.TypeDecl{P: fpos, Spec: ref,
					Declarators: []*ast.Declarator{{P: fpos, Name: name, NamePos: fpos}}})
			}
			p.next()
			continue
		}
		if p.structMember(st, spec, friend) {
			continue
		}
		if spec.Storage == ast.StorageStatic && st.Tag != "" {
			p.staticMembers(st, spec)
			continue
		}
		fd := &ast.FieldDecl{P: fpos, Spec: spec}
		if p.tok.Kind != token.Semi {
			for {
				var d *ast.Declarator
				if p.tok.Kind == token.Colon {
					// an unnamed bit-field: padding (int : 3;) or a unit break (int : 0;)
					d = &ast.Declarator{P: p.at(p.tok.Pos), NamePos: p.at(p.tok.Pos)}
				} else {
					d = p.declarator(false, false)
				}
				if d == nil {
					break
				}
				if len(d.Parts) > 0 && d.Parts[0].Kind == ast.PartFunc {
					p.errorf(d.NamePos, "member functions are not supported")
					p.skipTo(true)
					break
				}
				if p.got(token.Colon) {
					d.BitWidth = p.condExpr()
				}
				// a default member initializer: int n = 5; or int n{5};
				if p.got(token.Assign) {
					d.Init = p.initializer()
				} else if p.tok.Kind == token.LBrace {
					d.Init = p.initializer()
				}
				fd.Declarators = append(fd.Declarators, d)
				if !p.got(token.Comma) {
					break
				}
			}
		}
		st.Fields = append(st.Fields, fd)
		privateData = privateData || private
		if p.tok.Kind != token.Semi {
			p.errExpected("';'", "after struct member")
			p.skipTo(true)
			if p.tok.Kind == token.Semi {
				p.next()
			}
			continue
		}
		p.next()
	}
	p.expect(token.RBrace, "to close the struct")
	for p.tok.Kind == token.Ident && p.tok.Text == "__attribute__" {
		if p.packedAttribute() { // struct S {...} __attribute__((packed));
			st.Pack = 1
		}
	}
	st.NonPOD = nonPOD(st, privateData)
	return st
}

// staticMembers parses the declarators of `static T a = x, b = y;` in the
// body of st: static data members are variables named Tag::a at file scope
// (StructSpec.Statics), which the checker declares after the struct.
func (p *parser) staticMembers(st *ast.StructSpec, spec *ast.DeclSpec) {
	spec.Storage = ast.StorageNone
	spec.Attrs.Static = false
	for {
		d := p.declarator(false, false)
		if d == nil {
			p.skipTo(true)
			break
		}
		d.Name = st.Tag + "::" + d.Name
		v := &ast.VarDecl{P: d.NamePos, Name: d.Name, Spec: spec, Declarator: d}
		if p.got(token.Assign) {
			v.Init = p.initializer()
			d.Init = v.Init
		} else {
			// a declaration: the definition `T Tag::name = x;` follows
			// at file scope
			ext := *spec
			ext.Storage = ast.StorageExtern
			v.Spec = &ext
		}
		st.Statics = append(st.Statics, v)
		if !p.got(token.Comma) {
			break
		}
	}
	if !p.got(token.Semi) {
		p.errExpected("';'", "after static struct member")
		p.skipTo(true)
		p.got(token.Semi)
	}
}

func (p *parser) enumSpec() *ast.EnumSpec {
	en := &ast.EnumSpec{P: p.at(p.tok.Pos)}
	p.next()
	if p.tok.Kind == token.Ident && (p.tok.Text == "class" || p.tok.Text == "struct") {
		p.errorf(p.at(p.tok.Pos), "scoped enums (enum class) are not supported")
		return nil
	}
	if p.tok.Kind == token.Ident {
		en.Tag = p.tok.Text
		p.next()
		p.declareType(en.Tag)
	}
	if p.tok.Kind == token.Colon {
		// `enum class E : unsigned char`: a fixed underlying type
		cpos := p.at(p.tok.Pos)
		p.next()
		var words []string
		for p.tok.Kind == token.Ident {
			words = append(words, p.tok.Text)
			p.next()
		}
		switch strings.Join(words, " ") {
		case "int", "signed", "signed int", "unsigned", "unsigned int", "int32_t", "uint32_t",
			"char", "signed char", "unsigned char", "short", "short int", "unsigned short", "unsigned short int",
			"long", "long int", "unsigned long", "long long", "long long int", "unsigned long long", "bool",
			"int8_t", "uint8_t", "int16_t", "uint16_t", "int64_t", "uint64_t", "size_t":
			en.Underlying = words
		default:
			p.errorf(cpos, "an enum's underlying type must be an integer type")
			return nil
		}
	}
	if p.tok.Kind != token.LBrace {
		if en.Tag == "" {
			p.errExpected("an enum name or '{'", "")
			return nil
		}
		return en
	}
	en.HasBody = true
	p.next()
	for p.tok.Kind != token.RBrace && p.tok.Kind != token.EOF {
		if p.tok.Kind != token.Ident {
			p.errExpected("an enumerator name", "")
			p.skipTo(true)
			break
		}
		it := &ast.EnumItem{P: p.at(p.tok.Pos), Name: p.tok.Text}
		p.declareVar(it.Name)
		p.next()
		if p.got(token.Assign) {
			it.Value = p.condExpr()
		}
		en.Items = append(en.Items, it)
		if !p.got(token.Comma) {
			break
		}
	}
	p.expect(token.RBrace, "to close the enum")
	return en
}

// declarator parses a (possibly abstract) declarator. With init set it
// also parses an initialiser (= x, {..}) or constructor arguments (a, b).
func (p *parser) declarator(abstract, init bool) *ast.Declarator {
	if !p.enter() {
		p.leave()
		return nil
	}
	defer p.leave()
	d := &ast.Declarator{P: p.at(p.tok.Pos)}
	var ptrs []ast.DeclPart
	for p.tok.Kind == token.Mul || p.tok.Kind == token.And || p.tok.Kind == token.LAnd {
		part := ast.DeclPart{Kind: ast.PartPointer, P: p.at(p.tok.Pos)}
		if p.tok.Kind != token.Mul {
			part.Kind = ast.PartReference
			part.Rvalue = p.tok.Kind == token.LAnd
		}
		p.next()
		for p.tok.Kind == token.Ident {
			switch p.tok.Text {
			case "const":
				part.Qual |= types.Const
			case "volatile":
				part.Qual |= types.Volatile
			case "__restrict__", "__restrict", "restrict":
				part.Qual |= types.Restrict
			default:
				goto done
			}
			p.next()
		}
	done:
		ptrs = append(ptrs, part)
		if len(ptrs) > MaxNesting {
			p.errs.Add(p.at(p.tok.Pos), diag.KindLimit, "type is nested too deeply (more than %d levels)", MaxNesting)
			return nil
		}
	}
	var inner []ast.DeclPart
	switch {
	case p.tok.Kind == token.Ident && !typeKeywords[p.tok.Text] && !specKeywords[p.tok.Text]:
		d.Name = p.tok.Text
		d.NamePos = p.at(p.tok.Pos)
		p.next()
		if d.Name == "operator" {
			p.convStars = 0
			if d.Name = p.operatorName(); d.Name == "" {
				return nil
			}
			for range p.convStars {
				// operator T *(): the result is a pointer, as in T *f()
				ptrs = append(ptrs, ast.DeclPart{Kind: ast.PartPointer, P: d.NamePos})
			}
		}
		if p.tok.Kind == token.ColonColon && p.isTypeName(d.Name) && p.peek(1).Kind == token.Ident {
			// Tag::member, a member function defined outside its struct
			p.next()
			member := p.tok.Text
			p.next()
			if member == "operator" {
				if member = p.operatorName(); member == "" {
					return nil
				}
			}
			d.Name += "::" + member
		}
	case p.tok.Kind == token.LParen && !p.parenStartsParams(abstract):
		p.next()
		in := p.declarator(abstract, false)
		if in == nil {
			return nil
		}
		p.expect(token.RParen, "in declarator")
		d.Name, d.NamePos = in.Name, in.NamePos
		inner = in.Parts
	default:
		if !abstract {
			p.errExpected("a name", "in declaration")
			return nil
		}
	}
	if d.NamePos == (diag.Pos{}) {
		d.NamePos = d.P
	}
	var suffix []ast.DeclPart
	for {
		if p.tok.Kind == token.LBrack {
			part := ast.DeclPart{Kind: ast.PartArray, P: p.at(p.tok.Pos)}
			p.next()
			if p.tok.Kind != token.RBrack {
				part.Len = p.expr()
			}
			p.expect(token.RBrack, "after array size")
			suffix = append(suffix, part)
			if len(suffix) > MaxNesting {
				p.errs.Add(p.at(p.tok.Pos), diag.KindLimit, "type is nested too deeply (more than %d levels)", MaxNesting)
				return nil
			}
			continue
		}
		if p.tok.Kind == token.LParen {
			// Constructor arguments: `dim3 grid(4, 4);`
			if init && !abstract && len(inner) == 0 && len(suffix) == 0 && d.Name != "" && !p.startsParamDecls() {
				p.next()
				d.HasCtor = true
				for p.tok.Kind != token.RParen && p.tok.Kind != token.EOF {
					if p.tok.Kind == token.LBrace {
						d.Ctor = append(d.Ctor, p.initializer()) // check/bracedargs.go
						if !p.got(token.Comma) {
							break
						}
						continue
					}
					d.Ctor = append(d.Ctor, p.assignExpr())
					if !p.got(token.Comma) {
						break
					}
				}
				p.expect(token.RParen, "after constructor arguments")
				break
			}
			part := p.paramList()
			suffix = append(suffix, part)
			if p.tok.Kind == token.Ident && p.tok.Text == "noexcept" {
				p.next()
				if p.tok.Kind == token.LParen {
					p.skipParens()
				}
			}
			// qualifiers after a parameter list (const member functions) are not C
			continue
		}
		break
	}
	for p.tok.Kind == token.Ident && p.tok.Text == "__attribute__" {
		p.next()
		p.skipParens()
	}
	d.Parts = append(inner, suffix...)
	for i := len(ptrs) - 1; i >= 0; i-- {
		d.Parts = append(d.Parts, ptrs[i])
	}
	if init && !d.HasCtor {
		if p.got(token.Assign) {
			d.Init = p.initializer()
		} else if p.tok.Kind == token.LBrace && (len(d.Parts) == 0 || d.Parts[0].Kind != ast.PartFunc) {
			d.Init = p.initializer()
		}
	}
	return d
}

// parenStartsParams reports whether the '(' at the current token opens a
// parameter list rather than a parenthesised declarator.
func (p *parser) parenStartsParams(abstract bool) bool {
	n := p.peek(1)
	if n.Kind == token.LBrace {
		// `Body b({0.5f, 4.0f, -1.0f});` in a function: a constructor's
		// braced argument; at file scope a broken parameter list
		return len(p.scopes) == 1
	}
	if n.Kind == token.RParen || n.Kind == token.Ellipsis {
		return true
	}
	if n.Kind != token.Ident {
		return false
	}
	if typeKeywords[n.Text] || p.isTypeName(n.Text) {
		return true
	}
	// At file scope, `f(flot *p, ...)` is a parameter list with an unknown
	// type (a global `T x(a * b)` constructor is rare); inside functions the
	// constructor reading wins.
	if len(p.scopes) == 1 {
		save := p.i
		p.i++
		p.tok = p.toks[p.i]
		unknown := p.looksLikeUnknownType()
		p.i = save
		p.tok = p.toks[p.i]
		if unknown {
			return true
		}
	}
	switch n.Text {
	case "const", "volatile", "struct", "union", "enum", "unsigned", "signed", "typename", "__restrict__":
		return true
	}
	return false
}

func (p *parser) paramList() ast.DeclPart {
	part := ast.DeclPart{Kind: ast.PartFunc, P: p.at(p.tok.Pos)}
	p.expect(token.LParen, "")
	if p.tok.Kind == token.Ident && p.tok.Text == "void" && p.peek(1).Kind == token.RParen {
		p.next()
		p.next()
		return part
	}
	for p.tok.Kind != token.RParen && p.tok.Kind != token.EOF {
		if p.tok.Kind == token.Ellipsis {
			part.Variadic = true
			p.next()
			break
		}
		ppos := p.at(p.tok.Pos)
		spec := p.declSpec()
		if spec == nil {
			// skip to the end of the parameter list
			for p.tok.Kind != token.RParen && p.tok.Kind != token.EOF && p.tok.Kind != token.LBrace && p.tok.Kind != token.Semi {
				p.next()
			}
			break
		}
		d := p.declarator(true, false)
		if d == nil {
			break
		}
		pd := &ast.ParamDecl{P: ppos, Spec: spec, Declarator: d}
		if p.got(token.Assign) {
			pd.Default = p.assignExpr()
		}
		part.Params = append(part.Params, pd)
		if !p.got(token.Comma) {
			break
		}
	}
	p.expect(token.RParen, "after parameters")
	return part
}

// initializer parses an expression or a braced list.
func (p *parser) initializer() ast.Expr {
	if p.tok.Kind != token.LBrace {
		return p.assignExpr()
	}
	if !p.enter() {
		p.leave()
		return &ast.BadExpr{ExprBase: ast.ExprBase{P: p.at(p.tok.Pos)}}
	}
	defer p.leave()
	l := &ast.InitList{ExprBase: ast.ExprBase{P: p.at(p.tok.Pos)}}
	p.next()
	for p.tok.Kind != token.RBrace && p.tok.Kind != token.EOF {
		if p.tok.Kind == token.Dot || p.tok.Kind == token.LBrack && !p.lambdaAhead() {
			p.errorf(p.at(p.tok.Pos), "designated initialisers are not supported")
			p.skipTo(true)
			break
		}
		l.Elems = append(l.Elems, p.initializer())
		if !p.got(token.Comma) {
			break
		}
	}
	p.expect(token.RBrace, "to close the initialiser list")
	return l
}

// typeName parses a type as written in a cast or sizeof.
func (p *parser) typeName() *ast.TypeName {
	tn := &ast.TypeName{P: p.at(p.tok.Pos)}
	tn.Spec = p.declSpec()
	if tn.Spec == nil {
		return nil
	}
	tn.Declarator = p.declarator(true, false)
	if tn.Declarator == nil {
		return nil
	}
	if tn.Declarator.Name != "" {
		p.errorf(tn.Declarator.NamePos, "unexpected name '%s' in type", tn.Declarator.Name)
	}
	return tn
}

// constInt folds the literal integer expressions that attributes use.
func constInt(x ast.Expr) (int64, bool) {
	switch x := x.(type) {
	case *ast.IntLit:
		return int64(x.Value), true
	case *ast.Paren:
		return constInt(x.X)
	case *ast.Unary:
		v, ok := constInt(x.X)
		if ok && x.Op == token.Sub {
			return -v, true
		}
		if ok && x.Op == token.Add {
			return v, true
		}
	case *ast.Binary:
		a, ok1 := constInt(x.X)
		b, ok2 := constInt(x.Y)
		if ok1 && ok2 {
			switch x.Op {
			case token.Add:
				return a + b, true
			case token.Sub:
				return a - b, true
			case token.Mul:
				return a * b, true
			case token.Quo:
				if b != 0 {
					return a / b, true
				}
			}
		}
	}
	return 0, false
}

// UnknownTypeMessage is the error for a type name nothing declares, with a
// hint for the standard types a lab program cannot have.
func UnknownTypeMessage(name string) string {
	switch name {
	case "ifstream", "ofstream", "fstream":
		return fmt.Sprintf("unknown type name '%s': a lab program reads and writes no files (it runs in the browser); put its input in the program and print its output", name)
	}
	if hint := MissingStd(name); hint != "" {
		return fmt.Sprintf("unknown type name '%s': %s", name, hint)
	}
	return fmt.Sprintf("unknown type name '%s'", name)
}

// missingStd are names of the C++ standard library that the lab's library
// lacks (std:: is gone by the time they are looked up), and of CUDA's
// textures and graphs, by kind.
var missingStd = map[string]string{
	"forward_list": "c",
	"multiset":     "c", "multimap": "c",
	"variant": "c", "any": "c", "istringstream": "c",
	"bitset": "c", "complex": "c", "valarray": "c", "string_view": "c",
	"function": "c", "ratio": "c",
	"thread": "t", "mutex": "t", "lock_guard": "t", "unique_lock": "t",
	"async": "t", "future": "t", "condition_variable": "t",
	// the parts of CUDA's textures the lab does not simulate (texture
	// objects in 1D and 2D it does: parser/texture.go), and graphs
	"texture": "tex", "surface": "tex", "tex3D": "tex",
	"tex1DLayered": "tex", "tex2DLayered": "tex", "texCubemap": "tex", "tex2DLod": "tex", "tex2DGrad": "tex",
	"tex2Dgather": "tex", "cudaMalloc3DArray": "tex", "cudaMallocMipmappedArray": "tex",
	"cudaBindTexture": "tex", "cudaBindTexture2D": "tex", "cudaMemcpyToArray": "tex", "cudaMemcpyFromArray": "tex",
	"surf3Dread": "tex", "surf3Dwrite": "tex", "surf2DLayeredread": "tex", "surf2DLayeredwrite": "tex",
	"cudaGraph_t": "graph", "cudaGraphExec_t": "graph", "cudaStreamBeginCapture": "graph",
	"cudaStreamEndCapture": "graph", "cudaGraphInstantiate": "graph", "cudaGraphLaunch": "graph",
	"cudaGraphCreate": "graph",
	// libcu++'s asynchronous copies and barriers (cuda:: is gone too)
	"pipeline": "async", "make_pipeline": "async", "memcpy_async": "async", "pipeline_consumer_wait_prior": "async",
	"pipeline_shared_state": "async", "aligned_size_t": "async", "barrier": "async",
}

func init() {
	// the half-precision tanh of the hardware's MUFU.TANH, which the lab
	// does not have (the engine's halfmath.go has cuda_fp16.h's others)
	missingStd["htanh_approx"], missingStd["h2tanh_approx"] = "hmath", "hmath"
}

// MissingStd returns the hint for name when it is one of the standard
// library's names the lab does not have, else "".
func MissingStd(name string) string {
	if name == "function" {
		return "the lab has std::function for signatures of types it knows where the function is written, not for one that names a template's parameters (std::function<T(T)> in a template): hold the callable with auto, or pass it to a template parameter"
	}
	switch missingStd[name] {
	case "c":
		return "std::" + name + " is not in the lab's C++ library, which has vector, array, deque, list, queue, stack, priority_queue, map, set, unordered_map, unordered_set, pair, tuple, optional, string, function, unique_ptr, shared_ptr, <algorithm>, <numeric>, <random>, <chrono>, and printf, cout or ostringstream output"
	case "t":
		return "std::" + name + " is not available: the lab runs host code on one thread (the GPU is where lab programs run in parallel)"
	case "tex":
		return "the lab simulates texture objects read with tex1Dfetch, tex1D and tex2D from linear memory, pitched memory and 2D CUDA arrays (cudaMallocArray, cudaMemcpy2DToArray), and surface objects (surf1Dread/surf2Dwrite ...); not 3D, layered, cubemap or mipmapped textures, gathers, or the texture<...> and surface<...> references CUDA 12 removed"
	case "graph":
		return "the lab does not simulate CUDA graphs: launch the kernels directly, in the order the graph would"
	case "hmath":
		return "htanh_approx and h2tanh_approx (the hardware's tanh.approx.f16) are not in the lab: use htanh, or compute in float and convert back (__float2half(tanhf(__half2float(x))))"
	case "async":
		return "the lab does not simulate libcu++'s asynchronous copies (cuda::memcpy_async, cuda::pipeline, cuda::barrier): copy to shared memory with loads and stores and wait with __syncthreads()"
	}
	return ""
}

// friendAfterQualifiers returns the offset from the current token of a
// `friend` that follows only function qualifiers (__host__ __device__
// friend, inline friend), or 0.
func (p *parser) friendAfterQualifiers() int {
	for k := 0; p.i+k < len(p.toks); k++ {
		t := p.toks[p.i+k]
		if t.Kind != token.Ident {
			return 0
		}
		switch t.Text {
		case "friend":
			return k
		case "__host__", "__device__", "__forceinline__", "__inline__", "inline", "constexpr", "__noinline__":
		default:
			return 0
		}
	}
	return 0
}
