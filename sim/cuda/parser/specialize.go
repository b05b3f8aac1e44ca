package parser

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// A function template whose parameters reach a struct template,
//
//	template <typename T> T total(const vector<T> &v) { ... }
//
// cannot wait for the checker, which instantiates function templates once
// types are known: struct templates are instantiated here, on tokens. So it
// is set aside while the instances are made, and then specialized, as
// plain overloads, for every instance its parameter types match:
// total(const vector<float> &) and total(const vector<int> &) when the
// program makes vector<float> and vector<int>. The checker picks the
// overload a call needs, and checks a specialization's body only when a
// call uses it (the __simtlab_on_use attribute), as C++ instantiates only
// what is called. A template no instance matches keeps the old message.

// MaxSpecializations bounds the specializations of one function template.
const MaxSpecializations = 256

// onUseAttr marks a specialization's declaration (ast.FuncAttrs.OnUse).
const onUseAttr = "__simtlab_on_use"

type genericFunc struct {
	toks   []token.Token // from `template` to the end of the definition
	head   int           // the index of the '>' that closes its template head
	sig    []token.Token // its tokens from the head to the body
	bad    token.Token   // its first generic use of a struct template
	marker string        // the text of its marker token
	params []string      // its template parameters (none when the head does not parse)
	// defaults are the default arguments of its parameters that have one
	defaults map[string][]token.Token
	// guards are its unnamed parameters with a default, there for
	// SFINAE (enable_if_t<is_integral_v<T>, int> = 0), as written
	guards [][]token.Token
	// templates are its template template parameters (template
	// <typename> class Policy), which bind to a struct template's name
	templates map[string]bool
	count     int  // specializations made
	guessed   bool // guessedInstances was asked
	explicit  bool // the program specializes it itself (template <>)
}

type specializer struct {
	tmpls    map[string]*structTemplate
	args     map[string][][]token.Token // an instance's arguments, by key
	generics []*genericFunc
	made     map[string]bool // specializations made, by marker and arguments
	guesses  int             // typedefs guessedInstances wrote, which it numbers
	names    map[string]bool // the names of the function templates set aside
}

// setAside records the function template toks and returns the marker that
// stands where it was: a ';' (an empty declaration) until finish.
func (sp *specializer) setAside(toks []token.Token, bad token.Token) token.Token {
	g := &genericFunc{toks: slices.Clone(toks), bad: bad, marker: fmt.Sprintf("#generic%d", len(sp.generics))}
	if args, end, ok := argsAt(g.toks, 1, func(string) bool { return true }); ok {
		g.head, g.sig = end, signature(g.toks, end)
		for _, a := range args {
			var def []token.Token
			whole := a
			if eq := slices.IndexFunc(a, func(t token.Token) bool { return t.Kind == token.Assign }); eq >= 0 {
				a, def = a[:eq], a[eq+1:]
			}
			if (len(a) < 2 || a[len(a)-1].Kind != token.Ident) && def != nil {
				g.guards = append(g.guards, whole)
			}
			if len(a) >= 2 && a[len(a)-1].Kind == token.Ident {
				name := a[len(a)-1].Text
				g.params = append(g.params, name)
				if a[0].Text == "template" && a[1].Kind == token.Lss {
					if g.templates == nil {
						g.templates = map[string]bool{}
					}
					g.templates[name] = true
				}
				if def != nil {
					if g.defaults == nil {
						g.defaults = map[string][]token.Token{}
					}
					g.defaults[name] = def
				}
			}
		}
	}
	sp.generics = append(sp.generics, g)
	if n := functionName(g.toks[g.head:]); n.Kind == token.Ident {
		if sp.names == nil {
			sp.names = map[string]bool{}
		}
		sp.names[n.Text] = true
	}
	return token.Token{Kind: token.Semi, Text: g.marker, Pos: toks[0].Pos}
}

// isGeneric reports whether name is a function template set aside.
func (sp *specializer) isGeneric(name string) bool { return sp.names[name] }

// specialize inserts the specializations not made yet; more reports
// whether it made one.
func (sp *specializer) specialize(toks []token.Token) (out []token.Token, more bool) {
	out = toks
	for _, g := range sp.generics {
		if !g.guessed {
			g.guessed = true
			if guess := sp.guessedInstances(g, out); guess != nil {
				at := slices.IndexFunc(out, func(t token.Token) bool { return t.Kind == token.Semi && t.Text == g.marker })
				out = slices.Concat(out[:at], guess, out[at:])
				more = true
			}
		}
		var made bool
		if out, made = sp.specializeCalled(g, out); made {
			more = true
		}
		full, partial := sp.bindings(g)
		full, partial = completedByDefaults(g, full, partial, out)
		for k, bind := range slices.Concat(full, partial) {
			key := g.marker + "|" + bindingKey(g.params, bind)
			if sp.made[key] || g.count >= MaxSpecializations {
				continue
			}
			var spec []token.Token
			if k < len(full) {
				spec = sp.specialization(g, bind, true)
			} else if spec = sp.partialSpecialization(g, bind); spec == nil {
				continue
			}
			placed, at := placeSpec(out, g.marker, spec, sp.tmpls)
			if at < 0 {
				continue // nothing calls it (yet: another specialization may)
			}
			out = placed
			sp.made[key] = true
			g.count++
			more = true
			out = slices.Concat(out[:at], spec, out[at:])
		}
	}
	return out, more
}

