package check

import (
	"fmt"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// baseType resolves the base type of declaration specifiers. It reports
// problems and returns invalid for them.
func (c *checker) baseType(s *ast.DeclSpec) types.Type {
	if s == nil {
		return invalid
	}
	if s.T != nil {
		return s.T
	}
	t := c.resolveBase(s)
	s.T = t
	return t
}

// alignAs is the alignment an alignas in s asks for, 0 when none. An
// alignas weaker than the type's own alignment is an error in C++.
func (c *checker) alignAs(s *ast.DeclSpec) int64 {
	if s.AlignAsType != nil {
		if t := c.typeName(s.AlignAsType); !types.IsInvalid(t) && complete(t) {
			return t.Align()
		}
		return 0
	}
	return s.AlignAs
}

// freshBase resolves a template's spec s anew, as deduction does with
// each candidate's arguments bound: a decltype on a copy, for checking
// writes what it resolves into the expression's nodes
// (decltype(enable_if(is_signed<T>...)) with T an int now, a float later).
func (c *checker) freshBase(s *ast.DeclSpec) types.Type {
	if s.Decltype != nil {
		s = ast.CopyTemplateArg(ast.TemplateArg{Type: &ast.TypeName{P: s.P, Spec: s}}).Type.Spec
	}
	return c.resolveBase(s)
}

func (c *checker) resolveBase(s *ast.DeclSpec) types.Type {
	switch {
	case s.Decltype != nil:
		return c.decltype(s.Decltype)
	case s.Struct != nil:
		return c.structType(s.Struct, s.Align)
	case s.Enum != nil:
		return c.enumType(s.Enum)
	case s.Name != "":
		o := c.lookup(s.Name)
		if o != nil && o.Kind == ast.ObjType {
			return o.Type
		}
		if t := c.lookupTag(s.Name); t != nil {
			return t
		}
		if t := builtins.Type(s.Name); t != nil {
			return t
		}
		if t := c.dependentMemberType(s.Name); t != nil {
			return t
		}
		c.errorf(s.P, "%s", parser.UnknownTypeMessage(s.Name))
		return invalid
	}
	return c.keywordType(s.P, s.Keywords)
}

// keywordType combines type keywords: unsigned long long, short int, ...
func (c *checker) keywordType(pos diag.Pos, kw []string) types.Type {
	var signed, unsigned, short, char, intKw, long, float, double, void, boolKw, auto int
	for _, k := range kw {
		switch k {
		case "signed":
			signed++
		case "unsigned":
			unsigned++
		case "short":
			short++
		case "char":
			char++
		case "int":
			intKw++
		case "long":
			long++
		case "float":
			float++
		case "double":
			double++
		case "void":
			void++
		case "bool", "_Bool":
			boolKw++
		case "auto":
			auto++
		}
	}
	bad := func() types.Type {
		c.errorf(pos, "invalid combination of type keywords '%s'", strings.Join(kw, " "))
		return invalid
	}
	if signed+unsigned > 1 || short+long > 0 && short > 0 && long > 0 || short > 1 || long > 2 || char > 1 || intKw > 1 {
		return bad()
	}
	others := float + double + void + boolKw + auto
	if others > 1 || (others == 1 && (signed+unsigned+short+char+intKw) > 0) {
		return bad()
	}
	switch {
	case auto == 1:
		if long > 0 {
			return bad()
		}
		return autoType
	case void == 1:
		if long > 0 {
			return bad()
		}
		return types.Typ[types.Void]
	case boolKw == 1:
		if long > 0 {
			return bad()
		}
		return types.Typ[types.Bool]
	case float == 1:
		if long > 0 {
			return bad()
		}
		return types.Typ[types.Float]
	case double == 1:
		if long > 1 {
			return bad()
		}
		return types.Typ[types.Double] // long double is treated as double
	case char == 1:
		if short+long > 0 {
			return bad()
		}
		switch {
		case signed == 1:
			return types.Typ[types.SChar]
		case unsigned == 1:
			return types.Typ[types.UChar]
		}
		return types.Typ[types.Char]
	case short == 1:
		if unsigned == 1 {
			return types.Typ[types.UShort]
		}
		return types.Typ[types.Short]
	case long == 1:
		if unsigned == 1 {
			return types.Typ[types.ULong]
		}
		return types.Typ[types.Long]
	case long == 2:
		if unsigned == 1 {
			return types.Typ[types.ULongLong]
		}
		return types.Typ[types.LongLong]
	}
	if unsigned == 1 {
		return types.Typ[types.UInt]
	}
	return types.Typ[types.Int]
}

// autoType stands for `auto` until the initialiser gives the real type.
var autoType = &types.Basic{Kind: types.Invalid, Name: "auto"}

// declType applies a declarator's parts to the base type. It returns the
// declared type and the qualifiers of the declared object itself.
func (c *checker) declType(base types.Type, baseQual types.Qual, d *ast.Declarator) (types.Type, types.Qual) {
	t, q := base, baseQual
	if d == nil {
		return t, q
	}
	for i := len(d.Parts) - 1; i >= 0; i-- {
		part := &d.Parts[i]
		// A function whose return type is unknown still gets its
		// parameters, so that its body checks without a cascade.
		if types.IsInvalid(t) && t != autoType && part.Kind != ast.PartFunc {
			return invalid, q
		}
		switch part.Kind {
		case ast.PartPointer:
			if _, ok := t.(*types.Reference); ok {
				c.errorf(part.P, "pointers to references are not allowed")
				return invalid, q
			}
			t, q = types.NewPointer(t, q), part.Qual
		case ast.PartReference:
			if _, ok := t.(*types.Reference); ok {
				c.errorf(part.P, "references to references are not allowed")
				return invalid, q
			}
			t, q = &types.Reference{Elem: t, ElemQual: q, Rvalue: part.Rvalue}, 0
		case ast.PartArray:
			if types.IsVoid(t) {
				c.errorf(part.P, "array of void")
				return invalid, q
			}
			if _, ok := t.(*types.Func); ok {
				c.errorf(part.P, "array of functions")
				return invalid, q
			}
			if a, ok := t.(*types.Array); ok && a.Len < 0 {
				c.errorf(part.P, "array has an element type of unknown size; only the first dimension may be left out")
				return invalid, q
			}
			n := int64(-1)
			if part.Len != nil {
				var runtime ast.Expr
				n, runtime = c.arrayLenAt(part.Len, i == 0 && c.vla != nil)
				if runtime != nil {
					// A host variable-length array: a pointer to its
					// first element (hostVLA).
					*c.vla = runtime
					t = types.NewPointer(t, q)
					q = 0
					continue
				}
				if n < 0 {
					return invalid, q
				}
			}
			t = &types.Array{Elem: t, Len: n, ElemQual: q}
		case ast.PartFunc:
			if _, ok := t.(*types.Array); ok {
				c.errorf(part.P, "a function cannot return an array")
				return invalid, q
			}
			if _, ok := t.(*types.Func); ok {
				c.errorf(part.P, "a function cannot return a function")
				return invalid, q
			}
			f := c.funcType(t, part)
			if !strings.Contains(d.Name, "operator") {
				// (an operator's operands stay copies: the overloads
				// are matched by them, and os << p needs no alias)
				keepConstRefs(f)
			}
			t, q = f, 0
		}
	}
	return t, q
}

// funcType builds a signature; parameter types are adjusted (arrays and
// functions become pointers) as C does.
func (c *checker) funcType(result types.Type, part *ast.DeclPart) *types.Func {
	f := &types.Func{Result: result, Variadic: part.Variadic}
	for _, p := range part.Params {
		f.Params = append(f.Params, c.param(c.baseType(p.Spec), p))
	}
	return f
}

// keepConstRefs makes the const T& parameters of a function that also
// takes a non-const reference references again, where param passes a
// copy: such a function writes through the other, and the caller may pass
// one object to both (rotate(v, v, angle) with out and in), where C++
// reads the value written.
func keepConstRefs(f *types.Func) {
	writes := false
	for _, p := range f.Params {
		if r, ok := p.Type.(*types.Reference); ok && r.ElemQual&types.Const == 0 && !r.Rvalue {
			writes = true
		}
	}
	if !writes {
		return
	}
	for i, p := range f.Params {
		if p.ConstRef && !types.IsPointer(p.Type) {
			f.Params[i] = asReference(p)
		}
	}
}

// asReference is p, a const T& parameter param passes as a copy, as the
// reference it was written as, for a struct, arithmetic or pointer T.
func asReference(p types.Param) types.Param {
	if _, ok := p.Type.(*types.Struct); ok || types.IsArithmetic(p.Type) || types.IsPointer(p.Type) {
		return types.Param{Name: p.Name, Type: &types.Reference{Elem: p.Type, ElemQual: p.Qual}}
	}
	return p
}

// keepAddressedConstRefs makes the const T& parameters of fd whose
// address its body takes (&s, &s.m, &s.a[i], or a reference member bound
// to s in a constructor's initialiser list) references again, where param
// passes a copy: the address must be the argument's, which the caller may
// change and read through it afterwards. In host code a member function
// called on s does too (s.end() of a list whose end is its own sentinel's
// address): it gets the object's own address. A declaration without a
// body takes what its definition's body says (constRefsKept).
func (c *checker) keepAddressedConstRefs(f *types.Func, fd *ast.FuncDecl) {
	kept := c.keptRefs[keptKey(fd)]
	var names map[string]bool
	if fd.Body != nil {
		names = addressedNames(fd.Body, fd.Attrs.Exec()&ast.ExecDevice == 0)
	}
	for i, p := range f.Params {
		if p.ConstRef && (kept[i] || p.Name != "" && names[p.Name]) {
			f.Params[i] = asReference(p)
		}
	}
}

// keptKey names fd's parameter list for constRefsKept: its name (without
// the overload suffix) and its count of parameters.
func keptKey(fd *ast.FuncDecl) string {
	n := 0
	if fd.Declarator != nil && len(fd.Declarator.Parts) > 0 && fd.Declarator.Parts[0].Kind == ast.PartFunc {
		n = len(fd.Declarator.Parts[0].Params)
	}
	return fmt.Sprintf("%s/%d", baseName(fd.Name), n)
}

// constRefsKept finds, before any declaration is checked, the parameters
// that the definitions of f's functions keep as references
// (keepAddressedConstRefs), by keptKey and index, so that a declaration
// before its definition gets the same signature.
func constRefsKept(f *ast.File) map[string]map[int]bool {
	kept := map[string]map[int]bool{}
	note := func(fd *ast.FuncDecl) {
		if fd == nil || fd.Body == nil || fd.Template != nil || fd.Declarator == nil || len(fd.Declarator.Parts) == 0 ||
			fd.Declarator.Parts[0].Kind != ast.PartFunc {
			return
		}
		names := addressedNames(fd.Body, fd.Attrs.Exec()&ast.ExecDevice == 0)
		for i, p := range fd.Declarator.Parts[0].Params {
			if p.Declarator != nil && names[p.Declarator.Name] {
				k := keptKey(fd)
				if kept[k] == nil {
					kept[k] = map[int]bool{}
				}
				kept[k][i] = true
			}
		}
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			note(d)
		case *ast.TypeDecl:
			if d.Spec != nil && d.Spec.Struct != nil {
				for _, m := range d.Spec.Struct.Methods {
					note(m)
				}
			}
		case *ast.GlobalVars:
			if len(d.Decls) > 0 && d.Decls[0].Spec != nil && d.Decls[0].Spec.Struct != nil {
				for _, m := range d.Decls[0].Spec.Struct.Methods {
					note(m)
				}
			}
		}
	}
	return kept
}

