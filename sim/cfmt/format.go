package cfmt

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// spec is one parsed conversion specification.
type spec struct {
	minus, plus, space, alt, zero bool
	width                         int
	prec                          int // -1: not given
	length                        string
	conv                          byte
}

// Format formats args under format as glibc's printf does. The error
// reports the first problem a C compiler or runtime would object to (a
// missing argument, an argument of the wrong type, an unknown conversion);
// the string is still formatted as far as possible, so a program's output
// can be shown with the diagnostic.
func Format(format string, args []Arg) (string, error) {
	return format1(format, args, false)
}

// FormatDevice formats args under format as CUDA's device-side printf does
// (CUDA 13 on sm_90, checked on an H200). Its parser knows fewer
// specifications than glibc's: flags "#0- +", a width in digits or '*', a
// precision in digits, the sizes h, l and ll, and the conversions
// cdiouxXpeEfFgGaAs. Any other specification (%zu, %Lf, %.*f, %n ...)
// is printed as it stands and consumes no argument, so the arguments after
// it shift to the following conversions.
func FormatDevice(format string, args []Arg) (string, error) {
	return format1(format, args, true)
}

// A Count is what a %n conversion asks the caller to store: the number of
// characters formatted before it, at the address of its argument, as an
// integer of Size bytes (its length modifier's: hh 1, h 2, none 4, l, ll,
// j, z and t 8).
type Count struct {
	Addr uint64
	N    int
	Size int
}

// FormatCounts is Format with the %n conversions' stores, which the caller
// makes (glibc's printf family writes them as it goes).
func FormatCounts(format string, args []Arg) (string, []Count, error) {
	f := formatter{args: args, counts: []Count{}}
	s, err := f.run(format)
	return s, f.counts, err
}

func format1(format string, args []Arg, device bool) (string, error) {
	f := formatter{args: args, device: device}
	return f.run(format)
}

func (f *formatter) run(format string) (string, error) {
	for i := 0; i < len(format); {
		c := format[i]
		if c != '%' {
			j := strings.IndexByte(format[i:], '%')
			if j < 0 {
				j = len(format) - i
			}
			f.out.WriteString(format[i : i+j])
			i += j
			continue
		}
		i = f.conversion(format, i)
	}
	return f.out.String(), f.err
}

type formatter struct {
	out    strings.Builder
	args   []Arg
	counts []Count // %n's stores; nil when the caller makes none
	next   int
	at     int // the argument number of a positional conversion, for arg
	err    error
	device bool // CUDA's device printf dialect (FormatDevice)
}

// deviceSpec reports whether CUDA's device printf understands the
// specification that starts at format[start] == '%' and where it ends;
// it is checked before any argument is consumed.
func deviceSpec(format string, start int) (end int, ok bool) {
	i := start + 1
	for i < len(format) && strings.IndexByte("#0- +", format[i]) >= 0 {
		i++
	}
	if i < len(format) && format[i] == '*' {
		i++
	} else {
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			i++
		}
	}
	ok = true
	if i < len(format) && format[i] == '.' {
		i++
		if i < len(format) && format[i] == '*' {
			ok = false
			i++
		}
		for i < len(format) && format[i] >= '0' && format[i] <= '9' {
			i++
		}
	}
	switch {
	case strings.HasPrefix(format[i:], "hh"), strings.HasPrefix(format[i:], "ll"):
		i += 2
	case i < len(format) && strings.IndexByte("hl", format[i]) >= 0:
		i++
	case i < len(format) && strings.IndexByte("LqjzZt", format[i]) >= 0:
		ok = false
		i++
	}
	if i >= len(format) {
		return i, true // an incomplete conversion: the glibc path reports it
	}
	if format[i] != '%' && strings.IndexByte("cdiouxXpeEfFgGaAs", format[i]) < 0 {
		ok = false
	}
	if format[i] == '%' && i != start+1 {
		ok = false // "%5%" is printed as it stands; only "%%" is a percent sign
	}
	return i + 1, ok
}

// Conversions lists, for each argument a printf with this format consumes,
// the conversion letter that consumes it ('*' for a width or precision),
// under glibc's rules or (device) CUDA's device printf's.
func Conversions(format string, device bool) []byte {
	convs, _ := argSpecs(format, device)
	return convs
}

