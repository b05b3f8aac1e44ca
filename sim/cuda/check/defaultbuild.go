package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Default construction (C++ [dcl.init], [class.base.init]): an object
// declared without an initialiser whose type has a default constructor
// gets it run, and so does every element of an array of such objects and
// every member of such a type that a constructor's initialiser list does
// not name (a struct without constructors has an implicit one that builds
// its members). `Acc a[4];` in a device function builds four zeroed
// accumulators on every call, as nvcc's code does; without it the array
// would hold what the last call left.
//
// Each is lowered to a braced list of constructions, checked like any
// initialiser: for an array one element's construction that runs for every
// element (ast.InitList.Each), and for a struct without constructors its
// members in order (their defaults, constructions or zero).

// defaultBuilt reports whether `T v;` runs code for t beyond leaving it
// as it is: a struct with a default constructor, a struct without
// constructors with a default-built member or default member
// initializers, or a sized array of those.
func (c *checker) defaultBuilt(t types.Type) bool {
	switch t := t.(type) {
	case *types.Array:
		return t.Len > 0 && c.defaultBuilt(t.Elem)
	case *types.Struct:
		if t.Name == "" || t.Vec != nil || !t.Complete {
			return false
		}
		if built, ok := c.built[t]; ok {
			return built
		}
		c.built[t] = false // a struct cannot hold itself; stops a cycle all the same
		built := c.defaultCtor(t) != nil || c.isPolymorphic(t) || c.hasMemberDefaults(t)
		if !t.Union && len(t.Bits) == 0 {
			for _, f := range t.Fields {
				built = built || f.Name != parser.BaseField && c.defaultBuilt(f.Type)
			}
		}
		c.built[t] = built
		return built
	}
	return false
}

// dynamicDefault says what code building a default t runs, which nvcc
// cannot run for a __constant__ or __device__ variable ("dynamic
// initialization is not supported"): a constructor with a body, of t or of
// a member, or a member's default initializer; "" when there is none.
func (c *checker) dynamicDefault(t types.Type) string {
	switch t := t.(type) {
	case *types.Array:
		return c.dynamicDefault(t.Elem)
	case *types.Struct:
		if t.Name == "" || t.Vec != nil || !t.Complete {
			return ""
		}
		if ctor := c.defaultCtor(t); ctor != nil && ctor.Decl != nil && !emptyCtor(ctor.Decl) {
			return "the constructor " + t.Name + "()"
		}
		if c.hasMemberDefaults(t) {
			return "the default member initializers of " + t.Name
		}
		for _, f := range t.Fields {
			if f.Name != parser.BaseField {
				if why := c.dynamicDefault(f.Type); why != "" {
					return why
				}
			}
		}
	}
	return ""
}

// emptyCtor reports whether constructor fd does nothing: no initialiser
// list and an empty body (its lowering's (self), this and return aside).
func emptyCtor(fd *ast.FuncDecl) bool {
	if fd.Body == nil {
		return false
	}
	for _, s := range fd.Body.List {
		switch s := s.(type) {
		case *ast.DeclStmt:
			if len(s.Decls) == 1 && (s.Decls[0].Name == "(self)" && !s.Decls[0].Declarator.HasCtor || s.Decls[0].Name == "this") {
				continue
			}
		case *ast.Return:
			continue
		case *ast.Block:
			if len(s.List) == 0 {
				continue
			}
		}
		return false
	}
	return true
}

// defaultCtor is the constructor of s that takes no arguments, or nil.
func (c *checker) defaultCtor(s *types.Struct) *ast.Object {
	for _, o := range c.ctors(s) {
		if ft, ok := o.Type.(*types.Func); ok && len(ft.Params) <= len(c.defaults[o]) {
			return o
		}
	}
	return nil
}

// defaultValue is the unchecked initialiser that default-builds an object
// of type t (defaultBuilt).
func (c *checker) defaultValue(pos diag.Pos, t types.Type) ast.Expr {
	switch t := t.(type) {
	case *types.Array:
		// one element's construction, run for every element
		return &ast.InitList{ExprBase: ast.ExprBase{P: pos}, Elems: []ast.Expr{c.defaultValue(pos, t.Elem)}, Each: true}
	case *types.Struct:
		if c.hasCtors(t) {
			return &ast.Construct{ExprBase: ast.ExprBase{P: pos, T: t}}
		}
		return c.memberValues(pos, t, nil)
	}
	return &ast.InitList{ExprBase: ast.ExprBase{P: pos}}
}

