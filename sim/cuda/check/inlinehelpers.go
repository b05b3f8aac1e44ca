package check

import (
	"maps"
	"slices"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// nvcc inlines small device functions before it contracts multiplies and
// adds into FMAs, so a product computed in one helper and added in another
// is one FFMA: helper_math.h's lerp(a, b, t) = a + t*(b-a) goes through
// operator-, operator*(float, float3) and operator+(float3, float3), and
// each component of the result is fma(t, b.x-a.x, a.x) in the recorded
// SASS (tests/conformance/x_helper_math). The engine contracts within one
// expression, so inlineHelpers does nvcc's inlining where it is plainly
// equivalent, after the file is checked:
//
//   - a call of a function whose body is `return R;` becomes R with the
//     arguments in place of the parameters, its own calls inlined the same
//     way, and a component of a vector built in place (make_float3(p, q,
//     r).y) becomes that component (q);
//   - a statement that calls a void function whose body only assigns to
//     members of its first parameter, a reference (operator+=(float3 &a,
//     float3 b)), becomes those assignments to the argument.
//
// Nothing is evaluated more often or in another order. An argument stands
// for its parameter where it is a constant or a register variable (or a
// member of one), is read once and computes without touching memory, or is
// a vector built in place whose components are each read at most once (a
// constant or register one any number of times); any other argument is
// computed first into a temporary declared at the top of the function,
// (t = a[i], t.x*t.x + ...), as nvcc's SSA value would be. Device code
// only; the host never fuses, and gains nothing.

// inlineHelpers inlines the calls in the bodies of the device functions of
// fds, then looks again for products that two uses share
// (unfuseSharedProducts): an inlined product equal to one computed before
// is one FMUL with two uses in nvcc's code (x_inline_helpers: dot3(p, v)'s
// p.x*v.x and a later clampf01(p.x * v.x)).
func (c *checker) inlineHelpers(fds []*ast.FuncDecl) {
	for _, fd := range fds {
		if fd.Body == nil || fd.IsTemplate() || fd.Attrs.Exec()&ast.ExecDevice == 0 {
			continue
		}
		in := &inliner{c: c, active: map[*ast.FuncDecl]bool{fd: true}, commas: map[*ast.Binary]bool{},
			temps: tempVars{c: c, prefix: inlineTempPrefix}}
		in.stmts(fd.Body.List)
		in.temps.declare(fd)
		if c.scalarizeStructLocals(fd) {
			in.changed = true
		}
		if c.propagateConstantLocals(fd) {
			in.changed = true
		}
		if in.changed {
			unroundAll(fd) // decided before the helpers' code was in place
			c.unfuseSharedProducts(fd)
		}
	}
}

// inlineTempPrefix starts the names of the inliner's temporaries.
const inlineTempPrefix = "(inline"

// maxInlineDepth bounds nested inlining (f calls g calls h ...).
const maxInlineDepth = 8

type inliner struct {
	c       *checker
	active  map[*ast.FuncDecl]bool // the functions being inlined: no recursion
	depth   int
	changed bool
	temps   tempVars
	commas  map[*ast.Binary]bool // (temporary = argument, value) made here
}

func (in *inliner) stmts(list []ast.Stmt) {
	for i, s := range list {
		list[i] = in.stmt(s)
	}
}

func (in *inliner) stmt(s ast.Stmt) ast.Stmt {
	switch s := s.(type) {
	case *ast.Block:
		in.stmts(s.List)
	case *ast.ExprStmt:
		s.X = in.expr(s.X)
		x := s.X
		if u, ok := x.(*ast.Unary); ok && u.Op == token.Mul {
			x = u.X // p += v: a call returning a reference, unused
		}
		if call, ok := x.(*ast.Call); ok {
			if b := in.inlineAssigns(call); b != nil {
				return b
			}
		}
	case *ast.DeclStmt:
		for _, v := range s.Decls {
			if v.Init != nil {
				v.Init = in.expr(v.Init)
			}
		}
	case *ast.If:
		s.Cond = in.expr(s.Cond)
		s.Then = in.stmt(s.Then)
		if s.Else != nil {
			s.Else = in.stmt(s.Else)
		}
	case *ast.For:
		if s.Init != nil {
			s.Init = in.stmt(s.Init)
		}
		if s.Cond != nil {
			s.Cond = in.expr(s.Cond)
		}
		if s.Post != nil {
			s.Post = in.expr(s.Post)
		}
		s.Body = in.stmt(s.Body)
	case *ast.While:
		s.Cond = in.expr(s.Cond)
		s.Body = in.stmt(s.Body)
	case *ast.DoWhile:
		s.Body = in.stmt(s.Body)
		s.Cond = in.expr(s.Cond)
	case *ast.Switch:
		s.Tag = in.expr(s.Tag)
		for _, cl := range s.Clauses {
			in.stmts(cl.Body)
		}
	case *ast.Labeled:
		s.Stmt = in.stmt(s.Stmt)
	case *ast.Return:
		if s.X != nil {
			s.X = in.expr(s.X)
		}
	}
	return s
}

// expr inlines the calls in e, innermost first, and returns e or what
// replaces it.
func (in *inliner) expr(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.Paren:
		x.X = in.expr(x.X)
	case *ast.Unary:
		x.X = in.expr(x.X)
	case *ast.IncDec:
		x.X = in.expr(x.X)
	case *ast.Binary:
		x.X, x.Y = in.expr(x.X), in.expr(x.Y)
		if x.Op == token.Add || x.Op == token.Sub {
			// an argument in place may have brought a negation
			// (conj()'s -im) where the checker had none
			x = negatedOperand(x).(*ast.Binary)
			// (t = a[i], t*t) + c: the temporaries first, so that the
			// engine sees the product it fuses
			if pre, v := in.splitComma(x.X); len(pre) > 0 {
				x.X = v
				return in.comma(pre, x)
			}
			if pre, v := in.splitComma(x.Y); len(pre) > 0 && effectFree(x.X) && allEffectFree(pre) {
				x.Y = v
				return in.comma(pre, x)
			}
		}
	case *ast.Assign:
		x.X, x.Y = in.expr(x.X), in.expr(x.Y)
		if (x.Op == token.AddAssign || x.Op == token.SubAssign) && trivial(x.X) {
			if pre, v := in.splitComma(x.Y); len(pre) > 0 {
				x.Y = v
				return in.comma(pre, x)
			}
		}
	case *ast.Cond:
		x.Cond, x.Then, x.Else = in.expr(x.Cond), in.expr(x.Then), in.expr(x.Else)
	case *ast.Index:
		x.X, x.Index = in.expr(x.X), in.expr(x.Index)
	case *ast.Cast:
		x.X = in.expr(x.X)
		if pre, v := in.splitComma(x.X); len(pre) > 0 {
			x.X = v
			return in.comma(pre, x)
		}
	case *ast.Construct:
		for i, a := range x.Args {
			x.Args[i] = in.expr(a)
		}
	case *ast.InitList:
		for i, a := range x.Elems {
			x.Elems[i] = in.expr(a)
		}
	case *ast.Member:
		x.X = in.expr(x.X)
		if !x.Arrow {
			pre, v := in.splitComma(x.X)
			x.X = v
			var out ast.Expr = x
			if c := component(x); c != nil {
				in.changed = true
				out = c
			}
			return in.comma(pre, out)
		}
	case *ast.Call:
		for i, a := range x.Args {
			x.Args[i] = in.expr(a)
		}
		if r := in.inlineCall(x); r != nil {
			in.changed = true
			return r
		}
	}
	return e
}

