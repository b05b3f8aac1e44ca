package parser

import (
	"maps"
	"slices"
	"sort"
	"strconv"

	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// Variadic function templates are expanded on tokens, before parsing:
//
//	template <typename T, typename... R> T sum(T a, R... r) { return a + sum(r...); }
//	sum(1, 2, 3)
//
// For each pack size that a call needs, the template is written again
// without its pack: R becomes R__0, R__1 and r becomes r__0, r__1; a
// pattern `p...` becomes the list of its copies, `sizeof...(r)` the size,
// and a fold expression `(p + ...)` the nested operations. Each expansion
// is an ordinary template named `sum#pack2` (an identifier no program can
// write; messages show the name before '#'), and the calls that need it
// are renamed to it. A call that a declaration of the name without a pack
// also accepts keeps that declaration, which C++ prefers when both fit
// (the base case of a recursion, `void print() {}`).

// MaxPackSize bounds a parameter pack's size, and so a recursion through
// a variadic template.
const MaxPackSize = 64

// packSite is one declaration or definition of a variadic function template.
type packSite struct {
	start, end int // toks[start:end], from `template` to '}' or ';'
	nameAt     int
	tparams    [][]token.Token // the template parameters, one entry each
	fopen      int             // the '(' of the function's parameters
	fclose     int
	fparams    [][]token.Token
	body       bool
}

// packTemplate is a variadic function template: its sites and what a call
// needs to know to choose the pack's size.
type packTemplate struct {
	name   string
	sites  []*packSite
	names  map[string]bool // the packs' names, template and function parameters
	fixedT int             // template parameters that are not packs
	fixedF int             // function parameters that are not packs
	minF   int             // of those, the ones without a default
	fpack  bool            // a function parameter pack: calls give its size
	sizes  map[int][]token.Token
}

// expandPacks instantiates the variadic function templates of toks for the
// pack sizes their calls need.
func expandPacks(toks []token.Token, errs *diag.List, file string) []token.Token {
	toks = expandMemberPacks(toks, errs, file)
	tmpls := map[string]*packTemplate{}
	var sites []*packSite
	depth := 0 // braces: a member template is the struct's (the parser says so)
	for i := 0; i+1 < len(toks); i++ {
		switch toks[i].Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		}
		if depth != 0 || toks[i].Kind != token.Ident || toks[i].Text != "template" || toks[i+1].Kind != token.Lss {
			continue
		}
		s, name := parsePackSite(toks, i)
		if s == nil {
			continue
		}
		pt := tmpls[name]
		if pt == nil {
			pt = &packTemplate{name: name, names: map[string]bool{}, sizes: map[int][]token.Token{}}
			tmpls[name] = pt
		}
		pt.sites = append(pt.sites, s)
		sites = append(sites, s)
		i = s.end - 1
	}
	if len(tmpls) == 0 {
		return toks
	}
	for _, pt := range tmpls {
		pt.describe()
	}
	inSite := func(i int) *packSite {
		for _, s := range sites {
			if i >= s.start && i < s.end {
				return s
			}
		}
		return nil
	}
	// The arities of the declarations of the same names without a pack.
	plain := plainArities(toks, tmpls, inSite)
	type need struct {
		pt *packTemplate
		k  int
	}
	var work []need
	// use renames the call of a variadic template at at[i] to the
	// expansion it needs, queueing that; drop is the index of the '>' of an
	// explicit `<>` to remove with it (the expansion is no template).
	use := func(at []token.Token, i int) (name string, drop int) {
		pt := tmpls[at[i].Text]
		n, explicit, ok := packCall(at, i)
		if !ok {
			return "", 0
		}
		for _, a := range plain[pt.name] {
			if n >= a[0] && n <= a[1] {
				return "", 0 // a declaration without a pack takes the call
			}
		}
		k := 0
		switch {
		case pt.fpack:
			if n < pt.minF {
				errs.Add(at[i].Pos.In(file), diag.KindType, "'%s' needs at least %d arguments before its parameter pack; this call has %d (does a recursion through it lack its base case?)", pt.name, pt.minF, n)
				return "", 0
			}
			k = max(n-pt.fixedF, 0)
		case explicit > pt.fixedT:
			k = explicit - pt.fixedT
		}
		if k > MaxPackSize {
			errs.Add(at[i].Pos.In(file), diag.KindLimit, "the parameter pack of '%s' would have %d elements here; the lab expands packs of at most %d", pt.name, k, MaxPackSize)
			return "", 0
		}
		if _, done := pt.sizes[k]; !done {
			pt.sizes[k] = nil
			work = append(work, need{pt, k})
		}
		if explicit == 0 && pt.fixedT == 0 && k == 0 {
			drop = closeAngle(at, i+1)
		}
		return pt.name + "#pack" + strconv.Itoa(k), drop
	}
	renamed := map[int]string{}
	dropped := map[int]bool{}
	for i, t := range toks {
		if t.Kind == token.Ident && tmpls[t.Text] != nil && inSite(i) == nil {
			if name, drop := use(toks, i); name != "" {
				renamed[i] = name
				for j := i + 1; j <= drop; j++ {
					dropped[j] = true
				}
			}
		}
	}
	for len(work) > 0 {
		w := work[0]
		work = work[1:]
		def := w.pt.definition()
		body := w.pt.expand(toks, def, w.k, errs, file)
		calls := make([]token.Token, 0, len(body))
		for i := 0; i < len(body); i++ {
			t := body[i]
			if t.Kind == token.Ident && tmpls[t.Text] != nil {
				if name, drop := use(body, i); name != "" {
					t.Text = name
					i = max(i, drop)
				}
			}
			calls = append(calls, t)
		}
		w.pt.sizes[w.k] = calls
	}
	out := make([]token.Token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		if s := inSite(i); s != nil {
			pt := tmpls[toks[s.nameAt].Text]
			def := pt.definition()
			for _, k := range slices.Sorted(maps.Keys(pt.sizes)) {
				if s == def {
					out = append(out, pt.sizes[k]...)
				} else if !s.body {
					out = append(out, pt.expand(toks, s, k, errs, file)...)
				}
			}
			i = s.end - 1
			continue
		}
		t := toks[i]
		if r, ok := renamed[i]; ok {
			t.Text = r
		}
		if !dropped[i] {
			out = append(out, t)
		}
	}
	return out
}

