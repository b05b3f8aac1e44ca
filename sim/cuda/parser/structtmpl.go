package parser

import (
	"slices"
	"strconv"
	"strings"

	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// Struct templates are instantiated on tokens, before parsing:
//
//	template <typename T, int N = 4> struct Buf { T v[N]; ... };
//	Buf<float> b;
//
// becomes a struct named `Buf<float>` (one identifier token, which a
// program cannot write, so it never clashes), whose tokens are the
// template's with T and N replaced by the arguments; every use `Buf<float>`
// becomes that identifier. An instance is placed before the file-scope
// declaration that first uses it, so the argument types are declared by
// then. Uses whose arguments name a function template's parameters (which
// have no value yet at this point) are not instantiated: the function
// template is specialized for the instances made instead (specialize.go).

// MaxStructInstances bounds the instances of all struct templates of a file.
const MaxStructInstances = 256

type structTemplate struct {
	name     string
	params   []string
	defaults [][]token.Token // per parameter, nil when none
	body     []token.Token   // from `struct` to the closing `}` (without ';'); nil when only declared
	// specs are the explicit specializations, `template <> struct
	// Name<0> { ... };`, by instance name: the instance's body is theirs.
	specs map[string]*structTemplate
	// members are the definitions written outside the body, `template
	// <typename T> int Name<T>::count = 0;` and `template <typename T> T
	// Name<T>::get() const { ... }`, each with its own head's parameter
	// names: every instance gets them after its struct.
	members []*structTemplate
	member  string // an out-of-class member's name
	// memberSpecs are the explicit specializations of members for one
	// instance, `template <> int Name<int>::identity() const { ... }`, by
	// instance name: they replace the template's definitions of the same
	// names in that instance.
	memberSpecs map[string][]*structTemplate
	// partials are the partial specializations (partialspec.go).
	partials []*partialSpec
	// partial marks a partial specialization's body, in which Name<T> is
	// the primary's instance for T, not the specialization itself.
	partial bool
}

// instantiateStructTemplates removes struct template definitions from toks
// and instantiates them where they are used.
// MaxInstantiationWork bounds the tokens the instantiation's rounds scan
// in all (each round scans the file once): a program whose instances
// grow it round after round ends with a message, not minutes later. The
// conformance corpus and the probes need at most 0.9 M.
const MaxInstantiationWork = 3_000_000

func instantiateStructTemplates(toks []token.Token, errs *diag.List, file string) []token.Token {
	has := false
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Kind == token.Ident && toks[i].Text == "template" && toks[i+1].Kind == token.Lss {
			has = true
			break
		}
	}
	if !has {
		return toks
	}
	tmpls := map[string]*structTemplate{}
	var rest []token.Token
	for i := 0; i < len(toks); i++ {
		if st, end := parseStructTemplate(toks, i); st != nil {
			tmpls[st.name] = st
			i = end
			continue
		}
		if ps, end := parsePartialSpecialization(toks, i, tmpls); ps != nil {
			primary := tmpls[ps.tmpl.name]
			if p := ps.undeduced(); p != "" {
				errs.Add(toks[i].Pos.In(file), diag.KindType,
					"template parameter %s of this partial specialization of %s does not appear in its arguments (%s), so no use of %s can deduce it", p, primary.name, spellArgs(ps.pattern), primary.name)
			}
			primary.partials = append(primary.partials, ps)
			i = end
			continue
		}
		if name, end := partialSpecialization(toks, i, tmpls); name != "" {
			errs.Add(toks[i].Pos.In(file), diag.KindUnsupported,
				"this partial specialization of %s is not supported: the lab reads those that give one argument for each of the template's %d parameters and name each of their own (no parameter packs)", name, len(tmpls[name].params))
			i = end
			continue
		}
		if m, end := parseOutOfClassMember(toks, i, tmpls); m != nil {
			tmpls[m.name].members = append(tmpls[m.name].members, m)
			i = end
			continue
		}
		if key, spec, end := parseStructSpecialization(toks, i, tmpls); spec != nil {
			primary := tmpls[spec.name]
			if primary.specs == nil {
				primary.specs = map[string]*structTemplate{}
			}
			primary.specs[key] = spec
			i = end
			continue
		}
		if key, spec, end := parseMemberSpecialization(toks, i, tmpls); spec != nil {
			primary := tmpls[spec.name]
			if primary.memberSpecs == nil {
				primary.memberSpecs = map[string][]*structTemplate{}
			}
			primary.memberSpecs[key] = append(primary.memberSpecs[key], spec)
			i = end
			continue
		}
		rest = append(rest, toks[i])
	}
	if len(tmpls) == 0 {
		return toks
	}
	rest = hoistGenericMembers(hoistNestedArgs(splitClosingShr(rest, tmpls), tmpls), tmpls)
	done := map[string]bool{}
	sp := &specializer{tmpls: tmpls, args: map[string][][]token.Token{}, made: map[string]bool{}}
	// An explicit specialization is an instance a function template's
	// parameters may bind to before anything names it (Traits<T>::f in a
	// template body, with template <> struct Traits<float> declared).
	for _, st := range tmpls {
		for key := range st.specs {
			if args, _, ok := templateArgsAt(tokenizeQuiet(key), 1); ok {
				sp.args[key] = args
			}
		}
	}
	work := 0 // the tokens the rounds have scanned
	for round := 0; round < 4*MaxStructInstances; round++ {
		before := len(rest)
		if work += len(rest); work > MaxInstantiationWork {
			errs.Add(rest[0].Pos.In(file), diag.KindLimit, "instantiating the struct templates scanned more than %d tokens; the program's templates make too many instances of each other", MaxInstantiationWork)
			break
		}
		out, inst, ok := instantiateFirst(rest, tmpls, done, sp)
		rest = out
		if len(done) > MaxStructInstances {
			errs.Add(inst.Pos.In(file), diag.KindLimit, "more than %d struct template instances", MaxStructInstances)
			break
		}
		if !ok && len(rest) == before {
			// every instance is made: the function templates set aside
			// may now have their specializations, whose bodies may name
			// new instances
			var more bool
			if rest, more = sp.specialize(rest); !more {
				break
			}
		}
	}
	return sp.finish(rest, errs, file)
}

