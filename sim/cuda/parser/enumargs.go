package parser

import (
	"slices"
	"strconv"

	"simtlab/sim/cuda/token"
)

// An enum-typed template argument may be written as its enumerator or as a
// cast of its value, Tr<Tok::B> and Tr<(Tok)1> (a template's int parameter
// cast in its body): both must name one instance, the explicit
// specialization of Tr<Tok::B> included. enumArg rewrites the cast to the
// enumerator, the spelling instance names use.

// enumArg is arg with a cast of a constant to an enum declared in before,
// `(E)v` or `static_cast<E>(v)`, replaced by E's enumerator of value v;
// arg itself when it is no such cast or no enumerator has the value.
func enumArg(before, arg []token.Token) []token.Token {
	var name string
	var value []token.Token
	switch {
	case len(arg) >= 4 && arg[0].Kind == token.LParen && arg[1].Kind == token.Ident && arg[2].Kind == token.RParen:
		name, value = arg[1].Text, arg[3:]
	case len(arg) >= 7 && arg[0].Kind == token.Ident && arg[0].Text == "static_cast" && arg[1].Kind == token.Lss &&
		arg[2].Kind == token.Ident && arg[3].Kind == token.Gtr && arg[4].Kind == token.LParen && arg[len(arg)-1].Kind == token.RParen:
		name, value = arg[2].Text, arg[5:len(arg)-1]
	default:
		return arg
	}
	v := constArg(before, value)
	if len(v) != 1 || v[0].Kind != token.Int {
		return arg
	}
	want, err := strconv.ParseInt(v[0].Text, 0, 64)
	if err != nil {
		return arg
	}
	for _, e := range enumerators(before, name) {
		if e.value == want {
			t := arg[0]
			t.Kind, t.Text = token.Ident, e.name
			return []token.Token{t}
		}
	}
	return arg
}

type enumerator struct {
	name  string
	value int64
}

// enumerators are the enumerators of the last enum named name that before
// defines, with their values (each one more than the one before it unless
// it says its own); nil when there is none, or a value is no constant.
func enumerators(before []token.Token, name string) []enumerator {
	for k := len(before) - 2; k >= 1; k-- {
		if before[k].Kind != token.Ident || before[k].Text != name || before[k-1].Kind != token.Ident || before[k-1].Text != "enum" {
			continue
		}
		open := k + 1
		for open < len(before) && before[open].Kind != token.LBrace && before[open].Kind != token.Semi {
			open++ // past an underlying type, `: int`
		}
		if open == len(before) || before[open].Kind != token.LBrace {
			return nil
		}
		var out []enumerator
		next := int64(0)
		for j := open + 1; j < len(before) && before[j].Kind == token.Ident; {
			e := enumerator{name: before[j].Text, value: next}
			j++
			if j < len(before) && before[j].Kind == token.Assign {
				start := j + 1
				for j++; j < len(before) && before[j].Kind != token.Comma && before[j].Kind != token.RBrace; j++ {
				}
				// an earlier enumerator of its own enum stands for its value
				expr := slices.Clone(before[start:j])
				for x, t := range expr {
					if i := slices.IndexFunc(out, func(e enumerator) bool { return t.Kind == token.Ident && e.name == t.Text }); i >= 0 {
						expr[x].Kind, expr[x].Text = token.Int, strconv.FormatInt(out[i].value, 10)
					}
				}
				v := constArg(before[:open], expr)
				if len(v) != 1 || v[0].Kind != token.Int {
					return nil
				}
				n, err := strconv.ParseInt(v[0].Text, 0, 64)
				if err != nil {
					return nil
				}
				e.value = n
			}
			out = append(out, e)
			next = e.value + 1
			if j < len(before) && before[j].Kind == token.Comma {
				j++
			}
		}
		return out
	}
	return nil
}
