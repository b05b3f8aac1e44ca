package libc

// The <ctype.h> classification functions of glibc in the C locale. glibc's
// isupper(c) and friends return the class bit of its table, not 1, so a
// program that prints isupper('A') sees 256: these functions return the same
// bits (the little-endian _ISbit values of glibc's ctype.h).
const (
	isUpper  = 1 << 8
	isLower  = 1 << 9
	isAlpha  = 1 << 10
	isDigit  = 1 << 11
	isXdigit = 1 << 12
	isSpace  = 1 << 13
	isPrint  = 1 << 14
	isGraph  = 1 << 15
	isBlank  = 1 << 0
	isCntrl  = 1 << 1
	isPunct  = 1 << 2
	isAlnum  = 1 << 3
)

// classBits returns glibc's class bits for c in the C locale (0 outside
// 0..127, which is what the C locale gives for bytes 128..255 and EOF).
func classBits(c int) int {
	if c < 0 || c > 127 {
		return 0
	}
	b := 0
	switch {
	case c >= 'A' && c <= 'Z':
		b |= isUpper | isAlpha | isAlnum
	case c >= 'a' && c <= 'z':
		b |= isLower | isAlpha | isAlnum
	case c >= '0' && c <= '9':
		b |= isDigit | isAlnum
	}
	if c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' {
		b |= isXdigit
	}
	if c == ' ' || c >= '\t' && c <= '\r' {
		b |= isSpace
	}
	if c == ' ' || c == '\t' {
		b |= isBlank
	}
	if c < 32 || c == 127 {
		b |= isCntrl
	}
	if c >= 32 && c < 127 {
		b |= isPrint
		if c != ' ' {
			b |= isGraph
			if b&isAlnum == 0 {
				b |= isPunct
			}
		}
	}
	return b
}

// CType evaluates the <ctype.h> function name (isupper, tolower, ...) for c
// as glibc does; ok is false for a name that is not one of them.
func CType(name string, c int) (v int, ok bool) {
	bits := classBits(c)
	switch name {
	case "isalnum":
		return bits & isAlnum, true
	case "isalpha":
		return bits & isAlpha, true
	case "isblank":
		return bits & isBlank, true
	case "iscntrl":
		return bits & isCntrl, true
	case "isdigit":
		return bits & isDigit, true
	case "isgraph":
		return bits & isGraph, true
	case "islower":
		return bits & isLower, true
	case "isprint":
		return bits & isPrint, true
	case "ispunct":
		return bits & isPunct, true
	case "isspace":
		return bits & isSpace, true
	case "isupper":
		return bits & isUpper, true
	case "isxdigit":
		return bits & isXdigit, true
	case "tolower":
		if bits&isUpper != 0 {
			return c + 'a' - 'A', true
		}
		return c, true
	case "toupper":
		if bits&isLower != 0 {
			return c - ('a' - 'A'), true
		}
		return c, true
	}
	return 0, false
}
