package check

import (
	"fmt"
	"slices"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

func (c *checker) topDecl(d ast.Decl) {
	switch d := d.(type) {
	case *ast.StaticAssert:
		c.staticAssert(d)
	case *ast.FuncDecl:
		if d.SpecArgs != nil {
			c.specialization(d)
			return
		}
		if c.disabledSpecialization(d) {
			return
		}
		c.declareFunc(d)
		if d.Body != nil && d.Template == nil && d.Obj != nil && d.Obj.Decl == d && d.Attrs.OnUse {
			// a specialization made on tokens: checked once called
			if c.unused == nil {
				c.unused = map[*ast.Object]*ast.FuncDecl{}
			}
			c.unused[d.Obj] = d
		} else if d.Body != nil && d.Template == nil && d.Obj != nil && d.Obj.Decl == d {
			if crtpMember(d) || c.callsLaterSpecialization(d) {
				c.pending = append(c.pending, d) // checked at the end
				return
			}
			c.funcBody(d)
			c.file.Funcs = append(c.file.Funcs, d)
		}
	case *ast.GlobalVars:
		for _, v := range d.Decls {
			c.varDecl(v, true)
			c.staticLifetime(v)
		}
		if len(d.Decls) > 0 {
			c.declareMethods(d.Decls[0].Spec.Struct)
		}
	case *ast.TypeDecl:
		c.typeDecl(d)
		c.declareMethods(d.Spec.Struct)
	}
}

func (c *checker) typeDecl(d *ast.TypeDecl) {
	bt := c.baseType(d.Spec)
	if d.Spec.Storage != ast.StorageTypedef {
		return
	}
	for _, dc := range d.Declarators {
		t, _ := c.declType(bt, d.Spec.Qual, dc)
		if t == autoType {
			c.errorf(dc.NamePos, "typedef cannot use 'auto'")
			t = invalid
		}
		if prev := c.scope.names[dc.Name]; prev != nil && prev.Kind == ast.ObjType && types.Identical(prev.Type, t) {
			continue // a repeated identical typedef is fine
		}
		c.declare(c.newObject(&ast.Object{Name: dc.Name, Kind: ast.ObjType, Type: t, Pos: dc.NamePos}))
	}
}

// funcDecl declares a function (or template) at file scope.
func (c *checker) funcDecl(fd *ast.FuncDecl) {
	a := fd.Attrs
	if a.Global && (a.Host || a.Device) {
		c.errorf(fd.P, "a __global__ function cannot also be __host__ or __device__")
		a.Host, a.Device = false, false
		fd.Attrs = a
	}
	if fd.Template != nil && fd.TemplateArgs == nil {
		// A template: declared by name, checked per instance.
		if prev := c.fileScope.names[fd.Name]; prev != nil {
			// a template declared first and defined later
			if prev.Kind == ast.ObjFunc && prev.Decl != nil && !prev.Decl.Attrs.Global && !fd.Attrs.Global && c.declareTemplateOverload(fd, prev) {
				return
			}
			c.errorf(fd.P, "redefinition of '%s'", fd.Name)
			return
		}
		fd.Obj = c.newObject(&ast.Object{Name: fd.Name, Kind: ast.ObjFunc, Pos: fd.P, Decl: fd, Exec: a.Exec(), Type: &types.Func{Result: invalid}})
		c.fileScope.names[fd.Name] = fd.Obj
		return
	}
	rt := c.resultBase(fd)
	t, _ := c.declType(rt, fd.Spec.Qual, fd.Declarator)
	ft, ok := t.(*types.Func)
	if !ok {
		if !types.IsInvalid(t) {
			c.errorf(fd.P, "'%s' is not a function", fd.Name)
		}
		ft = &types.Func{Result: invalid}
	}
	c.keepAddressedConstRefs(ft, fd)
	c.refResult(fd, ft)
	if ft.Result == autoType && fd.Body == nil && fd.Template == nil && fd.TemplateArgs == nil {
		c.errorf(fd.P, "a function returning 'auto' must be defined where it is declared")
		ft.Result = invalid
	}
	if a.Global {
		if !types.IsVoid(ft.Result) && !types.IsInvalid(ft.Result) {
			c.errorf(fd.P, "kernel '%s' must return void", fd.Name)
		}
		for i, p := range ft.Params {
			if _, ok := p.Type.(*types.Reference); ok {
				c.errorf(fd.P, "parameter %d of kernel '%s' is a reference; kernel parameters are copied to the device, pass a pointer instead", i+1, fd.Name)
			}
		}
		if ft.Variadic {
			c.errorf(fd.P, "kernel '%s' cannot take a variable number of arguments", fd.Name)
		}
	}
	if fd.Name == "main" {
		if a.Global || a.Device {
			c.errorf(fd.P, "main must be a host function")
		}
		if b := types.BasicOf(ft.Result); b == nil || b.Kind != types.Int {
			if !types.IsInvalid(ft.Result) {
				c.errorf(fd.P, "main must return int")
			}
		}
	}
	if a.HasLaunchBounds && !a.Global {
		c.errorf(fd.P, "__launch_bounds__ applies only to kernels (__global__ functions)")
	}
	for i, x := range a.LaunchBoundsArgs {
		if i < len(a.LaunchBounds) {
			x = c.expr(x)
			a.LaunchBoundsArgs[i] = x
			a.LaunchBounds[i] = c.attrValue(x, "__launch_bounds__")
		}
	}
	for i, x := range a.ClusterDimsArgs {
		if i < len(a.ClusterDims) {
			x = c.expr(x)
			a.ClusterDimsArgs[i] = x
			a.ClusterDims[i] = c.attrValue(x, "__cluster_dims__")
		}
	}
	if len(a.ClusterDimsArgs) > 0 {
		for i := len(a.ClusterDimsArgs); i < 3; i++ {
			a.ClusterDims[i] = 1
		}
		if !a.Global {
			c.errorf(fd.P, "__cluster_dims__ applies only to kernels (__global__ functions)")
		}
	}
	if a.MaxNRegArg != nil {
		a.MaxNRegArg = c.expr(a.MaxNRegArg)
		a.MaxNReg = c.attrValue(a.MaxNRegArg, "__maxnreg__")
	}
	fd.Attrs = a
	if a.HasLaunchBounds && a.LaunchBounds[0] <= 0 && len(a.LaunchBoundsArgs) > 0 && !types.IsInvalid(a.LaunchBoundsArgs[0].Type()) {
		c.errorf(fd.P, "__launch_bounds__ needs a positive maximum number of threads per block")
	}
	if fd.Spec.Shared || fd.Spec.Constant || fd.Spec.Managed {
		c.errorf(fd.P, "functions cannot be __shared__, __constant__ or __managed__")
	}
	exec := a.Exec()
	if fd.TemplateArgs != nil {
		// an instance: its object is made by instantiate
		fd.Obj.Type = ft
		fd.Obj.Exec = exec
		return
	}
	if prev := c.fileScope.names[fd.Name]; prev != nil {
		if prev.Kind != ast.ObjFunc || prev.Decl == nil || prev.Decl.Template != nil {
			c.errorf(fd.P, "redeclaration of '%s' (first declared at line %d)", fd.Name, prev.Pos.Line)
			return
		}
		if prev.Decl.Attrs.Global != a.Global {
			// A kernel and a function of the same name (nvcc builds it:
			// tests/gpu/probe/syntax/kernel_host_overload.cu): the one
			// declared second is the first's twin, which a launch or a
			// call picks by how it uses the name (checker.twins).
			if tw := c.twins[prev]; tw != nil {
				prev = tw // a redeclaration or the definition of the twin
			} else {
				fd.Obj = c.newObject(&ast.Object{Name: fd.Name, Kind: ast.ObjFunc, Type: ft, Pos: fd.P, Decl: fd, Exec: exec, Static: a.Static, Extern: a.Extern})
				if c.twins == nil {
					c.twins = map[*ast.Object]*ast.Object{}
				}
				c.twins[prev], c.twins[fd.Obj] = fd.Obj, prev
				return
			}
		}
		if !types.Identical(prev.Type, ft) {
			c.errorf(fd.P, "conflicting types for '%s' (declared at line %d as %s)", fd.Name, prev.Pos.Line, prev.Type)
			return
		}
		if prev.Exec != exec {
			c.errorf(fd.P, "'%s' was declared at line %d with different __host__/__device__/__global__ qualifiers", fd.Name, prev.Pos.Line)
		}
		if fd.Body != nil {
			if prev.Decl.Body != nil {
				c.errorf(fd.P, "redefinition of '%s' (first defined at line %d)", fd.Name, prev.Decl.P.Line)
				return
			}
			prev.Decl = fd
			// keep the attributes of the earlier declaration too
			if prev.Decl.Attrs.HasLaunchBounds || fd.Attrs.HasLaunchBounds {
				fd.Attrs.HasLaunchBounds = true
			}
		}
		fd.Obj = prev
		return
	}
	fd.Obj = c.newObject(&ast.Object{Name: fd.Name, Kind: ast.ObjFunc, Type: ft, Pos: fd.P, Decl: fd, Exec: exec, Static: a.Static, Extern: a.Extern})
	c.fileScope.names[fd.Name] = fd.Obj
}

// attrValue folds an attribute argument.
func (c *checker) attrValue(x ast.Expr, name string) int64 {
	if types.IsInvalid(x.Type()) {
		return 0
	}
	if !types.IsInteger(x.Type()) || x.Base().Const == nil {
		c.errorf(x.Pos(), "%s needs integer constants", name)
		return 0
	}
	return int64(x.Base().Const.Int)
}

// funcBody checks a function's body.
func (c *checker) funcBody(fd *ast.FuncDecl) {
	ft, _ := fd.Obj.Type.(*types.Func)
	if ft == nil || fd.Body == nil {
		return
	}
	saveScope := c.scope
	c.scope = c.fileScope
	if fd.TemplateArgs != nil {
		c.openScope()
		c.bindTemplateArgs(fd)
	}
	if outer := c.lambdaOuter[fd]; len(outer) > 0 {
		// a lambda's enclosing static locals and constants
		c.openScope()
		for _, o := range outer {
			c.scope.set(o)
		}
	}
	c.openScope()
	c.fn, c.exec, c.loops, c.switches = fd, fd.Attrs.Exec(), 0, 0
	c.reported = nil
	params := fd.Declarator.Parts[0].Params
	fd.Params = nil
	for i, p := range ft.Params {
		var pos diag.Pos
		name := p.Name
		if i < len(params) {
			pos = params[i].P
			if params[i].Declarator != nil && params[i].Declarator.Name != "" {
				pos = params[i].Declarator.NamePos
				// ft may be an earlier prototype's, whose names (or
				// lack of them) do not count in the definition
				if len(params) == len(ft.Params) {
					name = params[i].Declarator.Name
				}
			}
		}
		if !types.IsInvalid(p.Type) && !complete(p.Type) {
			if _, ok := p.Type.(*types.Reference); !ok {
				c.errorf(pos, "parameter '%s' has incomplete type %s", p.Name, p.Type)
			}
		}
		o := c.newObject(&ast.Object{Name: name, Kind: ast.ObjParam, Type: p.Type, Qual: p.Qual, Pos: pos, Space: ast.SpaceAuto})
		c.declare(o)
		fd.Params = append(fd.Params, o)
	}
	if ft.Variadic && fd.Attrs.Exec() == ast.ExecHost {
		// the arguments after the last named one, each in an 8-byte
		// slot, as <stdarg.h>'s va_start finds them (ast.VarArea)
		o := c.newObject(&ast.Object{Name: ast.VarArea, Kind: ast.ObjParam, Type: types.NewPointer(types.Typ[types.Char], 0), Pos: fd.P, Space: ast.SpaceAuto})
		c.declare(o)
		fd.Params = append(fd.Params, o)
	}
	saveTemps := c.temps
	c.temps = nil
	if fd.Ctor {
		c.ctorMemberDefaults(fd)
		c.ctorPrologue(fd)
	}
	c.dtorPrologue(fd)
	c.resolveLabels(fd.Body)
	c.blockStmts(fd.Body.List)
	finishResult(ft)
	c.checkMissingReturn(fd, ft)
	c.addDestructorCalls(fd)
	c.finishDestroy(fd)
	c.fuseHalfLocals(fd)
	if len(c.temps) > 0 {
		fd.Body.List = append([]ast.Stmt{&ast.DeclStmt{P: fd.Body.P, Decls: c.temps}}, fd.Body.List...)
	}
	c.temps = saveTemps
	c.unfuseSharedProducts(fd)
	c.closeScope()
	c.scope = saveScope
	c.fn = nil
	c.exec = ast.ExecHost
	c.reported = nil
}

// varDecl checks one variable declaration (file scope or local).
func (c *checker) varDecl(v *ast.VarDecl, fileScope bool) {
	spec := v.Spec
	bt := c.baseType(spec)
	var vlaLen ast.Expr
	if c.mayBeVLA(v, fileScope) {
		c.vla = &vlaLen
	}
	t, q := c.declType(bt, spec.Qual, v.Declarator)
	c.vla = nil
	if vlaLen != nil {
		c.hostVLA(v, t, q, vlaLen)
		return
	}
	o := &ast.Object{Name: v.Name, Kind: ast.ObjVar, Type: t, Qual: q, Pos: v.P, Var: v,
		Static: spec.Storage == ast.StorageStatic, Extern: spec.Storage == ast.StorageExtern, AlignAs: c.alignAs(spec)}
	v.Obj = o
	if spec.Attrs.Global || spec.Attrs.Host || spec.Attrs.ForceInline || spec.Attrs.NoInline || spec.Attrs.HasLaunchBounds {
		c.errorf(v.P, "'%s' is a variable; __global__, __host__ and function attributes apply only to functions", v.Name)
	}
	// memory space
	switch {
	case spec.Shared && spec.Constant:
		c.errorf(v.P, "a variable cannot be both __shared__ and __constant__")
	case spec.Shared:
		o.Space = ast.SpaceShared
		if o.Extern {
			o.Space = ast.SpaceDynShared
		}
	case spec.Constant:
		o.Space = ast.SpaceConstant
	case spec.Managed:
		o.Space = ast.SpaceManaged
	case spec.Device:
		o.Space = ast.SpaceGlobal
	case fileScope:
		o.Space = ast.SpaceHost
	}
	if fileScope {
		o.Global = true
	} else {
		switch o.Space {
		case ast.SpaceConstant, ast.SpaceGlobal, ast.SpaceManaged:
			c.errorf(v.P, "%s variables must be declared at file scope", o.Space)
			o.Space = ast.SpaceAuto
		case ast.SpaceShared, ast.SpaceDynShared:
			if !c.inDevice() {
				c.errorf(v.P, "__shared__ variables can only be declared in device code")
			}
		default:
			if o.Static {
				o.Global = true
				o.Space = ast.SpaceHost
				if c.inDevice() {
					o.Space = ast.SpaceGlobal
				}
			}
		}
	}
	// the type
	if _, isFunc := t.(*types.Func); isFunc {
		c.errorf(v.P, "'%s' is declared as a function here", v.Name)
		t = invalid
	}
	if types.IsVoid(t) {
		c.errorf(v.P, "variable '%s' has type void", v.Name)
		t = invalid
	}
	if r, ok := t.(*types.Reference); ok {
		c.refVarDecl(v, o, r, q, fileScope)
		return
	}
	o.Type = t
	prev := c.redeclared(v, o, fileScope)
	switch {
	case prev == nil:
		c.newObject(o)
	case o.Extern || !prev.Extern:
		// an extern declaration of a variable already declared or
		// defined, or `const int S::n;` after `static const int n = 4;`
		// in S: it names that object and adds no storage
		v.Obj = prev
		if v.Init != nil {
			c.errorf(v.Init.Pos(), "an extern declaration cannot have an initialiser")
		}
		return
	default:
		// the definition of an extern declaration: it becomes that object,
		// so uses checked before it (a member function using a static
		// data member defined after the struct) reach the same storage
		id := prev.ID
		*prev = *o
		prev.ID = id
		o, v.Obj = prev, prev
		c.file.Vars = slices.DeleteFunc(c.file.Vars, func(d *ast.VarDecl) bool { return d.Obj == prev })
	}
	if o.Space == ast.SpaceDynShared {
		switch a, ok := t.(*types.Array); {
		case !ok:
			c.errorf(v.P, "extern __shared__ variable '%s' must be an array of unknown size, like extern __shared__ float %s[]", v.Name, v.Name)
		case a.Len >= 0:
			// extern __shared__ float s[4]: nvcc takes it, and s is the
			// launch's dynamic shared memory whatever the size says
			// (tests/gpu/probe/syntax: s[7] reaches the fifth float).
			t = &types.Array{Elem: a.Elem, Len: -1, ElemQual: a.ElemQual}
			o.Type = t
		}
	}
	// initialiser
	init := v.Init
	if ci := c.ctorCallInit(v, o, t); ci != nil {
		init = ci
	} else if v.Declarator.HasCtor {
		init = c.ctorInit(v, t)
	} else if init == nil && !o.Extern && o.Space != ast.SpaceShared && o.Space != ast.SpaceDynShared {
		// `S v;` and `S a[n];` (defaultbuild.go)
		init = c.defaultInit(v, t)
		if init != nil && (o.Space == ast.SpaceConstant || o.Space == ast.SpaceGlobal) {
			if why := c.dynamicDefault(t); why != "" {
				c.errorf(v.P, "dynamic initialization is not supported for a %s variable: '%s' would run %s before the program starts; give the constructor an empty body or set the variable with cudaMemcpyToSymbol",
					o.Space, v.Name, why)
				init = nil
			}
		}
	}
	if init != nil {
		if o.Space == ast.SpaceShared || o.Space == ast.SpaceDynShared {
			c.errorf(init.Pos(), "__shared__ variables cannot have an initialiser; assign them in the kernel")
			init = nil
		} else if o.Extern {
			c.errorf(init.Pos(), "an extern declaration cannot have an initialiser")
			init = nil
		}
	}
	if a, ok := t.(*types.Array); ok && a.Elem == autoType {
		// auto __range_listN[] = {...}, a range-for's braced list: its
		// values have the first one's type (std::initializer_list's)
		t = invalid
		if list, isList := init.(*ast.InitList); isList && len(list.Elems) > 0 {
			if first, ok := cloneUnchecked(list.Elems[0]); ok {
				if et := c.decay(c.expr(first)).Type(); !types.IsInvalid(et) {
					t = &types.Array{Elem: et, Len: -1}
				}
			}
		}
		if types.IsInvalid(t) {
			c.errorf(v.P, "cannot deduce the type of the values of a braced list from its first value; give the loop variable a type")
		}
		o.Type = t
	}
	if ap, ok := t.(*types.Pointer); t == autoType || ok && ap.Elem == autoType {
		// auto v = x, and auto *p = &a, const auto *p: the initialiser's
		// pointer type with the written qualifiers added to what it points to
		declared := t
		t = invalid
		if init == nil {
			c.errorf(v.P, "'auto' variable '%s' needs an initialiser", v.Name)
		} else if _, isList := init.(*ast.InitList); isList {
			c.errorf(v.P, "cannot deduce the type of '%s' from a braced list", v.Name)
		} else {
			x := c.decay(c.expr(init))
			init, t = x, x.Type()
			xp, isPtr := t.(*types.Pointer)
			switch {
			case declared == autoType && types.IsVoid(t):
				c.errorf(init.Pos(), "cannot declare '%s' with a void value", v.Name)
				t = invalid
			case declared != autoType && isPtr:
				t = types.NewPointer(xp.Elem, xp.ElemQual|ap.ElemQual)
				init = c.assignConv(x, t, "in initialisation of '"+v.Name+"'")
			case declared != autoType && !types.IsInvalid(t):
				c.errorf(init.Pos(), "cannot deduce 'auto *' from %s, which is not a pointer", t)
				t = invalid
			case isStructType(t) && x.IsLvalue():
				init = c.copyConstruct(x) // auto b = a: a copy, by a's copy constructor where it has one
			}
		}
		o.Type = t
		v.Init = init
	} else if init != nil {
		if prev == nil && !fileScope && !o.Global && (types.IsArithmetic(t) || types.IsPointer(t)) {
			// The name is in scope in its own initialiser (float r9 = r *
			// r9 + 1;, valid C++ that reads r9 before it is set).
			c.declare(o)
			prev = o
		}
		v.Init = c.initExpr(init, t, o)
		if a, ok := t.(*types.Array); ok && a.Len < 0 {
			o.Type = v.Init.Type()
		}
	} else if o.Type == types.Type(types.Dim3) && !o.Extern && o.Space != ast.SpaceShared && o.Space != ast.SpaceDynShared {
		// dim3's default constructor makes (1, 1, 1): say so explicitly.
		v.Init = &ast.Construct{ExprBase: ast.ExprBase{P: v.P, T: types.Dim3}}
	} else {
		v.Init = nil
	}
	if !types.IsInvalid(o.Type) && !complete(o.Type) && o.Space != ast.SpaceDynShared && !o.Extern {
		if a, ok := o.Type.(*types.Array); ok && a.Len < 0 {
			c.errorf(v.P, "array '%s' needs a size or an initialiser", v.Name)
		} else {
			c.errorf(v.P, "variable '%s' has incomplete type %s", v.Name, o.Type)
		}
	}
	if o.Qual&types.Const != 0 && v.Init == nil && !o.Extern && !types.IsInvalid(o.Type) {
		if o.Space != ast.SpaceConstant {
			c.errorf(v.P, "const variable '%s' needs an initialiser", v.Name)
		}
	}
	if fileScope || o.Global || o.Space == ast.SpaceShared || o.Space == ast.SpaceDynShared {
		c.file.Vars = append(c.file.Vars, v)
	}
	if o.Static && !fileScope && o.Space == ast.SpaceGlobal && c.inHost() {
		c.twinStatic(v, o)
	}
	if prev == nil {
		c.declare(o)
	}
}

// mayBeVLA reports whether v could be a variable-length array: a plain
// local of host code, an array of a size written, without an initialiser.
func (c *checker) mayBeVLA(v *ast.VarDecl, fileScope bool) bool {
	d, spec := v.Declarator, v.Spec
	return !fileScope && !c.inDevice() && c.fn != nil && d != nil && len(d.Parts) > 0 &&
		d.Parts[0].Kind == ast.PartArray && d.Parts[0].Len != nil && (v.Init == nil || zeroList(v.Init)) && !d.HasCtor &&
		spec.Storage == ast.StorageNone && !spec.Shared && !spec.Constant && !spec.Managed && !spec.Device
}

// zeroList reports whether x is {} or a braced list of zeros, the
// initialisers g++ takes for a variable-length array: it zeroes the
// elements (tests/gpu/probe/syntax).
func zeroList(x ast.Expr) bool {
	l, ok := x.(*ast.InitList)
	if !ok {
		return false
	}
	for _, e := range l.Elems {
		if lit, ok := ast.Unparen(e).(*ast.IntLit); !ok || lit.Value != 0 {
			return false
		}
	}
	return true
}

// hostVLA declares v, a host array whose size n is known only at run time
// (GNU C++'s variable-length arrays, which g++, and so nvcc for host code,
// accept: int a[n];), as a pointer to its first element, t, initialised
// with memory for n elements (the built-in __simtlab_vla, host memory that
// lives until the program ends), zeroed when v has {} or {0}. Indexing,
// decay and passing it on are an array's, and sizeof measures it at run
// time (sizeOf).
func (c *checker) hostVLA(v *ast.VarDecl, t types.Type, q types.Qual, n ast.Expr) {
	o := &ast.Object{Name: v.Name, Kind: ast.ObjVar, Type: t, Qual: q, Pos: v.P, Var: v, Space: ast.SpaceAuto, VLA: true}
	v.Obj = o
	c.newObject(o)
	pos := n.Pos()
	pt, ok := t.(*types.Pointer)
	if !ok {
		// the declarator went wrong after its run-time length
		if !types.IsInvalid(t) {
			c.errorf(v.P, "variable '%s' cannot be a variable-length array of this type", v.Name)
		}
		o.Type = invalid
		c.declare(o)
		return
	}
	elem := pt.Elem
	if !complete(elem) {
		c.errorf(v.P, "variable '%s' has elements of incomplete type %s", v.Name, elem)
		c.declare(o)
		return
	}
	lit := func(x uint64) ast.Expr {
		return &ast.IntLit{ExprBase: ast.ExprBase{P: pos, T: types.Typ[types.ULong], Const: &ast.Value{Int: x}}, Value: x}
	}
	zero := uint64(0)
	if v.Init != nil {
		zero = 1
	}
	if init := c.checkedBuiltin("__simtlab_vla", pos, n, lit(uint64(elem.Size())), lit(zero)); !types.IsInvalid(init.Type()) {
		v.Init = implicitCast(init, t, ast.ConvPtrToPtr)
	}
	c.declare(o)
}

// checkedBuiltin is a call at pos of the built-in function name with args,
// checked: a call the checker writes itself.
func (c *checker) checkedBuiltin(name string, pos diag.Pos, args ...ast.Expr) ast.Expr {
	id := c.builtinRef(name, pos)
	call := &ast.Call{ExprBase: ast.ExprBase{P: pos}, Fun: id, Args: args}
	return c.builtinCallChecked(call, id, builtins.LookupFunc(name), len(args))
}

// builtinRef is an identifier at pos naming the built-in function name,
// resolved, for a call the checker writes itself.
func (c *checker) builtinRef(name string, pos diag.Pos) *ast.Ident {
	id := &ast.Ident{ExprBase: ast.ExprBase{P: pos}, Name: name}
	o := c.lookup(name)
	id.Obj, id.T = o, o.Type
	return id
}

// redeclared returns the file-scope variable that v declares again, nil
// when v declares a new one: an extern declaration before or after its
// definition, or the definition outside its struct, without initialiser, of
// a static data member initialised in the struct.
func (c *checker) redeclared(v *ast.VarDecl, o *ast.Object, fileScope bool) *ast.Object {
	if !fileScope {
		return nil
	}
	prev := c.fileScope.names[v.Name]
	if prev == nil || prev.Kind != ast.ObjVar || !sameOrCompleted(prev.Type, o.Type) {
		return nil
	}
	inClass := strings.Contains(v.Name, "::") && prev.Var != nil && prev.Var.Init != nil && v.Init == nil && !v.Declarator.HasCtor
	if !prev.Extern && !o.Extern && !inClass {
		return nil
	}
	return prev
}

// sameOrCompleted reports whether two declarations of one variable have
// compatible types: identical, or arrays of one element type where one
// leaves the length out (extern int a[]; int a[4];).
func sameOrCompleted(a, b types.Type) bool {
	if types.Identical(a, b) {
		return true
	}
	x, ok1 := a.(*types.Array)
	y, ok2 := b.(*types.Array)
	return ok1 && ok2 && (x.Len < 0 || y.Len < 0) && types.Identical(x.Elem, y.Elem)
}

// ctorInit turns `T x(args)` into an initialiser expression.
func (c *checker) ctorInit(v *ast.VarDecl, t types.Type) ast.Expr {
	args := v.Declarator.Ctor
	pos := v.Declarator.NamePos
	if s, ok := t.(*types.Struct); ok && s == types.Dim3 {
		return &ast.Construct{ExprBase: ast.ExprBase{P: pos}, Args: args, TypeName: dim3Name(pos)}
	}
	if len(args) == 1 {
		return args[0]
	}
	if isHalf2(t) && len(args) == 2 {
		// __half2 p(lo, hi): the header's constructor of the two halves
		return &ast.InitList{ExprBase: ast.ExprBase{P: pos}, Elems: args}
	}
	if !types.IsInvalid(t) {
		c.errorf(pos, "%s cannot be initialised with %d values in parentheses", t, len(args))
	}
	return nil
}

func dim3Name(pos diag.Pos) *ast.TypeName {
	return &ast.TypeName{P: pos, Spec: &ast.DeclSpec{P: pos, Name: "dim3", T: types.Dim3}, Declarator: &ast.Declarator{P: pos}, T: types.Dim3}
}

// initExpr checks an initialiser for an object of type t.
func (c *checker) initExpr(init ast.Expr, t types.Type, o *ast.Object) ast.Expr {
	if l, ok := init.(*ast.InitList); ok {
		return c.initList(l, t)
	}
	// char s[] = "text"
	if a, ok := t.(*types.Array); ok {
		if s, ok := ast.Unparen(init).(*ast.StringLit); ok && isCharType(a.Elem) {
			c.expr(s)
			n := int64(len(s.Value) + 1)
			if a.Len >= 0 && n > a.Len {
				// C++ (unlike C) needs room for the terminating NUL.
				c.errorf(init.Pos(), "string of %d characters is too long for %s (it needs %d bytes with the terminating NUL)", len(s.Value), t, n)
			}
			if a.Len < 0 {
				s.T = &types.Array{Elem: a.Elem, Len: n, ElemQual: a.ElemQual}
			} else {
				s.T = t
			}
			return s
		}
		x := c.expr(init)
		if !types.IsInvalid(x.Type()) {
			c.errorf(init.Pos(), "an array must be initialised with a braced list {...}")
		}
		return x
	}
	x := c.expr(init)
	return c.implicitCopy(c.assignConv(x, t, "in initialisation of '"+o.Name+"'"))
}

func isCharType(t types.Type) bool {
	b, ok := t.(*types.Basic)
	return ok && (b.Kind == types.Char || b.Kind == types.SChar || b.Kind == types.UChar)
}

// initList checks a braced initialiser against type t. Nested aggregates
// may be written with or without their own braces, as in C.
func (c *checker) initList(l *ast.InitList, t types.Type) ast.Expr {
	if a, ok := t.(*types.Array); ok && l.Each && len(l.Elems) == 1 {
		// default construction: one element's, for each (defaultbuild.go)
		var el ast.Expr
		if sub, ok := l.Elems[0].(*ast.InitList); ok {
			el = c.initList(sub, a.Elem)
		} else {
			el = c.assignConv(c.expr(l.Elems[0]), a.Elem, "in initialiser")
		}
		return &ast.InitList{ExprBase: ast.ExprBase{P: l.P, T: t}, Elems: []ast.Expr{el}, Each: true}
	}
	if _, sub := firstElem(l).(*ast.InitList); isHalf(t) && len(l.Elems) == 1 && !sub {
		// __half h{f}, __half h = {1}: the header's converting constructor
		return c.assignConv(c.expr(l.Elems[0]), t, "in initialiser")
	}
	if s, ok := t.(*types.Struct); ok && s == types.Dim3 {
		// dim3 has a constructor, dim3(x = 1, y = 1, z = 1): {4, 2} is (4, 2, 1)
		return c.expr(&ast.Construct{ExprBase: ast.ExprBase{P: l.P}, Args: l.Elems, TypeName: dim3Name(l.P)})
	}
	elems := l.Elems
	i := 0
	out := c.initAggregate(l.P, &elems, &i, t, true)
	if i < len(elems) && !types.IsInvalid(t) {
		c.errorf(elems[i].Pos(), "too many initialisers for %s", t)
	}
	return out
}

// initAggregate consumes elements from elems[*i:] for one object of type t.
// braced says whether t's own braces surround exactly these elements.
func (c *checker) initAggregate(pos diag.Pos, elems *[]ast.Expr, i *int, t types.Type, braced bool) ast.Expr {
	next := func(et types.Type) ast.Expr {
		x := (*elems)[*i]
		if sub, ok := x.(*ast.InitList); ok {
			*i++
			if s, isStruct := et.(*types.Struct); isStruct && builtFromList(s.Name) {
				// a std::vector member's {a, b, c}
				return c.expr(vectorFromList(sub, et))
			}
			return c.initList(sub, et)
		}
		if isHalf(et) {
			// a __half is no aggregate (it has constructors): its element
			// converts to it, as {1.5f, 2} does for a __half2
			*i++
			return c.assignConv(c.expr(x), et, "in initialiser")
		}
		if c.hasCtors(et) && x.Type() == nil {
			// a struct with constructors is no aggregate: its element
			// is its constructor's argument ({"key", 3} for a
			// pair<string, int>), not the start of brace elision
			*i++
			return c.callCtor(x.Pos(), et, []ast.Expr{x})
		}
		if _, isStruct := et.(*types.Struct); isStruct && !isLiteral(x) {
			// An element that already is a T (a variable, a constructor
			// call) initialises the whole T; anything else starts brace
			// elision with its first member.
			checked := c.expr(x)
			if types.IdenticalIgnoringQual(checked.Type(), et) {
				*i++
				return c.implicitCopy(c.assignConv(checked, et, "in initialiser"))
			}
			(*elems)[*i] = checked
		}
		if isAggregate(et) {
			// a string for a char array member
			if a, ok := et.(*types.Array); ok && isCharType(a.Elem) {
				if _, ok := ast.Unparen(x).(*ast.StringLit); ok {
					*i++
					return c.initExpr(x, et, &ast.Object{Name: "element"})
				}
			}
			return c.initAggregate(x.Pos(), elems, i, et, false)
		}
		*i++
		return c.assignConv(c.expr(x), et, "in initialiser")
	}
	switch tt := t.(type) {
	case *types.Array:
		out := &ast.InitList{ExprBase: ast.ExprBase{P: pos}}
		n := int64(0)
		for *i < len(*elems) && (tt.Len < 0 || n < tt.Len) {
			before := *i
			out.Elems = append(out.Elems, next(tt.Elem))
			n++
			if *i == before {
				break // an element that takes no value (an empty struct): the rest is too many
			}
		}
		if tt.Len < 0 {
			out.T = &types.Array{Elem: tt.Elem, Len: max(n, 1), ElemQual: tt.ElemQual}
		} else {
			out.T = t
		}
		return out
	case *types.Struct:
		out := &ast.InitList{ExprBase: ast.ExprBase{P: pos, T: t}}
		if !tt.Complete {
			c.errorf(pos, "cannot initialise incomplete type %s", t)
			*i = len(*elems) // the rest cannot be matched to members: skip it, once
			return out
		}
		if len(tt.Bits) > 0 {
			if tt.Union {
				c.unsupported(pos, "braced initialisers of unions with bit-fields")
				return out
			}
			out.Elems = c.bitFieldInit(pos, tt, func(et types.Type) (ast.Expr, bool) {
				if *i >= len(*elems) {
					return nil, false
				}
				return next(et), true
			})
			c.fillMemberDefaults(pos, out, tt)
			return out
		}
		fields := tt.Fields
		if tt.Union && len(fields) > 1 {
			fields = fields[:1]
		}
		for _, f := range fields {
			if *i >= len(*elems) {
				break
			}
			out.Elems = append(out.Elems, next(f.Type))
		}
		if !tt.Union {
			c.fillMemberDefaults(pos, out, tt)
		}
		return out
	}
	// scalar: {x}
	if *i >= len(*elems) {
		return &ast.IntLit{ExprBase: ast.ExprBase{P: pos, T: t, Const: &ast.Value{}}}
	}
	if braced && len(*elems) > 1 {
		c.errorf((*elems)[1].Pos(), "too many initialisers for %s", t)
	}
	return next(t)
}

func isAggregate(t types.Type) bool {
	switch t.(type) {
	case *types.Array, *types.Struct:
		return true
	}
	return false
}

// ---- templates ----

// instantiate returns the instance of template fd for the given arguments,
// creating it (and queueing its body) on first use.
func (c *checker) instantiate(pos diag.Pos, tmpl *ast.FuncDecl, args []ast.TemplateValue) *ast.Object {
	for _, in := range tmpl.Instances {
		if sameTemplateArgs(in.TemplateArgs, args) {
			return in.Obj
		}
	}
	if tmpl.Body == nil {
		// Declared before its use and defined after it (C++ instantiates
		// at the end of the file): the definition later in the file.
		if def := c.laterTemplateDefinition(tmpl); def != nil {
			tmpl = def
		} else {
			c.errorf(pos, "template '%s' is declared but never defined", tmpl.Name)
			return nil
		}
	}
	if len(tmpl.Instances) >= 64 || c.instDepth > 32 {
		c.errs.Add(pos, diag.KindLimit, "too many instantiations of template '%s' (is it recursive?)", tmpl.Name)
		return nil
	}
	var errs diag.List
	values := map[string]int64{}
	for i, tp := range tmpl.Template {
		if i < len(args) && !tp.IsType && args[i].Func == nil {
			values[tp.Name] = args[i].Int
		}
	}
	fd := parser.ParseTemplate(tmpl.Source, c.names, values, &errs)
	if fd == nil || len(errs) > 0 {
		// The template parsed once already, so this should not happen; say so
		// rather than fail silently.
		msg := "it does not parse"
		if len(errs) > 0 {
			msg = errs[0].String()
		}
		c.unsupported(pos, "cannot instantiate '%s' here: %s", tmpl.Name, msg)
		return nil
	}
	c.renameStdVariants(fd)
	fd.TemplateArgs = args
	fd.Generic = tmpl
	fd.Name = instanceName(tmpl, args)
	fd.Obj = c.newObject(&ast.Object{Name: fd.Name, Kind: ast.ObjFunc, Pos: tmpl.P, Decl: fd})
	tmpl.Instances = append(tmpl.Instances, fd)
	// resolve the signature with the arguments bound
	save := c.scope
	saveExec := c.exec
	c.scope = c.fileScope
	c.openScope()
	c.bindTemplateArgs(fd)
	c.instDepth++
	c.funcDecl(fd)
	c.recordDefaults(fd) // T scale(T x, int k = 3): each instance has its defaults
	c.instDepth--
	c.scope = save
	c.exec = saveExec
	if _, ok := fd.Obj.Type.(*types.Func); !ok {
		fd.Obj.Type = &types.Func{Result: invalid}
	}
	c.pending = append(c.pending, fd)
	if ft, ok := fd.Obj.Type.(*types.Func); ok && ft.Result == autoType {
		c.bodyNow(fd) // its calls need the result type now
	}
	return fd.Obj
}

// laterTemplateDefinition finds the definition, further down the file, of
// the function template that tmpl only declares, and makes it the one its
// name stands for (instances keep being recorded on tmpl's object).
func (c *checker) laterTemplateDefinition(tmpl *ast.FuncDecl) *ast.FuncDecl {
	for _, d := range c.file.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd != tmpl && fd.Name == tmpl.Name && fd.Template != nil && fd.Body != nil && len(fd.Template) == len(tmpl.Template) {
			if tmpl.Obj != nil {
				tmpl.Obj.Decl = fd
				fd.Obj = tmpl.Obj
			}
			return fd
		}
	}
	return nil
}