// parsePackSite reads the function template starting at toks[i]
// (`template <`) when one of its template parameters is a pack.
func parsePackSite(toks []token.Token, i int) (*packSite, string) {
	close := closeAngle(toks, i+1)
	if close < 0 {
		return nil, ""
	}
	tparams := splitTopLevel(toks[i+2 : close])
	pack := false
	for _, e := range tparams {
		if slices.ContainsFunc(e, func(t token.Token) bool { return t.Kind == token.Ellipsis }) {
			pack = true
		}
	}
	if !pack || close+1 >= len(toks) {
		return nil, ""
	}
	if t := toks[close+1]; t.Kind == token.Ident && (t.Text == "struct" || t.Text == "class") {
		return nil, "" // a variadic struct template: the parser says so
	}
	// the name is the identifier before the first '(' at this level
	j := close + 1
	for ; j < len(toks) && toks[j].Kind != token.LParen; j++ {
		if k := toks[j].Kind; k == token.Semi || k == token.LBrace || k == token.EOF {
			return nil, ""
		}
	}
	if j >= len(toks) || toks[j-1].Kind != token.Ident {
		return nil, ""
	}
	fclose := matchingClose(toks, j, token.LParen, token.RParen)
	if fclose < 0 {
		return nil, ""
	}
	s := &packSite{start: i, nameAt: j - 1, tparams: tparams, fopen: j, fclose: fclose, fparams: splitTopLevel(toks[j+1 : fclose])}
	for e := fclose + 1; e < len(toks); e++ {
		switch toks[e].Kind {
		case token.Semi:
			s.end = e + 1
			return s, toks[j-1].Text
		case token.LBrace:
			end := matchingClose(toks, e, token.LBrace, token.RBrace)
			if end < 0 {
				return nil, ""
			}
			s.end, s.body = end+1, true
			return s, toks[j-1].Text
		case token.EOF:
			return nil, ""
		}
	}
	return nil, ""
}

