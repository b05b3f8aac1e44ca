// Package ast declares the syntax tree of CUDA C programs and, once the
// checker (package sim/cuda/check) has run, the typed AST that the engine
// compiles.
//
// # The typed AST contract
//
// After check.File returns a file without errors, the engine may rely on:
//
//   - Every Expr has its type set (Type() is never nil or types.Invalid) and
//     IsLvalue says whether it designates an object. Identifiers of
//     reference parameters have the referenced type and are lvalues.
//   - Every Ident is resolved: Ident.Obj points at its declaration Object
//     (local, parameter, global, __shared__, extern __shared__, __constant__,
//     __device__ global, function, builtin variable or function). Enum
//     constants and builtin constants (cudaMemcpyHostToDevice, NULL's 0,
//     cudaSuccess ...) are replaced by IntLit nodes of their type.
//   - Implicit conversions are explicit Cast nodes with Implicit set and a
//     ConvKind saying what the conversion does: integer promotions, the usual
//     arithmetic conversions of binary operators, conversions on assignment,
//     argument passing (prototyped and default argument promotions for
//     variadic calls), return and initialisation, array-to-pointer and
//     function-to-pointer decay, conversion of conditions to bool (the
//     Cond of if/while/for/do/?:, and operands of !, && and ||), and null
//     pointer constants. So the operands of a Binary already have the type
//     the operation is performed in (see Binary for the exceptions).
//   - Integer constant expressions are folded: array lengths are in
//     types.Array.Len, case labels in CaseClause.Values, enum constants and
//     template int arguments become IntLit, and any expression whose value
//     the checker could fold has Const set.
//   - Struct layouts (types.Struct.Layout) are final.
//   - Templates are instantiated: File.Funcs lists every concrete function,
//     including one FuncDecl per template instantiation (TemplateArgs set),
//     and calls and launches point at the concrete instance. FuncDecls that
//     are templates themselves (Template != nil) are never compiled.
//   - A call with Call.Virtual set dispatches through the vtable of the
//     object its first argument points to (the rest of the call is that of
//     Call.Func); every other call of a user function calls Call.Func.
//
// C++'s new and delete are lowered by the parser: `new T[n]` is
// `(T *)malloc(sizeof(T) * (n))`, `new T[n]()` is `(T *)calloc(n, sizeof(T))`
// and `delete p` / `delete[] p` are `free(p)`.
//
// Statements, declarations and expressions keep their source positions;
// tokens that came from a macro expansion have the position of the macro's
// use.
package ast