// component returns the component m selects of a vector built in place
// (make_float3(p, q, r).y is q), nil for anything else.
func component(m *ast.Member) ast.Expr {
	v, ok := ast.Unparen(m.X).(*ast.Construct)
	if !ok {
		return nil
	}
	k := vectorIndex(v, m.Field)
	if k < 0 || !types.Identical(v.Args[k].Type(), m.T) {
		return nil
	}
	return v.Args[k]
}

// vectorIndex is the index of field f in the vector v builds, -1 when v is
// not a vector with every component given.
func vectorIndex(v *ast.Construct, f *types.Field) int {
	st, ok := v.T.(*types.Struct)
	if !ok || f == nil || len(v.Args) != len(st.Fields) || len(st.Fields) > maxBuiltFields || st.Vec != nil && len(v.Args) != st.Vec.N {
		return -1
	}
	for i, g := range st.Fields {
		if g == f && i < len(v.Args) {
			return i
		}
	}
	return -1
}

// inlinable returns the declaration of the plain function call names when
// it may be inlined at all: defined, not a template, a member function,
// virtual, __noinline__ or a kernel, not being inlined already, and with
// one argument per parameter of the parameter's own type.
func (in *inliner) inlinable(call *ast.Call) *ast.FuncDecl {
	fn := call.Func
	if fn == nil || fn.Kind != ast.ObjFunc || fn.Decl == nil || call.Virtual || in.depth >= maxInlineDepth ||
		fn.DeviceView != nil { // which body runs is decided at run time
		return nil
	}
	d := fn.Decl
	if d.Body == nil || d.IsTemplate() || d.Receiver != "" && receiverParam(d) == nil && !d.Ctor && pointerReceiver(d) == nil || d.Virtual || d.Attrs.NoInline ||
		d.Attrs.Global || d.Attrs.Exec()&ast.ExecDevice == 0 || in.active[d] || len(d.Params) != len(call.Args) {
		return nil
	}
	return d
}

// byValue reports whether parameter p of d takes arg by value, unconverted.
func byValue(p *ast.Object, arg ast.Expr) bool {
	if _, ref := p.Type.(*types.Reference); ref || p.Qual&types.Volatile != 0 {
		return false
	}
	return types.Identical(p.Type, arg.Type())
}

// inlineCall returns what replaces call when its function only returns an
// expression, nil when the call stays.
func (in *inliner) inlineCall(call *ast.Call) ast.Expr {
	d := in.inlinable(call)
	if d == nil {
		return nil
	}
	if v := simpleConstruct(call, d); v != nil {
		return v
	}
	retX, locals, temps := returnedExpr(d), []*ast.VarDecl(nil), []*ast.Object(nil)
	if retX == nil {
		retX, locals, temps = localsThenReturn(d)
	}
	if retX == nil || !types.Identical(retX.Type(), call.T) {
		return nil
	}
	for i, p := range d.Params {
		if !byValue(p, call.Args[i]) {
			return nil
		}
	}
	params, args := d.Params, call.Args
	var self *ast.Unary // &obj for a member function's this
	var selfSubst map[*ast.Object]ast.Expr
	if recv := pointerReceiver(d); recv != nil {
		if self = plainAddress(call.Args[0]); self == nil {
			return nil
		}
		params, args = params[1:], args[1:]
		selfSubst = map[*ast.Object]ast.Expr{recv: self}
	}
	if cloneExpr(retX, selfSubst) == nil {
		return nil // something inlining does not copy: no temporaries made for nothing
	}
	body := []ast.Expr{retX}
	for _, l := range locals {
		body = append(body, l.Init)
	}
	pre, subst, ok := in.bind(params, args, nil, body...)
	if !ok {
		return nil
	}
	if self != nil {
		subst[d.Params[0]] = self // this->x is obj.x (cloneExpr)
	}
	for _, o := range temps {
		subst[o] = in.temps.fresh(o) // the callee's own temporaries, the caller's now
	}
	for i, l := range locals {
		// a local is an SSA value: bound to its initialiser as a
		// parameter to its argument (a temporary where that does not fit)
		init := cloneExpr(l.Init, subst)
		if init == nil {
			return nil
		}
		in.markLate(d, l.Init, init, subst)
		init = in.nested(d, func() ast.Expr { return in.expr(init) })
		rest := []ast.Expr{retX}
		for _, later := range locals[i+1:] {
			rest = append(rest, later.Init)
			if later.Obj == l.Obj {
				rest = rest[1:] // updated (localUpdate): later reads are of the new value
				break
			}
		}
		more, bound, ok := in.bind([]*ast.Object{l.Obj}, []ast.Expr{init}, nil, rest...)
		if !ok {
			return nil
		}
		pre = append(pre, more...)
		subst[l.Obj] = bound[l.Obj]
	}
	r := cloneExpr(retX, subst)
	if r == nil {
		return nil
	}
	in.markLate(d, retX, r, subst)
	r = in.nested(d, func() ast.Expr { return in.expr(r) })
	return in.comma(pre, r)
}

// inlinedLate reports whether nvcc inlines d after its loop passes: a
// function (not a member) whose parameters are all values, no pointer or
// reference among them. Its products are not yet in the caller when GVN
// carries a rotated loop's condition to the next iteration's body (probes
// fx_08, fz_01-13 on the H200: sq(x) + sq(y) < 4 or dot2(z) < 4 in a
// Mandelbrot loop's condition, or sqr(z) in its body, and the body squares
// z again, unshared; dot2r(const float2 &) and member functions share).
func inlinedLate(d *ast.FuncDecl) bool {
	if d.Receiver != "" || len(d.Params) == 0 || d.Obj == nil {
		return false
	}
	ft, ok := d.Obj.Type.(*types.Func)
	if !ok || len(ft.Params) != len(d.Params) {
		return false
	}
	for _, p := range ft.Params {
		switch p.Type.(type) {
		case *types.Pointer, *types.Reference:
			return false
		}
		if p.ConstRef { // const float2 &, checked as a value
			return false
		}
	}
	return true
}

