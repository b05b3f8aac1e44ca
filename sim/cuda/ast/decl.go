package ast

import (
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// ObjKind says what an Object is.
type ObjKind uint8

const (
	ObjVar           ObjKind = iota // a variable (local or global)
	ObjParam                        // a function parameter
	ObjFunc                         // a user function (Decl set)
	ObjEnumConst                    // an enum constant (Value set)
	ObjType                         // a typedef name, struct tag or template type parameter
	ObjBuiltinVar                   // threadIdx, blockIdx, blockDim, gridDim, warpSize
	ObjBuiltinFunc                  // a built-in function (printf, cudaMalloc, __syncthreads, ...)
	ObjBuiltinConst                 // a built-in constant (cudaMemcpyHostToDevice, NULL, ...): Value set
	ObjTemplateParam                // a template int parameter inside a template body (Value unset)
)

// Space is where a variable lives.
type Space uint8

const (
	SpaceAuto      Space = iota // a local variable or parameter: per thread
	SpaceHost                   // a file-scope variable (or static local) of host code
	SpaceGlobal                 // __device__: global memory, one per program
	SpaceShared                 // __shared__ with a size: shared memory, one per block
	SpaceDynShared              // extern __shared__ T s[]: the launch's dynamic shared memory
	SpaceConstant               // __constant__: constant memory
	SpaceManaged                // __managed__ (__device__ __managed__)
)

var spaceNames = [...]string{"auto", "host", "__device__", "__shared__", "extern __shared__", "__constant__", "__managed__"}

func (s Space) String() string {
	if int(s) < len(spaceNames) {
		return spaceNames[s]
	}
	return "space?"
}

// Exec is where a function may run: a set of ExecHost and ExecDevice.
type Exec uint8

const (
	ExecHost Exec = 1 << iota
	ExecDevice
)

// Object is a declared entity. The checker makes exactly one Object per
// declaration (a function declared twice shares one Object) and gives each
// an ID, unique in the file and assigned in source order, that the engine
// may use as an index.
type Object struct {
	Name  string
	Kind  ObjKind
	Type  types.Type // for functions a *types.Func; for reference params a *types.Reference
	Qual  types.Qual // const/volatile/__restrict__ of the object itself
	Pos   diag.Pos
	Space Space
	// AlignAs is an alignas(n) on a variable, 0 when none: its storage
	// is aligned to the larger of it and its type's alignment.
	AlignAs int64
	// Static is set for `static` file-scope objects and static locals: a
	// static local has one instance for the program (SpaceHost/SpaceGlobal),
	// not one per call.
	Static bool
	Extern bool
	// Global is set for file-scope variables (and static locals).
	Global bool
	// Exec says where a function (user or builtin) may be called from.
	// __global__ functions have ExecDevice and Decl.Attrs.Global set.
	Exec Exec
	// Decl is the function's definition (or its last declaration when it has
	// no body) for ObjFunc.
	Decl *FuncDecl
	// DeviceView is, for a __host__ __device__ function whose body depends
	// on __CUDA_ARCH__, its copy with the device pass's body, which a call
	// running on the device runs (check/deviceviews.go).
	DeviceView *Object
	// Value is the value of an enum or builtin constant.
	Value int64
	// Var is the variable's declaration, for ObjVar (nil for params).
	Var *VarDecl
	ID  int
	// VLA marks a host variable-length array (int a[n] with n known at run
	// time): Type is a pointer to its first element, and sizeof measures
	// the elements at run time (__simtlab_vla_size).
	VLA bool
}

// Decl is a top-level declaration.
type Decl interface {
	Node
	declNode()
}

// FuncAttrs are the CUDA qualifiers and attributes of a function.
type FuncAttrs struct {
	Global, Device, Host   bool // as written; a function with none is __host__
	ForceInline, NoInline  bool
	Inline, Static, Extern bool
	Virtual                bool // `virtual` written before a member function
	// Constexpr marks a constexpr function, whose calls with constant
	// arguments the checker folds (check/constexpr.go).
	Constexpr bool
	// Explicit marks an `explicit` conversion function, which only casts
	// and conditions use.
	Explicit bool
	// LaunchBounds holds __launch_bounds__(maxThreadsPerBlock,
	// minBlocksPerMultiprocessor, maxBlocksPerCluster) values; 0 when absent.
	LaunchBounds    [3]int64
	HasLaunchBounds bool
	// LaunchBoundsArgs are the __launch_bounds__ arguments as written; the
	// checker folds them into LaunchBounds (they may name template
	// parameters).
	LaunchBoundsArgs []Expr
	// ClusterDims holds __cluster_dims__(x, y, z) (thread block clusters,
	// compute capability 9.0); zero when absent. ClusterDimsArgs as written.
	ClusterDims     [3]int64
	ClusterDimsArgs []Expr
	MaxNReg         int64 // __maxnreg__(n); 0 when absent
	MaxNRegArg      Expr  // as written
	// OnUse marks a function whose body is checked only once a call uses
	// it: a function template's specialization made on tokens
	// (parser/specialize.go).
	OnUse bool
}

// Exec returns where a function with these attributes runs.
func (a FuncAttrs) Exec() Exec {
	switch {
	case a.Global:
		return ExecDevice
	case a.Device && a.Host:
		return ExecHost | ExecDevice
	case a.Device:
		return ExecDevice
	}
	return ExecHost
}

// TemplateParam is one parameter of a template: `typename T` or `int N`
// (any integer type).
type TemplateParam struct {
	P       diag.Pos
	Name    string
	IsType  bool
	IntType *TypeName // for value parameters
	// Default is the argument an instance that neither names nor deduces
	// the parameter gets (template <int BLOCK = 256>); it may name the
	// parameters before it.
	Default *TemplateArg
}

// TemplateValue is the value bound to a template parameter in an instance.
type TemplateValue struct {
	Type types.Type // for type parameters
	Int  int64      // for value parameters
	Func *Object    // for pointer-to-function parameters: the function
}

// FuncDecl is a function declaration or definition.
type FuncDecl struct {
	P          diag.Pos
	Name       string
	Spec       *DeclSpec
	Declarator *Declarator // Name and parameters as written
	Attrs      FuncAttrs
	Body       *Block // nil for a declaration without a body
	Obj        *Object
	// Params are the parameter objects, in order (set by the checker for
	// definitions). Unnamed parameters get an Object with Name "".
	Params []*Object
	// Template is set on a template definition; it is never compiled.
	Template []*TemplateParam
	// Instances lists the template's instantiations in the order of first use.
	Instances []*FuncDecl
	// TemplateArgs are the arguments of an instance (nil otherwise), one per
	// Template parameter of Generic.
	TemplateArgs []TemplateValue
	Generic      *FuncDecl // the template an instance came from
	// SpecArgs are the arguments of an explicit specialization, written
	// `template <> R name<SpecArgs>(...)`: the function replaces that
	// instance of the function template name (the checker makes it one).
	SpecArgs []TemplateArg
	// Source holds a template definition's tokens, from `template` to its
	// closing brace; the checker parses them again for each instantiation so
	// that every instance has nodes of its own.
	Source []token.Token
	// Receiver is the struct tag of a member function or constructor, which
	// the parser lowered to a plain function named "Tag::name" whose first
	// parameter is `Tag *this` (or, for a const member function, the object
	// itself, copied). Unqualified member names in the body mean this->name.
	Receiver string
	// FriendOf is the struct tag of a friend function defined in that
	// struct's body: a free function, whose body finds the struct's static
	// members by their plain names, as C++ looks names up in the class.
	FriendOf string
	// ConstMethod is set for `T f() const` member functions.
	ConstMethod bool
	// Ctor is set for constructors: the function returns the object it built.
	Ctor bool
	// Virtual is set for a member function declared virtual, override or
	// final; Pure for one declared `= 0` (it has no body and its vtable
	// slot faults when called).
	Virtual, Pure bool
	// BaseInit holds the arguments of the base struct's constructor in a
	// constructor's initialiser list (`D(int a) : B(a)`); HasBaseInit says
	// whether the list names the base at all (otherwise the base is
	// default-constructed). The checker writes the call before the
	// members' initialisation, as C++ orders it.
	BaseInit    []Expr
	HasBaseInit bool
}

// VarDecl declares one variable. Init is nil, an expression converted to the
// variable's type, an InitList, or a Construct (`dim3 g(4, 2)`).
type VarDecl struct {
	P          diag.Pos
	Name       string
	Spec       *DeclSpec
	Declarator *Declarator
	Init       Expr
	Obj        *Object
	// Temp marks a temporary the front end's inliner declared at the top
	// of the function (check/inlinehelpers.go): live from its assignment.
	Temp bool
}

// TypeDecl is a declaration that only declares types: `struct S {...};`,
// `typedef float real;`, `enum E {...};`.
type TypeDecl struct {
	P           diag.Pos
	Spec        *DeclSpec
	Declarators []*Declarator // typedef names, if any
}

// BadDecl stands for a declaration with a syntax error.
type BadDecl struct{ P diag.Pos }

func (d *FuncDecl) Pos() diag.Pos { return d.P }
func (d *VarDecl) Pos() diag.Pos  { return d.P }
func (d *TypeDecl) Pos() diag.Pos { return d.P }
func (d *BadDecl) Pos() diag.Pos  { return d.P }

// IsTemplate reports whether d is a template itself, not one of its
// instances (which keep the template's parameter list, with Generic set).
func (d *FuncDecl) IsTemplate() bool { return d.Template != nil && d.Generic == nil }

func (*FuncDecl) declNode() {}
func (*VarDecl) declNode()  {}
func (*TypeDecl) declNode() {}
func (*BadDecl) declNode()  {}

// GlobalVars is a group of file-scope variable declarations from one
// declaration (`__shared__ float a[4], b[4];` is one group).
type GlobalVars struct {
	P     diag.Pos
	Decls []*VarDecl
}

func (d *GlobalVars) Pos() diag.Pos { return d.P }
func (*GlobalVars) declNode()       {}

// File is a checked translation unit.
type File struct {
	Name  string
	Decls []Decl // as written: *FuncDecl, *GlobalVars, *TypeDecl, *BadDecl
	// Funcs lists every concrete function that has a body, in source order,
	// with template instances after the file's own functions in order of
	// instantiation. Template definitions are not in the list.
	Funcs []*FuncDecl
	// Vars lists every variable with static storage, in source order:
	// file-scope variables, static locals, and __shared__ variables declared
	// inside functions (one instance per block; their DeclStmt stays in the
	// body but has no initialiser).
	Vars []*VarDecl
	// Main is the Object of `main`, nil when the file has none.
	Main *Object
	// Objects lists every Object by ID.
	Objects []*Object
}

// Storage is a storage-class specifier as written.
type Storage uint8

const (
	StorageNone Storage = iota
	StorageStatic
	StorageExtern
	StorageTypedef
)

// DeclSpec is the part of a declaration before the declarators: storage
// class, CUDA qualifiers, type qualifiers and the base type.
type DeclSpec struct {
	P                                 diag.Pos
	Storage                           Storage
	Qual                              types.Qual
	Attrs                             FuncAttrs // function qualifiers written in the specifiers
	Shared, Constant, Device, Managed bool      // variable space qualifiers
	Align                             int64     // __align__(n), 0 when absent
	// AlignAs is C++'s alignas(n) on the declared objects (or on the
	// members a struct member declaration declares); AlignAsType is
	// alignas(type). Both 0/nil when absent.
	AlignAs     int64
	AlignAsType *TypeName

	// Base type, exactly one of:
	Keywords []string // "unsigned", "long", "int" ...; "auto" for auto
	Name     string   // a typedef, struct-without-keyword or template type parameter name
	Struct   *StructSpec
	Enum     *EnumSpec
	Decltype Expr // decltype(x): the type of x, unevaluated

	T types.Type // resolved base type, set by the checker
}

// StructSpec is `struct Tag { fields }` or a reference `struct Tag`.
// AnonMember begins the hidden name the parser gives an anonymous union
// or struct member (struct S { union { float a; unsigned b; }; }); the
// checker finds its members as the enclosing struct's.
const AnonMember = "(anon@"

type StructSpec struct {
	P       diag.Pos
	Union   bool
	Tag     string
	Fields  []*FieldDecl // nil for a reference without a body
	HasBody bool
	// Statics are the static data members, as file-scope variables named
	// Tag::name; the checker declares them after the struct.
	Statics []*VarDecl
	// Align is an __align__(n) written between the keyword and the tag
	// (struct __align__(16) S {...}); 0 when absent.
	Align int64
	// Pack caps its members' alignment: #pragma pack(n) before the
	// struct, or 1 for __attribute__((packed)); 0 when absent.
	Pack int64
	// Methods are the member functions, constructors and friend functions
	// defined in the body, already lowered by the parser to file-scope
	// functions (see FuncDecl.Receiver); the checker declares them after
	// the struct.
	Methods []*FuncDecl
	// Base is the tag of the base struct of `struct D : B {...}` (single,
	// non-virtual inheritance); the parser makes its storage the hidden
	// first field "(base)" (after "(vptr)" when D is the first polymorphic
	// struct of its line). Polymorphic is set when the struct or a base has
	// virtual functions: the root of such a line gets the vtable pointer
	// as hidden first field "(vptr)". NonPOD is set when the Itanium C++
	// ABI lets a derived struct reuse the struct's tail padding (it has a
	// base, virtual functions, constructors, a destructor, an operator= or
	// non-public data members).
	Base        string
	BasePos     diag.Pos
	Polymorphic bool
	NonPOD      bool
	// VirtualDtor is set when the body declares a virtual destructor
	// (also `virtual ~S() = default;`, which has no function).
	VirtualDtor bool
}

// FieldDecl is one declaration inside a struct body: a spec and its declarators.
type FieldDecl struct {
	P           diag.Pos
	Spec        *DeclSpec
	Declarators []*Declarator
}

// EnumSpec is `enum Tag { A, B = 3 }` or a reference `enum Tag`.
type EnumSpec struct {
	P       diag.Pos
	Tag     string
	Items   []*EnumItem
	HasBody bool
	// Underlying is the integer type written after a colon (`enum class
	// E : unsigned char`), as its words; nil for int.
	Underlying []string
}

// EnumItem is one enumerator.
type EnumItem struct {
	P     diag.Pos
	Name  string
	Value Expr // nil when not written
	Obj   *Object
}

// PartKind is the kind of a declarator part.
type PartKind uint8

const (
	PartPointer PartKind = iota
	PartReference
	PartArray
	PartFunc
)

// DeclPart is one derivation of a declarator: pointer, reference, array or
// function parameters.
type DeclPart struct {
	Kind     PartKind
	P        diag.Pos
	Qual     types.Qual   // for pointers: `* const`, `* __restrict__`
	Len      Expr         // for arrays; nil for []
	Params   []*ParamDecl // for functions
	Variadic bool
	Rvalue   bool // a reference written &&
}

// Declarator is the declared name with its derivations. Parts are in the
// order they bind to the name: for `int *a[4]`, Parts is [array 4,
// pointer] ("a is an array of 4 pointers to int"); the type is built by
// applying the parts from last to first to the base type.
type Declarator struct {
	P       diag.Pos
	Name    string // "" for abstract declarators (type names, unnamed params)
	NamePos diag.Pos
	Parts   []DeclPart
	// Init and Ctor as written: `= Init` or `(Ctor...)`, `{...}`.
	Init    Expr
	Ctor    []Expr
	HasCtor bool
	// BitWidth is a struct member's bit-field width (`unsigned a : 4;`,
	// `int : 0;`), nil for other members.
	BitWidth Expr
}

// ParamDecl is one parameter as written.
type ParamDecl struct {
	P          diag.Pos
	Spec       *DeclSpec
	Declarator *Declarator
	// Default is the C++ default argument (nil when none); the checker
	// fills it in at calls that leave the parameter out.
	Default Expr
}

// TypeName is a type as written in a cast, sizeof or template argument.
type TypeName struct {
	P          diag.Pos
	Spec       *DeclSpec
	Declarator *Declarator // abstract
	T          types.Type  // resolved by the checker
}

func (t *TypeName) Pos() diag.Pos { return t.P }

// VarArea names the hidden last parameter of a variadic host function: the
// address of its variadic arguments, each promoted (float to double, char
// and short to int) into an 8-byte slot, which the caller fills
// (engine/call.go) and va_start and va_arg read (preprocess/headers/simtlab_stdarg.h).
const VarArea = "__simtlab_va_area"

// HasVarArea reports whether fd takes its variadic arguments in a VarArea.
func (d *FuncDecl) HasVarArea() bool {
	return len(d.Params) > 0 && d.Params[len(d.Params)-1].Name == VarArea
}
