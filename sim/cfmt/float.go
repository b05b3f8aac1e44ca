package cfmt

import (
	"math"
	"strconv"
	"strings"
)

func (f *formatter) float(s spec) {
	a, ok := f.arg()
	if !ok {
		f.fail("missing argument for %%%c", s.conv)
		return
	}
	v := a.F
	switch a.Kind {
	case KindFloat:
	case KindInt:
		f.fail("%%%c expects a double, got an integer", s.conv)
		v = float64(a.I)
	case KindUint:
		f.fail("%%%c expects a double, got an integer", s.conv)
		v = float64(a.U)
	default:
		f.fail("%%%c expects a double, got %s", s.conv, a.Kind)
	}
	upper := s.conv >= 'A' && s.conv <= 'Z'
	neg := math.Signbit(v)
	prefix := sign(neg, s)
	if math.IsInf(v, 0) || math.IsNaN(v) {
		body := "inf"
		if math.IsNaN(v) {
			body = "nan"
		}
		if upper {
			body = strings.ToUpper(body)
		}
		f.pad(s, prefix, body, false) // never zero-padded
		return
	}
	v = math.Abs(v)
	var body string
	switch s.conv | 0x20 { // lower case
	case 'f':
		body = fixed(v, precOr(s.prec, 6), s.alt)
	case 'e':
		body = expo(v, precOr(s.prec, 6), s.alt, upper)
	case 'g':
		body = general(v, s.prec, s.alt, upper)
	case 'a':
		prefix += "0x"
		if upper {
			prefix = prefix[:len(prefix)-1] + "X"
		}
		body = hexFloat(v, s.prec, s.alt, upper)
	}
	f.pad(s, prefix, body, s.zero && !s.minus)
}

func precOr(p, def int) int {
	if p < 0 {
		return def
	}
	return p
}

// fixed is %f of a non-negative finite value. strconv rounds the exact
// binary value correctly, half to even, as glibc does in the default
// rounding mode.
func fixed(v float64, prec int, alt bool) string {
	s := strconv.FormatFloat(v, 'f', prec, 64)
	if alt && prec == 0 {
		s += "."
	}
	return s
}

// expo is %e: at least two exponent digits, like C.
func expo(v float64, prec int, alt bool, upper bool) string {
	s := strconv.FormatFloat(v, 'e', prec, 64)
	if alt && prec == 0 {
		i := strings.IndexByte(s, 'e')
		s = s[:i] + "." + s[i:]
	}
	if upper {
		s = strings.ToUpper(s)
	}
	return s
}

// general is %g: %e or %f chosen by the exponent the value has after
// rounding to the precision, then trailing zeros removed unless '#'.
func general(v float64, prec int, alt bool, upper bool) string {
	p := precOr(prec, 6)
	if p == 0 {
		p = 1
	}
	e := strconv.FormatFloat(v, 'e', p-1, 64)
	x, _ := strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
	var s string
	if x < p && x >= -4 {
		s = strconv.FormatFloat(v, 'f', p-1-x, 64)
		if alt {
			if !strings.Contains(s, ".") {
				s += "."
			}
			return s
		}
		return trimZeros(s)
	}
	if alt {
		if v != 0 && x >= p && ownExponent(v) < p {
			// glibc's quirk, which the GPU's printf shares (probe pf_10):
			// where rounding carries into a new digit and so moves %#g
			// from the fixed form to the exponent form, the digits after
			// the point are dropped: %#g of 999999.5 is "1.e+06", not
			// "1.00000e+06" (%#.2g of 999999.5, in the exponent form
			// before rounding, is "1.0e+06")
			return expo(v, 0, true, upper)
		}
		return expo(v, p-1, true, upper)
	}
	i := strings.IndexByte(e, 'e')
	s = trimZeros(e[:i]) + e[i:]
	if upper {
		s = strings.ToUpper(s)
	}
	return s
}

// ownExponent is v's decimal exponent before any rounding.
func ownExponent(v float64) int {
	e := strconv.FormatFloat(v, 'e', -1, 64)
	own, _ := strconv.Atoi(e[strings.IndexByte(e, 'e')+1:])
	return own
}

func trimZeros(s string) string {
	if !strings.Contains(s, ".") {
		return s
	}
	s = strings.TrimRight(s, "0")
	return strings.TrimSuffix(s, ".")
}

// hexFloat is %a without its "0x": glibc's leading digit is 1 for normal
// numbers and 0 for subnormals and zero, and rounding to a precision may
// carry into it ("0x2p+0" for %.0a of 1.5) rather than renormalise.
func hexFloat(v float64, prec int, alt bool, upper bool) string {
	bits := math.Float64bits(v)
	frac := bits & (1<<52 - 1)
	exp := int(bits>>52&0x7ff) - 1023
	lead := uint64(1)
	switch {
	case v == 0:
		lead, exp = 0, 0
	case bits>>52&0x7ff == 0: // subnormal
		lead, exp = 0, -1022
	}
	const ndig = 13 // 52 bits of fraction
	var digitsStr string
	switch {
	case prec < 0:
		digitsStr = strings.TrimRight(hex13(frac), "0")
	case prec >= ndig:
		digitsStr = hex13(frac) + strings.Repeat("0", prec-ndig)
	default:
		drop := uint(4 * (ndig - prec))
		kept := frac >> drop
		rest := frac & (1<<drop - 1)
		half := uint64(1) << (drop - 1)
		last := kept & 1
		if prec == 0 {
			last = lead & 1
		}
		if rest > half || (rest == half && last == 1) {
			kept++
			if kept>>uint(4*prec) != 0 { // carry out of the fraction
				kept &= 1<<uint(4*prec) - 1
				lead++
			}
		}
		digitsStr = ""
		if prec > 0 {
			digitsStr = hex13(kept << drop)[:prec]
		}
	}
	var b strings.Builder
	b.WriteString(strconv.FormatUint(lead, 16))
	if digitsStr != "" || alt {
		b.WriteByte('.')
	}
	b.WriteString(digitsStr)
	b.WriteByte('p')
	if exp >= 0 {
		b.WriteByte('+')
	}
	b.WriteString(strconv.Itoa(exp))
	s := b.String()
	if upper {
		s = strings.ToUpper(s)
	}
	return s
}

// hex13 is the 52-bit fraction as 13 hex digits.
func hex13(frac uint64) string {
	s := strconv.FormatUint(frac, 16)
	return strings.Repeat("0", 13-len(s)) + s
}
