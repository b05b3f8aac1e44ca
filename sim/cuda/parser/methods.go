package parser

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Member functions, constructors and friend functions defined in a struct
// body are lowered here to file-scope functions (ast.StructSpec.Methods):
//
//	struct V { float x; __device__ float dot(V o) const { return x * o.x; } };
//
// gives `__device__ float V::dot(V (this), V o) { const V *this = &(this); ... }`
// (a const member function gets a copy of the object), a non-const member
// function gets `V *this` as its first parameter, and a constructor
//
//	V(float a) : x(a) { body }
//
// becomes `V V::V(float a) { V (self); V *this = &(self); this->x = a; body; return (self); }`.
// The names in parentheses cannot be written in a program, so they never
// clash. The checker resolves unqualified member names to this->name.

// operatorName reads the operator after the name `operator` in a
// declarator (operator+, operator+=, operator[], operator()) and returns the
// full name, or "" after an error.
func (p *parser) operatorName() string {
	t := p.tok
	switch t.Kind {
	case token.LBrack:
		if p.peek(1).Kind == token.RBrack {
			p.next()
			p.next()
			return "operator[]"
		}
	case token.LParen:
		if p.peek(1).Kind == token.RParen {
			p.next()
			p.next()
			return "operator()"
		}
	case token.Arrow:
		p.next()
		return "operator->"
	case token.String:
		// operator"" _fx, a literal operator (3_fx calls it)
		if next := p.peek(1); t.Text == `""` && next.Kind == token.Ident && strings.HasPrefix(next.Text, "_") {
			p.next()
			p.next()
			return literalOperator(next.Text)
		}
	case token.Ident:
		// a conversion function: operator bool(), operator float(),
		// operator unsigned int(), operator Vec(), operator const T *()
		if ct := p.conversionType(p.i); ct.ok() {
			for range ct.n {
				p.next()
			}
			p.convStars = ct.stars
			return "operator " + ct.spelling()
		}
	case token.Add, token.Sub, token.Mul, token.Quo, token.Rem, token.And, token.Or, token.Xor,
		token.Shl, token.Shr, token.Not, token.Tilde, token.Lss, token.Gtr, token.Leq, token.Geq,
		token.Eql, token.Neq, token.LAnd, token.LOr, token.Inc, token.Dec, token.Assign,
		token.AddAssign, token.SubAssign, token.MulAssign, token.QuoAssign, token.RemAssign,
		token.AndAssign, token.OrAssign, token.XorAssign, token.ShlAssign, token.ShrAssign:
		p.next()
		return "operator" + t.Kind.String()
	}
	p.errExpected("an operator", "after 'operator'")
	return ""
}

// convType is the type of a conversion function, `operator TYPE()`:
// its type keywords (unsigned long long) or a type name, const before or
// after them, and the pointers after (operator const T *()).
type convType struct {
	words   []string
	name    string
	isConst bool
	stars   int
	n       int // the tokens it spans
}

func (ct convType) ok() bool { return ct.words != nil || ct.name != "" }

// spelling is the type as the function's name spells it.
func (ct convType) spelling() string {
	s := ct.name
	if ct.words != nil {
		s = strings.Join(ct.words, " ")
	}
	if ct.isConst {
		s = "const " + s
	}
	if ct.stars > 0 {
		s += " " + strings.Repeat("*", ct.stars)
	}
	return s
}

// conversionType reads the type of a conversion function from the token
// at i, followed by the empty parameter list; not ok when the tokens are
// not a conversion function's.
func (p *parser) conversionType(i int) (ct convType) {
	j := i
	isWord := func(text string) bool { return text == "const" || text == "volatile" }
	for j < len(p.toks) && p.toks[j].Kind == token.Ident && isWord(p.toks[j].Text) {
		ct.isConst = ct.isConst || p.toks[j].Text == "const"
		j++
	}
	for j < len(p.toks) && p.toks[j].Kind == token.Ident && typeKeywords[p.toks[j].Text] && p.toks[j].Text != "auto" {
		ct.words = append(ct.words, p.toks[j].Text)
		j++
	}
	if ct.words == nil && j < len(p.toks) && p.toks[j].Kind == token.Ident && p.isTypeName(p.toks[j].Text) {
		ct.name = p.toks[j].Text
		j++
	}
	for j < len(p.toks) && p.toks[j].Kind == token.Ident && isWord(p.toks[j].Text) {
		ct.isConst = ct.isConst || p.toks[j].Text == "const"
		j++
	}
	for j < len(p.toks) && p.toks[j].Kind == token.Mul {
		ct.stars++
		j++
	}
	if j+1 >= len(p.toks) || p.toks[j].Kind != token.LParen || p.toks[j+1].Kind != token.RParen || !ct.ok() {
		return convType{}
	}
	ct.n = j - i
	return ct
}

