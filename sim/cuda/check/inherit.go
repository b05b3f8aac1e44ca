package check

import (
	"fmt"
	"slices"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Single inheritance and virtual functions. The parser keeps a base
// struct as the hidden first field "(base)" and gives the first
// polymorphic struct of a line the vtable pointer "(vptr)" at offset 0
// (parser/inherit.go). Here:
//
//   - members and member functions not found in a struct are looked up in
//     its base, through x.(base);
//   - a D* converts to a B* (and a D lvalue binds to a B&, a D value
//     slices to a B) when B is a base of D;
//   - every constructor first constructs the base (the initialiser list's
//     B(args), or B's default constructor) and then stores the struct's
//     vtable in (vptr); a struct that needs this and declares no
//     constructor gets the implicit one;
//   - each polymorphic struct has two vtables, arrays of code addresses
//     in the Itanium order (the base's slots, overridden where the struct
//     overrides them, then its new virtual functions): one in host memory
//     for objects built by host code and one in device memory for objects
//     built by device code (__vtable_for_side picks at run time);
//   - a call of a virtual function through a pointer or reference is an
//     ast.Call with Virtual set: the engine loads the vtable pointer from
//     the object, the code address from the slot, and calls it.

// classInfo is what the checker knows of a struct with a base or virtual
// functions.
type classInfo struct {
	spec        *ast.StructSpec
	base        *types.Struct // nil when none
	baseField   *types.Field
	polymorphic bool
	virtualDtor bool          // the struct or a base declares a virtual destructor
	slots       []*vslot      // the vtable, once the member functions are declared
	tables      []*ast.Object // host and device vtables
}

// vslot is one vtable entry.
type vslot struct {
	name    string      // the member function's name ("area"); "~" for the destructor
	sig     *types.Func // signature of the function that introduced the slot
	isConst bool        // a const member function: only a const one overrides it
	impl    *ast.Object // final overrider in this struct; nil when pure
}

// registerClass records the line of inheritance of s, declared by st (laid
// out already).
func (c *checker) registerClass(st *ast.StructSpec, s *types.Struct) {
	if st.Base == "" && !st.Polymorphic {
		return
	}
	ci := &classInfo{spec: st, polymorphic: st.Polymorphic, virtualDtor: st.VirtualDtor}
	if f := s.Field(parser.BaseField); f != nil {
		if b, ok := f.Type.(*types.Struct); ok {
			ci.base, ci.baseField = b, f
			if bi := c.classes[b]; bi != nil {
				ci.virtualDtor = ci.virtualDtor || bi.virtualDtor
			}
			if c.hasMemberDefaults(b) {
				// `D d;` gets = {}, whose (base) element gets B's defaults
				// (fillMemberDefaults)
				if c.memberDefaults == nil {
					c.memberDefaults = map[*types.Struct][]ast.Expr{}
				}
				i := slices.Index(s.Fields, f)
				for len(c.memberDefaults[s]) <= i {
					c.memberDefaults[s] = append(c.memberDefaults[s], nil)
				}
			}
		}
	}
	if c.classes == nil {
		c.classes = map[*types.Struct]*classInfo{}
	}
	c.classes[s] = ci
}

// checkBase checks the type of the hidden base field: a struct (a CUDA
// vector type too) that is not a union.
func (c *checker) checkBase(st *ast.StructSpec, t types.Type) bool {
	b, ok := t.(*types.Struct)
	if !ok || b.Union {
		c.errorf(st.BasePos, "%s cannot be a base: only structs and classes can", describeType(t))
		return false
	}
	if !b.Complete {
		c.errorf(st.BasePos, "base %s is incomplete", b)
		return false
	}
	return true
}

// baseOf is the direct base of t, or nil.
func (c *checker) baseOf(t types.Type) *types.Struct {
	s, ok := t.(*types.Struct)
	if !ok {
		return nil
	}
	if ci := c.classes[s]; ci != nil {
		return ci.base
	}
	return nil
}

// derivesFrom reports whether b is a proper base of d.
func (c *checker) derivesFrom(d, b types.Type) bool {
	bs, ok := b.(*types.Struct)
	if !ok {
		return false
	}
	for s := c.baseOf(d); s != nil; s = c.baseOf(s) {
		if s == bs {
			return true
		}
	}
	return false
}

// toBase is the checked struct expression x (of a type deriving from b)
// seen as its base subobject b: x.(base).(base)...
func (c *checker) toBase(x ast.Expr, b *types.Struct) ast.Expr {
	for x.Type() != types.Type(b) {
		s, _ := x.Type().(*types.Struct)
		ci := c.classes[s]
		if ci == nil || ci.base == nil {
			return x
		}
		x = &ast.Member{ExprBase: ast.ExprBase{P: x.Pos(), T: ci.base, LV: x.IsLvalue()}, X: x, Name: parser.BaseField, NamePos: x.Pos(), Field: ci.baseField}
	}
	return x
}

// baseOffset is the offset of b's subobject in d (which derives from b).
func (c *checker) baseOffset(d, b types.Type) int64 {
	var off int64
	for s := d; s != b; {
		st, _ := s.(*types.Struct)
		ci := c.classes[st]
		if ci == nil || ci.base == nil {
			return off
		}
		off += ci.baseField.Offset
		s = ci.base
	}
	return off
}

// pointerToBase converts the checked pointer x (to a struct deriving from
// to's element) to the pointer to its base subobject.
func (c *checker) pointerToBase(x ast.Expr, to *types.Pointer) ast.Expr {
	from := x.Type().(*types.Pointer)
	if c.baseOffset(from.Elem, to.Elem) == 0 {
		return implicitCast(x, to, ast.ConvPtrToPtr)
	}
	// &p->(base): the subobject is not at the start (a polymorphic struct
	// deriving from one that is not puts its vtable pointer first)
	obj := &ast.Unary{ExprBase: ast.ExprBase{P: x.Pos(), T: from.Elem, LV: true}, Op: token.Mul, X: x}
	sub := c.toBase(obj, to.Elem.(*types.Struct))
	addr := &ast.Unary{ExprBase: ast.ExprBase{P: x.Pos(), T: types.NewPointer(sub.Type(), from.ElemQual)}, Op: token.And, X: sub}
	return implicitCast(addr, to, ast.ConvPtrToPtr)
}

// isBasePointerConv reports whether the pointer from converts implicitly to
// to because to points to a base of from's struct.
func (c *checker) isBasePointerConv(from, to *types.Pointer) bool {
	return from.ElemQual&^to.ElemQual == 0 && c.derivesFrom(from.Elem, to.Elem)
}

// memberThroughBases returns the checked struct expression x, of struct
// s, narrowed to the base that has the field or bit-field name, or nil
// when no base has it. A derived member hides a base's of the same name,
// since s's own fields are looked at first by the caller.
// memberThroughAnon returns x.(anon), the anonymous union or struct
// member of s that holds a member called name (directly or in an
// anonymous member of its own), or nil.
func memberThroughAnon(x ast.Expr, s *types.Struct, name string) ast.Expr {
	for _, f := range s.Fields {
		a, ok := f.Type.(*types.Struct)
		if !ok || !strings.HasPrefix(f.Name, ast.AnonMember) {
			continue
		}
		sub := &ast.Member{ExprBase: ast.ExprBase{P: x.Pos(), T: a, LV: x.IsLvalue()}, X: x, Name: f.Name, NamePos: x.Pos(), Field: f}
		if g := a.Field(name); g != nil && !types.HiddenField(g) || a.BitField(name) != nil {
			return sub
		}
		if deeper := memberThroughAnon(sub, a, name); deeper != nil {
			return deeper
		}
	}
	return nil
}

func (c *checker) memberThroughBases(x ast.Expr, s *types.Struct, name string) ast.Expr {
	for b := c.baseOf(s); b != nil; b = c.baseOf(b) {
		if f := b.Field(name); f != nil && !types.HiddenField(f) || b.BitField(name) != nil {
			return c.toBase(x, b)
		}
	}
	return nil
}

// methodOwner returns the struct, s or its nearest base, that declares
// member functions called name.
func (c *checker) methodOwner(s *types.Struct, name string) *types.Struct {
	for t := s; t != nil; t = c.baseOf(t) {
		if len(c.overloads[t.Name+"::"+name]) > 0 || hasField(t, name) {
			return t
		}
	}
	return nil
}

// hasMemberOfLine reports whether s or one of its bases has a field or
// member function called name (an unqualified name in a member function).
func (c *checker) hasMemberOfLine(s *types.Struct, name string) bool {
	for t := c.baseOf(s); t != nil; t = c.baseOf(t) {
		if hasField(t, name) || t.BitField(name) != nil || len(c.overloads[t.Name+"::"+name]) > 0 {
			return true
		}
	}
	return false
}

// isPolymorphic reports whether t is a struct with virtual functions.
func (c *checker) isPolymorphic(t types.Type) bool {
	s, ok := t.(*types.Struct)
	if !ok {
		return false
	}
	ci := c.classes[s]
	return ci != nil && ci.polymorphic
}

// needsCtor reports whether objects of the struct need code to construct
// them even without a constructor of their own: a vtable pointer to set,
// or a base with constructors.
func (c *checker) needsCtor(s *types.Struct) bool {
	ci := c.classes[s]
	if ci == nil {
		return false
	}
	return ci.polymorphic || ci.base != nil && (c.hasCtors(ci.base) || c.needsCtor(ci.base))
}

// completeClass adds to st, before its member functions are declared, the
// implicit default constructor when the struct needs one, and the
// function that the slot of a virtual destructor holds.
func (c *checker) completeClass(st *ast.StructSpec) {
	s, ok := c.lookupTag(st.Tag).(*types.Struct)
	if !ok || c.classes[s] == nil || c.classes[s].spec != st {
		return
	}
	hasCtor := false
	for _, m := range st.Methods {
		hasCtor = hasCtor || m.Ctor
	}
	if !hasCtor && c.needsCtor(s) {
		st.Methods = append(st.Methods, c.implicitCtor(st, s))
	}
	ci := c.classes[s]
	if ci.polymorphic && ci.virtualDtor {
		st.Methods = append(st.Methods, c.destroyFunc(st, s))
	}
}

// sideAttrs are the host/device attributes of an implicit member function
// of s that calls fn (nil: callable on both sides, as nvcc makes
// implicit members).
func sideAttrs(fn *ast.Object) ast.FuncAttrs {
	if fn != nil && fn.Decl != nil {
		return ast.FuncAttrs{Host: fn.Decl.Attrs.Host, Device: fn.Decl.Attrs.Device}
	}
	return ast.FuncAttrs{Host: true, Device: true}
}

// implicitCtor is `S() {}` for a struct that declares no constructor.
func (c *checker) implicitCtor(st *ast.StructSpec, s *types.Struct) *ast.FuncDecl {
	pos := st.P
	var calls *ast.Object
	if b := c.baseOf(s); b != nil {
		for _, o := range c.ctors(b) {
			if ft, ok := o.Type.(*types.Func); ok && len(ft.Params) == 0 {
				calls = o
			}
		}
	}
	name := st.Tag + "::" + st.Tag
	attrs := sideAttrs(calls)
	spec := &ast.DeclSpec{P: pos, Name: st.Tag, Attrs: attrs}
	d := &ast.Declarator{P: pos, Name: name, NamePos: pos, Parts: []ast.DeclPart{{Kind: ast.PartFunc, P: pos}}}
	self := "(self)"
	selfDecl := &ast.DeclStmt{P: pos, Decls: []*ast.VarDecl{{P: pos, Name: self, Spec: &ast.DeclSpec{P: pos, Name: st.Tag},
		Declarator: &ast.Declarator{P: pos, Name: self, NamePos: pos}}}}
	thisInit := &ast.Unary{ExprBase: ast.ExprBase{P: pos}, Op: token.And, X: &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: self}}
	thisD := &ast.Declarator{P: pos, Name: "this", NamePos: pos, Parts: []ast.DeclPart{{Kind: ast.PartPointer, P: pos}}, Init: thisInit}
	thisDecl := &ast.DeclStmt{P: pos, Decls: []*ast.VarDecl{{P: pos, Name: "this", Spec: &ast.DeclSpec{P: pos, Name: st.Tag}, Declarator: thisD, Init: thisInit}}}
	body := &ast.Block{P: pos, Rbrace: pos, List: []ast.Stmt{selfDecl, thisDecl,
		&ast.Return{P: pos, X: &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: self}}}}
	return &ast.FuncDecl{P: pos, Name: name, Spec: spec, Declarator: d, Attrs: attrs, Receiver: st.Tag, Ctor: true, Body: body}
}

