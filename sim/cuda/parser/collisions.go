package parser

import (
	"maps"
	"slices"
	"strings"

	"simtlab/sim/cuda/token"
)

// Names declared in more than one namespace. flattenScopes drops the
// namespaces, so `namespace cpu { float step(float); }` beside `namespace
// gpu { __device__ float step(float); }` would be one function declared
// twice. qualifyCollisions first gives each such name, where it is declared
// and wherever it is used, one identifier spelled with its namespace
// (`cpu∷step`, `gpu∷step`), found by C++'s lookup: a qualified name from
// the enclosing namespaces outwards, an unqualified one in the innermost
// enclosing namespace that declares it, else through the `using namespace`
// directives seen so far. Names declared once keep their plain spelling.

// NamespaceSep joins a namespace and a name in such an identifier: it reads
// as C++'s `::`, which the front end keeps for struct members.
const NamespaceSep = "∷"

// nsWalker follows the namespace braces of a token stream.
type nsWalker struct {
	names  map[string]bool // the user namespaces and scoped enums
	path   []string        // the enclosing named namespaces
	braces []int           // per open brace: the names a namespace's added to path (0 anonymous), -1 not a namespace
	other  int             // open braces that are not namespaces
	parens int
}

// step updates the walker for toks[i]; it reports whether the token opened
// a namespace (the caller skips to the brace, at the returned index).
func (w *nsWalker) step(toks []token.Token, i int) (int, bool) {
	t := toks[i]
	switch t.Kind {
	case token.LParen:
		w.parens++
	case token.RParen:
		w.parens--
	case token.LBrace:
		w.braces = append(w.braces, -1)
		w.other++
	case token.RBrace:
		if n := len(w.braces); n > 0 {
			if k := w.braces[n-1]; k < 0 {
				w.other--
			} else {
				w.path = w.path[:len(w.path)-k]
			}
			w.braces = w.braces[:n-1]
		}
	case token.Ident:
		if t.Text != "namespace" || i+1 >= len(toks) {
			break
		}
		if toks[i+1].Kind == token.LBrace {
			w.braces = append(w.braces, 0)
			return i + 1, true
		}
		if parts, brace := namespaceHead(toks, i); brace > 0 && w.names[parts[0]] {
			w.braces = append(w.braces, len(parts))
			w.path = append(w.path, parts...)
			return brace, true
		}
	}
	return i, false
}

// atNamespaceScope reports whether the walker stands directly in a
// namespace (or the file), outside parentheses.
func (w *nsWalker) atNamespaceScope() bool { return w.other == 0 && w.parens == 0 }

func (w *nsWalker) prefix(k int) string { return strings.Join(w.path[:k], "::") }

// declaredName reports whether toks[i], at namespace scope, is the name a
// declaration declares: a struct's tag, or the name after a type in a
// function, variable or typedef declaration.
func declaredName(toks []token.Token, i int) bool {
	t := toks[i]
	if t.Kind != token.Ident || token.Keywords[t.Text] || i == 0 || i+1 >= len(toks) {
		return false
	}
	prev, next := toks[i-1], toks[i+1]
	if prev.Kind == token.Ident && (prev.Text == "struct" || prev.Text == "class" || prev.Text == "union") {
		return next.Kind == token.LBrace || next.Kind == token.Colon || next.Kind == token.Semi
	}
	if prev.Kind == token.Ident && (prev.Text == "operator" || prev.Text == "return" || prev.Text == "namespace" || prev.Text == "enum") {
		return false
	}
	if prev.Kind != token.Ident && prev.Kind != token.Mul && prev.Kind != token.And && prev.Kind != token.Gtr {
		return false
	}
	switch next.Kind {
	case token.LParen, token.Assign, token.Semi, token.LBrack, token.LBrace, token.Comma:
		return true
	case token.Lss: // a function template's explicit specialization
		return prev.Kind != token.Gtr
	}
	return false
}

// collidingDeclarations returns, per name declared in more than one
// namespace, the namespaces ("" the global one) that declare it, and the
// full names of all namespaces.
func collidingDeclarations(toks []token.Token, names map[string]bool) (decls map[string]map[string]bool, spaces map[string]bool) {
	decls, spaces = map[string]map[string]bool{}, map[string]bool{}
	w := nsWalker{names: names}
	for i := 0; i < len(toks); i++ {
		if j, opened := w.step(toks, i); opened {
			spaces[w.prefix(len(w.path))] = true
			if i > 0 && toks[i-1].Kind == token.Ident && toks[i-1].Text == "inline" && len(w.path) > 0 {
				// an inline namespace: its names are its parent's too
				spaces[inlineMark+w.prefix(len(w.path))] = true
			}
			i = j
			continue
		}
		t := toks[i]
		if t.Kind == token.Ident && t.Text == "template" && i+1 < len(toks) && toks[i+1].Kind == token.Lss {
			if end := closeAngle(toks, i+1); end > 0 {
				i = end // its parameters declare nothing here
			}
			continue
		}
		if !w.atNamespaceScope() || names[t.Text] || !declaredName(toks, i) {
			continue
		}
		if decls[t.Text] == nil {
			decls[t.Text] = map[string]bool{}
		}
		decls[t.Text][w.prefix(len(w.path))] = true
	}
	for name, in := range decls {
		if len(in) < 2 {
			delete(decls, name)
		}
	}
	return decls, spaces
}