// structMember parses a member function, constructor or friend function in
// the body of st (spec already parsed, the current token after it). It
// reports whether it consumed one.
func (p *parser) structMember(st *ast.StructSpec, spec *ast.DeclSpec, friend bool) bool {
	if st.Tag != "" && spec.Name == st.Tag && spec.Struct == nil && p.tok.Kind == token.LParen {
		p.constructor(st, spec)
		return true
	}
	if p.tok.Kind == token.Colon {
		return false // an unnamed bit-field
	}
	start := p.i
	d := p.declarator(false, false)
	if d == nil || len(d.Parts) == 0 || d.Parts[0].Kind != ast.PartFunc {
		// a data member: let the caller parse it again
		p.i = start
		p.tok = p.toks[p.i]
		return false
	}
	isConst, virt := p.methodSuffix()
	fd := &ast.FuncDecl{P: d.NamePos, Name: d.Name, Spec: spec, Declarator: d, Attrs: spec.Attrs}
	p.trailingReturn(fd)
	fd.Virtual = virt || spec.Attrs.Virtual
	if fd.Virtual && p.pureSpecifier() {
		fd.Pure = true
	}
	var body *ast.Block
	if p.defaulted() {
		// `= default` copies and `= delete` are what the lab does anyway:
		// structs copy member by member and nothing else is generated
		return true
	}
	if p.tok.Kind == token.LBrace {
		body = p.funcBody(d)
		p.got(token.Semi)
	} else {
		p.expect(token.Semi, "after member function declaration")
		if friend {
			p.errorf(d.NamePos, "friend function '%s' must be defined inside the struct in lab programs", d.Name)
			return true
		}
	}
	if friend {
		fd.Body = body
		fd.FriendOf = st.Tag
		st.Methods = append(st.Methods, fd)
		return true
	}
	if st.Tag == "" {
		p.errorf(d.NamePos, "member functions need a named struct")
		return true
	}
	if spec.Storage == ast.StorageStatic {
		// A static member function is a plain function named Tag::name,
		// with no object.
		spec.Storage = ast.StorageNone
		spec.Attrs.Static = false
		fd.Attrs.Static = false
		fd.Name = st.Tag + "::" + d.Name
		d.Name = fd.Name
		fd.Body = body
		st.Methods = append(st.Methods, fd)
		if p.staticFuncs == nil {
			p.staticFuncs = map[string]bool{}
		}
		p.staticFuncs[fd.Name] = true
		return true
	}
	p.lowerMethod(fd, st.Tag, d.Name, isConst, body)
	st.Methods = append(st.Methods, fd)
	return true
}

// methodQualifiers consumes `const`, `noexcept`, `override` and `final`
// after a member function's parameters and reports whether const was
// among them.
func (p *parser) methodQualifiers() bool {
	isConst, _ := p.methodSuffix()
	return isConst
}

// methodSuffix is methodQualifiers that also reports whether override or
// final (which make a function virtual) was among them.
func (p *parser) methodSuffix() (isConst, virt bool) {
	for p.tok.Kind == token.Ident && (p.tok.Text == "const" || p.tok.Text == "noexcept" || p.tok.Text == "override" || p.tok.Text == "final") {
		isConst = isConst || p.tok.Text == "const"
		virt = virt || p.tok.Text == "override" || p.tok.Text == "final"
		p.next()
	}
	return isConst, virt
}

