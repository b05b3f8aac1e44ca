package parser

import (
	"slices"

	"simtlab/sim/cuda/token"
)

// A class that keeps a container of a class nested in it,
//
//	class Graph {
//		struct Edge { int to; float w; };
//		std::vector<Edge> edges_;
//	};
//
// makes the instance vector<Edge>, which instantiateFirst writes in front
// of Graph, where Edge is not defined yet. hoistNestedArgs moves such a
// nested class out, in front of its class: the parser declares a nested
// class at file scope under its own name anyway (decl.go), so only where
// it is defined changes. A name two classes define stays nested (the
// instance could not tell them apart).

// hoistNestedArgs moves the nested classes that a struct template's
// arguments name in their class's body in front of the class.
func hoistNestedArgs(toks []token.Token, tmpls map[string]*structTemplate) []token.Token {
	defined := map[string]int{}
	for i := 0; i+2 < len(toks); i++ {
		if classKeyword(toks[i]) && toks[i+1].Kind == token.Ident && (toks[i+2].Kind == token.LBrace || toks[i+2].Kind == token.Colon) {
			defined[toks[i+1].Text]++
		}
	}
	return rewriteClasses(toks, func(head, body []token.Token) (before, newBody, after []token.Token) {
		from := 0
		for _, n := range nestedDefinitions(body) {
			name := body[n.start+1].Text
			if defined[name] != 1 || !namedInTemplateArgs(body, name, tmpls) {
				continue
			}
			if slices.ContainsFunc(body[n.start:n.end+1], func(t token.Token) bool { return t.Kind == token.Ident && t.Text == head[1].Text }) && len(before) == 0 {
				// the nested class names its class: declared first
				before = append(before, head[0], head[1], token.Token{Kind: token.Semi, Text: ";", Pos: head[0].Pos})
			}
			before = append(before, body[n.start:n.end+1]...)
			newBody = append(newBody, body[from:n.start]...)
			from = n.end + 1
		}
		if before == nil {
			return nil, nil, nil
		}
		return before, append(newBody, body[from:]...), nil
	})
}

// rewriteClasses gives each class defined at the top level of toks
// (`struct Name ... { body };`) to rewrite, with its tokens up to the
// brace (head) and its body: the class's body becomes newBody, with
// before in front of the class and after behind its ';'. A nil newBody
// keeps the class as it is.
func rewriteClasses(toks []token.Token, rewrite func(head, body []token.Token) (before, newBody, after []token.Token)) []token.Token {
	var out []token.Token
	last, depth := 0, 0
	for i := 0; i < len(toks); i++ {
		switch toks[i].Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		}
		if depth != 0 {
			continue
		}
		open, end, ok := classBodyAt(toks, i)
		if !ok || end+1 >= len(toks) || toks[end+1].Kind != token.Semi {
			continue
		}
		before, body, after := rewrite(toks[i:open+1], toks[open+1:end])
		if body == nil {
			i = end
			continue
		}
		out = append(out, toks[last:i]...)
		out = append(out, before...)
		out = append(out, toks[i:open+1]...)
		out = append(out, body...)
		out = append(out, toks[end], toks[end+1])
		out = append(out, after...)
		last, i = end+2, end+1
	}
	if last == 0 {
		return toks
	}
	return append(out, toks[last:]...)
}

func classKeyword(t token.Token) bool {
	return t.Kind == token.Ident && (t.Text == "struct" || t.Text == "class" || t.Text == "union")
}

// classBodyAt returns the braces of the body of the class whose
// definition starts at toks[i] (`struct Name [: bases] { ... }`), or
// ok false when none starts there.
func classBodyAt(toks []token.Token, i int) (open, end int, ok bool) {
	if !classKeyword(toks[i]) || i+1 >= len(toks) || toks[i+1].Kind != token.Ident {
		return 0, 0, false
	}
	open = i + 2
	for open < len(toks) && toks[open].Kind != token.LBrace && toks[open].Kind != token.Semi {
		open++
	}
	if open >= len(toks) || toks[open].Kind != token.LBrace {
		return 0, 0, false
	}
	end = matchingClose(toks, open, token.LBrace, token.RBrace)
	return open, end, end > 0
}

// nestedDef is a nested class's definition in a class body, from its
// keyword to the ';' after its closing brace.
type nestedDef struct{ start, end int }

// nestedDefinitions finds the class definitions at the top level of body
// that declare nothing besides the class (`struct Edge { ... };`).
func nestedDefinitions(body []token.Token) []nestedDef {
	var defs []nestedDef
	depth := 0
	for i := 0; i < len(body); i++ {
		switch body[i].Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		}
		if depth != 0 || i > 0 && (body[i-1].Text == "friend" || body[i-1].Text == "enum" || body[i-1].Kind == token.Gtr) {
			continue
		}
		_, close, ok := classBodyAt(body, i)
		if !ok {
			continue
		}
		if close+1 >= len(body) || body[close+1].Kind != token.Semi {
			i = close
			continue
		}
		defs = append(defs, nestedDef{i, close + 1})
		i = close + 1
	}
	return defs
}

// namedInTemplateArgs reports whether name is among the arguments of a
// struct template's use in toks.
func namedInTemplateArgs(toks []token.Token, name string, tmpls map[string]*structTemplate) bool {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Kind != token.Ident || tmpls[toks[i].Text] == nil || toks[i+1].Kind != token.Lss {
			continue
		}
		if args, _, ok := templateArgsAt(toks, i+1); ok && namesAny(slices.Concat(args...), map[string]bool{name: true}) {
			return true
		}
	}
	return false
}