// argSpecs walks the conversions of a printf format as Conversions
// describes, and gives for each argument the letter that consumes it and
// the precision written before it (-1 when none, PrecisionArg for .*).
func argSpecs(format string, device bool) (convs []byte, precs []int) {
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		start := i
		if device {
			if end, ok := deviceSpec(format, start); !ok {
				i = end - 1
				continue
			}
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		if !device {
			if n, end, ok := position(format, i); ok {
				// %n$...: glibc's positional form, every conversion of
				// the format numbered (a '*' of one is *m$)
				c, prec, next := positionalSpec(format, end)
				convs, precs = placeAt(convs, precs, n-1, c, prec)
				for _, m := range starPositions(format[end:next]) {
					convs, precs = placeAt(convs, precs, m-1, '*', -1)
				}
				i = next - 1
				continue
			}
		}
		prec := -1
		for ; i < len(format); i++ {
			c := format[i]
			if c == '.' {
				prec = 0
				for i+1 < len(format) && format[i+1] >= '0' && format[i+1] <= '9' {
					prec = prec*10 + int(format[i+1]-'0')
					i++
				}
				if i+1 < len(format) && format[i+1] == '*' {
					prec = PrecisionArg
				}
				continue
			}
			if c == '*' {
				convs, precs = append(convs, '*'), append(precs, -1)
				continue
			}
			if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') && !strings.ContainsRune("hlLqjzZtI", rune(c)) {
				convs, precs = append(convs, c), append(precs, prec)
				break
			}
		}
	}
	return convs, precs
}

// Wides lists, for each argument a host printf with this format consumes
// (as Conversions orders them, positional forms aside), whether its
// conversion takes 8 bytes (l, ll, j, z, t, q, L): vprintf reads each
// argument from an 8-byte slot and needs to know how much of it is the
// value.
func Wides(format string) []bool {
	var wides []bool
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		for ; i < len(format) && strings.IndexByte("-+ #0'.123456789*", format[i]) >= 0; i++ {
			if format[i] == '*' {
				wides = append(wides, false)
			}
		}
		wide := false
		for ; i < len(format) && strings.IndexByte("hlLqjzZt", format[i]) >= 0; i++ {
			wide = wide || format[i] != 'h'
		}
		if i < len(format) {
			wides = append(wides, wide)
		}
	}
	return wides
}

// position reads the "n$" of a positional conversion at format[i] (after
// its '%'): n and the index after the '$'.
func position(format string, i int) (n, end int, ok bool) {
	j, v := digits(format, i)
	if j == i || v == 0 || j >= len(format) || format[j] != '$' {
		return 0, i, false
	}
	return v, j + 1, true
}

