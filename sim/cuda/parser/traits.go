package parser

import (
	"slices"
	"strings"

	"simtlab/sim/cuda/token"
)

// <type_traits>' queries and std::numeric_limits of a template's type
// parameter are answered by the checker, which knows the type once the
// template is instantiated; on tokens they become calls of built-ins that
// carry the types as null pointers to them:
//
//	is_same<T, float>::value, is_same_v<T, float>  →  __simtlab_trait("is_same", (T *)0, (float *)0)
//	is_integral<T>::value, is_integral_v<T>         →  __simtlab_trait("is_integral", (T *)0)
//	numeric_limits<T>::max()                        →  __simtlab_limit("max", (T *)0)
//
// (numeric_limits of a type written out is a literal already: limits.go.)

// The traits that name a type become the type of a built-in's call:
//
//	make_unsigned_t<T>, make_unsigned<T>::type  →  decltype(__simtlab_type("make_unsigned", (T *)0))

// TraitCall, LimitCall and TypeCall are the built-ins' names.
const (
	TraitCall = "__simtlab_trait"
	LimitCall = "__simtlab_limit"
	TypeCall  = "__simtlab_type"
)

// TagCall(b) is true_type() when the constant b is true, else
// false_type(): a trait's object (is_integral<T>()), which tag dispatch
// passes to overloads of each type (tagSource).
const TagCall = "__simtlab_tag"

// SelectCall's type is its second argument's pointee type when its first
// is true, else its third's: conditional<B, X, Y>::type.
const SelectCall = "__simtlab_select"

// EnableIfCall's type is its second argument's pointee type when its first
// is true, and an error otherwise: enable_if<B, T>::type, whose error makes
// a function template that names it in its signature no candidate for a
// call (SFINAE: check/templateoverload.go).
const EnableIfCall = "__simtlab_enable_if"

// enableIfAt lowers enable_if<B, T>::type (short: enable_if_t<B, T>; T is
// void when left out) at toks[i], whose arguments are args and whose '>'
// is toks[end], to decltype(__simtlab_enable_if((B), (T *)0)).
func enableIfAt(toks []token.Token, i, end int, args [][]token.Token, short bool) ([]token.Token, int) {
	at, next := toks[i], typeEnd(toks, end, short)
	if next < 0 || len(args) != 1 && len(args) != 2 || len(args[0]) == 0 {
		return nil, 0
	}
	t := synth(at, "void")
	if len(args) == 2 {
		t = lowerTypeTraits(args[1])
	}
	if len(t) == 0 || isReference(t) {
		return nil, 0 // a reference type has no pointer to it
	}
	out := synth(at, "decltype ( "+EnableIfCall+" ( (")
	out = append(out, lowerTypeTraits(args[0])...)
	out = append(out, synth(at, ") , (")...)
	out = append(out, t...)
	out = append(out, synth(at, " *)0 ) )")...)
	return out, next - i
}

// conditionalAt lowers conditional<B, X, Y>::type (short: conditional_t<B,
// X, Y>) at toks[i], whose arguments are args and whose '>' is toks[end], to
// decltype(__simtlab_select((B), (X *)0, (Y *)0)), the arguments lowered
// in turn (a conditional of conditionals).
func conditionalAt(toks []token.Token, i, end int, args [][]token.Token, short bool) ([]token.Token, int) {
	at, next := toks[i], typeEnd(toks, end, short)
	if next < 0 {
		return nil, 0
	}
	for _, a := range args[1:] {
		if len(a) == 0 || isReference(a) {
			return nil, 0 // a reference type has no pointer to it
		}
	}
	out := synth(at, "decltype ( "+SelectCall+" ( (")
	out = append(out, lowerTypeTraits(args[0])...)
	out = append(out, synth(at, ") , (")...)
	out = append(out, lowerTypeTraits(args[1])...)
	out = append(out, synth(at, " *)0 , (")...)
	out = append(out, lowerTypeTraits(args[2])...)
	out = append(out, synth(at, " *)0 ) )")...)
	return out, next - i
}

// typeEnd is the index after a trait's name, arguments and, unless short
// (conditional_t<...>), its ::type, whose '>' is toks[end]; -1 when the
// ::type is missing.
func typeEnd(toks []token.Token, end int, short bool) int {
	if short {
		return end + 1
	}
	if end+2 >= len(toks) || toks[end+1].Kind != token.ColonColon || toks[end+2].Text != "type" {
		return -1
	}
	return end + 3
}

// isReference reports whether a type's tokens have a & or && in them.
func isReference(ts []token.Token) bool {
	return slices.ContainsFunc(ts, func(t token.Token) bool { return t.Kind == token.And || t.Kind == token.LAnd })
}

// TypeTraits are the <type_traits> transformations the lab answers.
var TypeTraits = map[string]bool{
	"make_unsigned": true, "make_signed": true, "remove_cv": true, "remove_const": true,
	"remove_volatile": true, "remove_pointer": true, "add_pointer": true, "decay": true,
}

// Traits are the <type_traits> queries the lab answers, by the number of
// types each takes.
var Traits = map[string]int{
	"is_same": 2, "is_floating_point": 1, "is_integral": 1, "is_signed": 1, "is_unsigned": 1,
	"is_pointer": 1, "is_arithmetic": 1, "is_void": 1,
}