// specializeCalled makes the specializations of g that calls naming all
// its template arguments need (run<float>(n), and reduce<float><<<...>>>
// in run<float>'s body once that is made), each a function named by one
// token, run<float>, which those calls are renamed to: as the checker
// names an instance, so that explicit arguments pick it even where they
// are not in its parameter types.
func (sp *specializer) specializeCalled(g *genericFunc, toks []token.Token) ([]token.Token, bool) {
	name := functionName(g.toks[g.head:])
	if name.Kind != token.Ident || len(g.params) == 0 {
		return toks, false
	}
	more := false
	var pending []insertion // specializations to insert before the scan's place
	flush := func(i int) ([]token.Token, int) {
		for _, in := range pending {
			i += len(in.spec) // all before the scan
		}
		out := withInsertions(toks, pending)
		pending = nil
		return out, i
	}
	var tparams map[string]bool // the parameters of a template being scanned
	depth, parens := 0, 0
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		switch t.Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		case token.LParen:
			parens++
		case token.RParen:
			parens--
		}
		if depth == 0 && t.Kind == token.Ident && t.Text == "template" && toks[i+1].Kind == token.Lss {
			tparams = templateParamNames(toks, i+1)
		}
		if depth == 0 && parens == 0 && (t.Kind == token.Semi || t.Kind == token.RBrace) {
			tparams = nil
		}
		if t.Kind != token.Ident || t.Text != name.Text || toks[i+1].Kind != token.Lss || i > 0 && isMember(toks[i-1]) {
			continue
		}
		args, end, ok := nestedArgsAt(toks, i+1, sp.tmpls)
		if !ok || len(args) > len(g.params) || end+1 >= len(toks) || usesParams(args, tparams) || !calledOrTaken(toks, i, end) {
			continue
		}
		bind := map[string][]token.Token{}
		for k, a := range args {
			if v := localConstant(toks, i, a); v != nil {
				args[k] = v // k<T, threads> with const unsigned threads = 4; before it
			} else if r := typeArg(toks[:i], a); spell(r) != spell(a) {
				args[k] = r // k<T> with typedef double T; before it
			}
			bind[g.params[k]] = args[k]
		}
		named := len(args) // the arguments the specializations' name spells
		binds := []map[string][]token.Token{bind}
		if !g.withDefaults(maps.Clone(bind)) {
			// sort<25>(p) with T deduced: one overload per instance of
			// the struct templates the definition names with T
			binds, _, _ = sp.bindingsIn(g, g.toks[g.head+1:], false, bind)
		} else {
			g.withDefaults(bind)
			named = len(g.params)
		}
		var partial []token.Token // a template of the parameters left
		if len(binds) == 0 {
			// apply<float>(Sq()) with F deduced from the argument: a
			// function template of F alone, named apply<float>, which the
			// checker instantiates at the call
			if partial = sp.partialSpecialization(g, bind); partial == nil {
				continue
			}
			binds = []map[string][]token.Token{bind}
		}
		parts := make([]string, named)
		for k := range parts {
			parts[k] = spell(binds[0][g.params[k]])
		}
		joined := name.Text + "<" + strings.Join(parts, ", ") + ">"
		toks[i].Text = joined // the call, named by one token
		toks = slices.Delete(toks, i+1, end+1)
		if explicitHead(toks, i) >= 0 {
			toks, i = flush(i) // the head's tokens go, which moves what follows
		}
		if head := explicitHead(toks, i); head >= 0 {
			// template <> void f<float>(int n) { ... }: the program's own
			// specialization is the function f<float>, made from no body
			// of the template's
			toks = slices.Delete(toks, head, head+3)
			i -= 3
			for _, b := range binds {
				sp.made[g.marker+"|"+joined+"|"+bindingKey(g.params, b)] = true
			}
			g.explicit = true
			continue
		}
		for _, b := range binds {
			key := g.marker + "|" + joined + "|" + bindingKey(g.params, b)
			if sp.made[key] || g.count >= MaxSpecializations {
				continue
			}
			spec := partial
			if spec == nil {
				spec = sp.specialization(g, b, false)
			}
			if k := nameIndex(spec); k >= 0 {
				spec[k].Text = joined
			}
			sp.made[key] = true
			g.count++
			more = true
			if at := useAfter(toks, g.marker, spec, sp.tmpls); at >= 0 && at <= i {
				// before the scan: inserted once the scan is done, all at
				// once (one copy of the tokens, not one per specialization)
				pending = append(pending, insertion{at, spec})
			} else if at >= 0 {
				toks = slices.Concat(toks[:at], spec, toks[at:])
			} else {
				toks, i = flush(i)
				if placed, at := placeSpec(toks, g.marker, spec, sp.tmpls); at >= 0 {
					// struct definitions moved: scan again from the start (the
					// calls renamed already are not the template's name)
					toks = slices.Concat(placed[:at], spec, placed[at:])
					i, depth, parens, tparams = -1, 0, 0, nil
				}
			}
		}
	}
	toks, _ = flush(0)
	return toks, more
}

