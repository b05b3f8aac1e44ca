package parser

import (
	"maps"
	"slices"

	"simtlab/sim/cuda/token"
)

// The parser declares a class's nested class at file scope under its own
// name (decl.go), which is all a program needs until two classes nest a
// class of the same name: each hand-written container's `iterator`, or
// every instance of a class template with a nested class (Box<int> and
// Box<float> both nest `iterator`). qualifyNestedClasses renames such a
// nested class, in its class's body and in the definitions of the class's
// members outside it, to one identifier Outer::Name (Box<float>::iterator),
// the name C++ gives it, and `Outer :: Name` elsewhere to that identifier.
// Nested classes whose names do not collide keep the plain name.

func qualifyNestedClasses(toks []token.Token) []token.Token {
	type nested struct {
		owner      string
		open, stop int // the owner's body, toks[open:stop+1]
	}
	names := map[string][]nested{} // a nested class's name -> where
	topLevel := map[string]bool{}  // classes declared outside any class
	var bodies []string            // per open brace: the class whose body it opens, or ""
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.Kind {
		case token.LBrace:
			bodies = append(bodies, classOwner(toks, i))
		case token.RBrace:
			if len(bodies) > 0 {
				bodies = bodies[:len(bodies)-1]
			}
		case token.Ident:
			if (t.Text != "struct" && t.Text != "class" && t.Text != "union") || i+2 >= len(toks) || toks[i+1].Kind != token.Ident {
				continue
			}
			if k := toks[i+2].Kind; k != token.LBrace && k != token.Colon {
				continue
			}
			if i > 0 && toks[i-1].Kind == token.Ident && toks[i-1].Text == "enum" {
				continue
			}
			name := toks[i+1].Text
			owner := ""
			if len(bodies) > 0 {
				owner = bodies[len(bodies)-1]
			}
			if owner == "" {
				if len(bodies) == 0 {
					topLevel[name] = true
				}
				continue
			}
			open := ownerBodyOpen(toks, i)
			if open < 0 {
				continue
			}
			stop := matchingClose(toks, open, token.LBrace, token.RBrace)
			if stop < 0 {
				continue
			}
			names[name] = append(names[name], nested{owner: owner, open: open, stop: stop})
		}
	}
	rename := map[int]string{} // a token's index -> its qualified name
	for _, name := range slices.Sorted(maps.Keys(names)) {
		where := names[name]
		if len(where) < 2 && !topLevel[name] {
			continue
		}
		for _, n := range where {
			q := n.owner + "::" + name
			for k := n.open + 1; k < n.stop; k++ {
				if t := toks[k]; t.Kind == token.Ident && t.Text == name && !isMember(toks[k-1]) {
					rename[k] = q
				}
			}
			// Outer::Name, and the members of Outer defined outside it
			for k := 0; k+2 < len(toks); k++ {
				if k > n.open && k < n.stop {
					k = n.stop
					continue
				}
				if toks[k].Kind != token.Ident || toks[k].Text != n.owner || toks[k+1].Kind != token.ColonColon {
					continue
				}
				if toks[k+2].Kind == token.Ident && toks[k+2].Text == name {
					rename[k] = q
					rename[k+1], rename[k+2] = "", ""
					continue
				}
				if body := memberDefinitionBody(toks, k+2); body > 0 {
					end := matchingClose(toks, body, token.LBrace, token.RBrace)
					for j := k + 3; j < end; j++ {
						if t := toks[j]; t.Kind == token.Ident && t.Text == name && !isMember(toks[j-1]) {
							rename[j] = q
						}
					}
				}
			}
		}
	}
	if len(rename) == 0 {
		return toks
	}
	out := make([]token.Token, 0, len(toks))
	for i, t := range toks {
		q, ok := rename[i]
		switch {
		case !ok:
			out = append(out, t)
		case q != "":
			t.Kind, t.Text = token.Ident, q
			out = append(out, t)
		}
	}
	return out
}

// classOwner is the name of the class whose body the '{' at toks[open]
// opens (struct Name [: bases] {), "" for any other brace.
func classOwner(toks []token.Token, open int) string {
	for k := open - 1; k >= 1; k-- {
		switch t := toks[k]; t.Kind {
		case token.Semi, token.LBrace, token.RBrace, token.RParen, token.Assign:
			return ""
		case token.Ident:
			if p := toks[k-1]; p.Kind == token.Ident && (p.Text == "struct" || p.Text == "class" || p.Text == "union") &&
				(k < 2 || toks[k-2].Kind != token.Ident || toks[k-2].Text != "enum") {
				return t.Text
			}
		}
	}
	return ""
}

// ownerBodyOpen is the '{' of the class body around toks[i].
func ownerBodyOpen(toks []token.Token, i int) int {
	depth := 0
	for k := i - 1; k >= 0; k-- {
		switch toks[k].Kind {
		case token.RBrace:
			depth++
		case token.LBrace:
			if depth == 0 {
				return k
			}
			depth--
		}
	}
	return -1
}

// memberDefinitionBody is the '{' of the body of a member function
// defined outside its class, `Outer::name(params) [const ...] {`, with
// toks[at] the name (or `~` or `operator`), or -1.
func memberDefinitionBody(toks []token.Token, at int) int {
	k := at
	for k < len(toks) && toks[k].Kind != token.LParen {
		switch toks[k].Kind {
		case token.Semi, token.LBrace, token.RBrace:
			return -1
		}
		k++
	}
	if k >= len(toks) {
		return -1
	}
	closing := matchingClose(toks, k, token.LParen, token.RParen)
	if closing < 0 {
		return -1
	}
	return braceAhead(toks, closing+1)
}