// specialization makes fd, an explicit specialization `template <> R
// name<args>(...)`, the instance of the function template name for args, so
// that calls which resolve to those arguments call fd.
func (c *checker) specialization(fd *ast.FuncDecl) {
	o := c.fileScope.names[fd.Name]
	if o == nil || o.Kind != ast.ObjFunc || o.Decl == nil || o.Decl.Template == nil {
		c.errorf(fd.P, "'%s' is not a function template declared before this specialization", fd.Name)
		return
	}
	tmpl := o.Decl
	vals, ok := c.templateArgs(tmpl, fd.SpecArgs, fd.P)
	if !ok {
		return
	}
	if len(vals) < len(tmpl.Template) {
		if vals, ok = c.specializationArgs(fd, tmpl, vals); !ok {
			return
		}
	}
	if len(vals) != len(tmpl.Template) {
		c.unsupported(fd.P, "write all %d template arguments of the specialization of '%s' (name<...>)", len(tmpl.Template), fd.Name)
		return
	}
	for _, in := range tmpl.Instances {
		if sameTemplateArgs(in.TemplateArgs, vals) {
			c.errorf(fd.P, "specialization of '%s' after it was already used or specialized for these arguments", fd.Name)
			return
		}
	}
	fd.TemplateArgs = vals
	fd.Generic = tmpl
	fd.Name = instanceName(tmpl, vals)
	fd.Obj = c.newObject(&ast.Object{Name: fd.Name, Kind: ast.ObjFunc, Pos: fd.P, Decl: fd})
	tmpl.Instances = append(tmpl.Instances, fd)
	save, saveExec := c.scope, c.exec
	c.scope = c.fileScope
	c.openScope()
	c.funcDecl(fd)
	c.scope, c.exec = save, saveExec
	if _, ok := fd.Obj.Type.(*types.Func); !ok {
		fd.Obj.Type = &types.Func{Result: invalid}
	}
	c.pending = append(c.pending, fd)
}