// qualifyCollisions respells the names several namespaces declare (see above).
func qualifyCollisions(toks []token.Token, names map[string]bool) []token.Token {
	decls, spaces := collidingDeclarations(toks, names)
	if len(decls) == 0 {
		return toks
	}
	spell := func(ns, name string) string {
		if ns == "" {
			return name
		}
		return strings.ReplaceAll(ns, "::", NamespaceSep) + NamespaceSep + name
	}
	// lookIn finds name's declaration in the namespace ns or in an inline
	// namespace of ns (`inline namespace v2` in lab::math declares
	// lab::math::smoothstep)
	lookIn := func(in map[string]bool, ns string) (string, bool) {
		if in[ns] {
			return ns, true
		}
		for _, decl := range slices.Sorted(maps.Keys(in)) {
			if parent, _, ok := cutLast(decl); ok && parent == ns && spaces[inlineMark+decl] {
				return decl, true
			}
		}
		return ns, false
	}
	var using []string                   // the namespaces of `using namespace` directives so far, in full
	declaredUsing := map[string]string{} // a name -> the namespace a `using ns::name;` declaration took it from
	w := nsWalker{names: names}
	out := make([]token.Token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		if j, opened := w.step(toks, i); opened {
			out = append(out, toks[i:j+1]...)
			i = j
			continue
		}
		t := toks[i]
		if t.Kind != token.Ident {
			out = append(out, t)
			continue
		}
		// the qualifier chain a::b:: before a name, and the name
		end := i
		for end+2 < len(toks) && names[toks[end].Text] && toks[end+1].Kind == token.ColonColon && toks[end+2].Kind == token.Ident {
			end += 2
		}
		qual := make([]string, 0, (end-i)/2)
		for k := i; k < end; k += 2 {
			qual = append(qual, toks[k].Text)
		}
		if t.Text == "using" && i+2 < len(toks) && toks[i+1].Text == "namespace" {
			// a directive: the namespace it names, looked up outwards
			if ns := resolveNamespace(&w, spaces, toks, i+2); ns != "" {
				using = append(using, ns)
			}
		}
		in := decls[toks[end].Text]
		after := i > 0 && (toks[i-1].Kind == token.Dot || toks[i-1].Kind == token.Arrow)
		if in == nil || after {
			out = append(out, toks[i:end+1]...)
			i = end
			continue
		}
		global := i > 0 && toks[i-1].Kind == token.ColonColon && (i < 2 || toks[i-2].Kind != token.Gtr &&
			(toks[i-2].Kind != token.Ident || token.Keywords[toks[i-2].Text]))
		ns, found := "", false
		switch {
		case global && len(qual) == 0:
			ns, found = lookIn(in, "")
		case global:
			ns, found = lookIn(in, strings.Join(qual, "::"))
		default:
			for k := len(w.path); k >= 0 && !found; k-- {
				ns, found = lookIn(in, strings.Trim(w.prefix(k)+"::"+strings.Join(qual, "::"), ":"))
			}
			if d, ok := declaredUsing[toks[end].Text]; ok && !found && len(qual) == 0 {
				ns, found = d, true
			}
			for j := len(using) - 1; j >= 0 && !found && len(qual) == 0; j-- {
				ns, found = using[j], in[using[j]]
			}
		}
		if found && len(qual) > 0 && i > 0 && toks[i-1].Kind == token.Ident && toks[i-1].Text == "using" {
			declaredUsing[toks[end].Text] = ns // using lab::math::smoothstep;
		}
		if !found {
			out = append(out, toks[i:end+1]...)
			i = end
			continue
		}
		if global {
			out = out[:len(out)-1] // the leading '::' goes with the name
		}
		n := toks[end]
		n.Pos = t.Pos
		n.Text = spell(ns, n.Text)
		out = append(out, n)
		i = end
	}
	return out
}

// inlineMark marks an inline namespace's full name among the spaces
// collidingDeclarations returns.
const inlineMark = "inline "

// cutLast splits a namespace's full name a::b::c into a::b and c; for a
// top-level one the parent is "".
func cutLast(ns string) (parent, last string, ok bool) {
	if ns == "" {
		return "", "", false
	}
	if i := strings.LastIndex(ns, "::"); i >= 0 {
		return ns[:i], ns[i+2:], true
	}
	return "", ns, true
}

// resolveNamespace returns the full name of the namespace a `using
// namespace` directive names at toks[at:], looked up from the enclosing
// namespaces outwards ("" if it names none of the program's).
func resolveNamespace(w *nsWalker, spaces map[string]bool, toks []token.Token, at int) string {
	var parts []string
	for k := at; k < len(toks) && toks[k].Kind == token.Ident && w.names[toks[k].Text]; k += 2 {
		parts = append(parts, toks[k].Text)
		if k+1 >= len(toks) || toks[k+1].Kind != token.ColonColon {
			break
		}
	}
	if len(parts) == 0 {
		return ""
	}
	for k := len(w.path); k >= 0; k-- {
		if ns := strings.Trim(w.prefix(k)+"::"+strings.Join(parts, "::"), ":"); spaces[ns] {
			return ns
		}
	}
	return ""
}