// destroyName is the name of the function that destroys a whole object of
// tag (its destructor's body, then its members' and bases' destructors):
// what the slot of a virtual destructor calls.
func destroyName(tag string) string { return tag + "::(destroy)" }

// destroyFunc is `void S::(destroy)(S *this) {}`; its body gets the
// destructor calls once it is checked (finishDestroy).
func (c *checker) destroyFunc(st *ast.StructSpec, s *types.Struct) *ast.FuncDecl {
	pos := st.P
	var dtor *ast.Object
	for t := s; t != nil && dtor == nil; t = c.baseOf(t) {
		if set := c.overloads[t.Name+"::~"+t.Name]; len(set) > 0 {
			dtor = set[0]
		}
	}
	for _, m := range st.Methods {
		if m.Name == st.Tag+"::~"+st.Tag {
			dtor = &ast.Object{Decl: m}
		}
	}
	attrs := sideAttrs(dtor)
	name := destroyName(st.Tag)
	this := &ast.ParamDecl{P: pos, Spec: &ast.DeclSpec{P: pos, Name: st.Tag},
		Declarator: &ast.Declarator{P: pos, Name: "this", NamePos: pos, Parts: []ast.DeclPart{{Kind: ast.PartPointer, P: pos}}}}
	d := &ast.Declarator{P: pos, Name: name, NamePos: pos, Parts: []ast.DeclPart{{Kind: ast.PartFunc, P: pos, Params: []*ast.ParamDecl{this}}}}
	return &ast.FuncDecl{P: pos, Name: name, Spec: &ast.DeclSpec{P: pos, Keywords: []string{"void"}, Attrs: attrs},
		Declarator: d, Attrs: attrs, Receiver: st.Tag, Body: &ast.Block{P: pos, Rbrace: pos}}
}

