package parser

import (
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
	limitValues["float denorm_min"] = "1.40129846e-45F"
	limitValues["double denorm_min"] = "4.9406564584124654e-324"
	limitValues["float epsilon"] = "1.19209290e-7F"
	limitValues["double epsilon"] = "2.2204460492503131e-16"
	limitValues["float infinity"] = "__builtin_inff()"
	limitValues["double infinity"] = "__builtin_inf()"
	limitValues["float quiet_NaN"] = "__builtin_nanf(\"\")"
	limitValues["double quiet_NaN"] = "__builtin_nan(\"\")"
}

// lowerNumericLimits replaces numeric_limits<T>::member() by its value.
func lowerNumericLimits(toks []token.Token) []token.Token {
	return replaceEach(toks, func(i int) ([]token.Token, int) {
		if t := toks[i]; t.Kind != token.Ident || t.Text != "numeric_limits" || i+1 >= len(toks) || toks[i+1].Kind != token.Lss {
			return nil, 0
		}
		return limitAt(toks, i) // its tokens stand where numeric_limits does
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
	if j+4 >= len(toks) || toks[j].Kind != token.Gtr || toks[j+1].Kind != token.ColonColon ||
		toks[j+2].Kind != token.Ident || toks[j+3].Kind != token.LParen || toks[j+4].Kind != token.RParen {
		return nil, 0
	}
	src, ok := limitValues[strings.Join(words, " ")+" "+toks[j+2].Text]
	if !ok {
		return nil, 0
	}
	return synth(toks[i], src), j + 5 - i
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
