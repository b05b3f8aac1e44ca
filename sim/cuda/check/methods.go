package check

import (
	"fmt"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Member functions, constructors, operator overloads and overloaded
// functions. The parser has
// lowered member functions to functions named "Tag::name" with the object
// as first parameter (see ast.FuncDecl.Receiver); here they are declared,
// overloaded by parameter types, and calls are resolved:
//
//   - obj.f(args) / p->f(args) become Tag::f(&obj, args) (or Tag::f(obj,
//     args) for a const member function, which gets a copy);
//   - unqualified member names in a member function become this->name;
//   - Tag(args), `Tag v(args)`, `Tag v{args}`, `Tag v = {args}` and `Tag v;`
//     call the constructor Tag::Tag that fits the arguments;
//   - a + b, -a, a += b and a[i] on struct operands call operator+,
//     operator-, operator+= and operator[], as free functions or members;
//   - a function returning T& returns a T* instead, and its calls read *call,
//     so `v[i] = x` assigns through the reference.

// overloadable reports whether fd may be overloaded (C++ rules): any
// function but main, kernels (launched by name) and templates; but the
// kernels a template over a struct template was specialized into on tokens
// (k(W<int> *), k(W<long> *)) are overloads, which a launch picks by its
// arguments as C++ deduces the template's.
func overloadable(fd *ast.FuncDecl) bool {
	return fd.Name != "main" && (!fd.Attrs.Global || fd.Attrs.OnUse) && fd.Template == nil
}

// nameOverload gives fd the internal name of its overload: the name itself
// for the first signature, name#2, name#3 ... for others. A redeclaration
// with the same signature gets the same name.
func (c *checker) nameOverload(fd *ast.FuncDecl) {
	if !overloadable(fd) {
		return
	}
	set := c.overloads[fd.Name]
	if len(set) == 0 {
		if prev := c.fileScope.names[fd.Name]; prev != nil && prev.Kind == ast.ObjFunc && prev.Decl != nil && prev.Decl.Template != nil {
			fd.Name += "#1" // beside a function template of the name (templateoverload.go)
		}
		return
	}
	t, _ := c.declType(c.baseType(fd.Spec), fd.Spec.Qual, fd.Declarator)
	ft, ok := t.(*types.Func)
	if !ok {
		return
	}
	c.keepAddressedConstRefs(ft, fd) // as funcDecl gives it
	for _, o := range set {
		if ot, ok := o.Type.(*types.Func); ok && sameParams(ot, ft) {
			fd.Name = o.Name
			return
		}
	}
	fd.Name = fmt.Sprintf("%s#%d", fd.Name, len(set)+1)
}

func sameParams(x, y *types.Func) bool {
	if len(x.Params) != len(y.Params) || x.Variadic != y.Variadic {
		return false
	}
	for i := range x.Params {
		if !types.Identical(x.Params[i].Type, y.Params[i].Type) {
			return false
		}
	}
	return true
}

// baseName strips the overload suffix.
func baseName(name string) string {
	if i := strings.IndexByte(name, '#'); i >= 0 {
		return name[:i]
	}
	return name
}

// declareFunc declares a file-scope function, as an overload when allowed.
func (c *checker) declareFunc(fd *ast.FuncDecl) {
	base := fd.Name
	c.nameOverload(fd)
	c.funcDecl(fd)
	c.recordDefaults(fd)
	if fd.Obj != nil && overloadable(fd) {
		if c.overloads == nil {
			c.overloads = map[string][]*ast.Object{}
		}
		for _, o := range c.overloads[base] {
			if o == fd.Obj {
				return
			}
		}
		c.overloads[base] = append(c.overloads[base], fd.Obj)
		c.noteConversion(fd)
		if fd.Receiver != "" && strings.Contains(base, "::~") {
			c.hasDestructors = true
		}
	}
}

// earlyStatics declares the static members of st, a struct at file scope,
// that its member declarations may use as constants (static const int N =
// 16; float v[N];): arithmetic constants with an initialiser. The others,
// whose type may be the struct itself, wait for declareMethods.
func (c *checker) earlyStatics(st *ast.StructSpec) {
	if c.scope != c.fileScope {
		return
	}
	for _, v := range st.Statics {
		sp := v.Spec
		if v.Init == nil || sp.Qual&types.Const == 0 || len(sp.Keywords) == 0 || sp.Keywords[0] == "auto" || len(v.Declarator.Parts) > 0 {
			continue
		}
		if c.early == nil {
			c.early = map[*ast.VarDecl]bool{}
		}
		c.early[v] = true
		c.varDecl(v, true)
	}
}

// declareMethods declares the member functions of a struct defined at file
// scope, then checks their bodies (which may use members declared later).
func (c *checker) declareMethods(st *ast.StructSpec) {
	if st == nil {
		return
	}
	prev := c.fieldsOf
	if s, ok := c.lookupTag(st.Tag).(*types.Struct); ok && len(st.Statics) > 0 {
		c.fieldsOf = s // their initialisers may name the struct's other static members
	}
	for _, v := range st.Statics {
		if !c.early[v] {
			c.varDecl(v, true)
		}
	}
	c.fieldsOf = prev
	c.completeClass(st)
	if len(st.Methods) == 0 {
		c.buildVtable(st)
		return
	}
	for _, fd := range st.Methods {
		c.declareFunc(fd)
	}
	c.buildVtable(st)
	var now []*ast.FuncDecl
	for _, fd := range st.Methods {
		if fd.Body == nil || fd.Obj == nil || fd.Obj.Decl != fd || fd.Template != nil { // a template's instances are checked as they are made
			continue
		}
		switch {
		case onUse(st, fd):
			if c.unused == nil {
				c.unused = map[*ast.Object]*ast.FuncDecl{}
			}
			c.unused[fd.Obj] = fd
		case crtpMember(fd):
			c.pending = append(c.pending, fd) // checked at the end, its class complete
		default:
			now = append(now, fd)
		}
	}
	// After all are set aside: a body checked now may use one of them.
	for _, fd := range now {
		c.funcBody(fd)
		c.file.Funcs = append(c.file.Funcs, fd)
	}
}

// onUse reports whether member function fd of st is checked only once a
// call uses it: a plain member function or operator of a struct template's
// instance, which C++ instantiates only where used, so that vector<P>'s
// operator== is no error while P has none and nobody compares. Members
// the language calls unseen (constructors, destructors, operator=,
// virtual functions) are checked with the struct.
func onUse(st *ast.StructSpec, fd *ast.FuncDecl) bool {
	if !strings.Contains(st.Tag, "<") || fd.Receiver == "" || fd.Ctor || fd.Virtual {
		return false
	}
	name := strings.TrimPrefix(fd.Name, fd.Receiver+"::")
	return !strings.HasPrefix(name, "~") && name != "operator=" && !isConversionName(name)
}

// used makes sure that a call of o has o's body checked: a member function
// left for its first use (onUse) joins the bodies still to check.
func (c *checker) used(o *ast.Object) {
	if fd := c.unused[o]; fd != nil {
		delete(c.unused, o)
		c.pending = append(c.pending, fd)
	}
}

// refResult adjusts a function returning a reference: T& becomes T*. A
// const member function, whose object is a copy, may return one too: its
// T& cannot name a member of the object, which is const there, but only
// memory it points to (float &operator()(int i) const { return d[i]; }, a
// matrix view's).
func (c *checker) refResult(fd *ast.FuncDecl, ft *types.Func) {
	r, ok := ft.Result.(*types.Reference)
	if !ok {
		return
	}
	ft.Result = types.NewPointer(r.Elem, r.ElemQual)
	if c.refResults == nil {
		c.refResults = map[*types.Func]bool{}
	}
	c.refResults[ft] = true
}

// derefResult reads *call for a call of a function that returns a reference.
func (c *checker) derefResult(call ast.Expr, ft *types.Func) ast.Expr {
	if !c.refResults[ft] || types.IsInvalid(call.Type()) {
		return call
	}
	p, ok := call.Type().(*types.Pointer)
	if !ok {
		return call
	}
	return &ast.Unary{ExprBase: ast.ExprBase{P: call.Pos(), T: p.Elem, LV: true}, Op: token.Mul, X: call}
}

// receiver returns the struct whose member function is being checked.
func (c *checker) receiver() *types.Struct {
	if c.fn == nil || c.fn.Receiver == "" {
		return nil
	}
	s, _ := c.lookupTag(c.fn.Receiver).(*types.Struct)
	return s
}

// memberOwner returns the struct whose static members the current function
// names unqualified: the receiver of a member function, or the struct of a
// static member function (a plain function named Tag::name, no receiver).
func (c *checker) memberOwner() *types.Struct {
	if c.fieldsOf != nil {
		return c.fieldsOf
	}
	if s := c.receiver(); s != nil || c.fn == nil {
		return s
	}
	if c.fn.FriendOf != "" {
		s, _ := c.lookupTag(c.fn.FriendOf).(*types.Struct)
		return s
	}
	i := strings.LastIndex(c.fn.Name, "::")
	if i <= 0 {
		return nil
	}
	s, _ := c.lookupTag(c.fn.Name[:i]).(*types.Struct)
	return s
}

// lookupLocal finds a name declared inside the current function.
func (c *checker) lookupLocal(name string) *ast.Object {
	for s := c.scope; s != nil && s != c.fileScope; s = s.parent {
		if o := s.names[name]; o != nil {
			return o
		}
	}
	return nil
}

func hasField(s *types.Struct, name string) bool {
	for _, f := range s.Fields {
		if f.Name == name {
			return true
		}
	}
	return false
}

// implicitMember returns this->name for a member named without this-> in a
// member function (nil when name is not a member or a local hides it).
// staticName returns the name a static struct member is declared under
// (Tag::m, see parser.staticMembers) for name as written: m inside a member
// function of Tag, or T::m where T names the struct Tag through a typedef or
// a template type parameter. It returns "" when name is no such member.
func (c *checker) staticName(name string) string {
	if i := strings.LastIndex(name, "::"); i > 0 {
		prefix, member := name[:i], name[i+2:]
		if c.lookup(name) != nil {
			return ""
		}
		if o := c.lookup(prefix); o != nil && o.Kind == ast.ObjType {
			if s, ok := o.Type.(*types.Struct); ok {
				// D::m naming a static member of D's base
				for b := c.baseOf(s); b != nil; b = c.baseOf(b) {
					if q := b.Name + "::" + member; c.isStatic(q) {
						return q
					}
				}
			}
			if s, ok := o.Type.(*types.Struct); ok && s.Name != "" && s.Name != prefix {
				if q := s.Name + "::" + member; c.isStatic(q) {
					return q
				}
			}
			if e, ok := o.Type.(*types.Enum); ok && e.Name != "" && e.Name != prefix {
				// Outer::Mode::A: a class's scoped enum, declared at file
				// scope as Mode (parser/decl.go)
				if q := e.Name + "::" + member; c.lookup(q) != nil {
					return q
				}
			}
		}
		return ""
	}
	s := c.memberOwner()
	if s == nil || name == "this" || c.lookupLocal(name) != nil || hasField(s, name) {
		return ""
	}
	for t := s; t != nil; t = c.baseOf(t) {
		// a static member of the struct or of a base
		if q := t.Name + "::" + name; c.isStatic(q) {
			return q
		}
		if t != s && hasField(t, name) {
			break
		}
	}
	return ""
}

// isStatic reports whether q names a static data member or static member
// function (a variable, or a function that takes no object).
func (c *checker) isStatic(q string) bool {
	o := c.lookup(q)
	return o != nil && (o.Kind == ast.ObjVar || o.Kind == ast.ObjFunc && !isMember(o) && (o.Decl == nil || !o.Decl.Ctor))
}

func (c *checker) implicitMember(pos diag.Pos, name string) *ast.Member {
	s := c.receiver()
	if s == nil || name == "this" || c.lookupLocal(name) != nil {
		return nil
	}
	if !hasField(s, name) && len(c.overloads[s.Name+"::"+name]) == 0 && !c.hasMemberOfLine(s, name) {
		return nil
	}
	return &ast.Member{ExprBase: ast.ExprBase{P: pos}, X: &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: "this"},
		Name: name, NamePos: pos, Arrow: true}
}

