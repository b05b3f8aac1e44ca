package parser

import (
	"slices"
	"strings"

	"simtlab/sim/cuda/token"
)

// Partial specializations of struct templates:
//
//	template <typename T> struct Traits<T *> { typedef T pointee; };
//	template <typename T, int N> struct Traits<Vec<T, N>> { ... };
//
// An instance whose arguments no explicit specialization names takes the
// body of the most specialized partial specialization whose pattern its
// arguments match, the pattern's parameters bound to the parts they
// matched; with none, the primary template's. Matching is on tokens, as
// the rest of the instantiation is: the arguments are in the canonical
// form instantiateFirst gives them, and an argument that is an instance
// already made is read as the tokens its name spells. A qualifier before
// a type is read after it (const T * is T const *), so that a pattern's
// const lands on the level it qualifies: const float ** is not a pointer
// to a const T, const double *const * is one.

// partialSpec is one partial specialization.
type partialSpec struct {
	params  []string        // its own head's parameter names
	pattern [][]token.Token // the arguments after the template's name
	tmpl    *structTemplate // the body, `struct Name { ... }` (nil when only declared), with params
}

// maxUnifySteps bounds the backtracking of one match (a pattern's
// parameter may stand for any run of tokens).
const maxUnifySteps = 10000

// parsePartialSpecialization matches `template <params> struct
// Name<pattern> { ... };` at i, a partial specialization of the struct
// template Name, and returns it and the index of its last token.
func parsePartialSpecialization(toks []token.Token, i int, tmpls map[string]*structTemplate) (*partialSpec, int) {
	if i+2 >= len(toks) || toks[i].Kind != token.Ident || toks[i].Text != "template" || toks[i+1].Kind != token.Lss || toks[i+2].Kind == token.Gtr {
		return nil, 0
	}
	head, j, ok := argsAt(toks, i+1, func(string) bool { return true })
	if !ok || j+3 >= len(toks) || toks[j+1].Kind != token.Ident || toks[j+1].Text != "struct" && toks[j+1].Text != "class" ||
		toks[j+2].Kind != token.Ident || tmpls[toks[j+2].Text] == nil || toks[j+3].Kind != token.Lss {
		return nil, 0
	}
	primary := tmpls[toks[j+2].Text]
	ps := &partialSpec{}
	for _, a := range head {
		if eq := slices.IndexFunc(a, func(t token.Token) bool { return t.Kind == token.Assign }); eq >= 0 {
			a = a[:eq]
		}
		if len(a) < 2 || a[len(a)-1].Kind != token.Ident {
			return nil, 0
		}
		ps.params = append(ps.params, a[len(a)-1].Text)
	}
	pattern, end, ok := argsAt(toks, j+3, func(string) bool { return true })
	if !ok || len(pattern) != len(primary.params) {
		return nil, 0
	}
	for _, a := range pattern {
		ps.pattern = append(ps.pattern, eastConst(canonicalArithmetic(foldIntArg(a))))
	}
	for k := end + 1; k < len(toks) && toks[k].Kind != token.EOF; k++ {
		switch toks[k].Kind {
		case token.LBrace:
			closing, last, ok := structBodyEnd(toks, k)
			if !ok {
				return nil, 0
			}
			// the body as the primary's is written: `struct Name`, then
			// the base clause and the braces; Name<pattern> inside it is
			// the instance itself
			body := slices.Clone(toks[j+1 : j+3])
			body = append(body, selfNamed(toks[end+1:closing+1], primary.name, ps.pattern)...)
			ps.tmpl = &structTemplate{name: primary.name, params: ps.params, body: body, partial: true}
			return ps, last
		case token.Semi:
			// declared only: its instances are incomplete
			ps.tmpl = &structTemplate{name: primary.name, params: ps.params, partial: true}
			return ps, k
		}
	}
	return nil, 0
}

// undeduced is the first parameter the pattern does not name, which no
// match can bind ("" when there is none).
func (ps *partialSpec) undeduced() string {
	for _, p := range ps.params {
		named := false
		for _, a := range ps.pattern {
			named = named || slices.ContainsFunc(a, func(t token.Token) bool { return t.Kind == token.Ident && t.Text == p })
		}
		if !named {
			return p
		}
	}
	return ""
}