// specializationArgs deduces the template arguments an explicit
// specialization leaves out (template <> double L1p(double x)) from its
// parameter types, as a call deduces them from its arguments'.
func (c *checker) specializationArgs(fd, tmpl *ast.FuncDecl, explicit []ast.TemplateValue) ([]ast.TemplateValue, bool) {
	vals := make([]ast.TemplateValue, len(tmpl.Template))
	copy(vals, explicit)
	ptypes := c.placeholderParams(tmpl, vals, len(explicit))
	var own []*ast.ParamDecl
	if len(fd.Declarator.Parts) > 0 && fd.Declarator.Parts[0].Kind == ast.PartFunc {
		own = fd.Declarator.Parts[0].Params
	}
	if len(own) != len(ptypes) {
		c.errorf(fd.P, "this specialization of '%s' takes %d parameters where the template takes %d", fd.Name, len(own), len(ptypes))
		return nil, false
	}
	bound := make([]bool, len(vals))
	for i := range explicit {
		bound[i] = true
	}
	for i, p := range own {
		at, _ := c.declType(c.resolveBase(p.Spec), p.Spec.Qual, p.Declarator)
		if types.IsInvalid(at) {
			return nil, false
		}
		if r, ok := at.(*types.Reference); ok {
			at = r.Elem
		} else {
			at = adjustParam(at)
		}
		if !c.unify(fd.P, tmpl, ptypes[i], at, vals, bound) {
			return nil, false
		}
	}
	return vals, c.boundAll(fd.P, tmpl, vals, bound, ptypes, nil)
}