// userCost is the cost of passing a (checked) argument to a parameter of a
// user function, -1 when it does not fit.
func (c *checker) userCost(a ast.Expr, pt types.Type) int {
	if l, ok := a.(*ast.InitList); ok && l.T == bracedArg {
		return c.bracedCost(l, pt)
	}
	if r, ok := pt.(*types.Reference); ok {
		if moved(a) && types.IdenticalIgnoringQual(a.Type(), r.Elem) {
			if r.Rvalue {
				return 0
			}
			if r.ElemQual&types.Const != 0 {
				return 1
			}
			return -1 // an xvalue binds to no T&
		}
		if a.IsLvalue() && types.IdenticalIgnoringQual(a.Type(), r.Elem) {
			return 0
		}
		if a.IsLvalue() && c.derivesFrom(a.Type(), r.Elem) {
			return 2
		}
		if r.Rvalue && !a.IsLvalue() && types.IdenticalIgnoringQual(a.Type(), r.Elem) {
			return 0 // a temporary binds to T&& (the move operations)
		}
		if r.ElemQual&types.Const != 0 && !a.IsLvalue() && types.IdenticalIgnoringQual(a.Type(), r.Elem) {
			return 1 // and to const T&, after T&&
		}
		if s, ok := r.Elem.(*types.Struct); ok && (r.ElemQual&types.Const != 0 || r.Rvalue) && !c.userConversion &&
			!types.IdenticalIgnoringQual(a.Type(), s) && c.ctorConverts(a, s) {
			return 8 // a temporary a converting constructor builds (f = [k](int x) {...} for operator=(const function &))
		}
		return -1
	}
	if s, ok := pt.(*types.Struct); ok {
		if types.IdenticalIgnoringQual(a.Type(), s) {
			return 0
		}
		if c.derivesFrom(a.Type(), s) {
			return 2 // a copy of the base subobject (slicing)
		}
		if isHalf(s) && types.IsArithmetic(c.decayedType(a)) {
			return 8 // a converting constructor of cuda_fp16.h
		}
		if _, fromStruct := a.Type().(*types.Struct); fromStruct && !c.userConversion {
			if cv, _ := c.pickConversion(a, s, false); cv != nil {
				return 8 // the argument's conversion function (operator ConstView())
			}
		}
		if !c.userConversion && c.ctorConverts(a, s) {
			// a user-defined conversion through a constructor taking a
			// (m["key"] for a map<string, int>), ranked after every
			// standard conversion; C++ allows one per argument
			return 8
		}
		return -1
	}
	if _, ok := a.Type().(*types.Struct); ok && !c.userConversion {
		if cv, _ := c.pickConversion(a, pt, false); cv != nil {
			return 8 // a user-defined conversion, as through a constructor
		}
	}
	return c.convCost(a, pt)
}