// finishDestroy writes the destruction of *this into a checked
// S::(destroy).
func (c *checker) finishDestroy(fd *ast.FuncDecl) {
	if fd.Name != destroyName(fd.Receiver) || len(fd.Params) != 1 {
		return
	}
	p := fd.Params[0]
	pt, ok := p.Type.(*types.Pointer)
	if !ok {
		return
	}
	pos := fd.P
	this := &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: p.Type, LV: true}, Name: p.Name, Obj: p}
	obj := &ast.Unary{ExprBase: ast.ExprBase{P: pos, T: pt.Elem, LV: true}, Op: token.Mul, X: this}
	l := &lifetimes{c: c, results: map[ast.Expr]bool{}, fn: fd}
	fd.Body.List = l.end(fd.Body.List, pos, obj)
}

// buildVtable lays out the vtable of the struct st declares, once its
// member functions are declared, and makes its two tables.
func (c *checker) buildVtable(st *ast.StructSpec) {
	s, ok := c.lookupTag(st.Tag).(*types.Struct)
	if !ok {
		return
	}
	ci := c.classes[s]
	if ci == nil || ci.spec != st || !ci.polymorphic {
		return
	}
	if bi := c.classes[ci.base]; bi != nil && bi.polymorphic {
		for _, sl := range bi.slots {
			n := *sl
			if o := c.overrider(s, sl); o != nil {
				n.impl = o
			}
			ci.slots = append(ci.slots, &n)
		}
	}
	virtuals := map[*ast.Object]bool{}
	for _, m := range st.Methods {
		if m.Virtual && m.Obj != nil {
			virtuals[m.Obj] = true
		}
	}
	for _, m := range st.Methods {
		o := m.Obj
		if o == nil || !virtuals[o] || !isMember(o) {
			continue
		}
		virtuals[o] = false // once per function (a declaration and its definition)
		if c.slotOf(ci, o) >= 0 {
			continue
		}
		if c.isDestructor(o) {
			continue // the destructor's slot holds (destroy), below
		}
		ft, _ := o.Type.(*types.Func)
		sl := &vslot{name: memberName(o), sig: ft, isConst: o.Decl != nil && o.Decl.ConstMethod, impl: o}
		if m.Pure {
			sl.impl = nil
		}
		ci.slots = append(ci.slots, sl)
	}
	if ci.virtualDtor {
		if i := c.slotNamed(ci, "~"); i >= 0 {
			ci.slots[i].impl = c.lookup(destroyName(st.Tag))
		} else {
			ci.slots = append(ci.slots, &vslot{name: "~", impl: c.lookup(destroyName(st.Tag))})
		}
	}
	c.makeTables(st, s, ci)
}

