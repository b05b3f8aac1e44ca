package check

import (
	"fmt"
	"reflect"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Destructors. The parser lowers `~T() { body }` to the member function
// T::~T (parser/destructor.go); here, once a function's body is checked,
// the calls C++ makes implicitly are written into it:
//
//   - a local object of type T (and a T parameter taken by value) is
//     destroyed where its block ends, in reverse order of construction;
//   - return, break and continue first destroy the objects of the blocks
//     they leave, innermost first; `return x;` computes its value into a
//     hidden local before that, and `return obj;` of a local object hands
//     the object itself to the caller without destroying it, as gcc's and
//     nvcc's named return value optimisation do;
//   - the parts of C++ that would need destructors run at other moments
//     (temporaries at the end of a full expression, arrays, static storage,
//     goto out of a block, objects declared directly in a case clause) are
//     reported as unsupported rather than run differently.

// lifetimeFrame is one block's objects with destructors, in construction
// order, or the boundary of a loop or switch (for break and continue).
type lifetimeFrame struct {
	objs       []*ast.Object
	loop, swtc bool
}

// lifetimes writes the destructor calls into fd's checked body.
type lifetimes struct {
	c      *checker
	frames []*lifetimeFrame
	// nrvo is the local object every return statement returns, which is
	// the caller's object rather than a copy (nil when they differ).
	nrvo *ast.Object
	// results are the values of return statements moved into hidden
	// locals by leave: they are the caller's objects, not temporaries.
	results map[ast.Expr]bool
	// inPlace are the expressions that construct an object in place
	// (inPlaceExprs), before the rewriting
	inPlace map[ast.Expr]bool
	fn      *ast.FuncDecl
	// settled are the hidden locals of materialized temporaries that a
	// statement destroys after it, or that new keeps (hoistTemporaries)
	settled map[*ast.Object]bool
}

// destructorOf returns the destructor of t, or nil when t has none.
func (c *checker) destructorOf(t types.Type) *ast.Object {
	s, ok := t.(*types.Struct)
	if !ok || s.Name == "" || !c.hasDestructors {
		return nil
	}
	// An instance of a struct template is one name, Buf<float>, in its
	// destructor's name too (parser/structtmpl.go).
	if set := c.overloads[s.Name+"::~"+s.Name]; len(set) > 0 {
		return set[0]
	}
	return nil
}

// needsDestruction reports whether ending an object of type t runs code:
// its own destructor or one of its members'.
func (c *checker) needsDestruction(t types.Type) bool {
	s, ok := t.(*types.Struct)
	if !ok || !c.hasDestructors || !s.Complete || s.Vec != nil {
		return false
	}
	if v, ok := c.destructs[s]; ok {
		return v
	}
	c.destructs[s] = false // a struct cannot contain itself; this ends the recursion
	v := c.destructorOf(s) != nil
	for _, f := range s.Fields {
		if c.needsDestruction(elemType(f.Type)) {
			v = true
		}
	}
	c.destructs[s] = v
	return v
}

// onlyFreesMemory reports whether destroying a t, which needs
// destruction, only gives memory back, so that an object the lab does not
// destroy (a global, an array's element) leaves nothing a program sees
// undone: the lab's std::function (parser/functionobject.go), and a
// struct without a destructor of its own whose members are such.
func (c *checker) onlyFreesMemory(t types.Type) bool {
	s, ok := t.(*types.Struct)
	if !ok {
		return true
	}
	if strings.HasPrefix(s.Name, "function<") && len(s.Fields) > 0 && s.Fields[0].Name == "obj" {
		return true
	}
	if c.destructorOf(s) != nil {
		return false
	}
	for _, f := range s.Fields {
		if ft := elemType(f.Type); c.needsDestruction(ft) && !c.onlyFreesMemory(ft) {
			return false
		}
	}
	return true
}

// elemType is t, or the innermost element type of an array.
func elemType(t types.Type) types.Type {
	for {
		a, ok := t.(*types.Array)
		if !ok {
			return t
		}
		t = a.Elem
	}
}

// addDestructorCalls is called after fd's body is checked, with its
// parameters and the function still current.
func (c *checker) addDestructorCalls(fd *ast.FuncDecl) {
	if fd.Body == nil {
		return
	}
	nrvo := returnedObject(fd.Body)
	c.copyReturns(fd.Body, nrvo)
	if !c.hasDestructors {
		return
	}
	l := &lifetimes{c: c, nrvo: nrvo, results: map[ast.Expr]bool{}, fn: fd}
	params := &lifetimeFrame{}
	ft, _ := fd.Obj.Type.(*types.Func)
	for i, o := range fd.Params {
		if ft != nil && i < len(ft.Params) && ft.Params[i].ConstRef {
			continue // the caller's object, passed as a copy (types.Param)
		}
		if l.destructible(o) {
			params.objs = append(params.objs, o)
		}
	}
	l.frames = append(l.frames, params)
	l.inPlace = l.inPlaceExprs(fd, map[ast.Expr]bool{})
	body := &lifetimeFrame{}
	l.frames = append(l.frames, body)
	fd.Body.List = l.stmts(fd.Body.List, body)
	if !endsFlow(fd.Body.List) {
		fd.Body.List = append(fd.Body.List, l.destroy(fd.Body.Rbrace, body.objs)...)
		fd.Body.List = append(fd.Body.List, l.destroy(fd.Body.Rbrace, params.objs)...)
	}
	l.temporaries(fd)
}

// staticLifetime refuses a file-scope object with a destructor: C++ runs
// it after main returns, which the lab does not.
func (c *checker) staticLifetime(v *ast.VarDecl) {
	o := v.Obj
	if o == nil || o.Extern {
		return
	}
	if t := elemType(o.Type); c.needsDestruction(t) && !c.onlyFreesMemory(t) {
		c.unsupported(o.Pos, "'%s' has a destructor and static storage; the lab runs destructors of local objects only", o.Name)
	}
}

// destructible reports whether o is an object whose lifetime ends with its
// block and whose type has a destructor.
func (l *lifetimes) destructible(o *ast.Object) bool {
	if o == nil || (o.Kind != ast.ObjVar && o.Kind != ast.ObjParam) || l.c.refVars[o] {
		return false
	}
	if strings.HasPrefix(o.Name, "(") && !strings.HasPrefix(o.Name, "(bind@") {
		// hidden locals: the constructor's object, a const member
		// function's copy; a structured binding's copy is a real object
		return false
	}
	t := elemType(o.Type)
	if s, ok := t.(*types.Struct); ok && len(s.Fields) > 0 && (strings.HasPrefix(s.Name, "unique_ptr<") || strings.HasPrefix(s.Name, "shared_ptr<") || strings.HasPrefix(s.Name, "vector<")) {
		// the lab's unique_ptr, shared_ptr and vector free what they hold
		// without destroying it (parser/uniqueptr.go, parser/containers.go)
		kind, _, _ := strings.Cut(s.Name, "<")
		p, ok := s.Fields[0].Type.(*types.Pointer)
		if ok && l.c.needsDestruction(p.Elem) && !strings.HasPrefix(l.fn.Receiver, kind+"<") {
			l.c.unsupported(o.Pos, "a %s of %s, which has a destructor, is not supported yet", kind, typeName(p.Elem))
		}
	}
	if !l.c.needsDestruction(t) {
		return false
	}
	if (t != o.Type || o.Global || o.Static || o.Extern || o.Space != ast.SpaceAuto) && l.c.onlyFreesMemory(t) {
		return false // left undestroyed: nothing but memory stays held
	}
	switch {
	case t != o.Type:
		l.c.unsupported(o.Pos, "arrays of objects with a destructor (%s) are not supported yet", typeName(t))
		return false
	case o.Global || o.Static || o.Extern || o.Space != ast.SpaceAuto:
		l.c.unsupported(o.Pos, "'%s' has a destructor and static storage; the lab runs destructors of local objects only", o.Name)
		return false
	}
	return true
}

// stmts rewrites a block's statements, collecting its objects in f.
func (l *lifetimes) stmts(list []ast.Stmt, f *lifetimeFrame) []ast.Stmt {
	out := list[:0:0]
	for _, s := range list {
		var after []ast.Stmt
		if d, ok := s.(*ast.DeclStmt); ok {
			var before []ast.Stmt
			before, after = l.declTemporaries(d)
			out = append(out, before...)
		}
		out = append(out, l.stmt(s))
		out = append(out, after...)
		if d, ok := s.(*ast.DeclStmt); ok {
			for _, v := range d.Decls {
				if l.destructible(v.Obj) {
					f.objs = append(f.objs, v.Obj)
				}
			}
		}
	}
	return out
}

func (l *lifetimes) stmt(s ast.Stmt) ast.Stmt {
	switch s := s.(type) {
	case *ast.Block:
		f := l.push(&lifetimeFrame{})
		s.List = l.stmts(s.List, f)
		if !endsFlow(s.List) {
			s.List = append(s.List, l.destroy(s.Rbrace, f.objs)...)
		}
		l.pop()
	case *ast.If:
		s.Then = l.scoped(s.Then)
		s.Else = l.scoped(s.Else)
	case *ast.For:
		init := l.push(&lifetimeFrame{})
		if s.Init != nil {
			s.Init = l.stmt(s.Init)
			if d, ok := s.Init.(*ast.DeclStmt); ok {
				for _, v := range d.Decls {
					if l.destructible(v.Obj) {
						init.objs = append(init.objs, v.Obj)
					}
				}
			}
		}
		l.push(&lifetimeFrame{loop: true})
		s.Body = l.scoped(s.Body)
		l.pop()
		l.pop()
		if len(init.objs) > 0 {
			// The loop's own objects end after it: declare them in a
			// block around the loop, where the calls can follow it.
			list := []ast.Stmt{s.Init, s}
			s.Init = nil
			list = append(list, l.destroy(s.P, init.objs)...)
			return &ast.Block{P: s.P, List: list, Rbrace: s.P}
		}
	case *ast.While:
		l.push(&lifetimeFrame{loop: true})
		s.Body = l.scoped(s.Body)
		l.pop()
	case *ast.DoWhile:
		l.push(&lifetimeFrame{loop: true})
		s.Body = l.scoped(s.Body)
		l.pop()
	case *ast.Switch:
		l.push(&lifetimeFrame{swtc: true})
		for _, cl := range s.Clauses {
			direct := &lifetimeFrame{}
			cl.Body = l.stmts(cl.Body, direct)
			for _, o := range direct.objs {
				l.c.unsupported(o.Pos, "'%s' has a destructor: declare it inside braces { } in its case", o.Name)
			}
		}
		l.pop()
	case *ast.Labeled:
		s.Stmt = l.stmt(s.Stmt)
	case *ast.ExprStmt:
		return l.statementTemporaries(s)
	case *ast.Return:
		return l.leave(s, s.P, len(l.frames), s)
	case *ast.Break:
		return l.leave(s, s.P, l.boundary(false), nil)
	case *ast.Continue:
		return l.leave(s, s.P, l.boundary(true), nil)
	case *ast.Goto:
		for _, f := range l.frames {
			if len(f.objs) > 0 {
				l.c.unsupported(s.P, "goto in a block with objects that have destructors (%s) is not supported yet", f.objs[0].Name)
				break
			}
		}
	}
	return s
}

// scoped rewrites the body of an if or a loop, a block of its own.
func (l *lifetimes) scoped(s ast.Stmt) ast.Stmt {
	if s == nil {
		return nil
	}
	if _, ok := s.(*ast.Block); ok {
		return l.stmt(s)
	}
	f := l.push(&lifetimeFrame{})
	r := l.stmts([]ast.Stmt{s}, f)[0]
	l.pop()
	if len(f.objs) > 0 {
		return &ast.Block{P: s.Pos(), List: append([]ast.Stmt{r}, l.destroy(s.Pos(), f.objs)...), Rbrace: s.Pos()}
	}
	return r
}

func (l *lifetimes) push(f *lifetimeFrame) *lifetimeFrame {
	l.frames = append(l.frames, f)
	return f
}

func (l *lifetimes) pop() { l.frames = l.frames[:len(l.frames)-1] }

// boundary is the index of the first frame that break (continue: true)
// leaves.
func (l *lifetimes) boundary(cont bool) int {
	for i := len(l.frames) - 1; i >= 0; i-- {
		f := l.frames[i]
		if f.loop || f.swtc && !cont {
			return i + 1
		}
	}
	return len(l.frames)
}

// leave puts the destruction of the objects of frames[from:] (innermost
// first) before s, a jump out of them. For a return with a value, the
// value is computed first.
func (l *lifetimes) leave(s ast.Stmt, pos diag.Pos, depth int, ret *ast.Return) ast.Stmt {
	from := 0
	if ret == nil {
		from = depth
	}
	var kept *ast.Object // the object a return hands to its caller
	if ret != nil {
		kept = l.nrvo
	}
	var calls []ast.Stmt
	for i := len(l.frames) - 1; i >= from; i-- {
		var objs []*ast.Object
		for _, o := range l.frames[i].objs {
			if o != kept {
				objs = append(objs, o)
			}
		}
		calls = append(calls, l.destroy(pos, objs)...)
	}
	if len(calls) == 0 {
		return s
	}
	block := &ast.Block{P: pos, Rbrace: pos}
	if ret != nil && ret.X != nil {
		t := ret.X.Type()
		if types.IsVoid(t) {
			block.List = append(block.List, &ast.ExprStmt{X: ret.X})
			ret.X = nil
		} else if ret.X.Base().Const == nil {
			// return f(obj): the value first, then the objects go
			name := fmt.Sprintf("(tmp%d)", len(l.c.temps))
			o := l.c.newObject(&ast.Object{Name: name, Kind: ast.ObjVar, Type: t, Pos: pos, Space: ast.SpaceAuto})
			l.c.temps = append(l.c.temps, &ast.VarDecl{P: pos, Name: name, Obj: o})
			ref := func() *ast.Ident {
				return &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: t, LV: true}, Name: name, Obj: o}
			}
			l.results[ret.X] = true
			block.List = append(block.List, &ast.ExprStmt{X: &ast.Assign{ExprBase: ast.ExprBase{P: pos, T: t}, Op: token.Assign, X: ref(), Y: ret.X}})
			ret.X = ref()
		}
	}
	block.List = append(block.List, calls...)
	block.List = append(block.List, s)
	return block
}

