package check

import (
	"fmt"
	"slices"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Lambdas become function objects, as C++ defines them: the parser made
// the body the call operator of a hidden struct (ast.Lambda); here the
// struct gets one field per captured variable, the lambda expression becomes
// a braced list of that struct, and calls go through operator() like those
// of any function object (so a lambda passed to a template or a kernel
// works as a functor does).
//
// A variable captured by value is a field of the same name, which the
// operator's body reads as an implicit member (this->x); one captured by
// reference is a pointer field "(ref)x" and the body starts with
// `auto &x = *this->(ref)x;`. With [=] or [&] the captures are the
// enclosing function's variables the body names.

// lambda checks a lambda expression.
func (c *checker) lambda(e *ast.Lambda) ast.Expr {
	fd := e.Method
	if c.fn == nil {
		c.unsupported(e.P, "lambdas outside functions")
		return setInvalid(e)
	}
	tag := e.Tag
	if c.lookupTag(tag) != nil {
		// the same lambda in another instance of a template
		for k := 2; ; k++ {
			if t := fmt.Sprintf("%s#%d", e.Tag, k); c.lookupTag(t) == nil {
				tag = t
				break
			}
		}
		renameReceiver(fd, e.Tag, tag)
	}
	type capture struct {
		name  string
		byRef bool
		value ast.Expr // checked: the variable
	}
	var caps []capture
	seen := map[string]bool{}
	add := func(pos diag.Pos, name string, byRef bool) bool {
		if seen[name] {
			return true
		}
		seen[name] = true
		if name == "this" {
			c.unsupported(pos, "capturing 'this' in a lambda")
			return false
		}
		o := c.lookupLocal(name)
		if o == nil || (o.Kind != ast.ObjVar && o.Kind != ast.ObjParam) {
			c.errorf(pos, "cannot capture '%s': it is not a variable of the enclosing function", name)
			return false
		}
		v := c.expr(&ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: name})
		if types.IsInvalid(v.Type()) {
			return false
		}
		caps = append(caps, capture{name, byRef, v})
		return true
	}
	params := map[string]bool{}
	for _, p := range fd.Declarator.Parts[0].Params {
		if p.Declarator != nil {
			params[p.Declarator.Name] = true
		}
	}
	ok := true
	for _, cp := range e.Captures {
		if cp.Init != nil {
			ok = c.initCapture(cp, seen, func(v ast.Expr) { caps = append(caps, capture{cp.Name, cp.ByRef, v}) }) && ok
			continue
		}
		ok = add(cp.P, cp.Name, cp.ByRef) && ok
	}
	// A static local and a constant the body names are no captures: C++
	// lets a lambda read them as they are (`static int base;`, `const int
	// n = 3;` for an array's size).
	var outer []*ast.Object
	free := freeNames(fd.Body)
	for _, u := range free {
		if params[u.name] || seen[u.name] {
			continue
		}
		if o := c.lookupLocal(u.name); o != nil && o.Kind == ast.ObjVar && (o.Static || constantLocal(o)) {
			seen[u.name] = true
			outer = append(outer, o)
		}
		// and the enclosing function's types: a local typedef, a
		// template's type parameter (T v; Op::apply(a, b))
		name, _, _ := strings.Cut(u.name, "::")
		if o := c.lookup(name); o != nil && o.Kind == ast.ObjType && c.fileScope.names[name] != o && !slices.Contains(outer, o) {
			outer = append(outer, o)
		}
	}
	if len(outer) > 0 {
		if c.lambdaOuter == nil {
			c.lambdaOuter = map[*ast.FuncDecl][]*ast.Object{}
		}
		c.lambdaOuter[fd] = outer
	}
	if e.Default != token.Illegal {
		for _, u := range free {
			if params[u.name] || seen[u.name] {
				continue
			}
			if o := c.lookupLocal(u.name); o != nil && (o.Kind == ast.ObjVar || o.Kind == ast.ObjParam) {
				ok = add(u.pos, u.name, e.Default == token.And) && ok
			}
		}
	}
	if !ok {
		return setInvalid(e)
	}
	s := &types.Struct{Name: tag}
	list := &ast.InitList{ExprBase: ast.ExprBase{P: e.P, T: s}}
	var refDecls []ast.Stmt
	for _, cp := range caps {
		t := cp.value.Type()
		if !cp.byRef {
			// a copy, by the type's copy constructor where it has one
			// (a captured std::vector owns its own elements)
			s.Fields = append(s.Fields, &types.Field{Name: cp.name, Type: t})
			list.Elems = append(list.Elems, c.copyConstruct(cp.value))
			continue
		}
		field := "(ref)" + cp.name
		pt := types.NewPointer(t, c.qualOf(cp.value))
		s.Fields = append(s.Fields, &types.Field{Name: field, Type: pt})
		list.Elems = append(list.Elems, &ast.Unary{ExprBase: ast.ExprBase{P: e.P, T: pt}, Op: token.And, X: cp.value})
		refDecls = append(refDecls, refCaptureDecl(e.P, cp.name, field))
	}
	s.Layout(0)
	c.fileScope.tags[tag] = s
	if len(refDecls) > 0 && fd.Body != nil {
		// after `Tag *this = &(this);` of a const operator that takes its
		// object as a copy, before the body
		at := 0
		if thisCopied(fd) {
			at = 1
		}
		body := append(append(append([]ast.Stmt{}, fd.Body.List[:at]...), refDecls...), fd.Body.List[at:]...)
		fd.Body.List = body
	}
	if len(autoParams(fd)) > 0 {
		// a generic lambda: its operator is made at the first call
		if c.genericLambdas == nil {
			c.genericLambdas = map[string]*ast.FuncDecl{}
		}
		c.genericLambdas[tag] = fd
		return list
	}
	c.declareFunc(fd)
	if fd.Obj != nil && fd.Body != nil {
		c.bodyNow(fd)
	}
	return list
}