// bindTemplateArgs declares the template parameters of instance fd.
func (c *checker) bindTemplateArgs(fd *ast.FuncDecl) {
	for i, tp := range fd.Template {
		if i >= len(fd.TemplateArgs) {
			break
		}
		a := fd.TemplateArgs[i]
		if a.Func != nil {
			c.scope.names[tp.Name] = a.Func // op(x) calls the function itself
			continue
		}
		if tp.IsType {
			c.scope.set(c.newObject(&ast.Object{Name: tp.Name, Kind: ast.ObjType, Type: a.Type, Pos: tp.P}))
		} else {
			t := c.typeName(tp.IntType)
			c.scope.set(c.newObject(&ast.Object{Name: tp.Name, Kind: ast.ObjBuiltinConst, Type: t, Value: a.Int, Pos: tp.P}))
		}
	}
}

func sameTemplateArgs(a, b []ast.TemplateValue) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if (a[i].Type == nil) != (b[i].Type == nil) {
			return false
		}
		if a[i].Type != nil && !types.Identical(a[i].Type, b[i].Type) || a[i].Int != b[i].Int || a[i].Func != b[i].Func {
			return false
		}
	}
	return true
}

func instanceName(tmpl *ast.FuncDecl, args []ast.TemplateValue) string {
	var parts []string
	for _, a := range args {
		if a.Func != nil {
			parts = append(parts, a.Func.Name)
		} else if a.Type != nil {
			parts = append(parts, a.Type.String())
		} else {
			parts = append(parts, fmt.Sprint(a.Int))
		}
	}
	// (a variadic template's expansion, sum#pack2, is sum<int, int, int>)
	name := baseName(tmpl.Name) + "<" + strings.Join(parts, ", ") + ">"
	if i := strings.Index(tmpl.Name, "#t"); i >= 0 {
		name += tmpl.Name[i:] // one of several templates of the name: maxOf<int>#t2
	}
	return name
}