// returnedObject is the object that every return statement of a body
// names, or nil: gcc and nvcc construct such an object in the caller's
// result (the named return value optimisation) and do not destroy it.
func returnedObject(body *ast.Block) *ast.Object {
	var obj *ast.Object
	same := true
	ast.Inspect(body, func(n ast.Node) bool {
		r, ok := n.(*ast.Return)
		if !ok || !same {
			return same
		}
		id, ok := ast.Unparen(r.X).(*ast.Ident)
		switch {
		case !ok || id.Obj == nil || id.Obj.Kind != ast.ObjVar || moved(r.X):
			// return std::move(obj) moves obj into the result: no NRVO
			same = false
		case obj == nil:
			obj = id.Obj
		case obj != id.Obj:
			same = false
		}
		return true
	})
	if !same {
		return nil
	}
	return obj
}

// copyReturns makes `return x;` of an lvalue call the copy constructor of
// x's type, as C++ does unless x is the function's named return value.
func (c *checker) copyReturns(body *ast.Block, nrvo *ast.Object) {
	ast.Inspect(body, func(n ast.Node) bool {
		r, ok := n.(*ast.Return)
		if !ok || r.X == nil {
			return true
		}
		if id, ok := ast.Unparen(r.X).(*ast.Ident); ok && id.Obj == nrvo && nrvo != nil && !moved(r.X) {
			return true
		}
		if _, ok := r.X.Type().(*types.Struct); ok {
			r.X = c.copyConstruct(r.X)
		}
		return true
	})
}

