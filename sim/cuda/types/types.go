// Package types describes the types of CUDA C programs: basic arithmetic
// types, pointers, arrays, structs and unions, CUDA's vector types, enums,
// function signatures and (for parameters) references.
//
// Layouts follow the x86-64 LP64 ABI that nvcc uses on Linux for both host and
// device code: char 1, short 2, int 4, long 8, long long 8, pointers 8,
// float 4, double 8, bool 1; structs are laid out in declaration order with
// each field at the next multiple of its alignment, and padded to a multiple
// of the largest alignment. CUDA's vector types carry their header's
// __align__ (float2 8, float4 16, int4 16, double2 16, char4 4, ...).
//
// Contract for the engine: types are compared with Identical (not ==, since
// composite types are built anew where they are written), and every Type has
// a final Size and Align once the checker has produced the typed AST
// (incomplete arrays such as `extern __shared__ float s[]` have Len -1 and
// size 0). Typedef names are aliases: they resolve to the type they name, so
// no Type ever needs "unwrapping".
//
// Qualifiers (const, volatile, __restrict__) are not part of a Type: an object
// carries its own qualifiers (ast.Object.Qual, Field.Qual) and a pointer or
// array carries the qualifiers of what it points at (Pointer.ElemQual,
// Array.ElemQual). That keeps Identical simple and is all a checker of
// assignments needs.
package types

import (
	"fmt"
	"strings"
)

// Type is any CUDA C type. The concrete types are *Basic, *Pointer, *Array,
// *Struct, *Enum, *Func and *Reference.
type Type interface {
	Size() int64  // in bytes; 0 for void, functions and incomplete arrays
	Align() int64 // in bytes; 1 for void and functions
	String() string
}

// Qual is a set of type qualifiers.
type Qual uint8

const (
	Const Qual = 1 << iota
	Volatile
	Restrict
)

func (q Qual) String() string {
	var parts []string
	if q&Const != 0 {
		parts = append(parts, "const")
	}
	if q&Volatile != 0 {
		parts = append(parts, "volatile")
	}
	if q&Restrict != 0 {
		parts = append(parts, "__restrict__")
	}
	return strings.Join(parts, " ")
}

// BasicKind enumerates the basic types. The integer kinds are ordered by
// conversion rank, signed before unsigned of the same rank.
type BasicKind uint8

const (
	Invalid BasicKind = iota // the type of an expression that had an error
	Void
	Bool
	Char // plain char: signed, as on x86-64
	SChar
	UChar
	Short
	UShort
	Int
	UInt
	Long
	ULong
	LongLong
	ULongLong
	Float
	Double
	Nullptr // the type of nullptr (C++'s std::nullptr_t)
)

// Basic is a basic type. Use the predeclared values (Typ[Int], ...); they are
// the only instances, so basic types may be compared with ==.
type Basic struct {
	Kind BasicKind
	Name string
	size int64
}

func (b *Basic) Size() int64 { return b.size }
func (b *Basic) Align() int64 {
	if b.size == 0 {
		return 1
	}
	return b.size
}
func (b *Basic) String() string { return b.Name }

// Typ holds the predeclared basic types, indexed by kind.
var Typ = [...]*Basic{
	Invalid:   {Invalid, "invalid type", 0},
	Void:      {Void, "void", 0},
	Bool:      {Bool, "bool", 1},
	Char:      {Char, "char", 1},
	SChar:     {SChar, "signed char", 1},
	UChar:     {UChar, "unsigned char", 1},
	Short:     {Short, "short", 2},
	UShort:    {UShort, "unsigned short", 2},
	Int:       {Int, "int", 4},
	UInt:      {UInt, "unsigned int", 4},
	Long:      {Long, "long", 8},
	ULong:     {ULong, "unsigned long", 8},
	LongLong:  {LongLong, "long long", 8},
	ULongLong: {ULongLong, "unsigned long long", 8},
	Float:     {Float, "float", 4},
	Double:    {Double, "double", 8},
	Nullptr:   {Nullptr, "nullptr_t", 8},
}

// SizeT is size_t: unsigned long on LP64.
var SizeT = Typ[ULong]

// PtrDiffT is ptrdiff_t: long on LP64.
var PtrDiffT = Typ[Long]

// Pointer is a pointer to Elem. ElemQual are the qualifiers of the pointed-to
// object (`const float *` has ElemQual Const).
type Pointer struct {
	Elem     Type
	ElemQual Qual
}

func (*Pointer) Size() int64  { return 8 }
func (*Pointer) Align() int64 { return 8 }
func (p *Pointer) String() string {
	return declString(p, "")
}