// markLate records the products of clone, a copy of orig from d's body
// with subst's arguments for its parameters, that are d's own (not the
// arguments'), when d is inlined late.
func (in *inliner) markLate(d *ast.FuncDecl, orig, clone ast.Expr, subst map[*ast.Object]ast.Expr) {
	if !inlinedLate(d) {
		return
	}
	var walk func(o, c ast.Node)
	walk = func(o, c ast.Node) {
		if id, ok := o.(*ast.Ident); ok && id.Obj != nil && subst[id.Obj] != nil {
			return // an argument, computed in the caller
		}
		if b, ok := c.(*ast.Binary); ok && floatProduct(b) {
			b.InlinedLate = true
			in.c.inlinedLate = true
		}
		oc, cc := childNodes(o), childNodes(c)
		if len(oc) != len(cc) {
			return
		}
		for i := range oc {
			walk(oc[i], cc[i])
		}
	}
	walk(orig, clone)
}

// childNodes are n's children, in ast.Inspect's order.
func childNodes(n ast.Node) []ast.Node {
	var kids []ast.Node
	ast.Inspect(n, func(m ast.Node) bool {
		if m == n {
			return true
		}
		kids = append(kids, m)
		return false
	})
	return kids
}

// returnedExpr is the expression d's body only returns, nil when it does
// more. A const member function, whose object comes by value as its
// parameter (this) (const Vec3 operator-(const Vec3 &o) const { return
// Vec3(x - o.x, ...); }), starts by pointing this at that copy: its
// this->x is (this).x.
func returnedExpr(d *ast.FuncDecl) ast.Expr {
	if v := updatedCopy(d); v != nil {
		return v
	}
	list := d.Body.List
	if len(list) == 1 {
		if ret, ok := list[0].(*ast.Return); ok {
			return ret.X
		}
		return nil
	}
	if v := filledStruct(list); v != nil {
		return v
	}
	if len(list) != 2 {
		return nil
	}
	this := thisCopy(d, list[0])
	ret, isRet := list[1].(*ast.Return)
	if this == nil || !isRet || ret.X == nil {
		return nil
	}
	return cloneExpr(ret.X, this)
}

// localsThenReturn takes apart a body that declares scalar locals, each
// with an initialiser, and returns an expression of them (T d = a*a +
// b*b; return Complex(x / d, y / d);): the returned expression and the
// locals, in order, or nil when the body does more or a local is
// written, static or has its address taken. A const member function's
// leading `this = &(this)` is read as returnedExpr reads it.
func localsThenReturn(d *ast.FuncDecl) (ast.Expr, []*ast.VarDecl, []*ast.Object) {
	list := d.Body.List
	var temps []*ast.Object // the inliner's own, declared first when d inlined a helper
	if len(list) > 0 {
		if ds, ok := list[0].(*ast.DeclStmt); ok && len(ds.Types) == 0 && len(ds.Decls) > 0 &&
			!slices.ContainsFunc(ds.Decls, func(v *ast.VarDecl) bool { return !v.Temp || v.Init != nil || v.Obj == nil }) {
			for _, v := range ds.Decls {
				temps = append(temps, v.Obj)
			}
			list = list[1:]
		}
	}
	var this map[*ast.Object]ast.Expr
	if len(list) > 0 {
		if this = thisCopy(d, list[0]); this != nil {
			list = list[1:]
		}
	}
	if len(list) < 2 {
		return nil, nil, nil
	}
	ret, isRet := list[len(list)-1].(*ast.Return)
	if !isRet || ret.X == nil {
		return nil, nil, nil
	}
	var locals []*ast.VarDecl
	for _, st := range list[:len(list)-1] {
		if u := localUpdate(st, locals, d.Params); u != nil {
			if this != nil {
				if u.Init = cloneExpr(u.Init, this); u.Init == nil {
					return nil, nil, nil
				}
			}
			locals = append(locals, u)
			continue
		}
		decl, ok := st.(*ast.DeclStmt)
		if !ok || len(decl.Types) > 0 {
			return nil, nil, nil
		}
		for _, v := range decl.Decls {
			if v.Obj == nil || v.Init == nil || v.Obj.Static || v.Obj.Qual&types.Volatile != 0 || !types.IsArithmetic(v.Obj.Type) && !numberStruct(v.Obj.Type) {
				return nil, nil, nil
			}
			init := v.Init
			if this != nil {
				if init = cloneExpr(init, this); init == nil {
					return nil, nil, nil
				}
			}
			locals = append(locals, &ast.VarDecl{P: v.P, Name: v.Name, Obj: v.Obj, Init: init})
		}
	}
	retX := ret.X
	if this != nil {
		if retX = cloneExpr(retX, this); retX == nil {
			return nil, nil, nil
		}
	}
	written := assignedVars(&ast.ExprStmt{X: retX})
	for _, l := range locals {
		maps.Copy(written, assignedVars(&ast.ExprStmt{X: l.Init}))
	}
	for _, l := range locals {
		if written[l.Obj] {
			return nil, nil, nil
		}
	}
	return retX, locals, temps
}

// localUpdate reads st, when it is `v op= x` of a local v of locals with
// x of v's own arithmetic type, as a new value of v (v op x): in SSA form
// an updated local is one more value, computed as an expression would be
// (csqr's float re = z.x*z.x; re -= z.y*z.y; is z.x*z.x - z.y*z.y).
func localUpdate(st ast.Stmt, locals []*ast.VarDecl, params []*ast.Object) *ast.VarDecl {
	es, ok := st.(*ast.ExprStmt)
	if !ok {
		return nil
	}
	a, ok := es.X.(*ast.Assign)
	if !ok || a.Op != token.Assign && a.Op.BinaryOf() == token.Illegal {
		return nil
	}
	id, ok := ast.Unparen(a.X).(*ast.Ident)
	if !ok || id.Obj == nil || !slices.ContainsFunc(locals, func(l *ast.VarDecl) bool { return l.Obj == id.Obj }) &&
		!(slices.Contains(params, id.Obj) && types.IsArithmetic(id.Obj.Type)) {
		return nil
	}
	t := id.Obj.Type
	if !types.Identical(a.Y.Type(), t) {
		return nil
	}
	if a.Op == token.Assign {
		// a by-value parameter or a local given a new value: wangHash's
		// s = (s ^ 61u) ^ (s >> 16); s *= 9u; ...
		return &ast.VarDecl{P: a.P, Name: id.Name, Obj: id.Obj, Init: a.Y}
	}
	if a.OpType == nil || !types.Identical(a.OpType, t) {
		return nil
	}
	read := &ast.Ident{ExprBase: ast.ExprBase{P: id.P, T: t}, Name: id.Name, Obj: id.Obj}
	return &ast.VarDecl{P: a.P, Name: id.Name, Obj: id.Obj,
		Init: &ast.Binary{ExprBase: ast.ExprBase{P: a.P, T: t}, Op: a.Op.BinaryOf(), X: read, Y: a.Y}}
}

