package parser

import (
	"slices"

	"simtlab/sim/cuda/token"
)

// Typedefs and using-aliases declared in a struct's body (struct Acc {
// typedef float value_type; value_type v; }; Acc::value_type w;) are
// written at file scope before the struct, under the name Acc::value_type
// (one identifier, as member functions are named), and the names that use
// them are renamed: value_type inside the body, Acc::value_type outside.
// Struct templates keep theirs until their instances are made, whose
// bodies have the arguments in place of the parameters: the pass runs
// again after instantiateStructTemplates.
func hoistMemberTypedefs(toks []token.Token) []token.Token {
	type alias struct{ tag, name string }
	var found []alias
	var out []token.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		open := -1 // the body's '{'
		if t.Kind == token.Ident && (t.Text == "struct" || t.Text == "class") && i+2 < len(toks) && toks[i+1].Kind == token.Ident && !templated(toks, i) {
			open = bodyAfterBases(toks, i+2)
		}
		if open < 0 {
			if out != nil {
				out = append(out, t)
			}
			continue
		}
		end := matchingClose(toks, open, token.LBrace, token.RBrace)
		if end < 0 {
			break
		}
		tag := toks[i+1].Text
		var hoisted, body []token.Token
		names := map[string]bool{}
		for j := open + 1; j < end; j++ {
			b := toks[j]
			if b.Kind == token.LBrace { // a nested body: no typedefs taken out of it
				if e := matchingClose(toks, j, token.LBrace, token.RBrace); e > 0 {
					body = append(body, toks[j:e+1]...)
					j = e
					continue
				}
			}
			if b.Kind == token.Ident && (b.Text == "typedef" || b.Text == "using") {
				semi := j
				for semi < end && toks[semi].Kind != token.Semi && toks[semi].Kind != token.LBrace {
					semi++
				}
				if semi < end && toks[semi].Kind == token.Semi {
					var decl []token.Token
					var name token.Token
					// an alias may name one declared before it in the body
					earlier := func(ts []token.Token) []token.Token {
						out := make([]token.Token, len(ts))
						for k, x := range ts {
							if x.Kind == token.Ident && names[x.Text] {
								x.Text = tag + "::" + x.Text
							}
							out[k] = x
						}
						return out
					}
					if b.Text == "using" && semi > j+3 && toks[j+1].Kind == token.Ident && toks[j+2].Kind == token.Assign {
						name = toks[j+1]
						decl = aliasTypedef(token.Token{Kind: token.Ident, Text: tag + "::" + name.Text, Pos: name.Pos}, earlier(toks[j+3:semi]), b.Pos)
					} else if b.Text == "typedef" && semi > j+2 && toks[semi-1].Kind == token.Ident {
						name = toks[semi-1]
						decl = append(earlier(toks[j:semi-1]), token.Token{Kind: token.Ident, Text: tag + "::" + name.Text, Pos: name.Pos})
					}
					if decl != nil {
						hoisted = append(append(hoisted, decl...), toks[semi])
						names[name.Text] = true
						found = append(found, alias{tag, name.Text})
						j = semi
						continue
					}
				}
			}
			body = append(body, b)
		}
		if len(names) == 0 {
			if out != nil {
				out = append(out, toks[i:end+1]...)
			}
			i = end
			continue
		}
		if out == nil {
			out = append(make([]token.Token, 0, len(toks)), toks[:i]...)
		}
		if slices.ContainsFunc(hoisted, func(h token.Token) bool { return h.Kind == token.Ident && h.Text == tag }) {
			// typedef Node self;: the struct declared before its alias
			out = append(out, toks[i], toks[i+1], token.Token{Kind: token.Semi, Text: ";", Pos: toks[i+1].Pos})
		}
		out = append(out, hoisted...)
		out = append(out, toks[i:open+1]...)
		for k, b := range body {
			qualified := k > 0 && (body[k-1].Kind == token.ColonColon || body[k-1].Kind == token.Dot || body[k-1].Kind == token.Arrow)
			if b.Kind == token.Ident && names[b.Text] && !qualified {
				// (Other<N>::type is Other's, not this struct's)
				b.Text = tag + "::" + b.Text
			}
			out = append(out, b)
		}
		out = append(out, toks[end])
		i = end
	}
	if out == nil {
		return toks
	}
	// Tag :: name outside the struct: the hoisted name; Alias :: name too,
	// where `typedef Tag Alias;` names the struct (typedef
	// integral_constant<int, 42> IC; IC::type)
	is := map[alias]bool{}
	for _, a := range found {
		is[a] = true
	}
	named := map[string]string{}
	for i := 0; i+3 < len(out); i++ {
		if out[i].Kind == token.Ident && out[i].Text == "typedef" && out[i+1].Kind == token.Ident && out[i+2].Kind == token.Ident && out[i+3].Kind == token.Semi {
			named[out[i+2].Text] = out[i+1].Text
		}
	}
	res := out[:0:0]
	for i := 0; i < len(out); i++ {
		if t := out[i]; t.Kind == token.Ident && i+2 < len(out) && out[i+1].Kind == token.ColonColon && out[i+2].Kind == token.Ident {
			tag := t.Text
			if !is[alias{tag, out[i+2].Text}] {
				tag = named[t.Text]
			}
			if tag != "" && is[alias{tag, out[i+2].Text}] {
				t.Text = tag + "::" + out[i+2].Text
				res = append(res, t)
				i += 2
				continue
			}
		}
		res = append(res, out[i])
	}
	return res
}

// bodyAfterBases is the index of the '{' that opens a struct's body at
// toks[at], after the name, or after its base clause (struct P :
// public Base<int> {), which holds no brace or ';'; -1 when none opens
// there (a declaration).
func bodyAfterBases(toks []token.Token, at int) int {
	if toks[at].Kind == token.LBrace {
		return at
	}
	if toks[at].Kind != token.Colon {
		return -1
	}
	return braceAhead(toks, at+1)
}

// braceAhead is the index of the first '{' from toks[from], -1 when a ';'
// or a '}' comes first.
func braceAhead(toks []token.Token, from int) int {
	for j := from; j < len(toks); j++ {
		switch toks[j].Kind {
		case token.LBrace:
			return j
		case token.Semi, token.RBrace:
			return -1
		}
	}
	return -1
}

// templated reports whether the struct at toks[i] follows `template <...>`.
func templated(toks []token.Token, i int) bool {
	return i > 0 && toks[i-1].Kind == token.Gtr
}