// destroy ends objs, last constructed first.
func (l *lifetimes) destroy(pos diag.Pos, objs []*ast.Object) []ast.Stmt {
	var out []ast.Stmt
	for i := len(objs) - 1; i >= 0; i-- {
		o := objs[i]
		x := &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: o.Type, LV: true}, Name: o.Name, Obj: o}
		out = l.end(out, pos, x)
	}
	return out
}

// end appends the calls that end the object x: its destructor's body
// first, then its members', last declared first (C++'s order).
func (l *lifetimes) end(out []ast.Stmt, pos diag.Pos, x ast.Expr) []ast.Stmt {
	s, ok := x.Type().(*types.Struct)
	if !ok || !l.c.needsDestruction(s) {
		return out
	}
	if d := l.c.destructorOf(s); d != nil {
		this := &ast.Unary{ExprBase: ast.ExprBase{P: pos, T: types.NewPointer(s, 0)}, Op: token.And, X: x}
		out = append(out, &ast.ExprStmt{X: l.c.callUser(pos, d, []ast.Expr{this})})
	}
	for i := len(s.Fields) - 1; i >= 0; i-- {
		f := s.Fields[i]
		if !l.c.needsDestruction(elemType(f.Type)) {
			continue
		}
		if f.Type != elemType(f.Type) || s.Union {
			l.c.unsupported(pos, "member '%s' of %s needs a destructor; arrays and unions of such members are not supported yet", f.Name, typeName(s))
			continue
		}
		m := &ast.Member{ExprBase: ast.ExprBase{P: pos, T: f.Type, LV: true}, X: x, Name: f.Name, NamePos: pos, Field: f}
		out = l.end(out, pos, m)
	}
	return out
}