// thisCopied reports whether the body of fd, a const member function,
// starts with `Tag *this = &(this);`: it takes its object as a copy.
func thisCopied(fd *ast.FuncDecl) bool {
	if !fd.ConstMethod || len(fd.Body.List) == 0 {
		return false
	}
	ds, ok := fd.Body.List[0].(*ast.DeclStmt)
	return ok && len(ds.Decls) == 1 && ds.Decls[0].Name == "this"
}

// initCapture checks an init capture, `x = e` or `&x = e`: a new member
// x of the closure, of e's type as auto would deduce it (by value: decayed;
// by reference: e must be an lvalue), which no variable of the enclosing
// function needs to be.
func (c *checker) initCapture(cp ast.LambdaCapture, seen map[string]bool, add func(ast.Expr)) bool {
	if seen[cp.Name] {
		c.errorf(cp.P, "'%s' is captured twice", cp.Name)
		return false
	}
	seen[cp.Name] = true
	v := c.expr(cp.Init)
	if types.IsInvalid(v.Type()) {
		return false
	}
	if cp.ByRef {
		if !v.IsLvalue() {
			c.errorf(cp.P, "cannot capture '%s' by reference: its initialiser is not a variable or other lvalue", cp.Name)
			return false
		}
		add(v)
		return true
	}
	add(c.assignConv(v, c.decayedType(v), "in the lambda capture's initialiser"))
	return true
}

// autoParams returns the parameters of a lambda's call operator declared
// auto (after the object, which lowering put first), by index among the
// operator's parameters.
func autoParams(fd *ast.FuncDecl) []int {
	var out []int
	if len(fd.Declarator.Parts) == 0 {
		return nil
	}
	for i, p := range fd.Declarator.Parts[0].Params {
		if i > 0 && p.Spec != nil && len(p.Spec.Keywords) == 1 && p.Spec.Keywords[0] == "auto" {
			out = append(out, i)
		}
	}
	return out
}

// lambdaCall makes the call operator of the generic lambda s for a call
// whose checked arguments args give each auto parameter its type
// (decayed; const auto & and auto && bind a reference to it), as C++
// instantiates the operator template for them: one operator per list of
// argument types, overloads of one another, which the call then picks
// from.
func (c *checker) lambdaCall(s *types.Struct, args []ast.Expr) {
	generic := c.genericLambdas[s.Name]
	if generic == nil {
		return
	}
	argTypes := make([]types.Type, len(args))
	for i, a := range args {
		argTypes[i] = c.decayedType(a)
	}
	params := generic.Declarator.Parts[0].Params
	if len(args) != len(params)-1 {
		return // the call reports the count
	}
	auto := autoParams(generic)
	for _, made := range c.lambdaTypes[s.Name] {
		same := true
		for _, i := range auto {
			same = same && types.IdenticalIgnoringQual(made[i-1], argTypes[i-1])
		}
		if same {
			return // made for these types already
		}
	}
	fd := ast.CopyFuncDecl(generic)
	if outer := c.lambdaOuter[generic]; len(outer) > 0 {
		c.lambdaOuter[fd] = outer // the statics and constants its body reads
	}
	for _, i := range auto {
		fd.Declarator.Parts[0].Params[i].Spec.T = argTypes[i-1]
	}
	if c.lambdaTypes == nil {
		c.lambdaTypes = map[string][][]types.Type{}
	}
	c.lambdaTypes[s.Name] = append(c.lambdaTypes[s.Name], argTypes)
	c.declareFunc(fd)
	if fd.Obj != nil && fd.Body != nil {
		c.bodyNow(fd)
	}
}

// renameReceiver gives the call operator of a lambda the struct tag to.
func renameReceiver(fd *ast.FuncDecl, from, to string) {
	fd.Name = to + "::operator()"
	fd.Declarator.Name = fd.Name
	fd.Receiver = to
	if ps := fd.Declarator.Parts[0].Params; len(ps) > 0 && ps[0].Spec.Name == from {
		ps[0].Spec.Name = to
	}
	if fd.Body != nil && len(fd.Body.List) > 0 {
		if ds, ok := fd.Body.List[0].(*ast.DeclStmt); ok {
			for _, v := range ds.Decls {
				if v.Spec != nil && v.Spec.Name == from {
					v.Spec.Name = to
				}
			}
		}
	}
}