// templateArgs evaluates explicit template arguments.
func (c *checker) templateArgs(tmpl *ast.FuncDecl, targs []ast.TemplateArg, pos diag.Pos) ([]ast.TemplateValue, bool) {
	if len(targs) > len(tmpl.Template) {
		c.errorf(pos, "too many template arguments for '%s' (expected %d, have %d)", tmpl.Name, len(tmpl.Template), len(targs))
		return nil, false
	}
	vals := make([]ast.TemplateValue, len(targs))
	ok := true
	for i, a := range targs {
		v, good := c.templateValue(tmpl, i, a, vals[:i])
		vals[i], ok = v, ok && good
	}
	return vals, ok
}

// templateValue is the value argument a gives parameter i of tmpl, the
// values of the parameters before it being before.
func (c *checker) templateValue(tmpl *ast.FuncDecl, i int, a ast.TemplateArg, before []ast.TemplateValue) (ast.TemplateValue, bool) {
	var v ast.TemplateValue
	tp := tmpl.Template[i]
	switch {
	case tp.IsType && a.Type != nil:
		v.Type = c.typeName(a.Type)
		if types.IsInvalid(v.Type) {
			return v, false
		}
	case tp.IsType:
		c.errorf(a.Expr.Pos(), "template parameter '%s' of '%s' is a type, but the argument is a value", tp.Name, tmpl.Name)
		return v, false
	case a.Type != nil:
		c.errorf(a.Type.P, "template parameter '%s' of '%s' is a value, but the argument is a type", tp.Name, tmpl.Name)
		return v, false
	case isFuncPointerParam(tp):
		if v.Func = c.functionNamed(a.Expr, c.funcParamType(tmpl, tp, before)); v.Func == nil {
			c.errorf(a.Expr.Pos(), "template argument for '%s' must name a function", tp.Name)
			return v, false
		}
	default:
		x := c.expr(a.Expr)
		if types.IsInvalid(x.Type()) {
			return v, false
		}
		// the parameter's type on a copy, resolved with the parameters
		// before it bound: it may depend on them (enable_if_t<B, int>)
		pt := c.typeName(ast.CopyTemplateArg(ast.TemplateArg{Type: tp.IntType}).Type)
		if types.IsInvalid(pt) {
			return v, false
		}
		if types.IsPointer(pt) && isNullConst(x) {
			return v, true // typename enable_if<B>::type * = nullptr
		}
		if !types.IsInteger(x.Type()) || x.Base().Const == nil {
			c.errorf(a.Expr.Pos(), "template argument for '%s' must be an integer constant", tp.Name)
			return v, false
		}
		v.Int = int64(truncInt(x.Base().Const.Int, pt))
	}
	return v, true
}