// typeName is a struct's name as the program writes it.
func typeName(t types.Type) string {
	if s, ok := t.(*types.Struct); ok && s.Name != "" {
		return s.Name
	}
	return t.String()
}

// endsFlow reports whether a statement list ends in a jump, after which
// destructor calls would never run.
func endsFlow(list []ast.Stmt) bool {
	if len(list) == 0 {
		return false
	}
	switch s := list[len(list)-1].(type) {
	case *ast.Return, *ast.Break, *ast.Continue, *ast.Goto:
		return true
	case *ast.Block:
		return endsFlow(s.List)
	}
	return false
}

// temporaries reports objects with destructors made as temporaries: C++
// destroys them at the end of their full expression, which the lab does
// not do yet. Initialising a variable, a parameter or the result with one
// makes no temporary (the object is constructed in place).
func (l *lifetimes) temporaries(fd *ast.FuncDecl) {
	inPlace := l.inPlaceExprs(fd, l.results)
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		// the value new T(x) copies to the heap is the new object (a
		// return's too, which hoistTemporaries does not see)
		if call, ok := n.(*ast.Call); ok && newsObject(call) {
			for _, a := range call.Args {
				for u := unwrapBound(a); u != a; u = unwrapBound(a) {
					a = u
				}
				if b, ok := a.(*ast.Binary); ok {
					if o, _ := materialized(b); o != nil {
						if l.settled == nil {
							l.settled = map[*ast.Object]bool{}
						}
						l.settled[o] = true
					}
				}
			}
		}
		return true
	})
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		x, ok := n.(ast.Expr)
		if !ok || inPlace[x] {
			return true
		}
		switch x := x.(type) {
		case *ast.Construct, *ast.Call:
			if l.c.needsDestruction(x.Type()) {
				l.unsupportedTemporary(x)
			}
		case *ast.Binary:
			// a temporary a member function or a reference takes
			// (checker.materialize) that no statement destroys after it
			if o, store := materialized(x); o != nil && !l.settled[o] && l.c.needsDestruction(o.Type) {
				l.unsupportedTemporary(store.Y)
			}
		}
		return true
	})
}