// addressedNames are the variables whose address body takes (see
// keepAddressedConstRefs), with those a member function is called on in
// host code.
func addressedNames(body *ast.Block, host bool) map[string]bool {
	addressed := map[string]bool{}
	ast.Inspect(body, func(n ast.Node) bool {
		var x ast.Expr
		switch n := n.(type) {
		case *ast.Unary:
			if n.Op == token.And {
				x = n.X
			}
		case *ast.Call:
			if id, ok := n.Fun.(*ast.Ident); ok && id.Name == parser.MemberCtor && len(n.Args) == 1 {
				x = n.Args[0] // this->m = MemberCtor(s): m may be a reference
			}
			if m, ok := n.Fun.(*ast.Member); ok && host && !m.Arrow {
				x = m.X
			}
		}
		if id := objectRoot(x); id != nil {
			addressed[id.Name] = true
		}
		return true
	})
	return addressed
}

// objectRoot is the variable whose storage x, an unchecked lvalue,
// names: s of s, s.m, s.a[i], (T &)s; nil for others.
func objectRoot(x ast.Expr) *ast.Ident {
	for x != nil {
		switch e := x.(type) {
		case *ast.Ident:
			return e
		case *ast.Paren:
			x = e.X
		case *ast.Member:
			if e.Arrow {
				return nil
			}
			x = e.X
		case *ast.Index:
			x = e.X
		case *ast.Cast:
			x = e.X
		default:
			return nil
		}
	}
	return nil
}

