package check

import (
	"fmt"
	"strconv"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

func (c *checker) checkArgs(args []ast.Expr) {
	for i, a := range args {
		if l, ok := a.(*ast.InitList); ok && l.T == nil {
			l.T = bracedArg // checked once its parameter is known
			continue
		}
		args[i] = c.expr(a)
	}
}

func anyInvalid(args []ast.Expr) bool {
	for _, a := range args {
		if types.IsInvalid(a.Type()) {
			return true
		}
	}
	return false
}

func (c *checker) call(e *ast.Call) ast.Expr {
	if m, ok := ast.Unparen(e.Fun).(*ast.Member); ok {
		return c.methodCall(e, m)
	}
	id, isIdent := ast.Unparen(e.Fun).(*ast.Ident)
	if isIdent {
		if r := c.qualifiedMemberCall(e, id); r != nil {
			return r
		}
		if q := c.staticName(id.Name); q != "" {
			id.Name = q
		}
		if m := c.implicitMember(id.P, id.Name); m != nil {
			return c.methodCall(e, m)
		}
		if id.Name == parser.NewEach {
			if r := c.newPlain(e); r != nil {
				return r
			}
		}
	}
	if !isIdent {
		f := c.expr(e.Fun)
		e.Fun = f
		c.checkArgs(e.Args)
		if types.IsInvalid(f.Type()) {
			return setInvalid(e)
		}
		if r := c.callOperator(e, f); r != nil {
			return r
		}
		if p, ok := f.Type().(*types.Pointer); ok {
			if ft, ok := p.Elem.(*types.Func); ok {
				return c.pointerCall(e, f, ft)
			}
		}
		if ft, ok := f.Type().(*types.Func); ok { // (*fp)(args)
			return c.pointerCall(e, c.decay(f), ft)
		}
		c.errorf(e.P, "called object is not a function (it is %s)", describeType(f.Type()))
		return setInvalid(e)
	}
	o := c.lookup(id.Name)
	if id.Name == parser.DeleteCall {
		o = c.lookup("free")
	}
	if o == nil && id.Name == parser.RangeCount && len(e.Args) == 1 {
		return c.rangeCount(e)
	}
	if o == nil {
		if strings.HasPrefix(id.Name, "make_") {
			if s := types.Vector(strings.TrimPrefix(id.Name, "make_")); s != nil && s != types.Dim3 {
				return c.makeVector(e, id, s)
			}
		}
		if id.Name == "make_pair" && len(e.Args) == 2 {
			return c.makePair(e)
		}
		if id.Name == "make_tuple" && len(e.Args) > 0 {
			return c.makeTuple(e)
		}
		if _, ok := minmaxCompanions[len(e.Args)]; ok && id.Name == "minmax_element" {
			return c.minmaxElement(e)
		}
		if rangeAccess[id.Name] && len(e.Args) == 1 {
			return c.rangeAccessCall(e, id)
		}
		if n, ok := hostCallbacks[id.Name]; ok && len(e.Args) == n {
			return c.hostCallback(e, id)
		}
		c.undeclared(id.P, id.Name)
		c.checkArgs(e.Args)
		return setInvalid(e)
	}
	switch o.Kind {
	case ast.ObjBuiltinFunc:
		if x := c.minMaxOfList(e, id); x != nil {
			return x
		}
		if id.Name == parser.DeleteCall {
			return c.deleteCall(e, id)
		}
		id.Obj, id.T = o, o.Type
		return c.builtinCall(e, id, builtins.LookupFunc(id.Name))
	case ast.ObjFunc:
		if tw := c.twins[o]; tw != nil && o.Decl != nil && o.Decl.Attrs.Global {
			o = tw // calc() beside a kernel calc: the function
		}
		id.Obj = o
		rival := c.rivalOf(e, id, o)
		c.checkArgs(e.Args)
		if anyInvalid(e.Args) {
			return setInvalid(e)
		}
		if rival != nil {
			if r := c.resolveWithBuiltin(e, id, rival); r != nil {
				return r
			}
		}
		targs := e.TemplateArgs
		if targs == nil {
			targs = id.TemplateArgs
		}
		if callee, handled := c.pickCallee(e.P, id.Name, o, targs, e.Args); handled {
			if o = callee; o == nil {
				c.errorf(e.P, "no version of %s takes (%s)%s", id.Name, argTypes(c, e.Args), c.specializedHint(c.templateSets[id.Name]...))
				return setInvalid(e)
			}
			id.Obj = o
		} else if set := c.overloads[id.Name]; len(set) > 1 {
			if o = c.pickOverload(set, e.Args, noSkip); o == nil {
				c.errorf(e.P, "no version of %s takes (%s)", id.Name, argTypes(c, e.Args))
				return setInvalid(e)
			}
			id.Obj = o
		}
		if o.Decl != nil && o.Decl.Template != nil && o.Decl.TemplateArgs == nil {
			inst := c.templateInstance(e.P, o, e.TemplateArgs, id.TemplateArgs, e.Args)
			if inst == nil {
				return setInvalid(e)
			}
			o = inst
			id.Obj = o
		}
		id.T = o.Type
		if o.Decl != nil && o.Decl.Attrs.Global {
			c.errorf(e.P, "kernel '%s' must be launched with <<<grid, block>>>, not called like a function", id.Name)
			return setInvalid(e)
		}
		c.checkExecCall(e.P, id.Name, o.Exec)
		ft, _ := o.Type.(*types.Func)
		if c.usedBeforeDeduced(e.P, id.Name, ft) || ft == nil || types.IsInvalid(ft.Result) {
			return setInvalid(e)
		}
		c.used(o)
		e.Func, e.Sig = o, ft
		e.Args = c.fillDefaults(o, ft, e.Args)
		// a template deduced T * from a const char * (a string literal):
		// T stays char in the lab, so its instance takes it silently
		c.instanceArgs = o.Decl != nil && o.Decl.Generic != nil
		e.Args = c.convertArgs(e.P, id.Name, "function", ft, e.Args)
		c.instanceArgs = false
		e.T = ft.Result
		return c.derefResult(e, ft)
	case ast.ObjVar, ast.ObjParam:
		isStruct := false
		switch t := o.Type.(type) {
		case *types.Struct:
			isStruct = true
		case *types.Pointer:
			// a reference to a function object, lowered to a pointer
			_, isStruct = t.Elem.(*types.Struct)
			isStruct = isStruct && c.refVars[o]
		case *types.Reference:
			// a parameter that is a reference to a function object
			_, isStruct = t.Elem.(*types.Struct)
		}
		if isStruct {
			// obj(args): the struct's operator()
			f := c.expr(id)
			c.checkArgs(e.Args)
			if types.IsInvalid(f.Type()) {
				return setInvalid(e)
			}
			if r := c.callOperator(e, f); r != nil {
				return r
			}
			c.errorf(e.P, "'%s' is not a function (it is %s)", id.Name, describeType(o.Type))
			return setInvalid(e)
		}
		c.checkArgs(e.Args)
		if p, ok := o.Type.(*types.Pointer); ok {
			if ft, ok := p.Elem.(*types.Func); ok {
				return c.pointerCall(e, c.expr(id), ft)
			}
		}
		if types.IsInvalid(o.Type) {
			return setInvalid(e) // its declaration's error said why
		}
		c.errorf(e.P, "'%s' is not a function (it is %s)", id.Name, describeType(o.Type))
		return setInvalid(e)
	case ast.ObjType:
		c.checkArgs(e.Args)
		c.errorf(e.P, "'%s' is a type, not a function", id.Name)
		return setInvalid(e)
	}
	c.checkArgs(e.Args)
	c.errorf(e.P, "'%s' is not a function", id.Name)
	return setInvalid(e)
}

// checkExecCall reports a call across the host/device boundary.
func (c *checker) checkExecCall(pos diag.Pos, name string, callee ast.Exec) {
	if c.fn == nil {
		return
	}
	switch {
	case c.exec == ast.ExecHost && callee&ast.ExecHost == 0:
		c.errorf(pos, "%s() is a device function; it cannot be called from host code", name)
	case c.exec == ast.ExecDevice && callee&ast.ExecDevice == 0:
		c.errorf(pos, "%s() is a host function; it cannot be called from device code", name)
	}
}

// convertArgs checks the argument count and converts the arguments of a
// call of a user function.
func (c *checker) convertArgs(pos diag.Pos, name, what string, ft *types.Func, args []ast.Expr) []ast.Expr {
	n := len(ft.Params)
	if len(args) < n {
		c.errorf(pos, "too few arguments to %s '%s' (expected %d, have %d)", what, name, n, len(args))
		return args
	}
	if len(args) > n && !ft.Variadic {
		c.errorf(args[n].Pos(), "too many arguments to %s '%s' (expected %d, have %d)", what, name, n, len(args))
		return args
	}
	for i, a := range args {
		if i >= n {
			args[i] = c.variadicArg(a)
			continue
		}
		pt := ft.Params[i].Type
		if l, ok := a.(*ast.InitList); ok && l.T == bracedArg {
			args[i] = c.bracedArgument(l, pt, argContext(i, name)())
			if _, ref := pt.(*types.Reference); ref && c.fn != nil && !types.IsInvalid(args[i].Type()) {
				args[i] = c.boundTemporary(args[i]) // the list's temporary, which the reference binds
			}
			continue
		}
		if r, ok := pt.(*types.Reference); ok {
			args[i] = c.refArg(a, r, argContext(i, name)())
			continue
		}
		args[i] = c.assignConvLazy(a, pt, argContext(i, name))
		// a by-value parameter is copy-constructed from an lvalue; a const
		// member function's object, "(this)", is a copy only in the lab's
		// lowering (parser/methods.go)
		if _, ok := pt.(*types.Struct); ok && !ft.Params[i].ConstRef && ft.Params[i].Name != "(this)" {
			args[i] = c.copyConstruct(args[i])
		}
	}
	return args
}

// refArg checks an argument for a reference parameter: an lvalue of the
// referenced type (unconverted).
func (c *checker) refArg(a ast.Expr, r *types.Reference, ctx string) ast.Expr {
	if types.IsInvalid(a.Type()) {
		return a
	}
	if !a.IsLvalue() && r.Rvalue && c.fn != nil && !types.IsInvalid(r.Elem) {
		// T&& of a temporary (a + b, T(...), a call's result): the
		// temporary gets a hidden local the reference binds to; an
		// lvalue (std::move(x) is x) is bound as T& binds it, so a move
		// constructor empties the object it moves from
		a = c.boundTemporary(c.assignConv(a, r.Elem, ctx))
	}
	if r.ElemQual&types.Const != 0 && c.fn != nil && !types.IsInvalid(r.Elem) {
		switch poly := c.isPolymorphic(r.Elem); {
		case poly && !a.IsLvalue():
			// a temporary polymorphic object (kept a reference, see
			// funcType) keeps its dynamic type in its hidden local
			a = c.boundTemporary(a)
		case !poly && (!a.IsLvalue() || !types.IdenticalIgnoringQual(a.Type(), r.Elem) && !c.derivesFrom(a.Type(), r.Elem)):
			// a const reference (keepConstRefs) to a temporary, or to a
			// value converted to its type
			a = c.boundTemporary(c.assignConv(a, r.Elem, ctx))
		}
	}
	if !a.IsLvalue() {
		c.errorf(a.Pos(), "a variable is needed %s (the parameter is a reference)", ctx)
		return a
	}
	if !types.IdenticalIgnoringQual(a.Type(), r.Elem) && c.derivesFrom(a.Type(), r.Elem) {
		a = c.toBase(a, r.Elem.(*types.Struct)) // D binds to B& as its base subobject
	}
	if !types.IdenticalIgnoringQual(a.Type(), r.Elem) {
		c.errorf(a.Pos(), "cannot bind %s to a reference to %s %s", describeType(a.Type()), r.Elem, ctx)
		return a
	}
	if q := c.qualOf(a); q&types.Const != 0 && r.ElemQual&types.Const == 0 && !r.Rvalue {
		// (a T&& that a const lvalue reaches is a forwarding reference:
		// T is deduced const U&, and the program cannot write through it)
		c.errorf(a.Pos(), "cannot pass a const object by non-const reference %s", ctx)
	}
	return a
}

// boundTemporary is the hidden local a reference to the value x binds to,
// as an lvalue: *(&local), x stored in it first.
func (c *checker) boundTemporary(x ast.Expr) ast.Expr {
	return &ast.Unary{ExprBase: ast.ExprBase{P: x.Pos(), T: x.Type(), LV: true}, Op: token.Mul, X: c.materialize(x)}
}

// variadicArg applies the default argument promotions.
func (c *checker) variadicArg(a ast.Expr) ast.Expr {
	if types.IsInvalid(a.Type()) {
		return a
	}
	a = c.decay(a)
	t := a.Type()
	switch {
	case types.IsFloat(t):
		return toType(a, types.Typ[types.Double])
	case types.IsInteger(t):
		return c.promote(a)
	case types.IsPointer(t), isNullptrType(t):
		return a
	case types.IsVoid(t):
		c.errorf(a.Pos(), "a void value cannot be passed to a function")
	default:
		c.errorf(a.Pos(), "cannot pass %s through '...' (printf and friends take numbers, characters, strings and pointers)", t)
	}
	return a
}

// makeVector turns make_float4(a, b, c, d) into a Construct.
func (c *checker) makeVector(e *ast.Call, id *ast.Ident, s *types.Struct) ast.Expr {
	c.checkArgs(e.Args)
	return c.makeVectorChecked(e, id, s)
}

// makeVectorChecked is makeVector on checked arguments.
func (c *checker) makeVectorChecked(e *ast.Call, id *ast.Ident, s *types.Struct) ast.Expr {
	if len(e.Args) != s.Vec.N {
		if !anyInvalid(e.Args) {
			c.errorf(e.P, "%s takes %d arguments, have %d", id.Name, s.Vec.N, len(e.Args))
		}
		return setInvalid(e)
	}
	for i, a := range e.Args {
		e.Args[i] = c.assignConvLazy(a, s.Vec.Elem, argContext(i, id.Name))
	}
	return &ast.Construct{ExprBase: ast.ExprBase{P: e.P, T: s}, Args: e.Args}
}

// methodCall checks g.method(args) on a cooperative group and turns it into
// a call of the built-in "type.method" with g as its first argument.
func (c *checker) methodCall(e *ast.Call, m *ast.Member) ast.Expr {
	x := c.expr(m.X)
	if types.IsInvalid(x.Type()) {
		c.checkArgs(e.Args)
		return setInvalid(e)
	}
	t := x.Type()
	if m.Arrow {
		x = c.decay(x)
		if _, isStruct := x.Type().(*types.Struct); isStruct && c.hasMember(x.Type(), "operator->") {
			// p->get() on a smart pointer calls the object's get():
			// (p.operator->())->get()
			if r := c.operatorCall(m.P, "->", x); r != nil && !types.IsInvalid(r.Type()) {
				x = r
			}
		}
		if p, ok := x.Type().(*types.Pointer); ok {
			t = p.Elem
			x = &ast.Unary{ExprBase: ast.ExprBase{P: m.P, T: t, LV: true}, Op: token.Mul, X: x}
		}
	}
	s, ok := t.(*types.Struct)
	if ok {
		if r := c.qualifiedMethod(e, x, s, m); r != nil {
			return r
		}
	}
	var bf *builtins.Func
	if ok {
		bf = builtins.LookupMethod(s, m.Name)
		if bf == nil {
			if r := c.userMethodCall(e, x, s, m.Name); r != nil {
				return r
			}
			if f := s.Field(m.Name); f != nil {
				fn := &ast.Member{ExprBase: ast.ExprBase{P: m.P, T: f.Type, LV: x.IsLvalue()}, X: x, Name: m.Name, NamePos: m.NamePos, Field: f}
				// a member that is a function object (a captured lambda): call its operator()
				if fs, ok := f.Type.(*types.Struct); ok && len(c.overloads[fs.Name+"::operator()"]) > 0 {
					c.checkArgs(e.Args)
					return c.callOperator(e, fn)
				}
				// a member that is a function pointer: s.f(args) calls through it
				if p, ok := f.Type.(*types.Pointer); ok {
					if ft, ok := p.Elem.(*types.Func); ok {
						c.checkArgs(e.Args)
						return c.pointerCall(e, fn, ft)
					}
				}
			}
		}
	}
	if bf == nil {
		c.checkArgs(e.Args)
		if !ok && strings.HasPrefix(m.Name, "~") && len(e.Args) == 0 && !types.IsInvalid(x.Type()) {
			// p->~T() of a scalar T (a container's element type): a
			// pseudo-destructor, which ends nothing
			return implicitCast(x, types.Typ[types.Void], ast.ConvToVoid)
		}
		if ok && s == builtins.ThreadGroup && m.Name == "num_threads" {
			c.errorf(m.NamePos, "thread_group::num_threads() is declared in CUDA 13's cooperative_groups.h but never defined (nvcc's link fails with an unresolved extern function): call size()")
		} else if ok && s == builtins.ThreadGroup && builtins.LookupMethod(builtins.ThreadBlockTile, m.Name) != nil {
			c.errorf(m.NamePos, "thread_group has no member function '%s': a thread_group may hold any group; '%s' belongs to a thread_block_tile<N>, which tiled_partition<N>(g) makes", m.Name, m.Name)
		} else if ok && builtins.IsGroup(s) {
			c.errorf(m.NamePos, "%s has no member function '%s'", s.Name, m.Name)
		} else if ok && s.Name != "" && c.hasMethods(s) {
			c.errorf(m.NamePos, "%s has no member function '%s'", types.DisplayName(s.Name), m.Name)
		} else {
			c.unsupported(m.NamePos, "member functions are not supported (%s.%s)", exprName(x), m.Name)
		}
		return setInvalid(e)
	}
	if kind, shfl := cgShuffles[m.Name]; shfl && builtins.IsGroup(s) && len(e.Args) == 2 {
		if r := c.cgStructShuffle(e, x, kind); r != nil {
			return r
		}
	}
	name := s.Name + "." + m.Name
	id := &ast.Ident{ExprBase: ast.ExprBase{P: m.NamePos}, Name: name}
	id.Obj = c.builtin(name)
	id.T = id.Obj.Type
	e.Fun = id
	if strings.HasSuffix(name, ".match_all") && len(e.Args) == 2 {
		// match_all(v, int &pred): the built-in takes &pred
		e.Args[1] = &ast.Unary{ExprBase: ast.ExprBase{P: e.Args[1].Pos()}, Op: token.And, X: e.Args[1]}
	}
	e.Args = append([]ast.Expr{x}, e.Args...)
	r := c.builtinCallChecked(e, id, bf, 1)
	if call, ok := r.(*ast.Call); ok && name == "cluster_group.map_shared_rank" && len(call.Args) == 3 {
		// T *map_shared_rank(T *addr, unsigned rank)
		if cst, ok := call.Args[1].(*ast.Cast); ok && cst.Style == ast.CastImplicit {
			call.T = cst.X.Type()
		} else {
			call.T = call.Args[1].Type()
		}
	}
	return r
}

// builtinCall checks a call of a built-in function, choosing an overload.
func (c *checker) builtinCall(e *ast.Call, id *ast.Ident, bf *builtins.Func) ast.Expr {
	return c.builtinCallChecked(e, id, bf, 0)
}

// builtinCallChecked is builtinCall when the first checked arguments are
// checked already.
func (c *checker) builtinCallChecked(e *ast.Call, id *ast.Ident, bf *builtins.Func, checked int) ast.Expr {
	if e.TemplateArgs != nil {
		c.errorf(e.P, "'%s' is not a template", id.Name)
	}
	// Symbol and kernel arguments are named, not evaluated.
	for i, a := range e.Args {
		if i < checked {
			continue
		}
		// cudaFree(sym) of a __device__ or __constant__ array: nvcc builds
		// it (the symbol's host shadow); the call fails when it runs
		if isSymbolOrKernelParam(bf, i) || id.Name == "cudaFree" {
			c.symbolCtx++
			e.Args[i] = c.expr(a)
			c.symbolCtx--
			continue
		}
		e.Args[i] = c.expr(a)
	}
	if id.Name == "__ptx_asm" && c.exec == ast.ExecHost {
		c.checkAsm(e) // its own message
		return setInvalid(e)
	}
	c.checkExecCall(e.P, id.Name, bf.Exec)
	if anyInvalid(e.Args) {
		return setInvalid(e)
	}
	if (id.Name == parser.TraitCall || id.Name == parser.LimitCall || id.Name == parser.TypeCall) && len(e.Args) >= 2 {
		return c.typeQuery(e, id.Name)
	}
	if id.Name == parser.SelectCall && len(e.Args) == 3 {
		return c.selectedType(e)
	}
	if id.Name == parser.EnableIfCall && len(e.Args) == 2 {
		return c.enabledType(e)
	}
	if id.Name == parser.TagCall && len(e.Args) == 1 {
		return c.traitTag(e)
	}
	if id.Name == "assert" && len(e.Args) == 1 {
		e.Args[0] = c.toBool(c.decay(e.Args[0]), "the condition of assert")
		e.Func, e.Sig, e.T = id.Obj, bf.Sigs[0].Type, types.Typ[types.Void]
		return e
	}
	if r, ok := c.halfLibraryCall(e, id.Name); ok {
		return r
	}
	if !c.convertObjectArgs(e, bf) {
		return setInvalid(e)
	}
	best, bestCost := -1, 0
	for i, s := range bf.Sigs {
		cost := c.sigCost(s, e.Args)
		if cost >= 0 && (best < 0 || cost < bestCost) {
			best, bestCost = i, cost
		}
	}
	if i := c.promotedMathSig(id.Name, bf, e.Args); i >= 0 {
		best = i
	}
	if best < 0 && (id.Name == "max" || id.Name == "min") {
		if r := c.pointerMinMax(e, id.Name == "max"); r != nil {
			return r
		}
	}
	if best < 0 {
		if len(bf.Sigs) == 1 {
			// report the specific problem against the only signature
			s := bf.Sigs[0]
			if c.argCountOK(e.P, id.Name, s, len(e.Args)) {
				c.convertBuiltinArgs(e, id.Name, s)
			}
			return setInvalid(e)
		}
		if id.Name == "group_size" && len(e.Args) == 1 && e.Args[0].Type() == types.Type(builtins.ThreadGroup) {
			c.errorf(e.P, "cg::group_size(g) calls g.num_threads(), which CUDA 13's cooperative_groups.h declares for a thread_group but never defines (nvcc's link fails): call g.size()")
			return setInvalid(e)
		}
		var ts []string
		for _, a := range e.Args {
			ts = append(ts, describeType(c.decayedType(a)))
		}
		c.errorf(e.P, "no version of %s takes (%s)", id.Name, strings.Join(ts, ", "))
		return setInvalid(e)
	}
	s := bf.Sigs[best]
	c.warnRemoved(e.P, id.Name, best)
	c.convertBuiltinArgs(e, id.Name, s)
	e.Func, e.Sig, e.T = id.Obj, s.Type, s.Type.Result
	if fi, ok := formatArg[id.Name]; ok {
		c.checkFormat(id.Name, e.Args, fi)
	}
	if id.Name == "__ptx_asm" && !c.checkAsm(e) {
		return setInvalid(e)
	}
	return e
}

// formatArg gives the index of the format argument of printf-like built-ins.
var formatArg = map[string]int{"printf": 0, "fprintf": 1, "sprintf": 1, "snprintf": 2}

func isSymbolOrKernelParam(bf *builtins.Func, i int) bool {
	for _, s := range bf.Sigs {
		if i < len(s.Type.Params) {
			if t := s.Type.Params[i].Type; t == builtins.Symbol || t == builtins.Kernel {
				return true
			}
		}
	}
	return false
}

func (c *checker) decayedType(x ast.Expr) types.Type {
	switch t := x.Type().(type) {
	case *types.Array:
		return types.NewPointer(t.Elem, t.ElemQual)
	case *types.Func:
		return types.NewPointer(t, 0)
	}
	return x.Type()
}

// cgShflStruct is the lab's template for a group's shuffle of a struct
// (stdlib.go), and cgShuffles the shuffles by its kind argument.
const cgShflStruct = "__cg_shfl_struct"

var cgShuffles = map[string]int{"shfl": 0, "shfl_down": 1, "shfl_up": 2, "shfl_xor": 3}

// cgStructShuffle checks g.shfl(v, n) (kind as cgShuffles) where v is a
// struct or a vector (float2), which CUDA shuffles for any trivially
// copyable type: as a call
// of __cg_shfl_struct, word by word. It returns nil for any other v,
// whose checked value then stands in e (a built-in shuffle's argument).
func (c *checker) cgStructShuffle(e *ast.Call, g ast.Expr, kind int) ast.Expr {
	v := c.expr(e.Args[0])
	e.Args[0] = implicitCast(v, v.Type(), ast.ConvNone) // checked: not again
	st, ok := v.Type().(*types.Struct)
	if !ok || types.IsInvalid(v.Type()) || builtins.IsGroup(st) || c.lookup(cgShflStruct) == nil {
		return nil
	}
	if st.Size()%4 != 0 {
		c.unsupported(e.P, "a shuffle of %s, whose size (%d bytes) is not a multiple of 4: the lab shuffles structs word by word", st, st.Size())
		return setInvalid(e)
	}
	call := &ast.Call{ExprBase: ast.ExprBase{P: e.P},
		Fun: &ast.Ident{ExprBase: ast.ExprBase{P: e.P}, Name: cgShflStruct},
		Args: []ast.Expr{implicitCast(g, g.Type(), ast.ConvNone), e.Args[0], e.Args[1],
			&ast.IntLit{ExprBase: ast.ExprBase{P: e.P}, Text: strconv.Itoa(kind), Value: uint64(kind)}}}
	return c.expr(call)
}

// promotedMath are <cmath>'s functions of two floating arguments, which
// C++ also gives for any other arithmetic arguments ([cmath.syn]): a float
// and an int call the double version, as both nvcc's host and device
// headers do (probe mf_04: sizeof(pow(1.1f, 3)) is 8 on both sides).
var promotedMath = map[string]bool{"pow": true, "atan2": true, "fmod": true, "hypot": true, "copysign": true,
	"remainder": true, "fdim": true, "nextafter": true, "fmin": true, "fmax": true}

// promotedMathSig is the index of bf's double(double, double) when name is
// one of promotedMath called with arithmetic arguments that are not all
// floats, among which an integer; -1 otherwise (overload resolution
// stands: two floats, or a float and a double, as before).
func (c *checker) promotedMathSig(name string, bf *builtins.Func, args []ast.Expr) int {
	if !promotedMath[name] || len(args) != 2 {
		return -1
	}
	integer := false
	for _, a := range args {
		t := c.decayedType(a)
		if !types.IsArithmetic(t) {
			return -1
		}
		integer = integer || types.IsInteger(t)
	}
	if !integer {
		return -1
	}
	for i, s := range bf.Sigs {
		if b := types.BasicOf(s.Type.Result); b != nil && b.Kind == types.Double && len(s.Type.Params) == 2 {
			return i
		}
	}
	return -1
}

func (c *checker) argCountOK(pos diag.Pos, name string, s *builtins.Sig, n int) bool {
	max := len(s.Type.Params)
	if n < s.MinArgs {
		c.errorf(pos, "too few arguments to function '%s' (expected %s, have %d)", name, argRange(s.MinArgs, max, s.Type.Variadic), n)
		return false
	}
	if n > max && !s.Type.Variadic {
		c.errorf(pos, "too many arguments to function '%s' (expected %s, have %d)", name, argRange(s.MinArgs, max, false), n)
		return false
	}
	return true
}

func argRange(min, max int, variadic bool) string {
	switch {
	case variadic:
		return fmt.Sprintf("at least %d", min)
	case min == max:
		return fmt.Sprint(min)
	}
	return fmt.Sprintf("%d to %d", min, max)
}

// sigCost rates how well args match s: -1 when they cannot, else the sum of
// the conversion costs (0 exact, 1 promotion, 2 conversion).
func (c *checker) sigCost(s *builtins.Sig, args []ast.Expr) int {
	params := s.Type.Params
	if len(args) < s.MinArgs || len(args) > len(params) && !s.Type.Variadic {
		return -1
	}
	total := 0
	for i, a := range args {
		if i >= len(params) {
			continue
		}
		k := c.convCost(a, params[i].Type)
		if k < 0 {
			return -1
		}
		total += k
	}
	return total
}

func (c *checker) convCost(a ast.Expr, pt types.Type) int {
	at := c.decayedType(a)
	switch pt {
	case types.Type(builtins.AnyPtrPtr):
		if p, ok := at.(*types.Pointer); ok {
			if _, ok := p.Elem.(*types.Pointer); ok {
				return 0
			}
		}
		return -1
	case builtins.Symbol:
		if isDeviceSymbol(a) {
			return 0
		}
		return -1
	case builtins.Kernel:
		if isKernelName(a) {
			return 0
		}
		if types.IsPointer(at) {
			return 1 // a pointer that names a kernel when the call runs
		}
		return -1
	}
	if types.Identical(at, pt) {
		return 0
	}
	switch {
	case types.IsArithmetic(at) && types.IsArithmetic(pt):
		if e, ok := pt.(*types.Enum); ok {
			if ae, ok := at.(*types.Enum); ok && ae == e {
				return 0
			}
			return -1
		}
		return arithCost(at, pt)
	case types.IsPointer(pt):
		if isNullConst(a) {
			return 1
		}
		if ap, ok := at.(*types.Pointer); ok && pointerAssignable(ap, pt.(*types.Pointer)) == "" {
			return 1
		}
		if ap, ok := at.(*types.Pointer); ok && c.isBasePointerConv(ap, pt.(*types.Pointer)) {
			return 2
		}
	case isBoolType(pt) && types.IsPointer(at):
		return 2
	case pt == types.Type(types.Dim3) && (types.IsInteger(at) || at == types.Type(types.Uint3)):
		return 2 // dim3's converting constructor: cudaLaunchKernel(f, 40, 32, ...)
	}
	return -1
}

// arithCost ranks an arithmetic conversion for overload resolution, so that
// mixed calls pick the overload CUDA's headers give them: min(int, float)
// is the float version, min(int, unsigned) the unsigned one, and sqrt(int)
// the double one (the first of a tie); pow(float, int) is promotedMathSig's.
func arithCost(from, to types.Type) int {
	switch {
	case promotedType(from) == to:
		return 1 // integer promotion
	case types.IsFloat(from) && types.IsFloat(to):
		if to.Size() > from.Size() {
			return 1 // float to double
		}
		return 3 // double to float loses precision
	case types.IsFloat(from):
		return 4 // float to integer drops the fraction
	case types.IsFloat(to):
		return 2 // integer to floating
	case to.Size() > from.Size():
		return 1 // widening
	case to.Size() == from.Size() && types.IsUnsigned(to):
		return 2 // to the unsigned type of the same size
	}
	return 3 // narrowing, or unsigned to signed
}

func isDeviceSymbol(a ast.Expr) bool {
	id, ok := ast.Unparen(a).(*ast.Ident)
	if !ok || id.Obj == nil || id.Obj.Kind != ast.ObjVar {
		return false
	}
	switch id.Obj.Space {
	case ast.SpaceGlobal, ast.SpaceConstant, ast.SpaceManaged:
		return true
	}
	return false
}

// preferKernel makes a name that stands for a function with a kernel twin
// (funcDecl) stand for the kernel, where a runtime call takes a kernel.
func (c *checker) preferKernel(a ast.Expr) {
	if id, ok := namedThrough(a, true).(*ast.Ident); ok && id.Obj != nil {
		if tw := c.twins[id.Obj]; tw != nil && tw.Decl != nil && tw.Decl.Attrs.Global {
			id.Obj, id.T = tw, tw.Type
		}
	}
}

// namedThrough is what a names through parentheses, & and, when casts is
// set, casts ((void *)k, &k).
func namedThrough(a ast.Expr, casts bool) ast.Expr {
	for {
		switch x := a.(type) {
		case *ast.Paren:
			a = x.X
			continue
		case *ast.Cast:
			if casts {
				a = x.X
				continue
			}
		case *ast.Unary:
			if x.Op == token.And {
				a = x.X
				continue
			}
		}
		return a
	}
}

// isKernelName reports whether a names a kernel, through parentheses,
// casts and & ((void *)k, &k), which runtime calls resolve when compiled.
func isKernelName(a ast.Expr) bool {
	id, ok := namedThrough(a, true).(*ast.Ident)
	return ok && id.Obj != nil && id.Obj.Kind == ast.ObjFunc && id.Obj.Decl != nil && id.Obj.Decl.Attrs.Global &&
		(id.Obj.Decl.Template == nil || id.Obj.Decl.TemplateArgs != nil)
}

// convertBuiltinArgs converts arguments to the chosen overload, filling in
// defaults and promoting variadic arguments.
func (c *checker) convertBuiltinArgs(e *ast.Call, name string, s *builtins.Sig) {
	params := s.Type.Params
	var kernelParams []*ast.Object // cudaLaunchKernelEx's kernel's (launchExKernel)
	miscounted := false
	if name == "cudaLaunchKernelEx" {
		kernelParams, miscounted = c.launchExKernel(e)
	}
	for i, a := range e.Args {
		if i >= len(params) && kernelParams != nil {
			e.Args[i] = c.assignConvLazy(a, kernelParams[i-len(params)].Type, argContext(i-len(params), "the kernel"))
			continue
		}
		if i >= len(params) && miscounted {
			e.Args[i] = c.decay(a) // reported already
			continue
		}
		if i >= len(params) {
			e.Args[i] = c.variadicArg(a)
			continue
		}
		pt := params[i].Type
		switch pt {
		case types.Type(builtins.AnyPtrPtr):
			if c.convCost(a, pt) < 0 {
				c.errorf(a.Pos(), "argument %d of '%s' must be the address of a pointer variable (like &ptr), not %s", i+1, name, describeType(c.decayedType(a)))
				continue
			}
			e.Args[i] = implicitCast(c.decay(a), pt, ast.ConvPtrToPtr)
		case builtins.Symbol:
			if !isDeviceSymbol(a) {
				c.errorf(a.Pos(), "argument %d of '%s' must be a __device__ or __constant__ variable", i+1, name)
			}
		case builtins.Kernel:
			c.preferKernel(a)
			if !isKernelName(a) {
				if types.IsPointer(c.decayedType(a)) {
					e.Args[i] = c.decay(a) // resolved when the call runs
					continue
				}
				c.errorf(a.Pos(), "argument %d of '%s' must be a kernel (a __global__ function), or a pointer to one", i+1, name)
			}
		default:
			e.Args[i] = c.assignConvLazy(a, pt, argContext(i, name))
		}
	}
	for i := len(e.Args); i < len(params); i++ {
		if d := i - s.MinArgs; d >= 0 && d < len(s.Defaults) {
			pt := params[i].Type
			lit := &ast.IntLit{ExprBase: ast.ExprBase{P: e.P, T: types.Typ[types.Long], Const: &ast.Value{Int: uint64(s.Defaults[d])}}, Value: uint64(s.Defaults[d])}
			if types.IsPointer(pt) {
				e.Args = append(e.Args, implicitCast(lit, pt, ast.ConvNullToPtr))
			} else {
				e.Args = append(e.Args, implicitCast(lit, pt, convKindArith(lit.T, pt)))
			}
		}
	}
}

// launch checks k<<<grid, block, smem, stream>>>(args).
func (c *checker) launch(e *ast.Launch) ast.Expr {
	e.T = types.Typ[types.Void]
	c.checkArgs(e.Args)
	dim := func(x ast.Expr, what string) ast.Expr {
		x = c.expr(x)
		if types.IsInvalid(x.Type()) {
			return x
		}
		t := c.decayedType(x)
		if types.IsFloat(t) {
			// <<<ceil(n / 256.0), 256>>>, as in Kirk and Hwu's book: C++
			// converts the double to dim3's unsigned int.
			x, t = toType(x, types.Typ[types.UInt]), types.Typ[types.UInt]
		}
		if !types.IsInteger(t) && t != types.Type(types.Dim3) && t != types.Type(types.Uint3) {
			c.errorf(x.Pos(), "the %s must be an integer or a dim3, not %s", what, describeType(t))
			return setInvalid(x)
		}
		return c.assignConv(x, types.Dim3, "for the "+what)
	}
	e.Grid = dim(e.Grid, "grid size")
	e.Block = dim(e.Block, "block size")
	if e.Smem != nil {
		e.Smem = c.assignConv(c.expr(e.Smem), types.SizeT, "for the shared memory size")
	}
	if e.Stream != nil {
		e.Stream = c.assignConv(c.expr(e.Stream), builtins.Stream, "for the stream")
	}
	// A __host__ __device__ function (a lambda is one) may launch: only
	// running the launch on the device is dynamic parallelism, which the
	// engine reports then.
	if c.fn != nil && c.inDevice() && !c.inHost() {
		c.unsupported(e.P, "launching a kernel from device code (dynamic parallelism) is not supported")
		return e
	}
	id, ok := ast.Unparen(e.Fun).(*ast.Ident)
	if !ok {
		return c.indirectLaunch(e)
	}
	o := c.lookup(id.Name)
	if o == nil {
		if m := c.implicitMember(id.P, id.Name); m != nil {
			// a member holding a kernel's address (a lambda's capture)
			e.Fun = m
			return c.indirectLaunch(e)
		}
		c.undeclared(id.P, id.Name)
		return setInvalid(e)
	}
	if o.Kind == ast.ObjVar || o.Kind == ast.ObjParam {
		return c.indirectLaunch(e)
	}
	if tw := c.twins[o]; tw != nil && o.Decl != nil && !o.Decl.Attrs.Global {
		o = tw // calc<<<...>>> beside a function calc: the kernel
	}
	id.Obj = o
	if o.Kind != ast.ObjFunc || o.Decl == nil || !o.Decl.Attrs.Global {
		c.errorf(e.P, "'%s' is not a kernel; only __global__ functions can be launched with <<<...>>>", id.Name)
		return setInvalid(e)
	}
	if anyInvalid(e.Args) {
		return e
	}
	if set := c.overloads[id.Name]; len(set) > 1 && o.Decl.Attrs.OnUse {
		if o = c.pickOverload(set, e.Args, noSkip); o == nil {
			c.errorf(e.P, "no version of %s takes (%s)", id.Name, argTypes(c, e.Args))
			return setInvalid(e)
		}
		id.Obj = o
	}
	if o.Decl.Template != nil && o.Decl.TemplateArgs == nil {
		inst := c.templateInstance(e.P, o, e.TemplateArgs, id.TemplateArgs, e.Args)
		if inst == nil {
			return setInvalid(e)
		}
		o = inst
		id.Obj = o
	}
	id.T = o.Type
	ft, _ := o.Type.(*types.Func)
	if ft == nil || types.IsInvalid(ft.Result) {
		return e
	}
	e.Kernel = o
	c.used(o) // a kernel specialized on tokens is checked once launched
	e.Args = c.fillDefaults(o, ft, e.Args)
	e.Args = c.convertArgs(e.P, id.Name, "kernel", ft, e.Args)
	return e
}

// indirectLaunch checks a launch through a pointer to a kernel (a
// variable, a parameter, an array element): which kernel runs is known
// when the launch runs, and the engine answers a pointer to anything else
// as CUDA does, with cudaErrorInvalidDeviceFunction.
func (c *checker) indirectLaunch(e *ast.Launch) ast.Expr {
	f := c.expr(e.Fun)
	if types.IsInvalid(f.Type()) || anyInvalid(e.Args) {
		return setInvalid(e)
	}
	f = c.decay(f)
	var ft *types.Func
	if p, ok := f.Type().(*types.Pointer); ok {
		ft, _ = p.Elem.(*types.Func)
	}
	if ft == nil {
		c.errorf(e.P, "only a kernel, or a pointer to one, can be launched with <<<...>>>, not %s", describeType(f.Type()))
		return setInvalid(e)
	}
	if ft.Result != types.Type(types.Typ[types.Void]) {
		c.errorf(e.P, "a kernel returns void; this pointer's function returns %s", describeType(ft.Result))
		return setInvalid(e)
	}
	for _, p := range ft.Params {
		if _, ok := p.Type.(*types.Reference); ok {
			c.errorf(e.P, "a kernel cannot take a reference; this pointer's function does")
			return setInvalid(e)
		}
	}
	name := "<<<...>>>"
	if id, ok := ast.Unparen(e.Fun).(*ast.Ident); ok {
		name = id.Name
	}
	e.Fun, e.Indirect = f, true
	e.Args = c.convertArgs(e.P, name, "kernel pointer", ft, e.Args)
	return e
}

// templateInstance finds or creates the instance of template o for a call
// with explicit arguments targs (from the call or the identifier) and
// deduces the rest from the call's (checked) arguments.
func (c *checker) templateInstance(pos diag.Pos, o *ast.Object, targs, idArgs []ast.TemplateArg, args []ast.Expr) *ast.Object {
	tmpl := o.Decl
	saveInst, saveInstAt := c.instancing, c.instancingAt
	c.instancing, c.instancingAt = tmpl, pos
	defer func() { c.instancing, c.instancingAt = saveInst, saveInstAt }()
	if targs == nil {
		targs = idArgs
	}
	explicit, ok := c.templateArgs(tmpl, targs, pos)
	if !ok {
		return nil
	}
	vals := make([]ast.TemplateValue, len(tmpl.Template))
	copy(vals, explicit)
	if len(explicit) < len(tmpl.Template) {
		if !c.deduce(pos, tmpl, vals, len(explicit), args) {
			return nil
		}
	}
	return c.instantiate(pos, tmpl, vals)
}

// deducedLength is the value template value parameter i has while its
// argument is deduced: an array length no program writes.
func deducedLength(i int) int64 { return 0x7eadbeef + int64(i) }

// placeholder stands for a template type parameter while deducing.
type placeholder struct {
	name  string
	index int
}

func (p *placeholder) Size() int64    { return 1 }
func (p *placeholder) Align() int64   { return 1 }
func (p *placeholder) String() string { return p.name }

// deduce fills vals[from:] from the call's arguments.
func (c *checker) deduce(pos diag.Pos, tmpl *ast.FuncDecl, vals []ast.TemplateValue, from int, args []ast.Expr) bool {
	ptypes := c.placeholderParams(tmpl, vals, from)
	bound := make([]bool, len(vals))
	for i := 0; i < from; i++ {
		bound[i] = true
	}
	for i, pt := range ptypes {
		if i >= len(args) {
			break
		}
		at := c.decayedType(args[i])
		if _, isRef := pt.(*types.Reference); isRef {
			at = args[i].Type()
		}
		if !c.unify(pos, tmpl, pt, at, vals, bound) {
			return false
		}
	}
	return c.boundAll(pos, tmpl, vals, bound, ptypes, args)
}

// placeholderParams resolves tmpl's parameter types with vals[:from] bound
// and a placeholder for each parameter after, errors muted.
func (c *checker) placeholderParams(tmpl *ast.FuncDecl, vals []ast.TemplateValue, from int) []types.Type {
	saveErrs, saveScope := c.errs, c.scope
	var muted diag.List
	c.errs = &muted
	c.scope = c.fileScope
	c.openScope()
	for i, tp := range tmpl.Template {
		switch {
		case i < from && tp.IsType:
			c.scope.set(&ast.Object{Name: tp.Name, Kind: ast.ObjType, Type: vals[i].Type})
		case tp.IsType:
			c.scope.set(&ast.Object{Name: tp.Name, Kind: ast.ObjType, Type: &placeholder{tp.Name, i}})
		case i < from:
			c.scope.set(&ast.Object{Name: tp.Name, Kind: ast.ObjBuiltinConst, Type: types.Typ[types.Int], Value: max(vals[i].Int, 1)})
		default:
			// a length only this parameter gives an array, which the
			// argument's then binds (const double (&c)[N])
			c.scope.set(&ast.Object{Name: tp.Name, Kind: ast.ObjBuiltinConst, Type: types.Typ[types.Int], Value: deducedLength(i)})
		}
	}
	var ptypes []types.Type
	if len(tmpl.Declarator.Parts) > 0 && tmpl.Declarator.Parts[0].Kind == ast.PartFunc {
		for _, p := range tmpl.Declarator.Parts[0].Params {
			bt := c.freshBase(p.Spec) // not cached: placeholders must not stick
			t, _ := c.declType(bt, p.Spec.Qual, p.Declarator)
			ptypes = append(ptypes, adjustParam(t))
		}
	}
	c.errs, c.scope = saveErrs, saveScope
	return ptypes
}

// boundAll gives the parameters deduction left unbound their defaults, or
// the size of the tile passed, and reports any still unbound.
func (c *checker) boundAll(pos diag.Pos, tmpl *ast.FuncDecl, vals []ast.TemplateValue, bound []bool, ptypes []types.Type, args []ast.Expr) bool {
	for i, tp := range tmpl.Template {
		if !bound[i] && tp.Default != nil {
			v, ok := c.defaultTemplateArg(tmpl, vals[:i], i)
			if !ok {
				return false
			}
			vals[i], bound[i] = v, true
		}
		if !bound[i] && !tp.IsType {
			// thread_block_tile<TILE> t: the lab's tile type has no
			// size (parser/cgtiles.go), but the tile passed does
			if n, ok := c.tileSizeArg(ptypes, args); ok {
				vals[i], bound[i] = ast.TemplateValue{Int: n}, true
			}
		}
		if !bound[i] {
			c.errorf(pos, "cannot deduce template argument '%s' of '%s'; write it explicitly, like %s<...>(...)", tp.Name, tmpl.Name, tmpl.Name)
			return false
		}
	}
	return true
}

// tileSizeArg is the static size of the one tile among args that a
// parameter of type thread_block_tile takes: a tile variable made by
// tiled_partition<N>, or that call itself. It stands for the template
// parameter of thread_block_tile<N> the lab's tile type drops, which a
// function template over a tile cannot deduce otherwise (probe cq_01:
// template <unsigned TILE> int sum(cg::thread_block_tile<TILE> t, int v)).
func (c *checker) tileSizeArg(ptypes []types.Type, args []ast.Expr) (int64, bool) {
	found, size := 0, int64(0)
	for i, pt := range ptypes {
		if r, ok := pt.(*types.Reference); ok {
			pt = r.Elem // const thread_block_tile<TILE> &t (probe cg_10)
		}
		if pt != types.Type(builtins.ThreadBlockTile) || i >= len(args) {
			continue
		}
		found++
		x := ast.Unparen(args[i])
		if id, ok := x.(*ast.Ident); ok && id.Obj != nil && id.Obj.Var != nil && id.Obj.Var.Init != nil {
			x = ast.Unparen(id.Obj.Var.Init)
		}
		call, ok := x.(*ast.Call)
		if !ok || call.Func == nil || call.Func.Name != "__tiled_partition" || len(call.Args) != 2 || call.Args[1].Base().Const == nil {
			return 0, false
		}
		size = int64(call.Args[1].Base().Const.Int)
	}
	return size, found == 1
}

// defaultTemplateArg is the value of parameter i of tmpl from its default,
// in a scope where the parameters before it have their values.
func (c *checker) defaultTemplateArg(tmpl *ast.FuncDecl, before []ast.TemplateValue, i int) (ast.TemplateValue, bool) {
	saveScope := c.scope
	c.scope = c.fileScope
	c.openScope()
	defer func() { c.scope = saveScope }()
	for j, tp := range tmpl.Template[:i] {
		if tp.IsType {
			c.scope.set(&ast.Object{Name: tp.Name, Kind: ast.ObjType, Type: before[j].Type})
		} else if !isFuncPointerParam(tp) {
			c.scope.set(&ast.Object{Name: tp.Name, Kind: ast.ObjBuiltinConst, Type: types.Typ[types.Int], Value: before[j].Int})
		}
	}
	return c.templateValue(tmpl, i, ast.CopyTemplateArg(*tmpl.Template[i].Default), before)
}

func (c *checker) unify(pos diag.Pos, tmpl *ast.FuncDecl, pt, at types.Type, vals []ast.TemplateValue, bound []bool) bool {
	switch p := pt.(type) {
	case *placeholder:
		if types.IsInvalid(at) {
			return false
		}
		if bound[p.index] {
			if !types.Identical(vals[p.index].Type, at) {
				c.errorf(pos, "conflicting types for template parameter '%s' of '%s' (%s and %s)", p.name, tmpl.Name, vals[p.index].Type, at)
				return false
			}
			return true
		}
		vals[p.index].Type = at
		bound[p.index] = true
	case *types.Pointer:
		if a, ok := at.(*types.Pointer); ok {
			return c.unify(pos, tmpl, p.Elem, a.Elem, vals, bound)
		}
	case *types.Reference:
		return c.unify(pos, tmpl, p.Elem, at, vals, bound)
	case *types.Array:
		if a, ok := at.(*types.Array); ok {
			for k, tp := range tmpl.Template {
				if !tp.IsType && !bound[k] && p.Len == deducedLength(k) && a.Len > 0 {
					vals[k].Int, bound[k] = a.Len, true
				}
			}
			return c.unify(pos, tmpl, p.Elem, a.Elem, vals, bound)
		}
	case *types.Func:
		// a function passed for a function pointer: its result and
		// parameters give the template's (void (*k)(const T *, U *))
		if a, ok := at.(*types.Func); ok && len(a.Params) == len(p.Params) && a.Variadic == p.Variadic {
			if !c.unify(pos, tmpl, p.Result, a.Result, vals, bound) {
				return false
			}
			for i := range p.Params {
				if !c.unify(pos, tmpl, p.Params[i].Type, a.Params[i].Type, vals, bound) {
					return false
				}
			}
		}
	}
	return true
}

// pointerCall checks a call through a function pointer f (checked already,
// as are the arguments): the arguments convert to the pointed-to type's
// parameters. Func stays nil; the engine calls whatever function the
// pointer holds in each lane, passing references and a struct result as a
// direct call does.
func (c *checker) pointerCall(e *ast.Call, f ast.Expr, ft *types.Func) ast.Expr {
	if anyInvalid(e.Args) || types.IsInvalid(f.Type()) {
		return setInvalid(e)
	}
	e.Fun = f
	e.Sig = ft
	e.Args = c.convertArgs(e.P, "function pointer", "the function behind the", ft, e.Args)
	e.T = ft.Result
	return e
}

// hasMethods reports whether struct s has member functions (so that a
// name it lacks is a mistake, or a library member the lab does not have).
func (c *checker) hasMethods(s *types.Struct) bool {
	prefix := s.Name + "::"
	for name := range c.overloads {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

// hostCallbacks are the runtime calls that enqueue a host function on a
// stream, by their argument count.
var hostCallbacks = map[string]int{"cudaLaunchHostFunc": 3, "cudaStreamAddCallback": 4}

// hostCallback lowers cudaLaunchHostFunc(stream, fn, data) to
// ((void)stream, fn(data), cudaSuccess) and cudaStreamAddCallback(stream,
// cb, data, flags) to (flags, cb(stream, cudaSuccess, data), cudaSuccess):
// the lab's streams run their work in issue order, as it is issued, so the
// work before the function on its stream is done when it is enqueued, and
// running it then is running it when the stream reaches it.
func (c *checker) hostCallback(e *ast.Call, id *ast.Ident) ast.Expr {
	pos := e.P
	success := func() ast.Expr { return &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: "cudaSuccess"} }
	first, call := e.Args[0], &ast.Call{ExprBase: ast.ExprBase{P: pos}, Fun: e.Args[1], Args: []ast.Expr{e.Args[2]}}
	if id.Name == "cudaStreamAddCallback" {
		first, call.Args = e.Args[3], []ast.Expr{e.Args[0], success(), e.Args[2]}
	}
	comma := func(x, y ast.Expr) ast.Expr {
		return &ast.Binary{ExprBase: ast.ExprBase{P: pos}, Op: token.Comma, X: x, Y: y}
	}
	return c.expr(comma(comma(first, call), success()))
}

// pointerMinMax checks std::max(p, q) and std::min(p, q) of two pointers of
// one type (valid C++, if rarely meant: max(a, a + n) for max_element), as
// std:: defines them: (p < q) ? q : p and (q < p) ? q : p. The operands
// appear twice, so they must have no side effects; nil when they do not
// qualify.
func (c *checker) pointerMinMax(e *ast.Call, isMax bool) ast.Expr {
	if len(e.Args) != 2 {
		return nil
	}
	a, b := c.decay(e.Args[0]), c.decay(e.Args[1])
	pt, ok := a.Type().(*types.Pointer)
	if !ok || !types.Identical(a.Type(), b.Type()) || ast.HasSideEffects(a) || ast.HasSideEffects(b) {
		return nil
	}
	x, y := a, b // max: a < b ? b : a
	if !isMax {
		x, y = b, a // min: b < a ? b : a
	}
	less := &ast.Binary{ExprBase: ast.ExprBase{P: e.P, T: types.Typ[types.Bool]}, Op: token.Lss, X: x, Y: y}
	return &ast.Cond{ExprBase: ast.ExprBase{P: e.P, T: pt}, Cond: less, Then: b, Else: a}
}

// launchExKernel returns the parameters of the kernel that
// cudaLaunchKernelEx(&config, kernel, args...) launches, to which the
// arguments convert as CUDA's template converts them; nil when the kernel
// is a pointer known only when the call runs, and miscounted when the
// arguments do not match its parameters in number (reported here).
func (c *checker) launchExKernel(e *ast.Call) (params []*ast.Object, miscounted bool) {
	if len(e.Args) < 2 {
		return nil, false
	}
	c.preferKernel(e.Args[1]) // a host function of the kernel's name is not the one launched
	if !isKernelName(e.Args[1]) {
		return nil, false
	}
	d := namedThrough(e.Args[1], true).(*ast.Ident).Obj.Decl // isKernelName made sure of it
	if n := len(e.Args) - 2; n != len(d.Params) {
		c.errorf(e.P, "cudaLaunchKernelEx: kernel '%s' takes %d arguments, not %d", d.Name, len(d.Params), n)
		return nil, true
	}
	return d.Params, false
}
