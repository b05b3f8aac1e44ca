package parser

import (
	"strconv"

	"simtlab/sim/cuda/token"
)

// std::function, in the two places programs put it most, becomes what it
// holds, on tokens (std:: already dropped):
//
//	function<void(int)> report = [&](int e) { ... };   →  auto report = [&](int e) { ... };
//	double run(int n, function<double(int, int)> gen)  →  template <typename __simtlab_fn1> double run(int n, __simtlab_fn1 gen)
//
// A local initialised once holds the lambda (or function) itself; a
// parameter of a function at file scope makes the function a template
// over the callable, which the call deduces (a lambda's type, a function
// pointer), as std::function's type erasure would give the same calls.
// The other uses (a member, a container's element, a local the lambda
// names itself, a default argument) stay as they are: the checker says
// std::function is not in the lab's library.

// fnParam is the name of the template parameter that stands for a
// function's k-th std::function parameter.
func fnParam(k int) string { return "__simtlab_fn" + strconv.Itoa(k) }

func lowerStdFunction(toks []token.Token) []token.Token {
	has := false
	for i := 0; i+1 < len(toks); i++ {
		if t := toks[i]; t.Kind == token.Ident && t.Text == "function" {
			if toks[i+1].Kind == token.Lss {
				has = true
			}
			if i > 0 && toks[i-1].Kind == token.Ident && (toks[i-1].Text == "struct" || toks[i-1].Text == "class") {
				return toks // the program's own function template
			}
		}
	}
	if !has {
		return toks
	}
	depth := make([]int, len(toks)+1) // brace depth before each token
	for i, t := range toks {
		depth[i+1] = depth[i]
		switch t.Kind {
		case token.LBrace:
			depth[i+1]++
		case token.RBrace:
			depth[i+1]--
		}
	}
	repl := map[int][]token.Token{} // a std::function type's first token -> its replacement
	skip := map[int]int{}           // -> the index after the type
	params := map[int][]string{}    // a declaration's first token -> the template parameters it gains
	counts := map[int]int{}
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident || t.Text != "function" || toks[i+1].Kind != token.Lss || i > 0 && isMember(toks[i-1]) {
			continue
		}
		end := closeAngle(toks, i+1)
		if end < 0 || end+2 >= len(toks) || !isSignature(toks[i+2:end]) {
			continue
		}
		after := end + 1
		switch {
		case toks[after].Kind == token.Ident && toks[after+1].Kind == token.Assign && startsStatement(toks, i) &&
			!namesItself(toks, after):
			a := t
			a.Text = "auto"
			repl[i], skip[i] = []token.Token{a}, after
		case inParameterList(toks, i):
			j := after
			if toks[j].Kind == token.And {
				j++
			}
			if toks[j].Kind != token.Ident || toks[j+1].Kind != token.Comma && toks[j+1].Kind != token.RParen {
				continue
			}
			start := declarationStart(toks, i, depth)
			if start < 0 {
				continue
			}
			counts[start]++
			name := fnParam(counts[start])
			p := t
			p.Text = name
			from := i
			if i > 0 && toks[i-1].Kind == token.Ident && toks[i-1].Text == "const" {
				from = i - 1 // const function<...> &f: the callable by value
				delete(repl, i)
			}
			repl[from], skip[from] = []token.Token{p}, j
			params[start] = append(params[start], name)
		}
	}
	if len(repl) == 0 {
		return toks
	}
	out := make([]token.Token, 0, len(toks)+8)
	for i := 0; i < len(toks); i++ {
		if names := params[i]; len(names) > 0 {
			out = append(out, templateHeader(toks, i, names)...)
			if toks[i].Kind == token.Ident && toks[i].Text == "template" {
				// the function is a template already: its header took
				// the names, and stands in place of its own
				i = closeAngle(toks, i+1)
				continue
			}
		}
		if r, ok := repl[i]; ok {
			out = append(out, r...)
			i = skip[i] - 1
			continue
		}
		out = append(out, toks[i])
	}
	return out
}

