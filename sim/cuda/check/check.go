// Package check type-checks CUDA C programs and produces the typed AST that
// the engine compiles (see package sim/cuda/ast for the contract).
//
// The single entry point is File:
//
//	f, diags := check.File("prog.cu", src)
//	if diags.HasErrors() { ... show diags ... }
//
// File runs every phase (scan, preprocess, parse, check) and reports all
// errors of the file at once, sorted by position. The returned *ast.File is
// never nil, but only an error-free file satisfies the typed AST contract.
//
// The checker rewrites expressions as it goes: it wraps operands in implicit
// ast.Cast nodes, replaces enum and built-in constants by ast.IntLit, and
// turns make_float4(...) calls into ast.Construct nodes. An expression whose
// type is already invalid produces no further messages, so one mistake gives
// one message. Besides errors, the list may hold warnings (severity
// diag.Warning) about likely bugs in valid code: printf formats that do not
// match their arguments, non-void functions that can end without a return,
// string literals assigned to char *, out-of-range shifts.
package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/builtins"
	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// File checks one .cu file.
func File(filename string, src []byte) (*ast.File, diag.List) {
	var errs diag.List
	f := parser.ParseFile(filename, src, &errs)
	Check(f, &errs)
	errs.Dedupe()
	return f, errs
}

// Check type-checks a parsed file in place, reporting to errs.
func Check(f *ast.File, errs *diag.List) {
	c := &checker{
		file:      f,
		errs:      errs,
		builtins:  map[string]*ast.Object{},
		destructs: map[*types.Struct]bool{},
		built:     map[*types.Struct]bool{},
	}
	c.scope = &scope{names: map[string]*ast.Object{}, tags: map[string]types.Type{}}
	c.fileScope = c.scope
	addStdTemplates(f, errs)
	c.names = parser.Names(f)
	c.lateSpecs = lateSpecializations(f)
	c.keptRefs = constRefsKept(f)
	for i, d := range f.Decls {
		c.declAt = i
		c.topDecl(d)
	}
	c.checkBodies()
	c.useDeviceViews()
	if !errs.HasErrors() {
		c.inlineHelpers(f.Funcs)
		for _, fd := range f.Funcs {
			c.hoistRepeatedLoads(fd)
		}
	}
	if m := c.fileScope.names["main"]; m != nil && m.Kind == ast.ObjFunc {
		f.Main = m
	}
}

type scope struct {
	parent *scope
	names  map[string]*ast.Object
	tags   map[string]types.Type // struct, union and enum tags
}

type checker struct {
	file      *ast.File
	errs      *diag.List
	scope     *scope
	fileScope *scope
	builtins  map[string]*ast.Object
	names     *parser.FileNames

	// the function being checked
	fn       *ast.FuncDecl
	temps    []*ast.VarDecl       // hidden locals for temporaries (see materialize)
	bitReads map[ast.Expr]*bitRef // checked bit-field reads, for assignments to them (bitfield.go)
	exec     ast.Exec
	vla      *ast.Expr // while declType may take a host array's size at run time: where it goes (hostVLA)
	loops    int
	switches int

	reported map[string]bool // undeclared names reported in the current function
	// memberDefaults holds, per struct, the default member initializers
	// (int n = 5;) by field index, nil where a field has none; see memberdefaults.go.
	memberDefaults map[*types.Struct][]ast.Expr
	symbolCtx      int // >0 inside sizeof and symbol arguments, where device variables may be named from host code

	defaults        map[*ast.Object][]ast.Expr  // default arguments per function, by parameter (see defaults.go)
	checkingDefault map[ast.Expr]bool           // default arguments being checked, to stop self-reference
	defaultScopes   map[*ast.Object]*scope      // a template instance's scope, with its parameters bound, for its defaults (T s = T(2))
	refVars         map[*ast.Object]bool        // reference variables lowered to pointers (see refvar.go)
	sideStatics     map[*ast.Object]*ast.Object // static locals of host-and-device functions, with their device twins (sidestatics.go)
	inlinedLate     bool                        // a product was inlined from a function nvcc inlines after its loop passes (inlinedLate)
	// overloads are the overload sets of operators and member functions, by
	// source name ("operator+", "Vec3::length"); refResults the signatures
	// whose T& result was lowered to T* (see methods.go).
	overloads map[string][]*ast.Object
	// templateSets are the function templates of one name, when it has
	// several (templateoverload.go)
	templateSets map[string][]*ast.Object
	// instanceArgs is set while a call's arguments convert to the
	// parameters of a function template's instance, whose T * deduced from
	// a const X * lost the const
	instanceArgs bool
	convFuncs    map[string][]*ast.Object // conversion functions by struct name (convfuncs.go)
	refResults   map[*types.Func]bool
	// lambdaOuter are the static locals and constants of a lambda's
	// enclosing function that its operator reads without capturing them.
	lambdaOuter map[*ast.FuncDecl][]*ast.Object
	// hasDestructors is set once a struct with a destructor is declared
	// (see destructors.go).
	hasDestructors bool
	destructs      map[*types.Struct]bool // see needsDestruction
	built          map[*types.Struct]bool // see defaultBuilt
	memberCopies   map[*types.Struct]bool // see copiesMembers

	pairs map[string]*types.Struct // pointer pairs minmax_element made (minmax.go)
	// keptRefs are the const T& parameters definitions keep as
	// references (constRefsKept)
	keptRefs map[string]map[int]bool
	// userConversion is set while a constructor is looked for to convert
	// an argument (userCost): that one cannot convert its own.
	userConversion bool

	// classes are the structs with a base or virtual functions, and
	// qualifiedCall is set while Base::f(args) is checked, which calls f
	// without virtual dispatch (inherit.go).
	classes       map[*types.Struct]*classInfo
	qualifiedCall bool

	pending []*ast.FuncDecl // instances whose bodies still need checking
	// lateSpecs gives, for the name of each function specialized on
	// tokens (parser/specialize.go), the index in the file's declarations
	// of its last specialization; declAt is the declaration being checked
	lateSpecs map[string]int
	declAt    int
	// twins pairs a kernel with a host or device function of the same
	// name, both ways (funcDecl); the name finds the one declared first
	twins map[*ast.Object]*ast.Object
	// unused are the member functions of struct template instances that no
	// call has used yet, by object: checked on first use (onUse)
	unused map[*ast.Object]*ast.FuncDecl
	// genericLambdas are the call operators of lambdas with auto
	// parameters, by struct tag, unchecked: each call with argument types
	// of its own declares a copy for them (lambdaCall); lambdaTypes holds
	// the types of those declared
	genericLambdas map[string]*ast.FuncDecl
	// lambdaInvokers are the functions lambdas without captures convert
	// to, by closure type name (lambdaInvoker)
	lambdaInvokers map[string]*ast.Object
	lambdaTypes    map[string][][]types.Type
	// fieldsOf is the struct whose members structType is declaring, where
	// its constant static members may be named (int a[N];), and early the
	// static members it declared before them for that (earlyStatics)
	fieldsOf  *types.Struct
	early     map[*ast.VarDecl]bool
	instances []*ast.FuncDecl
	instDepth int
	// instancing is the template being instantiated and the call that
	// asks for it, for messages about its signature
	instancing   *ast.FuncDecl
	instancingAt diag.Pos
}