// memberName is the member function name of o ("area" for S::area#2).
func memberName(o *ast.Object) string {
	n := baseName(o.Name)
	for i := len(n) - 2; i >= 0; i-- {
		if n[i] == ':' && n[i+1] == ':' {
			return n[i+2:]
		}
	}
	return n
}

func (c *checker) isDestructor(o *ast.Object) bool {
	return len(memberName(o)) > 0 && memberName(o)[0] == '~'
}

// overrider is s's own member function that overrides the slot sl (same
// name and parameters), or nil.
func (c *checker) overrider(s *types.Struct, sl *vslot) *ast.Object {
	if sl.sig == nil {
		return nil
	}
	for _, o := range c.overloads[s.Name+"::"+sl.name] {
		ft, ok := o.Type.(*types.Func)
		if ok && isMember(o) && sameMemberParams(ft, sl.sig) && o.Decl != nil && o.Decl.ConstMethod == sl.isConst {
			return o
		}
	}
	return nil
}

// sameMemberParams compares two member functions' parameters after the object.
func sameMemberParams(x, y *types.Func) bool {
	if len(x.Params) != len(y.Params) || len(x.Params) == 0 {
		return false
	}
	return sameParams(&types.Func{Params: x.Params[1:], Variadic: x.Variadic}, &types.Func{Params: y.Params[1:], Variadic: y.Variadic})
}

