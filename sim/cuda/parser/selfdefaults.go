package parser

import "simtlab/sim/cuda/token"

// A struct without constructors whose default member initialisers name
// this (an intrusive list's hook, `Hook *next = this;`) is given an empty
// default constructor: the checker applies default member initialisers at
// the start of constructors, where this is the object being built
// (check/memberdefaults.go), and has no this in a braced aggregate
// initialisation.
func addSelfDefaultCtors(toks []token.Token) []token.Token {
	return rewriteClasses(toks, func(head, body []token.Token) (before, newBody, after []token.Token) {
		name := head[1]
		if !defaultsNameThis(body) || hasCtor(body, name.Text) {
			return nil, nil, nil
		}
		at := name.Pos
		ctor := []token.Token{name, {Kind: token.LParen, Text: "(", Pos: at}, {Kind: token.RParen, Text: ")", Pos: at},
			{Kind: token.LBrace, Text: "{", Pos: at}, {Kind: token.RBrace, Text: "}", Pos: at}}
		return nil, append(ctor, body...), nil
	})
}

// defaultsNameThis reports whether a member's default initialiser at the
// top level of body names this.
func defaultsNameThis(body []token.Token) bool {
	depth, parens, inDefault := 0, 0, false
	for _, t := range body {
		switch t.Kind {
		case token.LBrace:
			depth++
			inDefault = false // a function's body, not a default
		case token.RBrace:
			depth--
		case token.LParen:
			parens++
		case token.RParen:
			parens--
		case token.Assign:
			// (a default argument, float s = 1, is in parentheses)
			inDefault = inDefault || depth == 0 && parens == 0
		case token.Semi:
			if depth == 0 {
				inDefault = false
			}
		case token.Ident:
			if inDefault && depth == 0 && t.Text == "this" {
				return true
			}
		}
	}
	return false
}

// hasCtor reports whether body, the struct name's, declares a
// constructor: the name and '(' at its top level.
func hasCtor(body []token.Token, name string) bool {
	depth := 0
	for i, t := range body {
		switch t.Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		case token.Ident:
			if depth == 0 && t.Text == name && i+1 < len(body) && body[i+1].Kind == token.LParen && (i == 0 || body[i-1].Kind != token.Tilde) {
				return true
			}
		}
	}
	return false
}