// thisCopy reads first as the statement a const member function d starts
// with, `this = &(this)` (its object comes by value as (this)), and
// returns what makes its this->x (this).x in a copy of its code
// (cloneExpr); nil when d is no such function or first no such statement.
func thisCopy(d *ast.FuncDecl, first ast.Stmt) map[*ast.Object]ast.Expr {
	recv := receiverParam(d)
	decl, ok := first.(*ast.DeclStmt)
	if recv == nil || !ok || len(decl.Decls) != 1 || decl.Decls[0].Name != "this" || decl.Decls[0].Obj == nil {
		return nil
	}
	init := decl.Decls[0].Init
	for {
		if c, isCast := init.(*ast.Cast); isCast && c.TypeName == nil {
			init = c.X
			continue
		}
		break
	}
	addr, isAddr := init.(*ast.Unary)
	if !isAddr || addr.Op != token.And {
		return nil
	}
	if id, isID := ast.Unparen(addr.X).(*ast.Ident); !isID || id.Obj != recv {
		return nil
	}
	self := &ast.Ident{ExprBase: ast.ExprBase{P: d.P, T: recv.Type, LV: true}, Name: recv.Name, Obj: recv}
	return map[*ast.Object]ast.Expr{decl.Decls[0].Obj: &ast.Unary{ExprBase: ast.ExprBase{P: d.P, T: types.NewPointer(recv.Type, 0)}, Op: token.And, X: self}}
}

// filledStruct returns, as the struct built in place, what a body that
// declares a struct, assigns each of its fields once in order and returns
// it computes (Vec3 r; r.x = a.x + b.x; r.y = ...; return r;); nil for any
// other body.
func filledStruct(list []ast.Stmt) ast.Expr {
	if len(list) < 3 {
		return nil
	}
	decl, ok := list[0].(*ast.DeclStmt)
	ret, isRet := list[len(list)-1].(*ast.Return)
	if !ok || !isRet || len(decl.Decls) != 1 || decl.Decls[0].Init != nil || decl.Decls[0].Obj == nil {
		return nil
	}
	r := decl.Decls[0].Obj
	if id, isID := ast.Unparen(ret.X).(*ast.Ident); !isID || id.Obj != r {
		return nil
	}
	st, isStruct := r.Type.(*types.Struct)
	fills := list[1 : len(list)-1]
	if !isStruct || len(fills) != len(st.Fields) {
		return nil
	}
	il := &ast.InitList{ExprBase: ast.ExprBase{P: ret.P, T: r.Type}}
	for i, s := range fills {
		es, isExpr := s.(*ast.ExprStmt)
		if !isExpr {
			return nil
		}
		a, isAssign := es.X.(*ast.Assign)
		if !isAssign || a.Op != token.Assign || reads(a.Y, r) {
			return nil
		}
		m, isMember := a.X.(*ast.Member)
		if !isMember || m.Arrow || m.Field != st.Fields[i] {
			return nil
		}
		if id, isID := ast.Unparen(m.X).(*ast.Ident); !isID || id.Obj != r {
			return nil
		}
		il.Elems = append(il.Elems, a.Y)
	}
	if structLiteral(il) == nil {
		return nil
	}
	return il
}

// receiverParam is the parameter (this) that a member function takes its
// object by value in (a const member function's), nil for any other.
func receiverParam(d *ast.FuncDecl) *ast.Object {
	if d.Receiver == "" || d.Ctor || len(d.Params) == 0 || d.Params[0].Name != "(this)" {
		return nil
	}
	if _, isStruct := d.Params[0].Type.(*types.Struct); !isStruct {
		return nil
	}
	return d.Params[0]
}

// pointerReceiver is the parameter this of a (non-const) member function,
// which takes its object's address, nil for any other function.
func pointerReceiver(d *ast.FuncDecl) *ast.Object {
	if d.Receiver == "" || d.Ctor || len(d.Params) == 0 || d.Params[0].Name != "this" {
		return nil
	}
	if p, ok := d.Params[0].Type.(*types.Pointer); ok {
		if _, isStruct := p.Elem.(*types.Struct); isStruct {
			return d.Params[0]
		}
	}
	return nil
}

// plainAddress returns x when it is &obj of an object read without effect
// (a variable, or a member of one), nil otherwise.
func plainAddress(x ast.Expr) *ast.Unary {
	u, ok := x.(*ast.Unary)
	if !ok || u.Op != token.And {
		return nil
	}
	obj := ast.Unparen(u.X)
	for {
		m, isMember := obj.(*ast.Member)
		if !isMember || m.Arrow {
			break
		}
		obj = ast.Unparen(m.X)
	}
	if id, isID := obj.(*ast.Ident); !isID || id.Obj == nil || id.Obj.Kind != ast.ObjVar && id.Obj.Kind != ast.ObjParam {
		return nil
	}
	return u
}

// maxBuiltFields bounds the structs the inliner builds in place and reads
// components of: vectors, and small structs of numbers (a 3x3 matrix).
const maxBuiltFields = 16

// structLiteral returns the braced list il ({x + o.x, y + o.y}, Vec3{...})
// as the struct built in place when it gives every field of a struct of
// numbers its value, in order and of the field's type; nil otherwise.
func structLiteral(il *ast.InitList) *ast.Construct {
	st, ok := il.T.(*types.Struct)
	if !ok || st.Union || len(st.Bits) > 0 || len(st.Fields) == 0 || len(st.Fields) > maxBuiltFields || len(il.Elems) != len(st.Fields) || il.Each {
		return nil
	}
	for i, f := range st.Fields {
		e := il.Elems[i]
		if f.Base || !types.IsArithmetic(f.Type) || !types.Identical(e.Type(), f.Type) {
			return nil
		}
		if _, nested := e.(*ast.InitList); nested {
			return nil
		}
	}
	return &ast.Construct{ExprBase: ast.ExprBase{P: il.P, T: il.T}, Args: append([]ast.Expr(nil), il.Elems...)}
}

