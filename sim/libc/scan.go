package libc

import "strings"

// Scan is glibc's sscanf over the C locale, apart from storing: it walks
// format against input and returns, in order, what each assigning
// conversion read, and sscanf's result (the number of assignments, or -1
// (EOF) when the input ended before the first conversion succeeded or a
// directive failed to match).
//
// Numbers are returned as the text the conversion accepted; the caller
// converts it for the pointer's type (ScanInt, and strtof/strtod for
// floats), as glibc hands the text to its strto* functions.

// ScanItem is one assigning conversion.
type ScanItem struct {
	Verb byte   // d i u o x X f e g a E G A s c [ p n (F and X as f and x)
	Size string // length modifier: "", "hh", "h", "l", "ll", "L", "j", "z", "t", "q"
	Text string // the characters read; for %n nothing
	N    int    // for %n, the characters consumed so far
}

// Scan runs format over input.
func Scan(input, format string) (items []ScanItem, result int) {
	in := 0
	assigned := 0
	eof := func() int { // glibc's result when the input runs out
		if assigned == 0 {
			return -1
		}
		return assigned
	}
	for f := 0; f < len(format); {
		c := format[f]
		if isSpaceByte(c) {
			for f < len(format) && isSpaceByte(format[f]) {
				f++
			}
			for in < len(input) && isSpaceByte(input[in]) {
				in++
			}
			continue
		}
		if c != '%' || (f+1 < len(format) && format[f+1] == '%') {
			if c == '%' {
				f++
				for in < len(input) && isSpaceByte(input[in]) {
					in++
				}
			}
			if in >= len(input) {
				return items, eof()
			}
			if input[in] != c {
				return items, assigned
			}
			in++
			f++
			continue
		}
		f++
		suppress := false
		if f < len(format) && format[f] == '*' {
			suppress = true
			f++
		}
		width := 0
		for f < len(format) && format[f] >= '0' && format[f] <= '9' {
			width = width*10 + int(format[f]-'0')
			if width > 1<<20 {
				width = 1 << 20
			}
			f++
		}
		size := ""
		for _, m := range []string{"hh", "ll", "h", "l", "L", "j", "z", "t", "q"} {
			if strings.HasPrefix(format[f:], m) {
				size = m
				f += len(m)
				break
			}
		}
		if f >= len(format) {
			return items, assigned
		}
		verb := format[f]
		f++
		var set string
		if verb == '[' {
			end := f
			if end < len(format) && format[end] == '^' {
				end++
			}
			if end < len(format) && format[end] == ']' {
				end++
			}
			for end < len(format) && format[end] != ']' {
				end++
			}
			if end >= len(format) {
				return items, assigned // an unterminated set is a bad format
			}
			set = format[f:end]
			f = end + 1
		}
		if verb == 'n' {
			if !suppress {
				items = append(items, ScanItem{Verb: 'n', Size: size, N: in})
			}
			continue
		}
		if verb != 'c' && verb != '[' {
			for in < len(input) && isSpaceByte(input[in]) {
				in++
			}
		}
		if in >= len(input) {
			return items, eof()
		}
		limit := len(input)
		if width > 0 && in+width < limit {
			limit = in + width
		}
		var n int
		switch verb {
		case 'd', 'u':
			n = scanInt(input[in:limit], 10)
		case 'i':
			n = scanInt(input[in:limit], 0)
		case 'o':
			n = scanInt(input[in:limit], 8)
		case 'x', 'X', 'p':
			n = scanInt(input[in:limit], 16)
		case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
			n = scanFloat(input[in:limit])
		case 's':
			for n < limit-in && !isSpaceByte(input[in+n]) {
				n++
			}
		case 'c':
			if width == 0 {
				limit = in + 1
			}
			n = limit - in
			if in+n > len(input) {
				n = len(input) - in
			}
		case '[':
			neg := strings.HasPrefix(set, "^")
			if neg {
				set = set[1:]
			}
			for n < limit-in && inScanSet(set, input[in+n]) != neg {
				n++
			}
		default:
			return items, assigned // an unknown conversion ends the scan
		}
		if n == 0 {
			return items, assigned // matching failure
		}
		if !suppress {
			v := verb
			switch v {
			case 'F':
				v = 'f'
			case 'X':
				v = 'x'
			}
			items = append(items, ScanItem{Verb: v, Size: size, Text: input[in : in+n]})
			assigned++
		}
		in += n
	}
	return items, assigned
}

func isSpaceByte(c byte) bool { return c == ' ' || (c >= '\t' && c <= '\r') }

// inScanSet reports whether c is in a %[ set (ranges a-z included; a ']'
// first and a '-' first or last stand for themselves).
func inScanSet(set string, c byte) bool {
	for i := 0; i < len(set); i++ {
		if i+2 < len(set) && set[i+1] == '-' {
			if set[i] <= c && c <= set[i+2] {
				return true
			}
			i += 2
			continue
		}
		if set[i] == c {
			return true
		}
	}
	return false
}

// scanInt returns how many bytes of s glibc's scanf takes as an integer in
// base (0: C prefixes): a sign, a 0x prefix for base 16, digits. Zero
// means no digits: a matching failure.
func scanInt(s string, base int) int {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := 0
	if i < len(s) && s[i] == '0' && (base == 0 || base == 16) {
		i++
		digits++
		if base == 0 {
			base = 8
		}
		if i < len(s) && (s[i] == 'x' || s[i] == 'X') {
			i++
			base = 16
		}
	}
	if base == 0 {
		base = 10
	}
	for i < len(s) && digitIn(s[i], base) {
		i++
		digits++
	}
	if digits == 0 {
		return 0
	}
	return i
}

func digitIn(c byte, base int) bool {
	var d int
	switch {
	case c >= '0' && c <= '9':
		d = int(c - '0')
	case c >= 'a' && c <= 'z':
		d = int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		d = int(c-'A') + 10
	default:
		return false
	}
	return d < base
}

// scanFloat returns how many bytes of s glibc's scanf takes as a
// floating-point number: a sign, then inf/infinity/nan, or decimal (or 0x
// hexadecimal) digits with one point and an exponent. Like glibc, an
// exponent letter is taken even when no digits follow it.
func scanFloat(s string) int {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	for _, w := range []string{"infinity", "inf", "nan"} {
		if len(s)-i >= len(w) && strings.EqualFold(s[i:i+len(w)], w) {
			return i + len(w)
		}
	}
	base, exp := 10, byte('e')
	digits := 0
	if i+1 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') {
		i += 2
		digits++
		base, exp = 16, 'p'
	}
	point := false
	for i < len(s) {
		c := s[i]
		switch {
		case digitIn(c, base):
			digits++
		case c == '.' && !point:
			point = true
		default:
			goto exponent
		}
		i++
	}
exponent:
	if digits == 0 {
		return 0
	}
	if i < len(s) && (s[i]|0x20) == exp {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
	}
	return i
}