// insertion is a specialization to insert before toks[at].
type insertion struct {
	at   int
	spec []token.Token
}

// withInsertions returns toks with each insertion's tokens before its
// index (in order, those at one index in the order given).
func withInsertions(toks []token.Token, ins []insertion) []token.Token {
	if len(ins) == 0 {
		return toks
	}
	slices.SortStableFunc(ins, func(a, b insertion) int { return a.at - b.at })
	n := len(toks)
	for _, in := range ins {
		n += len(in.spec)
	}
	out := make([]token.Token, 0, n)
	from := 0
	for _, in := range ins {
		out = append(out, toks[from:in.at]...)
		out = append(out, in.spec...)
		from = in.at
	}
	return append(out, toks[from:]...)
}

// calledOrTaken reports whether the template name with arguments at
// toks[at:end+1] is called or launched, or taken as a function pointer
// (`= cmp<double>;`, `qsort(v, n, sz, cmp<float>)`, `{f<int>, f<long>}`).
func calledOrTaken(toks []token.Token, at, end int) bool {
	switch toks[end+1].Kind {
	case token.LParen, token.LaunchOpen:
		return true
	case token.Semi, token.Comma, token.RParen, token.RBrace:
		switch prev := toks[at-1]; prev.Kind {
		case token.Assign, token.Comma, token.LParen, token.And, token.LBrace:
			return true
		case token.Ident:
			return prev.Text == "return"
		}
	}
	return false
}

// explicitHead is the index of the `template < >` that heads the
// declaration whose name is toks[at], -1 when the name is no explicit
// specialization's (a call, or a declaration without that head).
func explicitHead(toks []token.Token, at int) int {
	for j := at - 1; j >= 0; j-- {
		switch toks[j].Kind {
		case token.Semi, token.LBrace, token.RBrace, token.LParen, token.Assign:
			return -1
		case token.Gtr:
			if j >= 2 && toks[j-1].Kind == token.Lss && toks[j-2].Kind == token.Ident && toks[j-2].Text == "template" {
				return j - 2
			}
		}
	}
	return -1
}

// localConstant is the value of arg, a template argument at toks[at] that
// names a constant local declared before it in the same function (`const
// unsigned threads = 256;`), when that value is written with literals
// alone; nil otherwise. The specialization is made at file scope, where
// the local's name means nothing.
func localConstant(toks []token.Token, at int, arg []token.Token) []token.Token {
	if len(arg) != 1 || arg[0].Kind != token.Ident {
		return nil
	}
	depth := 0 // of braces at toks[j]: 0 at file scope, where the search ends
	for _, t := range toks[:at] {
		switch t.Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		}
	}
	inner := depth // toks[j] is in a block closed before the use while depth > inner
	for j := at - 1; j > 0 && depth > 0; j-- {
		switch toks[j].Kind {
		case token.RBrace:
			depth++
		case token.LBrace:
			depth--
			inner = min(inner, depth)
		}
		if toks[j].Kind != token.Ident || toks[j].Text != arg[0].Text || toks[j+1].Kind != token.Assign || depth > inner || depth == 0 {
			continue
		}
		constant := false // const or constexpr in the declaration's specifiers
		for k := j - 1; k >= 0 && toks[k].Kind == token.Ident; k-- {
			constant = constant || toks[k].Text == "const" || toks[k].Text == "constexpr"
		}
		if !constant {
			return nil
		}
		var value []token.Token
		for k := j + 2; k < len(toks) && toks[k].Kind != token.Semi && toks[k].Kind != token.Comma; k++ {
			switch toks[k].Kind {
			case token.Int, token.Float, token.Char, token.LParen, token.RParen, token.Add, token.Sub, token.Mul, token.Quo, token.Shl:
				value = append(value, toks[k])
			default:
				return nil
			}
		}
		if len(value) == 0 {
			return nil
		}
		lp, rp := value[0], value[0]
		lp.Kind, lp.Text, rp.Kind, rp.Text = token.LParen, "(", token.RParen, ")"
		return slices.Concat([]token.Token{lp}, value, []token.Token{rp})
	}
	return nil
}

// finish removes the markers and reports the templates that no instance
// matched.
func (sp *specializer) finish(toks []token.Token, errs *diag.List, file string) []token.Token {
	if len(sp.generics) == 0 {
		return toks
	}
	for _, g := range sp.generics {
		switch {
		case g.count > 0, g.explicit:
			// made, or specialized by the program itself
		case sp.tmpls["fragment"] != nil && wmmaFunctions[functionName(g.toks[g.head:]).Text]:
			// mma.h's, which the program need not call
		case sp.names[g.bad.Text]:
			errs.Add(g.bad.Pos.In(file), diag.KindUnsupported, "function template '%s', called here with this template's parameters, uses a struct template with its own: the lab makes such functions for the calls that name all their template arguments (name<float>(...)), and none calls this one so; name them in the call", g.bad.Text)
		default:
			errs.Add(g.bad.Pos.In(file), diag.KindUnsupported, "struct template '%s' used with a function template's parameter: the lab specializes such a template for the instances the program names (vector<float>, ...) and for calls that name all the function's template arguments (name<float>(...)), and none matches here; write the function for the concrete type", g.bad.Text)
		}
	}
	return slices.DeleteFunc(toks, func(t token.Token) bool {
		return t.Kind == token.Semi && strings.HasPrefix(t.Text, "#generic")
	})
}

