package parser

import "simtlab/sim/cuda/token"

// An unscoped enum declared in a struct's body names constants of the
// struct (struct Tile { enum { Size = 16, Area = Size * Size }; }, then
// Tile::Size, and Size inside the body), the idiom older CUDA code and
// template metaprograms use for compile-time values. lowerMemberEnums
// writes each enumerator as a static const int member, which the lab
// names Tag::Size and finds unqualified in the body, and a named enum's
// name as a member typedef of int (hoistMemberTypedefs takes it from
// there). Scoped enums (enum class) in a struct are left as they are.
func lowerMemberEnums(toks []token.Token) []token.Token {
	var out []token.Token
	depth := 0       // brace depth
	var bodies []int // the depths at which struct bodies open
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.Kind {
		case token.LBrace:
			depth++
			if i >= 2 && toks[i-1].Kind == token.Ident && toks[i-2].Kind == token.Ident && (toks[i-2].Text == "struct" || toks[i-2].Text == "class") {
				bodies = append(bodies, depth)
			} else if i >= 1 && toks[i-1].Kind == token.Gtr && structTemplateBody(toks, i) {
				bodies = append(bodies, depth) // struct S<args> { of a specialization
			}
		case token.RBrace:
			if len(bodies) > 0 && bodies[len(bodies)-1] == depth {
				bodies = bodies[:len(bodies)-1]
			}
			depth--
		}
		inBody := len(bodies) > 0 && bodies[len(bodies)-1] == depth
		if inBody && t.Kind == token.Ident && t.Text == "enum" && memberStart(toks, i) {
			if lowered, end := memberEnum(toks, i); lowered != nil {
				if out == nil {
					out = append([]token.Token(nil), toks[:i]...)
				}
				out = append(out, lowered...)
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

// structTemplateBody reports whether the '{' at i opens the body of
// `struct Name<args>`.
func structTemplateBody(toks []token.Token, i int) bool {
	depth := 0
	for j := i - 1; j >= 0; j-- {
		switch toks[j].Kind {
		case token.Gtr:
			depth++
		case token.Lss:
			depth--
			if depth == 0 {
				return j >= 2 && toks[j-1].Kind == token.Ident && toks[j-2].Kind == token.Ident && (toks[j-2].Text == "struct" || toks[j-2].Text == "class")
			}
		case token.Semi, token.LBrace, token.RBrace:
			return false
		}
	}
	return false
}

// memberStart reports whether the token at i begins a member declaration.
func memberStart(toks []token.Token, i int) bool {
	if i == 0 {
		return true
	}
	switch toks[i-1].Kind {
	case token.LBrace, token.Semi, token.RBrace, token.Colon:
		return true
	}
	return false
}

// memberEnum lowers `enum [Tag] { A = x, B, ... };` at i, returning the
// member declarations and the index of the ';' (nil when the tokens are
// another declaration).
func memberEnum(toks []token.Token, i int) ([]token.Token, int) {
	j := i + 1
	var tag *token.Token
	if j < len(toks) && toks[j].Kind == token.Ident {
		if toks[j].Text == "class" || toks[j].Text == "struct" {
			return nil, 0
		}
		tag = &toks[j]
		j++
	}
	if j >= len(toks) || toks[j].Kind != token.LBrace {
		return nil, 0
	}
	end := matchingClose(toks, j, token.LBrace, token.RBrace)
	if end < 0 || end+1 >= len(toks) || toks[end+1].Kind != token.Semi {
		return nil, 0
	}
	at := toks[i]
	word := func(text string) token.Token { w := at; w.Kind, w.Text = token.Ident, text; return w }
	punct := func(k token.Kind, text string) token.Token { w := at; w.Kind, w.Text = k, text; return w }
	var out []token.Token
	if tag != nil {
		out = append(out, word("typedef"), word("int"), *tag, punct(token.Semi, ";"))
	}
	var prev *token.Token
	for _, item := range splitTopLevel(toks[j+1 : end]) {
		if len(item) == 0 {
			continue // a trailing comma
		}
		name := item[0]
		if name.Kind != token.Ident || len(item) > 1 && item[1].Kind != token.Assign {
			return nil, 0
		}
		out = append(out, word("static"), word("const"), word("int"), name, punct(token.Assign, "="))
		switch {
		case len(item) > 1:
			out = append(out, item[2:]...)
		case prev == nil:
			z := at
			z.Kind, z.Text = token.Int, "0"
			out = append(out, z)
		default:
			one := at
			one.Kind, one.Text = token.Int, "1"
			out = append(out, punct(token.LParen, "("), *prev, punct(token.RParen, ")"), punct(token.Add, "+"), one)
		}
		out = append(out, punct(token.Semi, ";"))
		prev = &item[0]
	}
	return out, end + 1
}