// pickOverload chooses the function of the set that fits the checked args
// best (nil when none does). A set may mix free functions and members;
// skip gives, per candidate, how many leading parameters the args do not
// cover (the receiver of a member function).
func (c *checker) pickOverload(set []*ast.Object, args []ast.Expr, skip func(*ast.Object) int) *ast.Object {
	best, _ := c.pickOverloadCost(set, args, skip)
	return best
}

// pickOverloadCost is pickOverload that also gives the cost of the
// conversions the chosen function's arguments need.
func (c *checker) pickOverloadCost(set []*ast.Object, args []ast.Expr, skip func(*ast.Object) int) (*ast.Object, int) {
	var best *ast.Object
	bestCost := 0
	for _, o := range set {
		ft, ok := o.Type.(*types.Func)
		if !ok {
			continue
		}
		k := skip(o)
		params := ft.Params
		if k > len(params) {
			continue
		}
		params = params[k:]
		if len(args) > len(params) && !ft.Variadic {
			continue
		}
		if len(args) < len(params) {
			ds := c.defaults[o]
			if len(ds) <= k+len(args) || ds[k+len(args)] == nil {
				continue
			}
		}
		cost := 0
		for i, a := range args {
			if i >= len(params) {
				break
			}
			ac := c.userCost(a, params[i].Type)
			if ac < 0 {
				cost = -1
				break
			}
			if params[i].ConstRef && (moved(a) || !a.IsLvalue() && isStructType(a.Type())) {
				// std::move(x) or a temporary object to a const T&:
				// after T&&'s overload, as C++ ranks reference bindings
				ac++
			}
			cost += ac
		}
		if cost >= 0 && (best == nil || cost < bestCost) {
			best, bestCost = o, cost
		}
	}
	return best, bestCost
}

func noSkip(*ast.Object) int { return 0 }

// isMember reports whether o is a member function (its first parameter is
// the object).
func isMember(o *ast.Object) bool {
	return o.Decl != nil && o.Decl.Receiver != "" && !o.Decl.Ctor
}