// NewPointer returns a pointer to elem with the given pointee qualifiers.
func NewPointer(elem Type, q Qual) *Pointer { return &Pointer{Elem: elem, ElemQual: q} }

// Array is an array of Len elements; Len is -1 for an array of unknown size
// (`extern __shared__ float s[]`, or a parameter written `int a[]`, which the
// checker turns into a pointer anyway).
type Array struct {
	Elem     Type
	Len      int64
	ElemQual Qual
}

func (a *Array) Size() int64 {
	if a.Len < 0 {
		return 0
	}
	return a.Len * a.Elem.Size()
}
func (a *Array) Align() int64   { return a.Elem.Align() }
func (a *Array) String() string { return declString(a, "") }

// Field is a member of a struct or union.
type Field struct {
	Name   string
	Type   Type
	Qual   Qual
	Offset int64 // byte offset from the start of the struct; 0 in a union
	// Base marks the storage of a base struct (C++ inheritance): a
	// following field may start in its tail padding (Struct.NonPOD).
	Base bool
	// Align is an alignas(n) written on the member, 0 when none: the
	// member's alignment is the larger of it and its type's.
	Align int64
	// Ref marks a reference member (`T &m;`): Type is a pointer to T, the
	// address of the object the member refers to, which the checker
	// dereferences wherever the member is named.
	Ref bool
}

// Struct is a struct or union type. Vector types (float4, int2, dim3, ...)
// are structs with Vec set. Two Structs are identical only if they are the
// same *Struct: each `struct S {...}` declaration makes one.
type Struct struct {
	Name     string // tag or typedef name; "" for an anonymous struct
	Union    bool
	Fields   []*Field
	Complete bool // false for a declared but not (yet) defined struct
	Vec      *VecInfo
	// Bits are the bit-fields of a struct that has some (see bitfield.go);
	// Members then lists the named members in declaration order, for
	// braced initialisers. Fields is the storage: the other members plus
	// hidden fields holding the bit-fields' bytes.
	Bits    []*BitField
	Members []Member
	// NonPOD is set for a struct that is not a POD for the purpose of
	// layout in the Itanium C++ ABI (it has constructors, a destructor,
	// virtual functions, a base...): a struct deriving from it places its
	// members from the base's data size on, in its tail padding, as g++
	// does. Set before Layout.
	NonPOD bool
	// Pack caps the alignment of the members (#pragma pack(n),
	// __attribute__((packed))); 0 for their natural alignment. Set
	// before Layout.
	Pack  int64
	size  int64
	align int64
	dsize int64 // the data size: size without tail padding for a NonPOD struct
}

// VecInfo describes a CUDA vector type: N fields x, y, z, w of type Elem.
type VecInfo struct {
	Elem *Basic
	N    int
}

func (s *Struct) Size() int64 { return s.size }

// DataSize is the size of s as a base: without tail padding when s is
// NonPOD (the Itanium ABI's dsize), its size otherwise.
func (s *Struct) DataSize() int64 {
	if s.NonPOD || len(s.Fields) == 0 && !s.Union && s.Vec == nil {
		// an empty base takes no room (the empty base optimisation)
		return s.dsize
	}
	return s.size
}
func (s *Struct) Align() int64 {
	if s.align == 0 {
		return 1
	}
	return s.align
}
func (s *Struct) String() string {
	if s.Vec != nil {
		return s.Name
	}
	kw := "struct "
	if s.Union {
		kw = "union "
	}
	if s.Name == "" {
		return kw + "<anonymous>"
	}
	return kw + DisplayName(s.Name)
}

// DisplayName is a struct's name as messages show it: without what the
// lab's library templates carry after '#' (tuple#2<int, float> is
// tuple<int, float>, vector#obj<Buf> is vector<Buf>).
func DisplayName(name string) string {
	for {
		i := strings.IndexByte(name, '#')
		if i < 0 {
			return name
		}
		j := i + 1
		for j < len(name) && (name[j] >= '0' && name[j] <= '9' || name[j] >= 'a' && name[j] <= 'z') {
			j++
		}
		name = name[:i] + name[j:]
	}
}

