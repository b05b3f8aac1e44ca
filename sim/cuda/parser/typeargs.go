package parser

import (
	"slices"
	"strconv"
	"strings"

	"simtlab/sim/cuda/token"
)

// A struct template's argument may name its type another way than instance
// names spell it: through a member type of an instance or a local alias
// (typeArg), or as a cast of an enumerator's value (enumArg).
//
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

// A member type of an instance, `typename Deref<float *>::type`, is an
// argument too: Mix<typename Deref<P>::type, int> in a template made for
// P = float * must name Mix<float, int>, its explicit specialization
// included, not an instance of its own. memberTypeArg reads the type off
// the instance's definition, which is made before the use.

// maxAliasHops bounds the typedefs and member types followed from one
// argument (Outer<T>::type naming Inner<T>::type in turn).
const maxAliasHops = 8

// typeArg is the type arg names, through typedefs (aliasArg, a local
// `using V = typename Deref<P>::type;` included) and member types
// (memberTypeArg), hop by hop.
func typeArg(before, arg []token.Token) []token.Token {
	for hop := 0; hop < maxAliasHops; hop++ {
		next := memberTypeArg(before, aliasArg(before, arg))
		if spell(next) == spell(arg) {
			return next
		}
		arg = next
	}
	return arg
}

// memberTypeArg is arg with `[typename] Inst::name`, Inst an instance
// defined in before whose body declares `using name = X;` or `typedef X
// name;`, replaced by X; arg itself otherwise. One hop: typeArg follows
// the chain.
func memberTypeArg(before, arg []token.Token) []token.Token {
	a := arg
	if len(a) > 0 && a[0].Kind == token.Ident && a[0].Text == "typename" {
		a = a[1:]
	}
	if len(a) != 3 || a[0].Kind != token.Ident || a[1].Kind != token.ColonColon || a[2].Kind != token.Ident {
		return arg
	}
	if t := memberType(before, a[0].Text, a[2].Text); t != nil {
		return t
	}
	return arg
}

// memberType is the type the last struct cls defined in before declares
// as its member name (using name = X; typedef X name;), nil when there is
// none at its top level.
func memberType(before []token.Token, cls, name string) []token.Token {
	open, closing, ok := lastStructBody(before, cls)
	if !ok {
		return nil
	}
	depth := 0
	for j := open; j < closing; j++ {
		switch before[j].Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		}
		if depth != 1 || before[j].Kind != token.Ident {
			continue
		}
		switch {
		case before[j].Text == "using" && j+2 < closing && before[j+1].Kind == token.Ident && before[j+1].Text == name &&
			before[j+2].Kind == token.Assign:
			if end := declarationEnd(before, j+3); end > j+3 {
				return before[j+3 : end]
			}
		case before[j].Text == "typedef":
			end := declarationEnd(before, j+1)
			if end > j+2 && before[end-1].Kind == token.Ident && before[end-1].Text == name {
				return before[j+1 : end-1]
			}
		}
	}
	return nil
}

// lastStructBody is where the body of the last struct or class named cls
// (an instance's name, made or not yet) that before defines opens and
// closes; ok is false when before defines none.
func lastStructBody(before []token.Token, cls string) (open, closing int, ok bool) {
	for k := len(before) - 2; k >= 1; k-- {
		last := nameAt(before, k, cls)
		if last < 0 || before[k-1].Kind != token.Ident || before[k-1].Text != "struct" && before[k-1].Text != "class" {
			continue
		}
		open = last + 1
		for open < len(before) && before[open].Kind != token.LBrace && before[open].Kind != token.Semi {
			open++ // past a base clause
		}
		if open == len(before) || before[open].Kind != token.LBrace {
			continue // a declaration only
		}
		if closing, _, ok = structBodyEnd(before, open); ok {
			return open, closing, true
		}
	}
	return 0, 0, false
}

// nameAt is the index of the last token of the instance name cls at
// toks[k]: k itself when the instance is one identifier already, the '>'
// of `Name < args >` spelled as cls when it is not yet; -1 otherwise.
func nameAt(toks []token.Token, k int, cls string) int {
	if toks[k].Kind != token.Ident {
		return -1
	}
	if toks[k].Text == cls {
		return k
	}
	base, _, ok := strings.Cut(cls, "<")
	if !ok || toks[k].Text != base || k+1 >= len(toks) || toks[k+1].Kind != token.Lss {
		return -1
	}
	if _, end, ok := argsAt(toks, k+1, func(string) bool { return true }); ok && spell(toks[k:end+1]) == cls {
		return end
	}
	return -1
}

// declarationEnd is the index of the ';' that ends the declaration from
// toks[i], len(toks) when there is none before a brace.
func declarationEnd(toks []token.Token, i int) int {
	for ; i < len(toks); i++ {
		switch toks[i].Kind {
		case token.Semi:
			return i
		case token.LBrace, token.RBrace:
			return len(toks)
		}
	}
	return len(toks)
}