// slotOf is the slot whose final overrider is o, or -1.
func (c *checker) slotOf(ci *classInfo, o *ast.Object) int {
	for i, sl := range ci.slots {
		if sl.impl == o {
			return i
		}
	}
	return -1
}

func (c *checker) slotNamed(ci *classInfo, name string) int {
	for i, sl := range ci.slots {
		if sl.name == name {
			return i
		}
	}
	return -1
}

// virtualSlot returns the vtable slot that a call of member function o
// (of struct s) dispatches through, or -1 when o is not virtual.
func (c *checker) virtualSlot(o *ast.Object) int {
	if o.Decl == nil {
		return -1
	}
	s, ok := c.lookupTag(o.Decl.Receiver).(*types.Struct)
	if !ok {
		return -1
	}
	ci := c.classes[s]
	if ci == nil || !ci.polymorphic {
		return -1
	}
	ft, _ := o.Type.(*types.Func)
	name := memberName(o)
	for i, sl := range ci.slots {
		if sl.name == name && sl.sig != nil && ft != nil && sameMemberParams(ft, sl.sig) && o.Decl.ConstMethod == sl.isConst {
			return i
		}
	}
	return -1
}

// makeTables declares S's host and device vtables: `void *(vtable)S[n]`
// and `__device__ void *(dvtable)S[n]`, holding the code addresses of the
// slots' functions (0 for a pure virtual function).
func (c *checker) makeTables(st *ast.StructSpec, s *types.Struct, ci *classInfo) {
	pos := st.P
	vp := types.NewPointer(types.Typ[types.Void], 0)
	t := &types.Array{Elem: vp, Len: int64(max(len(ci.slots), 1))}
	for i, space := range []ast.Space{ast.SpaceHost, ast.SpaceGlobal} {
		name := fmt.Sprintf("(vtable)%s", st.Tag)
		if i == 1 {
			name = fmt.Sprintf("(dvtable)%s", st.Tag)
		}
		o := c.newObject(&ast.Object{Name: name, Kind: ast.ObjVar, Type: t, Pos: pos, Space: space, Global: true})
		list := &ast.InitList{ExprBase: ast.ExprBase{P: pos, T: t}}
		for _, sl := range ci.slots {
			var x ast.Expr
			if sl.impl == nil {
				x = implicitCast(c.expr(&ast.IntLit{ExprBase: ast.ExprBase{P: pos}, Text: "0"}), vp, ast.ConvNullToPtr)
			} else {
				id := &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: sl.impl.Type}, Name: sl.impl.Name, Obj: sl.impl}
				x = implicitCast(c.decay(id), vp, ast.ConvPtrToPtr)
			}
			list.Elems = append(list.Elems, x)
		}
		v := &ast.VarDecl{P: pos, Name: name, Obj: o, Init: list}
		o.Var = v
		c.file.Vars = append(c.file.Vars, v)
		ci.tables = append(ci.tables, o)
	}
}