// simpleConstruct returns call as the struct built in place when d is a
// constructor that only stores its parameters into the fields, the k-th
// into the k-th (Vec3(float a, float b, float c) : x(a), y(b), z(c) {}),
// nil otherwise: the inliner then reads a component of it as it reads
// make_float3's.
func simpleConstruct(call *ast.Call, d *ast.FuncDecl) ast.Expr {
	st, ok := call.T.(*types.Struct)
	if d.Ctor && ok && len(d.Params) == 0 && len(st.Fields) > 0 && len(st.Fields) <= 4 {
		return constantConstruct(call, d, st)
	}
	if !d.Ctor || !ok || len(st.Fields) == 0 || len(st.Fields) > 4 || len(d.Params) != len(st.Fields) {
		return nil
	}
	next := 0 // the field the next assignment must fill
	for _, s := range d.Body.List {
		switch s := s.(type) {
		case *ast.DeclStmt: // (self) and this = &(self)
		case *ast.Block:
			if len(s.List) > 0 {
				return nil
			}
		case *ast.Return:
		case *ast.ExprStmt:
			a, isAssign := s.X.(*ast.Assign)
			if !isAssign || a.Op != token.Assign || next >= len(st.Fields) {
				return nil
			}
			m, isMember := a.X.(*ast.Member)
			if c := a.Y.Base().Const; c != nil && isMember && next == 0 {
				// a default member initializer, stored before the
				// parameters overwrite every field
				continue
			}
			id, isID := a.Y.(*ast.Ident)
			if !isMember || !m.Arrow || m.Field != st.Fields[next] || !isID || id.Obj != d.Params[next] ||
				!types.Identical(st.Fields[next].Type, d.Params[next].Type) || !types.IsArithmetic(st.Fields[next].Type) {
				return nil
			}
			if this, isThis := m.X.(*ast.Ident); !isThis || this.Name != "this" {
				return nil
			}
			next++
		default:
			return nil
		}
	}
	if next != len(st.Fields) {
		return nil
	}
	for i, p := range d.Params {
		if !byValue(p, call.Args[i]) {
			return nil
		}
	}
	return &ast.Construct{ExprBase: ast.ExprBase{P: call.P, T: call.T}, Args: call.Args}
}

// constantConstruct is simpleConstruct for a constructor without
// parameters that stores a constant into each field in order (Vec3() :
// x(0), y(0), z(0) {}): the struct of those constants.
func constantConstruct(call *ast.Call, d *ast.FuncDecl, st *types.Struct) ast.Expr {
	var args []ast.Expr
	for _, s := range d.Body.List {
		switch s := s.(type) {
		case *ast.DeclStmt: // (self) and this = &(self)
		case *ast.Return:
		case *ast.Block:
			if len(s.List) > 0 {
				return nil
			}
		case *ast.ExprStmt:
			a, isAssign := s.X.(*ast.Assign)
			if !isAssign || a.Op != token.Assign || len(args) >= len(st.Fields) {
				return nil
			}
			m, isMember := a.X.(*ast.Member)
			k := len(args)
			if !isMember || !m.Arrow || m.Field != st.Fields[k] || a.Y.Base().Const == nil ||
				!types.Identical(a.Y.Type(), st.Fields[k].Type) || !types.IsArithmetic(st.Fields[k].Type) {
				return nil
			}
			if this, isThis := m.X.(*ast.Ident); !isThis || this.Name != "this" {
				return nil
			}
			v := cloneExpr(a.Y, nil)
			if v == nil {
				return nil
			}
			args = append(args, v)
		default:
			return nil
		}
	}
	if len(args) != len(st.Fields) {
		return nil
	}
	return &ast.Construct{ExprBase: ast.ExprBase{P: call.P, T: call.T}, Args: args}
}

// bind gives each parameter of params the expression that stands for it in
// body: its argument where that fits, else a temporary the argument is
// computed into first. pre are those computations, in the arguments'
// order, with the ones the arguments carry from calls inlined in them.
// Where a later argument may have an effect, every earlier argument but a
// constant is computed first too, so that it reads what it read before
// (the lab evaluates arguments from left to right).
func (in *inliner) bind(params []*ast.Object, args []ast.Expr, mustTemp func(ast.Expr) bool, body ...ast.Expr) (pre []ast.Expr, subst map[*ast.Object]ast.Expr, ok bool) {
	carried := make([][]ast.Expr, len(args))
	values := make([]ast.Expr, len(args))
	lastEffect := -1
	subst = map[*ast.Object]ast.Expr{}
	for i, a := range args {
		carried[i], values[i] = in.splitComma(a)
		if !allEffectFree(carried[i]) || !effectFree(values[i]) {
			lastEffect = i
		}
		subst[params[i]] = values[i]
	}
	uses, ok := countUses(subst, body...)
	if !ok {
		return nil, nil, false
	}
	for i, p := range params {
		pre = append(pre, carried[i]...)
		v := values[i]
		if i < lastEffect && v.Base().Const == nil || !fits(v, uses[p]) || mustTemp != nil && mustTemp(v) {
			if parts, built, ok := in.componentTemps(v, uses[p]); ok && !(mustTemp != nil && mustTemp(v)) {
				pre = append(pre, parts...)
				v = built
			} else {
				ref, set := in.temps.assign(v)
				pre = append(pre, set)
				v = ref()
			}
		}
		subst[p] = v
	}
	return pre, subst, true
}

// componentTemps binds a struct built in place whose members the body
// reads one by one (never whole) member by member: a member read more
// than once that is not trivial, or one that is not pure, is computed
// into a temporary of its own, in order, and the others stand as they
// are (Complex(b, 1 - a) read as o.re*o.re + o.im*o.im is b*b + t*t
// with t = 1 - a, so the b*b nvcc's value numbering shares with another
// b*b is one). ok is false when v is no such struct.
func (in *inliner) componentTemps(v ast.Expr, u *paramUses) (pre []ast.Expr, built ast.Expr, ok bool) {
	c, isBuilt := v.(*ast.Construct)
	if !isBuilt || u == nil || u.whole > 0 || len(c.Args) == 0 || len(u.comp) < len(c.Args) {
		return nil, nil, false
	}
	if st, isStruct := c.T.(*types.Struct); !isStruct || len(c.Args) != len(st.Fields) || len(st.Fields) > maxBuiltFields {
		return nil, nil, false
	}
	out := *c
	out.Args = make([]ast.Expr, len(c.Args))
	for k, x := range c.Args {
		if trivial(x) || pure(x) && u.comp[k] <= 1 {
			out.Args[k] = x
			continue
		}
		ref, set := in.temps.assign(x)
		pre = append(pre, set)
		out.Args[k] = ref()
	}
	return pre, &out, true
}

// comma returns (pre..., v), v when pre is empty; the inliner's own commas
// are marked so that splitComma takes them apart again.
func (in *inliner) comma(pre []ast.Expr, v ast.Expr) ast.Expr {
	for i := len(pre) - 1; i >= 0; i-- {
		b := &ast.Binary{ExprBase: ast.ExprBase{P: pre[i].Pos(), T: v.Type()}, Op: token.Comma, X: pre[i], Y: v}
		in.commas[b] = true
		v = b
	}
	return v
}

// splitComma returns the computations of temporaries that lead e (made by
// the inliner) and the value after them.
func (in *inliner) splitComma(e ast.Expr) (pre []ast.Expr, v ast.Expr) {
	v = ast.Unparen(e)
	for {
		b, ok := v.(*ast.Binary)
		if !ok || !in.commas[b] {
			return pre, v
		}
		pre = append(pre, b.X)
		v = ast.Unparen(b.Y)
	}
}

// allEffectFree reports whether the temporaries' values in pre are
// effectFree.
func allEffectFree(pre []ast.Expr) bool {
	for _, x := range pre {
		if a, isSet := x.(*ast.Assign); !isSet || !effectFree(a.Y) {
			return false
		}
	}
	return true
}