// lowerMethod turns fd, member function name of struct tag, into the
// file-scope function Tag::name with the object as first parameter; body
// may be nil (a declaration).
func (p *parser) lowerMethod(fd *ast.FuncDecl, tag, name string, isConst bool, body *ast.Block) {
	d := fd.Declarator
	fd.Name = tag + "::" + name
	d.Name = fd.Name
	fd.Receiver, fd.ConstMethod = tag, isConst
	pos := d.NamePos
	part := &d.Parts[0]
	hostOnly := !fd.Attrs.Device && !fd.Attrs.Global
	if isConst && (p.isPolymorphic(tag) || returnsIndirect(d) || p.castsThis(tag) || hostOnly) {
		// the object of a polymorphic struct is never copied: a virtual
		// call reaches the whole derived object through this; nor is the
		// object of a const function that returns a pointer or reference,
		// which may point into it (const T &operator[](i) const), nor of
		// a struct that casts this (CRTP: static_cast<const D &>(*this)
		// reaches the derived object around it, which no copy holds), nor
		// in host code, where this is the object's own address (a
		// registry's entries that point back at it: owner == this); device
		// code keeps the copy, which nvcc's registers hold as the lab's
		// contraction and register estimates expect
		part.Params = append([]*ast.ParamDecl{{P: pos, Spec: tagSpec(tag, pos, types.Const), Declarator: &ast.Declarator{P: pos, Name: "this", NamePos: pos,
			Parts: []ast.DeclPart{{Kind: ast.PartPointer, P: pos}}}}}, part.Params...)
	} else if isConst {
		self := "(this)"
		part.Params = append([]*ast.ParamDecl{{P: pos, Spec: tagSpec(tag, pos, 0), Declarator: &ast.Declarator{P: pos, Name: self, NamePos: pos}}}, part.Params...)
		if body != nil {
			body.List = append([]ast.Stmt{thisDecl(tag, pos, self, types.Const)}, body.List...)
		}
	} else {
		part.Params = append([]*ast.ParamDecl{{P: pos, Spec: tagSpec(tag, pos, 0), Declarator: &ast.Declarator{P: pos, Name: "this", NamePos: pos,
			Parts: []ast.DeclPart{{Kind: ast.PartPointer, P: pos}}}}}, part.Params...)
	}
	fd.Body = body
}

// returnsIndirect reports whether the function declarator d returns a
// pointer or a reference.
func returnsIndirect(d *ast.Declarator) bool {
	for _, part := range d.Parts[1:] {
		if part.Kind == ast.PartPointer || part.Kind == ast.PartReference {
			return true
		}
	}
	return false
}

// tagSpec is a declaration specifier naming the struct tag.
func tagSpec(tag string, pos diag.Pos, q types.Qual) *ast.DeclSpec {
	return &ast.DeclSpec{P: pos, Name: tag, Qual: q}
}

// thisDecl declares `Tag *this = &obj;` (q qualifies the object).
func thisDecl(tag string, pos diag.Pos, obj string, q types.Qual) ast.Stmt {
	d := &ast.Declarator{P: pos, Name: "this", NamePos: pos, Parts: []ast.DeclPart{{Kind: ast.PartPointer, P: pos}},
		Init: &ast.Unary{ExprBase: base(pos), Op: token.And, X: &ast.Ident{ExprBase: base(pos), Name: obj}}}
	return &ast.DeclStmt{P: pos, Decls: []*ast.VarDecl{{P: pos, Name: "this", Spec: tagSpec(tag, pos, q), Declarator: d, Init: d.Init}}}
}

// constructor parses `Tag(params) : member(value), ... { body }` in the
// body of st.
func (p *parser) constructor(st *ast.StructSpec, spec *ast.DeclSpec) {
	if fd := p.ctorDef(st.Tag, spec); fd != nil {
		st.Methods = append(st.Methods, fd)
	}
}

// MemberCtor stands for the construction of a member in a constructor's
// initialiser list, m(a, b), m(x) or m(): `this->m = MemberCtor(a, b)`;
// the checker, which knows m's type, calls its constructor and stores the
// new object as it stands (no operator=: the member holds nothing yet), or
// assigns the one value of a type without constructors (a scalar's m() is
// zero).
const MemberCtor = "__member_ctor"