// describe fills the pack's names and the counts of fixed parameters from
// the template's definition.
func (pt *packTemplate) describe() {
	s := pt.definition()
	for _, e := range s.tparams {
		if at := ellipsisAt(e); at >= 0 {
			if n := lastIdent(e[at:]); n != "" {
				pt.names[n] = true
			}
		} else {
			pt.fixedT++
		}
	}
	for _, e := range s.fparams {
		if at := ellipsisAt(e); at >= 0 {
			pt.fpack = true
			if n := lastIdent(e[at:]); n != "" {
				pt.names[n] = true
			}
			continue
		}
		if len(e) == 1 && e[0].Text == "void" {
			continue
		}
		pt.fixedF++
		if !slices.ContainsFunc(e, func(t token.Token) bool { return t.Kind == token.Assign }) {
			pt.minF++
		}
	}
}

// definition is the site with the body, or the first one.
func (pt *packTemplate) definition() *packSite {
	for _, s := range pt.sites {
		if s.body {
			return s
		}
	}
	return pt.sites[0]
}

// ellipsisAt is the index of the ellipsis that makes the parameter e a
// pack (one outside any brackets: `R... r`, not `void (*f)(R...)`), or -1.
func ellipsisAt(e []token.Token) int {
	depth := 0
	for j, t := range e {
		switch t.Kind {
		case token.LParen, token.LBrack, token.LBrace, token.Lss:
			depth++
		case token.RParen, token.RBrack, token.RBrace, token.Gtr:
			depth--
		case token.Ellipsis:
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// expand writes site s of the template again for a pack of k elements.
func (pt *packTemplate) expand(toks []token.Token, s *packSite, k int, errs *diag.List, file string) []token.Token {
	var out []token.Token
	at := toks[s.start]
	comma := token.Token{Kind: token.Comma, Text: ",", Pos: at.Pos}
	var tps [][]token.Token
	for _, e := range s.tparams {
		if ellipsisAt(e) < 0 {
			tps = append(tps, e)
			continue
		}
		for i := range k {
			tps = append(tps, pt.copyOf(e, i))
		}
	}
	if len(tps) > 0 {
		out = append(out, toks[s.start], toks[s.start+1])
		out = append(out, joinTokens(tps, comma)...)
		out = append(out, token.Token{Kind: token.Gtr, Text: ">", Pos: at.Pos})
	}
	close := closeAngle(toks, s.start+1)
	out = append(out, pt.expandBody(toks[close+1:s.nameAt], k, errs, file)...)
	name := toks[s.nameAt]
	name.Text = pt.name + "#pack" + strconv.Itoa(k)
	out = append(out, name, toks[s.fopen])
	var fps [][]token.Token
	for _, e := range s.fparams {
		if ellipsisAt(e) < 0 {
			fps = append(fps, pt.expandBody(e, k, errs, file)) // void (*f)(R...)
			continue
		}
		for i := range k {
			fps = append(fps, pt.copyOf(e, i))
		}
	}
	out = append(out, joinTokens(fps, comma)...)
	out = append(out, toks[s.fclose])
	return append(out, pt.expandBody(toks[s.fclose+1:s.end], k, errs, file)...)
}

// copyOf is the i-th copy of a pattern: the packs' names numbered, the
// ellipsis dropped, std::forward<T>(x) written (x).
func (pt *packTemplate) copyOf(p []token.Token, i int) []token.Token {
	out := make([]token.Token, 0, len(p))
	for j := 0; j < len(p); j++ {
		t := p[j]
		if t.Kind == token.Ellipsis {
			continue
		}
		if t.Kind == token.Ident && t.Text == "forward" && j+1 < len(p) && p[j+1].Kind == token.Lss {
			if c := closeAngle(p, j+1); c > 0 && c+1 < len(p) && p[c+1].Kind == token.LParen {
				j = c
				continue
			}
		}
		if t.Kind == token.Ident && pt.names[t.Text] && (j == 0 || (p[j-1].Kind != token.Dot && p[j-1].Kind != token.Arrow)) {
			t.Text += "__" + strconv.Itoa(i)
		}
		out = append(out, t)
	}
	return out
}

func (pt *packTemplate) hasPack(p []token.Token) bool {
	return slices.ContainsFunc(p, func(t token.Token) bool { return t.Kind == token.Ident && pt.names[t.Text] })
}

// expandBody expands the packs of a function's body (and what follows its
// parameters): sizeof...(x), folds and pattern expansions.
func (pt *packTemplate) expandBody(in []token.Token, k int, errs *diag.List, file string) []token.Token {
	out := make([]token.Token, 0, len(in))
	for i := 0; i < len(in); i++ {
		t := in[i]
		if t.Kind == token.Ident && t.Text == "sizeof" && i+2 < len(in) && in[i+1].Kind == token.Ellipsis && in[i+2].Kind == token.LParen {
			if c := matchingClose(in, i+2, token.LParen, token.RParen); c > 0 {
				lit := t
				lit.Kind, lit.Text = token.Int, strconv.Itoa(k)+"UL"
				out = append(out, lit)
				i = c
				continue
			}
		}
		if t.Kind != token.Ellipsis || len(out) == 0 || i+1 >= len(in) {
			out = append(out, t)
			continue
		}
		if folded, skip, ok := pt.fold(out, in, i, k, errs, file); ok {
			out = folded
			i = skip
			continue
		}
		next := in[i+1]
		from := patternStart(out)
		p := out[from:]
		if !pt.hasPack(p) {
			out = append(out, t) // a C variadic parameter list, say
			continue
		}
		p = slices.Clone(p)
		out = out[:from]
		if k == 0 {
			if n := len(out); n > 0 && out[n-1].Kind == token.Comma {
				out = out[:n-1]
			} else if next.Kind == token.Comma {
				i++
			}
			continue
		}
		for j := range k {
			if j > 0 {
				out = append(out, token.Token{Kind: token.Comma, Text: ",", Pos: t.Pos})
			}
			out = append(out, pt.copyOf(p, j)...)
		}
	}
	return out
}

// patternStart finds where the pattern before an ellipsis starts in out:
// after the ',', '(', '[', '{' or '<' that delimits it.
func patternStart(out []token.Token) int {
	var stack []token.Kind // the openers expected, innermost last
	for j := len(out) - 1; j >= 0; j-- {
		switch k := out[j].Kind; k {
		case token.RParen:
			stack = append(stack, token.LParen)
		case token.RBrack:
			stack = append(stack, token.LBrack)
		case token.RBrace:
			stack = append(stack, token.LBrace)
		case token.Gtr:
			stack = append(stack, token.Lss)
		case token.Lss:
			if n := len(stack); n > 0 && stack[n-1] == token.Lss {
				stack = stack[:n-1]
			} else if n == 0 {
				return j + 1
			}
		case token.LParen, token.LBrack, token.LBrace:
			for len(stack) > 0 && stack[len(stack)-1] == token.Lss {
				stack = stack[:len(stack)-1] // a '>' that was a comparison
			}
			if len(stack) == 0 {
				return j + 1
			}
			stack = stack[:len(stack)-1]
		case token.Comma, token.Semi:
			if len(stack) == 0 {
				return j + 1
			}
		}
	}
	return 0
}

// foldOps are the operators a fold expression may use (C++17), without the
// assignments.
var foldOps = map[token.Kind]bool{
	token.Add: true, token.Sub: true, token.Mul: true, token.Quo: true, token.Rem: true,
	token.Xor: true, token.And: true, token.Or: true, token.Shl: true, token.Shr: true,
	token.Eql: true, token.Neq: true, token.Lss: true, token.Gtr: true, token.Leq: true, token.Geq: true,
	token.LAnd: true, token.LOr: true, token.Comma: true,
}

// fold expands the fold expression whose ellipsis is in[i] (out holds what
// came before it): `(p op ...)`, `(... op p)`, `(p op ... op init)` or
// `(init op ... op p)`. It returns the new out and the index of the
// fold's closing parenthesis in in.
func (pt *packTemplate) fold(out, in []token.Token, i, k int, errs *diag.List, file string) ([]token.Token, int, bool) {
	prev, next := out[len(out)-1], in[i+1]
	var op token.Token
	var open, close int
	var left, right []token.Token // the operands beside "op ... op"
	switch {
	case foldOps[prev.Kind] && (next.Kind == token.RParen || next.Kind == prev.Kind):
		op = prev
		open = unmatchedOpen(out[:len(out)-1])
		if open < 0 {
			return nil, 0, false
		}
		left = out[open+1 : len(out)-1]
		close = i + 1
		if next.Kind != token.RParen {
			close = closingParen(in, i+2)
			if close < 0 {
				return nil, 0, false
			}
			right = in[i+2 : close]
		}
	case prev.Kind == token.LParen && foldOps[next.Kind]:
		op = next
		open = len(out) - 1
		close = closingParen(in, i+2)
		if close < 0 {
			return nil, 0, false
		}
		right = in[i+2 : close]
	default:
		return nil, 0, false
	}
	// which side is the pattern
	var p, init []token.Token
	rightFold := true
	switch {
	case pt.hasPack(left):
		p, init = left, right
	case pt.hasPack(right):
		p, init, rightFold = right, left, false
	default:
		return nil, 0, false
	}
	p = slices.Clone(p)
	init = slices.Clone(init)
	at := in[i]
	paren := func(s []token.Token) []token.Token {
		if len(s) <= 1 {
			return s
		}
		return append(append([]token.Token{{Kind: token.LParen, Text: "(", Pos: at.Pos}}, s...), token.Token{Kind: token.RParen, Text: ")", Pos: at.Pos})
	}
	var terms [][]token.Token
	for j := range k {
		terms = append(terms, pt.copyOf(p, j))
	}
	before := out[:open]
	statement := open == 0 || before[open-1].Kind == token.Semi || before[open-1].Kind == token.LBrace || before[open-1].Kind == token.RBrace
	after := token.Illegal
	if close+1 < len(in) {
		after = in[close+1].Kind
	}
	res := slices.Clone(before)
	switch {
	case len(terms) == 0 && len(init) > 0:
		return append(res, paren(init)...), close, true
	case len(terms) == 0:
		var v string
		switch op.Kind {
		case token.LAnd:
			v = "true"
		case token.LOr:
			v = "false"
		case token.Comma:
			v = "((void)0)"
		default:
			errs.Add(at.Pos.In(file), diag.KindType, "a fold over '%s' of an empty pack has no value; give it an initial value, like (0 %s ... %s args)", op.Text, op.Text, op.Text)
			v = "0"
		}
		return append(res, synth(at, v)...), close, true
	case statement && after == token.Semi && op.Kind == token.Comma && len(init) == 0:
		// (f(args), ...); is one statement per element
		for j, term := range terms {
			if j > 0 {
				res = append(res, token.Token{Kind: token.Semi, Text: ";", Pos: at.Pos})
			}
			res = append(res, stripParens(term)...)
		}
		return res, close, true
	case statement && !rightFold && (after == token.Semi || after == op.Kind):
		// (std::cout << ... << args) << '\n'; stays a chain: cout << a << b << '\n'
		res = append(res, init...)
		for _, term := range terms {
			res = append(res, op)
			res = append(res, paren(term)...)
		}
		return res, close, true
	}
	var e []token.Token
	if rightFold {
		last := len(terms) - 1
		e = paren(terms[last])
		if len(init) > 0 {
			e = paren(append(append(slices.Clone(e), op), paren(init)...))
		}
		for j := last - 1; j >= 0; j-- {
			e = paren(append(append(paren(terms[j]), op), e...))
		}
	} else {
		e = paren(terms[0])
		start := 1
		if len(init) > 0 {
			e, start = paren(init), 0
		}
		for _, term := range terms[start:] {
			e = paren(append(append(slices.Clone(e), op), paren(term)...))
		}
	}
	res = append(res, token.Token{Kind: token.LParen, Text: "(", Pos: at.Pos})
	res = append(res, e...)
	return append(res, token.Token{Kind: token.RParen, Text: ")", Pos: at.Pos}), close, true
}

// unmatchedOpen is the index of the last '(' of toks that nothing after it
// closes, or -1.
func unmatchedOpen(toks []token.Token) int {
	return unmatchedParen(toks, len(toks)-1, -1, token.LParen, token.RParen)
}

// closingParen is the index of the ')' that closes a '(' before in[from].
func closingParen(in []token.Token, from int) int {
	return unmatchedParen(in, from, 1, token.RParen, token.LParen)
}

// unmatchedParen walks toks from from by step and returns the index of the
// first want that no other kind's token walked over pairs with, or -1.
func unmatchedParen(toks []token.Token, from, step int, want, other token.Kind) int {
	depth := 0
	for j := from; j >= 0 && j < len(toks); j += step {
		switch toks[j].Kind {
		case other:
			depth++
		case want:
			if depth == 0 {
				return j
			}
			depth--
		}
	}
	return -1
}

// stripParens drops the parentheses around a whole expression.
func stripParens(e []token.Token) []token.Token {
	for len(e) >= 2 && e[0].Kind == token.LParen && matchingClose(e, 0, token.LParen, token.RParen) == len(e)-1 {
		e = e[1 : len(e)-1]
	}
	return e
}

func joinTokens(parts [][]token.Token, sep token.Token) []token.Token {
	var out []token.Token
	for i, p := range parts {
		if i > 0 {
			out = append(out, sep)
		}
		out = append(out, p...)
	}
	return out
}

// packCall reads the use of a variadic template's name at toks[i]: its
// number of call arguments and of explicit template arguments (-1 when
// none). ok is false when the name is not called there.
func packCall(toks []token.Token, i int) (n, explicit int, ok bool) {
	if i > 0 {
		if k := toks[i-1].Kind; k == token.Dot || k == token.Arrow || k == token.ColonColon || k == token.Tilde {
			return 0, 0, false
		}
	}
	j := i + 1
	explicit = -1
	if j < len(toks) && toks[j].Kind == token.Lss {
		c := closeAngle(toks, j)
		if c < 0 {
			return 0, 0, false
		}
		explicit = len(splitTopLevel(toks[j+1 : c]))
		j = c + 1
	}
	if j < len(toks) && toks[j].Kind == token.LaunchOpen {
		c := matchingClose(toks, j, token.LaunchOpen, token.LaunchClose)
		if c < 0 {
			return 0, 0, false
		}
		j = c + 1
	}
	if j >= len(toks) || toks[j].Kind != token.LParen {
		return 0, 0, false
	}
	c := matchingClose(toks, j, token.LParen, token.RParen)
	if c < 0 {
		return 0, 0, false
	}
	return len(splitCallArgs(toks[j+1 : c])), explicit, true
}

// splitCallArgs splits a call's arguments at their top-level commas, where
// a name's `<...>` followed by ',' or the end is a template's argument
// list (launch(k<T, 3>, n) passes two arguments), not two comparisons.
func splitCallArgs(toks []token.Token) [][]token.Token {
	var parts [][]token.Token
	depth, start := 0, 0
	for j := 0; j < len(toks); j++ {
		switch t := toks[j]; t.Kind {
		case token.LParen, token.LBrack, token.LBrace:
			depth++
		case token.RParen, token.RBrack, token.RBrace:
			depth--
		case token.Lss:
			if j > 0 && toks[j-1].Kind == token.Ident {
				if c := closeAngle(toks, j); c > 0 && (c+1 == len(toks) || toks[c+1].Kind == token.Comma) {
					j = c
				}
			}
		case token.Comma:
			if depth == 0 {
				parts = append(parts, toks[start:j])
				start = j + 1
			}
		}
	}
	if start < len(toks) {
		parts = append(parts, toks[start:])
	}
	return parts
}

// plainArities are, by name, the ranges of argument counts that the
// file-scope declarations of the variadic templates' names without a pack
// accept.
func plainArities(toks []token.Token, tmpls map[string]*packTemplate, inSite func(int) *packSite) map[string][][2]int {
	out := map[string][][2]int{}
	depth := 0
	for i := 0; i+1 < len(toks); i++ {
		switch toks[i].Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		}
		t := toks[i]
		if depth != 0 || t.Kind != token.Ident || tmpls[t.Text] == nil || toks[i+1].Kind != token.LParen || i == 0 || inSite(i) != nil {
			continue
		}
		switch p := toks[i-1]; {
		case p.Kind == token.Ident && p.Text != "return", p.Kind == token.Mul, p.Kind == token.And, p.Kind == token.Gtr:
		default:
			continue
		}
		c := matchingClose(toks, i+1, token.LParen, token.RParen)
		if c < 0 {
			continue
		}
		params := splitTopLevel(toks[i+2 : c])
		if len(params) == 1 && len(params[0]) == 1 && params[0][0].Text == "void" {
			params = nil
		}
		lo := 0
		for _, e := range params {
			if !slices.ContainsFunc(e, func(t token.Token) bool { return t.Kind == token.Assign }) {
				lo++
			}
		}
		out[t.Text] = append(out[t.Text], [2]int{lo, len(params)})
	}
	for _, a := range out {
		sort.Slice(a, func(i, j int) bool { return a[i][0] < a[j][0] })
	}
	return out
}

// MaxMemberPack is the largest pack a member function template is written
// for.
const MaxMemberPack = 4

// expandMemberPacks writes a member function template with a parameter
// pack (a container's `template <typename... A> void emplace(A&&... a)`
// forwarding to its elements' constructor) as overloads of its name for 0
// to MaxMemberPack arguments: a member call, which the checker resolves
// by its object's type, then picks the one of its argument count, and no
// call needs renaming here.
func expandMemberPacks(toks []token.Token, errs *diag.List, file string) []token.Token {
	var out []token.Token
	changed := false
	depth := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		}
		if depth > 0 && t.Kind == token.Ident && t.Text == "template" && i+1 < len(toks) && toks[i+1].Kind == token.Lss {
			if s, name := parsePackSite(toks, i); s != nil && s.body {
				pt := &packTemplate{name: name, names: map[string]bool{}, sizes: map[int][]token.Token{}, sites: []*packSite{s}}
				pt.describe()
				if !changed {
					out, changed = append(out, toks[:i]...), true
				}
				for k := 0; k <= MaxMemberPack; k++ {
					overload := pt.expand(toks, s, k, errs, file)
					for j := range overload {
						if overload[j].Kind == token.Ident && overload[j].Text == name+"#pack"+strconv.Itoa(k) {
							overload[j].Text = name
						}
					}
					out = append(out, overload...)
				}
				i = s.end - 1
				continue
			}
		}
		if changed {
			out = append(out, t)
		}
	}
	if !changed {
		return toks
	}
	return out
}