func memberSkip(o *ast.Object) int {
	if isMember(o) {
		return 1
	}
	return 0
}

// callUser builds the checked call of user function o with checked args
// (the receiver, if any, included).
func (c *checker) callUser(pos diag.Pos, o *ast.Object, args []ast.Expr) ast.Expr {
	id := &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: o.Type}, Name: o.Name, Obj: o}
	e := &ast.Call{ExprBase: ast.ExprBase{P: pos}, Fun: id, Args: args}
	ft, _ := o.Type.(*types.Func)
	if ft != nil && ft.Result == autoType && isMember(o) && o.Decl.Body != nil {
		// a member defined in its class has its body there: its result
		// is known once the class is (auto sum() const { ... }), also
		// in a struct template's instance, whose members wait for a use
		c.used(o)
		if c.isPending(o.Decl) {
			c.bodyNow(o.Decl)
		}
	}
	if c.usedBeforeDeduced(pos, o.Name, ft) || ft == nil || types.IsInvalid(ft.Result) {
		return setInvalid(e)
	}
	name := baseName(o.Name)
	c.checkExecCall(pos, name, o.Exec)
	c.used(o)
	e.Func, e.Sig = o, ft
	e.Args = c.fillDefaults(o, ft, e.Args)
	e.Args = c.convertArgs(pos, name, "function", ft, e.Args)
	e.T = ft.Result
	return c.derefResult(e, ft)
}

// copyConstruct is a copy of the checked lvalue x made by its type's
// copy constructor, where the program defines one; x itself otherwise (the
// copy is then member by member).
func (c *checker) copyConstruct(x ast.Expr) ast.Expr {
	if !x.IsLvalue() || types.IsInvalid(x.Type()) {
		return x
	}
	set := c.ctors(x.Type())
	if len(set) == 0 {
		return c.implicitCopy(x)
	}
	o := c.pickOverload(set, []ast.Expr{x}, noSkip)
	if o == nil {
		return x
	}
	if ft, _ := o.Type.(*types.Func); ft != nil && len(ft.Params) > 0 && !ft.Params[0].ConstRef && types.Identical(ft.Params[0].Type, x.Type()) {
		// T(const T) would copy its argument with itself, without end
		name := typeName(x.Type())
		c.errorf(x.Pos(), "the copy constructor of '%s' takes its argument by value, so copying the argument would call it again; take a reference: %s(const %s &)",
			name, name, name)
		return x
	}
	return c.callUser(x.Pos(), o, []ast.Expr{x})
}

// receiverArg passes the object x to member function o: its address, or a
// copy for a const member function.
func (c *checker) receiverArg(o *ast.Object, x ast.Expr, name string) (ast.Expr, bool) {
	ft, _ := o.Type.(*types.Func)
	if ft == nil || len(ft.Params) == 0 {
		return nil, false
	}
	if _, byPtr := ft.Params[0].Type.(*types.Pointer); !byPtr {
		return x, true
	}
	if pt, _ := ft.Params[0].Type.(*types.Pointer); pt != nil && x.Type() != pt.Elem {
		if xs, ok := x.Type().(*types.Struct); ok && c.derivesFrom(xs, pt.Elem) {
			x = c.toBase(x, pt.Elem.(*types.Struct))
		}
	}
	if !x.IsLvalue() {
		if c.fn == nil {
			c.errorf(x.Pos(), "'%s' changes its object, so it needs a variable, not a temporary value", name)
			return nil, false
		}
		// C++ calls a non-const member function on a temporary too (a * a
		// + c with a member operator+): the temporary gets a hidden local.
		return c.materialize(x), true
	}
	if c.qualOf(x)&types.Const != 0 && (o.Decl == nil || !o.Decl.ConstMethod) {
		c.errorf(x.Pos(), "'%s' is not a const member function; it cannot be called on a const object", name)
		return nil, false
	}
	return &ast.Unary{ExprBase: ast.ExprBase{P: x.Pos(), T: types.NewPointer(x.Type(), 0)}, Op: token.And, X: x}, true
}

// materialize stores the checked rvalue x in a hidden local of the
// function and returns its address: (tmp = x, &tmp).
func (c *checker) materialize(x ast.Expr) ast.Expr {
	pos := x.Pos()
	name := fmt.Sprintf("(tmp%d)", len(c.temps))
	o := c.newObject(&ast.Object{Name: name, Kind: ast.ObjVar, Type: x.Type(), Pos: pos, Space: ast.SpaceAuto})
	c.temps = append(c.temps, &ast.VarDecl{P: pos, Name: name, Obj: o})
	ref := func() *ast.Ident {
		return &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: x.Type(), LV: true}, Name: name, Obj: o}
	}
	ptr := types.NewPointer(x.Type(), 0)
	store := &ast.Assign{ExprBase: ast.ExprBase{P: pos, T: x.Type()}, Op: token.Assign, X: ref(), Y: x}
	addr := &ast.Unary{ExprBase: ast.ExprBase{P: pos, T: ptr}, Op: token.And, X: ref()}
	return &ast.Binary{ExprBase: ast.ExprBase{P: pos, T: ptr}, Op: token.Comma, X: store, Y: addr}
}