// memberValues is the braced list that builds the members of s that need
// it (all but those in skip) and gives the others their defaults or zero.
// A list of defaults alone is {}, which fillMemberDefaults completes (it
// knows bit-fields and bases).
func (c *checker) memberValues(pos diag.Pos, s *types.Struct, skip map[string]bool) *ast.InitList {
	list := &ast.InitList{ExprBase: ast.ExprBase{P: pos}}
	if s.Union || len(s.Bits) > 0 {
		return list
	}
	defs := c.memberDefaults[s]
	var elems []ast.Expr
	any := false
	for i, f := range s.Fields {
		var el ast.Expr
		switch {
		case i < len(defs) && defs[i] != nil && !namesThis(defs[i]):
			// (a default naming this is the constructor's to apply, once
			// this is declared: ctorMemberDefaults)
			el = cloneLiteral(defs[i])
		case f.Name != parser.BaseField && !skip[f.Name] && c.defaultBuilt(f.Type):
			el = c.defaultValue(pos, f.Type)
			any = true
		}
		if el == nil {
			el = &ast.InitList{ExprBase: ast.ExprBase{P: pos}}
		}
		elems = append(elems, el)
	}
	if any {
		list.Elems = elems
	}
	return list
}

// defaultInit is the initialiser of a variable of type t declared without
// one, or nil when it keeps none: a constructor's object (self) gets its
// members built, except those its initialiser list builds.
func (c *checker) defaultInit(v *ast.VarDecl, t types.Type) ast.Expr {
	if v.Name == "(self)" && c.fn != nil && c.fn.Ctor {
		s, ok := t.(*types.Struct)
		if !ok {
			return nil
		}
		list := c.memberValues(v.P, s, listedMembers(c.fn))
		if len(list.Elems) == 0 && !c.hasMemberDefaults(s) {
			return nil
		}
		return list
	}
	if !c.defaultBuilt(t) {
		return nil
	}
	return c.defaultValue(v.P, t)
}

// listedMembers are the members that constructor fd's initialiser list
// builds (this->m = __member_ctor(...), parser/methods.go).
func listedMembers(fd *ast.FuncDecl) map[string]bool {
	listed := map[string]bool{}
	if fd.Body == nil {
		return listed
	}
	for _, s := range fd.Body.List {
		es, ok := s.(*ast.ExprStmt)
		if !ok {
			continue
		}
		a, ok := es.X.(*ast.Assign)
		if !ok {
			continue
		}
		m, ok := a.X.(*ast.Member)
		call, isCall := a.Y.(*ast.Call)
		if !ok || !isCall {
			continue
		}
		if id, ok := call.Fun.(*ast.Ident); ok && id.Name == parser.MemberCtor {
			listed[m.Name] = true
		}
	}
	return listed
}

// newPlain lowers new T[n] (__new_each(n, (T *)0, zeroed), parser/expr.go)
// to (T *)malloc(sizeof(T) * n), or calloc(n, sizeof(T)) for new T[n](),
// when default construction leaves a T as it is; nil otherwise.
func (c *checker) newPlain(e *ast.Call) ast.Expr {
	if len(e.Args) != 3 {
		return nil
	}
	null, ok := e.Args[1].(*ast.Cast)
	zeroed, isFlag := e.Args[2].(*ast.IntLit)
	if !ok || !isFlag || null.TypeName == nil || len(null.TypeName.Declarator.Parts) != 1 {
		return nil
	}
	p, ok := c.typeName(null.TypeName).(*types.Pointer)
	if !ok || c.defaultBuilt(p.Elem) {
		return nil
	}
	pos := e.P
	elem := &ast.TypeName{P: pos, Spec: null.TypeName.Spec, Declarator: &ast.Declarator{P: pos, NamePos: pos}}
	size := &ast.SizeOf{ExprBase: ast.ExprBase{P: pos}, TypeName: elem}
	call := &ast.Call{ExprBase: ast.ExprBase{P: pos}, Fun: &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: "malloc"},
		Args: []ast.Expr{&ast.Binary{ExprBase: ast.ExprBase{P: pos}, Op: token.Mul, X: size, Y: e.Args[0]}}}
	if zeroed.Value != 0 {
		call.Fun.(*ast.Ident).Name = "calloc"
		call.Args = []ast.Expr{e.Args[0], size}
	}
	return c.expr(&ast.Cast{ExprBase: ast.ExprBase{P: pos}, Style: ast.CastC, TypeName: null.TypeName, X: call})
}