// isSignature reports whether ts spell a function type, R(args).
func isSignature(ts []token.Token) bool {
	return len(ts) >= 3 && ts[len(ts)-1].Kind == token.RParen && ts[0].Kind == token.Ident
}

// startsStatement reports whether toks[i] begins a declaration statement.
func startsStatement(toks []token.Token, i int) bool {
	if i == 0 {
		return true
	}
	switch toks[i-1].Kind {
	case token.Semi, token.LBrace, token.RBrace:
		return true
	}
	return false
}

// namesItself reports whether the initialiser of the variable named at
// toks[at] mentions it (a recursive lambda needs std::function).
func namesItself(toks []token.Token, at int) bool {
	name, level := toks[at].Text, 0
	for j := at + 2; j < len(toks); j++ {
		switch toks[j].Kind {
		case token.LParen, token.LBrace, token.LBrack:
			level++
		case token.RParen, token.RBrace, token.RBrack:
			level--
		case token.Semi:
			if level <= 0 {
				return false
			}
		case token.EOF:
			return false
		}
		if toks[j].Kind == token.Ident && toks[j].Text == name {
			return true
		}
	}
	return false
}

// inParameterList reports whether the type at toks[i] starts a parameter:
// after a '(' or ',' (with const).
func inParameterList(toks []token.Token, i int) bool {
	j := i - 1
	if j >= 0 && toks[j].Kind == token.Ident && toks[j].Text == "const" {
		j--
	}
	return j >= 0 && (toks[j].Kind == token.LParen || toks[j].Kind == token.Comma)
}

// declarationStart returns the first token of the file-scope function
// declaration whose parameter list holds toks[i] (its template header's
// `template` when it has one), or -1 when the list is no function's at
// file scope.
func declarationStart(toks []token.Token, i int, depth []int) int {
	level := 0
	open := -1
	for j := i - 1; j >= 0; j-- {
		switch toks[j].Kind {
		case token.RParen:
			level++
		case token.LParen:
			if level == 0 {
				open = j
			} else {
				level--
			}
		}
		if open >= 0 {
			break
		}
	}
	if open < 1 || toks[open-1].Kind != token.Ident || depth[open] != 0 {
		return -1
	}
	start := open - 1
	for start > 0 {
		k := toks[start-1].Kind
		if k == token.Semi || k == token.RBrace || k == token.LBrace || k == token.Pragma {
			break
		}
		if k == token.Gtr {
			// a template header's closing '>': the declaration starts at
			// its `template`
			for t := start - 2; t >= 0; t-- {
				if toks[t].Kind == token.Ident && toks[t].Text == "template" && t+1 < len(toks) && toks[t+1].Kind == token.Lss && closeAngle(toks, t+1) == start-1 {
					return t
				}
			}
		}
		start--
	}
	return start
}

// templateHeader is `template <typename names...>` for the declaration at
// toks[start], or that declaration's own template header with the names
// added.
func templateHeader(toks []token.Token, start int, names []string) []token.Token {
	at := toks[start]
	tok := func(k token.Kind, text string) token.Token {
		t := at
		t.Kind, t.Text = k, text
		return t
	}
	var out []token.Token
	own := toks[start].Kind == token.Ident && toks[start].Text == "template"
	if own {
		end := closeAngle(toks, start+1)
		out = append(out, toks[start:end]...)
		if end > start+2 {
			out = append(out, tok(token.Comma, ","))
		}
	} else {
		out = append(out, tok(token.Ident, "template"), tok(token.Lss, "<"))
	}
	for k, n := range names {
		if k > 0 {
			out = append(out, tok(token.Comma, ","))
		}
		out = append(out, tok(token.Ident, "typename"), tok(token.Ident, n))
	}
	return append(out, tok(token.Gtr, ">"))
}