// userMethodCall checks obj.name(args) (x is the checked object) against the
// member functions of s. It returns nil when s has none of that name.
func (c *checker) userMethodCall(e *ast.Call, x ast.Expr, s *types.Struct, name string) ast.Expr {
	if strings.HasPrefix(name, "~") && len(e.Args) == 0 {
		return c.explicitDestroy(e, x)
	}
	if (name == "emplace_back" || name == "emplace_front") && len(e.Args) != 1 &&
		(strings.HasPrefix(s.Name, "vector<") || strings.HasPrefix(s.Name, "deque<") || strings.HasPrefix(s.Name, "list<")) {
		// v.emplace_back(a, b) constructs the element from (a, b): what
		// push_back({a, b}) does for the lab's element types
		e.Args = []ast.Expr{&ast.InitList{ExprBase: ast.ExprBase{P: e.P}, Elems: e.Args}}
		name = "push_" + strings.TrimPrefix(name, "emplace_")
	} else if (name == "emplace_back" || name == "emplace_front") && len(e.Args) == 1 && len(s.Fields) > 0 &&
		(strings.HasPrefix(s.Name, "vector<") || strings.HasPrefix(s.Name, "deque<") || strings.HasPrefix(s.Name, "list<")) {
		// v.emplace_back(x) of another type constructs the element from
		// x directly, an explicit constructor too
		if elem := c.elementType(s); elem != nil && c.hasCtors(elem) {
			if t := c.probe(e.Args[0]).Type(); !types.IsInvalid(t) && !types.IdenticalIgnoringQual(t, elem) {
				e.Args[0] = &ast.Construct{ExprBase: ast.ExprBase{P: e.Args[0].Pos(), T: elem}, Args: []ast.Expr{e.Args[0]}}
			}
		}
	}
	qualified := c.qualifiedCall
	c.qualifiedCall = false // the arguments' calls dispatch as usual
	set := c.overloads[s.Name+"::"+name]
	if len(set) == 0 && !hasField(s, name) {
		// a member function of a base struct, on the base subobject
		if b := c.methodOwner(s, name); b != nil && b != s && len(c.overloads[b.Name+"::"+name]) > 0 {
			x, s, set = c.toBase(x, b), b, c.overloads[b.Name+"::"+name]
		}
	}
	if len(set) == 0 {
		o := c.fileScope.names[s.Name+"::"+name]
		if o == nil || o.Kind != ast.ObjFunc || o.Decl == nil || o.Decl.Template == nil || o.Decl.Receiver != s.Name {
			return nil
		}
		if len(c.templateSets[s.Name+"::"+name]) == 0 {
			return c.memberTemplateCall(e, x, o, s.Name+"::"+name)
		}
		// several member templates: picked below
	}
	c.checkArgs(e.Args)
	if anyInvalid(e.Args) {
		return setInvalid(e)
	}
	o, cost := c.pickOverloadCost(c.membersFor(x, set), e.Args, memberSkip)
	if t := c.fileScope.names[s.Name+"::"+name]; o == nil && len(c.templateSets[s.Name+"::"+name]) == 0 &&
		t != nil && t.Kind == ast.ObjFunc && t.Decl != nil && t.Decl.Template != nil && t.Decl.Receiver == s.Name {
		// one member template beside plain members none of which fits
		// (list's sort() and sort(cmp))
		return c.memberTemplateChecked(e, x, t, s.Name+"::"+name)
	}
	if tset := c.templateSets[s.Name+"::"+name]; len(tset) > 0 {
		// member templates beside the plain members (templateoverload.go)
		var best *ast.Object
		bestCost, bestSpecial := 0, 0
		for _, t := range tset {
			if t.Decl.Receiver != s.Name {
				continue
			}
			tc, k := c.pickTemplate(e.P, []*ast.Object{t}, e.TemplateArgs, append([]ast.Expr{selfArg(x, t)}, e.Args...))
			if tc == nil {
				continue
			}
			if sp := specialization(t.Decl); best == nil || k < bestCost || k == bestCost && sp > bestSpecial {
				best, bestCost, bestSpecial = tc, k, sp
			}
		}
		if best != nil && (o == nil || e.TemplateArgs != nil || bestCost < cost) {
			return c.memberTemplateChecked(e, x, best, s.Name+"::"+name)
		}
	}
	if o != nil && o.Decl != nil && o.Decl.Receiver == "" && !o.Decl.Ctor {
		return c.callUser(e.P, o, e.Args) // obj.f() of a static member function: no object
	}
	if o == nil || !isMember(o) {
		c.errorf(e.P, "no member function %s::%s takes (%s)", types.DisplayName(s.Name), name, argTypes(c, e.Args))
		return setInvalid(e)
	}
	recv, ok := c.receiverArg(o, x, s.Name+"::"+name)
	if !ok {
		return setInvalid(e)
	}
	call := c.callUser(e.P, o, append([]ast.Expr{recv}, e.Args...))
	if qualified {
		return call // Base::f(): the function named, not the overrider
	}
	return c.makeVirtual(call, o, x)
}

// elementType is the element type of the lab's vector, deque or list s:
// what its first field (its buffer, or its sentinel node) points to.
func (c *checker) elementType(s *types.Struct) types.Type {
	p, ok := s.Fields[0].Type.(*types.Pointer)
	if !ok {
		return nil
	}
	if node, ok := p.Elem.(*types.Struct); ok && strings.HasPrefix(node.Name, "list_node<") {
		if f := node.Field("val"); f != nil {
			return f.Type
		}
		return nil
	}
	return p.Elem
}

// memberTemplateCall checks x.name(args) where name is a member function
// template of x's struct (tmpl): the instance that the arguments, with the
// object first, deduce.
func (c *checker) memberTemplateCall(e *ast.Call, x ast.Expr, tmpl *ast.Object, name string) ast.Expr {
	c.checkArgs(e.Args)
	if anyInvalid(e.Args) {
		return setInvalid(e)
	}
	return c.memberTemplateChecked(e, x, tmpl, name)
}

