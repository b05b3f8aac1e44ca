package parser

import (
	"fmt"
	"slices"

	"simtlab/sim/cuda/token"
)

// Inherited constructors, `using Base::Base;` in a class derived from
// Base, become the constructors C++ declares for them: one per
// constructor of Base but its copy and move constructors, with Base's
// parameters, passing them on to Base:
//
//	struct Loud : Observer { using Observer::Observer; };
//
// gives Loud `Loud(Subject &s, std::string name) : Observer(s, name) {}`
// for Observer's `Observer(Subject &s, std::string name)`. An unnamed
// parameter gets a name of the lab's.

// lowerInheritedCtors replaces the using-declarations of base constructors
// in toks' classes.
func lowerInheritedCtors(toks []token.Token) []token.Token {
	if !slices.ContainsFunc(toks, func(t token.Token) bool { return t.Kind == token.Ident && t.Text == "using" }) {
		return toks
	}
	bodies := map[string][]token.Token{} // the classes defined at the top level
	rewriteClasses(toks, func(head, body []token.Token) (before, newBody, after []token.Token) {
		bodies[head[1].Text] = body
		return nil, nil, nil
	})
	return rewriteClasses(toks, func(head, body []token.Token) (before, newBody, after []token.Token) {
		changed := false
		for j := 0; j < len(body); j++ {
			if j+4 < len(body) && body[j].Kind == token.Ident && body[j].Text == "using" && body[j+1].Kind == token.Ident &&
				body[j+2].Kind == token.ColonColon && body[j+3].Kind == token.Ident && body[j+3].Text == body[j+1].Text &&
				body[j+4].Kind == token.Semi && bodies[body[j+1].Text] != nil {
				newBody = append(newBody, inheritedCtors(bodies[body[j+1].Text], body[j+1].Text, head[1])...)
				changed = true
				j += 4
				continue
			}
			newBody = append(newBody, body[j])
		}
		if !changed {
			return nil, nil, nil
		}
		return nil, newBody, nil
	})
}

// inheritedCtors writes the constructors of derived that pass their
// arguments to the constructors of base (whose body is body).
func inheritedCtors(body []token.Token, base string, derived token.Token) []token.Token {
	var out []token.Token
	depth := 0
	for i := 0; i+1 < len(body); i++ {
		switch body[i].Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		}
		t := body[i]
		if depth != 0 || t.Kind != token.Ident || t.Text != base || body[i+1].Kind != token.LParen || i > 0 && body[i-1].Kind == token.Tilde {
			continue
		}
		close := closeParen(body, i+1)
		if close < 0 {
			continue
		}
		params := splitArgs(body[i+2 : close])
		if len(params) == 1 && len(params[0]) == 0 {
			params = nil
		}
		if copyOrMove(params, base) || deleted(body, close) {
			continue
		}
		var decl, names []token.Token
		for k, p := range params {
			if k > 0 {
				decl = append(decl, token.Token{Kind: token.Comma, Text: ",", Pos: t.Pos})
				names = append(names, token.Token{Kind: token.Comma, Text: ",", Pos: t.Pos})
			}
			typ := p
			if eq := slices.IndexFunc(p, func(x token.Token) bool { return x.Kind == token.Assign }); eq >= 0 {
				typ = p[:eq]
			}
			name := token.Token{Kind: token.Ident, Text: fmt.Sprintf("__simtlab_inh%d", k), Pos: t.Pos}
			if n := len(typ); n >= 2 && typ[n-1].Kind == token.Ident && !typeWord(typ[n-1].Text) {
				name = typ[n-1]
				decl = append(decl, p...)
			} else {
				decl = append(append(append(decl, typ...), name), p[len(typ):]...)
			}
			names = append(names, name)
		}
		d := derived
		ctor := append([]token.Token{d, {Kind: token.LParen, Text: "(", Pos: d.Pos}}, decl...)
		ctor = append(ctor, token.Token{Kind: token.RParen, Text: ")", Pos: d.Pos}, token.Token{Kind: token.Colon, Text: ":", Pos: d.Pos},
			token.Token{Kind: token.Ident, Text: base, Pos: d.Pos}, token.Token{Kind: token.LParen, Text: "(", Pos: d.Pos})
		ctor = append(ctor, names...)
		ctor = append(ctor, token.Token{Kind: token.RParen, Text: ")", Pos: d.Pos}, token.Token{Kind: token.LBrace, Text: "{", Pos: d.Pos},
			token.Token{Kind: token.RBrace, Text: "}", Pos: d.Pos})
		out = append(out, ctor...)
	}
	return out
}

// copyOrMove reports whether params are a copy or move constructor's of
// class name (const Name &, Name &, Name &&), which C++ does not inherit.
func copyOrMove(params [][]token.Token, name string) bool {
	if len(params) != 1 {
		return false
	}
	p := params[0]
	return slices.ContainsFunc(p, func(t token.Token) bool { return t.Kind == token.Ident && t.Text == name }) &&
		slices.ContainsFunc(p, func(t token.Token) bool { return t.Kind == token.And || t.Kind == token.LAnd })
}

// deleted reports whether the declaration whose parameters close at
// body[close] is `= delete`.
func deleted(body []token.Token, close int) bool {
	return close+2 < len(body) && body[close+1].Kind == token.Assign && body[close+2].Text == "delete"
}

// typeWord reports whether w names a type on its own (int, float ...),
// so that a parameter ending in it has no name.
func typeWord(w string) bool {
	switch w {
	case "int", "float", "double", "char", "bool", "long", "short", "unsigned", "signed", "size_t", "void", "auto", "const":
		return true
	}
	return false
}
