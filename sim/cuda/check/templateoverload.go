package check

import (
	"fmt"
	"regexp"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Function templates of one name form an overload set, as in C++:
//
//	template <typename T> T maxOf(T a, T b);
//	template <typename T> T maxOf(T a, T b, T c);
//
// The first keeps the name; the others are declared as name#t2, name#t3
// (names no program can write, which messages print without the suffix).
// Plain functions may share the name too: a template declared after one is
// name#t1, a plain function declared after a template name#1. A call picks
// the template whose deduction succeeds and whose parameters, with the
// deduced arguments, fit the call's arguments best; on a tie the more
// specialized one (f(T *) over f(T)), as partial ordering would; and a
// plain function over a template that fits no better.

// pickCallee chooses what a call of the function name o stands for calls,
// when name has several templates, or templates and plain functions:
// handled is false when it has neither, and callee nil when nothing fits.
func (c *checker) pickCallee(pos diag.Pos, name string, o *ast.Object, targs []ast.TemplateArg, args []ast.Expr) (callee *ast.Object, handled bool) {
	templates := c.templateSets[name]
	if len(templates) == 0 && o.Decl != nil && o.Decl.Template != nil && o.Decl.TemplateArgs == nil {
		templates = []*ast.Object{o}
	}
	plain := c.overloads[name]
	if len(templates) == 0 || len(templates) == 1 && len(plain) == 0 {
		return o, false
	}
	bestCost := 0
	if targs == nil {
		callee, bestCost = c.pickOverloadCost(plain, args, noSkip)
	}
	if t, cost := c.pickTemplate(pos, templates, targs, args); t != nil && (callee == nil || cost < bestCost) {
		callee = t
	}
	return callee, true
}

// declareTemplateOverload declares fd, a function template whose name
// first (a template or a plain function) already has: as the later
// definition of a template of the same signature declared without a body,
// else as a new overload. False for a redefinition.
func (c *checker) declareTemplateOverload(fd *ast.FuncDecl, first *ast.Object) bool {
	set := c.templateSets[fd.Name]
	if set == nil && first.Decl.Template != nil {
		set = []*ast.Object{first}
	}
	shape := templateShape(fd)
	for _, o := range set {
		if templateShape(o.Decl) != shape || o.Decl.Body != nil && fd.Body != nil && (enableIfGuarded(fd) || enableIfGuarded(o.Decl)) {
			continue
		}
		if o.Decl.Body != nil && o.Decl != fd && fd.Body != nil {
			return false
		}
		if fd.Body != nil && o.Decl != fd {
			// the specializations written between the declaration and
			// the definition are the definition's instances
			fd.Instances = append(o.Decl.Instances, fd.Instances...)
			o.Decl = fd
		}
		fd.Name, fd.Obj = o.Name, o
		return true
	}
	if c.templateSets == nil {
		c.templateSets = map[string][]*ast.Object{}
	}
	base := fd.Name
	fd.Name = fmt.Sprintf("%s#t%d", base, len(set)+1)
	fd.Obj = c.newObject(&ast.Object{Name: fd.Name, Kind: ast.ObjFunc, Pos: fd.P, Decl: fd, Exec: fd.Attrs.Exec(), Type: &types.Func{Result: invalid}})
	c.templateSets[base] = append(set, fd.Obj)
	return true
}

// enableIfGuarded reports whether the function template fd names
// enable_if in its result type, its template parameters or its
// parameters: two of the same parameters are then two overloads, which
// enable_if's conditions tell apart (template <typename T,
// enable_if_t<is_integral_v<T>, int> = 0>), not a redefinition.
func enableIfGuarded(fd *ast.FuncDecl) bool {
	if isEnableIf(fd.Spec) {
		return true
	}
	for _, tp := range fd.Template {
		if tp.IntType != nil && isEnableIf(tp.IntType.Spec) || tp.Default != nil && tp.Default.Type != nil && isEnableIf(tp.Default.Type.Spec) {
			return true
		}
	}
	if len(fd.Declarator.Parts) > 0 && fd.Declarator.Parts[0].Kind == ast.PartFunc {
		for _, p := range fd.Declarator.Parts[0].Params {
			if isEnableIf(p.Spec) {
				return true
			}
		}
	}
	return false
}

// disabledSpecialization reports whether fd is a specialization made on
// tokens (parser/specialize.go) whose result type does not exist: an
// enable_if whose condition is false, or a member type its instance lacks
// (a hand-written only_if<false, T>::type). SFINAE, as for a template: it
// is no overload, so of two templates told apart by enable_if<is_fp<T>::value>
// and enable_if<!is_fp<T>::value> each instance keeps one.
func (c *checker) disabledSpecialization(fd *ast.FuncDecl) bool {
	if !fd.Attrs.OnUse || fd.Template != nil || fd.Spec == nil {
		return false
	}
	saveErrs := c.errs
	var muted diag.List
	c.errs = &muted
	defer func() { c.errs = saveErrs }()
	if !types.IsInvalid(c.freshBase(fd.Spec)) || len(muted) != 1 {
		return false
	}
	return isEnableIf(fd.Spec) || strings.HasPrefix(muted[0].Msg, "unknown type name '") && strings.Contains(muted[0].Msg, ">::")
}

// isEnableIf reports whether spec is enable_if<B, T>::type (parser/traits.go).
func isEnableIf(spec *ast.DeclSpec) bool {
	if spec == nil || spec.Decltype == nil {
		return false
	}
	call, ok := ast.Unparen(spec.Decltype).(*ast.Call)
	if !ok {
		return false
	}
	id, ok := call.Fun.(*ast.Ident)
	return ok && id.Name == parser.EnableIfCall
}

// specializedHint explains, when a function template of set is one the
// parser made for the struct template instances the program names
// (parser/specialize.go), why a call with other argument types finds none.
func (c *checker) specializedHint(set ...*ast.Object) string {
	for _, o := range set {
		if o == nil || o.Decl == nil {
			continue
		}
		for _, tp := range o.Decl.Template {
			if strings.HasPrefix(tp.Name, parser.ExactParamPrefix) {
				return ": the lab makes this function template, which uses a struct template with its parameter, only for the types of the struct template's instances the program names; name its instance for these types in the program (S<long long> ...) or write the function for them"
			}
		}
	}
	return ""
}

var identWord = regexp.MustCompile(`[A-Za-z_][A-Za-z_0-9]*`)

// templateShape writes a function template's signature as written, its
// template parameters numbered rather than named, so that a declaration
// and its definition give the same string whatever names they use.
func templateShape(fd *ast.FuncDecl) string {
	index := map[string]string{}
	var b strings.Builder
	for i, tp := range fd.Template {
		index[tp.Name] = fmt.Sprintf("$%d", i)
		fmt.Fprintf(&b, "%v,", tp.IsType)
	}
	b.WriteString("(")
	if len(fd.Declarator.Parts) > 0 && fd.Declarator.Parts[0].Kind == ast.PartFunc {
		part := fd.Declarator.Parts[0]
		for _, p := range part.Params {
			sp := p.Spec
			name := identWord.ReplaceAllStringFunc(sp.Name, func(w string) string {
				if v, ok := index[w]; ok {
					return v
				}
				return w
			})
			fmt.Fprintf(&b, "%s %v %d", name, sp.Keywords, sp.Qual)
			if sp.Struct != nil {
				b.WriteString(" struct " + sp.Struct.Tag)
			}
			if p.Declarator != nil {
				for _, dp := range p.Declarator.Parts {
					fmt.Fprintf(&b, " %d.%d.%v", dp.Kind, dp.Qual, dp.Rvalue)
				}
			}
			b.WriteString(";")
		}
		fmt.Fprintf(&b, "%v", part.Variadic)
	}
	b.WriteString(")")
	return b.String()
}

// pickTemplate chooses among the function templates of set the one a call
// with explicit template arguments targs and checked arguments args
// instantiates, and gives the cost of its conversions; nil when none fits.
func (c *checker) pickTemplate(pos diag.Pos, set []*ast.Object, targs []ast.TemplateArg, args []ast.Expr) (*ast.Object, int) {
	var best *ast.Object
	bestCost, bestSpecial := 0, 0
	for _, o := range set {
		tmpl := o.Decl
		if tmpl == nil || tmpl.Template == nil || len(targs) > len(tmpl.Template) || !arityFits(tmpl, len(args)) {
			continue
		}
		ptypes, ok := c.deducedParamTypes(pos, tmpl, targs, args)
		if !ok {
			continue
		}
		cost := 0
		for i, a := range args {
			if i >= len(ptypes) {
				break
			}
			ac := c.userCost(a, ptypes[i])
			if pp, ok := ptypes[i].(*types.Pointer); ok && ac != 0 {
				// T * for a const char *: T is const char, a qualifier
				// the lab's template values do not carry (but const T *
				// for a double * is a qualification conversion, which
				// ranks below T for it: T = double *)
				if ap, ok := c.decayedType(a).(*types.Pointer); ok && ap.ElemQual&^pp.ElemQual != 0 && types.IdenticalIgnoringQual(pp.Elem, ap.Elem) {
					ac = 0
				}
			}
			if ac < 0 {
				cost = -1
				break
			}
			cost += ac
		}
		if cost < 0 {
			continue
		}
		special := specialization(tmpl)
		if best == nil || cost < bestCost || cost == bestCost && special > bestSpecial {
			best, bestCost, bestSpecial = o, cost, special
		}
	}
	return best, bestCost
}

// arityFits reports whether a call with n arguments may call tmpl,
// counting its default arguments.
func arityFits(tmpl *ast.FuncDecl, n int) bool {
	if len(tmpl.Declarator.Parts) == 0 || tmpl.Declarator.Parts[0].Kind != ast.PartFunc {
		return false
	}
	part := tmpl.Declarator.Parts[0]
	if n > len(part.Params) && !part.Variadic {
		return false
	}
	for i := n; i < len(part.Params); i++ {
		if part.Params[i].Default == nil {
			return false
		}
	}
	return true
}

// deducedParamTypes deduces tmpl's arguments for the call, errors muted,
// and gives its parameter types with them bound.
func (c *checker) deducedParamTypes(pos diag.Pos, tmpl *ast.FuncDecl, targs []ast.TemplateArg, args []ast.Expr) ([]types.Type, bool) {
	saveErrs, saveScope := c.errs, c.scope
	var muted diag.List
	c.errs = &muted
	defer func() { c.errs, c.scope = saveErrs, saveScope }()
	explicit, ok := c.templateArgs(tmpl, targs, pos)
	if !ok {
		return nil, false
	}
	vals := make([]ast.TemplateValue, len(tmpl.Template))
	copy(vals, explicit)
	if len(explicit) < len(tmpl.Template) && !c.deduce(pos, tmpl, vals, len(explicit), args) {
		return nil, false
	}
	c.errs = &muted // deduce restores the errors it muted to ours
	c.scope = c.fileScope
	c.openScope()
	for i, tp := range tmpl.Template {
		if tp.IsType {
			c.scope.set(&ast.Object{Name: tp.Name, Kind: ast.ObjType, Type: vals[i].Type})
		} else if vals[i].Func == nil {
			c.scope.set(&ast.Object{Name: tp.Name, Kind: ast.ObjBuiltinConst, Type: types.Typ[types.Int], Value: vals[i].Int})
		}
	}
	var ptypes []types.Type
	for _, p := range tmpl.Declarator.Parts[0].Params {
		t := c.param(c.freshBase(p.Spec), p).Type // not cached: the template's spec stays unresolved
		if types.IsInvalid(t) {
			return nil, false
		}
		ptypes = append(ptypes, t)
	}
	if isEnableIf(tmpl.Spec) && types.IsInvalid(c.freshBase(tmpl.Spec)) {
		// SFINAE: a result type enable_if has none of takes the
		// template out of the candidates
		return nil, false
	}
	return ptypes, len(muted) == 0
}

// specialization measures how specialized a function template's
// parameters are, as C++'s partial ordering finds them: each pointer,
// reference or array they are written with, each const or volatile on
// what a pointer or reference reaches (const T * over T *), each
// parameter whose type is no template parameter, and each parameter that
// repeats a template parameter another one names (f(T, T) over f(T, U)).
func specialization(tmpl *ast.FuncDecl) int {
	params := map[string]bool{}
	for _, tp := range tmpl.Template {
		params[tp.Name] = true
	}
	n := 0
	named := map[string]bool{}
	for _, p := range tmpl.Declarator.Parts[0].Params {
		indirect := p.Declarator != nil && len(p.Declarator.Parts) > 0
		if indirect {
			n += len(p.Declarator.Parts)
			if p.Spec.Qual&types.Const != 0 {
				n++
			}
			if p.Spec.Qual&types.Volatile != 0 {
				n++
			}
		}
		switch {
		case !params[p.Spec.Name]:
			n++
		case named[p.Spec.Name]:
			n++
		default:
			named[p.Spec.Name] = true
		}
	}
	return n
}