// selfArg is the object x as the first parameter of the lowered member
// function o takes it: a copy for a const member function, else its
// address.
func selfArg(x ast.Expr, o *ast.Object) ast.Expr {
	if o.Decl.ConstMethod && !thisByPointer(o.Decl) {
		return x
	}
	return &ast.Unary{ExprBase: ast.ExprBase{P: x.Pos(), T: types.NewPointer(x.Type(), 0)}, Op: token.And, X: x}
}

// thisByPointer reports whether the lowered member function fd takes its
// object by address (every non-const one, and the const ones
// parser/methods.go does not give a copy).
func thisByPointer(fd *ast.FuncDecl) bool {
	if fd.Declarator == nil || len(fd.Declarator.Parts) == 0 || len(fd.Declarator.Parts[0].Params) == 0 {
		return false
	}
	first := fd.Declarator.Parts[0].Params[0].Declarator
	return first != nil && first.Name == "this"
}

// memberTemplateChecked is memberTemplateCall once the arguments are
// checked.
func (c *checker) memberTemplateChecked(e *ast.Call, x ast.Expr, tmpl *ast.Object, name string) ast.Expr {
	inst := c.templateInstance(e.P, tmpl, e.TemplateArgs, nil, append([]ast.Expr{selfArg(x, tmpl)}, e.Args...))
	if inst == nil {
		return setInvalid(e)
	}
	recv, ok := c.receiverArg(inst, x, name)
	if !ok {
		return setInvalid(e)
	}
	return c.callUser(e.P, inst, append([]ast.Expr{recv}, e.Args...))
}

func argTypes(c *checker, args []ast.Expr) string {
	var ts []string
	for _, a := range args {
		ts = append(ts, describeType(c.decayedType(a)))
	}
	return strings.Join(ts, ", ")
}

// ctors are the constructors of t's struct, its constructor templates aside.
func (c *checker) ctors(t types.Type) []*ast.Object {
	s, ok := t.(*types.Struct)
	if !ok || s.Name == "" || s.Vec != nil {
		return nil
	}
	return c.overloads[s.Name+"::"+s.Name]
}

// ctorConverts reports whether a constructor of s, one of its templates
// included, converts a to s implicitly (no user conversion of a's own).
func (c *checker) ctorConverts(a ast.Expr, s *types.Struct) bool {
	if !c.hasCtors(s) {
		return false
	}
	save := c.userConversion
	c.userConversion = true
	defer func() { c.userConversion = save }()
	if c.pickOverload(implicitCtors(c.ctors(s)), []ast.Expr{a}, noSkip) != nil {
		return true
	}
	tc, _ := c.pickCtorTemplate(a.Pos(), s, []ast.Expr{a}, -1, true)
	return tc != nil
}

// ctorTemplates are the constructor templates of t's struct
// (`template <typename U> Span(const U *p, int n)`).
func (c *checker) ctorTemplates(t types.Type) []*ast.Object {
	s, ok := t.(*types.Struct)
	if !ok || s.Name == "" || s.Vec != nil {
		return nil
	}
	name := s.Name + "::" + s.Name
	set := c.templateSets[name]
	if len(set) == 0 {
		set = []*ast.Object{c.fileScope.names[name]}
	}
	var out []*ast.Object
	for _, o := range set {
		if o != nil && o.Kind == ast.ObjFunc && o.Decl != nil && o.Decl.Template != nil && o.Decl.Ctor {
			out = append(out, o)
		}
	}
	return out
}

// hasCtors reports whether t is a struct with constructors, templates
// among them.
func (c *checker) hasCtors(t types.Type) bool {
	return len(c.ctors(t)) > 0 || len(c.ctorTemplates(t)) > 0
}

// pickCtorTemplate chooses the constructor template of t that builds it
// from the checked args at a cost below cost (a plain constructor's; -1
// when none fits), and gives its cost; implicit leaves out the explicit
// ones. A template is never t's copy constructor: a T copies as plain.
func (c *checker) pickCtorTemplate(pos diag.Pos, t types.Type, args []ast.Expr, cost int, implicit bool) (*ast.Object, int) {
	tmpls := c.ctorTemplates(t)
	if implicit {
		tmpls = implicitCtors(tmpls)
	}
	if len(tmpls) == 0 || len(args) == 1 && types.IdenticalIgnoringQual(args[0].Type(), t) {
		return nil, 0
	}
	tc, k := c.pickTemplate(pos, tmpls, nil, args)
	if tc == nil || cost >= 0 && k >= cost {
		return nil, 0 // a plain constructor that fits as well wins
	}
	return tc, k
}

// ctorTemplateCall constructs a t from the checked args by the
// constructor template tc.
func (c *checker) ctorTemplateCall(pos diag.Pos, tc *ast.Object, args []ast.Expr) ast.Expr {
	inst := c.templateInstance(pos, tc, nil, nil, args)
	if inst == nil {
		return &ast.BadExpr{ExprBase: ast.ExprBase{P: pos, T: invalid}}
	}
	return c.callUser(pos, inst, args)
}

