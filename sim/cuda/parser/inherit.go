package parser

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
)

// Single inheritance and virtual functions. `struct D : B { ... }` keeps
// its base as the hidden first field "(base)", so that the base's members
// come first as in g++'s layout; a struct with virtual functions whose
// base has none gets the vtable pointer "(vptr)" before everything else
// (the Itanium C++ ABI's primary vtable pointer at offset 0). The checker
// finds members through "(base)", converts D* to B*, and builds vtables
// (check/inherit.go).

// Names of the hidden fields; a program cannot write them.
const (
	BaseField = "(base)"
	VptrField = "(vptr)"
)

// lineInfo is what the parser remembers of a struct for the structs that
// derive from it.
type lineInfo struct {
	base        string
	polymorphic bool
	castsThis   bool // a member function casts this (castsThisAhead)
}

// baseClause parses `: [public|private|protected] Base` after a struct's
// tag (the current token is ':'). Access is accepted without being
// checked; multiple and virtual inheritance are refused.
func (p *parser) baseClause(st *ast.StructSpec) bool {
	if st.Union {
		p.errorf(p.at(p.tok.Pos), "a union cannot have a base")
		p.skipBaseClause()
		return false
	}
	p.next()
	for p.tok.Kind == token.Ident && (p.tok.Text == "public" || p.tok.Text == "private" || p.tok.Text == "protected" || p.tok.Text == "virtual") {
		if p.tok.Text == "virtual" {
			p.errorf(p.at(p.tok.Pos), "virtual base classes are not supported")
			p.skipBaseClause()
			return false
		}
		p.next()
	}
	if p.tok.Kind != token.Ident || !p.isTypeName(p.tok.Text) {
		p.errExpected("the name of a base struct", "after ':'")
		p.skipBaseClause()
		return false
	}
	st.Base, st.BasePos = p.tok.Text, p.at(p.tok.Pos)
	p.next()
	if p.tok.Kind == token.Comma {
		p.errorf(p.at(p.tok.Pos), "multiple inheritance is not supported: %s can derive from one struct only", st.Tag)
		p.skipBaseClause()
		return false
	}
	return true
}

// skipBaseClause skips the rest of a refused base clause and the struct's
// body, so that one message is all the program gets for it.
func (p *parser) skipBaseClause() {
	for p.tok.Kind != token.LBrace && p.tok.Kind != token.Semi && p.tok.Kind != token.EOF {
		p.next()
	}
	if p.tok.Kind == token.LBrace {
		level := 0
		for p.tok.Kind != token.EOF {
			switch p.tok.Kind {
			case token.LBrace:
				level++
			case token.RBrace:
				level--
			}
			p.next()
			if level == 0 {
				break
			}
		}
	}
}

// bodyHas reports whether match holds for an identifier of the struct
// body starting at the current '{', given its index and brace level.
func (p *parser) bodyHas(match func(i, level int) bool) bool {
	level := 0
	for i := p.i; i < len(p.toks); i++ {
		switch p.toks[i].Kind {
		case token.LBrace:
			level++
		case token.RBrace:
			level--
			if level == 0 {
				return false
			}
		case token.EOF:
			return false
		case token.Ident:
			if match(i, level) {
				return true
			}
		}
	}
	return false
}

// declaresVirtual reports whether the struct body starting at the current
// '{' declares a virtual function (the word virtual at its own level).
func (p *parser) declaresVirtual() bool {
	return p.bodyHas(func(i, level int) bool { return level == 1 && p.toks[i].Text == "virtual" })
}

// castsThisAhead reports whether the struct body starting at the current
// '{' casts this or *this with a named cast (CRTP's
// static_cast<const D *>(this)), in any member function.
func (p *parser) castsThisAhead() bool {
	return p.bodyHas(func(i, _ int) bool {
		if !strings.HasSuffix(p.toks[i].Text, "_cast") || i+1 >= len(p.toks) || p.toks[i+1].Kind != token.Lss {
			return false
		}
		end := closeAngle(p.toks, i+1)
		if end < 0 || end+2 >= len(p.toks) || p.toks[end+1].Kind != token.LParen {
			return false
		}
		x := end + 2
		if p.toks[x].Kind == token.Mul {
			x++
		}
		return x < len(p.toks) && p.toks[x].Text == "this"
	})
}

