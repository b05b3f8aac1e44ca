package parser

import (
	"slices"
	"strings"

	"simtlab/sim/cuda/token"
)

// The function objects of <functional> that programs pass to std::sort,
// std::accumulate and friends (std::greater<int>(), std::plus<float>()),
// as struct templates with a const operator(), added in front of a
// program that names one with its template argument and does not declare
// a struct of that name itself.
var functionObjects = map[string]string{
	"plus": "T", "minus": "T", "multiplies": "T", "divides": "T", "modulus": "T",
	"greater": "bool", "less": "bool", "greater_equal": "bool", "less_equal": "bool",
	"equal_to": "bool", "not_equal_to": "bool", "logical_and": "bool", "logical_or": "bool",
}

var functionOps = map[string]string{
	"plus": "+", "minus": "-", "multiplies": "*", "divides": "/", "modulus": "%",
	"greater": ">", "less": "<", "greater_equal": ">=", "less_equal": "<=",
	"equal_to": "==", "not_equal_to": "!=", "logical_and": "&&", "logical_or": "||",
}

// cgFunctionObjects are cooperative_groups' functors, as
// cooperative_groups/details/functional.h writes them: less and greater
// give the smaller and the larger operand, not a comparison.
var cgFunctionObjects = map[string]string{
	"plus": "a + b", "less": "b < a ? b : a", "greater": "a < b ? b : a",
	"bit_and": "a & b", "bit_or": "a | b", "bit_xor": "a ^ b",
}

func withFunctional(toks []token.Token) []token.Token {
	named, transparent := map[string]bool{}, map[string]bool{}
	cgNamed := map[string]bool{}
	var first token.Token // the first use, where the templates' code stands
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if name, ok := strings.CutPrefix(t.Text, cgFunctorPrefix); ok && t.Kind == token.Ident && cgFunctionObjects[name] != "" && toks[i+1].Kind == token.Lss {
			if len(named) == 0 && len(transparent) == 0 && len(cgNamed) == 0 {
				first = t
			}
			cgNamed[name] = true
			continue
		}
		if t.Kind != token.Ident || functionObjects[t.Text] == "" {
			continue
		}
		if i > 0 && toks[i-1].Kind == token.Ident && (toks[i-1].Text == "struct" || toks[i-1].Text == "class") {
			return toks // the program's own
		}
		if toks[i+1].Kind == token.Lss {
			if len(named) == 0 && len(transparent) == 0 && len(cgNamed) == 0 {
				first = t
			}
			if n := transparentArgs(toks, i+1); n > 0 {
				// plus<> (C++14's transparent functors, plus<void>):
				// an operator() template over both operands' types
				transparent[t.Text] = true
				toks[i].Text = transparentName(t.Text)
				toks = slices.Delete(toks, i+1, i+1+n)
				continue
			}
			named[t.Text] = true
		}
	}
	if len(named) == 0 && len(transparent) == 0 && len(cgNamed) == 0 {
		return toks
	}
	var src strings.Builder
	for _, name := range []string{"plus", "less", "greater", "bit_and", "bit_or", "bit_xor"} {
		if cgNamed[name] {
			src.WriteString("template <typename T> struct " + cgFunctorPrefix + name +
				" { __host__ __device__ T operator()(T a, T b) const { return " + cgFunctionObjects[name] + "; } };\n")
		}
	}
	for _, name := range []string{"plus", "minus", "multiplies", "divides", "modulus", "greater", "less",
		"greater_equal", "less_equal", "equal_to", "not_equal_to", "logical_and", "logical_or"} {
		if named[name] {
			src.WriteString("template <typename T> struct " + name + " { __host__ __device__ " + functionObjects[name] +
				" operator()(const T &a, const T &b) const { return a " + functionOps[name] + " b; } };\n")
		}
		if transparent[name] {
			result := functionObjects[name]
			if result == "T" {
				result = "auto"
			}
			src.WriteString("struct " + transparentName(name) + " { template <typename A, typename B> __host__ __device__ " + result +
				" operator()(const A &a, const B &b) const { return a " + functionOps[name] + " b; } };\n")
		}
	}
	return append(synth(first, src.String()), toks...)
}

// transparentName is the struct that stands for name<>.
func transparentName(name string) string { return "__simtlab_" + name + "_void" }

// transparentArgs returns how many tokens from toks[open] (a '<') spell
// an empty or void argument list, `<>` or `<void>`, else 0.
func transparentArgs(toks []token.Token, open int) int {
	switch {
	case open+1 < len(toks) && toks[open+1].Kind == token.Gtr:
		return 2
	case open+2 < len(toks) && toks[open+1].Kind == token.Ident && toks[open+1].Text == "void" && toks[open+2].Kind == token.Gtr:
		return 3
	}
	return 0
}
