// Package cfmt formats like C's printf, byte for byte as glibc does: every
// conversion (d i u o x X c s f F e E g G a A p %), the flags - + space # 0,
// width and precision (also *), and the length modifiers hh h l ll z j t L.
// The simulator's host printf and device printf both use it; device printf
// passes float arguments already promoted to double, as C varargs do.
package cfmt

// Kind is what an argument holds.
type Kind uint8

const (
	KindInt     Kind = iota + 1 // signed integer (char, short, int, long, long long)
	KindUint                    // unsigned integer
	KindFloat                   // double (float is promoted before the call)
	KindString                  // char* that the caller has already read from memory
	KindPointer                 // any other pointer
)

func (k Kind) String() string {
	switch k {
	case KindInt:
		return "int"
	case KindUint:
		return "unsigned"
	case KindFloat:
		return "double"
	case KindString:
		return "string"
	case KindPointer:
		return "pointer"
	}
	return "no argument"
}

// Arg is one argument of a printf call as the C program passed it.
type Arg struct {
	Kind Kind
	// Size is the size in bytes of the argument's C type before default
	// promotion: 1, 2, 4 or 8 for integers, 8 for double and pointers.
	Size int
	I    int64   // KindInt
	U    uint64  // KindUint and KindPointer (the address)
	F    float64 // KindFloat
	S    string  // KindString
	Null bool    // KindString: the char* was NULL (glibc prints "(null)")
}

// Int is a signed integer argument of the given C size (4 for int).
func Int(v int64, size int) Arg { return Arg{Kind: KindInt, Size: size, I: v} }

// Uint is an unsigned integer argument of the given C size.
func Uint(v uint64, size int) Arg { return Arg{Kind: KindUint, Size: size, U: v} }

// Double is a double argument (a float promoted by the call).
func Double(f float64) Arg { return Arg{Kind: KindFloat, Size: 8, F: f} }

// String is a char* argument whose bytes up to the NUL are s.
func String(s string) Arg { return Arg{Kind: KindString, Size: 8, S: s} }

// NullString is a NULL char* argument.
func NullString() Arg { return Arg{Kind: KindString, Size: 8, Null: true} }

// Pointer is a pointer argument (for %p).
func Pointer(addr uint64) Arg { return Arg{Kind: KindPointer, Size: 8, U: addr} }

// bits returns an integer argument's value widened to 64 bits by its own
// type's signedness, as a register would hold it.
func (a Arg) bits() uint64 {
	switch a.Kind {
	case KindInt:
		return uint64(a.I)
	case KindUint, KindPointer:
		return a.U
	case KindFloat:
		// A mismatch: C would read an unrelated register. Convert the value
		// instead, so the output at least resembles the number.
		return uint64(int64(a.F))
	}
	return 0
}