// isFuncPointerParam reports whether tp is a template parameter of
// pointer-to-function type (template <typename T, T (*op)(T)>).
func isFuncPointerParam(tp *ast.TemplateParam) bool {
	if tp.IsType || tp.IntType == nil || tp.IntType.Declarator == nil {
		return false
	}
	for _, part := range tp.IntType.Declarator.Parts {
		if part.Kind == ast.PartFunc {
			return true
		}
	}
	return false
}

// funcParamType is the function type of template parameter tp of tmpl,
// with the arguments before it (bound) in place, or nil.
func (c *checker) funcParamType(tmpl *ast.FuncDecl, tp *ast.TemplateParam, bound []ast.TemplateValue) *types.Func {
	save, saveErrs := c.scope, c.errs
	var muted diag.List
	c.scope, c.errs = c.fileScope, &muted
	c.openScope()
	for j, v := range bound {
		if p := tmpl.Template[j]; p.IsType && v.Type != nil {
			c.scope.set(&ast.Object{Name: p.Name, Kind: ast.ObjType, Type: v.Type})
		}
	}
	t := c.typeName(tp.IntType)
	c.scope, c.errs = save, saveErrs
	if p, ok := t.(*types.Pointer); ok {
		ft, _ := p.Elem.(*types.Func)
		return ft
	}
	return nil
}