// withDefaults binds the parameters bind lacks to their default arguments
// (which may name the parameters before them) and reports whether every
// parameter is bound.
func (g *genericFunc) withDefaults(bind map[string][]token.Token) bool {
	for k, p := range g.params {
		if _, ok := bind[p]; ok {
			continue
		}
		def, ok := g.defaults[p]
		if !ok {
			return false
		}
		args := make([][]token.Token, k)
		for j := range args {
			args[j] = bind[g.params[j]]
		}
		bind[p] = withParams(def, g.params[:k], args)
	}
	return true
}

// completedByDefaults moves to full the partial bindings that the types
// declared in toks complete through a default: NMResult<2> binds N of
//
//	template <typename F, int N = F::dim> NMResult<N> solve(const F &f)
//
// and F is then each struct whose dim is 2. Without it, the partial
// specializations for NMResult<2> and NMResult<3> would be templates of F
// that differ in their result alone.
func completedByDefaults(g *genericFunc, full, partial []map[string][]token.Token, toks []token.Token) (_, left []map[string][]token.Token) {
	var structs []string
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].Kind == token.Ident && (toks[i].Text == "struct" || toks[i].Text == "class") && toks[i+1].Kind == token.Ident && toks[i+2].Kind == token.LBrace {
			structs = append(structs, toks[i+1].Text)
		}
	}
	for _, bind := range partial {
		var free []string
		for _, p := range g.params {
			if _, ok := bind[p]; !ok {
				free = append(free, p)
			}
		}
		completed := false
		if len(free) == 1 {
			for _, st := range structs {
				try := maps.Clone(bind)
				try[free[0]] = []token.Token{{Kind: token.Ident, Text: st}}
				if checksDefaults(g, try, toks) {
					full = append(full, try)
					completed = true
				}
			}
		}
		if !completed {
			left = append(left, bind)
		}
	}
	return full, left
}

// checksDefaults reports whether every bound parameter of g with a default
// that names another parameter has the value the default gives with bind
// (N bound to 2 and N = F::dim with F's dim 2), and one at least does.
func checksDefaults(g *genericFunc, bind map[string][]token.Token, toks []token.Token) bool {
	checked := false
	for k, p := range g.params {
		def, ok := g.defaults[p]
		if !ok || !mentions([][]token.Token{def}, g.params[:k]) {
			continue
		}
		args := make([][]token.Token, k)
		for j := range args {
			args[j] = bind[g.params[j]]
		}
		v := constArg(toks, withParams(def, g.params[:k], args))
		b := constArg(toks, bind[p])
		if len(v) != 1 || v[0].Kind != token.Int || len(b) != 1 || b[0].Kind != token.Int || v[0].Text != b[0].Text {
			return false
		}
		checked = true
	}
	return checked
}

// bindings are the template arguments of g that its parameter types take
// from the instances made so far: full ones bind every template parameter,
// partial ones only those the struct templates give (T of
// classify(P2<T> a, F f), whose F the call's argument gives: a function
// template of F, which the checker instantiates at the call).
//
// A template whose parameter types name no struct template (T median(T *p)
// with Traits<T>::swap in its body) takes them from the struct templates
// its body names instead: one overload per instance, which the checker
// picks by the call's argument types.
func (sp *specializer) bindings(g *genericFunc) (full, partial []map[string][]token.Token) {
	full, partial, named := sp.bindingsIn(g, g.sig, true, map[string][]token.Token{})
	if !named {
		full, partial, _ = sp.bindingsIn(g, g.toks[g.head+1:], false, map[string][]token.Token{})
	}
	return full, partial
}

// bindingsIn are the bindings of g's parameters, starting from start,
// that the instances of the struct templates named in sig give, full and
// partial (some parameters left, and no default for them); named reports
// whether sig names any with g's parameters. isSig says sig is g's
// signature, whose result type may name an instance not made yet.
func (sp *specializer) bindingsIn(g *genericFunc, sig []token.Token, isSig bool, start map[string][]token.Token) (full, partial []map[string][]token.Token, named bool) {
	type use struct {
		name    string
		pattern [][]token.Token
		result  bool // in the result type of the signature g.sig
	}
	var uses, results []use
	resultEnd := -1 // where the result type ends, in a signature
	if isSig {
		resultEnd = nameIndex(sig)
	}
	for i := 0; i+1 < len(sig); i++ {
		name := sig[i].Text
		if sig[i].Kind != token.Ident || sp.tmpls[name] == nil && !g.templates[name] || sig[i+1].Kind != token.Lss {
			continue
		}
		pattern, end, ok := nestedArgsAt(sig, i+1, sp.tmpls)
		if !ok || !mentions(pattern, g.params) {
			continue
		}
		if i < resultEnd {
			// Mat3<T> toMatrix(Quat<T> q): the parameters bind T, and
			// the specialization makes Mat3<float> if no one has
			results = append(results, use{name, pattern, true})
		} else {
			uses = append(uses, use{name, pattern, false})
		}
		i = end
	}
	named = len(uses)+len(results) > 0
	binds := []map[string][]token.Token{start}
	for _, u := range append(uses, results...) {
		name, pattern := u.name, u.pattern
		var next []map[string][]token.Token
		for _, b := range binds {
			if u.result && len(uses) > 0 && boundAll(pattern, g.params, b) {
				next = append(next, b)
				continue
			}
			for key, args := range sp.args {
				nb := maps.Clone(b)
				if g.templates[name] {
					// Policy<T>: any struct template's instance, Policy
					// bound to its name
					tmpl := key[:max(strings.Index(key, "<"), 0)]
					if bound, ok := b[name]; ok && spell(bound) != tmpl || tmpl == "" {
						continue
					}
					nb[name] = []token.Token{{Kind: token.Ident, Text: tmpl, Pos: sig[0].Pos}}
				} else if !strings.HasPrefix(key, name+"<") {
					continue
				}
				if sp.unifyArgs(pattern, args, g.params, nb) {
					next = append(next, nb)
				}
			}
		}
		// map order must not decide the order of the overloads
		slices.SortFunc(next, func(a, b map[string][]token.Token) int {
			return strings.Compare(bindingKey(g.params, a), bindingKey(g.params, b))
		})
		if len(next) > MaxSpecializations {
			next = next[:MaxSpecializations]
		}
		binds = next
	}
	for _, b := range binds {
		switch {
		case len(g.params) == 0:
		case g.withDefaults(maps.Clone(b)):
			g.withDefaults(b)
			full = append(full, b)
		case len(b) > len(start):
			partial = append(partial, b)
		}
	}
	return full, partial, named
}

