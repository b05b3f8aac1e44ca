package parser

import (
	"fmt"
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
		if toks[after].Kind == token.Ident && startsStatement(toks, i) {
			if r, next, ok := recursiveLocal(toks, i, end); ok {
				repl[i], skip[i] = r, next
				continue
			}
		}
		switch {
		case toks[after].Kind == token.Ident && toks[after+1].Kind == token.Assign && startsStatement(toks, i) &&
			!namesItself(toks, after) && !assignedLater(toks, after):
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
		return lowerFunctionObjects(toks)
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
	return lowerFunctionObjects(out)
}

// recursiveLocal lowers a local std::function that a lambda naming it
// initialises (a recursive lambda), at once or in the next statement:
//
//	function<int(int)> find = [&](int x) { return par[x] == x ? x : par[x] = find(par[x]); };
//
// becomes a generic lambda that takes itself, with a find of its own that
// calls it, and a find outside that calls it too:
//
//	auto __simtlab_rec_find = [&](const auto &__simtlab_self, int x) -> int {
//		auto find = [&](int __simtlab_a1) -> int { return __simtlab_self(__simtlab_self, __simtlab_a1); };
//		return par[x] == x ? x : par[x] = find(par[x]); };
//	auto find = [&](int __simtlab_a1) -> int { return __simtlab_rec_find(__simtlab_rec_find, __simtlab_a1); };
//
// toks[i] is `function` and toks[end] the '>' after its signature. It
// returns the tokens and the index after the statement; false when the
// form is another.
func recursiveLocal(toks []token.Token, i, end int) ([]token.Token, int, bool) {
	name := toks[end+1]
	lambda := -1
	switch {
	case toks[end+2].Kind == token.Assign && namesItself(toks, end+1):
		lambda = end + 3 // function<...> f = [...](...) {...};
	case toks[end+2].Kind == token.Semi && end+5 < len(toks) && toks[end+3].Kind == token.Ident && toks[end+3].Text == name.Text &&
		toks[end+4].Kind == token.Assign:
		lambda = end + 5 // function<...> f; f = [...](...) {...};
	}
	if lambda < 0 || toks[lambda].Kind != token.LBrack {
		return nil, 0, false
	}
	sigClose := end - 1
	sigOpen := matchingOpen(toks, sigClose)
	capsEnd := matchingClose(toks, lambda, token.LBrack, token.RBrack, token.Semi)
	if sigOpen <= i+2 || capsEnd < 0 {
		return nil, 0, false
	}
	result := toks[i+2 : sigOpen]
	var argTypes [][]token.Token
	if sig := toks[sigOpen+1 : sigClose]; len(sig) > 0 && !(len(sig) == 1 && sig[0].Text == "void") {
		argTypes = splitTopLevel(sig)
	}
	j := capsEnd + 1
	var params []token.Token
	if toks[j].Kind == token.LParen {
		close := closeParen(toks, j)
		if close < 0 {
			return nil, 0, false
		}
		params, j = toks[j+1:close], close+1
	}
	for j < len(toks) && toks[j].Kind != token.LBrace && toks[j].Kind != token.Semi {
		j++ // mutable, noexcept, a trailing return type (the signature's stands)
	}
	if j >= len(toks) || toks[j].Kind != token.LBrace {
		return nil, 0, false
	}
	bodyEnd := matchingClose(toks, j, token.LBrace, token.RBrace)
	if bodyEnd < 0 || bodyEnd+1 >= len(toks) || toks[bodyEnd+1].Kind != token.Semi {
		return nil, 0, false
	}
	at := toks[i]
	rec := "__simtlab_rec_" + name.Text
	// the call wrapper: [&](A1 __simtlab_a1, ...) -> R { return F(F, __simtlab_a1, ...); }
	wrapper := func(callee string) []token.Token {
		out := synth(at, "[&](")
		var names string
		for k, a := range argTypes {
			if k > 0 {
				out = append(out, synth(at, ",")...)
			}
			arg := fmt.Sprintf("__simtlab_a%d", k+1)
			out = append(append(out, a...), synth(at, arg)...)
			names += ", " + arg
		}
		out = append(out, synth(at, ") ->")...)
		out = append(out, result...)
		return append(out, synth(at, "{ return "+callee+"("+callee+names+"); }")...)
	}
	out := synth(at, "auto "+rec+" = ")
	out = append(out, capturesWithout(toks[lambda:capsEnd+1], name.Text)...)
	out = append(out, synth(at, "(const auto &__simtlab_self")...)
	if len(params) > 0 {
		out = append(append(out, synth(at, ",")...), params...)
	}
	out = append(out, synth(at, ") ->")...)
	out = append(out, result...)
	out = append(out, synth(at, "{ auto")...)
	out = append(out, name, token.Token{Kind: token.Assign, Text: "=", Pos: at.Pos})
	out = append(append(out, wrapper("__simtlab_self")...), synth(at, ";")...)
	out = append(out, toks[j+1:bodyEnd+1]...)
	out = append(out, synth(at, "; auto")...)
	out = append(out, name, token.Token{Kind: token.Assign, Text: "=", Pos: at.Pos})
	out = append(append(out, wrapper(rec)...), synth(at, ";")...)
	return out, bodyEnd + 2, true
}

// capturesWithout is the capture list caps, `[...]`, less a capture of
// name (the lambda reaches itself through its parameter).
func capturesWithout(caps []token.Token, name string) []token.Token {
	out := []token.Token{caps[0]}
	for _, c := range splitTopLevel(caps[1 : len(caps)-1]) {
		if n := len(c); n > 0 && c[n-1].Text == name && (n == 1 || n == 2 && c[0].Kind == token.And) {
			continue
		}
		if len(out) > 1 {
			out = append(out, token.Token{Kind: token.Comma, Text: ",", Pos: caps[0].Pos})
		}
		out = append(out, c...)
	}
	return append(out, caps[len(caps)-1])
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

// assignedLater reports whether the variable declared at toks[at] is
// assigned again before its block ends (composed = [prev](float x) {...}
// in a loop): it holds other callables then, which only a
// std::function of the lab's does (functionobject.go), not the lambda's
// own type.
func assignedLater(toks []token.Token, at int) bool {
	name, depth := toks[at].Text, 0
	for j := at + 2; j+1 < len(toks); j++ {
		switch toks[j].Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			if depth--; depth < 0 {
				return false
			}
		case token.Ident:
			if toks[j].Text == name && toks[j+1].Kind == token.Assign && !isMember(toks[j-1]) {
				return true
			}
		}
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
