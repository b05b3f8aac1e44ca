package types

// IsInteger reports whether t is an integer type (including bool, char and enums).
func IsInteger(t Type) bool {
	switch t := t.(type) {
	case *Basic:
		return t.Kind >= Bool && t.Kind <= ULongLong
	case *Enum:
		return true
	}
	return false
}

// IsFloat reports whether t is float or double.
func IsFloat(t Type) bool {
	b, ok := t.(*Basic)
	return ok && (b.Kind == Float || b.Kind == Double)
}

// IsArithmetic reports whether t is an integer or floating type.
func IsArithmetic(t Type) bool { return IsInteger(t) || IsFloat(t) }

// IsScalar reports whether t is arithmetic, a pointer or nullptr_t: the types
// a condition may have.
func IsScalar(t Type) bool {
	if IsArithmetic(t) {
		return true
	}
	switch t := t.(type) {
	case *Pointer:
		return true
	case *Basic:
		return t.Kind == Nullptr
	}
	return false
}

// IsPointer reports whether t is a pointer.
func IsPointer(t Type) bool { _, ok := t.(*Pointer); return ok }

// IsVoid reports whether t is void.
func IsVoid(t Type) bool { b, ok := t.(*Basic); return ok && b.Kind == Void }

// IsInvalid reports whether t is the invalid type (or nil), the type of an
// expression that already had an error. Checkers report nothing more about
// such expressions, which avoids cascades of messages.
func IsInvalid(t Type) bool {
	if t == nil {
		return true
	}
	b, ok := t.(*Basic)
	return ok && b.Kind == Invalid
}

// IsSigned reports whether t is a signed integer type (char is signed).
func IsSigned(t Type) bool {
	switch t := t.(type) {
	case *Basic:
		switch t.Kind {
		case Char, SChar, Short, Int, Long, LongLong:
			return true
		}
	case *Enum:
		return t.Base == nil || IsSigned(t.Base)
	}
	return false
}

// IsUnsigned reports whether t is an unsigned integer type (bool included).
func IsUnsigned(t Type) bool { return IsInteger(t) && !IsSigned(t) }

// BasicOf returns the basic type that represents t's values: t itself for a
// Basic, an Enum's underlying type (int unless written), nil otherwise.
func BasicOf(t Type) *Basic {
	switch t := t.(type) {
	case *Basic:
		return t
	case *Enum:
		if b, ok := t.Base.(*Basic); ok {
			return b
		}
		return Typ[Int]
	}
	return nil
}

// Rank returns C's integer conversion rank (bool 1 ... long long 6), or 0.
func Rank(t Type) int {
	b := BasicOf(t)
	if b == nil {
		return 0
	}
	switch b.Kind {
	case Bool:
		return 1
	case Char, SChar, UChar:
		return 2
	case Short, UShort:
		return 3
	case Int, UInt:
		return 4
	case Long, ULong:
		return 5
	case LongLong, ULongLong:
		return 6
	}
	return 0
}

// Identical reports whether x and y are the same type.
func Identical(x, y Type) bool {
	if x == y {
		return true
	}
	switch x := x.(type) {
	case *Pointer:
		y, ok := y.(*Pointer)
		return ok && x.ElemQual == y.ElemQual && Identical(x.Elem, y.Elem)
	case *Reference:
		y, ok := y.(*Reference)
		return ok && x.ElemQual == y.ElemQual && Identical(x.Elem, y.Elem)
	case *Array:
		y, ok := y.(*Array)
		return ok && x.Len == y.Len && x.ElemQual == y.ElemQual && Identical(x.Elem, y.Elem)
	case *Func:
		y, ok := y.(*Func)
		if !ok || x.Variadic != y.Variadic || len(x.Params) != len(y.Params) || !Identical(x.Result, y.Result) {
			return false
		}
		for i := range x.Params {
			if !Identical(x.Params[i].Type, y.Params[i].Type) {
				return false
			}
		}
		return true
	}
	return false
}

// IdenticalIgnoringQual is Identical, but pointee qualifiers may differ at
// every level.
func IdenticalIgnoringQual(x, y Type) bool {
	if x == y {
		return true
	}
	switch x := x.(type) {
	case *Pointer:
		y, ok := y.(*Pointer)
		return ok && IdenticalIgnoringQual(x.Elem, y.Elem)
	case *Array:
		y, ok := y.(*Array)
		return ok && x.Len == y.Len && IdenticalIgnoringQual(x.Elem, y.Elem)
	}
	return Identical(x, y)
}