// ctorPrologue writes, at the start of constructor fd of a struct with a
// base or a vtable, the base's construction and the store of the vtable
// pointer (before the members' default initialisers, which
// ctorMemberDefaults put there already: C++ constructs the base first).
func (c *checker) ctorPrologue(fd *ast.FuncDecl) {
	s, ok := c.lookupTag(fd.Receiver).(*types.Struct)
	if !ok || fd.Body == nil || len(fd.Body.List) < 2 || delegating(fd) {
		return
	}
	ci := c.classes[s]
	if ci == nil {
		return
	}
	pos := fd.P
	var pro []ast.Stmt
	this := func() ast.Expr { return &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: "this"} }
	if ci.base != nil && (fd.HasBaseInit || c.hasCtors(ci.base) || c.hasMemberDefaults(ci.base)) {
		tn := &ast.TypeName{P: pos, Spec: &ast.DeclSpec{P: pos, Name: ci.spec.Base}}
		var args []ast.Expr
		if fd.HasBaseInit {
			args = fd.BaseInit
		}
		init := &ast.Construct{ExprBase: ast.ExprBase{P: pos}, TypeName: tn, Args: args}
		if !c.hasCtors(ci.base) && len(args) == 1 {
			// B(b) of a struct without constructors: a copy
			init = nil
			pro = append(pro, assignStmt(pos, &ast.Member{ExprBase: ast.ExprBase{P: pos}, X: this(), Name: parser.BaseField, NamePos: pos, Arrow: true}, args[0]))
		}
		if init != nil {
			pro = append(pro, assignStmt(pos, &ast.Member{ExprBase: ast.ExprBase{P: pos}, X: this(), Name: parser.BaseField, NamePos: pos, Arrow: true}, init))
		}
	}
	if st := c.storeVtable(pos, ci); st != nil {
		pro = append(pro, st)
	}
	if len(pro) == 0 {
		return
	}
	list := append([]ast.Stmt{}, fd.Body.List[:2]...)
	list = append(list, pro...)
	fd.Body.List = append(list, fd.Body.List[2:]...)
}

// storeVtable is `this->(vptr) = __vtable_for_side(&(vtable)S, &(dvtable)S);`
// for polymorphic S (nil otherwise).
func (c *checker) storeVtable(pos diag.Pos, ci *classInfo) ast.Stmt {
	if !ci.polymorphic || len(ci.tables) != 2 {
		return nil
	}
	this := &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: "this"}
	return assignStmt(pos, &ast.Member{ExprBase: ast.ExprBase{P: pos}, X: this, Name: parser.VptrField, NamePos: pos, Arrow: true}, c.vtableFor(pos, ci))
}

// vtableFor is `__vtable_for_side(&(vtable)S, &(dvtable)S)` for
// polymorphic S: its vtable on the side that runs the code.
func (c *checker) vtableFor(pos diag.Pos, ci *classInfo) ast.Expr {
	sel := c.builtin("__vtable_for_side")
	vp := types.NewPointer(types.Typ[types.Void], 0)
	addr := func(o *ast.Object) ast.Expr {
		id := &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: o.Type, LV: true}, Name: o.Name, Obj: o}
		return implicitCast(c.decay(id), vp, ast.ConvPtrToPtr)
	}
	call := &ast.Call{ExprBase: ast.ExprBase{P: pos, T: vp},
		Fun:  &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: sel.Type}, Name: sel.Name, Obj: sel},
		Args: []ast.Expr{addr(ci.tables[0]), addr(ci.tables[1])}, Func: sel, Sig: sel.Type.(*types.Func)}
	return call
}

// dtorPrologue makes the destructor fd of a polymorphic struct store the
// struct's own vtable first: while it and its bases' destructors run, a
// virtual call reaches their versions, as C++ says (the derived part is
// already gone).
func (c *checker) dtorPrologue(fd *ast.FuncDecl) {
	if fd.Receiver == "" || fd.Body == nil || fd.Name != fd.Receiver+"::~"+fd.Receiver {
		return
	}
	s, ok := c.lookupTag(fd.Receiver).(*types.Struct)
	if !ok || c.classes[s] == nil {
		return
	}
	if st := c.storeVtable(fd.P, c.classes[s]); st != nil {
		fd.Body.List = append([]ast.Stmt{st}, fd.Body.List...)
	}
}

func assignStmt(pos diag.Pos, lhs, rhs ast.Expr) ast.Stmt {
	return &ast.ExprStmt{X: &ast.Assign{ExprBase: ast.ExprBase{P: pos}, Op: token.Assign, X: lhs, Y: rhs}}
}

