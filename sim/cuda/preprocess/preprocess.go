// Package preprocess implements the C preprocessor for SIMT Lab's CUDA
// programs: object- and function-like #define (with # and ##, and variadic
// macros), #undef, conditional inclusion with C's constant expressions and
// defined, #include of standard and CUDA headers (accepted and ignored,
// since their declarations are built in), #pragma (passed to the parser as
// a token.Pragma), #error and #line, and __CUDA_ARCH__ as nvcc's device and
// host passes see it (arch.go).
//
// Tokens produced by a macro expansion carry the position of the macro's use,
// so that a diagnostic about them points at a line the student wrote.
package preprocess

import (
	"strconv"
	"strings"

	"simtlab/sim/cuda/scanner"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// MaxExpansionDepth bounds nested macro expansion, so that a pathological
// program cannot exhaust memory.
const MaxExpansionDepth = 200

// maxOutput bounds the number of tokens one file may expand to (or four
// times its own tokens, for a large file).
const maxOutput = 1 << 18

// maxWork bounds the tokens read during expansion, nested argument
// expansions included.
const maxWork = 1 << 20

type macro struct {
	name     string
	funcLike bool
	params   []string
	variadic bool
	body     []token.Token
	builtin  string // "__LINE__", "__FILE__"
}

// condState is one #if chain, in each of nvcc's two views of the file:
// [device] with __CUDA_ARCH__ defined, [host] without (arch.go). The
// views differ only under conditions on __CUDA_ARCH__.
type condState struct {
	active   [2]bool // this group's text is being kept
	taken    [2]bool // some group of this #if chain was taken
	sawElse  bool
	parentOn [2]bool
	pos      token.Pos
}

// Preprocessor holds macro definitions and conditional state for one file.
type Preprocessor struct {
	file     string
	errs     *diag.List
	macros   map[string]*macro
	conds    []condState
	out      []token.Token
	depth    int
	overflow bool
	fatal    bool            // an error after which the rest of the file is not processed
	included map[string]bool // built-in headers already read (headers.go)
	work     int
	split    bool // some text is one view's alone (arch.go)
	// archInMacros: some macro's body names __CUDA_ARCH__, so a condition
	// may read it without naming it (arch.go)
	archInMacros bool
	maxOut       int // the output limit for this file
	maxWork      int // the expansion work limit for this file
}

// Process preprocesses src and returns the tokens the parser reads: no
// newlines, pragmas as token.Pragma, ending with token.EOF.
func Process(file string, src []byte, errs *diag.List) []token.Token {
	sc := scanner.New(file, src, errs)
	p := New(file, errs)
	return p.run(sc.Next, len(src)/3+16) // about one token per 3 bytes
}

// New returns a preprocessor with the predefined macros.
func New(file string, errs *diag.List) *Preprocessor {
	return &Preprocessor{file: file, errs: errs, macros: map[string]*macro{}}
}

// predefinedMacros are scanned once; a program's #define or #undef of one of
// them is recorded in its own macro table (nil for #undef).
var predefinedMacros = func() map[string]*macro {
	m := map[string]*macro{}
	for _, d := range append(predefined, inttypesMacros()...) {
		var errs diag.List
		toks := scanner.Tokenize("<predefined>", []byte(d[1]), &errs)
		toks = toks[:len(toks)-1]
		for i := range toks {
			toks[i].BOL = false
		}
		m[d[0]] = &macro{name: d[0], body: toks}
	}
	// <stdint.h>'s constant macros, as glibc writes them for x86-64
	for name, suffix := range map[string]string{"INT8_C": "", "INT16_C": "", "INT32_C": "", "INT64_C": "L",
		"UINT8_C": "", "UINT16_C": "", "UINT32_C": "U", "UINT64_C": "UL", "INTMAX_C": "L", "UINTMAX_C": "UL"} {
		body := "c"
		if suffix != "" {
			body = "c ## " + suffix
		}
		var errs diag.List
		toks := scanner.Tokenize("<predefined>", []byte(body), &errs)
		toks = toks[:len(toks)-1]
		for i := range toks {
			toks[i].BOL = false
		}
		m[name] = &macro{name: name, funcLike: true, params: []string{"c"}, body: toks}
	}
	m["__LINE__"] = &macro{name: "__LINE__", builtin: "__LINE__"}
	m["__FILE__"] = &macro{name: "__FILE__", builtin: "__FILE__"}
	return m
}()

// lookup returns the macro called name, or nil.
func (p *Preprocessor) lookup(name string) *macro {
	if m, ok := p.macros[name]; ok {
		return m // nil when the program #undef'd a predefined macro
	}
	return predefinedMacros[name]
}

// predefined macros: what nvcc defines, and the constants of the standard
// headers that programs use without thinking of them as macros.
var predefined = [][2]string{
	{"__CUDACC__", "1"}, {"__NVCC__", "1"}, {"__cplusplus", "201703L"},
	// nvcc 13.0 (V13.0.88), the compiler the H200 recordings were made with
	{"__CUDACC_VER_MAJOR__", "13"}, {"__CUDACC_VER_MINOR__", "0"}, {"__CUDACC_VER_BUILD__", "88"},
	{"CUDART_VERSION", "13000"}, {"CUDART_CB", ""}, // CUDART_CB: host callbacks' calling convention, empty on Linux
	{"__x86_64__", "1"}, {"__linux__", "1"}, {"__LP64__", "1"},
	{"NULL", "0"}, {"EXIT_SUCCESS", "0"}, {"EXIT_FAILURE", "1"}, {"RAND_MAX", "2147483647"}, {"EOF", "(-1)"},
	// driver_types.h's handles of the legacy and the per-thread default stream
	{"cudaStreamLegacy", "((cudaStream_t)0x1)"}, {"cudaStreamPerThread", "((cudaStream_t)0x2)"},
	{"_IOFBF", "0"}, {"_IOLBF", "1"}, {"_IONBF", "2"}, {"BUFSIZ", "8192"},
	// <time.h>: clock()'s unit (glibc's), and clock_gettime's clocks
	{"CLOCKS_PER_SEC", "((long)1000000)"}, {"CLOCK_REALTIME", "0"}, {"CLOCK_MONOTONIC", "1"},
	{"CLOCK_PROCESS_CPUTIME_ID", "2"}, {"CLOCK_THREAD_CPUTIME_ID", "3"},
	{"CHAR_BIT", "8"}, {"SCHAR_MIN", "(-128)"}, {"SCHAR_MAX", "127"}, {"UCHAR_MAX", "255"},
	{"CHAR_MIN", "(-128)"}, {"CHAR_MAX", "127"},
	{"SHRT_MIN", "(-32768)"}, {"SHRT_MAX", "32767"}, {"USHRT_MAX", "65535"},
	{"INT_MIN", "(-2147483647-1)"}, {"INT_MAX", "2147483647"}, {"UINT_MAX", "4294967295U"},
	{"LONG_MIN", "(-9223372036854775807L-1)"}, {"LONG_MAX", "9223372036854775807L"},
	{"ULONG_MAX", "18446744073709551615UL"}, {"LLONG_MIN", "(-9223372036854775807LL-1)"},
	{"LLONG_MAX", "9223372036854775807LL"}, {"ULLONG_MAX", "18446744073709551615ULL"},
	{"INT32_MAX", "2147483647"}, {"INT32_MIN", "(-2147483647-1)"}, {"UINT32_MAX", "4294967295U"},
	{"INT64_MAX", "9223372036854775807L"}, {"UINT64_MAX", "18446744073709551615UL"},
	{"SIZE_MAX", "18446744073709551615UL"},
	// <cstdint>'s other limits and <cinttypes>' printf conversions, as glibc
	// spells them for x86-64 (a 64-bit integer is a long: "l")
	{"INT8_MIN", "(-128)"}, {"INT8_MAX", "(127)"}, {"UINT8_MAX", "(255)"},
	{"INT16_MIN", "(-32767-1)"}, {"INT16_MAX", "(32767)"}, {"UINT16_MAX", "(65535)"},
	{"INT64_MIN", "(-9223372036854775807L-1)"},
	{"INTPTR_MIN", "(-9223372036854775807L-1)"}, {"INTPTR_MAX", "(9223372036854775807L)"},
	{"UINTPTR_MAX", "(18446744073709551615UL)"}, {"PTRDIFF_MIN", "(-9223372036854775807L-1)"},
	{"PTRDIFF_MAX", "(9223372036854775807L)"}, {"INTMAX_MIN", "(-9223372036854775807L-1)"},
	{"INTMAX_MAX", "(9223372036854775807L)"}, {"UINTMAX_MAX", "(18446744073709551615UL)"},
	{"FLT_MAX", "3.40282347e+38F"}, {"FLT_MIN", "1.17549435e-38F"}, {"FLT_EPSILON", "1.19209290e-7F"},
	{"DBL_MAX", "1.7976931348623157e+308"}, {"DBL_MIN", "2.2250738585072014e-308"},
	{"DBL_EPSILON", "2.2204460492503131e-16"},
	{"FLT_RADIX", "2"}, {"FLT_DIG", "6"}, {"DBL_DIG", "15"}, {"FLT_MANT_DIG", "24"}, {"DBL_MANT_DIG", "53"},
	{"FLT_MAX_EXP", "128"}, {"DBL_MAX_EXP", "1024"}, {"FLT_MIN_EXP", "(-125)"}, {"DBL_MIN_EXP", "(-1021)"},
	{"FLT_MAX_10_EXP", "38"}, {"DBL_MAX_10_EXP", "308"}, {"FLT_TRUE_MIN", "1.40129846e-45F"},
	{"DBL_TRUE_MIN", "4.9406564584124654e-324"}, {"DECIMAL_DIG", "21"},
	{"M_PI", "3.14159265358979323846"}, {"M_E", "2.7182818284590452354"},
	{"M_PI_2", "1.57079632679489661923"}, {"M_SQRT2", "1.41421356237309504880"},
	{"M_LN2", "0.69314718055994530942"}, {"M_LOG2E", "1.4426950408889634074"},
	{"M_1_PI", "0.31830988618379067154"}, {"M_2_PI", "0.63661977236758134308"},
	{"M_PI_4", "0.78539816339744830962"}, {"M_LN10", "2.30258509299404568402"},
	{"M_SQRT1_2", "0.70710678118654752440"},
	{"INFINITY", "__builtin_inff()"}, {"NAN", "__builtin_nanf(\"\")"},
	{"EDOM", "33"}, {"ERANGE", "34"}, {"EINVAL", "22"}, {"ENOMEM", "12"}, // <errno.h>, glibc on Linux
	{"FP_NAN", "0"}, {"FP_INFINITE", "1"}, {"FP_ZERO", "2"}, {"FP_SUBNORMAL", "3"}, {"FP_NORMAL", "4"}, // glibc's
	{"__builtin_huge_valf", "__builtin_inff"}, {"__builtin_huge_val", "__builtin_inf"}, // what HUGE_VAL is in glibc
	{"HUGE_VALF", "__builtin_inff()"}, {"HUGE_VAL", "__builtin_inf()"},
	// math_constants.h, spelled as the CUDA 13 header spells them
	{"CUDART_INF_F", "__builtin_inff()"}, {"CUDART_PI_F", "3.141592654F"},
	{"CUDART_NAN_F", "__builtin_nanf(\"\")"}, {"CUDART_ZERO_F", "0.0F"}, {"CUDART_ONE_F", "1.0F"},
	{"CUDART_SQRT_HALF_F", "0.707106781F"}, {"CUDART_SQRT_TWO_F", "1.414213562F"}, {"CUDART_THIRD_F", "0.333333333F"},
	{"CUDART_PIO4_F", "0.785398163F"}, {"CUDART_PIO2_F", "1.570796327F"}, {"CUDART_3PIO4_F", "2.356194490F"},
	{"CUDART_2_OVER_PI_F", "0.636619772F"}, {"CUDART_L2E_F", "1.442695041F"}, {"CUDART_L2T_F", "3.321928094F"},
	{"CUDART_LG2_F", "0.301029996F"}, {"CUDART_LGE_F", "0.434294482F"}, {"CUDART_LN2_F", "0.693147181F"},
	{"CUDART_LNT_F", "2.302585093F"}, {"CUDART_LNPI_F", "1.144729886F"},
	{"CUDART_INF", "__builtin_inf()"}, {"CUDART_ZERO", "0.0"}, {"CUDART_ONE", "1.0"},
	// cuda_fp16.h's and cuda_bf16.h's (CUDA 12.2 on)
	{"CUDART_INF_FP16", "__ushort_as_half((unsigned short)0x7C00U)"}, {"CUDART_NAN_FP16", "__ushort_as_half((unsigned short)0x7FFFU)"},
	{"CUDART_MIN_DENORM_FP16", "__ushort_as_half((unsigned short)0x0001U)"}, {"CUDART_MAX_NORMAL_FP16", "__ushort_as_half((unsigned short)0x7BFFU)"},
	{"CUDART_NEG_ZERO_FP16", "__ushort_as_half((unsigned short)0x8000U)"}, {"CUDART_ZERO_FP16", "__ushort_as_half((unsigned short)0x0000U)"},
	{"CUDART_ONE_FP16", "__ushort_as_half((unsigned short)0x3C00U)"},
	{"CUDART_INF_BF16", "__ushort_as_bfloat16((unsigned short)0x7F80U)"}, {"CUDART_NAN_BF16", "__ushort_as_bfloat16((unsigned short)0x7FFFU)"},
	{"CUDART_MIN_DENORM_BF16", "__ushort_as_bfloat16((unsigned short)0x0001U)"}, {"CUDART_MAX_NORMAL_BF16", "__ushort_as_bfloat16((unsigned short)0x7F7FU)"},
	{"CUDART_NEG_ZERO_BF16", "__ushort_as_bfloat16((unsigned short)0x8000U)"}, {"CUDART_ZERO_BF16", "__ushort_as_bfloat16((unsigned short)0x0000U)"},
	{"CUDART_ONE_BF16", "__ushort_as_bfloat16((unsigned short)0x3F80U)"},
	{"CUDART_SQRT_TWO", "1.4142135623730951e+0"}, {"CUDART_SQRT_PI", "1.7724538509055161e+0"},
	{"CUDART_SQRT_HALF", "7.0710678118654757e-1"}, {"CUDART_PI", "3.1415926535897931e+0"},
	{"CUDART_PIO2", "1.5707963267948966e+0"}, {"CUDART_PIO4", "7.8539816339744828e-1"},
	{"CUDART_2PI", "6.2831853071795862e+0"}, {"CUDART_L2E", "1.4426950408889634e+0"},
	{"CUDART_LN2", "6.9314718055994529e-1"}, {"CUDART_LNT", "2.3025850929940459e+0"},
	{"FLT_MIN_10_EXP", "(-37)"}, {"DBL_MIN_10_EXP", "(-307)"}, {"FLT_DECIMAL_DIG", "9"}, {"DBL_DECIMAL_DIG", "17"},
	{"FLT_EVAL_METHOD", "0"}, {"FLT_ROUNDS", "1"},
	// <math.h>'s ilogb results for 0 and NaN (glibc on x86-64: INT_MIN for both)
	{"FP_ILOGB0", "(-2147483647-1)"}, {"FP_ILOGBNAN", "(-2147483647-1)"},
	// the macros gcc predefines, which nvcc's host preprocessing keeps
	// visible to device code too (<float.h> and <climits> are built on them)
	{"__FLT_MAX__", "3.40282347e+38F"}, {"__FLT_MIN__", "1.17549435e-38F"},
	{"__FLT_EPSILON__", "1.19209290e-7F"}, {"__FLT_DENORM_MIN__", "1.40129846e-45F"},
	{"__FLT_DIG__", "6"}, {"__FLT_MANT_DIG__", "24"}, {"__FLT_MAX_EXP__", "128"}, {"__FLT_MIN_EXP__", "(-125)"},
	{"__FLT_MAX_10_EXP__", "38"}, {"__FLT_MIN_10_EXP__", "(-37)"}, {"__FLT_DECIMAL_DIG__", "9"},
	{"__FLT_RADIX__", "2"}, {"__FLT_HAS_INFINITY__", "1"}, {"__FLT_HAS_QUIET_NAN__", "1"}, {"__FLT_HAS_DENORM__", "1"},
	{"__DBL_MAX__", "((double)1.7976931348623157e+308)"}, {"__DBL_MIN__", "((double)2.2250738585072014e-308)"},
	{"__DBL_EPSILON__", "((double)2.2204460492503131e-16)"}, {"__DBL_DENORM_MIN__", "((double)4.9406564584124654e-324)"},
	{"__DBL_DIG__", "15"}, {"__DBL_MANT_DIG__", "53"}, {"__DBL_MAX_EXP__", "1024"}, {"__DBL_MIN_EXP__", "(-1021)"},
	{"__DBL_MAX_10_EXP__", "308"}, {"__DBL_MIN_10_EXP__", "(-307)"}, {"__DBL_DECIMAL_DIG__", "17"},
	{"__DBL_HAS_INFINITY__", "1"}, {"__DBL_HAS_QUIET_NAN__", "1"}, {"__DBL_HAS_DENORM__", "1"},
	{"__CHAR_BIT__", "8"}, {"__SCHAR_MAX__", "0x7f"}, {"__SHRT_MAX__", "0x7fff"}, {"__INT_MAX__", "0x7fffffff"},
	{"__LONG_MAX__", "0x7fffffffffffffffL"}, {"__LONG_LONG_MAX__", "0x7fffffffffffffffLL"},
	{"__SIZE_MAX__", "0xffffffffffffffffUL"}, {"__PTRDIFF_MAX__", "0x7fffffffffffffffL"},
	{"__INT8_MAX__", "0x7f"}, {"__INT16_MAX__", "0x7fff"}, {"__INT32_MAX__", "0x7fffffff"}, {"__INT64_MAX__", "0x7fffffffffffffffL"},
	{"__UINT8_MAX__", "0xff"}, {"__UINT16_MAX__", "0xffff"}, {"__UINT32_MAX__", "0xffffffffU"}, {"__UINT64_MAX__", "0xffffffffffffffffUL"},
	{"__SIZEOF_SHORT__", "2"}, {"__SIZEOF_INT__", "4"}, {"__SIZEOF_LONG__", "8"}, {"__SIZEOF_LONG_LONG__", "8"},
	{"__SIZEOF_FLOAT__", "4"}, {"__SIZEOF_DOUBLE__", "8"}, {"__SIZEOF_POINTER__", "8"}, {"__SIZEOF_SIZE_T__", "8"},
	{"__ORDER_LITTLE_ENDIAN__", "1234"}, {"__ORDER_BIG_ENDIAN__", "4321"}, {"__BYTE_ORDER__", "1234"},
}

// inttypesMacros are <cinttypes>' PRIxN and SCNxN: a conversion letter
// with the length that makes it read an N-bit integer (glibc, x86-64).
func inttypesMacros() [][2]string {
	var out [][2]string
	for _, conv := range []string{"d", "i", "o", "u", "x", "X"} {
		for _, w := range []struct{ suffix, length string }{
			{"8", ""}, {"16", ""}, {"32", ""}, {"64", "l"},
			{"LEAST8", ""}, {"LEAST16", ""}, {"LEAST32", ""}, {"LEAST64", "l"},
			{"FAST8", ""}, {"FAST16", "l"}, {"FAST32", "l"}, {"FAST64", "l"},
			{"MAX", "l"}, {"PTR", "l"},
		} {
			out = append(out, [2]string{"PRI" + conv + w.suffix, `"` + w.length + conv + `"`})
			if conv != "X" {
				scan := w.length
				switch w.suffix {
				case "8", "LEAST8", "FAST8":
					scan = "hh"
				case "16", "LEAST16":
					scan = "h"
				}
				out = append(out, [2]string{"SCN" + conv + w.suffix, `"` + scan + conv + `"`})
			}
		}
	}
	return out
}

func (p *Preprocessor) errorf(pos token.Pos, format string, args ...any) {
	p.errs.Add(pos.In(p.file), diag.KindSyntax, format, args...)
}

// active reports whether text here is kept in either view: directives
// act when it is, as both of nvcc's passes run them.
func (p *Preprocessor) active() bool {
	v := p.views()
	return v[device] || v[host]
}

// views reports whether text here is kept in the device and host views.
func (p *Preprocessor) views() [2]bool {
	if len(p.conds) == 0 {
		return [2]bool{true, true}
	}
	return p.conds[len(p.conds)-1].active
}

// Run preprocesses the scanner's tokens (with newlines, ending with EOF).
func (p *Preprocessor) Run(toks []token.Token) []token.Token {
	i := 0
	next := func() token.Token {
		if i >= len(toks) {
			return token.Token{Kind: token.EOF}
		}
		t := toks[i]
		i++
		return t
	}
	return p.run(next, len(toks))
}

// run reads tokens from next (the scanner) a line at a time, so that the
// file's tokens are never all held twice. Text lines between directives are
// gathered into one run and expanded together (expand skips the newlines),
// so that macro calls may span lines.
func (p *Preprocessor) run(next func() token.Token, sizeHint int) []token.Token {
	if p.out == nil {
		p.out = make([]token.Token, 0, sizeHint+sizeHint/2) // room for expansions
	}
	p.maxOut = max(maxOutput, 4*sizeHint)
	p.maxWork = max(maxWork, 16*sizeHint)
	run := make([]token.Token, 0, sizeHint) // reused buffers
	var line []token.Token
	flush := func() {
		if len(run) > 0 {
			p.expandArch(run)
			run = run[:0]
		}
	}
	tok := next()
	for tok.Kind != token.EOF && !p.fatal {
		line = line[:0]
		for tok.Kind != token.Newline && tok.Kind != token.EOF {
			line = append(line, tok)
			tok = next()
		}
		if tok.Kind == token.Newline {
			tok = next()
		}
		if len(line) == 0 {
			continue
		}
		if line[0].Kind == token.Hash {
			flush()
			p.directive(line)
			continue
		}
		if !p.active() {
			flush()
			continue
		}
		run = append(run, line...)
	}
	if p.fatal {
		run = run[:0]
		p.conds = nil
		p.out = p.out[:0]
	}
	flush()
	for _, c := range p.conds {
		p.errorf(c.pos, "#if without a matching #endif")
	}
	p.out = append(p.out, token.Token{Kind: token.EOF, Pos: tok.Pos})
	if p.split {
		p.out = archView(p.out)
	}
	return p.out
}

func (p *Preprocessor) directive(line []token.Token) {
	hash := line[0]
	if len(line) == 1 {
		return // the null directive
	}
	name := line[1]
	args := line[2:]
	if name.Kind != token.Ident && name.Kind != token.Int {
		if p.active() {
			p.errorf(name.Pos, "invalid preprocessing directive")
		}
		return
	}
	switch name.Text {
	case "if", "ifdef", "ifndef":
		parentOn := p.views()
		var on [2]bool
		if parentOn[device] || parentOn[host] {
			switch name.Text {
			case "if":
				on = p.evalCondViews(name.Pos, args)
			case "ifdef", "ifndef":
				if len(args) == 0 || args[0].Kind != token.Ident {
					p.errorf(name.Pos, "#%s needs a macro name", name.Text)
				} else {
					on = p.definedViews(args[0].Text)
					on[device] = on[device] == (name.Text == "ifdef")
					on[host] = on[host] == (name.Text == "ifdef")
				}
			}
		}
		on[device] = on[device] && parentOn[device]
		on[host] = on[host] && parentOn[host]
		p.conds = append(p.conds, condState{active: on, taken: on, parentOn: parentOn, pos: hash.Pos})
		return
	case "elif", "else", "endif":
		if len(p.conds) == 0 {
			p.errorf(name.Pos, "#%s without #if", name.Text)
			return
		}
		c := &p.conds[len(p.conds)-1]
		switch name.Text {
		case "endif":
			p.conds = p.conds[:len(p.conds)-1]
		case "else":
			if c.sawElse {
				p.errorf(name.Pos, "#else after #else")
			}
			c.sawElse = true
			for v := range c.active {
				c.active[v] = c.parentOn[v] && !c.taken[v]
				c.taken[v] = c.taken[v] || c.active[v]
			}
		case "elif":
			if c.sawElse {
				p.errorf(name.Pos, "#elif after #else")
			}
			open := [2]bool{c.parentOn[device] && !c.taken[device], c.parentOn[host] && !c.taken[host]}
			c.active = [2]bool{}
			if open[device] || open[host] {
				on := p.evalCondViews(name.Pos, args)
				for v := range c.active {
					c.active[v] = open[v] && on[v]
					c.taken[v] = c.taken[v] || c.active[v]
				}
			}
		}
		return
	}
	if !p.active() {
		return
	}
	switch name.Text {
	case "define":
		p.define(name.Pos, args)
	case "undef":
		if len(args) == 0 || args[0].Kind != token.Ident {
			p.errorf(name.Pos, "#undef needs a macro name")
			return
		}
		p.macros[args[0].Text] = nil
	case "include":
		p.include(name.Pos, args)
	case "pragma":
		p.out = append(p.out, token.Token{Kind: token.Pragma, Pos: hash.Pos, Text: joinTokens(args), Arch: p.arch()})
	case "error":
		msg := joinTokens(args)
		p.errorf(hash.Pos, "#error %s", msg)
	case "warning", "line", "ident":
		// accepted; nothing to do
	default:
		p.errorf(name.Pos, "unknown preprocessing directive #%s", name.Text)
	}
}

// knownHeaders are the headers whose declarations SIMT Lab builds in.
var knownHeaders = map[string]bool{
	"cuda.h": true, "cuda_runtime.h": true, "cuda_runtime_api.h": true, "device_launch_parameters.h": true,
	"cuda_fp16.h": true, "cuda_bf16.h": true, "mma.h": true, "cuda_bf16.hpp": true, "device_functions.h": true, "math_functions.h": true, "vector_types.h": true,
	"cooperative_groups.h": true, "sm_60_atomic_functions.h": true,
	"curand_kernel.h": true, "cuda_fp16.hpp": true, "cooperative_groups/reduce.h": true, "cooperative_groups/scan.h": true,
	"cuda/atomic": true, "cuda/std/atomic": true,
	"math_constants.h": true, "cuda_profiler_api.h": true, "device_atomic_functions.h": true,
	"sm_20_atomic_functions.h": true, "sm_32_atomic_functions.h": true, "vector_functions.h": true,
	"driver_types.h": true, "host_defines.h": true, "builtin_types.h": true, "crt/host_defines.h": true,
}

func init() {
	// the headers cuda_runtime.h and curand_kernel.h include, which
	// programs sometimes name themselves
	for _, h := range strings.Fields(`common_functions.h device_double_functions.h device_types.h host_config.h
		sm_20_intrinsics.h sm_30_intrinsics.h sm_32_intrinsics.h sm_35_intrinsics.h sm_61_intrinsics.h
		sm_35_atomic_functions.h device_atomic_functions.hpp sm_20_atomic_functions.hpp
		sm_32_atomic_functions.hpp sm_60_atomic_functions.hpp sm_20_intrinsics.hpp sm_30_intrinsics.hpp
		sm_32_intrinsics.hpp sm_61_intrinsics.hpp vector_functions.hpp driver_functions.h
		curand_globals.h curand_uniform.h curand_normal.h curand_lognormal.h curand_mrg32k3a.h
		curand_philox4x32_x.h curand_precalc.h curand_normal_static.h`) {
		knownHeaders[h] = true
	}
}

// standardHeaders are the C and C++ standard library's headers (and the
// POSIX ones programs commonly include) whose declarations are built in,
// wholly or in the part programs use, like CUDA's: `#include "stdio.h"`
// finds them as <stdio.h> does. Others (<deque>, <thread>...) get the
// warning that the lab does not have them, and their names a hint
// (parser.MissingStd).
var standardHeaders = map[string]bool{}

func init() {
	for _, h := range strings.Fields(`assert.h ctype.h errno.h fenv.h float.h inttypes.h limits.h locale.h
		math.h setjmp.h signal.h stdarg.h stdbool.h stddef.h stdint.h stdio.h stdlib.h string.h time.h
		wchar.h sys/time.h sys/types.h unistd.h
		algorithm array atomic bitset cassert cctype cerrno cfloat chrono cinttypes climits clocale
		cmath cstdarg cstdbool cstddef cstdint cstdio cstdlib cstring ctime deque exception
		fstream functional iomanip ios iosfwd iostream istream iterator limits list map memory new
		numeric optional ostream queue random set sstream stack stdexcept string tuple type_traits typeinfo unordered_map unordered_set utility vector
		initializer_list`) {
		standardHeaders[h] = true
	}
}

// unavailableLibraries are CUDA's libraries, by the prefix of their headers,
// whose functions the lab does not have.
var unavailableLibraries = []struct{ prefix, name string }{
	{"thrust/", "Thrust"}, {"cub/", "CUB"}, {"cublas", "cuBLAS"}, {"cufft", "cuFFT"},
	{"cusparse", "cuSPARSE"}, {"cusolver", "cuSOLVER"}, {"cudnn", "cuDNN"}, {"nccl", "NCCL"},
	{"npp", "NPP"}, {"nvrtc", "NVRTC"},
}

// unavailableLibrary returns the name of the library header belongs to
// when the lab lacks it ("" otherwise).
func unavailableLibrary(header string) string {
	for _, l := range unavailableLibraries {
		if strings.HasPrefix(header, l.prefix) {
			return l.name
		}
	}
	return ""
}

func (p *Preprocessor) include(pos token.Pos, args []token.Token) {
	if len(args) == 0 {
		p.errorf(pos, "#include expects \"FILENAME\" or <FILENAME>")
		return
	}
	switch args[0].Kind {
	case token.Lss:
		// <any standard header>: its declarations are built in.
		var name strings.Builder
		for _, t := range args[1:] {
			if t.Kind == token.Gtr {
				break
			}
			name.WriteString(tokenText(t))
		}
		if lib := unavailableLibrary(name.String()); lib != "" {
			p.errorf(pos, "cannot include <%s>: %s is not available in the lab (its calls run kernels of NVIDIA's own); write the kernel yourself, or use the std:: algorithms on the host", name.String(), lib)
			p.fatal = true // every use of the library would be an error too
			return
		}
		if name.String() == "omp.h" {
			p.errs.AddDiag(diag.Diagnostic{Pos: pos.In(p.file), Severity: diag.Warning, Kind: diag.KindSyntax,
				Msg: "OpenMP runs on one thread in the lab: #pragma omp changes nothing and omp_get_num_threads() is 1"})
		}
		if h := name.String(); !p.includeBuiltin(h, pos) && !knownHeaders[h] && !standardHeaders[h] {
			// Accepted, as its declarations may go unused; if they are
			// used, this says why they are undeclared.
			p.errs.AddDiag(diag.Diagnostic{Pos: pos.In(p.file), Severity: diag.Warning, Kind: diag.KindSyntax,
				Msg: "the lab does not have <" + h + ">: what it declares is missing"})
		}
		return
	case token.String:
		name, _ := strconv.Unquote(args[0].Text)
		if p.includeBuiltin(name, pos) || knownHeaders[name] || standardHeaders[name] {
			// A quoted name that is no file of the program's is looked
			// up where <name> would be, as a C compiler does.
			return
		}
		p.errorf(args[0].Pos, "cannot include %s: a lab program is one file; only standard and CUDA headers are available", args[0].Text)
		// Like a C compiler, stop here: the rest of the file needs the
		// header's declarations, and every use of them would be an error.
		p.fatal = true
	default:
		p.errorf(pos, "#include expects \"FILENAME\" or <FILENAME>")
	}
}

func joinTokens(toks []token.Token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && t.SpaceBefore {
			b.WriteByte(' ')
		}
		b.WriteString(tokenText(t))
	}
	return b.String()
}