func (l *lifetimes) unsupportedTemporary(x ast.Expr) {
	l.c.unsupported(x.Pos(), "this makes a temporary %s, whose destructor C++ runs at the end of the expression; the lab does so for expression statements and declarations, not yet here (a temporary that ?:, && or || may skip, or one in a condition or a return): store it in a named variable", typeName(x.Type()))
}

// inPlaceExprs are the expressions of fd's body that construct an object
// in place rather than make a temporary: a variable's or a parameter's
// initialiser, a returned value, an element of a braced list; inPlace
// holds those known already (the returned values moved to hidden locals).
func (l *lifetimes) inPlaceExprs(fd *ast.FuncDecl, inPlace map[ast.Expr]bool) map[ast.Expr]bool {
	body := fd.Body
	if fd.Ctor {
		// the member initialisers, which the parser put before the body
		// (parser/methods.go), construct their members in place
		for _, st := range body.List {
			if es, ok := st.(*ast.ExprStmt); ok {
				if a, ok := es.X.(*ast.Assign); ok {
					inPlace[a.Y] = true
				}
			}
		}
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.VarDecl:
			inPlace[n.Init] = true
		case *ast.DeclStmt:
			for _, v := range n.Decls {
				inPlace[v.Init] = true
			}
		case *ast.Return:
			inPlace[n.X] = true
		case *ast.Call:
			for i, a := range n.Args {
				// a const member function's object is a copy of the
				// caller's (see methods.go), not constructed in place
				inPlace[a] = i > 0 || n.Func == nil || n.Func.Decl == nil || !n.Func.Decl.ConstMethod
			}
		case *ast.InitList:
			for _, a := range n.Elems {
				inPlace[a] = true
			}
		case *ast.Construct:
			for _, a := range n.Args {
				inPlace[a] = true
			}
		case *ast.Assign:
			// a hidden local built from a temporary (materialize) is the
			// object itself: `new T(args)` of a polymorphic T
			if id, ok := n.X.(*ast.Ident); ok && strings.HasPrefix(id.Name, "(tmp") {
				inPlace[n.Y] = true
			}
		}
		return true
	})
	return inPlace
}