import (
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Node is any node of the tree.
type Node interface {
	Pos() diag.Pos
}

// Expr is an expression.
type Expr interface {
	Node
	// Type is the expression's type once checked (nil before).
	Type() types.Type
	// IsLvalue reports whether the expression designates an object (can have
	// its address taken, or be assigned to if its type allows).
	IsLvalue() bool
	// Base gives access to the fields every expression has.
	Base() *ExprBase
}

// ExprBase holds what every expression has. Checkers set T, LV and Const.
type ExprBase struct {
	P     diag.Pos
	T     types.Type
	LV    bool
	Const *Value // non-nil when the checker folded the expression to a constant
}

func (e *ExprBase) Pos() diag.Pos    { return e.P }
func (e *ExprBase) Type() types.Type { return e.T }
func (e *ExprBase) IsLvalue() bool   { return e.LV }
func (e *ExprBase) Base() *ExprBase  { return e }

// Value is a folded constant. Values are immutable and may be shared
// between nodes. For integer types Int holds the value's bits
// (sign-extended for signed types, already truncated to the type's width);
// for float and double, Float holds it (rounded to float32 for float).
type Value struct {
	Int     uint64
	Float   float64
	IsFloat bool
}

// Int64 returns the integer value as int64.
func (v *Value) Int64() int64 { return int64(v.Int) }

// Ident is a use of a name.
type Ident struct {
	ExprBase
	Name string
	Obj  *Object // set by the checker
	// TemplateArgs are explicit template arguments of a template function
	// named without a call (`cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n,
	// k<256>, 256, 0)`); the checker points Obj at the instance.
	TemplateArgs []TemplateArg
}

// IntLit is an integer or character literal (or a folded enum constant or
// template argument). Its type follows C's rules for the literal's suffix
// and value ('a' is char in C++, which nvcc compiles). Const is always set.
type IntLit struct {
	ExprBase
	Text  string // as written; "" when synthesised
	Value uint64
}

// FloatLit is a floating literal: 1.0 is double, 1.0f is float.
type FloatLit struct {
	ExprBase
	Text  string
	Value float64
}

// StringLit is a string literal (adjacent literals already joined). Its type
// is an array of char of length len(Value)+1; it decays to const char *.
type StringLit struct {
	ExprBase
	Value string // the bytes, escapes decoded, without the terminating NUL
}

// BoolLit is true or false.
type BoolLit struct {
	ExprBase
	Value bool
}

// NullptrLit is nullptr (0 and NULL in pointer context become a Cast with
// ConvNullToPtr of an IntLit instead).
type NullptrLit struct {
	ExprBase
}

// Paren is a parenthesised expression. The checker keeps it so that messages
// and the UI can point at the source; its type and lvalue-ness are X's.
type Paren struct {
	ExprBase
	X Expr
	// Moved is set for std::move(x): x itself, an lvalue the lab binds as
	// T& binds it, which overloads rank as C++ ranks an xvalue (T&& before
	// const T&, never T&).
	Moved bool
}

// Unary is a prefix operator: + - ! ~ * (dereference) & (address of).
// ++ and -- are IncDec.
type Unary struct {
	ExprBase
	Op token.Kind // token.Add, Sub, Not, Tilde, Mul (deref), And (address)
	X  Expr
}

// Lambda is a C++ lambda expression `[captures](params) mutable -> R { body }`.
// The parser has made its body the call operator of a hidden struct named
// Tag (Method, a member function like any other, `auto` result unless
// written); the checker decides what it captures, lays the struct out with
// one field per capture (a pointer for one by reference) and turns the
// expression into a braced list of that struct holding the captured values.
type Lambda struct {
	ExprBase
	Tag      string
	Default  token.Kind // token.Assign for [=], token.And for [&], token.Illegal for none
	Captures []LambdaCapture
	Method   *FuncDecl
	Mutable  bool
}

// LambdaCapture is one capture written in a lambda's brackets: x, &x,
// this, or an init capture x = e, x{e}, &x = e (Init is e).
type LambdaCapture struct {
	P     diag.Pos
	Name  string
	ByRef bool
	Init  Expr
}

// IncDec is ++x, --x, x++ or x--. X is a modifiable lvalue of arithmetic or
// pointer type; the step is 1 (or the element size for pointers).
type IncDec struct {
	ExprBase
	Op   token.Kind // token.Inc or token.Dec
	Post bool
	X    Expr
}

// Binary is X Op Y.
//
// After checking: for arithmetic operators (* / % + - & | ^) and comparisons
// on arithmetic operands, X and Y have the same type (the usual arithmetic
// conversions are Cast nodes). For shifts, X and Y are each promoted
// separately and the result has X's type. For pointer arithmetic (ptr + int,
// int + ptr, ptr - int) the pointer operand keeps its pointer type and the
// integer is promoted; ptr - ptr has type long (ptrdiff_t). For pointer
// comparisons both sides are pointers (a null pointer constant is converted
// to the other side's type). && and || have bool operands and type bool
// (they short-circuit). Comparisons have type bool. token.Comma evaluates X
// for its effects and yields Y.
type Binary struct {
	ExprBase
	Op   token.Kind
	X, Y Expr
	// Fuse is set by the checker on a float sum of two products, written
	// or held in locals: the one nvcc fuses (check/fmarank.go); or on a
	// difference no local's product fuses into (FuseNone).
	Fuse FuseSide
	// InlinedLate is set by the checker on a product inlined from a
	// function nvcc inlines after its loop passes (check/inlinehelpers.go),
	// and kept by copies.
	InlinedLate bool
}

// FuseSide says which operand of a sum of two products is fused.
type FuseSide uint8

const (
	FuseUnknown FuseSide = iota
	FuseLeft
	FuseRight
	FuseNone
)

// Assign is X = Y or a compound assignment X op= Y.
//
// For =, Y has been converted to X's type. For a compound assignment, OpType
// is the type the operation is performed in: the engine loads X, converts it
// to OpType, applies Op.BinaryOf() with Y (which has type OpType, or is the
// promoted integer for pointer += and -=, or the promoted right operand of
// a shift), and converts the result back to X's type before storing it.
type Assign struct {
	ExprBase
	Op     token.Kind
	X, Y   Expr
	OpType types.Type // nil for plain =
	// InPlace is set by the checker on a member's construction in a
	// constructor's initialiser list, `this->m = S(args)`: Y builds X
	// where X is, with no temporary.
	InPlace bool
}

// Cond is Cond ? Then : Else. Cond is converted to bool; Then and Else have
// the result type (which may be a struct, or void).
type Cond struct {
	ExprBase
	Cond, Then, Else Expr
}

// Call is a call of a function. Func is the callee's Object when the call
// names a function (user function, template instance or builtin); Fun is
// then an Ident for it. Arguments are converted to the parameter types; extra
// arguments of variadic functions have had the default argument promotions
// (float to double, small integers to int). Arguments for reference
// parameters are lvalues of the referenced type, not converted.
//
// Calls of built-ins (Func.Kind == ObjBuiltinFunc) have every parameter
// filled in: defaults such as __syncwarp's mask or __shfl_sync's width are
// added as constants. Three parameter kinds of the builtins table are
// special (compare Sig.Params[i].Type with builtins.AnyPtrPtr, .Symbol and
// .Kernel): a T** argument of cudaMalloc is cast to void ** (ConvPtrToPtr);
// the symbol of cudaMemcpyToSymbol/FromSymbol is the variable's Ident,
// unconverted (arrays are not decayed); the kernel argument of
// cudaOccupancy*/cudaFunc* is the kernel's Ident (Obj is the concrete
// instance for templates). make_float4(...) and friends are Construct nodes,
// not calls. printf's format string is checked against its arguments
// (warnings only).
type Call struct {
	ExprBase
	Fun  Expr
	Args []Expr
	// Func is the function called; nil for a call through a function
	// pointer, whose target Fun computes (Sig is then the pointed-to type).
	Func *Object
	// Sig is the signature the call was checked against: the callee's type,
	// or for an overloaded builtin (min, max, atomicAdd, sqrt ...) the
	// overload chosen.
	Sig *types.Func
	// TemplateArgs are the explicit template arguments written f<...>(...);
	// the checker resolves them (and deduced ones) into Func, an instance.
	TemplateArgs []TemplateArg
	// Virtual is set for a call of a virtual member function through a
	// pointer or reference: Func is the function the static type names
	// (its signature passes the arguments), and the function called is
	// the code address in vtable slot Slot of the object Args[0] points
	// to (the vtable pointer is the object's first 8 bytes).
	Virtual bool
	Slot    int
}

// Launch is a kernel launch k<<<Grid, Block, Smem, Stream>>>(Args).
// Grid and Block have type types.Dim3 (an int or uint3 argument is wrapped in
// a Cast with ConvToVector), Smem is converted to size_t and Stream to
// cudaStream_t (a pointer); Smem and Stream are nil when not written. Kernel is the
// concrete __global__ function (a template instance where needed).
type Launch struct {
	ExprBase
	Fun          Expr
	TemplateArgs []TemplateArg
	Kernel       *Object // the kernel named; nil when Indirect
	// Indirect is set for a launch through a pointer to a kernel
	// (fp<<<g, b>>>(...), kernels[i]<<<...>>>): Fun is then the checked
	// pointer, which names the kernel when the launch runs.
	Indirect     bool
	Grid, Block  Expr
	Smem, Stream Expr
	Args         []Expr
}

// Index is X[Index]. After checking X is a pointer (arrays decayed) and
// Index an integer; the result is an lvalue of the element type. The
// checker also accepts int[ptr] and swaps the operands.
type Index struct {
	ExprBase
	X, Index Expr
}

// Member is X.Name or X->Name. For X->Name, X is a pointer to the struct.
type Member struct {
	ExprBase
	X       Expr
	Name    string
	Arrow   bool
	Field   *types.Field // set by the checker
	NamePos diag.Pos
}

// CastStyle says how a cast was written.
type CastStyle uint8

const (
	CastImplicit    CastStyle = iota // inserted by the checker
	CastC                            // (T)x
	CastFunctional                   // T(x)
	CastStatic                       // static_cast<T>(x)
	CastReinterpret                  // reinterpret_cast<T>(x)
	CastConst                        // const_cast<T>(x)
)

// ConvKind says what a conversion does at run time.
type ConvKind uint8

const (
	ConvNone         ConvKind = iota // same representation (qualifiers, identical types, enum<->int)
	ConvIntToInt                     // truncate, sign- or zero-extend per the source's signedness
	ConvIntToFloat                   // to float or double, from the source's signedness
	ConvFloatToInt                   // truncate toward zero
	ConvFloatToFloat                 // float <-> double
	ConvToBool                       // x != 0 (integers, floats, pointers)
	ConvPtrToPtr                     // same bits
	ConvIntToPtr                     // zero/sign-extend to 64 bits
	ConvPtrToInt                     // truncate to the integer's width
	ConvNullToPtr                    // null pointer constant (0, NULL, nullptr) to a pointer: the value 0
	ConvArrayDecay                   // array lvalue to pointer to its first element
	ConvFuncDecay                    // function designator to function pointer
	ConvToVoid                       // (void)x: evaluate and discard
	ConvToVector                     // unsigned int or uint3 to dim3 (missing components 1)
)

var convNames = [...]string{"none", "int-to-int", "int-to-float", "float-to-int", "float-to-float",
	"to-bool", "ptr-to-ptr", "int-to-ptr", "ptr-to-int", "null-to-ptr", "array-decay", "func-decay",
	"to-void", "to-vector"}

func (k ConvKind) String() string {
	if int(k) < len(convNames) {
		return convNames[k]
	}
	return "conv?"
}

// Cast is a conversion of X to type T (the node's Type()). Implicit
// conversions inserted by the checker have Style CastImplicit.
type Cast struct {
	ExprBase
	Style CastStyle
	Conv  ConvKind
	X     Expr
	// TypeName is the type as written (nil for implicit casts); the checker
	// resolves it into the node's type.
	TypeName *TypeName
}

// Construct builds a value of a vector type or dim3 from its components
// (a dim3 variable declared without an initialiser gets a Construct without
// arguments, i.e. (1, 1, 1)):
// dim3(4, 4), make_float4(a, b, c, d), `dim3 g(8)`, float2{1, 2}. Args are
// converted to the element type; for dim3 missing components are 1, for
// other vectors missing components are 0.
type Construct struct {
	ExprBase
	Args     []Expr
	TypeName *TypeName // as written, nil for make_* calls
	Braced   bool      // written T{...}: a container's braced list
}

// SizeOf is sizeof(type) or sizeof expr. The checker folds it: Const holds
// the size, the type is size_t. X is not evaluated.
type SizeOf struct {
	ExprBase
	Align    bool      // alignof / __alignof__: Const holds the alignment instead
	X        Expr      // nil for sizeof(type)
	TypeName *TypeName // nil for sizeof expr
}

// OffsetOf is offsetof(type, member.member...). The checker replaces it by
// an IntLit of type size_t, so it never appears in a checked tree.
type OffsetOf struct {
	ExprBase
	TypeName *TypeName
	Fields   []string
}

// InitList is a braced initialiser {a, b, c} for an array or struct. After
// checking, its type is the initialised type and Elems are converted to the
// element (or field) types, with nested InitLists for nested aggregates;
// missing trailing elements are zero (the engine zero-fills).
type InitList struct {
	ExprBase
	Elems []Expr
	// Each marks the list of an array whose every element is built by
	// Elems[0], evaluated once per element: the default construction of
	// `T a[n];` (check/defaultbuild.go), however large n is.
	Each bool
}

// BadExpr stands for an expression with a syntax error. Its type is Invalid.
type BadExpr struct {
	ExprBase
}

// TemplateArg is one template argument as written: a type or an integer
// constant expression.
type TemplateArg struct {
	Type *TypeName // for typename parameters
	Expr Expr      // for int parameters
}
