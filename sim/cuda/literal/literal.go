// Package literal decodes the spelling of C literals: integers with their
// suffixes, floating constants (decimal and hexadecimal), character
// constants and string literals with their escapes.
package literal

import (
	"errors"
	"math"
	"math/big"
	"strconv"
	"strings"

	"simtlab/sim/cuda/types"
)

// Int is a decoded integer literal.
type Int struct {
	Value    uint64
	Unsigned bool // u or U suffix
	Long     int  // 0, 1 for l/L, 2 for ll/LL
	Decimal  bool // written in base 10 (changes which types the value may take)
	Overflow bool // the value does not fit in 64 bits
}

var errSyntax = errors.New("invalid literal")

// ParseInt decodes an integer literal such as 42, 0x2A, 052, 0b101, 10u, 1ull.
func ParseInt(text string) (Int, error) {
	var r Int
	s := strings.ReplaceAll(text, "'", "")
	// suffix
	end := len(s)
	for end > 0 && strings.ContainsRune("uUlL", rune(s[end-1])) {
		end--
	}
	suf := strings.ToLower(s[end:])
	switch suf {
	case "":
	case "u":
		r.Unsigned = true
	case "l":
		r.Long = 1
	case "ul", "lu":
		r.Unsigned, r.Long = true, 1
	case "ll":
		r.Long = 2
	case "ull", "llu":
		r.Unsigned, r.Long = true, 2
	default:
		return r, errSyntax
	}
	if suf == "ll" || suf == "ull" || suf == "llu" {
		// ll must be written lL-consistently: lL and Ll are invalid in C.
		raw := s[end:]
		if strings.Contains(raw, "lL") || strings.Contains(raw, "Ll") {
			return r, errSyntax
		}
	}
	digits := s[:end]
	base := 10
	switch {
	case strings.HasPrefix(digits, "0x") || strings.HasPrefix(digits, "0X"):
		base, digits = 16, digits[2:]
	case strings.HasPrefix(digits, "0b") || strings.HasPrefix(digits, "0B"):
		base, digits = 2, digits[2:]
	case len(digits) > 1 && digits[0] == '0':
		base, digits = 8, digits[1:]
	}
	if digits == "" {
		return r, errSyntax
	}
	r.Decimal = base == 10
	for _, c := range []byte(digits) {
		var d uint64
		switch {
		case c >= '0' && c <= '9':
			d = uint64(c - '0')
		case c >= 'a' && c <= 'f':
			d = uint64(c-'a') + 10
		case c >= 'A' && c <= 'F':
			d = uint64(c-'A') + 10
		default:
			return r, errSyntax
		}
		if d >= uint64(base) {
			return r, errSyntax
		}
		hi, lo := mulAdd(r.Value, uint64(base), d)
		if hi {
			r.Overflow = true
		}
		r.Value = lo
	}
	return r, nil
}

func mulAdd(v, m, a uint64) (overflow bool, r uint64) {
	if v > (math.MaxUint64-a)/m {
		return true, v*m + a
	}
	return false, v*m + a
}

// Type returns the type of an integer literal by C's rules: the first of a
// list of types that can represent the value, where the list depends on the
// suffix and on whether the literal is decimal.
func (l Int) Type() *types.Basic {
	fitsSigned := func(k types.BasicKind) bool {
		return l.Value <= uint64(1)<<(8*types.Typ[k].Size()-1)-1
	}
	fitsUnsigned := func(k types.BasicKind) bool {
		sz := types.Typ[k].Size()
		return sz == 8 || l.Value <= uint64(1)<<(8*sz)-1
	}
	var cands []types.BasicKind
	switch {
	case l.Unsigned && l.Long == 0:
		cands = []types.BasicKind{types.UInt, types.ULong, types.ULongLong}
	case l.Unsigned && l.Long == 1:
		cands = []types.BasicKind{types.ULong, types.ULongLong}
	case l.Unsigned:
		cands = []types.BasicKind{types.ULongLong}
	case l.Decimal && l.Long == 0:
		cands = []types.BasicKind{types.Int, types.Long, types.LongLong}
	case l.Decimal && l.Long == 1:
		cands = []types.BasicKind{types.Long, types.LongLong}
	case l.Decimal:
		cands = []types.BasicKind{types.LongLong}
	case l.Long == 0:
		cands = []types.BasicKind{types.Int, types.UInt, types.Long, types.ULong, types.LongLong, types.ULongLong}
	case l.Long == 1:
		cands = []types.BasicKind{types.Long, types.ULong, types.LongLong, types.ULongLong}
	default:
		cands = []types.BasicKind{types.LongLong, types.ULongLong}
	}
	for _, k := range cands {
		if types.IsSigned(types.Typ[k]) {
			if fitsSigned(k) {
				return types.Typ[k]
			}
		} else if fitsUnsigned(k) {
			return types.Typ[k]
		}
	}
	// Too big for any signed type: GCC gives unsigned long (with a warning).
	return types.Typ[types.ULong]
}