func (sp *specializer) unifyArgs(pattern, actual [][]token.Token, params []string, bind map[string][]token.Token) bool {
	if len(pattern) > len(actual) {
		return false
	}
	for k := range pattern {
		if !sp.unify(pattern[k], actual[k], params, bind) {
			return false
		}
	}
	return true
}

// unify matches one argument pattern (T, const T *, pair<T, int>) against
// an instance's argument, binding the template parameters it names.
func (sp *specializer) unify(pattern, actual []token.Token, params []string, bind map[string][]token.Token) bool {
	if len(pattern) == 1 && pattern[0].Kind == token.Ident && slices.Contains(params, pattern[0].Text) {
		if b, ok := bind[pattern[0].Text]; ok {
			return squeeze(b) == squeeze(actual)
		}
		bind[pattern[0].Text] = actual
		return true
	}
	if !mentions([][]token.Token{pattern}, params) {
		return squeeze(pattern) == squeeze(actual)
	}
	// S<...> against an instance of S, one token
	if len(pattern) >= 3 && pattern[0].Kind == token.Ident && sp.tmpls[pattern[0].Text] != nil && pattern[1].Kind == token.Lss &&
		len(actual) == 1 && strings.HasPrefix(actual[0].Text, pattern[0].Text+"<") {
		inner, end, ok := nestedArgsAt(pattern, 1, sp.tmpls)
		if !ok || end != len(pattern)-1 {
			return false
		}
		return sp.unifyArgs(inner, sp.args[actual[0].Text], params, bind)
	}
	// a qualified or pointer form of a parameter: const T, T *
	if n := len(pattern); n == 2 && len(actual) >= 2 && pattern[0].Kind == token.Ident && pattern[0].Text == "const" && actual[0].Text == "const" {
		return sp.unify(pattern[1:], actual[1:], params, bind)
	}
	if n := len(pattern); n >= 2 && len(actual) >= 2 && pattern[n-1].Kind == actual[len(actual)-1].Kind &&
		(pattern[n-1].Kind == token.Mul || pattern[n-1].Kind == token.And) {
		return sp.unify(pattern[:n-1], actual[:len(actual)-1], params, bind)
	}
	return false
}

// specialization is g's definition without its template head, its
// parameters replaced by bind, marked to be checked on use. It is a
// template instead where g has SFINAE guards (of them alone, which the
// checker drops from a call's candidates when an enable_if in them has no
// type) or, when exact, parameters of a bare template parameter bound to
// a built-in type: each of those a type parameter of its own that must be
// that type (T v with T = int is template <typename P, enable_if_t<is_same
// <P, int>...> = 0> ... (P v)), so that a call with a long long deduces
// long long, as C++ would, and finds no specialization rather than
// converting its argument to int's.
func (sp *specializer) specialization(g *genericFunc, bind map[string][]token.Token, exact bool) []token.Token {
	pos := g.toks[0].Pos
	body := g.toks[g.head+1:]
	var exacts map[int][]token.Token // body index of a parameter's T: its type parameter
	if exact && !slices.ContainsFunc(body[:max(nameIndex(body), 0)], func(t token.Token) bool { return t.Text == "__global__" || t.Text == "operator" }) {
		// (kernels are not overloaded, and operators are found among
		// plain functions)
		exacts = exactParams(body, bind)
	}
	if len(g.guards) == 0 && len(exacts) == 0 {
		return appendBound([]token.Token{{Kind: token.Ident, Text: onUseAttr, Pos: pos}}, body, bind, nil)
	}
	out := synth(g.toks[0], "template <")
	sep := func() {
		if out[len(out)-1].Kind != token.Lss {
			out = append(out, token.Token{Kind: token.Comma, Text: ",", Pos: pos})
		}
	}
	at := slices.Sorted(maps.Keys(exacts))
	for _, i := range at {
		sep()
		out = append(out, synth(g.toks[0], "typename "+exacts[i][0].Text)...)
	}
	for _, guard := range g.guards {
		sep()
		out = appendBound(out, guard, bind, nil)
	}
	for _, i := range at {
		sep()
		// enable_if_t<is_same_v<P, T's type>, int> = 0, lowered (traits.go)
		out = append(out, synth(g.toks[0], "decltype ( "+EnableIfCall+" ( ( "+TraitCall+` ( "is_same" , ( `+exacts[i][0].Text+" * ) 0 , (")...)
		out = append(out, bind[body[i].Text]...)
		out = append(out, synth(g.toks[0], " * ) 0 ) ) , ( int * ) 0 ) ) = 0")...)
	}
	out = append(out, token.Token{Kind: token.Gtr, Text: ">", Pos: pos})
	return appendBound(out, body, bind, exacts)
}