func tokenText(t token.Token) string {
	if t.Text != "" {
		return t.Text
	}
	return t.Kind.String()
}

func (p *Preprocessor) define(pos token.Pos, args []token.Token) {
	if len(args) == 0 || args[0].Kind != token.Ident {
		p.errorf(pos, "#define needs a macro name")
		return
	}
	m := &macro{name: args[0].Text}
	if m.name == "defined" {
		p.errorf(args[0].Pos, "'defined' cannot be used as a macro name")
		return
	}
	body := args[1:]
	if len(body) > 0 && body[0].Kind == token.LParen && !body[0].SpaceBefore {
		m.funcLike = true
		i := 1
		for {
			if i >= len(body) {
				p.errorf(body[0].Pos, "missing ')' in macro parameter list")
				return
			}
			t := body[i]
			if t.Kind == token.RParen && len(m.params) == 0 && !m.variadic {
				i++
				break
			}
			if t.Kind == token.Ellipsis {
				m.variadic = true
				m.params = append(m.params, "__VA_ARGS__")
			} else if t.Kind == token.Ident {
				for _, q := range m.params {
					if q == t.Text {
						p.errorf(t.Pos, "duplicate macro parameter '%s'", t.Text)
					}
				}
				m.params = append(m.params, t.Text)
			} else {
				p.errorf(t.Pos, "expected a parameter name in macro parameter list")
				return
			}
			i++
			if i < len(body) && body[i].Kind == token.RParen {
				i++
				break
			}
			if i >= len(body) || body[i].Kind != token.Comma || m.variadic {
				if i < len(body) {
					p.errorf(body[i].Pos, "expected ',' or ')' in macro parameter list")
				} else {
					p.errorf(body[0].Pos, "missing ')' in macro parameter list")
				}
				return
			}
			i++
		}
		body = body[i:]
	}
	m.body = append([]token.Token(nil), body...)
	for i := range m.body {
		m.body[i].BOL = false
		p.archInMacros = p.archInMacros || isArchName(m.body[i])
	}
	if len(m.body) > 0 {
		m.body[0].SpaceBefore = false
		if m.body[0].Kind == token.HashHash || m.body[len(m.body)-1].Kind == token.HashHash {
			p.errorf(pos, "'##' cannot appear at either end of a macro")
			return
		}
	}
	if m.funcLike {
		for i, t := range m.body {
			if t.Kind == token.Hash && (i+1 >= len(m.body) || m.paramIndex(m.body[i+1]) < 0) {
				p.errorf(t.Pos, "'#' is not followed by a macro parameter")
				return
			}
		}
	}
	p.macros[m.name] = m
}

func (m *macro) paramIndex(t token.Token) int {
	if t.Kind != token.Ident {
		return -1
	}
	for i, q := range m.params {
		if q == t.Text {
			return i
		}
	}
	return -1
}