// functionNamed returns the function that x names, through parentheses
// and &, or nil: a function template's instance is the one its explicit
// arguments name, or that the parameter's type ft deduces.
func (c *checker) functionNamed(x ast.Expr, ft *types.Func) *ast.Object {
	id, ok := namedThrough(x, false).(*ast.Ident)
	if !ok {
		return nil
	}
	o := c.lookup(id.Name)
	if o == nil || o.Kind != ast.ObjFunc || o.Decl == nil || o.Decl.Attrs.Global {
		return nil
	}
	if o.Decl.Template != nil && o.Decl.TemplateArgs == nil {
		if len(id.TemplateArgs) == 0 && ft != nil {
			// deduced from the parameter's type: T (*op)(T) with T double
			// takes square<double>
			args := make([]ast.Expr, len(ft.Params))
			for i, p := range ft.Params {
				args[i] = &ast.BadExpr{ExprBase: ast.ExprBase{P: id.P, T: p.Type}}
			}
			return c.templateInstance(id.P, o, nil, nil, args)
		}
		// square<double>: the instance its arguments name
		if len(id.TemplateArgs) != len(o.Decl.Template) {
			return nil
		}
		args, ok := c.templateArgs(o.Decl, id.TemplateArgs, id.P)
		if !ok {
			return nil
		}
		return c.instantiate(id.P, o.Decl, args)
	}
	return o
}

