package parser

import "simtlab/sim/cuda/token"

// Lowering of C++ scopes that only qualify names. Lab programs are one file,
// so a user namespace (`namespace physics { ... }`) and a scoped enum
// (`enum class Mode { Fast, Exact }`) only add a prefix to names: the pass
// below drops `namespace N {` with its closing brace, the `class` of
// `enum class`, and every `N::` / `Mode::` qualifier, leaving plain C
// declarations for the parser. Two namespaces declaring the same name then
// collide, which the checker reports as a redeclaration.

// scopeNames returns the user namespaces and scoped enums the tokens declare.
func scopeNames(toks []token.Token) map[string]bool {
	names := map[string]bool{}
	for i := 0; i+2 < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident {
			continue
		}
		switch {
		case t.Text == "namespace" && toks[i+1].Kind == token.Ident && toks[i+2].Kind == token.LBrace:
			names[toks[i+1].Text] = true
		case t.Text == "enum" && toks[i+1].Kind == token.Ident && (toks[i+1].Text == "class" || toks[i+1].Text == "struct") &&
			toks[i+2].Kind == token.Ident:
			names[toks[i+2].Text] = true
		}
	}
	return names
}

// flattenScopes removes user namespaces and scoped-enum qualification.
func flattenScopes(toks []token.Token) []token.Token {
	names := scopeNames(toks)
	hasAnon := false
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Kind == token.Ident && toks[i].Text == "namespace" && toks[i+1].Kind == token.LBrace {
			hasAnon = true
		}
	}
	if len(names) == 0 && !hasAnon {
		return toks
	}
	out := make([]token.Token, 0, len(toks))
	// braces records, per open '{', whether it opened a namespace (whose
	// closing brace is dropped too).
	var braces []bool
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.Kind {
		case token.LBrace:
			braces = append(braces, false)
		case token.RBrace:
			if n := len(braces); n > 0 {
				ns := braces[n-1]
				braces = braces[:n-1]
				if ns {
					continue
				}
			}
		case token.Ident:
			switch {
			case t.Text == "namespace" && i+1 < len(toks) && toks[i+1].Kind == token.LBrace:
				braces = append(braces, true)
				i++
				continue
			case t.Text == "namespace" && i+2 < len(toks) && toks[i+1].Kind == token.Ident && names[toks[i+1].Text] &&
				toks[i+2].Kind == token.LBrace:
				braces = append(braces, true)
				i += 2
				continue
			case t.Text == "using" && i+3 < len(toks) && toks[i+1].Kind == token.Ident && toks[i+1].Text == "namespace" &&
				toks[i+2].Kind == token.Ident && names[toks[i+2].Text] && toks[i+3].Kind == token.Semi:
				i += 3
				continue
			case t.Text == "enum" && i+2 < len(toks) && toks[i+1].Kind == token.Ident &&
				(toks[i+1].Text == "class" || toks[i+1].Text == "struct") && toks[i+2].Kind == token.Ident:
				out = append(out, t)
				i++ // drop class
				continue
			case names[t.Text] && i+1 < len(toks) && toks[i+1].Kind == token.ColonColon:
				i++
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// lowerUsingAliases rewrites `using Name = type;` as `typedef type Name;`
// (type being a plain type with pointer stars, which is what programs
// alias).
func lowerUsingAliases(toks []token.Token) []token.Token {
	var out []token.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind == token.Ident && t.Text == "using" && i+2 < len(toks) && toks[i+1].Kind == token.Ident &&
			toks[i+2].Kind == token.Assign {
			end := i + 3
			for end < len(toks) && toks[end].Kind != token.Semi && toks[end].Kind != token.EOF &&
				toks[end].Kind != token.LBrace && toks[end].Kind != token.RBrace {
				end++
			}
			if end < len(toks) && toks[end].Kind == token.Semi && end > i+3 {
				if out == nil {
					out = append(make([]token.Token, 0, len(toks)), toks[:i]...)
				}
				out = append(out, token.Token{Kind: token.Ident, Text: "typedef", Pos: t.Pos})
				out = append(out, toks[i+3:end]...)
				out = append(out, toks[i+1], toks[end])
				i = end
				continue
			}
		}
		if out != nil {
			out = append(out, t)
		}
	}
	if out == nil {
		return toks
	}
	return out
}