// lowerTypeTraits rewrites the trait queries and numeric_limits of
// anything but a type limits.go knows, unless the program declares a
// template of the same name itself.
func lowerTypeTraits(toks []token.Token) []token.Token {
	own := map[string]bool{}
	for i := 0; i+1 < len(toks); i++ {
		if t := toks[i]; t.Kind == token.Ident && (t.Text == "struct" || t.Text == "class") && toks[i+1].Kind == token.Ident {
			own[toks[i+1].Text] = true
		}
	}
	return replaceEach(toks, func(i int) ([]token.Token, int) {
		if toks[i].Kind == token.Ident && toks[i].Text == "typename" && i+1 < len(toks) && (!own[toks[i+1].Text] || toks[i+1].Text == "enable_if") &&
			(TypeTraits[toks[i+1].Text] || toks[i+1].Text == "conditional" || toks[i+1].Text == "enable_if") {
			// typename make_unsigned<T>::type: a decltype now, without it
			if out, n := traitAt(toks, i+1); n > 0 {
				return out, n + 1
			}
		}
		t := toks[i]
		if t.Kind != token.Ident || i+1 >= len(toks) || toks[i+1].Kind != token.Lss || own[strings.TrimSuffix(t.Text, "_v")] || i > 0 && isMember(toks[i-1]) {
			return nil, 0
		}
		return traitAt(toks, i)
	})
}

// traitAt matches a trait query or a numeric_limits member at toks[i] and
// returns its replacement and the number of tokens it replaces.
func traitAt(toks []token.Token, i int) ([]token.Token, int) {
	name := toks[i].Text
	end, args := angleArgs(toks, i+1)
	if end < 0 {
		return nil, 0
	}
	at := toks[i]
	if (name == "conditional" || name == "conditional_t") && len(args) == 3 {
		return conditionalAt(toks, i, end, args, name == "conditional_t")
	}
	if name == "enable_if" || name == "enable_if_t" {
		return enableIfAt(toks, i, end, args, name == "enable_if_t")
	}
	var head []token.Token
	var next int
	switch trait, short := strings.CutSuffix(name, "_v"); {
	case name == "numeric_limits":
		if len(args) != 1 || end+2 >= len(toks) || toks[end+1].Kind != token.ColonColon || toks[end+2].Kind != token.Ident {
			return nil, 0
		}
		switch {
		case constantMembers[toks[end+2].Text]: // numeric_limits<T>::digits
			next = end + 3
		case end+4 < len(toks) && toks[end+3].Kind == token.LParen && toks[end+4].Kind == token.RParen:
			next = end + 5
		default:
			return nil, 0
		}
		head = synth(at, LimitCall+`("`+toks[end+2].Text+`"`)
	case len(args) == 1 && strings.HasSuffix(name, "_t") && TypeTraits[strings.TrimSuffix(name, "_t")]:
		head = synth(at, "decltype ( "+TypeCall+`("`+strings.TrimSuffix(name, "_t")+`"`)
		next = end + 1
	case len(args) == 1 && TypeTraits[name]:
		if end+2 >= len(toks) || toks[end+1].Kind != token.ColonColon || toks[end+2].Kind != token.Ident || toks[end+2].Text != "type" {
			return nil, 0
		}
		head = synth(at, "decltype ( "+TypeCall+`("`+name+`"`)
		next = end + 3
	case Traits[trait] > 0 && Traits[trait] == len(args) && short:
		head = synth(at, TraitCall+`("`+trait+`"`)
		next = end + 1
	case Traits[name] > 0 && Traits[name] == len(args) && end+2 < len(toks) &&
		(toks[end+1].Kind == token.LParen && toks[end+2].Kind == token.RParen || toks[end+1].Kind == token.LBrace && toks[end+2].Kind == token.RBrace):
		// is_integral<T>() or {}: the trait's object, true_type or
		// false_type, as tag dispatch passes it
		head = synth(at, TagCall+" ( "+TraitCall+`("`+name+`"`)
		next = end + 3
	case Traits[name] > 0 && Traits[name] == len(args):
		if end+2 >= len(toks) || toks[end+1].Kind != token.ColonColon || toks[end+2].Kind != token.Ident || toks[end+2].Text != "value" {
			return nil, 0
		}
		head = synth(at, TraitCall+`("`+name+`"`)
		next = end + 3
	default:
		return nil, 0
	}
	out := head
	for _, a := range args {
		if len(a) == 0 || isReference(a) {
			return nil, 0 // a reference type has no pointer to it
		}
		out = append(out, synth(at, ", (")...)
		out = append(out, a...)
		out = append(out, synth(at, " *)0")...)
	}
	if head[0].Text == "decltype" || head[0].Text == TagCall {
		out = append(out, synth(at, ")")...)
	}
	return append(out, synth(at, ")")...), next - i
}

// angleArgs returns the index of the '>' that closes the template argument
// list opening at toks[open] and the arguments, split at its top-level
// commas; a '<' or '>' inside parentheses is a comparison
// (conditional<(sizeof(T) > 4), T, long>). -1 when the list does not
// close.
func angleArgs(toks []token.Token, open int) (int, [][]token.Token) {
	var args [][]token.Token
	angles, parens, start := 0, 0, open+1
	for j := open; j < len(toks); j++ {
		switch toks[j].Kind {
		case token.LParen, token.LBrack:
			parens++
		case token.RParen, token.RBrack:
			parens--
		case token.Lss:
			if parens == 0 {
				angles++
			}
		case token.Gtr:
			if parens == 0 {
				if angles--; angles == 0 {
					if j > start {
						args = append(args, toks[start:j])
					}
					return j, args
				}
			}
		case token.Comma:
			if parens == 0 && angles == 1 {
				args = append(args, toks[start:j])
				start = j + 1
			}
		case token.Semi, token.LBrace, token.RBrace, token.EOF:
			return -1, nil
		}
	}
	return -1, nil
}