// construct calls the constructor of t that fits args (unchecked).
func (c *checker) callCtor(pos diag.Pos, t types.Type, args []ast.Expr) ast.Expr {
	set := c.ctors(t)
	c.checkArgs(args) // Body b({x, y, z}) too: the list is its parameter's (bracedargs.go)
	if anyInvalid(args) {
		return &ast.BadExpr{ExprBase: ast.ExprBase{P: pos, T: invalid}}
	}
	if len(args) == 1 && types.IdenticalIgnoringQual(args[0].Type(), t) && !args[0].IsLvalue() {
		// T v = f(): a value of type T initialises v in place (C++17)
		return args[0]
	}
	var derived ast.Expr // B b = d: d
	if s, ok := t.(*types.Struct); ok && len(args) == 1 && c.derivesFrom(args[0].Type(), s) {
		derived = args[0]
		args[0] = c.toBase(args[0], s) // a copy of d's base subobject
	}
	o, cost := c.pickOverloadCost(set, args, noSkip)
	if o == nil {
		cost = -1
	}
	if tc, _ := c.pickCtorTemplate(pos, t, args, cost, false); tc != nil {
		return c.ctorTemplateCall(pos, tc, args)
	}
	if o == nil && len(args) == 1 && types.IdenticalIgnoringQual(args[0].Type(), t) {
		// the implicit copy constructor
		if derived != nil {
			return c.sliced(derived, t.(*types.Struct))
		}
		return args[0]
	}
	if o == nil && len(args) == 2 {
		if x := c.rangeCtor(pos, t, args); x != nil {
			return x
		}
	}
	if o == nil {
		c.errorf(pos, "no constructor of %s takes (%s)", t, argTypes(c, args))
		return &ast.BadExpr{ExprBase: ast.ExprBase{P: pos, T: invalid}}
	}
	return c.callUser(pos, o, args)
}

// rangeCtor builds a container of the lab's library from a range of
// another element type, vector<double> v(f.begin(), f.end()) over floats,
// which C++ does with a constructor template: the container's
// __from_range member template, on an empty container; or from a pair of
// iterators of a class's own (an unordered_map's), its __from_iter. Nil
// when t has none or args are no pair of pointers or iterators.
func (c *checker) rangeCtor(pos diag.Pos, t types.Type, args []ast.Expr) ast.Expr {
	s, ok := t.(*types.Struct)
	if !ok {
		return nil
	}
	name := s.Name + "::__from_range"
	if len(args) == 2 && isStructType(args[0].Type()) && types.IdenticalIgnoringQual(args[0].Type(), args[1].Type()) &&
		c.hasMember(args[0].Type(), "operator*") && c.hasMember(args[0].Type(), "operator++") {
		name = s.Name + "::__from_iter" // iterators of a class's own
	}
	tmpl := c.fileScope.names[name]
	if tmpl == nil || tmpl.Decl == nil || tmpl.Decl.Template == nil {
		return nil
	}
	for _, a := range args {
		if _, ok := c.decayedType(a).(*types.Pointer); !ok && !strings.HasSuffix(name, "::__from_iter") {
			return nil
		}
	}
	empty := c.callCtor(pos, t, nil)
	if types.IsInvalid(empty.Type()) {
		return nil
	}
	return c.memberTemplateChecked(&ast.Call{ExprBase: ast.ExprBase{P: pos}, Args: args}, empty, tmpl, name)
}

// operatorCall resolves an operator on checked operands when one of them
// is a struct or an enum: a free operator function or a member of the
// first operand's struct. It returns nil when no user operator applies.
func (c *checker) operatorCall(pos diag.Pos, op string, operands ...ast.Expr) ast.Expr {
	// C++ looks for operator functions when an operand is a class or an
	// enum; with no class operand, the built-in operator is left
	overloadable, class := false, false
	for _, x := range operands {
		switch x.Type().(type) {
		case *types.Struct:
			overloadable, class = true, true
		case *types.Enum:
			overloadable = true
		}
	}
	if !overloadable {
		return nil
	}
	name := "operator" + op
	free := c.overloads[name]
	var members []*ast.Object
	if s, ok := operands[0].Type().(*types.Struct); ok && s.Name != "" {
		members = c.overloads[s.Name+"::"+name]
	}
	if len(free) == 0 && len(members) == 0 {
		return nil
	}
	o := c.pickOverload(free, operands, noSkip)
	if o != nil && !class && !takesEnumsAsTheyAre(o, operands) {
		o = nil // enums only: the built-in operator beats a user conversion
	}
	// a member takes the first operand as its object
	memberOK := c.pickOverload(c.membersFor(operands[0], members), operands[1:], memberSkip)
	switch {
	case o != nil:
		return c.callUser(pos, o, operands)
	case memberOK != nil:
		recv, ok := c.receiverArg(memberOK, operands[0], baseName(memberOK.Name))
		if !ok {
			return &ast.BadExpr{ExprBase: ast.ExprBase{P: pos, T: invalid}}
		}
		return c.callUser(pos, memberOK, append([]ast.Expr{recv}, operands[1:]...))
	}
	for _, x := range operands {
		if !class || len(c.conversions(x.Type())) > 0 {
			return nil // a built-in operator on a converted operand may fit
		}
	}
	c.errorf(pos, "no %s takes (%s)", name, argTypes(c, operands))
	return &ast.BadExpr{ExprBase: ast.ExprBase{P: pos, T: invalid}}
}

// takesEnumsAsTheyAre reports whether function o's parameters have the
// enum types of the enum operands (references and const aside).
func takesEnumsAsTheyAre(o *ast.Object, operands []ast.Expr) bool {
	ft, ok := o.Type.(*types.Func)
	if !ok || len(ft.Params) < len(operands) {
		return false
	}
	for i, x := range operands {
		e, isEnum := x.Type().(*types.Enum)
		if !isEnum {
			continue
		}
		pt := ft.Params[i].Type
		if r, ok := pt.(*types.Reference); ok {
			pt = r.Elem
		}
		if pe, ok := pt.(*types.Enum); !ok || pe != e {
			return false
		}
	}
	return true
}