func (c *checker) errorf(pos diag.Pos, format string, args ...any) {
	c.errs.Add(pos, diag.KindType, format, args...)
}

func (c *checker) unsupported(pos diag.Pos, format string, args ...any) {
	c.errs.Add(pos, diag.KindUnsupported, format, args...)
}

func (c *checker) openScope() {
	c.scope = &scope{parent: c.scope} // maps are made on first use
}

func (c *checker) closeScope() { c.scope = c.scope.parent }

func (c *checker) newObject(o *ast.Object) *ast.Object {
	o.ID = len(c.file.Objects)
	c.file.Objects = append(c.file.Objects, o)
	return o
}

// declare adds o to the current scope, reporting a redeclaration.
func (c *checker) declare(o *ast.Object) {
	if o.Name == "" {
		return
	}
	if prev := c.scope.names[o.Name]; prev != nil {
		c.errorf(o.Pos, "redeclaration of '%s' (first declared at line %d)", o.Name, prev.Pos.Line)
		return
	}
	c.scope.set(o)
}

// lookup finds a name in the scopes, then among the built-ins.
func (c *checker) lookup(name string) *ast.Object {
	for s := c.scope; s != nil; s = s.parent {
		if o := s.names[name]; o != nil {
			return o
		}
	}
	return c.builtin(name)
}

func (c *checker) builtin(name string) *ast.Object {
	if o, ok := c.builtins[name]; ok {
		return o
	}
	var o *ast.Object
	if f := builtins.LookupFunc(name); f != nil {
		o = &ast.Object{Name: name, Kind: ast.ObjBuiltinFunc, Type: f.Sigs[0].Type, Exec: f.Exec}
	} else if v := builtins.LookupVar(name); v != nil {
		o = &ast.Object{Name: name, Kind: ast.ObjBuiltinVar, Type: v.Type, Exec: v.Exec, Global: true}
	} else if k := builtins.LookupConst(name); k != nil {
		o = &ast.Object{Name: name, Kind: ast.ObjBuiltinConst, Type: k.Type, Value: k.Value}
	} else if t := builtins.Type(name); t != nil {
		o = &ast.Object{Name: name, Kind: ast.ObjType, Type: t}
	}
	if o != nil {
		c.newObject(o)
	}
	c.builtins[name] = o
	return o
}

// set adds o to the scope, making its map on first use.
func (s *scope) set(o *ast.Object) {
	if s.names == nil {
		s.names = map[string]*ast.Object{}
	}
	s.names[o.Name] = o
}

func (c *checker) lookupTag(name string) types.Type {
	for s := c.scope; s != nil; s = s.parent {
		if s.tags == nil {
			continue
		}
		if t := s.tags[name]; t != nil {
			return t
		}
	}
	return nil
}

func (c *checker) declareTag(name string, t types.Type) {
	if c.scope.tags == nil {
		c.scope.tags = map[string]types.Type{}
	}
	c.scope.tags[name] = t
}

var invalid = types.Typ[types.Invalid]

// inDevice reports whether the code being checked runs on the device.
func (c *checker) inDevice() bool { return c.exec&ast.ExecDevice != 0 }
func (c *checker) inHost() bool   { return c.exec&ast.ExecHost != 0 }

// checkBodies checks the bodies of template instances (which may request
// further instances); the file's own functions were checked in order.
func (c *checker) checkBodies() {
	for len(c.pending) > 0 {
		fd := c.pending[0]
		c.pending = c.pending[1:]
		c.funcBody(fd)
		c.file.Funcs = append(c.file.Funcs, fd)
	}
}