// effectFree reports whether evaluating e changes nothing but may read
// memory: no assignment, increment or call other than the pure builtins.
func effectFree(e ast.Expr) bool {
	free := true
	ast.Inspect(e, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.Assign, *ast.IncDec, *ast.Lambda, *ast.Launch:
			free = false
		case *ast.Call:
			if !pureCall(x) {
				free = false
			}
		}
		return free
	})
	return free
}

// nested runs f with d being inlined.
func (in *inliner) nested(d *ast.FuncDecl, f func() ast.Expr) ast.Expr {
	in.active[d] = true
	in.depth++
	out := f()
	in.depth--
	delete(in.active, d)
	return out
}

// inlineAssigns returns the block of assignments that replaces a statement
// calling a void function with a reference first parameter whose body only
// assigns to members of that parameter, nil when the call stays. The
// assignments go through the argument itself, as the function's did
// through the reference; an argument that reads the argument's variable is
// computed into a temporary first, as the function had copied it before
// the first assignment.
func (in *inliner) inlineAssigns(call *ast.Call) ast.Stmt {
	d := in.inlinable(call)
	if d == nil || len(d.Params) == 0 {
		return nil
	}
	// The object assigned to: the first parameter, a reference
	// (operator+=(float3 &a, float3 b)), or a member function's this.
	self := d.Params[0]
	var target ast.Expr // what stands for self in the body
	var root *ast.Ident // the register variable target is (part of)
	var elem types.Type
	viaThis := false
	var memBase *ast.Ident // the array or pointer of a target in memory (p[i])
	if ref, ok := self.Type.(*types.Reference); ok && ref.ElemQual&types.Volatile == 0 {
		root, elem, target = registerLvalue(call.Args[0]), ref.Elem, call.Args[0]
		if root == nil {
			memBase = memoryLvalue(call.Args[0])
			root = memBase
		}
	} else if pointerReceiver(d) != nil {
		if u := plainAddress(call.Args[0]); u != nil {
			root, elem, target = registerLvalue(u.X), self.Type.(*types.Pointer).Elem, u
			viaThis = true
		}
	}
	if root == nil || !types.Identical(call.Args[0].Type(), self.Type) && !types.Identical(call.Args[0].Type(), elem) {
		return nil
	}
	for i, p := range d.Params[1:] {
		if !byValue(p, call.Args[i+1]) {
			return nil
		}
	}
	list := d.Body.List
	if !types.IsVoid(call.T) {
		// float3 &operator+=(...) { ...; return a; } (return *this;)
		if len(list) == 0 || !returnsSelf(list[len(list)-1], self) {
			return nil
		}
		list = list[:len(list)-1]
	}
	var body []ast.Expr
	for _, s := range list {
		x, ok := s.(*ast.ExprStmt)
		if !ok {
			return nil
		}
		a, ok := x.X.(*ast.Assign)
		if !ok {
			return nil
		}
		m, ok := a.X.(*ast.Member)
		if !ok || m.Arrow != viaThis {
			return nil
		}
		if id, ok := m.X.(*ast.Ident); !ok || id.Obj != self {
			return nil
		}
		body = append(body, a)
	}
	for _, a := range body {
		as := a.(*ast.Assign)
		if as.X.(*ast.Member).Arrow {
			continue // this->x: cloned with this in place below
		}
		if cloneExpr(as.X, nil) == nil || cloneExpr(as.Y, nil) == nil {
			return nil
		}
	}
	readsTarget := func(v ast.Expr) bool { return readsPart(v, target) }
	if memBase != nil {
		// p[i] += q[i] * dt: the body's assignments go through p[i]
		// itself, and the arguments' values are read where the body
		// reads them (so that a product fuses with the sum, as nvcc's
		// inlining lets it), unless they read through p too
		readsTarget = func(v ast.Expr) bool { return reads(v, memBase.Obj) || !effectFree(v) }
	}
	pre, subst, ok := in.bind(d.Params[1:], call.Args[1:], readsTarget, body...)
	if !ok {
		return nil
	}
	subst[self] = target
	block := &ast.Block{P: call.P, Rbrace: call.P}
	for _, x := range pre {
		block.List = append(block.List, &ast.ExprStmt{X: x})
	}
	for _, a := range body {
		// the assignment itself is the function's; what it assigns is
		// copied like any expression (which may assign nothing)
		as := *a.(*ast.Assign)
		as.X, as.Y = cloneExpr(as.X, subst), cloneExpr(as.Y, subst)
		if as.X == nil || as.Y == nil {
			return nil
		}
		block.List = append(block.List, &ast.ExprStmt{X: &as})
	}
	in.nested(d, func() ast.Expr {
		in.stmts(block.List)
		return nil
	})
	in.changed = true
	return block
}

// paramUses counts how a parameter is read in a body: whole, or one
// component of a vector at a time.
type paramUses struct {
	whole int
	comp  [maxBuiltFields]int
}

// memoryLvalue returns the array or pointer variable x is an element of,
// or a member of an element of (p[i], p[i].pos), when the index has no
// effects and reads no memory: nil for anything else.
func memoryLvalue(x ast.Expr) *ast.Ident {
	x = ast.Unparen(x)
	for {
		m, ok := x.(*ast.Member)
		if !ok || m.Arrow {
			break
		}
		x = ast.Unparen(m.X)
	}
	ix, ok := x.(*ast.Index)
	if !ok || !effectFree(ix.Index) || readsMemory(ix.Index, true) {
		return nil
	}
	base, ok := ast.Unparen(ix.X).(*ast.Ident)
	if !ok || base.Obj == nil || (base.Obj.Kind != ast.ObjVar && base.Obj.Kind != ast.ObjParam) {
		return nil
	}
	return base
}

// registerLvalue returns the register variable x is or is a member of
// (p, s.pos), nil for any other x.
func registerLvalue(x ast.Expr) *ast.Ident {
	if id := memberRoot(x); id != nil && registerVar(id) {
		return id
	}
	return nil
}

// memberRoot returns the variable x names or is a member of, through
// '.' (s.pos.x is s), nil for anything else.
func memberRoot(x ast.Expr) *ast.Ident {
	id, _ := memberPath(x)
	return id
}

// memberPath is memberRoot with the fields x selects of it, the outermost
// last (s.pos.x: s, [x, pos]).
func memberPath(x ast.Expr) (*ast.Ident, []*types.Field) {
	var fs []*types.Field
	for {
		x = ast.Unparen(x)
		m, ok := x.(*ast.Member)
		if !ok || m.Arrow {
			break
		}
		fs = append(fs, m.Field)
		x = m.X
	}
	id, _ := x.(*ast.Ident)
	return id, fs
}