// param is the parameter p of base type bt as a signature has it.
func (c *checker) param(bt types.Type, p *ast.ParamDecl) types.Param {
	t, q := c.declType(bt, p.Spec.Qual, p.Declarator)
	constRef := false
	if r, ok := t.(*types.Reference); ok && r.ElemQual&types.Const != 0 && complete(r.Elem) && !c.isPolymorphic(r.Elem) {
		// (a polymorphic object stays a reference: its dynamic type
		// and size are the caller's object's)
		// const T& only reads the argument: pass a copy, which also
		// accepts temporaries (a + b) as C++ does.
		t, q, constRef = r.Elem, r.ElemQual, true
	}
	t = adjustParam(t)
	if types.IsVoid(t) {
		c.errorf(p.P, "parameter cannot have type void")
		t = invalid
	}
	name := ""
	if p.Declarator != nil {
		name = p.Declarator.Name
	}
	return types.Param{Name: name, Type: t, Qual: q, ConstRef: constRef}
}

func adjustParam(t types.Type) types.Type {
	switch a := t.(type) {
	case *types.Array:
		return types.NewPointer(a.Elem, a.ElemQual)
	case *types.Func:
		return types.NewPointer(a, 0)
	}
	return t
}

// arrayLen folds an array size; it returns -1 after reporting a problem.
func (c *checker) arrayLen(x ast.Expr) int64 {
	n, _ := c.arrayLenAt(x, false)
	return n
}

