package parser

import (
	"strconv"

	"simtlab/sim/cuda/token"
)

// A partial specialization chosen by std::enable_if,
//
//	template <typename T, typename = void> struct Binner;
//	template <typename T> struct Binner<T, enable_if_t<is_integral<T>::value>> { ... };
//
// has a pattern argument that deduces nothing (C++'s non-deduced
// context): the other arguments bind T, and the pattern matches where the
// condition, with T in place, holds and the enabled type is the
// argument (void). The traits lowered to __simtlab_trait (traits.go) are
// answered here for the arithmetic types, pointers and void, and sizeof
// of an arithmetic type; a condition on anything else matches nothing,
// as before, and leaves the primary template.

// enableIfPattern takes apart a pattern argument lowered from enable_if:
// decltype(__simtlab_enable_if((COND), (TYPE *)0)).
func enableIfPattern(p []token.Token) (cond, typ []token.Token, ok bool) {
	if len(p) < 12 || p[0].Text != "decltype" || p[1].Kind != token.LParen || p[2].Text != EnableIfCall || p[3].Kind != token.LParen {
		return nil, nil, false
	}
	close := matchingClose(p, 3, token.LParen, token.RParen)
	if close != len(p)-2 || p[len(p)-1].Kind != token.RParen {
		return nil, nil, false
	}
	args := splitArgs(p[4:close])
	if len(args) != 2 {
		return nil, nil, false
	}
	t := stripParens(args[1]) // (TYPE *)0
	if len(t) < 4 || t[0].Kind != token.LParen {
		return nil, nil, false
	}
	end := matchingClose(t, 0, token.LParen, token.RParen)
	if end < 2 || t[end-1].Kind != token.Mul || end != len(t)-2 || t[len(t)-1].Kind != token.Int {
		return nil, nil, false
	}
	return args[0], t[1 : end-1], true
}

// enabled reports whether the enable_if pattern (cond, typ) with the
// parameters bound holds and gives the type actual.
func (u *unifier) enabled(cond, typ, actual []token.Token) bool {
	cond, typ = u.substitute(cond), u.substitute(typ)
	evaluated, ok := evaluateTraits(cond)
	if !ok {
		return false
	}
	folded := foldIntArg(evaluated)
	if len(folded) != 1 || !(isBoolLiteral(folded[0]) && folded[0].Text == "true" || folded[0].Kind == token.Int && folded[0].Text != "0") {
		return false
	}
	return sameTokens(eastConst(canonicalArithmetic(typ)), actual)
}

// substitute writes the bound parameters' tokens in place of their names.
func (u *unifier) substitute(ts []token.Token) []token.Token {
	var out []token.Token
	for _, t := range ts {
		if b, ok := u.bound[t.Text]; ok && t.Kind == token.Ident {
			out = append(out, b...)
			continue
		}
		out = append(out, t)
	}
	return out
}

// evaluateTraits writes each __simtlab_trait("name", (X *)0 ...) and
// sizeof(X) of cond as its value; ok is false where a type is not one
// evaluateTraits knows.
func evaluateTraits(cond []token.Token) ([]token.Token, bool) {
	var out []token.Token
	for i := 0; i < len(cond); i++ {
		t := cond[i]
		if t.Kind == token.Ident && (t.Text == TraitCall || t.Text == "sizeof") && i+1 < len(cond) && cond[i+1].Kind == token.LParen {
			close := matchingClose(cond, i+1, token.LParen, token.RParen)
			if close < 0 {
				return nil, false
			}
			args := splitArgs(cond[i+2 : close])
			var v token.Token
			if t.Text == "sizeof" {
				size, ok := arithmeticSizes[spell(canonicalArithmetic(stripParens(cond[i+2:close])))]
				if !ok {
					return nil, false
				}
				v = t
				v.Kind, v.Text = token.Int, strconv.Itoa(size)
			} else {
				holds, ok := traitHolds(args)
				if !ok {
					return nil, false
				}
				v = t
				v.Kind, v.Text = token.Ident, strconv.FormatBool(holds)
			}
			out = append(out, v)
			i = close
			continue
		}
		out = append(out, t)
	}
	return out, true
}

// traitHolds answers a trait's call: its name, then its types as (X *)0.
func traitHolds(args [][]token.Token) (bool, bool) {
	if len(args) < 2 || len(args[0]) != 1 || args[0][0].Kind != token.String {
		return false, false
	}
	name, err := strconv.Unquote(args[0][0].Text)
	if err != nil {
		return false, false
	}
	var types []string
	for _, a := range args[1:] {
		a = stripParens(a)
		if len(a) < 4 || a[0].Kind != token.LParen || a[len(a)-1].Kind != token.Int {
			return false, false
		}
		end := matchingClose(a, 0, token.LParen, token.RParen)
		if end < 2 || a[end-1].Kind != token.Mul {
			return false, false
		}
		types = append(types, spell(canonicalArithmetic(eastConst(a[1:end-1]))))
	}
	kind := func(s string) (string, bool) {
		switch {
		case s == "void":
			return "void", true
		case len(s) > 0 && s[len(s)-1] == '*':
			return "pointer", true
		}
		k, ok := arithmeticKinds[s]
		return k, ok
	}
	k, ok := kind(types[0])
	if name == "is_same" {
		if len(types) != 2 {
			return false, false
		}
		if types[0] == types[1] {
			return true, true
		}
		k2, ok2 := kind(types[1])
		return false, ok && ok2 && k != "" && k2 != ""
	}
	if !ok {
		return false, false
	}
	integral := k == "signed" || k == "unsigned" || k == "bool"
	switch name {
	case "is_integral":
		return integral, true
	case "is_floating_point":
		return k == "float", true
	case "is_arithmetic":
		return integral || k == "float", true
	case "is_fundamental":
		return integral || k == "float" || k == "void", true
	case "is_scalar":
		return integral || k == "float" || k == "pointer", true
	case "is_signed":
		return k == "signed" || k == "float", true
	case "is_unsigned":
		return k == "unsigned" || k == "bool", true
	case "is_pointer":
		return k == "pointer", true
	case "is_void":
		return k == "void", true
	}
	return false, false
}

// arithmeticKinds classifies the arithmetic types as canonicalArithmetic
// spells them: signed and unsigned integers, bool, floating types.
var arithmeticKinds = func() map[string]string {
	m := map[string]string{"bool": "bool", "float": "float", "double": "float", "long double": "float", "char": "signed"}
	for _, s := range []string{"signed char", "short", "int", "long", "long long"} {
		m[s] = "signed"
	}
	for _, s := range []string{"unsigned char", "unsigned short", "unsigned int", "unsigned long", "unsigned long long"} {
		m[s] = "unsigned"
	}
	return m
}()

// arithmeticSizes are their sizes on x86-64 and the GPU.
var arithmeticSizes = map[string]int{
	"bool": 1, "char": 1, "signed char": 1, "unsigned char": 1, "short": 2, "unsigned short": 2,
	"int": 4, "unsigned int": 4, "long": 8, "unsigned long": 8, "long long": 8, "unsigned long long": 8,
	"float": 4, "double": 8, "long double": 16,
}