// ExactParamPrefix begins the names of the type parameters a
// specialization takes its exact arguments as (specialization).
const ExactParamPrefix = "__simtlab_tp"

// exactParams finds, in the parameter list of the function template
// definition body (from its specifiers on), the parameters declared as a
// bare template parameter bound in bind to a built-in arithmetic type
// ([const] T [&] name), and gives each T's index a type parameter's name.
func exactParams(body []token.Token, bind map[string][]token.Token) map[int][]token.Token {
	name := nameIndex(body)
	if name < 0 || name+1 >= len(body) || body[name+1].Kind != token.LParen {
		return nil
	}
	closing := matchingClose(body, name+1, token.LParen, token.RParen)
	if closing < 0 {
		return nil
	}
	var out map[int][]token.Token
	at := name + 2 // where the parameter starts in body
	for _, param := range splitTopLevel(body[at:closing]) {
		if t := bareParam(param, bind); t >= 0 {
			if out == nil {
				out = map[int][]token.Token{}
			}
			out[at+t] = []token.Token{{Kind: token.Ident, Text: fmt.Sprintf("%s%d", ExactParamPrefix, len(out)), Pos: param[t].Pos}}
		}
		at += len(param) + 1 // and its comma
	}
	return out
}

// bareParam is the index in param ([const] T [const] [&|&&] [name]) of T
// when bind binds it to a built-in arithmetic type, -1 otherwise.
func bareParam(param []token.Token, bind map[string][]token.Token) int {
	var rest []int
	for i, t := range param {
		if t.Kind == token.Ident && t.Text == "const" || t.Kind == token.And || t.Kind == token.LAnd {
			continue
		}
		rest = append(rest, i)
	}
	if len(rest) == 2 && param[rest[1]].Kind == token.Ident && rest[1] == len(param)-1 {
		rest = rest[:1] // the parameter's name
	}
	if len(rest) != 1 || param[rest[0]].Kind != token.Ident {
		return -1
	}
	b, ok := bind[param[rest[0]].Text]
	if !ok || len(b) == 0 {
		return -1
	}
	for _, t := range b {
		if t.Kind != token.Ident || !arithmeticWords[t.Text] {
			return -1
		}
	}
	return rest[0]
}

// appendBound appends toks to out with the template parameters bind binds
// replaced by their arguments, and the tokens at the indexes of instead
// by what it gives.
func appendBound(out, toks []token.Token, bind map[string][]token.Token, instead map[int][]token.Token) []token.Token {
	body := toks
	for i, t := range body {
		if r, ok := instead[i]; ok {
			out = append(out, r...)
			continue
		}
		if b, ok := bind[t.Text]; ok && t.Kind == token.Ident && !afterMemberAccess(body[:i]) {
			// T(0) with T = long long: a cast of the parenthesised type
			wrap := len(b) > 1 && i+1 < len(body) && body[i+1].Kind == token.LParen
			if wrap {
				out = append(out, token.Token{Kind: token.LParen, Text: "(", Pos: t.Pos})
			}
			for _, a := range b {
				a.Pos = t.Pos
				out = append(out, a)
			}
			if wrap {
				out = append(out, token.Token{Kind: token.RParen, Text: ")", Pos: t.Pos})
			}
			continue
		}
		out = append(out, t)
	}
	return out
}

// partialSpecialization is g with the parameters bind names replaced and
// the others still template parameters (template <typename F> void
// apply(F f) { vector<float> h(4); ... } of template <typename T, typename
// F>), or nil when g's head does not parse or bind leaves none.
func (sp *specializer) partialSpecialization(g *genericFunc, bind map[string][]token.Token) []token.Token {
	args, _, ok := argsAt(g.toks, 1, func(string) bool { return true })
	if !ok || len(args) != len(g.params) {
		return nil
	}
	pos := g.toks[0].Pos
	head := []token.Token{{Kind: token.Ident, Text: "template", Pos: pos}, {Kind: token.Lss, Text: "<", Pos: pos}}
	left := 0
	for k, a := range args {
		if _, bound := bind[g.params[k]]; bound {
			continue
		}
		if left > 0 {
			head = append(head, token.Token{Kind: token.Comma, Text: ",", Pos: pos})
		}
		head = append(head, a...)
		left++
	}
	if left == 0 {
		return nil
	}
	head = append(head, token.Token{Kind: token.Gtr, Text: ">", Pos: pos})
	// without the on-use mark: a template is checked as it is instantiated
	return appendBound(head, g.toks[g.head+1:], bind, nil)
}