// arrayLenAt is arrayLen that, when runtime allows it, returns a size
// known only at run time as its checked expression instead of reporting
// it.
func (c *checker) arrayLenAt(x ast.Expr, runtime bool) (int64, ast.Expr) {
	e := c.expr(x)
	if types.IsInvalid(e.Type()) {
		return -1, nil
	}
	if !types.IsInteger(e.Type()) {
		c.errorf(x.Pos(), "array size must be an integer, not %s", e.Type())
		return -1, nil
	}
	v := e.Base().Const
	if v == nil && runtime {
		return -1, e
	}
	if v == nil {
		c.errorf(x.Pos(), "array size must be a constant; use malloc or extern __shared__ for sizes known only at run time")
		return -1, nil
	}
	n := int64(v.Int)
	if types.IsUnsigned(e.Type()) && v.Int > 1<<40 || n <= 0 {
		if n == 0 {
			c.errorf(x.Pos(), "array size must be positive, not 0")
		} else {
			c.errorf(x.Pos(), "array size must be positive, not %d", n)
		}
		return -1, nil
	}
	if n > 1<<32 {
		c.errorf(x.Pos(), "array is too large (%d elements)", n)
		return -1, nil
	}
	return n, nil
}

// typeName resolves a type written in a cast, sizeof or template argument.
func (c *checker) typeName(tn *ast.TypeName) types.Type {
	if tn == nil {
		return invalid
	}
	if tn.T != nil {
		return tn.T
	}
	t, _ := c.declType(c.baseType(tn.Spec), tn.Spec.Qual, tn.Declarator)
	if t == autoType {
		c.errorf(tn.P, "'auto' is not allowed here")
		t = invalid
	}
	tn.T = t
	return t
}

// typeNameQual is typeName that also returns the qualifiers of the type.
func (c *checker) typeNameQual(tn *ast.TypeName) (types.Type, types.Qual) {
	if tn == nil {
		return invalid, 0
	}
	t, q := c.declType(c.baseType(tn.Spec), tn.Spec.Qual, tn.Declarator)
	if t == autoType {
		c.errorf(tn.P, "'auto' is not allowed here")
		t = invalid
	}
	tn.T = t
	return t, q
}