// spellArgs writes template arguments as a program does, in angle brackets.
func spellArgs(args [][]token.Token) string {
	parts := make([]string, len(args))
	for k, a := range args {
		parts[k] = spell(westConst(a))
	}
	return "<" + strings.Join(parts, ", ") + ">"
}

// selfNamed is body with each `Name<pattern>` written as `Name`, which
// instanceTokens makes the instance's own name.
func selfNamed(body []token.Token, name string, pattern [][]token.Token) []token.Token {
	out := make([]token.Token, 0, len(body))
	for i := 0; i < len(body); i++ {
		t := body[i]
		if t.Kind == token.Ident && t.Text == name && i+1 < len(body) && body[i+1].Kind == token.Lss {
			if args, end, ok := argsAt(body, i+1, func(string) bool { return true }); ok && sameArgs(args, pattern) {
				out = append(out, t)
				i = end
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

func sameArgs(a, b [][]token.Token) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if spell(eastConst(canonicalArithmetic(foldIntArg(a[k])))) != spell(b[k]) {
			return false
		}
	}
	return true
}

// partialFor is the partial specialization of st an instance with
// arguments args takes, with its parameters' arguments; nil when none
// matches. Of several that match, it is the one every other's pattern
// matches (the most specialized); the first when none is.
func (st *structTemplate) partialFor(args [][]token.Token) (*partialSpec, [][]token.Token) {
	concrete := make([][]token.Token, len(args))
	for k, a := range args {
		concrete[k] = eastConst(spelledInstances(a))
	}
	type match struct {
		ps    *partialSpec
		bound [][]token.Token
	}
	var found []match
	for _, ps := range st.partials {
		if bound, ok := ps.match(concrete); ok {
			found = append(found, match{ps, bound})
		}
	}
	if len(found) == 0 {
		return nil, nil
	}
	for _, m := range found {
		most := true
		for _, o := range found {
			if o.ps != m.ps {
				if _, ok := o.ps.match(m.ps.pattern); !ok {
					most = false
					break
				}
			}
		}
		if most {
			return m.ps, m.bound
		}
	}
	return found[0].ps, found[0].bound
}

// match unifies the pattern with args, returning the tokens each of the
// parameters stands for.
func (ps *partialSpec) match(args [][]token.Token) ([][]token.Token, bool) {
	if len(args) != len(ps.pattern) {
		return nil, false
	}
	u := unifier{params: ps.params, bound: map[string][]token.Token{}}
	if !u.args(ps.pattern, args) {
		return nil, false
	}
	out := make([][]token.Token, len(ps.params))
	for k, p := range ps.params {
		b, ok := u.bound[p]
		if !ok {
			return nil, false // a parameter the pattern does not deduce
		}
		out[k] = westConst(b)
	}
	return out, true
}

type unifier struct {
	params []string
	bound  map[string][]token.Token
	steps  int
}

func (u *unifier) args(pattern, args [][]token.Token) bool {
	if len(pattern) == 0 {
		return true
	}
	if cond, typ, ok := enableIfPattern(pattern[0]); ok {
		// a non-deduced context (enablematch.go): checked once the
		// arguments after it have bound its parameters
		return u.args(pattern[1:], args[1:]) && u.enabled(cond, typ, args[0])
	}
	return u.tokens(pattern[0], args[0], func() bool { return u.args(pattern[1:], args[1:]) })
}

// tokens unifies p with c, then calls rest; a parameter not yet bound
// tries each balanced run of tokens, shortest first, undoing a binding
// rest rejects.
func (u *unifier) tokens(p, c []token.Token, rest func() bool) bool {
	u.steps++
	if u.steps > maxUnifySteps {
		return false
	}
	if len(p) == 0 {
		return len(c) == 0 && rest()
	}
	t := p[0]
	if t.Kind == token.Ident && slices.Contains(u.params, t.Text) {
		if b, ok := u.bound[t.Text]; ok {
			return len(c) >= len(b) && sameTokens(b, c[:len(b)]) && u.tokens(p[1:], c[len(b):], rest)
		}
		for k := 1; k <= len(c); k++ {
			if !balanced(c[:k]) {
				continue
			}
			u.bound[t.Text] = c[:k]
			if u.tokens(p[1:], c[k:], rest) {
				return true
			}
		}
		delete(u.bound, t.Text)
		return false
	}
	return len(c) > 0 && c[0].Kind == t.Kind && c[0].Text == t.Text && u.tokens(p[1:], c[1:], rest)
}

func sameTokens(a, b []token.Token) bool {
	return slices.EqualFunc(a, b, func(x, y token.Token) bool { return x.Kind == y.Kind && x.Text == y.Text })
}

// balanced reports whether ts closes every bracket it opens, so that a
// parameter never stands for half of a type.
func balanced(ts []token.Token) bool {
	depth := 0
	for _, t := range ts {
		switch t.Kind {
		case token.LParen, token.LBrack, token.Lss:
			depth++
		case token.RParen, token.RBrack, token.Gtr:
			depth--
		case token.Shr:
			depth -= 2
		}
		if depth < 0 {
			return false
		}
	}
	return depth == 0
}

// spelledInstances is arg with each instance already made (one token named
// Vec<float, 3>) replaced by the tokens of its name, so that a pattern
// Vec<T, N> can match it.
func spelledInstances(arg []token.Token) []token.Token {
	var out []token.Token
	for _, t := range arg {
		if t.Kind == token.Ident && strings.ContainsRune(t.Text, '<') {
			if inner := tokenizeQuiet(t.Text); len(inner) > 1 {
				for _, x := range inner {
					x.Pos = t.Pos
					// Wrap<Wrap<int>> scans as one >>, three levels as >>>
					if closings := map[token.Kind]int{token.Shr: 2, token.LaunchClose: 3}[x.Kind]; closings > 0 {
						x.Kind, x.Text = token.Gtr, ">"
						for range closings - 1 {
							out = append(out, x)
						}
					}
					out = append(out, x)
				}
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// qualifier reports whether t is const or volatile.
func qualifier(t token.Token) bool {
	return t.Kind == token.Ident && (t.Text == "const" || t.Text == "volatile")
}

// baseTypeLen is the number of tokens of the type name at the start of ts:
// a run of arithmetic keywords, or one name.
func baseTypeLen(ts []token.Token) int {
	n := 0
	for n < len(ts) && ts[n].Kind == token.Ident && arithmeticWords[ts[n].Text] {
		n++
	}
	if n == 0 && len(ts) > 0 && ts[0].Kind == token.Ident && !qualifier(ts[0]) {
		n = 1
	}
	return n
}

// eastConst writes each type in ts with the qualifiers before its name
// after it: const unsigned int * becomes unsigned int const *.
func eastConst(ts []token.Token) []token.Token {
	out := make([]token.Token, 0, len(ts))
	for i := 0; i < len(ts); {
		start := i == 0 || ts[i-1].Kind == token.Lss || ts[i-1].Kind == token.Comma
		q := i
		for q < len(ts) && qualifier(ts[q]) {
			q++
		}
		if !start || q == i {
			out = append(out, ts[i])
			i++
			continue
		}
		n := baseTypeLen(ts[q:])
		if n == 0 {
			out = append(out, ts[i:q]...)
			i = q
			continue
		}
		out = append(out, ts[q:q+n]...)
		out = append(out, ts[i:q]...)
		i = q + n
	}
	return out
}

// westConst undoes eastConst at the start of ts, for a parameter's
// argument written into a body as programs write types: double const *
// becomes const double *.
func westConst(ts []token.Token) []token.Token {
	n := baseTypeLen(ts)
	q := n
	for q < len(ts) && qualifier(ts[q]) {
		q++
	}
	if n == 0 || q == n {
		return ts
	}
	out := slices.Clone(ts[n:q])
	out = append(out, ts[:n]...)
	return append(out, ts[q:]...)
}