// Field returns the field called name, or nil.
func (s *Struct) Field(name string) *Field {
	for _, f := range s.Fields {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Layout computes field offsets, size and alignment from Fields. minAlign is
// an explicit __align__(n) (0 when none). It marks the struct complete.
func (s *Struct) Layout(minAlign int64) {
	var off, align int64 = 0, 1
	if minAlign > align {
		align = minAlign
	}
	for _, f := range s.Fields {
		a := max(f.Type.Align(), f.Align)
		if s.Pack > 0 {
			a = min(a, s.Pack)
		}
		if a > align {
			align = a
		}
		if s.Union {
			f.Offset = 0
			if sz := f.Type.Size(); sz > off {
				off = sz
			}
			continue
		}
		off = roundUp(off, a)
		f.Offset = off
		if b, ok := f.Type.(*Struct); ok && f.Base {
			off += b.DataSize()
			continue
		}
		off += f.Type.Size()
	}
	s.dsize = off
	s.size = roundUp(off, align)
	if s.size == 0 {
		s.size = 1 // C++: every object has an address of its own
	}
	s.align = align
	s.Complete = true
}

func roundUp(n, a int64) int64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}

// Enum is an enumeration type. Its values are ints (C's rule for enums
// whose constants fit in int); the checker treats it as an integer type of
// kind Int.
type Enum struct {
	Name string
	// Base is the underlying type when one is written (enum class E :
	// unsigned char, and int for an enum class without one): the enum's
	// size, alignment and promotion are its. Nil for an unscoped enum
	// without one, which promotes to int.
	Base Type
	// Negative reports whether an enumerator of an enum without Base is
	// negative: g++ gives such an enum int as its underlying type, and
	// one without unsigned int (which a bit-field of the enum shows).
	Negative bool
}

func (e *Enum) Size() int64 {
	if e.Base != nil {
		return e.Base.Size()
	}
	return 4
}

func (e *Enum) Align() int64 {
	if e.Base != nil {
		return e.Base.Align()
	}
	return 4
}
func (e *Enum) String() string {
	if e.Name == "" {
		return "enum <anonymous>"
	}
	return "enum " + e.Name
}

// Param is one parameter of a function signature.
type Param struct {
	Name string // may be ""
	Type Type   // after adjustment: arrays and functions become pointers
	Qual Qual
	// ConstRef is set for a const T& parameter, which the lab passes as a
	// copy of T: no copy constructor runs for it, nor a destructor.
	ConstRef bool
}

// Func is a function signature.
type Func struct {
	Params   []Param
	Result   Type // Typ[Void] for none
	Variadic bool // printf(const char *, ...)
}

func (*Func) Size() int64  { return 0 }
func (*Func) Align() int64 { return 1 }
func (f *Func) String() string {
	var b strings.Builder
	b.WriteString(f.Result.String())
	b.WriteString(" (")
	for i, p := range f.Params {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(qualPrefix(p.Qual, p.Type))
	}
	if f.Variadic {
		if len(f.Params) > 0 {
			b.WriteString(", ")
		}
		b.WriteString("...")
	}
	b.WriteString(")")
	return b.String()
}

// Reference is a C++ lvalue reference, used only as the type of a parameter
// (`int &x`): the argument must be an lvalue of type Elem and the engine
// passes its address. Uses of the parameter inside the function have type
// Elem and are lvalues.
type Reference struct {
	Elem     Type
	ElemQual Qual
	Rvalue   bool // T&&: a parameter takes a copy of its argument
}

func (*Reference) Size() int64      { return 8 }
func (*Reference) Align() int64     { return 8 }
func (r *Reference) String() string { return declString(r, "") }

func qualPrefix(q Qual, t Type) string {
	if q == 0 {
		return t.String()
	}
	return q.String() + " " + t.String()
}

// declString writes t in C declarator syntax around name.
func declString(t Type, name string) string {
	switch t := t.(type) {
	case *Pointer:
		inner := "*" + name
		if _, ok := t.Elem.(*Array); ok {
			inner = "(" + inner + ")"
		}
		return elemString(t.Elem, t.ElemQual, inner)
	case *Reference:
		return elemString(t.Elem, t.ElemQual, "&"+name)
	case *Array:
		n := ""
		if t.Len >= 0 {
			n = fmt.Sprint(t.Len)
		}
		return elemString(t.Elem, t.ElemQual, name+"["+n+"]")
	}
	if name == "" {
		return t.String()
	}
	return t.String() + " " + name
}

func elemString(elem Type, q Qual, inner string) string {
	s := declString(elem, inner)
	if q != 0 {
		s = q.String() + " " + s
	}
	// "int *" reads better than "int*" and "int [4]" as "int[4]".
	return strings.Replace(s, " [", "[", 1)
}

// IsArray reports whether t is an array type.
func IsArray(t Type) bool {
	_, ok := t.(*Array)
	return ok
}