// ctorDef parses a constructor's parameters, initialiser list and body (or
// ';' for a declaration) and lowers it (see the top of this file).
func (p *parser) ctorDef(tag string, spec *ast.DeclSpec) *ast.FuncDecl {
	pos := p.at(p.tok.Pos)
	part := p.paramList()
	name := tag + "::" + tag
	d := &ast.Declarator{P: pos, Name: name, NamePos: pos, Parts: []ast.DeclPart{part}}
	fd := &ast.FuncDecl{P: pos, Name: name, Spec: spec, Declarator: d, Attrs: spec.Attrs, Receiver: tag, Ctor: true}
	if p.tok.Kind == token.Ident && p.tok.Text == "noexcept" {
		// T(T &&o) noexcept : ...: what may throw changes nothing here
		p.next()
		if p.tok.Kind == token.LParen {
			p.skipParens()
		}
	}
	if p.got(token.Semi) {
		return fd
	}
	if p.tok.Kind == token.Assign && p.peek(1).Kind == token.Ident && p.peek(1).Text == "delete" {
		p.defaulted()
		return nil
	}
	defaulted := p.defaulted()
	if defaulted && len(part.Params) > 0 {
		// a defaulted copy constructor: copying a struct is built in
		return nil
	}
	if defaulted && !fd.Attrs.Host && !fd.Attrs.Device && !fd.Attrs.Global {
		// T() = default: nvcc gives it its callers' execution space
		fd.Attrs.Host, fd.Attrs.Device = true, true
	}
	var inits []ast.Stmt
	var delegate []ast.Expr
	delegates := false
	if p.got(token.Colon) {
		for p.tok.Kind == token.Ident {
			mpos := p.at(p.tok.Pos)
			member := p.tok.Text
			p.next()
			args, ok := p.constructorArgs()
			if !ok {
				p.errExpected("'(' or '{'", "after the member name in the constructor's initialiser list")
				p.skipTo(true)
				return nil
			}
			if b := p.baseOf(tag); b != "" && member == b {
				fd.BaseInit, fd.HasBaseInit = args, true
			} else if member == tag {
				// a delegating constructor: the one args pick builds the object
				delegate, delegates = args, true
			} else {
				lhs := &ast.Member{ExprBase: base(mpos), X: &ast.Ident{ExprBase: base(mpos), Name: "this"}, Name: member, NamePos: mpos, Arrow: true}
				// the member's construction from args (check/expr.go)
				rhs := &ast.Call{ExprBase: base(mpos), Fun: &ast.Ident{ExprBase: base(mpos), Name: MemberCtor}, Args: args}
				inits = append(inits, &ast.ExprStmt{X: &ast.Assign{ExprBase: base(mpos), Op: token.Assign, X: lhs, Y: rhs}})
			}
			if !p.got(token.Comma) {
				break
			}
		}
	}
	var body *ast.Block
	switch {
	case defaulted:
		// T() = default: members keep what they hold (as for a struct
		// without constructors)
		body = &ast.Block{P: pos, Rbrace: pos}
	case p.tok.Kind != token.LBrace:
		p.errExpected("'{'", "to start the constructor's body")
		p.skipTo(true)
		p.got(token.Semi)
		return nil
	default:
		body = p.funcBody(d)
		p.got(token.Semi)
	}
	self := "(self)"
	selfDecl := &ast.DeclStmt{P: pos, Decls: []*ast.VarDecl{{P: pos, Name: self, Spec: tagSpec(tag, pos, 0),
		Declarator: &ast.Declarator{P: pos, Name: self, NamePos: pos, Ctor: delegate, HasCtor: delegates}}}}
	list := []ast.Stmt{selfDecl, thisDecl(tag, pos, self, 0)}
	list = append(list, inits...)
	list = append(list, body)
	list = append(list, &ast.Return{P: body.Rbrace, X: &ast.Ident{ExprBase: base(body.Rbrace), Name: self}})
	fd.Body = &ast.Block{P: body.P, List: list, Rbrace: body.Rbrace}
	return fd
}

// outOfClass parses `T Tag::name(params) [const] { body }` or
// `Tag::Tag(params) : inits { body }` at file scope, the current token
// being the `::` after Tag (spec holds T, or Tag itself for a
// constructor, and d the declarator read so far for a member function).
func (p *parser) outOfClassCtor(spec *ast.DeclSpec) *ast.FuncDecl {
	tag := spec.Name
	p.next() // ::
	p.next() // Tag
	return p.ctorDef(tag, spec)
}

// defaulted consumes `= default;` or `= delete;` and reports whether it did.
func (p *parser) defaulted() bool {
	if p.tok.Kind != token.Assign || p.peek(1).Kind != token.Ident || p.peek(1).Text != "default" && p.peek(1).Text != "delete" {
		return false
	}
	p.next()
	p.next()
	p.expect(token.Semi, "after = default")
	return true
}