// isLiteral reports whether x is a literal constant (possibly negated), which
// never has a struct type.
func isLiteral(x ast.Expr) bool {
	switch x := ast.Unparen(x).(type) {
	case *ast.IntLit, *ast.FloatLit, *ast.StringLit, *ast.BoolLit, *ast.NullptrLit:
		return true
	case *ast.Unary:
		return isLiteral(x.X)
	}
	return false
}

// firstElem is a list's first element, nil for an empty list.
func firstElem(l *ast.InitList) ast.Expr {
	if len(l.Elems) == 0 {
		return nil
	}
	return l.Elems[0]
}

// resultBase is fd's result base type; a trailing decltype(x * x) sees the
// parameters, declared in a scope of their own while it is worked out.
func (c *checker) resultBase(fd *ast.FuncDecl) types.Type {
	if fd.Spec.Decltype == nil || fd.Spec.T != nil || fd.Declarator == nil {
		return c.baseType(fd.Spec)
	}
	c.openScope()
	defer c.closeScope()
	for _, part := range fd.Declarator.Parts {
		if part.Kind != ast.PartFunc {
			continue
		}
		for _, pd := range part.Params {
			if pd.Declarator == nil || pd.Declarator.Name == "" {
				continue
			}
			prm := c.param(c.baseType(pd.Spec), pd)
			c.scope.set(&ast.Object{Name: prm.Name, Kind: ast.ObjParam, Type: prm.Type, Pos: pd.P})
		}
		break
	}
	return c.baseType(fd.Spec)
}

// crtpMember reports whether d is a member function of a struct template's
// instance whose body names a static member of a class through its
// template argument's name (Filter<BlurX>'s `BlurX::kName`, CRTP): C++
// looks it up once the class is complete (a member function's body is a
// complete-class context), so its body is checked at the end of the file.
func crtpMember(d *ast.FuncDecl) bool {
	recv := d.Receiver
	if i := strings.LastIndex(d.Name, "::"); recv == "" && i > 0 {
		recv = d.Name[:i] // a static member function
	}
	open := strings.IndexByte(recv, '<')
	if open < 0 || !strings.HasSuffix(recv, ">") || d.Obj == nil {
		return false
	}
	if ft, ok := d.Obj.Type.(*types.Func); ok && ft.Result == autoType {
		return false // its callers need the result type at once
	}
	args := recv[open+1 : len(recv)-1]
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok {
			if q, _, qualified := strings.Cut(id.Name, "::"); qualified && strings.Contains(args, q) {
				found = true
			}
		}
		return !found
	})
	return found
}

// lateSpecializations indexes the specializations made on tokens by name
// (see checker.lateSpecs).
func lateSpecializations(f *ast.File) map[string]int {
	late := map[string]int{}
	for i, d := range f.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Attrs.OnUse {
			late[fd.Name] = i
		}
	}
	return late
}

// callsLaterSpecialization reports whether d's body calls a function
// template the parser specialized on tokens with a specialization placed
// after d (one needs an instance the program makes later, is_real<int>
// first named in main): its body is checked once every declaration is
// in, as C++ instantiates a template where the program is complete.
func (c *checker) callsLaterSpecialization(d *ast.FuncDecl) bool {
	if len(c.lateSpecs) == 0 || d.Attrs.OnUse {
		return false
	}
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.Call); ok && !found {
			if id, ok := call.Fun.(*ast.Ident); ok && c.lateSpecs[id.Name] > c.declAt {
				found = true
			}
		}
		return !found
	})
	return found
}