// positionalSpec reads the rest of a positional conversion from
// format[i]: its letter, its precision (as argSpecs gives it) and the
// index after it.
func positionalSpec(format string, i int) (conv byte, prec, next int) {
	prec = -1
	for ; i < len(format); i++ {
		c := format[i]
		switch {
		case c == '.':
			prec = 0
			if i+1 < len(format) && format[i+1] == '*' {
				prec = PrecisionArg
			}
			for i+1 < len(format) && format[i+1] >= '0' && format[i+1] <= '9' {
				prec = prec*10 + int(format[i+1]-'0')
				i++
			}
		case (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') && !strings.ContainsRune("hlLqjzZtI", rune(c)):
			return c, prec, i + 1
		}
	}
	return 0, prec, i
}

// starPositions are the m of the *m$ in a positional conversion's text.
func starPositions(spec string) []int {
	var out []int
	for i := 0; i < len(spec); i++ {
		if spec[i] == '*' {
			if m, end, ok := position(spec, i+1); ok {
				out = append(out, m)
				i = end - 1
			}
		}
	}
	return out
}

// placeAt sets the conversion of argument k, growing the lists.
func placeAt(convs []byte, precs []int, k int, c byte, prec int) ([]byte, []int) {
	if k >= maxField {
		return convs, precs
	}
	for len(convs) <= k {
		convs, precs = append(convs, 0), append(precs, -1)
	}
	convs[k], precs[k] = c, prec
	return convs, precs
}

func (f *formatter) fail(format string, a ...any) {
	if f.err == nil {
		f.err = fmt.Errorf(format, a...)
	}
}

// arg takes the next argument, or the numbered one of a positional
// conversion (at); ok is false when there is none.
func (f *formatter) arg() (Arg, bool) {
	if f.at > 0 {
		k := f.at - 1
		f.at = 0
		if k >= len(f.args) {
			return Arg{}, false
		}
		return f.args[k], true
	}
	if f.next >= len(f.args) {
		return Arg{}, false
	}
	a := f.args[f.next]
	f.next++
	return a, true
}

// starArg reads an int for a '*' width or precision.
func (f *formatter) starArg(what string) (int, bool) {
	a, ok := f.arg()
	if !ok {
		f.fail("missing int argument for '*' %s", what)
		return 0, false
	}
	if a.Kind != KindInt && a.Kind != KindUint {
		f.fail("'*' %s needs an int argument, got %s", what, a.Kind)
	}
	return int(int32(a.bits())), true
}

// conversion handles the specification starting at format[start] == '%'
// and returns the index after it.
func (f *formatter) conversion(format string, start int) int {
	if f.device {
		if end, ok := deviceSpec(format, start); !ok {
			f.out.WriteString(format[start:end])
			return end
		}
	}
	s := spec{prec: -1}
	i := start + 1
	argAt := 0 // %n$: the argument's number
	if !f.device {
		if n, end, ok := position(format, i); ok {
			argAt, i = n, end
		}
	}
	star := func() { // *m$ of a positional conversion
		if m, end, ok := position(format, i); ok && argAt > 0 {
			f.at, i = m, end
		}
	}
flags:
	for ; i < len(format); i++ {
		switch format[i] {
		case '-':
			s.minus = true
		case '+':
			s.plus = true
		case ' ':
			s.space = true
		case '#':
			s.alt = true
		case '0':
			s.zero = true
		case '\'', 'I': // grouping and locale digits: no effect in the C locale
		default:
			break flags
		}
	}
	if i < len(format) && format[i] == '*' {
		i++
		star()
		if w, ok := f.starArg("width"); ok {
			if w < 0 {
				s.minus = true
				w = -w
			}
			s.width = w
		}
	} else {
		i, s.width = digits(format, i)
	}
	if i < len(format) && format[i] == '.' {
		i++
		if i < len(format) && format[i] == '*' {
			i++
			star()
			if p, ok := f.starArg("precision"); ok && p >= 0 {
				s.prec = p
			}
		} else {
			i, s.prec = digits(format, i)
		}
	}
	if s.width > maxField || s.prec > maxField {
		f.fail("field width or precision above %d", maxField)
		s.width, s.prec = min(s.width, maxField), min(s.prec, maxField)
	}
	for _, l := range []string{"hh", "ll", "h", "l", "L", "q", "j", "z", "Z", "t"} {
		if strings.HasPrefix(format[i:], l) {
			s.length = l
			i += len(l)
			break
		}
	}
	if i >= len(format) {
		// A lone '%' at the end: glibc prints nothing for it.
		f.fail("format ends in an incomplete conversion %q", format[start:])
		return i
	}
	s.conv = format[i]
	i++
	f.at = argAt
	switch s.conv {
	case '%':
		f.out.WriteByte('%')
	case 'd', 'i':
		f.integer(s, true, 10)
	case 'u':
		f.integer(s, false, 10)
	case 'o':
		f.integer(s, false, 8)
	case 'x', 'X':
		f.integer(s, false, 16)
	case 'c':
		f.char(s)
	case 's':
		f.str(s)
	case 'p':
		f.pointer(s)
	case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
		f.float(s)
	case 'n':
		a, ok := f.arg()
		if f.counts == nil || !ok || a.Kind != KindPointer {
			f.fail("%%n is not supported here")
			break
		}
		size := map[string]int{"hh": 1, "h": 2, "": 4}[s.length]
		if size == 0 {
			size = 8
		}
		f.counts = append(f.counts, Count{Addr: a.U, N: f.out.Len(), Size: size})
	default:
		// glibc prints an unknown specification as it stands.
		f.out.WriteString(format[start:i])
		f.fail("unknown conversion %q", format[start:i])
	}
	f.at = 0 // (a conversion that takes no argument)
	return i
}

// maxField bounds widths and precisions so that a program cannot make one
// printf produce gigabytes; glibc itself fails with EOVERFLOW past INT_MAX.
const maxField = 1 << 20

// digits reads a decimal number (0 when there is none), saturating rather
// than overflowing on absurd widths.
func digits(s string, i int) (int, int) {
	n := 0
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		if n <= maxField {
			n = n*10 + int(s[i]-'0')
		}
	}
	return i, n
}

// intWidth is the size in bytes of the integer type a length modifier reads.
func intWidth(length string) int {
	switch length {
	case "hh":
		return 1
	case "h":
		return 2
	case "":
		return 4
	}
	return 8 // l ll q L j z Z t on LP64
}

func (f *formatter) integer(s spec, signed bool, base int) {
	a, ok := f.arg()
	if !ok {
		f.fail("missing argument for %%%c", s.conv)
		return
	}
	width := intWidth(s.length)
	switch {
	case a.Kind != KindInt && a.Kind != KindUint:
		f.fail("%%%s%c expects an integer, got %s", s.length, s.conv, a.Kind)
	case max(a.Size, 4) != max(width, 4):
		f.fail("%%%s%c expects a %d-byte integer, got %d bytes", s.length, s.conv, max(width, 4), a.Size)
	}
	// The value is read as the conversion's type: truncated, then extended.
	v := a.bits()
	if f.device && a.Kind == KindFloat {
		// Device printf reads its argument buffer by the format: an integer
		// conversion of a double takes the double's own low bytes (the H200
		// prints 0 for %d of 2.75f).
		v = math.Float64bits(a.F)
	}
	shift := uint(64 - 8*width)
	var neg bool
	var mag uint64
	if signed {
		x := int64(v<<shift) >> shift
		neg = x < 0
		mag = uint64(x)
		if neg {
			mag = -mag
		}
	} else {
		mag = v << shift >> shift
		s.plus, s.space = false, false // only signed conversions show a sign
	}
	f.number(s, neg, mag, base, s.conv == 'X')
}