// statementTemporaries gives each temporary with a destructor that the
// expression statement s makes (out = makeBuffer(n); f(Buf(3));) a hidden
// local, assigned before the statement and destroyed after it, in reverse
// order: C++ destroys a temporary at the end of its full expression.
func (l *lifetimes) statementTemporaries(s *ast.ExprStmt) ast.Stmt {
	before, after := l.hoistTemporaries([]*ast.Expr{&s.X})
	if len(after) == 0 {
		return s
	}
	pos := s.X.Pos()
	list := append(append(before, s), after...)
	return &ast.Block{P: pos, List: list, Rbrace: pos}
}

// declTemporaries is statementTemporaries for a declaration, whose
// variables stay in the enclosing block (int n = Buf(4).size();): the
// statements to put before and after it.
func (l *lifetimes) declTemporaries(d *ast.DeclStmt) (before, after []ast.Stmt) {
	var slots []*ast.Expr
	for _, v := range d.Decls {
		if v.Init != nil {
			slots = append(slots, &v.Init)
		}
	}
	return l.hoistTemporaries(slots)
}

// hoistTemporaries moves the temporaries with destructors made in the
// expressions at slots into hidden locals: the stores to run before the
// expressions and the destructor calls to run after them. A temporary
// that ?:, && or || may skip, or that a comma operator orders after
// other effects, stays where it is, and temporaries reports it.
func (l *lifetimes) hoistTemporaries(slots []*ast.Expr) (before, after []ast.Stmt) {
	var objs []*ast.Object
	var list []ast.Stmt
	bound := map[ast.Expr]bool{} // temporaries a const T & parameter takes
	kept := map[ast.Expr]bool{}  // new's objects, which outlive the statement
	// visit hoists the temporaries in *slot, and *slot itself unless
	// inPlace says it constructs its object in place
	var visit func(slot *ast.Expr, inPlace bool)
	visit = func(slot *ast.Expr, inPlace bool) {
		switch x := (*slot).(type) {
		case nil, *ast.Lambda:
			return
		case *ast.Cond:
			visit(&x.Cond, false)
			return
		case *ast.Binary:
			if o, store := materialized(x); o != nil {
				// a temporary a reference parameter or a member function
				// takes (checker.materialize)
				visit(&store.Y, true)
				if l.c.needsDestruction(o.Type) {
					if !kept[*slot] {
						objs = append(objs, o)
					}
					if l.settled == nil {
						l.settled = map[*ast.Object]bool{}
					}
					l.settled[o] = true
				}
				return
			}
			if x.Op == token.LAnd || x.Op == token.LOr || x.Op == token.Comma {
				visit(&x.X, false)
				return
			}
		case *ast.Call:
			if newsObject(x) {
				// new T(args) and new (addr) T(args) (check/stdlib.go):
				// T(args) is the new object
				for _, a := range x.Args {
					for {
						kept[a] = true
						if u := unwrapBound(a); u != a {
							a = u
						} else {
							break
						}
					}
				}
			} else if ft := x.Sig; ft != nil {
				// a const T & parameter takes a copy of the caller's
				// object (types.Param.ConstRef), which the caller then
				// destroys
				for i, a := range x.Args {
					if i < len(ft.Params) && ft.Params[i].ConstRef && !a.IsLvalue() {
						bound[a] = true
					}
				}
			}
		}
		for _, child := range exprSlots(*slot) {
			visit(child, l.inPlace[*child] && !bound[*child])
		}
		x := *slot
		if inPlace {
			return
		}
		switch x.(type) {
		case *ast.Construct, *ast.Call:
		default:
			return
		}
		if kept[x] || !l.c.needsDestruction(x.Type()) {
			return
		}
		pos, t := x.Pos(), x.Type()
		name := fmt.Sprintf("(tmp%d)", len(l.c.temps))
		o := l.c.newObject(&ast.Object{Name: name, Kind: ast.ObjVar, Type: t, Pos: pos, Space: ast.SpaceAuto})
		l.c.temps = append(l.c.temps, &ast.VarDecl{P: pos, Name: name, Obj: o})
		ref := func() *ast.Ident {
			return &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: t, LV: true}, Name: name, Obj: o}
		}
		list = append(list, &ast.ExprStmt{X: &ast.Assign{ExprBase: ast.ExprBase{P: pos, T: t}, Op: token.Assign, X: ref(), Y: x}})
		*slot = ref()
		objs = append(objs, o)
	}
	for _, slot := range slots {
		visit(slot, l.inPlace[*slot]) // a variable's initialiser is its own object
	}
	if len(objs) == 0 {
		return nil, nil
	}
	return list, l.destroy(objs[0].Pos, objs)
}