// ParseFloat decodes a floating literal such as 1.0, 1e-3, .5f, 0x1p4, 2.f.
// isFloat reports an f/F suffix (the literal has type float); long double
// (l/L) is treated as double.
func ParseFloat(text string) (v float64, isFloat bool, err error) {
	s := strings.ReplaceAll(text, "'", "")
	if n := len(s); n > 0 {
		switch s[n-1] {
		case 'f', 'F':
			if !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") || strings.ContainsAny(s, "pP") {
				isFloat = true
				s = s[:n-1]
			}
		case 'l', 'L':
			s = s[:n-1]
		}
	}
	if s == "" {
		return 0, false, errSyntax
	}
	for _, c := range []byte(s) {
		if c == '_' {
			return 0, false, errSyntax
		}
	}
	hex := strings.HasPrefix(s, "0x") || strings.HasPrefix(s, "0X")
	if hex && !strings.ContainsAny(s, "pP") {
		return 0, false, errSyntax
	}
	if !hex && strings.ContainsAny(s, "xXpP") {
		return 0, false, errSyntax
	}
	bits := 64
	if isFloat {
		bits = 32
	}
	v, e := strconv.ParseFloat(s, bits)
	if e != nil {
		var ne *strconv.NumError
		if errors.As(e, &ne) && ne.Err == strconv.ErrRange {
			return v, isFloat, nil // overflow to inf, underflow to 0: C allows it
		}
		return 0, false, errSyntax
	}
	if isFloat && !hex {
		v = integralTieAway(s, v)
	}
	if isFloat && math.Abs(v) <= 0x1p-126 {
		v = subnormalTieDown(s, hex, v)
	}
	return v, isFloat, nil
}

// subnormalTieDown gives a float literal exactly halfway between two
// subnormal floats the one nearer zero: -0x1.fffffep-127f is
// -0x1.fffffcp-127 on the H200 (probe dd_08), where round-to-even gives
// -0x1p-126. rne is the value rounded to even.
func subnormalTieDown(s string, hex bool, rne float64) float64 {
	var exact *big.Rat
	if hex {
		f, _, err := big.ParseFloat(s, 0, 256, big.ToNearestEven)
		if err != nil || f.IsInf() {
			return rne
		}
		exact, _ = f.Rat(nil)
	} else {
		var ok bool
		if exact, ok = new(big.Rat).SetString(s); !ok {
			return rne
		}
	}
	f := float32(rne)
	toward := math.Nextafter32(f, 0) // the float nearer zero
	if f == 0 || toward == f {
		return rne
	}
	lo, hi := new(big.Rat).SetFloat64(float64(toward)), new(big.Rat).SetFloat64(rne)
	mid := new(big.Rat).Add(lo, hi)
	mid.Quo(mid, big.NewRat(2, 1))
	if exact.Cmp(mid) == 0 {
		return float64(toward)
	}
	return rne
}