// useAfter is where a specialization goes: before the first file-scope
// declaration after the template's marker that names the function (or
// its operator), so that the instances that declaration uses come first.
// It is -1 when none does.
func useAfter(toks []token.Token, marker string, spec []token.Token, tmpls map[string]*structTemplate) int {
	name := functionName(spec)
	if name.Kind == token.EOF {
		return -1
	}
	start := slices.IndexFunc(toks, func(t token.Token) bool { return t.Kind == token.Semi && t.Text == marker })
	if start < 0 {
		return -1
	}
	// the struct instances spec names (P<double>): it goes after their
	// definitions, which a later round may have placed after the first
	// use of another specialization (get(P<float>) in k<float>, then
	// struct P<double>, then k<double>)
	named := namedInstances(spec, tmpls)
	at, _ := firstUseAfter(toks, start, name, lastDefinition(toks, start, named))
	return at
}

// namedInstances is the struct template instances spec names.
func namedInstances(spec []token.Token, tmpls map[string]*structTemplate) map[string]bool {
	named := map[string]bool{}
	for i, t := range spec {
		switch {
		case t.Kind == token.Ident && strings.Contains(t.Text, "<"):
			named[t.Text] = true
		case t.Kind == token.Ident && tmpls[t.Text] != nil && i+1 < len(spec) && spec[i+1].Kind == token.Lss:
			if args, _, ok := nestedArgsAt(spec, i+1, tmpls); ok {
				parts := make([]string, len(args))
				for k, a := range args {
					parts[k] = spell(a)
				}
				named[t.Text+"<"+strings.Join(parts, ", ")+">"] = true
			}
		}
	}
	return named
}

// lastDefinition is the index of the last definition after start of a
// struct named, 0 when there is none.
func lastDefinition(toks []token.Token, start int, named map[string]bool) int {
	defined := 0
	for i := start + 1; i+1 < len(toks); i++ {
		if t := toks[i]; t.Kind == token.Ident && (t.Text == "struct" || t.Text == "class") && named[toks[i+1].Text] {
			defined = i
		}
	}
	return defined
}

// firstUseAfter is the start of the first declaration after start that
// uses name and starts after defined (-1 when there is none), and the
// start of the first that uses it at all.
func firstUseAfter(toks []token.Token, start int, name token.Token, defined int) (int, int) {
	first := -1
	depth, parens, declStart, uses := 0, 0, start+1, false
	for i := start + 1; i < len(toks); i++ {
		t := toks[i]
		switch t.Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		case token.LParen:
			parens++
		case token.RParen:
			parens--
		}
		if t.Kind == name.Kind && (t.Kind != token.Ident || t.Text == name.Text) {
			uses = true
		}
		if depth == 0 && parens == 0 && (t.Kind == token.Semi || t.Kind == token.RBrace) {
			if i+1 < len(toks) && toks[i+1].Kind == token.Semi && t.Kind == token.RBrace {
				continue // the ';' after a struct's '}' ends the declaration
			}
			if uses && first < 0 {
				first = declStart
			}
			if uses && declStart > defined {
				return declStart, first
			}
			uses = false
			declStart = i + 1
		}
	}
	return -1, first
}

// placeSpec returns where useAfter puts spec in toks, after hoisting, when
// the first use of spec comes before the definition of a struct instance
// spec names (Traits<float>, first named by a later specialization), those
// definitions to just before that use: an explicit specialization depends
// on nothing of the template's. Instances of built-in types alone are
// hoisted even where a later use could take the specialization (a kernel
// calls it before main names Traits<int>), as they depend on nothing.
func placeSpec(toks []token.Token, marker string, spec []token.Token, tmpls map[string]*structTemplate) ([]token.Token, int) {
	name := functionName(spec)
	start := slices.IndexFunc(toks, func(t token.Token) bool { return t.Kind == token.Semi && t.Text == marker })
	if name.Kind == token.EOF || start < 0 {
		return toks, -1
	}
	named := namedInstances(spec, tmpls)
	at, first := firstUseAfter(toks, start, name, lastDefinition(toks, start, named))
	if first < 0 || at >= 0 && (at == first || !builtinInstances(named)) {
		return toks, at
	}
	out := slices.Clone(toks)
	for i := first; i+1 < len(out); i++ {
		if t := out[i]; t.Kind != token.Ident || t.Text != "struct" && t.Text != "class" || !named[out[i+1].Text] {
			continue
		}
		end := definitionEnd(out, i)
		if end < 0 {
			return toks, -1
		}
		start := instanceTypedefs(out, first, i, out[i+1].Text)
		def := slices.Clone(out[start : end+1])
		out = slices.Concat(out[:first], def, slices.Delete(slices.Clone(out[first:]), start-first, end+1-first))
		i = end
	}
	return out, useAfter(out, marker, spec, tmpls)
}