// parseStructTemplate matches `template <...> struct Name { ... };` at i and
// returns the template and the index of its last token.
func parseStructTemplate(toks []token.Token, i int) (*structTemplate, int) {
	if toks[i].Kind != token.Ident || toks[i].Text != "template" || i+1 >= len(toks) || toks[i+1].Kind != token.Lss {
		return nil, 0
	}
	st := &structTemplate{}
	j := i + 2
	for j < len(toks) && toks[j].Kind != token.Gtr {
		// typename T / class T / int N, then an optional = default
		start := j
		for j+1 < len(toks) && toks[j].Kind == token.Ident && toks[j+1].Kind == token.Ident {
			j++
		}
		if j >= len(toks) || toks[j].Kind != token.Ident || j == start {
			return nil, 0 // a parameter needs a kind and a name
		}
		st.params = append(st.params, toks[j].Text)
		j++
		var def []token.Token
		if j >= len(toks) {
			return nil, 0
		}
		if toks[j].Kind == token.Assign {
			// a default may be a template's instance itself (less<T>)
			j++
			angles := 0
			for j < len(toks) && toks[j].Kind != token.EOF && (angles > 0 || toks[j].Kind != token.Comma && toks[j].Kind != token.Gtr) {
				switch toks[j].Kind {
				case token.Lss:
					angles++
				case token.Gtr:
					angles--
				}
				def = append(def, toks[j])
				j++
			}
		}
		st.defaults = append(st.defaults, def)
		if j >= len(toks) {
			return nil, 0
		}
		if toks[j].Kind == token.Comma {
			j++
		}
	}
	if j+3 >= len(toks) {
		return nil, 0
	}
	j++ // '>'
	kw := toks[j]
	if kw.Kind != token.Ident || kw.Text != "struct" && kw.Text != "class" || toks[j+1].Kind != token.Ident {
		return nil, 0
	}
	st.name = toks[j+1].Text
	if toks[j+2].Kind == token.Semi {
		// declared only (template <typename T> struct Traits;): its
		// explicit specializations define the instances the program uses
		return st, j + 2
	}
	open := j + 2
	if toks[open].Kind == token.Colon {
		// a base clause (struct Derived : Base<T>): part of every
		// instance's tokens, its bases instantiated in turn
		for angles := 0; open < len(toks) && toks[open].Kind != token.EOF; open++ {
			switch toks[open].Kind {
			case token.Lss:
				angles++
			case token.Gtr:
				angles--
			case token.Shr:
				angles -= 2
			case token.Semi, token.RBrace:
				return nil, 0
			}
			if angles == 0 && toks[open].Kind == token.LBrace {
				break
			}
		}
	}
	if open >= len(toks) || toks[open].Kind != token.LBrace {
		return nil, 0
	}
	closing, last, ok := structBodyEnd(toks, open)
	if !ok {
		return nil, 0
	}
	st.body = toks[j : closing+1]
	return st, last
}

// structBodyEnd finds the '}' that closes the body opening at toks[open]
// and the declaration's last token (the ';' after it, if any).
func structBodyEnd(toks []token.Token, open int) (closing, last int, ok bool) {
	depth := 0
	for k := open; k < len(toks) && toks[k].Kind != token.EOF; k++ {
		switch toks[k].Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
			if depth == 0 {
				last = k
				if k+1 < len(toks) && toks[k+1].Kind == token.Semi {
					last = k + 1
				}
				return k, last, true
			}
		}
	}
	return 0, 0, false
}

// parseStructSpecialization matches `template <> struct Name<args> { ... };`
// at i, an explicit specialization of the struct template Name declared
// before it, and returns the instance name it stands for, the
// specialization (its body's Name<args> is the instance) and the index of
// its last token.
func parseStructSpecialization(toks []token.Token, i int, tmpls map[string]*structTemplate) (string, *structTemplate, int) {
	if i+5 >= len(toks) || toks[i].Kind != token.Ident || toks[i].Text != "template" || toks[i+1].Kind != token.Lss ||
		toks[i+2].Kind != token.Gtr || toks[i+3].Kind != token.Ident || toks[i+3].Text != "struct" && toks[i+3].Text != "class" ||
		toks[i+4].Kind != token.Ident || tmpls[toks[i+4].Text] == nil || toks[i+5].Kind != token.Lss {
		return "", nil, 0
	}
	primary := tmpls[toks[i+4].Text]
	args, end, ok := templateArgsAt(toks, i+5)
	if !ok || len(args) != len(primary.params) || end+1 >= len(toks) {
		return "", nil, 0
	}
	open := end + 1
	if toks[open].Kind == token.Colon {
		// a base clause, `: true_type`, up to the body's brace
		for open < len(toks) && toks[open].Kind != token.LBrace {
			if toks[open].Kind == token.Semi || toks[open].Kind == token.EOF {
				return "", nil, 0
			}
			open++
		}
	}
	if open >= len(toks) || toks[open].Kind != token.LBrace {
		return "", nil, 0
	}
	key := specializationKey(primary.name, args)
	closing, last, ok := structBodyEnd(toks, open)
	if !ok {
		return "", nil, 0
	}
	return key, &structTemplate{name: primary.name, body: toks[i+3 : closing+1]}, last
}

