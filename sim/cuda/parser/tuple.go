package parser

import (
	"fmt"
	"strconv"
	"strings"

	"simtlab/sim/cuda/token"
)

// std::tuple, std::get, std::tie and std::ignore, on tokens (std:: already
// dropped). The lab's struct templates have no parameter packs, so each
// arity a program names is a struct template of its own: tuple<int, float>
// becomes tuple#2<int, float>, written here with members __0, __1, a
// constructor from the elements, value-initialising default construction
// and the lexicographic comparisons (sorting tuples). Types show the name
// before '#' (types.Struct.String). Structured bindings take a tuple apart
// member by member like any struct, and make_tuple is the checker's
// (check/makepair.go).
//
//	get<1>(t)                 →  (t).#1            the checker's i-th member: of a tuple, a pair, an array
//	tie(a, ignore, c) = f();  →  { auto [t0, t1, t2] = f(); a = t0; c = t2; }
//	tie(a.x, a.y) < tie(b.x, b.y)  →  a.x < b.x || !(b.x < a.x) && a.y < b.y
//
// Any other tie(...) is make_tuple(...): a tuple of the values.

// TupleName is the struct template that stands for std::tuple of n types.
func TupleName(n int) string { return "tuple#" + strconv.Itoa(n) }

// GetMember is the member name that get<i>(x) becomes (see check's
// bindingMember).
func GetMember(i int) string { return "#" + strconv.Itoa(i) }

// maxTupleSize bounds the tuples written here (libstdc++ has no bound;
// larger ones are refused by the checker as a missing template).
const maxTupleSize = 16

func withTuples(toks []token.Token) []token.Token {
	toks = lowerGet(toks)
	toks = lowerTie(toks)
	if declaresOwn(toks, "tuple") {
		return toks
	}
	var pre []token.Token
	made := map[int]bool{}
	any := func(string) bool { return true }
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident || t.Text != "tuple" || toks[i+1].Kind != token.Lss || i > 0 && isMember(toks[i-1]) {
			continue
		}
		args, _, ok := argsAt(toks, i+1, any)
		if !ok || len(args) == 0 || len(args) > maxTupleSize {
			continue
		}
		n := len(args)
		toks[i].Text = TupleName(n)
		if !made[n] {
			made[n] = true
			pre = append(pre, tupleSource(t, n)...)
		}
	}
	if pre == nil {
		return toks
	}
	return append(pre, toks...)
}

// tupleSource is the struct template tuple#n.
func tupleSource(at token.Token, n int) []token.Token {
	// each(format, sep) is format for every element k (%[1]d), joined
	each := func(format, sep string) string {
		parts := make([]string, n)
		for k := range parts {
			parts[k] = fmt.Sprintf(format, k)
		}
		return strings.Join(parts, sep)
	}
	var less strings.Builder // lexicographic: the last element is not compared twice
	for k := range n {
		fmt.Fprintf(&less, "\t\tif (__%[1]d < o.__%[1]d) return true;\n", k)
		if k < n-1 {
			fmt.Fprintf(&less, "\t\tif (o.__%[1]d < __%[1]d) return false;\n", k)
		}
	}
	src := "template <" + each("typename T%d", ", ") + "> struct TUPLE {\n" +
		each("\tT%[1]d __%[1]d;\n", "") +
		// std::tuple's default constructor value-initialises its elements
		"\tTUPLE() : " + each("__%d()", ", ") + " {}\n" +
		"\tTUPLE(" + each("T%[1]d a%[1]d", ", ") + ") : " + each("__%[1]d(a%[1]d)", ", ") + " {}\n" +
		"\tbool operator==(const TUPLE &o) const { return " + each("__%[1]d == o.__%[1]d", " && ") + "; }\n" +
		"\tbool operator<(const TUPLE &o) const {\n" + less.String() + "\t\treturn false;\n\t}\n" +
		"\tbool operator!=(const TUPLE &o) const { return !(*this == o); }\n" +
		"\tbool operator>(const TUPLE &o) const { return o < *this; }\n" +
		"\tbool operator<=(const TUPLE &o) const { return !(o < *this); }\n" +
		"\tbool operator>=(const TUPLE &o) const { return !(*this < o); }\n" +
		"};\n"
	out := synth(at, src)
	for k := range out {
		if out[k].Kind == token.Ident && out[k].Text == "TUPLE" {
			out[k].Text = TupleName(n)
		}
	}
	return out
}