// number writes an integer magnitude with glibc's precision, prefix and
// padding rules.
func (f *formatter) number(s spec, neg bool, mag uint64, base int, upper bool) {
	d := strconv.FormatUint(mag, base)
	if upper {
		d = strings.ToUpper(d)
	}
	if s.prec == 0 && mag == 0 {
		d = ""
	}
	if s.prec > len(d) {
		d = strings.Repeat("0", s.prec-len(d)) + d
	}
	if s.alt && base == 8 && (d == "" || d[0] != '0') {
		d = "0" + d
	}
	prefix := sign(neg, s)
	if s.alt && base == 16 && mag != 0 {
		if upper {
			prefix += "0X"
		} else {
			prefix += "0x"
		}
	}
	f.pad(s, prefix, d, s.zero && s.prec < 0)
}

func sign(neg bool, s spec) string {
	switch {
	case neg:
		return "-"
	case s.plus:
		return "+"
	case s.space:
		return " "
	}
	return ""
}

// pad writes prefix+body in the field width: left-justified with '-',
// zero-filled between prefix and body when zeros is set, else right-justified.
func (f *formatter) pad(s spec, prefix, body string, zeros bool) {
	n := s.width - len(prefix) - len(body)
	switch {
	case n <= 0:
		f.out.WriteString(prefix)
		f.out.WriteString(body)
	case s.minus:
		f.out.WriteString(prefix)
		f.out.WriteString(body)
		f.out.WriteString(strings.Repeat(" ", n))
	case zeros:
		f.out.WriteString(prefix)
		f.out.WriteString(strings.Repeat("0", n))
		f.out.WriteString(body)
	default:
		f.out.WriteString(strings.Repeat(" ", n))
		f.out.WriteString(prefix)
		f.out.WriteString(body)
	}
}

func (f *formatter) char(s spec) {
	a, ok := f.arg()
	if !ok {
		f.fail("missing argument for %%c")
		return
	}
	if a.Kind != KindInt && a.Kind != KindUint {
		f.fail("%%c expects an int, got %s", a.Kind)
	}
	b := byte(a.bits())
	if s.length == "l" && a.bits() > 0x7f {
		f.fail("%%lc of a non-ASCII character is not supported")
	}
	f.pad(s, "", string([]byte{b}), false)
}

func (f *formatter) str(s spec) {
	a, ok := f.arg()
	if !ok {
		f.fail("missing argument for %%s")
		return
	}
	if s.length == "l" {
		f.fail("%%ls (wide strings) is not supported")
	}
	var text string
	switch {
	case a.Kind != KindString:
		f.fail("%%s expects a string, got %s", a.Kind)
		text = "(mismatch)"
	case a.Null:
		// glibc prints "(null)" only when the precision lets all of it show.
		text = "(null)"
		if s.prec >= 0 && s.prec < len(text) {
			text = ""
		}
	default:
		text = a.S
	}
	if s.prec >= 0 && s.prec < len(text) {
		text = text[:s.prec]
	}
	f.pad(s, "", text, false)
}

func (f *formatter) pointer(s spec) {
	a, ok := f.arg()
	if !ok {
		f.fail("missing argument for %%p")
		return
	}
	if a.Kind != KindPointer && a.Kind != KindString {
		f.fail("%%p expects a pointer, got %s", a.Kind)
	}
	addr := a.bits()
	if a.Kind == KindString && a.Null {
		addr = 0
	}
	if addr == 0 {
		s.prec = -1 // "(nil)" is never cut
		f.pad(s, "", "(nil)", false)
		return
	}
	// Like %#lx, but the '+' and ' ' flags still apply.
	s.alt = true
	f.number(s, false, addr, 16, false)
}

// StringPrecisions gives, for each argument a host printf with this format
// consumes, the most bytes its conversion reads from memory: n for a %.ns,
// PrecisionArg for a %.*s (the argument before holds n), and -1 for any
// other (a %s reads up to its NUL). C requires only the n bytes of a %.ns
// to be there: printf("%.4s", p) of four bytes with no NUL is valid.
func StringPrecisions(format string) []int {
	convs, precs := argSpecs(format, false)
	for i, c := range convs {
		if c != 's' {
			precs[i] = -1
		}
	}
	return precs
}

// PrecisionArg marks a %.*s in StringPrecisions.
const PrecisionArg = -2