// parseOutOfClassMember matches at i the definition of a member of a struct
// template outside its body, `template <typename T> int Name<T>::count =
// 0;` or `template <typename T> T Name<T>::get() const { ... }`, and
// returns it (its name the struct template's, its params its own head's)
// and the index of its last token.
func parseOutOfClassMember(toks []token.Token, i int, tmpls map[string]*structTemplate) (*structTemplate, int) {
	if i+2 >= len(toks) || toks[i].Kind != token.Ident || toks[i].Text != "template" || toks[i+1].Kind != token.Lss || toks[i+2].Kind == token.Gtr {
		return nil, 0
	}
	head, j, ok := templateArgsAt(toks, i+1)
	if !ok {
		return nil, 0
	}
	var params []string
	for _, a := range head {
		if eq := slices.IndexFunc(a, func(t token.Token) bool { return t.Kind == token.Assign }); eq >= 0 {
			a = a[:eq]
		}
		if len(a) < 2 || a[len(a)-1].Kind != token.Ident {
			return nil, 0
		}
		params = append(params, a[len(a)-1].Text)
	}
	for k := j + 1; k+1 < len(toks); k++ {
		t := toks[k]
		switch t.Kind {
		case token.LParen, token.LBrace, token.Semi, token.EOF:
			return nil, 0 // a function template's parameters, or no member
		}
		st := tmpls[t.Text]
		if t.Kind != token.Ident || st == nil || toks[k+1].Kind != token.Lss {
			continue
		}
		args, e, ok := templateArgsAt(toks, k+1)
		if !ok || len(args) != len(st.params) || !namesParams(args, params) || e+2 >= len(toks) || toks[e+1].Kind != token.ColonColon {
			continue
		}
		m := e + 2 // the member's name
		if toks[m].Kind == token.Tilde {
			m++
		}
		if toks[m].Kind != token.Ident || toks[m].Text != "operator" && m+1 < len(toks) &&
			!slices.Contains([]token.Kind{token.LParen, token.Assign, token.Semi, token.LBrack, token.LBrace}, toks[m+1].Kind) {
			continue // Name<T>::type in a return type
		}
		last, ok := memberDefinitionEnd(toks, m)
		if !ok {
			return nil, 0
		}
		// (instanceTokens ends a body with ';': a function's gets an
		// empty declaration after its '}')
		return &structTemplate{name: st.name, params: params, body: toks[j+1 : last+1], member: toks[m].Text}, last
	}
	return nil, 0
}

// memberDefinitionEnd is the index of the last token of the definition of
// the member named at toks[m] outside its struct: the ';' of a static
// member's, the '}' of a function's body.
func memberDefinitionEnd(toks []token.Token, m int) (int, bool) {
	for end := m; end < len(toks) && toks[end].Kind != token.EOF; end++ {
		switch toks[end].Kind {
		case token.Semi:
			return end, true
		case token.LBrace:
			closing, _, ok := structBodyEnd(toks, end)
			return closing, ok
		}
	}
	return 0, false
}

// aliasesUseParams reports whether an argument names a typedef of a type
// that uses the template's parameters (using V = typename Deref<P>::type;
// Mix<V, int>), which has no value until the template is specialized.
func aliasesUseParams(before []token.Token, args [][]token.Token, tparams map[string]bool) bool {
	if len(tparams) == 0 {
		return false
	}
	for _, a := range args {
		if r := aliasArg(before, a); len(r) > 0 && spell(r) != spell(a) && usesParams([][]token.Token{r}, tparams) {
			return true
		}
	}
	return false
}

// specializationKey is the instance name of the struct template name for
// args as written in an explicit specialization, in the form the
// instances made of uses take (instantiateFirst).
func specializationKey(name string, args [][]token.Token) string {
	parts := make([]string, len(args))
	for k, a := range args {
		parts[k] = spell(canonicalArithmetic(foldIntArg(a)))
	}
	return name + "<" + strings.Join(parts, ", ") + ">"
}

// declaredOnly cuts from an instance's tokens the bodies its struct gives
// the member functions specs define for it: `T twice(T v) const { ... }`
// becomes `T twice(T v) const;`.
func declaredOnly(inst []token.Token, specs []*structTemplate) []token.Token {
	if len(specs) == 0 {
		return inst
	}
	open := slices.IndexFunc(inst, func(t token.Token) bool { return t.Kind == token.LBrace })
	if open < 0 {
		return inst
	}
	out := slices.Clone(inst[:open+1])
	depth, named := 1, false
	for i := open + 1; i < len(inst); i++ {
		t := inst[i]
		if depth == 1 && t.Kind == token.Ident && i+1 < len(inst) && inst[i+1].Kind == token.LParen &&
			slices.ContainsFunc(specs, func(s *structTemplate) bool { return s.member == t.Text }) {
			named = true
		}
		switch t.Kind {
		case token.LBrace:
			if depth == 1 && named {
				closing, _, ok := structBodyEnd(inst, i)
				if ok {
					t.Kind, t.Text = token.Semi, ";"
					out = append(out, t)
					i, named = closing, false
					continue
				}
			}
			depth++
		case token.RBrace:
			depth--
		case token.Semi:
			if depth == 1 {
				named = false
			}
		}
		out = append(out, t)
	}
	return out
}

// parseMemberSpecialization matches at i the explicit specialization of a
// member of one instance of a struct template, `template <> int
// Name<int>::identity() const { ... }` or `template <> int Name<int>::count
// = 5;`, and returns the instance's name, the definition (its member's
// name set) and the index of its last token.
func parseMemberSpecialization(toks []token.Token, i int, tmpls map[string]*structTemplate) (string, *structTemplate, int) {
	if i+3 >= len(toks) || toks[i].Kind != token.Ident || toks[i].Text != "template" || toks[i+1].Kind != token.Lss || toks[i+2].Kind != token.Gtr {
		return "", nil, 0
	}
	for k := i + 3; k+1 < len(toks); k++ {
		t := toks[k]
		switch t.Kind {
		case token.LParen, token.LBrace, token.Semi, token.Assign, token.EOF:
			return "", nil, 0
		}
		st := tmpls[t.Text]
		if t.Kind != token.Ident || st == nil || toks[k+1].Kind != token.Lss {
			continue
		}
		args, e, ok := templateArgsAt(toks, k+1)
		if !ok || len(args) != len(st.params) || e+2 >= len(toks) || toks[e+1].Kind != token.ColonColon {
			continue
		}
		m := e + 2
		if toks[m].Kind != token.Ident || m+1 >= len(toks) || !slices.Contains([]token.Kind{token.LParen, token.Assign, token.Semi, token.LBrace}, toks[m+1].Kind) {
			continue // Name<int>::type in a return type, an operator, a destructor
		}
		last, ok := memberDefinitionEnd(toks, m)
		if !ok {
			return "", nil, 0
		}
		return specializationKey(st.name, args), &structTemplate{name: st.name, body: toks[i+3 : last+1], member: toks[m].Text}, last
	}
	return "", nil, 0
}