// viaPointer reports whether the checked object expression x reaches its
// object through a pointer or reference (*p, p->..., a reference
// parameter), where the object's dynamic type may differ from its static
// one: a call of a virtual function there dispatches through the vtable.
func viaPointer(x ast.Expr) bool {
	switch u := ast.Unparen(x).(type) {
	case *ast.Unary:
		return u.Op == token.Mul
	case *ast.Index:
		_, ok := u.X.Type().(*types.Pointer)
		return ok
	case *ast.Ident:
		if u.Obj == nil {
			return false
		}
		_, ok := u.Obj.Type.(*types.Reference)
		return ok
	}
	return false
}

// makeVirtual turns the checked direct call of member function o into a
// virtual call through slot i when x, the object, is reached through a
// pointer.
func (c *checker) makeVirtual(call ast.Expr, o *ast.Object, x ast.Expr) ast.Expr {
	if !viaPointer(x) {
		return call
	}
	i := c.virtualSlot(o)
	if i < 0 {
		return call
	}
	inner := call
	if u, ok := inner.(*ast.Unary); ok && u.Op == token.Mul {
		inner = u.X // a reference result: *call
	}
	if k, ok := inner.(*ast.Call); ok {
		k.Virtual, k.Slot = true, i
	}
	return call
}

// qualifiedMemberCall checks `B::f(args)` in a member function of B or of
// a struct deriving from B: B's f called on *this, without virtual
// dispatch. It returns nil for other calls.
func (c *checker) qualifiedMemberCall(e *ast.Call, id *ast.Ident) ast.Expr {
	recv := c.receiver()
	i := strings.LastIndex(id.Name, "::")
	if recv == nil || i <= 0 || c.lookupLocal("this") == nil {
		return nil
	}
	b, ok := c.lookupTag(id.Name[:i]).(*types.Struct)
	if !ok || b != recv && !c.derivesFrom(recv, b) {
		return nil
	}
	name := id.Name[i+2:]
	member := false
	for ; b != nil && !member; b = c.baseOf(b) {
		// B::f with f inherited from B's base: the base's f
		for _, o := range c.overloads[b.Name+"::"+name] {
			member = member || isMember(o)
		}
		if member {
			break
		}
	}
	if !member {
		return nil
	}
	this := c.expr(&ast.Ident{ExprBase: ast.ExprBase{P: id.P}, Name: "this"})
	p, ok := this.Type().(*types.Pointer)
	if !ok {
		return nil
	}
	x := c.toBase(&ast.Unary{ExprBase: ast.ExprBase{P: id.P, T: p.Elem, LV: true}, Op: token.Mul, X: this}, b)
	save := c.qualifiedCall
	c.qualifiedCall = true
	defer func() { c.qualifiedCall = save }()
	return c.userMethodCall(e, x, b, name)
}

// relatedPointerCast checks a static_cast or C cast between pointers to a
// struct and its base: up to the base subobject, or down from it (the
// derived object starts where its base does, at the same or a smaller
// address). It returns nil for other casts.
func (c *checker) relatedPointerCast(e *ast.Cast, x ast.Expr, t types.Type) ast.Expr {
	if e.Style != ast.CastStatic && e.Style != ast.CastC {
		return nil
	}
	fp, ok1 := x.Type().(*types.Pointer)
	tp, ok2 := t.(*types.Pointer)
	if !ok1 || !ok2 {
		return nil
	}
	switch {
	case c.derivesFrom(fp.Elem, tp.Elem):
		if fp.ElemQual&^tp.ElemQual != 0 && e.Style == ast.CastStatic {
			return nil
		}
		up := c.pointerToBase(x, types.NewPointer(tp.Elem, fp.ElemQual)).(*ast.Cast)
		e.X, e.T, e.Conv = up.X, t, ast.ConvPtrToPtr
		return e
	case c.derivesFrom(tp.Elem, fp.Elem):
		if fp.ElemQual&^tp.ElemQual != 0 && e.Style == ast.CastStatic {
			return nil
		}
		if off := c.baseOffset(tp.Elem, fp.Elem); off != 0 {
			c.unsupported(e.P, "casting down from %s to %s, whose base is not at its start, is not supported", fp.Elem, tp.Elem)
			return setInvalid(e)
		}
		e.X, e.T, e.Conv = x, t, ast.ConvPtrToPtr
		return e
	}
	return nil
}

