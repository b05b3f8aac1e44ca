package parser

import (
	"fmt"
	"strings"

	"simtlab/sim/cuda/scanner"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// std::numeric_limits<T>::max() and its siblings are constants: the pass
// below replaces the whole expression by the literal <climits> and <cfloat>
// spell (INT_MAX is 2147483647, FLT_MAX 3.40282347e+38F, ...).

// limitValues maps "type member" to the replacement source.
var limitValues = map[string]string{}

func init() {
	type lim struct{ min, max, lowest string }
	ints := map[string]lim{
		"char":               {"(-128)", "127", "(-128)"},
		"signed char":        {"(-128)", "127", "(-128)"},
		"unsigned char":      {"0", "255", "0"},
		"short":              {"(-32768)", "32767", "(-32768)"},
		"unsigned short":     {"0", "65535", "0"},
		"int":                {"(-2147483647-1)", "2147483647", "(-2147483647-1)"},
		"unsigned":           {"0U", "4294967295U", "0U"},
		"unsigned int":       {"0U", "4294967295U", "0U"},
		"long":               {"(-9223372036854775807L-1)", "9223372036854775807L", "(-9223372036854775807L-1)"},
		"unsigned long":      {"0UL", "18446744073709551615UL", "0UL"},
		"long long":          {"(-9223372036854775807LL-1)", "9223372036854775807LL", "(-9223372036854775807LL-1)"},
		"unsigned long long": {"0ULL", "18446744073709551615ULL", "0ULL"},
		"size_t":             {"0UL", "18446744073709551615UL", "0UL"},
		"float":              {"1.17549435e-38F", "3.40282347e+38F", "(-3.40282347e+38F)"},
		"double":             {"2.2250738585072014e-308", "1.7976931348623157e+308", "(-1.7976931348623157e+308)"},
	}
	for t, l := range ints {
		limitValues[t+" min"] = l.min
		limitValues[t+" max"] = l.max
		limitValues[t+" lowest"] = l.lowest
	}
	// other spellings of the same types, and <cstdint>'s names (x86-64)
	for alias, t := range map[string]string{
		"signed": "int", "signed int": "int", "short int": "short", "signed short": "short",
		"unsigned short int": "unsigned short", "long int": "long", "signed long": "long",
		"unsigned long int": "unsigned long", "long long int": "long long",
		"unsigned long long int": "unsigned long long",
		"int8_t":                 "signed char", "uint8_t": "unsigned char", "int16_t": "short",
		"uint16_t": "unsigned short", "int32_t": "int", "uint32_t": "unsigned int",
		"int64_t": "long", "uint64_t": "unsigned long", "intptr_t": "long",
		"uintptr_t": "unsigned long", "ptrdiff_t": "long", "ssize_t": "long",
		"intmax_t": "long", "uintmax_t": "unsigned long",
	} {
		for _, m := range []string{"min", "max", "lowest"} {
			limitValues[alias+" "+m] = limitValues[t+" "+m]
		}
	}
	names := make([]string, 0, len(ints))
	for t := range ints {
		names = append(names, t)
	}
	limitConstants(names)
	limitValues["float denorm_min"] = "1.40129846e-45F"
	limitValues["double denorm_min"] = "4.9406564584124654e-324"
	limitValues["float epsilon"] = "1.19209290e-7F"
	limitValues["double epsilon"] = "2.2204460492503131e-16"
	limitValues["float infinity"] = "__builtin_inff()"
	limitValues["double infinity"] = "__builtin_inf()"
	limitValues["float quiet_NaN"] = "__builtin_nanf(\"\")"
	limitValues["double quiet_NaN"] = "__builtin_nan(\"\")"
	limitValues["float round_error"] = "0.5F"
	limitValues["double round_error"] = "0.5"
}

// constantMembers are numeric_limits' static data members (digits10, not
// digits10()); their values are in limitValues under "type member".
var constantMembers = map[string]bool{}

// limitConstants adds the static data members of numeric_limits for the
// types of limitValues, as x86-64 g++ has them, and the member functions
// that an integer type answers with 0 (epsilon(), infinity(), ...).
func limitConstants(types []string) {
	type bits struct {
		digits, digits10 int
		signed           bool
	}
	intBits := map[string]bits{
		"char": {7, 2, true}, "signed char": {7, 2, true}, "unsigned char": {8, 2, false},
		"short": {15, 4, true}, "unsigned short": {16, 4, false}, "int": {31, 9, true},
		"unsigned": {32, 9, false}, "unsigned int": {32, 9, false}, "long": {63, 18, true},
		"unsigned long": {64, 19, false}, "long long": {63, 18, true}, "unsigned long long": {64, 19, false},
		"size_t": {64, 19, false},
	}
	set := func(t, member, v string) {
		limitValues[t+" "+member] = v
		constantMembers[member] = true
	}
	boolean := func(b bool) string {
		if b {
			return "true"
		}
		return "false"
	}
	for _, t := range types {
		b, isInt := intBits[t]
		if !isInt {
			continue
		}
		set(t, "digits", fmt.Sprint(b.digits))
		set(t, "digits10", fmt.Sprint(b.digits10))
		set(t, "is_signed", boolean(b.signed))
		set(t, "is_modulo", boolean(!b.signed))
		for m, v := range map[string]string{"max_digits10": "0", "min_exponent": "0", "max_exponent": "0",
			"min_exponent10": "0", "max_exponent10": "0"} {
			set(t, m, v)
		}
		for _, m := range []string{"is_integer", "is_exact"} {
			set(t, m, "true")
		}
		for _, m := range []string{"has_infinity", "has_quiet_NaN", "has_signaling_NaN", "is_iec559"} {
			set(t, m, "false")
		}
		for _, m := range []string{"epsilon", "round_error", "infinity", "quiet_NaN", "signaling_NaN", "denorm_min"} {
			limitValues[t+" "+m] = "((" + t + ")0)"
		}
	}
	for t, v := range map[string][8]string{
		"float":  {"24", "6", "9", "-125", "128", "-37", "38"},
		"double": {"53", "15", "17", "-1021", "1024", "-307", "308"},
	} {
		for k, m := range []string{"digits", "digits10", "max_digits10", "min_exponent", "max_exponent", "min_exponent10", "max_exponent10"} {
			set(t, m, v[k])
		}
		for _, m := range []string{"is_signed", "has_infinity", "has_quiet_NaN", "has_signaling_NaN", "is_iec559"} {
			set(t, m, "true")
		}
		for _, m := range []string{"is_integer", "is_exact", "is_modulo"} {
			set(t, m, "false")
		}
	}
	for _, t := range types {
		set(t, "radix", "2")
		set(t, "is_specialized", "true")
		set(t, "is_bounded", "true")
	}
}

// LimitConstant reports whether numeric_limits' member is a static data
// member, whose value has its own type (int, bool), not the type asked
// about.
func LimitConstant(member string) bool { return constantMembers[member] }

// lowerNumericLimits replaces numeric_limits<T>::member() by its value.
func lowerNumericLimits(toks []token.Token) []token.Token {
	return replaceEach(toks, func(i int) ([]token.Token, int) {
		if t := toks[i]; t.Kind != token.Ident || t.Text != "numeric_limits" || i+1 >= len(toks) || toks[i+1].Kind != token.Lss {
			return nil, 0
		}
		return limitAt(toks, i) // its tokens stand where numeric_limits does
	})
}

// lowerLimitAliases removes `typedef numeric_limits<T> Name;` (a `using
// Name = ...` is a typedef by now) and writes numeric_limits<T> for each
// later Name::, so that the passes that lower numeric_limits see it.
func lowerLimitAliases(toks []token.Token) []token.Token {
	aliases := map[string][]token.Token{}
	return replaceEach(toks, func(i int) ([]token.Token, int) {
		t := toks[i]
		if t.Kind != token.Ident {
			return nil, 0
		}
		if lim, ok := aliases[t.Text]; ok && i+1 < len(toks) && toks[i+1].Kind == token.ColonColon {
			out := make([]token.Token, len(lim))
			for k, lt := range lim {
				lt.Pos = t.Pos
				out[k] = lt
			}
			return out, 1
		}
		if t.Text != "typedef" || i+3 >= len(toks) || toks[i+1].Text != "numeric_limits" || toks[i+2].Kind != token.Lss {
			return nil, 0
		}
		j := i + 3
		for j < len(toks) && toks[j].Kind == token.Ident {
			j++
		}
		if j+2 >= len(toks) || j == i+3 || toks[j].Kind != token.Gtr || toks[j+1].Kind != token.Ident || toks[j+2].Kind != token.Semi {
			return nil, 0
		}
		aliases[toks[j+1].Text] = toks[i+1 : j+1]
		return []token.Token{}, j + 3 - i
	})
}

// replaceEach returns toks with the n tokens from each i that at matches
// (n > 0) replaced by at's tokens; toks itself when none matches.
func replaceEach(toks []token.Token, at func(i int) (repl []token.Token, n int)) []token.Token {
	var out []token.Token
	for i := 0; i < len(toks); i++ {
		if repl, n := at(i); n > 0 {
			if out == nil {
				out = append(make([]token.Token, 0, len(toks)), toks[:i]...)
			}
			out = append(out, repl...)
			i += n - 1
			continue
		}
		if out != nil {
			out = append(out, toks[i])
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// LimitSource is the source of numeric_limits<typ>::member() (typ spelled
// as C spells it: "unsigned int"), for the checker's LimitCall.
func LimitSource(typ, member string) (string, bool) {
	src, ok := limitValues[typ+" "+member]
	return src, ok
}

// limitAt matches numeric_limits < words > :: member ( ) at toks[i] and
// returns the replacement tokens and how many tokens it replaces.
func limitAt(toks []token.Token, i int) ([]token.Token, int) {
	j := i + 2
	var words []string
	for j < len(toks) && toks[j].Kind == token.Ident {
		words = append(words, toks[j].Text)
		j++
	}
	if j+2 >= len(toks) || toks[j].Kind != token.Gtr || toks[j+1].Kind != token.ColonColon || toks[j+2].Kind != token.Ident {
		return nil, 0
	}
	member := toks[j+2].Text
	src, ok := limitValues[strings.Join(words, " ")+" "+member]
	switch {
	case !ok:
		return nil, 0
	case constantMembers[member]:
		return synth(toks[i], src), j + 3 - i
	case j+4 < len(toks) && toks[j+3].Kind == token.LParen && toks[j+4].Kind == token.RParen:
		return synth(toks[i], src), j + 5 - i
	}
	return nil, 0
}

// tokenizeQuiet scans source the lab itself writes (valid by construction),
// without newlines and EOF.
func tokenizeQuiet(src string) []token.Token {
	var errs diag.List
	var out []token.Token
	for _, t := range scanner.Tokenize("<lowering>", []byte(src), &errs) {
		if t.Kind != token.Newline && t.Kind != token.EOF {
			out = append(out, t)
		}
	}
	return out
}