// refCaptureDecl is `auto &name = *this->field;`.
func refCaptureDecl(pos diag.Pos, name, field string) ast.Stmt {
	init := &ast.Unary{ExprBase: ast.ExprBase{P: pos}, Op: token.Mul,
		X: &ast.Member{ExprBase: ast.ExprBase{P: pos}, X: &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: "this"},
			Name: field, NamePos: pos, Arrow: true}}
	d := &ast.Declarator{P: pos, Name: name, NamePos: pos, Parts: []ast.DeclPart{{Kind: ast.PartReference, P: pos}}, Init: init}
	spec := &ast.DeclSpec{P: pos, Keywords: []string{"auto"}}
	return &ast.DeclStmt{P: pos, Decls: []*ast.VarDecl{{P: pos, Name: name, Spec: spec, Declarator: d, Init: init}}}
}

type nameUse struct {
	name string
	pos  diag.Pos
}

// freeNames lists the identifiers body uses, each once, in source order.
// Names the body declares itself may be among them: capturing those too
// is harmless, since the body's own declaration hides the capture.
func freeNames(body *ast.Block) []nameUse {
	if body == nil {
		return nil
	}
	var uses []nameUse
	seen := map[string]bool{}
	visitName := func(name string, pos diag.Pos) {
		if name != "" && !seen[name] {
			seen[name] = true
			uses = append(uses, nameUse{name, pos})
		}
	}
	var visit func(n ast.Node) bool
	visit = func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Ident:
			visitName(x.Name, x.P)
		case *ast.Cast:
			if x.TypeName != nil && x.TypeName.Spec != nil {
				visitName(x.TypeName.Spec.Name, x.P)
			}
		case *ast.SizeOf:
			// sizeof(T), alignof(T)
			if x.TypeName != nil && x.TypeName.Spec != nil {
				visitName(x.TypeName.Spec.Name, x.P)
			}
		case *ast.Construct:
			// T(args), T{args}
			if x.TypeName != nil && x.TypeName.Spec != nil {
				visitName(x.TypeName.Spec.Name, x.P)
			}
		case *ast.DeclStmt:
			// an array's length: long long s[blocks]; a type: T y
			for _, v := range x.Decls {
				if v.Spec != nil {
					visitName(v.Spec.Name, v.P)
				}
				if v.Declarator == nil {
					continue
				}
				for _, part := range v.Declarator.Parts {
					if part.Len != nil {
						ast.Inspect(part.Len, visit)
					}
				}
			}
		}
		return true
	}
	ast.Inspect(body, visit)
	return uses
}

// constantLocal reports whether o is a const local of arithmetic type whose
// initialiser is a constant: a lambda reads it without capturing it.
func constantLocal(o *ast.Object) bool {
	return o.Qual&types.Const != 0 && o.Var != nil && o.Var.Init != nil && o.Var.Init.Type() != nil &&
		o.Var.Init.Base().Const != nil && types.IsArithmetic(o.Type)
}

// lambdaInvoker is the function a lambda without captures of type st
// converts to when a function pointer of type ft takes it (C++'s
// conversion function): its call operator without the closure object,
// which a lambda that captures nothing never reads. The function shares
// the operator's checked body, less its first statement where that only
// takes the object's address (`Tag *this = &(this);`), and its parameters;
// it is made once per lambda. nil when the lambda captures, is generic or
// differs from ft in its parameters or result.
func (c *checker) lambdaInvoker(st *types.Struct, ft *types.Func) *ast.Object {
	if inv, ok := c.lambdaInvokers[st.Name]; ok {
		return inv
	}
	op := c.fileScope.names[st.Name+"::operator()"]
	if len(st.Fields) > 0 || op == nil || op.Decl == nil || op.Decl.Body == nil {
		return nil
	}
	mt, ok := op.Type.(*types.Func)
	fd := op.Decl
	if !ok || len(mt.Params) != len(ft.Params)+1 || len(fd.Params) != len(mt.Params) || !types.Identical(mt.Result, ft.Result) {
		return nil
	}
	for i, p := range ft.Params {
		if !types.Identical(mt.Params[i+1].Type, p.Type) {
			return nil
		}
	}
	body := fd.Body.List
	if thisCopied(fd) {
		body = body[1:]
	}
	inv := &ast.FuncDecl{P: fd.P, Name: st.Name + "::(invoke)", Spec: fd.Spec, Declarator: fd.Declarator, Attrs: fd.Attrs,
		Body: &ast.Block{P: fd.Body.P, List: body, Rbrace: fd.Body.Rbrace}, Params: fd.Params[1:]}
	inv.Obj = c.newObject(&ast.Object{Name: inv.Name, Kind: ast.ObjFunc, Pos: fd.P, Decl: inv, Exec: fd.Attrs.Exec(),
		Type: &types.Func{Result: mt.Result, Params: mt.Params[1:], Variadic: mt.Variadic}})
	if c.lambdaInvokers == nil {
		c.lambdaInvokers = map[string]*ast.Object{}
	}
	c.lambdaInvokers[st.Name] = inv.Obj
	return inv.Obj
}