// newsObject reports whether call is new T(args) or new (addr) T(args)
// lowered (check/stdlib.go).
func newsObject(call *ast.Call) bool {
	return call.Func != nil && (strings.HasPrefix(call.Func.Name, "__new_object") || strings.HasPrefix(call.Func.Name, parser.NewInPlace))
}

// unwrapBound is a's operand under an implicit cast, parentheses or the
// dereference of a bound temporary, *((tmpN) = T(args), &(tmpN)); a
// itself when it is none of those.
func unwrapBound(a ast.Expr) ast.Expr {
	switch x := a.(type) {
	case *ast.Cast:
		if x.Style == ast.CastImplicit {
			return x.X
		}
	case *ast.Paren:
		return x.X
	case *ast.Unary:
		if x.Op == token.Mul {
			return x.X
		}
	}
	return a
}

// materialized returns the hidden local and its store when x is a
// temporary checker.materialize made, `((tmpN) = x, &(tmpN))`.
func materialized(x *ast.Binary) (*ast.Object, *ast.Assign) {
	if x.Op != token.Comma {
		return nil, nil
	}
	store, ok := x.X.(*ast.Assign)
	addr, ok2 := x.Y.(*ast.Unary)
	if !ok || !ok2 || store.Op != token.Assign || addr.Op != token.And {
		return nil, nil
	}
	id, ok := store.X.(*ast.Ident)
	id2, ok2 := addr.X.(*ast.Ident)
	if !ok || !ok2 || id.Obj == nil || id.Obj != id2.Obj || !strings.HasPrefix(id.Name, "(tmp") {
		return nil, nil
	}
	return id.Obj, store
}