func (c *checker) structType(st *ast.StructSpec, align int64) types.Type {
	if !st.HasBody {
		if t := c.lookupTag(st.Tag); t != nil {
			if s, ok := t.(*types.Struct); ok && s.Union == st.Union {
				return s
			}
			c.errorf(st.P, "'%s' was declared as a different kind of type", st.Tag)
			return invalid
		}
		s := &types.Struct{Name: st.Tag, Union: st.Union}
		c.declareTag(st.Tag, s)
		c.declareTypeName(st.Tag, s, st.P)
		return s
	}
	var s *types.Struct
	if st.Tag != "" {
		if t, ok := c.scopeTag(st.Tag); ok {
			if prev, ok := t.(*types.Struct); ok && !prev.Complete && prev.Union == st.Union {
				s = prev
			} else {
				c.errorf(st.P, "redefinition of '%s'", st.Tag)
				return invalid
			}
		}
	}
	if s == nil {
		s = &types.Struct{Name: st.Tag, Union: st.Union}
		if st.Tag != "" {
			c.declareTag(st.Tag, s)
			c.declareTypeName(st.Tag, s, st.P)
		}
	}
	defer func(prev *types.Struct) { c.fieldsOf = prev }(c.fieldsOf)
	c.fieldsOf = s
	c.earlyStatics(st)
	seen := map[string]bool{}
	var decls []types.MemberDecl // with bit-fields: the members in order
	type pendingDefault struct {
		name string
		init ast.Expr
		t    types.Type
	}
	var defaults []pendingDefault // of members of a struct with bit-fields, laid out at the end
	hasBits := false
	for _, fd := range st.Fields {
		for _, d := range fd.Declarators {
			hasBits = hasBits || d.BitWidth != nil
		}
	}
	for _, fd := range st.Fields {
		bt := c.baseType(fd.Spec)
		memberAlign := c.alignAs(fd.Spec)
		if fd.Spec.Shared || fd.Spec.Constant || fd.Spec.Device || fd.Spec.Storage != ast.StorageNone {
			c.errorf(fd.P, "struct members cannot have storage or memory-space qualifiers")
		}
		for _, d := range fd.Declarators {
			t, q := c.declType(bt, fd.Spec.Qual, d)
			if types.IsInvalid(t) {
				continue
			}
			if d.BitWidth != nil {
				w := c.bitFieldWidth(d, t)
				if w < 0 || d.Name == "" {
					if w == 0 {
						decls = append(decls, types.MemberDecl{Type: t, Width: 0})
					} else if w > 0 {
						decls = append(decls, types.MemberDecl{Type: t, Width: w})
					}
					continue
				}
				if seen[d.Name] {
					c.errorf(d.NamePos, "duplicate member '%s'", d.Name)
					continue
				}
				seen[d.Name] = true
				decls = append(decls, types.MemberDecl{Name: d.Name, Type: t, Qual: q, Width: w})
				continue
			}
			if !complete(t) && d.Name == parser.BaseField {
				c.errorf(d.NamePos, "base %s is incomplete: a struct derives from a struct defined before it", t)
				continue
			}
			if !complete(t) {
				c.errorf(d.NamePos, "member '%s' has incomplete type %s", d.Name, t)
				continue
			}
			ref := false
			if rt, ok := t.(*types.Reference); ok {
				if rt.Rvalue || hasBits {
					c.errorf(d.NamePos, "rvalue reference members, and reference members of a struct with bit-fields, are not supported")
					continue
				}
				// the member holds the referred object's address (Field.Ref)
				t, ref = types.NewPointer(rt.Elem, rt.ElemQual), true
			}
			if seen[d.Name] {
				c.errorf(d.NamePos, "duplicate member '%s'", d.Name)
				continue
			}
			seen[d.Name] = true
			if hasBits {
				decls = append(decls, types.MemberDecl{Name: d.Name, Type: t, Qual: q, Width: -1, Align: memberAlign})
				if d.Init != nil {
					defaults = append(defaults, pendingDefault{d.Name, d.Init, t})
				}
				continue
			}
			isBase := d.Name == parser.BaseField
			if isBase && !c.checkBase(st, t) {
				continue
			}
			s.Fields = append(s.Fields, &types.Field{Name: d.Name, Type: t, Qual: q, Base: isBase, Align: memberAlign, Ref: ref})
			if d.Init != nil {
				c.memberDefault(s, len(s.Fields)-1, d.Init, t)
			}
		}
	}
	s.NonPOD = st.NonPOD
	s.Pack = st.Pack
	if !hasBits {
		s.Layout(max(align, st.Align))
		c.registerClass(st, s)
		return s
	}
	c.registerClass(st, s)
	s.LayoutMembers(decls, max(align, st.Align))
	for _, d := range defaults {
		for i, f := range s.Fields {
			if f.Name == d.name {
				c.memberDefault(s, i, d.init, d.t)
			}
		}
	}
	return s
}