// instanceTypedefs is where the typedefs that name the arguments of the
// instance key, written just before its definition at toks[i], start
// (typedef long long Traits<long long>::T; see pointerTypedefs): i when
// there are none. It looks no further back than from.
func instanceTypedefs(toks []token.Token, from, i int, key string) int {
	for i-2 >= from && toks[i-1].Kind == token.Semi && toks[i-2].Kind == token.Ident && strings.HasPrefix(toks[i-2].Text, key+"::") {
		j := i - 3
		for j >= from && !(toks[j].Kind == token.Ident && toks[j].Text == "typedef") {
			if toks[j].Kind == token.Semi {
				return i
			}
			j--
		}
		if j < from {
			return i
		}
		i = j
	}
	return i
}

// builtinInstances reports whether the instances named take arithmetic
// types alone (Traits<unsigned int>, Pair<float, int>).
func builtinInstances(named map[string]bool) bool {
	for key := range named {
		_, args, _ := strings.Cut(key, "<")
		for _, w := range strings.FieldsFunc(strings.TrimSuffix(args, ">"), func(r rune) bool { return r == ' ' || r == ',' }) {
			if !arithmeticWords[w] {
				return false
			}
		}
	}
	return true
}

// definitionEnd is the index of the ';' that ends the struct definition
// starting at toks[i], -1 when there is none.
func definitionEnd(toks []token.Token, i int) int {
	depth := 0
	for j := i; j < len(toks); j++ {
		switch toks[j].Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		case token.Semi:
			if depth == 0 {
				return j
			}
		}
	}
	return -1
}

// functionName is the token that calls a specialization: its name, or
// the operator after `operator`; EOF when there is none.
func functionName(spec []token.Token) token.Token {
	if i := nameIndex(spec); i >= 0 {
		return spec[i]
	}
	return token.Token{Kind: token.EOF}
}

// nameIndex is the index of the name in spec, a function's declaration
// from its specifiers on, or -1.
func nameIndex(spec []token.Token) int {
	from := 1
	if len(spec) > 1 && spec[0].Text == "template" && spec[1].Kind == token.Lss {
		// a specialization's SFINAE guards: template <enable_if_t<...>...>
		if _, end, ok := argsAt(spec, 1, func(string) bool { return true }); ok {
			from = end + 2
		}
	}
	for i := from; i < len(spec); i++ {
		if spec[i].Kind == token.LParen {
			if i >= 2 && spec[i-2].Kind == token.Ident && spec[i-2].Text == "operator" {
				return i - 1
			}
			if spec[i-1].Kind == token.Ident && (attributeWithArgs[spec[i-1].Text] || spec[i-1].Text == "decltype") {
				// __launch_bounds__(256) before the name, or a result type
				// decltype(...) (enable_if's, lowered): skip its arguments
				for depth := 0; i < len(spec); i++ {
					if spec[i].Kind == token.LParen {
						depth++
					} else if spec[i].Kind == token.RParen {
						if depth--; depth == 0 {
							break
						}
					}
				}
				continue
			}
			if spec[i-1].Kind == token.Ident {
				return i - 1
			}
			break
		}
	}
	return -1
}

// attributeWithArgs are the specifiers with arguments that may stand
// between a function's result type and its name.
var attributeWithArgs = map[string]bool{"__launch_bounds__": true, "__attribute__": true, "__align__": true,
	"alignas": true, "__maxnreg__": true, "__cluster_dims__": true, "__declspec": true}

// signature is a template's tokens from its head's end (the '>' at end)
// to its body.
func signature(toks []token.Token, end int) []token.Token {
	parens := 0 // a brace in parentheses is a default argument's (Map m = Map{})
	for i := end + 1; i < len(toks); i++ {
		switch toks[i].Kind {
		case token.LParen:
			parens++
		case token.RParen:
			parens--
		case token.LBrace, token.Semi:
			if parens == 0 {
				return toks[end+1 : i]
			}
		}
	}
	return toks[end+1:]
}

// nestedArgsAt parses `< args >` at toks[i] with the lists of tmpls's
// struct templates nested in it (argsAt).
func nestedArgsAt(toks []token.Token, i int, tmpls map[string]*structTemplate) ([][]token.Token, int, bool) {
	return argsAt(toks, i, func(name string) bool { return tmpls[name] != nil })
}

// boundAll reports whether bind binds every parameter of params that
// args mention.
func boundAll(args [][]token.Token, params []string, bind map[string][]token.Token) bool {
	for _, a := range args {
		for _, t := range a {
			if t.Kind == token.Ident && slices.Contains(params, t.Text) && bind[t.Text] == nil {
				return false
			}
		}
	}
	return true
}

func mentions(args [][]token.Token, params []string) bool {
	for _, a := range args {
		for _, t := range a {
			if t.Kind == token.Ident && slices.Contains(params, t.Text) {
				return true
			}
		}
	}
	return false
}

func bindingKey(params []string, b map[string][]token.Token) string {
	var parts []string
	for _, p := range params {
		parts = append(parts, p+"="+squeeze(b[p]))
	}
	return strings.Join(parts, ";")
}

// squeeze spells tokens without spaces, so that pair<int, int> as an
// instance's key and as tokens compare equal.
func squeeze(ts []token.Token) string {
	var b strings.Builder
	for _, t := range ts {
		b.WriteString(strings.ReplaceAll(t.Text, " ", ""))
	}
	return b.String()
}