// readsPart reports whether e reads the register lvalue target (s.pos, or
// &s.pos) or any part of it or whole it is part of: s.vel does not
// overlap s.pos, s.pos.x and s do.
func readsPart(e ast.Expr, target ast.Expr) bool {
	if u, ok := target.(*ast.Unary); ok && u.Op == token.And {
		target = u.X
	}
	root, want := memberPath(target)
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n.(type) {
		case *ast.Member, *ast.Ident:
			id, fs := memberPath(n.(ast.Expr))
			if id == nil {
				return true // a member of something else: look inside
			}
			if root != nil && id.Obj == root.Obj {
				// fields run from the outermost in: compare from the root
				a, b := fs, want
				for len(a) > 0 && len(b) > 0 && a[len(a)-1] == b[len(b)-1] {
					a, b = a[:len(a)-1], b[:len(b)-1]
				}
				found = len(a) == 0 || len(b) == 0
			}
			return false
		}
		return true
	})
	return found
}

// returnsSelf reports whether s is return &a (a reference parameter's
// object) or return &*this.
func returnsSelf(s ast.Stmt, self *ast.Object) bool {
	ret, ok := s.(*ast.Return)
	if !ok || ret.X == nil {
		return false
	}
	x := ast.Unparen(ret.X)
	if u, ok := x.(*ast.Unary); ok && u.Op == token.And {
		x = ast.Unparen(u.X)
		if v, ok := x.(*ast.Unary); ok && v.Op == token.Mul {
			x = ast.Unparen(v.X)
		}
	}
	id, ok := x.(*ast.Ident)
	return ok && id.Obj == self
}

// countUses counts how body reads each parameter of subst; ok is false
// where it takes a parameter's address.
func countUses(subst map[*ast.Object]ast.Expr, body ...ast.Expr) (uses map[*ast.Object]*paramUses, ok bool) {
	uses = map[*ast.Object]*paramUses{}
	for p := range subst {
		uses[p] = &paramUses{}
	}
	ok = true
	for _, e := range body {
		ast.Inspect(e, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.Member:
				if id, isID := n.X.(*ast.Ident); isID && !n.Arrow {
					if u := uses[id.Obj]; u != nil {
						if v, isVec := subst[id.Obj].(*ast.Construct); isVec {
							if k := vectorIndex(v, n.Field); k >= 0 {
								u.comp[k]++
								return false
							}
						}
						u.whole++
						return false
					}
				}
			case *ast.Ident:
				if u := uses[n.Obj]; u != nil {
					u.whole++
				}
			case *ast.Unary:
				if n.Op == token.And {
					if id, isID := ast.Unparen(n.X).(*ast.Ident); isID && uses[id.Obj] != nil {
						ok = false // &param: the parameter's own storage
					}
				}
			}
			return true
		})
	}
	return uses, ok
}

// fits reports whether arg may stand for its parameter, read as u counts:
// it evaluates nothing more often and moves nothing that reads memory or
// has an effect (see inlineHelpers). An argument that does not fit is
// computed into a temporary first.
func fits(arg ast.Expr, u *paramUses) bool {
	if trivial(arg) {
		return true
	}
	n := u.whole
	for _, k := range u.comp {
		n += k
	}
	if u.whole == 1 && n == 1 && pure(arg) {
		return true
	}
	v, isVec := arg.(*ast.Construct)
	if !isVec || u.whole > 0 {
		return false
	}
	for k, x := range v.Args {
		// a component read twice must be trivial; one read once, or not
		// at all (dropped), pure
		if k >= len(u.comp) || u.comp[k] > 1 && !trivial(x) || !pure(x) {
			return false
		}
	}
	return true
}

// registerVar reports whether id names a local variable or parameter held
// by value: reading it reads no memory.
func registerVar(id *ast.Ident) bool {
	o := id.Obj
	if o == nil || (o.Kind != ast.ObjVar && o.Kind != ast.ObjParam) || o.Space != ast.SpaceAuto || o.Qual&types.Volatile != 0 {
		return false
	}
	switch o.Type.(type) {
	case *types.Reference, *types.Array:
		return false
	}
	return true
}

// trivial reports whether e costs nothing to evaluate again: a constant, a
// register variable, or a member of one.
func trivial(e ast.Expr) bool {
	if e.Base().Const != nil {
		return true
	}
	switch x := e.(type) {
	case *ast.IntLit, *ast.FloatLit, *ast.BoolLit:
		return true
	case *ast.Ident:
		return registerVar(x)
	case *ast.Paren:
		return trivial(x.X)
	case *ast.Member:
		return !x.Arrow && trivial(x.X)
	case *ast.Cast:
		return x.Conv == ast.ConvNone && trivial(x.X)
	case *ast.Unary:
		// -v: one SSA value in nvcc's code however often it is read
		// (conj()'s -im in both halves of a complex product)
		return x.Op == token.Sub && trivial(x.X)
	}
	return false
}

// pure reports whether e computes from register values alone: no memory
// read, no effect, no trap, so that evaluating it later changes nothing.
func pure(e ast.Expr) bool {
	if trivial(e) {
		return true
	}
	switch x := e.(type) {
	case *ast.Paren:
		return pure(x.X)
	case *ast.Member:
		return !x.Arrow && pure(x.X)
	case *ast.Cast:
		return pure(x.X)
	case *ast.Unary:
		return (x.Op == token.Add || x.Op == token.Sub || x.Op == token.Not || x.Op == token.Tilde) && pure(x.X)
	case *ast.Binary:
		if x.Op == token.Comma || (x.Op == token.Quo || x.Op == token.Rem) && !types.IsFloat(x.T) {
			return false // an integer division may trap
		}
		return pure(x.X) && pure(x.Y)
	case *ast.Cond:
		return pure(x.Cond) && pure(x.Then) && pure(x.Else)
	case *ast.Construct:
		for _, a := range x.Args {
			if !pure(a) {
				return false
			}
		}
		return true
	case *ast.Call:
		if !pureCall(x) {
			return false
		}
		for _, a := range x.Args {
			if !pure(a) {
				return false
			}
		}
		return true
	}
	return false
}

// pureBuiltins are the built-in functions that only compute from their
// arguments.
var pureBuiltins = map[string]bool{}

// pureCall reports whether c calls one of pureBuiltins or a conversion
// intrinsic (__float2int_rn, __uint2float_rz, __double2float_rd ...).
func pureCall(c *ast.Call) bool {
	return c.Func != nil && c.Func.Kind == ast.ObjBuiltinFunc && (pureBuiltins[c.Func.Name] || conversionIntrinsic(c.Func.Name))
}

// conversionIntrinsic reports whether name is one of CUDA's rounding
// conversions, __from2to_r[nzdu].
func conversionIntrinsic(name string) bool {
	rest, ok := strings.CutPrefix(name, "__")
	if !ok || len(rest) < 6 || rest[len(rest)-3:len(rest)-1] != "_r" || !strings.ContainsRune("nzdu", rune(rest[len(rest)-1])) {
		return false
	}
	from, to, ok := strings.Cut(rest[:len(rest)-3], "2")
	return ok && from != "" && to != ""
}