// integralTieAway gives a float literal whose decimal value is an integer
// exactly halfway between two floats the one farther from zero, as nvcc's
// front end does for host and device code alike: 16777217.0f is 16777218
// and 33554434.0f is 33554436 on the H200, where round-to-even gives
// 16777216 and 33554432; a fraction's tie (1.000000059604644775390625f)
// goes to even (tests/conformance/x_float_literal_ties). rne is the value
// rounded to even.
func integralTieAway(s string, rne float64) float64 {
	exact, ok := new(big.Rat).SetString(s)
	if !ok || !exact.IsInt() || rne == 0 || math.IsInf(rne, 0) {
		return rne
	}
	f := float32(rne)
	other := math.Nextafter32(f, float32(math.Inf(-1))) // the float on exact's other side
	if exact.Cmp(new(big.Rat).SetFloat64(rne)) > 0 {
		other = math.Nextafter32(f, float32(math.Inf(1)))
	}
	if math.IsInf(float64(other), 0) {
		return rne
	}
	// halfway: exact - rne == other - exact
	d1 := new(big.Rat).Sub(exact, new(big.Rat).SetFloat64(rne))
	d2 := new(big.Rat).Sub(new(big.Rat).SetFloat64(float64(other)), exact)
	if d1.Sign() == 0 || d1.Cmp(d2) != 0 {
		return rne
	}
	if math.Abs(float64(other)) > math.Abs(rne) {
		return float64(other)
	}
	return rne
}

// ParseChar decodes a character constant such as 'a', '\n', '\x41', '\0'.
// A plain char constant has type char; the value is the byte sign-extended
// (char is signed on x86-64).
func ParseChar(text string) (int64, error) {
	if len(text) < 3 || text[0] != '\'' || text[len(text)-1] != '\'' {
		return 0, errSyntax
	}
	b, err := unescape(text[1:len(text)-1], '\'')
	if err != nil || len(b) == 0 {
		return 0, errSyntax
	}
	if len(b) == 1 {
		return int64(int8(b[0])), nil
	}
	// Multi-character constants: int, GCC's big-endian packing.
	var v int32
	for _, c := range b {
		v = v<<8 | int32(c)
	}
	return int64(v), nil
}

// IsMultiChar reports whether a character constant holds several characters
// (its type is int instead of char).
func IsMultiChar(text string) bool {
	if len(text) < 3 {
		return false
	}
	b, err := unescape(text[1:len(text)-1], '\'')
	return err == nil && len(b) > 1
}

// ParseString decodes a string literal "..." into its bytes (no NUL added).
func ParseString(text string) (string, error) {
	if len(text) < 2 || text[0] != '"' || text[len(text)-1] != '"' {
		return "", errSyntax
	}
	b, err := unescape(text[1:len(text)-1], '"')
	return string(b), err
}

// unescape decodes C escapes.
func unescape(s string, quote byte) ([]byte, error) {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == quote {
			return nil, errSyntax
		}
		if c != '\\' {
			out = append(out, c)
			continue
		}
		i++
		if i >= len(s) {
			return nil, errSyntax
		}
		c = s[i]
		switch c {
		case 'n':
			out = append(out, '\n')
		case 't':
			out = append(out, '\t')
		case 'r':
			out = append(out, '\r')
		case 'a':
			out = append(out, 7)
		case 'b':
			out = append(out, 8)
		case 'f':
			out = append(out, 12)
		case 'v':
			out = append(out, 11)
		case 'e':
			out = append(out, 27)
		case '\\', '\'', '"', '?':
			out = append(out, c)
		case 'x':
			j := i + 1
			var v uint64
			for j < len(s) && isHex(s[j]) {
				v = v*16 + hexVal(s[j])
				if v > 0xff {
					return nil, errSyntax
				}
				j++
			}
			if j == i+1 {
				return nil, errSyntax
			}
			out = append(out, byte(v))
			i = j - 1
		case '0', '1', '2', '3', '4', '5', '6', '7':
			j := i
			var v uint64
			for j < len(s) && j < i+3 && s[j] >= '0' && s[j] <= '7' {
				v = v*8 + uint64(s[j]-'0')
				j++
			}
			if v > 0xff {
				return nil, errSyntax
			}
			out = append(out, byte(v))
			i = j - 1
		default:
			return nil, errSyntax
		}
	}
	return out, nil
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func hexVal(c byte) uint64 {
	switch {
	case c >= '0' && c <= '9':
		return uint64(c - '0')
	case c >= 'a' && c <= 'f':
		return uint64(c-'a') + 10
	}
	return uint64(c-'A') + 10
}
