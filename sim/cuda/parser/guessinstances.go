package parser

import (
	"fmt"
	"slices"

	"simtlab/sim/cuda/token"
)

// A function template that names a struct template with its parameter
// only in its result type,
//
//	template <typename T> vector<T> toHost(const T *p, size_t n)
//
// takes T from its arguments, which tokens do not type: `auto v =
// toHost(dOut, n)` names no vector<float> for the specializer to bind T
// to. So the program's pointer types of the built-in types (float *dOut,
// long long *p) are taken as the arguments such a template may be called
// with, and the struct template is instantiated for each (a typedef that
// names it), once per template: the checker then picks the specialization
// the call's argument types match.

// arithmeticWords are the keywords a built-in arithmetic type is spelled
// with.
var arithmeticWords = map[string]bool{
	"char": true, "short": true, "int": true, "long": true, "unsigned": true, "signed": true,
	"float": true, "double": true, "bool": true,
}

// guessedInstances is the typedefs that instantiate, for each built-in
// type of a pointer in toks, the struct templates that g names with a bare
// parameter in its result type only; nil when there are none.
func (sp *specializer) guessedInstances(g *genericFunc, toks []token.Token) []token.Token {
	lp := slices.IndexFunc(g.sig, func(t token.Token) bool { return t.Kind == token.LParen })
	if lp < 1 || len(g.params) == 0 {
		return nil
	}
	result, params := g.sig[:lp-1], g.sig[lp:]
	var names []string // struct templates named S<P> in the result, P in the parameters' types
	for i := 0; i+1 < len(result); i++ {
		name := result[i].Text
		if result[i].Kind != token.Ident || sp.tmpls[name] == nil || result[i+1].Kind != token.Lss {
			continue
		}
		args, end, ok := nestedArgsAt(result, i+1, sp.tmpls)
		i = end
		if !ok || len(args) != 1 || len(args[0]) != 1 || !slices.Contains(g.params, args[0][0].Text) {
			continue
		}
		if p := args[0][0].Text; bareUse(params, p, sp.tmpls) && !slices.Contains(names, name) {
			names = append(names, name)
		}
	}
	if len(names) == 0 {
		return nil
	}
	var out []token.Token
	for _, ty := range pointeeTypes(toks) {
		for _, name := range names {
			if _, made := sp.args[name+"<"+ty+">"]; made {
				continue // bound already, wherever its definition stands
			}
			sp.guesses++
			src := fmt.Sprintf("typedef %s<%s> __simtlab_guess%d;", name, ty, sp.guesses)
			out = append(out, synth(g.toks[0], src)...)
		}
	}
	return out
}

// bareUse reports whether the parameter list params names p, and only
// outside the argument lists of struct templates (const T *p, not
// vector<T> &v, whose argument names the instance).
func bareUse(params []token.Token, p string, tmpls map[string]*structTemplate) bool {
	bare := false
	for i := 0; i < len(params); i++ {
		t := params[i]
		if t.Kind == token.Ident && tmpls[t.Text] != nil && i+1 < len(params) && params[i+1].Kind == token.Lss {
			args, end, ok := nestedArgsAt(params, i+1, tmpls)
			if ok && mentions(args, []string{p}) {
				return false
			}
			i = end
			continue
		}
		if t.Kind == token.Ident && t.Text == p {
			bare = true
		}
	}
	return bare
}

// pointeeTypes are the built-in types toks declare or cast pointers to
// (float *p, (long long *)q), each once, spelled as instance names spell
// them (canonicalArithmetic).
func pointeeTypes(toks []token.Token) []string {
	var out []string
	for i := 1; i < len(toks); i++ {
		if toks[i].Kind != token.Mul || toks[i-1].Kind != token.Ident || !arithmeticWords[toks[i-1].Text] {
			continue
		}
		start := i - 1
		for start > 0 && toks[start-1].Kind == token.Ident && arithmeticWords[toks[start-1].Text] {
			start--
		}
		if ty := spell(canonicalArithmetic(toks[start:i])); !slices.Contains(out, ty) {
			out = append(out, ty)
		}
	}
	return out
}

// canonicalArithmetic spells a template argument that is a built-in
// arithmetic type one way (unsigned and unsigned int, long int and long
// are one type, so vector<unsigned> and vector<unsigned int> must be one
// instance); any other argument is returned as it is.
func canonicalArithmetic(arg []token.Token) []token.Token {
	if len(arg) == 0 {
		return arg
	}
	n := map[string]int{}
	for _, t := range arg {
		if t.Kind != token.Ident || !arithmeticWords[t.Text] {
			return arg
		}
		n[t.Text]++
	}
	sign := ""
	if n["unsigned"] > 0 {
		sign = "unsigned "
	}
	var name string
	switch {
	case n["bool"] > 0 || n["float"] > 0:
		return arg
	case n["double"] > 0:
		if n["long"] > 0 {
			name = "long double"
		} else {
			return arg
		}
	case n["char"] > 0:
		if n["signed"] > 0 {
			sign = "signed "
		}
		name = sign + "char"
	case n["short"] > 0:
		name = sign + "short"
	case n["long"] >= 2:
		name = sign + "long long"
	case n["long"] == 1:
		name = sign + "long"
	default:
		name = sign + "int"
	}
	return synth(arg[0], name)
}