// hasVirtualDtor reports whether t is a struct with a virtual destructor.
func (c *checker) hasVirtualDtor(t types.Type) bool {
	s, ok := t.(*types.Struct)
	if !ok {
		return false
	}
	ci := c.classes[s]
	return ci != nil && ci.polymorphic && ci.virtualDtor
}

// destroyThenFree lowers `delete p` of an object whose end runs code to
// `(p ? destroy(*p) : (void)0), free(p)`: destroy is the vtable's
// destructor slot for a struct with a virtual destructor (the dynamic
// type's destructors run), the static type's destructor calls otherwise.
// p is evaluated twice, so it must be a plain name, member or element.
func (c *checker) destroyThenFree(e *ast.Call, p ast.Expr, free *ast.Call) ast.Expr {
	pos := e.P
	if !pureLvalue(p) {
		c.unsupported(pos, "delete of this expression, whose object has a destructor, is not supported: store the pointer in a variable and delete that")
		return free
	}
	pt := p.Type().(*types.Pointer)
	s := pt.Elem.(*types.Struct)
	void := types.Typ[types.Void]
	var destroy ast.Expr
	if c.hasVirtualDtor(s) {
		ci := c.classes[s]
		i := c.slotNamed(ci, "~")
		o := c.lookup(destroyName(s.Name))
		if i < 0 || o == nil {
			return free
		}
		arg := implicitCast(p, types.NewPointer(s, 0), ast.ConvPtrToPtr)
		destroy = &ast.Call{ExprBase: ast.ExprBase{P: pos, T: void},
			Fun:  &ast.Ident{ExprBase: ast.ExprBase{P: pos, T: o.Type}, Name: o.Name, Obj: o},
			Args: []ast.Expr{arg}, Func: o, Sig: o.Type.(*types.Func), Virtual: true, Slot: i}
	} else {
		obj := &ast.Unary{ExprBase: ast.ExprBase{P: pos, T: s, LV: true}, Op: token.Mul, X: p}
		if destroy = c.endExpr(pos, obj); destroy == nil {
			return free
		}
	}
	zero := implicitCast(c.expr(&ast.IntLit{ExprBase: ast.ExprBase{P: pos}, Text: "0"}), void, ast.ConvToVoid)
	destroy = implicitCast(destroy, void, ast.ConvToVoid)
	cond := &ast.Cond{ExprBase: ast.ExprBase{P: pos, T: void}, Cond: implicitCast(p, types.Typ[types.Bool], ast.ConvToBool), Then: destroy, Else: zero}
	return &ast.Binary{ExprBase: ast.ExprBase{P: pos, T: free.Type()}, Op: token.Comma, X: cond, Y: free}
}

// pureLvalue reports whether evaluating x twice is the same as once: a
// name, or members and elements of names with constant or named indices.
func pureLvalue(x ast.Expr) bool {
	switch u := ast.Unparen(x).(type) {
	case *ast.Ident:
		return true
	case *ast.Member:
		return pureLvalue(u.X)
	case *ast.Index:
		_, lit := ast.Unparen(u.Index).(*ast.IntLit)
		return pureLvalue(u.X) && (lit || pureLvalue(u.Index))
	case *ast.Unary:
		return u.Op == token.Mul && pureLvalue(u.X)
	case *ast.Cast:
		return pureLvalue(u.X)
	}
	return false
}

// qualifiedMethod checks x.B::f(args) (m.Name "B::f"), where x's struct
// is B or derives from it: B's f on x's B subobject, without virtual
// dispatch. It returns nil for other member names.
func (c *checker) qualifiedMethod(e *ast.Call, x ast.Expr, s *types.Struct, m *ast.Member) ast.Expr {
	i := strings.LastIndex(m.Name, "::")
	if i <= 0 {
		return nil
	}
	b, ok := c.lookupTag(m.Name[:i]).(*types.Struct)
	if !ok || b != s && !c.derivesFrom(s, b) {
		c.checkArgs(e.Args)
		c.errorf(m.NamePos, "%s is not %s or a base of it", m.Name[:i], s)
		return setInvalid(e)
	}
	save := c.qualifiedCall
	c.qualifiedCall = true
	defer func() { c.qualifiedCall = save }()
	if r := c.userMethodCall(e, c.toBase(x, b), b, m.Name[i+2:]); r != nil {
		return r
	}
	c.checkArgs(e.Args)
	c.errorf(m.NamePos, "%s has no member function %s", b, m.Name[i+2:])
	return setInvalid(e)
}