func init() {
	for _, n := range []string{"sqrt", "rsqrt", "cbrt", "fmin", "fmax", "floor", "ceil", "trunc", "round", "rint",
		"fabs", "fmod", "exp", "exp2", "exp10", "expm1", "log", "log2", "log10", "log1p", "sin", "cos", "tan",
		"asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh", "pow", "hypot", "copysign", "fdim", "erf", "erfc"} {
		pureBuiltins[n], pureBuiltins[n+"f"] = true, true
	}
	for _, n := range []string{"min", "max", "abs", "fmaf", "fma", "__expf", "__logf", "__sinf", "__cosf", "__powf",
		"__fdividef", "__saturatef", "__fmul_rn", "__fadd_rn", "__fsub_rn", "__fmaf_rn", "__frcp_rn", "__fsqrt_rn",
		"__dmul_rn", "__dadd_rn", "__dsub_rn", "__fma_rn", "__float_as_int", "__int_as_float", "__float_as_uint",
		"__uint_as_float"} {
		pureBuiltins[n] = true
	}
}

// reads reports whether n (an expression or a statement) names the
// object o.
func reads(n ast.Node, o *ast.Object) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Obj == o {
			found = true
		}
		return !found
	})
	return found
}

// byReference reports whether call passes an argument by reference: a
// parameter in its place would become the caller's variable.
func byReference(call *ast.Call) bool {
	if call.Sig == nil {
		return true
	}
	for _, p := range call.Sig.Params {
		if _, ref := p.Type.(*types.Reference); ref {
			return true
		}
	}
	return false
}

// cloneExpr copies e with subst's arguments (copied too) for the
// parameters it names; nil when e holds something inlining does not copy
// (a dereference, an assignment, which could write an argument the
// function had copied, a lambda, ...).
// cloneElement copies the lvalue an assignment's reference parameter was
// bound to when it is an element of an array in memory, or a member of
// one (memoryLvalue): p[i] or p[i].pos, the index effect-free. Nil for
// anything else: cloneExpr copies no loads, which a function reads once.
func cloneElement(e ast.Expr) ast.Expr {
	switch x := e.(type) {
	case *ast.Paren:
		if y := cloneElement(x.X); y != nil {
			return y
		}
	case *ast.Member:
		if y := cloneElement(x.X); y != nil && !x.Arrow {
			m := *x
			m.X = y
			return &m
		}
	case *ast.Index:
		base, index := cloneExpr(x.X, nil), cloneExpr(x.Index, nil)
		if _, ok := x.X.(*ast.Ident); ok && base != nil && index != nil {
			y := *x
			y.X, y.Index = base, index
			return &y
		}
	}
	return nil
}

func cloneExpr(e ast.Expr, subst map[*ast.Object]ast.Expr) ast.Expr {
	ok := true
	var cl func(e ast.Expr) ast.Expr
	cloneAll := func(xs []ast.Expr) []ast.Expr {
		ys := make([]ast.Expr, len(xs))
		for i, x := range xs {
			ys[i] = cl(x)
		}
		return ys
	}
	cl = func(e ast.Expr) ast.Expr {
		if !ok || e == nil {
			return e
		}
		switch x := e.(type) {
		case *ast.IntLit:
			y := *x
			return &y
		case *ast.FloatLit:
			y := *x
			return &y
		case *ast.BoolLit:
			y := *x
			return &y
		case *ast.Ident:
			if a, isParam := subst[x.Obj]; isParam {
				c := cloneExpr(a, nil)
				if _, isRef := x.Obj.Type.(*types.Reference); c == nil && isRef {
					c = cloneElement(a) // a reference bound to p[i] (inlineAssigns)
				}
				if c == nil {
					ok = false
					return e
				}
				return c
			}
			y := *x
			return &y
		case *ast.Paren:
			y := *x
			y.X = cl(x.X)
			return &y
		case *ast.Unary:
			if x.Op == token.Mul || x.Op == token.And {
				ok = false
				return e
			}
			y := *x
			y.X = cl(x.X)
			return &y
		case *ast.Binary:
			y := *x
			y.X, y.Y = cl(x.X), cl(x.Y)
			y.Fuse = ast.FuseUnknown
			return &y
		case *ast.Cond:
			y := *x
			y.Cond, y.Then, y.Else = cl(x.Cond), cl(x.Then), cl(x.Else)
			return &y
		case *ast.Assign:
			// the inliner's temporaries, set in a comma: (t = a, t*t)
			if id, isID := ast.Unparen(x.X).(*ast.Ident); x.Op != token.Assign || !isID || !strings.HasPrefix(id.Name, inlineTempPrefix) {
				ok = false
				return e
			}
			y := *x
			y.X, y.Y = cl(x.X), cl(x.Y)
			return &y
		case *ast.Cast:
			y := *x
			y.X = cl(x.X)
			return &y
		case *ast.Member:
			if id, isID := x.X.(*ast.Ident); isID && x.Arrow {
				// this->x where this points at the object: (object).x
				if a, isAddr := subst[id.Obj].(*ast.Unary); isAddr && a.Op == token.And {
					y := *x
					y.Arrow, y.X = false, cl(a.X)
					return &y
				}
			}
			if x.Arrow {
				ok = false
				return e
			}
			y := *x
			y.X = cl(x.X)
			return &y
		case *ast.Construct:
			y := *x
			y.Args = cloneAll(x.Args)
			return &y
		case *ast.InitList:
			// return {a.x + b.x, a.y + b.y}: the struct built in place
			if v := structLiteral(x); v != nil {
				v.Args = cloneAll(v.Args)
				return v
			}
		case *ast.Call:
			if m := unroundedProduct(x); m != nil {
				// the callee's own decision, made without its callers'
				// values: the caller decides again (lerp2 of lerp2s)
				return cl(m)
			}
			if x.Func == nil || x.Virtual || x.Func.Kind == ast.ObjBuiltinFunc && !pureCall(x) || byReference(x) {
				ok = false
				return e
			}
			y := *x
			y.Args = cloneAll(x.Args)
			return &y
		}
		ok = false
		return e
	}
	r := cl(e)
	if !ok {
		return nil
	}
	return r
}

// numberStruct reports whether t is a struct of numbers (a float4, a
// user's vec3): a value, which a local of it holds as its fields.
func numberStruct(t types.Type) bool {
	st, ok := t.(*types.Struct)
	if !ok || st.Union || len(st.Bits) > 0 || len(st.Fields) == 0 || !st.Complete {
		return false
	}
	for _, f := range st.Fields {
		if _, basic := f.Type.(*types.Basic); f.Base || !basic || !types.IsArithmetic(f.Type) {
			return false
		}
	}
	return true
}