// ctorCallInit returns the constructor call that initialises v, an object
// of a struct with constructors: `T v(args)`, `T v{args}`, `T v = {args}` or
// `T v;` (the default constructor). It returns nil for other variables.
func (c *checker) ctorCallInit(v *ast.VarDecl, o *ast.Object, t types.Type) ast.Expr {
	delegated := v.Name == "(self)" && v.Declarator.HasCtor // a delegating constructor's object
	if !c.hasCtors(t) || strings.HasPrefix(v.Name, "(") && !delegated || o.Extern ||
		o.Space == ast.SpaceShared || o.Space == ast.SpaceDynShared {
		return nil
	}
	pos := v.Declarator.NamePos
	switch init := v.Init.(type) {
	case nil:
		if v.Declarator.HasCtor {
			return &ast.Construct{ExprBase: ast.ExprBase{P: pos, T: t}, Args: v.Declarator.Ctor}
		}
		return &ast.Construct{ExprBase: ast.ExprBase{P: pos, T: t}}
	case *ast.InitList:
		if s, ok := t.(*types.Struct); ok && builtFromList(s.Name) {
			return vectorFromList(init, t)
		}
		return &ast.Construct{ExprBase: ast.ExprBase{P: init.P, T: t}, Args: init.Elems}
	default:
		// T v = x: a constructor taking x (a user copy constructor, or
		// a converting one); a plain copy when none fits
		return &ast.Construct{ExprBase: ast.ExprBase{P: init.Pos(), T: t}, Args: []ast.Expr{init}}
	}
}

// builtFromList reports whether the lab's container name is built from a
// braced list element by element (its __with).
func builtFromList(name string) bool {
	for _, c := range []string{"vector<", parser.ObjectVector + "<", "deque<", "list<", "map<", "set<", "unordered_map<", "unordered_set<"} {
		if strings.HasPrefix(name, c) {
			return true
		}
	}
	return false
}

// vectorFromList lowers the braced list of `std::vector<T> v = {a, b, c}`
// (C++'s initializer_list constructor, which braces always prefer) to
// vector<T>().__with(a).__with(b).__with(c); see parser/containers.go. The
// maps and sets take their lists the same way: libstdc++ inserts a list's
// elements one by one into a table of unique keys, as into an empty one.
func vectorFromList(init *ast.InitList, t types.Type) ast.Expr {
	var x ast.Expr = &ast.Construct{ExprBase: ast.ExprBase{P: init.P, T: t}}
	for _, el := range init.Elems {
		x = &ast.Call{ExprBase: ast.ExprBase{P: el.Pos()},
			Fun:  &ast.Member{ExprBase: ast.ExprBase{P: el.Pos()}, X: x, Name: "__with", NamePos: el.Pos()},
			Args: []ast.Expr{el}}
	}
	return x
}

// addressOf is &x for the unchecked lvalue x returned by reference; for
// c ? a : b (an lvalue in C++) it is c ? &a : &b.
func addressOf(x ast.Expr) ast.Expr {
	switch e := x.(type) {
	case *ast.Paren:
		return addressOf(e.X)
	case *ast.Cond:
		return &ast.Cond{ExprBase: ast.ExprBase{P: e.P}, Cond: e.Cond, Then: addressOf(e.Then), Else: addressOf(e.Else)}
	}
	return &ast.Unary{ExprBase: ast.ExprBase{P: x.Pos()}, Op: token.And, X: x}
}

// membersFor orders the member functions of set for calls on the object x:
// on a modifiable object the non-const ones come first (C++ prefers them),
// on a const object or a temporary the const ones (the others would be
// reported when chosen).
func (c *checker) membersFor(x ast.Expr, set []*ast.Object) []*ast.Object {
	modifiable := x.IsLvalue() && c.qualOf(x)&types.Const == 0
	var nonConst, consts []*ast.Object
	for _, o := range set {
		if o.Decl != nil && o.Decl.ConstMethod {
			consts = append(consts, o)
		} else {
			nonConst = append(nonConst, o)
		}
	}
	if modifiable {
		return append(nonConst, consts...)
	}
	return append(consts, nonConst...)
}

// callOperator checks f(args) where f (checked, like the args) is a struct
// with operator(); it returns nil for other callees.
func (c *checker) callOperator(e *ast.Call, f ast.Expr) ast.Expr {
	s, ok := f.Type().(*types.Struct)
	if !ok || s.Name == "" {
		return nil
	}
	if anyInvalid(e.Args) {
		return setInvalid(e)
	}
	c.lambdaCall(s, e.Args)
	if len(c.overloads[s.Name+"::operator()"]) == 0 {
		// template <typename T> T operator()(T a, T b) const
		name := s.Name + "::operator()"
		if o := c.fileScope.names[name]; o != nil && o.Kind == ast.ObjFunc && o.Decl != nil && o.Decl.Template != nil && o.Decl.Receiver == s.Name {
			return c.memberTemplateCall(e, f, o, name)
		}
		if b := c.baseOf(s); b != nil {
			// a call operator the struct inherits: called on its base
			// subobject (struct D : B {}; d(41))
			return c.callOperator(e, c.toBase(f, b))
		}
		return nil
	}
	return c.operatorCall(e.P, "()", append([]ast.Expr{f}, e.Args...)...)
}

// hasAssignOperator reports whether assigning to a t calls a user
// operator= (a member of t's struct).
func (c *checker) hasAssignOperator(t types.Type) bool {
	s, ok := t.(*types.Struct)
	return ok && s.Name != "" && len(c.overloads[s.Name+"::operator="]) > 0
}

// hasMember reports whether struct type t has a member function name.
func (c *checker) hasMember(t types.Type, name string) bool {
	s, ok := t.(*types.Struct)
	return ok && s.Name != "" && len(c.overloads[s.Name+"::"+name]) > 0
}

// moved reports whether a is std::move(x) (ast.Paren.Moved).
func moved(a ast.Expr) bool {
	p, ok := a.(*ast.Paren)
	return ok && p.Moved
}

// isStructType reports whether t is a struct (or class) type.
func isStructType(t types.Type) bool {
	_, ok := t.(*types.Struct)
	return ok
}