// scopeTag looks up a tag in the current scope only.
func (c *checker) scopeTag(name string) (types.Type, bool) {
	if c.scope.tags == nil {
		return nil, false
	}
	t, ok := c.scope.tags[name]
	return t, ok
}

// declareTypeName makes a struct or enum tag usable as a type name (C++).
func (c *checker) declareTypeName(name string, t types.Type, pos diag.Pos) {
	if prev := c.scope.names[name]; prev != nil {
		return
	}
	c.scope.set(c.newObject(&ast.Object{Name: name, Kind: ast.ObjType, Type: t, Pos: pos}))
}

func (c *checker) enumType(es *ast.EnumSpec) types.Type {
	if !es.HasBody {
		if t := c.lookupTag(es.Tag); t != nil {
			return t
		}
		c.errorf(es.P, "unknown enum '%s'", es.Tag)
		return invalid
	}
	e := &types.Enum{Name: es.Tag}
	if es.Underlying != nil {
		spec := &ast.DeclSpec{P: es.P, Keywords: es.Underlying}
		switch es.Underlying[0] {
		case "char", "signed", "unsigned", "short", "int", "long", "bool":
		default:
			spec = &ast.DeclSpec{P: es.P, Name: es.Underlying[0]} // uint8_t and the like
		}
		if bt := c.baseType(spec); types.IsInteger(bt) {
			e.Base = bt
		}
	}
	if es.Tag != "" {
		if _, ok := c.scopeTag(es.Tag); ok {
			c.errorf(es.P, "redefinition of '%s'", es.Tag)
		}
		c.declareTag(es.Tag, e)
		c.declareTypeName(es.Tag, e, es.P)
	}
	next := int64(0)
	for _, it := range es.Items {
		v := next
		if it.Value != nil {
			x := c.expr(it.Value)
			it.Value = x
			switch {
			case types.IsInvalid(x.Type()):
			case !types.IsInteger(x.Type()) || x.Base().Const == nil:
				c.errorf(it.Value.Pos(), "enumerator value for '%s' must be an integer constant", it.Name)
			default:
				v = int64(x.Base().Const.Int)
			}
		}
		e.Negative = e.Negative || v < 0
		it.Obj = c.newObject(&ast.Object{Name: it.Name, Kind: ast.ObjEnumConst, Type: e, Value: v, Pos: it.P})
		c.declare(it.Obj)
		next = v + 1
	}
	return e
}

// complete reports whether objects of type t can be created.
func complete(t types.Type) bool {
	switch t := t.(type) {
	case *types.Struct:
		return t.Complete
	case *types.Array:
		return t.Len >= 0 && complete(t.Elem)
	case *types.Basic:
		return t.Kind != types.Void
	case *types.Func:
		return false
	}
	return true
}

// dependentMemberType resolves typename Op::T (name "Op::T") where Op names
// a type, a template's parameter bound to a struct S: S's member typedef T,
// hoisted to file scope as S::T. Nil when it is none.
func (c *checker) dependentMemberType(name string) types.Type {
	outer, member, ok := strings.Cut(name, "::")
	if !ok || strings.Contains(member, "::") {
		return nil
	}
	o := c.lookup(outer)
	if o == nil || o.Kind != ast.ObjType {
		return nil
	}
	st, isStruct := o.Type.(*types.Struct)
	if !isStruct || st.Name == "" || st.Name == outer {
		return nil
	}
	if m := c.lookup(st.Name + "::" + member); m != nil && m.Kind == ast.ObjType {
		return m.Type
	}
	return nil
}

// decltype is the type decltype(x) names, without evaluating x: a
// variable's or member's declared type for a name (unparenthesised), a
// reference for any other lvalue (decltype(a[0]) is float &), else x's
// type.
func (c *checker) decltype(x ast.Expr) types.Type {
	if id, ok := x.(*ast.Ident); ok {
		if o := c.lookup(id.Name); o != nil && (o.Kind == ast.ObjVar || o.Kind == ast.ObjParam) && o.Type != nil {
			return o.Type
		}
	}
	_, member := x.(*ast.Member)
	e := c.expr(x)
	t := e.Type()
	if t == nil || types.IsInvalid(t) {
		return invalid
	}
	if _, ref := t.(*types.Reference); !ref && !member && e.IsLvalue() {
		if _, isFunc := t.(*types.Func); !isFunc {
			return &types.Reference{Elem: t, ElemQual: c.qualOf(e)}
		}
	}
	return t
}
