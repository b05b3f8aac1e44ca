package parser

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// A destructor `~Tag() { body }` is lowered like any non-const member
// function, to `void Tag::~Tag(Tag *this) { body }`; the checker calls it
// where its objects' lifetimes end (check/destructors.go).

// destructorAhead reports whether a destructor starts at the current
// token, after function attributes (`__host__ __device__ virtual ~T()`),
// and consumes those attributes if so.
func (p *parser) destructorAhead() (ast.FuncAttrs, bool) {
	var attrs ast.FuncAttrs
	k := 0
	for ; ; k++ {
		t := p.peek(k)
		if t.Kind == token.Tilde {
			break
		}
		if t.Kind != token.Ident {
			return attrs, false
		}
		switch t.Text {
		case "__host__":
			attrs.Host = true
		case "__device__":
			attrs.Device = true
		case "__forceinline__":
			attrs.ForceInline = true
		case "__noinline__":
			attrs.NoInline = true
		case "virtual":
			attrs.Virtual = true
		case "inline", "__inline__":
		default:
			return attrs, false
		}
	}
	for ; k > 0; k-- {
		p.next()
	}
	return attrs, true
}

// destructorDef parses `~Tag() [noexcept] { body }`, `~Tag();` or
// `~Tag() = default;` (the current token is '~') and returns the lowered
// member function, or nil when there is nothing to run.
func (p *parser) destructorDef(tag string, attrs ast.FuncAttrs, pos diag.Pos) *ast.FuncDecl {
	p.next() // ~
	if p.tok.Kind != token.Ident || p.tok.Text != tag {
		p.errorf(p.at(p.tok.Pos), "the destructor of %s must be named ~%s", tag, tag)
		p.skipTo(true)
		p.got(token.Semi)
		return nil
	}
	npos := p.at(p.tok.Pos)
	p.next()
	if p.tok.Kind != token.LParen {
		p.errExpected("'('", "after the destructor's name")
		p.skipTo(true)
		p.got(token.Semi)
		return nil
	}
	part := p.paramList()
	if len(part.Params) > 0 {
		p.errorf(npos, "a destructor takes no parameters")
	}
	if _, virt := p.methodSuffix(); virt {
		attrs.Virtual = true
	}
	if p.defaulted() {
		return nil // = default: the members need nothing to end their lives
	}
	name := "~" + tag
	spec := &ast.DeclSpec{P: pos, Keywords: []string{"void"}, Attrs: attrs}
	d := &ast.Declarator{P: npos, Name: name, NamePos: npos, Parts: []ast.DeclPart{part}}
	fd := &ast.FuncDecl{P: npos, Name: name, Spec: spec, Declarator: d, Attrs: attrs, Virtual: attrs.Virtual}
	var body *ast.Block
	if p.tok.Kind == token.LBrace {
		body = p.funcBody(d)
		p.got(token.Semi)
	} else {
		p.expect(token.Semi, "after the destructor's declaration")
	}
	p.lowerMethod(fd, tag, name, false, body)
	return fd
}