// exprSlots are the places in x that hold its operand expressions (not
// the types it names, nor a lambda's or statement expression's body).
func exprSlots(x ast.Expr) []*ast.Expr {
	v := reflect.ValueOf(x)
	if v.Kind() != reflect.Pointer || v.Elem().Kind() != reflect.Struct {
		return nil
	}
	v = v.Elem()
	var out []*ast.Expr
	for i := 0; i < v.NumField(); i++ {
		f := v.Field(i)
		if !f.CanSet() {
			continue
		}
		switch f.Type() {
		case exprType:
			if !f.IsNil() {
				out = append(out, f.Addr().Interface().(*ast.Expr))
			}
		case exprSliceType:
			for k := 0; k < f.Len(); k++ {
				if !f.Index(k).IsNil() {
					out = append(out, f.Index(k).Addr().Interface().(*ast.Expr))
				}
			}
		}
	}
	return out
}

var (
	exprType      = reflect.TypeOf((*ast.Expr)(nil)).Elem()
	exprSliceType = reflect.TypeOf([]ast.Expr(nil))
)

// deleteCall checks `delete p` (parser.DeleteCall): free(p), refused when
// *p has a destructor, which C++ would run first.
func (c *checker) deleteCall(e *ast.Call, id *ast.Ident) ast.Expr {
	id.Name = "free"
	o := c.lookup("free")
	id.Obj, id.T = o, o.Type
	r := c.builtinCall(e, id, builtins.LookupFunc("free"))
	if call, ok := r.(*ast.Call); ok && len(call.Args) == 1 {
		x := call.Args[0]
		if cast, ok := x.(*ast.Cast); ok && cast.Style == ast.CastImplicit {
			x = cast.X
		}
		if p, ok := x.Type().(*types.Pointer); ok && (c.needsDestruction(p.Elem) || c.hasVirtualDtor(p.Elem)) {
			return c.destroyThenFree(e, x, call)
		}
	}
	return r
}

// explicitDestroy checks obj.~T() and p->~T() (x the object): the calls
// that end the object, its destructor's then its members', as leaving its
// scope makes them; nothing for a type without destructors. An object
// built by placement new is ended this way.
func (c *checker) explicitDestroy(e *ast.Call, x ast.Expr) ast.Expr {
	if out := c.endExpr(e.P, x); out != nil {
		return out
	}
	return implicitCast(c.expr(&ast.IntLit{ExprBase: ast.ExprBase{P: e.P}, Text: "0"}), types.Typ[types.Void], ast.ConvToVoid)
}

// endExpr is the calls that end the object x (lifetimes.end) as one comma
// expression; nil when its type has no destructors.
func (c *checker) endExpr(pos diag.Pos, x ast.Expr) ast.Expr {
	l := &lifetimes{c: c, results: map[ast.Expr]bool{}, fn: c.fn}
	var out ast.Expr
	for _, st := range l.end(nil, pos, x) {
		es, ok := st.(*ast.ExprStmt)
		if !ok {
			continue
		}
		if out == nil {
			out = es.X
		} else {
			out = &ast.Binary{ExprBase: ast.ExprBase{P: pos, T: es.X.Type()}, Op: token.Comma, X: out, Y: es.X}
		}
	}
	return out
}