// memberTokens are the out-of-class member definitions of st for the
// instance key with arguments args.
func memberTokens(st *structTemplate, key string, args [][]token.Token) []token.Token {
	var out []token.Token
	_, named := pointerTypedefs(st.params, key, args) // the typedefs instanceTokens made
	specs := st.memberSpecs[key]
	for _, m := range st.members {
		if !slices.ContainsFunc(specs, func(s *structTemplate) bool { return s.member == m.member }) {
			out = append(out, instanceTokens(m, key, named)...)
		}
	}
	for _, s := range specs {
		out = append(out, instanceTokens(s, key, nil)...)
	}
	return out
}

// partialSpecialization matches `template <params> struct Name<args> {
// ... };` at i, a partial specialization of the struct template Name, and
// returns Name and the index of its last token ("" when it is none).
func partialSpecialization(toks []token.Token, i int, tmpls map[string]*structTemplate) (string, int) {
	if i+2 >= len(toks) || toks[i].Kind != token.Ident || toks[i].Text != "template" || toks[i+1].Kind != token.Lss || toks[i+2].Kind == token.Gtr {
		return "", 0
	}
	_, j, ok := templateArgsAt(toks, i+1)
	if !ok || j+3 >= len(toks) || toks[j+1].Kind != token.Ident || toks[j+1].Text != "struct" && toks[j+1].Text != "class" ||
		toks[j+2].Kind != token.Ident || tmpls[toks[j+2].Text] == nil || toks[j+3].Kind != token.Lss {
		return "", 0
	}
	for k := j + 3; k < len(toks) && toks[k].Kind != token.EOF; k++ {
		switch toks[k].Kind {
		case token.LBrace:
			if _, last, ok := structBodyEnd(toks, k); ok {
				return toks[j+2].Text, last
			}
			return "", 0
		case token.Semi:
			return toks[j+2].Text, k // a declaration without a body
		}
	}
	return "", 0
}

// foldIntArg writes a non-type template argument made of integer literals,
// true and false, parentheses and C's operators (N - 1 once N is 10,
// (8 & 7) == 0) as its value, so that Pow2<10 - 1> and Pow2<9> are one
// instance, a recursion reaches its specialization and Pick<(8 & 7) == 0>
// is Pick<true>: a comparison, a logical operator or a bool literal makes
// a bool, written true or false.
func foldIntArg(arg []token.Token) []token.Token {
	if len(arg) < 2 && !(len(arg) == 1 && arg[0].Kind == token.Ident && (arg[0].Text == "true" || arg[0].Text == "false")) {
		return arg
	}
	e := &intFolder{toks: arg}
	v, ok := e.ternary()
	if !ok || e.i != len(arg) {
		return arg
	}
	t := arg[0]
	switch {
	case v.isBool && v.n != 0:
		t.Kind, t.Text = token.Ident, "true"
	case v.isBool:
		t.Kind, t.Text = token.Ident, "false"
	default:
		t.Kind, t.Text = token.Int, strconv.FormatInt(v.n, 10)
	}
	return []token.Token{t}
}

// intFolder evaluates integer constant expressions over tokens.
type intFolder struct {
	toks []token.Token
	i    int
}

// folded is a value intFolder computed: an integer, or a bool.
type folded struct {
	n      int64
	isBool bool
}

// binaryLevels are the binary operators by precedence, loosest first.
var binaryLevels = [][]token.Kind{
	{token.LOr}, {token.LAnd}, {token.Or}, {token.Xor}, {token.And},
	{token.Eql, token.Neq}, {token.Lss, token.Leq, token.Gtr, token.Geq},
	{token.Shl, token.Shr}, {token.Add, token.Sub}, {token.Mul, token.Quo, token.Rem},
}

// ternary is c ? a : b, or an expression of the binary operators.
func (e *intFolder) ternary() (folded, bool) {
	c, ok := e.expr(0)
	if !ok || e.i >= len(e.toks) || e.toks[e.i].Kind != token.Question {
		return c, ok
	}
	e.i++
	a, ok := e.ternary()
	if !ok || e.i >= len(e.toks) || e.toks[e.i].Kind != token.Colon {
		return folded{}, false
	}
	e.i++
	b, ok := e.ternary()
	if !ok {
		return folded{}, false
	}
	if c.n != 0 {
		return a, true
	}
	return b, true
}

func (e *intFolder) expr(level int) (folded, bool) {
	if level == len(binaryLevels) {
		return e.unary()
	}
	x, ok := e.expr(level + 1)
	for ok && e.i < len(e.toks) && slices.Contains(binaryLevels[level], e.toks[e.i].Kind) {
		op := e.toks[e.i].Kind
		e.i++
		var y folded
		if y, ok = e.expr(level + 1); !ok {
			break
		}
		if x, ok = binaryFold(op, x, y); !ok {
			break
		}
	}
	return x, ok
}

// binaryFold applies a binary operator; false for a division by zero.
func binaryFold(op token.Kind, x, y folded) (folded, bool) {
	a, b := x.n, y.n
	truth := func(c bool) (folded, bool) {
		if c {
			return folded{1, true}, true
		}
		return folded{0, true}, true
	}
	switch op {
	case token.LOr:
		return truth(a != 0 || b != 0)
	case token.LAnd:
		return truth(a != 0 && b != 0)
	case token.Eql:
		return truth(a == b)
	case token.Neq:
		return truth(a != b)
	case token.Lss:
		return truth(a < b)
	case token.Leq:
		return truth(a <= b)
	case token.Gtr:
		return truth(a > b)
	case token.Geq:
		return truth(a >= b)
	case token.Or:
		return folded{n: a | b, isBool: x.isBool && y.isBool}, true
	case token.Xor:
		return folded{n: a ^ b, isBool: x.isBool && y.isBool}, true
	case token.And:
		return folded{n: a & b, isBool: x.isBool && y.isBool}, true
	case token.Shl:
		return folded{n: a << uint(b&63)}, true
	case token.Shr:
		return folded{n: a >> uint(b&63)}, true
	case token.Add:
		return folded{n: a + b}, true
	case token.Sub:
		return folded{n: a - b}, true
	case token.Mul:
		return folded{n: a * b}, true
	}
	if b == 0 {
		return folded{}, false
	}
	if op == token.Quo {
		return folded{n: a / b}, true
	}
	return folded{n: a % b}, true
}