// beginLine records st's place in its line of inheritance before its body
// is parsed and adds the hidden fields its layout starts with.
func (p *parser) beginLine(st *ast.StructSpec) {
	base := p.lines[st.Base]
	st.Polymorphic = p.declaresVirtual() || base != nil && base.polymorphic
	if st.Tag != "" {
		if p.lines == nil {
			p.lines = map[string]*lineInfo{}
		}
		p.lines[st.Tag] = &lineInfo{base: st.Base, polymorphic: st.Polymorphic, castsThis: p.castsThisAhead()}
	}
	pos := st.P
	if st.Polymorphic && (base == nil || !base.polymorphic) {
		d := &ast.Declarator{P: pos, Name: VptrField, NamePos: pos, Parts: []ast.DeclPart{{Kind: ast.PartPointer, P: pos}}}
		st.Fields = append(st.Fields, &ast.FieldDecl{P: pos, Spec: &ast.DeclSpec{P: pos, Keywords: []string{"void"}}, Declarators: []*ast.Declarator{d}})
	}
	if st.Base != "" {
		d := &ast.Declarator{P: st.BasePos, Name: BaseField, NamePos: st.BasePos}
		st.Fields = append(st.Fields, &ast.FieldDecl{P: st.BasePos, Spec: tagSpec(st.Base, st.BasePos, 0), Declarators: []*ast.Declarator{d}})
	}
}

// baseOf is the base struct of tag ("" when it has none).
func (p *parser) baseOf(tag string) string {
	if l := p.lines[tag]; l != nil {
		return l.base
	}
	return ""
}

// castsThis reports whether a member function of tag casts this.
func (p *parser) castsThis(tag string) bool {
	l := p.lines[tag]
	return l != nil && l.castsThis
}

// isPolymorphic reports whether tag has virtual functions (its own or a
// base's).
func (p *parser) isPolymorphic(tag string) bool {
	l := p.lines[tag]
	return l != nil && l.polymorphic
}

// nonPOD reports whether st is not a POD for the purpose of layout in the
// Itanium C++ ABI (C++03's POD): then a derived struct may place its own
// members in st's tail padding, as g++ does. private reports non-public
// data members.
func nonPOD(st *ast.StructSpec, private bool) bool {
	if st.Base != "" || st.Polymorphic || private {
		return true
	}
	for _, m := range st.Methods {
		if m.Ctor || m.Receiver != "" && (m.Name == st.Tag+"::~"+st.Tag || m.Name == st.Tag+"::operator=") {
			return true
		}
	}
	return false
}

// pureSpecifier consumes `= 0` after a member function's declaration.
func (p *parser) pureSpecifier() bool {
	if p.tok.Kind == token.Assign && p.peek(1).Kind == token.Int && p.peek(1).Text == "0" {
		p.next()
		p.next()
		return true
	}
	return false
}

// outOfClassSpecialAhead reports whether a constructor or destructor
// defined outside its struct starts here: `Tag::Tag(` or `Tag::~Tag(`.
func (p *parser) outOfClassSpecialAhead() bool {
	t := p.tok
	if t.Kind != token.Ident || !p.isTypeName(t.Text) || p.peek(1).Kind != token.ColonColon {
		return false
	}
	n := p.peek(2)
	return n.Kind == token.Tilde || n.Kind == token.Ident && n.Text == t.Text && p.peek(3).Kind == token.LParen
}

// constructs reports whether tag names a struct with a base or virtual
// functions, whose objects `new` must construct.
func (p *parser) constructs(tag string) bool {
	l := p.lines[tag]
	return l != nil && (l.base != "" || l.polymorphic)
}