// lowerGet rewrites get<i>(x) to (x).#i, unless the program declares a
// function called get of its own.
func lowerGet(toks []token.Token) []token.Token {
	if declaresFunction(toks, "get") {
		return toks
	}
	var out []token.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		// (std::get keeps its prefix where the program has a get of its own)
		if t.Kind == token.Ident && (t.Text == "get" || t.Text == StdPrefix+"get") && i+4 < len(toks) && (i == 0 || !isMember(toks[i-1])) &&
			toks[i+1].Kind == token.Lss && toks[i+2].Kind == token.Int && toks[i+3].Kind == token.Gtr && toks[i+4].Kind == token.LParen {
			closing := matchingClose(toks, i+4, token.LParen, token.RParen)
			k, err := strconv.Atoi(toks[i+2].Text)
			if closing > 0 && err == nil {
				out = append(out, toks[i+4:closing+1]...)
				dot := synth(t, ".")[0]
				member := t
				member.Text = GetMember(k)
				out = append(out, dot, member)
				i = closing
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// declaresFunction reports whether toks declare a function called name at
// file scope (a member function get() of a class is called through its
// object, never as get<i>(x)): the name after a type (an identifier other
// than a statement's keyword, or a declarator's `*`, `&` or `>`), before
// its parameters or template arguments.
func declaresFunction(toks []token.Token, name string) bool {
	depth := 0
	for i := 1; i+1 < len(toks); i++ {
		t, prev := toks[i], toks[i-1]
		switch t.Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		}
		if depth != 0 || t.Kind != token.Ident || t.Text != name || toks[i+1].Kind != token.LParen && toks[i+1].Kind != token.Lss {
			continue
		}
		switch prev.Kind {
		case token.Ident:
			switch prev.Text {
			case "return", "else", "do", "case", "throw", "new", "delete", "sizeof", "co_return", "co_yield":
			default:
				return true
			}
		case token.Gtr, token.And, token.Mul:
			if toks[i+1].Kind == token.LParen { // int *get(...), T &get(...), vector<T> get(...)
				return true
			}
		}
	}
	return false
}

// lowerTie rewrites the statement tie(...) = x; and the comparison of two
// ties; any other tie(...) becomes make_tuple(...).
func lowerTie(toks []token.Token) []token.Token {
	if declaresFunction(toks, "tie") {
		return toks
	}
	var out []token.Token
	sites := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident || t.Text != "tie" && t.Text != StdPrefix+"tie" || i+1 >= len(toks) || toks[i+1].Kind != token.LParen || i > 0 && isMember(toks[i-1]) {
			out = append(out, t)
			continue
		}
		closing := matchingClose(toks, i+1, token.LParen, token.RParen)
		if closing < 0 || closing+1 >= len(toks) {
			out = append(out, t)
			continue
		}
		left := splitArgs(toks[i+2 : closing])
		next := toks[closing+1]
		if next.Kind == token.Assign && statementStart(toks, i) {
			if semi := statementEnd(toks, closing+2); semi > 0 {
				out = append(out, tieAssignment(t, left, toks[closing+2:semi], sites)...)
				sites++
				i = semi
				continue
			}
		}
		if op := next.Kind; isComparison(op) && closing+3 < len(toks) && toks[closing+2].Kind == token.Ident && (toks[closing+2].Text == "tie" || toks[closing+2].Text == StdPrefix+"tie") && toks[closing+3].Kind == token.LParen {
			rclose := matchingClose(toks, closing+3, token.LParen, token.RParen)
			right := splitArgs(toks[closing+4 : max(rclose, closing+4)])
			if rclose > 0 && len(right) == len(left) && len(left) > 0 {
				out = append(out, tieComparison(t, op, left, right)...)
				i = rclose
				continue
			}
		}
		mk := t
		mk.Text = "make_tuple"
		out = append(out, mk)
	}
	return out
}

func isComparison(k token.Kind) bool {
	switch k {
	case token.Lss, token.Gtr, token.Leq, token.Geq, token.Eql, token.Neq:
		return true
	}
	return false
}

// statementStart reports whether toks[i] begins a statement: after ';',
// a brace, else, a label's ':' or the ')' of an if, while or for.
func statementStart(toks []token.Token, i int) bool {
	if startsStatement(toks, i) {
		return true
	}
	prev := toks[i-1]
	switch {
	case prev.Kind == token.Ident && prev.Text == "else", prev.Kind == token.Colon:
		return true
	case prev.Kind == token.RParen:
		open := matchingOpen(toks, i-1)
		return open > 0 && toks[open-1].Kind == token.Ident && (toks[open-1].Text == "if" || toks[open-1].Text == "while" || toks[open-1].Text == "for")
	}
	return false
}

// matchingOpen is the '(' that the ')' at toks[closing] closes, or -1.
func matchingOpen(toks []token.Token, closing int) int {
	depth := 0
	for j := closing; j >= 0; j-- {
		switch toks[j].Kind {
		case token.RParen:
			depth++
		case token.LParen:
			if depth--; depth == 0 {
				return j
			}
		case token.LBrace, token.RBrace, token.Semi:
			return -1
		}
	}
	return -1
}

// statementEnd is the index of the ';' that ends the expression starting
// at toks[from], or -1.
func statementEnd(toks []token.Token, from int) int {
	depth := 0
	for j := from; j < len(toks); j++ {
		switch toks[j].Kind {
		case token.LParen, token.LBrack, token.LBrace:
			depth++
		case token.RParen, token.RBrack, token.RBrace:
			if depth--; depth < 0 {
				return -1
			}
		case token.Semi:
			if depth == 0 {
				return j
			}
		case token.EOF:
			return -1
		}
	}
	return -1
}

// tieAssignment is { auto [t0, ..., tn] = value; a0 = t0; ...; } for the
// statement tie(a0, ..., an) = value; (std::ignore's places assign
// nothing). The binding copies the values first, so tie(a, b) = make_tuple(b, a) swaps.
func tieAssignment(at token.Token, targets [][]token.Token, value []token.Token, site int) []token.Token {
	tmp := func(k int) string { return fmt.Sprintf("__simtlab_tie%d_%d", site, k) }
	var b strings.Builder
	b.WriteString("{ auto [")
	for k := range targets {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(tmp(k))
	}
	b.WriteString("] = ")
	out := synth(at, b.String())
	out = append(out, value...)
	out = append(out, synth(at, ";")...)
	for k, target := range targets {
		if len(target) == 1 && target[0].Kind == token.Ident && target[0].Text == "ignore" {
			continue
		}
		out = append(out, synth(at, "(")...)
		out = append(out, target...)
		out = append(out, synth(at, ") = "+tmp(k)+";")...)
	}
	return append(out, synth(at, "}")...)
}

// tieComparison compares two ties' elements lexicographically, as tuple's
// comparisons do.
func tieComparison(at token.Token, op token.Kind, left, right [][]token.Token) []token.Token {
	paren := func(x []token.Token) []token.Token {
		return append(append(synth(at, "("), x...), synth(at, ")")...)
	}
	var less func(a, b [][]token.Token) []token.Token // a < b, lexicographically
	less = func(a, b [][]token.Token) []token.Token {
		out := append(paren(a[0]), synth(at, "<")...)
		out = append(out, paren(b[0])...)
		if len(a) == 1 {
			return out
		}
		out = append(out, synth(at, "|| !(")...)
		out = append(out, paren(b[0])...)
		out = append(out, synth(at, "<")...)
		out = append(out, paren(a[0])...)
		out = append(out, synth(at, ") && (")...)
		out = append(out, less(a[1:], b[1:])...)
		return append(out, synth(at, ")")...)
	}
	equal := func() []token.Token {
		var out []token.Token
		for k := range left {
			if k > 0 {
				out = append(out, synth(at, "&&")...)
			}
			out = append(out, paren(left[k])...)
			out = append(out, synth(at, "==")...)
			out = append(out, paren(right[k])...)
		}
		return out
	}
	var body []token.Token
	switch op {
	case token.Lss:
		body = less(left, right)
	case token.Gtr:
		body = less(right, left)
	case token.Leq:
		body = append(synth(at, "!"), paren(less(right, left))...)
	case token.Geq:
		body = append(synth(at, "!"), paren(less(left, right))...)
	case token.Eql:
		body = equal()
	case token.Neq:
		body = append(synth(at, "!"), paren(equal())...)
	}
	return paren(body)
}