func (e *intFolder) unary() (folded, bool) {
	if e.i >= len(e.toks) {
		return folded{}, false
	}
	t := e.toks[e.i]
	e.i++
	switch t.Kind {
	case token.Sub, token.Add, token.Tilde, token.Not:
		v, ok := e.unary()
		switch t.Kind {
		case token.Sub:
			return folded{n: -v.n}, ok
		case token.Tilde:
			return folded{n: ^v.n}, ok
		case token.Not:
			if v.n == 0 {
				return folded{1, true}, ok
			}
			return folded{0, true}, ok
		}
		return folded{n: v.n}, ok
	case token.LParen:
		v, ok := e.ternary()
		if !ok || e.i >= len(e.toks) || e.toks[e.i].Kind != token.RParen {
			return folded{}, false
		}
		e.i++
		return v, true
	case token.Int:
		v, err := strconv.ParseInt(strings.TrimRight(t.Text, "uUlL"), 0, 64)
		return folded{n: v}, err == nil
	case token.Ident:
		switch t.Text {
		case "true":
			return folded{1, true}, true
		case "false":
			return folded{0, true}, true
		}
	}
	return folded{}, false
}

// splitClosingShr splits a `>>` that closes an argument list of a struct
// template (`vector<pair<int, int>>`, `template <typename R = Plus<T>>`,
// `fold<int, Plus<int>>(...)`) into two `>`, as C++11 reads it: what
// follows an instance's closing `>` at once can only close a list too,
// never shift it.
func splitClosingShr(toks []token.Token, tmpls map[string]*structTemplate) []token.Token {
	var open []int // paren depth at each open argument list
	parens := 0
	var out []token.Token
	for i, t := range toks {
		switch t.Kind {
		case token.LParen, token.LBrack:
			parens++
		case token.RParen, token.RBrack:
			parens--
		case token.Semi, token.LBrace, token.RBrace:
			open = open[:0]
		case token.Lss:
			if i > 0 && toks[i-1].Kind == token.Ident && tmpls[toks[i-1].Text] != nil {
				open = append(open, parens)
			}
		case token.Gtr:
			if n := len(open); n > 0 && open[n-1] == parens {
				open = open[:n-1]
			}
		case token.Shr:
			if n := len(open); n >= 1 && open[n-1] == parens {
				open = open[:n-1]
				if n >= 2 && open[n-2] == parens {
					open = open[:n-2]
				}
				first, second := t, t
				first.Kind, first.Text = token.Gtr, ">"
				second.Kind, second.Text = token.Gtr, ">"
				second.Pos.Col++
				if out == nil {
					out = append([]token.Token(nil), toks[:i]...)
				}
				out = append(out, first, second)
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

// templateArgsAt parses `< args >` at toks[i] (the '<'), returning the
// token lists of the arguments and the index of the '>'; a nested list
// fails it (the instantiation makes inner instances first).
func templateArgsAt(toks []token.Token, i int) ([][]token.Token, int, bool) {
	args, end, ok := argsAt(toks, i, isCast)
	if !ok {
		return args, end, ok
	}
	for j := i + 1; j < end; j++ {
		if (toks[j].Kind == token.Lss || toks[j].Kind == token.Shr) && !(toks[j].Kind == token.Lss && toks[j-1].Kind == token.Ident && isCast(toks[j-1].Text)) {
			return nil, i, false // a nested list: its instance is made first
		}
	}
	return args, end, ok
}

// isCast reports whether name is a C++ cast, whose <type> may stand in a
// template argument (Gain<static_cast<Level>(1)>) without being an
// instance to make first.
func isCast(name string) bool {
	return name == "static_cast" || name == "reinterpret_cast" || name == "const_cast"
}

// argsAt parses `< args >` at toks[i]. nested says which names open a list
// nested in it (their `<` and `>` are then part of an argument); with nil
// a nested list, or a `>>`, fails it. On failure the index returned is i,
// the list's own `<`, so that a scan going on from it moves forward.
func argsAt(toks []token.Token, i int, nested func(name string) bool) ([][]token.Token, int, bool) {
	var args [][]token.Token
	var cur []token.Token
	parens, angles := 0, 0
	for j := i + 1; j < len(toks); j++ {
		t := toks[j]
		switch t.Kind {
		case token.LParen, token.LBrack:
			parens++
		case token.RParen, token.RBrack:
			parens--
		case token.Semi, token.LBrace, token.RBrace, token.EOF:
			return nil, i, false
		case token.Lss, token.Shr:
			if nested == nil {
				return nil, i, false
			}
			if t.Kind == token.Lss && j > 0 && toks[j-1].Kind == token.Ident && nested(toks[j-1].Text) {
				angles++
			}
		case token.Comma:
			if parens == 0 && angles == 0 {
				args = append(args, cur)
				cur = nil
				continue
			}
		case token.Gtr:
			if parens == 0 && angles == 0 {
				if len(cur) > 0 {
					args = append(args, cur)
				}
				return args, j, true
			}
			if parens == 0 {
				angles--
			}
		}
		cur = append(cur, t)
	}
	return nil, i, false
}

func spell(ts []token.Token) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 && t.Kind == token.Ident && ts[i-1].Kind == token.Ident {
			b.WriteByte(' ')
		}
		if t.Kind == token.Ident {
			// a qualified argument (Tok::A, an enumerator lowered to one
			// name) keeps its "::" out of the instance's name, which
			// later passes split at "::" (Tr<Tok::A>::w, emit<Tok::A>);
			// messages print NamespaceSep as "::" again
			b.WriteString(strings.ReplaceAll(t.Text, "::", NamespaceSep))
			continue
		}
		b.WriteString(t.Text)
	}
	return b.String()
}

// instantiateFirst replaces every use of the first not yet instantiated
// instance and inserts its definition; it also replaces uses of instances
// already made, and drops function templates that use a struct template
// generically. ok is false when no new instance was made.
func instantiateFirst(toks []token.Token, tmpls map[string]*structTemplate, done map[string]bool, sp *specializer) (out []token.Token, at token.Token, ok bool) {
	declStart, depth := 0, 0
	// the parameters of the function template being scanned, if any, where
	// it starts in out, and whether it is dropped (it used a struct
	// template generically, which was reported)
	var tparams map[string]bool
	tmplStart, drop := 0, false
	var bad token.Token // the first generic use in the template being dropped
	insertAt := -1
	var newKey string
	var newInst []token.Token
	parens := 0 // a brace in parentheses, Map m = Map{}, ends no declaration
	out = make([]token.Token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
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
		if depth == 0 && t.Kind == token.Ident && t.Text == "template" && i+1 < len(toks) && toks[i+1].Kind == token.Lss && !inTemplateHead(toks, i) {
			tparams = templateParamNames(toks, i+1)
			tmplStart = len(out)
			if tt := templateTemplateParam(toks, i+1); tt.Kind != token.EOF && !drop && structAt(toks, i+1) < 0 {
				// template <template <typename> class Policy> void f(...):
				// a template is an argument, so the function is made, on
				// tokens, for the calls that name its arguments
				bad, drop = tt, true
			}
		}
		if t.Kind == token.Ident && tparams != nil && !drop && sp.isGeneric(t.Text) && i+1 < len(toks) && toks[i+1].Kind == token.Lss {
			// a call of a function template set aside, with this one's
			// parameters (reduce<T, 256><<<...>>> in launch<T>): this one
			// is specialized for its calls too
			if args, _, good := nestedArgsAt(toks, i+1, tmpls); good && usesParams(args, tparams) {
				bad, drop = t, true
			}
		}
		if t.Kind == token.Ident && tmpls[t.Text] != nil && i+1 < len(toks) && toks[i+1].Kind == token.Lss {
			st := tmpls[t.Text]
			args, end, good := templateArgsAt(toks, i+1)
			if good && (usesParams(args, tparams) || constantsUseParams(toks[:i], args, tparams) || aliasesUseParams(toks[:i], args, tparams)) {
				if !drop {
					bad = t
				}
				good, drop = false, true
			}
			if good && len(args) <= len(st.params) {
				full := make([][]token.Token, len(st.params))
				complete := true
				for k := range st.params {
					switch {
					case k < len(args):
						full[k] = canonicalArithmetic(foldIntArg(constArg(toks[:i], enumArg(toks[:i], typeArg(toks[:i], args[k])))))
					case st.defaults[k] != nil:
						full[k] = withParams(st.defaults[k], st.params[:k], full[:k])
					default:
						complete = false
					}
				}
				if complete {
					parts := make([]string, len(full))
					for k, a := range full {
						parts[k] = spell(a)
					}
					key := st.name + "<" + strings.Join(parts, ", ") + ">"
					if !done[key] && newKey == "" {
						sp.args[key] = full
						newKey = key
						if spec := st.specs[key]; spec != nil {
							newInst = instanceTokens(spec, key, nil)
						} else if ps, bound := st.partialFor(full); ps != nil && ps.tmpl.body != nil {
							newInst = instanceTokens(ps.tmpl, key, bound)
						} else if st.body == nil || ps != nil {
							// no definition: an incomplete struct, which a use reports
							newInst = []token.Token{{Kind: token.Ident, Text: "struct", Pos: t.Pos}, {Kind: token.Ident, Text: key, Pos: t.Pos}, {Kind: token.Semi, Text: ";", Pos: t.Pos}}
						} else {
							newInst = declaredOnly(instanceTokens(st, key, full), st.memberSpecs[key])
							newInst = append(newInst, memberTokens(st, key, full)...)
						}
						newInst = hoistGenericMembers(newInst, tmpls)
						newInst = append(forwardDeclared(out[:declStart], out[declStart:], full), newInst...)
						insertAt = declStart
						at = t
					}
					if done[key] || key == newKey {
						nt := t
						nt.Text = key
						out = append(out, nt)
						i = end
						continue
					}
				}
			}
		}
		out = append(out, t)
		if depth == 0 && parens == 0 && (t.Kind == token.Semi || t.Kind == token.RBrace) {
			if drop {
				// set aside for specialize, a marker in its place
				marker := sp.setAside(out[tmplStart:], bad)
				out = append(out[:tmplStart], marker)
				drop = false
			}
			declStart = len(out)
			tparams = nil
		}
	}
	if newKey == "" {
		return out, at, false
	}
	done[newKey] = true
	res := make([]token.Token, 0, len(out)+len(newInst)+1)
	res = append(res, out[:insertAt]...)
	res = append(res, newInst...)
	res = append(res, out[insertAt:]...)
	return res, at, true
}

// forwardDeclared declares `struct X;` for each argument X of an instance
// that the declaration using it (decl) defines and nothing before it does:
// CRTP's struct ReLU : Act<ReLU>, whose instance comes first and names
// ReLU, completed before the member functions that use it are checked.
func forwardDeclared(before, decl []token.Token, args [][]token.Token) []token.Token {
	defines := func(toks []token.Token, name string) bool {
		for i := 0; i+1 < len(toks); i++ {
			if (toks[i].Text == "struct" || toks[i].Text == "class") && toks[i].Kind == token.Ident && toks[i+1].Text == name {
				return true
			}
		}
		return false
	}
	var out []token.Token
	for _, a := range args {
		if len(a) == 1 && a[0].Kind == token.Ident && defines(decl, a[0].Text) && !defines(before, a[0].Text) {
			at := a[0].Pos
			out = append(out, token.Token{Kind: token.Ident, Text: "struct", Pos: at}, a[0], token.Token{Kind: token.Semi, Text: ";", Pos: at})
		}
	}
	return out
}

// templateParamNames are the names of the template parameters listed in
// `< ... >` at toks[open] (the one before a default: typename T = int),
// none when the list does not parse.
func templateParamNames(toks []token.Token, open int) map[string]bool {
	names := map[string]bool{}
	// a default may name a template's instance (typename F = Id<T>)
	args, _, ok := argsAt(toks, open, func(string) bool { return true })
	if !ok {
		return names
	}
	for _, a := range args {
		if eq := slices.IndexFunc(a, func(t token.Token) bool { return t.Kind == token.Assign }); eq >= 0 {
			a = a[:eq]
		}
		if len(a) > 0 && a[len(a)-1].Kind == token.Ident {
			names[a[len(a)-1].Text] = true
		}
	}
	return names
}

// withParams is a default argument with the parameters before it
// replaced by their arguments (Cmp = less<T> in priority_queue<int>).
func withParams(def []token.Token, params []string, args [][]token.Token) []token.Token {
	var out []token.Token
	for _, t := range def {
		k := slices.Index(params, t.Text)
		if t.Kind != token.Ident || k < 0 || afterMemberAccess(out) {
			out = append(out, t)
			continue
		}
		out = append(out, args[k]...)
	}
	return out
}

// afterMemberAccess reports whether the token after toks names a member
// (o.T, p->T), which a template parameter of the same name leaves alone.
func afterMemberAccess(toks []token.Token) bool {
	n := len(toks)
	return n > 0 && (toks[n-1].Kind == token.Dot || toks[n-1].Kind == token.Arrow)
}

// instanceTokens is the body of st with its parameters replaced by args and
// its own name by key.
func instanceTokens(st *structTemplate, key string, args [][]token.Token) []token.Token {
	body := st.body
	out, args := pointerTypedefs(st.params, key, args)
	for i := 0; i < len(body); i++ {
		t := body[i]
		if t.Kind == token.Ident {
			if t.Text == st.name {
				// Name and Name<T> inside the body are the instance
				// itself; Name<N - 1> is another instance, made in turn
				self := true
				if i+1 < len(body) && body[i+1].Kind == token.Lss {
					if a, end, ok := templateArgsAt(body, i+1); ok && !st.partial && namesParams(a, st.params) {
						i = end
					} else if ok {
						self = false
					}
				}
				if self {
					nt := t
					nt.Text = key
					out = append(out, nt)
					continue
				}
			}
			replaced := false
			for k, p := range st.params {
				if t.Text == p && !afterMemberAccess(body[:i]) {
					for _, a := range args[k] {
						a.Pos = t.Pos
						out = append(out, a)
					}
					replaced = true
					break
				}
			}
			if replaced {
				continue
			}
		}
		out = append(out, t)
	}
	semi := body[len(body)-1]
	semi.Kind, semi.Text = token.Semi, ";"
	return append(out, semi)
}

// pointerTypedefs declares each pointer argument of the instance key as one
// type, so that const T & in its body is a reference to a const pointer
// (int *const &), not to a pointer to const: a typedef named by the
// instance and the parameter; and each argument of several keywords
// (keywordType). It returns the typedefs and args with those
// names in place of the pointer arguments.
func pointerTypedefs(params []string, key string, args [][]token.Token) (typedefs []token.Token, named [][]token.Token) {
	named = slices.Clone(args)
	for k, a := range named {
		if k < len(params) && (slices.ContainsFunc(a, func(t token.Token) bool { return t.Kind == token.Mul }) || keywordType(a)) {
			at := a[0]
			name := token.Token{Kind: token.Ident, Text: key + "::" + params[k], Pos: at.Pos}
			typedefs = append(typedefs, token.Token{Kind: token.Ident, Text: "typedef", Pos: at.Pos})
			typedefs = append(typedefs, a...)
			typedefs = append(typedefs, name, token.Token{Kind: token.Semi, Text: ";", Pos: at.Pos})
			named[k] = []token.Token{name}
		}
	}
	return typedefs, named
}

// keywordType reports whether arg is a type of more than one keyword
// (unsigned char, long long): named by a typedef too, T(0) in the body is
// a functional cast of one type name, as C++ reads it.
func keywordType(arg []token.Token) bool {
	if len(arg) < 2 {
		return false
	}
	for _, t := range arg {
		switch t.Text {
		case "unsigned", "signed", "char", "short", "int", "long", "float", "double", "const", "volatile":
		default:
			return false
		}
	}
	return true
}

// namesParams reports whether template arguments are the parameters
// themselves, in order (Name<T, N> in Name's own body).
func namesParams(args [][]token.Token, params []string) bool {
	if len(args) != len(params) {
		return false
	}
	for k, a := range args {
		if len(a) != 1 || a[0].Kind != token.Ident || a[0].Text != params[k] {
			return false
		}
	}
	return true
}

// usesParams reports whether template arguments name one of params.
func usesParams(args [][]token.Token, params map[string]bool) bool {
	for _, a := range args {
		for _, t := range a {
			if t.Kind == token.Ident && params[t.Text] {
				return true
			}
		}
	}
	return false
}

// constantsUseParams reports whether template arguments name a constant
// whose initializer names one of params (constexpr int M = F::dim; R<M>
// in a function template of F): such a use waits for the function's
// specialization, as one naming the parameters does.
func constantsUseParams(before []token.Token, args [][]token.Token, params map[string]bool) bool {
	if len(params) == 0 {
		return false
	}
	for _, a := range args {
		for _, t := range a {
			if t.Kind != token.Ident || params[t.Text] {
				continue
			}
			for k := len(before) - 2; k >= 0; k-- {
				if before[k].Kind == token.Ident && before[k].Text == t.Text && before[k+1].Kind == token.Assign {
					end := k + 2
					for end < len(before) && before[end].Kind != token.Semi && before[end].Kind != token.Comma {
						end++
					}
					if usesParams([][]token.Token{before[k+2 : end]}, params) {
						return true
					}
					break
				}
			}
		}
	}
	return false
}

// constArg replaces an argument that names a constant (`const int n = 8;`,
// declared earlier, possibly in a function) by its literal value, so that
// the instance, placed at file scope, does not depend on a local name and
// Buf<float, n> and Buf<float, 8> are the same instance.
// aliasArg is the type a template argument that names a typedef (or a
// using alias, a typedef by now) declared before it stands for, so that
// vector<real> after `typedef float real;` is vector<float>, one instance
// with it, as C++ has it. Only aliases of plain type names and pointers
// to them are followed (not arrays or functions), through aliases of
// aliases.
func aliasArg(before []token.Token, arg []token.Token) []token.Token {
	for hops := 0; hops < 8 && len(arg) == 1 && arg[0].Kind == token.Ident; hops++ {
		target := typedefOf(before, arg[0].Text)
		if target == nil {
			break
		}
		arg = target
	}
	return arg
}

// typedefOf finds the last `typedef words Name;` in before and returns its
// words (nil when there is none, or it is no plain type name).
func typedefOf(before []token.Token, name string) []token.Token {
	for k := len(before) - 2; k >= 1; k-- {
		if before[k].Kind != token.Ident || before[k].Text != name || before[k+1].Kind != token.Semi {
			continue
		}
		j := k - 1
		angles := 0 // a template's instance: typedef typename Deref<P>::type V;
		for j >= 0 && (before[j].Kind == token.Ident && before[j].Text != "typedef" || before[j].Kind == token.Mul || before[j].Kind == token.ColonColon ||
			before[j].Kind == token.Gtr || before[j].Kind == token.Lss && angles > 0 || before[j].Kind == token.Comma && angles > 0) {
			switch before[j].Kind {
			case token.Gtr:
				angles++
			case token.Lss:
				angles--
			}
			j--
		}
		if j < 0 || before[j].Kind != token.Ident || before[j].Text != "typedef" || j+1 == k {
			continue
		}
		return before[j+1 : k]
	}
	return nil
}

func constArg(before []token.Token, arg []token.Token) []token.Token {
	out := make([]token.Token, 0, len(arg))
	for i := 0; i < len(arg); i++ {
		t := arg[i]
		if t.Kind != token.Ident || isBoolLiteral(t) {
			out = append(out, t)
			continue
		}
		var value []token.Token
		if i+2 < len(arg) && arg[i+1].Kind == token.ColonColon && arg[i+2].Kind == token.Ident {
			// a class's static constant (R<F::dim> once F is A)
			value = staticConstant(before, t.Text, arg[i+2].Text)
			i += 2
		} else {
			value = namedConstant(before, t.Text)
		}
		if len(value) != 1 || !isConstLiteral(value[0]) {
			return arg
		}
		v := value[0]
		v.Pos = t.Pos
		out = append(out, v)
	}
	if folded := foldIntArg(out); len(folded) == 1 && isConstLiteral(folded[0]) {
		return folded
	}
	return arg
}

// namedConstant is the value of the last const or constexpr integer named
// name declared in before (`const int n = 8;`, `constexpr int m = n * 2;`,
// `constexpr int M = F::dim;` in a template's instance), as one literal;
// nil when there is none or its value is no constant.
func namedConstant(before []token.Token, name string) []token.Token {
	for k := len(before) - 3; k >= 0; k-- {
		if before[k].Kind != token.Ident || before[k].Text != name || before[k+1].Kind != token.Assign {
			continue
		}
		if k > 0 && (before[k-1].Kind == token.Dot || before[k-1].Kind == token.Arrow || before[k-1].Kind == token.ColonColon) {
			continue
		}
		// the declaration must be const: look back to its start
		isConst := false
		for j := k - 1; j >= 0; j-- {
			t := before[j]
			if t.Kind == token.Semi || t.Kind == token.LBrace || t.Kind == token.RBrace || t.Kind == token.LParen {
				break
			}
			if t.Kind == token.Ident && (t.Text == "const" || t.Text == "constexpr") {
				isConst = true
				break
			}
		}
		if !isConst {
			return nil
		}
		return initializerValue(before, k+2)
	}
	return nil
}

// staticConstant is the value of the static constant member of class cls,
// `struct cls { static constexpr int member = 2; };` or an enumerator of an
// enum in it, the last such class declared in before; nil when there is
// none.
func staticConstant(before []token.Token, cls, member string) []token.Token {
	return inheritedConstant(before, cls, member, 0)
}

// inheritedConstant is staticConstant looking through the bases too
// (struct is_fp<float> : true_type {} has true_type's value), depth bases
// deep already.
func inheritedConstant(before []token.Token, cls, member string, depth int) []token.Token {
	open, closing, ok := lastStructBody(before, cls)
	if !ok {
		return nil
	}
	for j := open + 1; j < closing; j++ {
		if before[j].Kind == token.Ident && before[j].Text == member && before[j+1].Kind == token.Assign && before[j-1].Kind != token.Dot && before[j-1].Kind != token.Arrow {
			return initializerValue(before, j+2)
		}
	}
	if depth >= maxAliasHops {
		return nil
	}
	// the base clause, flat once its instances are made: `: public A, B`
	for k := open - 1; k > 0 && before[k].Kind != token.Colon; k-- {
		t := before[k]
		switch {
		case t.Kind == token.Comma || t.Kind == token.Ident && (t.Text == "public" || t.Text == "private" || t.Text == "protected" || t.Text == "virtual"):
		case t.Kind == token.Ident && (before[k-1].Kind == token.Colon || before[k-1].Kind == token.Comma || before[k-1].Kind == token.Ident):
			base := typeArg(before, before[k:k+1])
			if len(base) == 1 && base[0].Kind == token.Ident {
				if v := inheritedConstant(before, base[0].Text, member, depth+1); v != nil {
					return v
				}
			}
		default:
			return nil
		}
	}
	return nil
}

// initializerValue is the initializer starting at before[at], up to the
// ';', ',' or '}' that ends it, as one integer literal when it is a
// constant expression of literals and earlier constants (folded with
// constArg on the tokens before it); nil otherwise.
func initializerValue(before []token.Token, at int) []token.Token {
	end, depth := at, 0
	for ; end < len(before); end++ {
		k := before[end].Kind
		if depth == 0 && (k == token.Semi || k == token.Comma || k == token.RBrace) {
			break
		}
		switch k {
		case token.LParen:
			depth++
		case token.RParen:
			depth--
		case token.LBrace, token.Semi:
			return nil
		}
	}
	if end == at || end == len(before) {
		return nil
	}
	v := constArg(before[:at], before[at:end])
	if len(v) != 1 || !isConstLiteral(v[0]) {
		return nil
	}
	return v
}

// isBoolLiteral reports whether t is true or false.
func isBoolLiteral(t token.Token) bool {
	return t.Kind == token.Ident && (t.Text == "true" || t.Text == "false")
}

// isConstLiteral reports whether t is what foldIntArg folds to: an
// integer literal, true or false.
func isConstLiteral(t token.Token) bool { return t.Kind == token.Int || isBoolLiteral(t) }
