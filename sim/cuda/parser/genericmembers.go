package parser

import (
	"slices"

	"simtlab/sim/cuda/token"
)

// A member function template whose signature or body names a struct
// template with the member's own parameters,
//
//	template <typename T> struct Span {
//		T *ptr; int len;
//		template <typename U> Span(const Span<U> &o) : ptr(o.ptr), len(o.len) {}
//	};
//
// cannot stay in the struct: struct templates are instantiated here, on
// tokens, before any U is known. hoistGenericMembers moves it out of the
// struct (an instance's, or a plain struct's) as the definition C++ would
// write outside, `template <typename U> Span<float>::Span(const Span<U> &o)
// ...`, right after the struct; there it is a function template that
// reaches a struct template, which specialize.go makes once for every
// instance its parameters match, as plain members.

// hoistGenericMembers moves the generic member templates of the structs
// defined at the top level of toks out of their bodies (see above).
func hoistGenericMembers(toks []token.Token, tmpls map[string]*structTemplate) []token.Token {
	return rewriteClasses(toks, func(head, body []token.Token) (before, newBody, after []token.Token) {
		kept, hoisted := genericMembers(body, head[1], tmpls)
		if hoisted == nil {
			return nil, nil, nil
		}
		return nil, kept, hoisted
	})
}

// genericMembers splits the body of the struct tag into what stays and
// the generic member templates written outside it (nil when there are
// none).
func genericMembers(body []token.Token, tag token.Token, tmpls map[string]*structTemplate) (kept, hoisted []token.Token) {
	depth, last := 0, 0
	for i := 0; i < len(body); i++ {
		switch body[i].Kind {
		case token.LBrace:
			depth++
		case token.RBrace:
			depth--
		}
		if depth != 0 || body[i].Kind != token.Ident || body[i].Text != "template" || i+1 >= len(body) || body[i+1].Kind != token.Lss {
			continue
		}
		start := i
		_, head, ok := argsAt(body, start+1, func(string) bool { return true })
		if !ok {
			continue
		}
		end := memberFunctionEnd(body, head+1)
		if end < 0 {
			continue
		}
		i = end // past the member's braces
		member := body[start : end+1]
		if !usesStructTemplate(member, templateParamNames(body, start+1), tmpls) {
			continue
		}
		def := outOfClassMember(member, head-start, tag)
		if def == nil {
			continue
		}
		kept = append(kept, body[last:start]...)
		hoisted = append(hoisted, def...)
		last = end + 1
	}
	if hoisted == nil {
		return body, nil
	}
	return append(kept, body[last:]...), hoisted
}

// memberFunctionEnd is the index of the '}' that ends the member
// function defined from toks[from] (its specifiers), -1 when it is only
// declared or is no function: the parameters, the qualifiers after them
// and a constructor's initialiser list (whose braces are no body) come
// before the body.
func memberFunctionEnd(toks []token.Token, from int) int {
	j := from
	for j < len(toks) && toks[j].Kind != token.LParen {
		if toks[j].Kind == token.Semi || toks[j].Kind == token.LBrace {
			return -1
		}
		j++
	}
	close := closeParen(toks, j)
	if close < 0 {
		return -1
	}
	j = close + 1
	for j < len(toks) && toks[j].Kind != token.LBrace && toks[j].Kind != token.Colon {
		if toks[j].Kind == token.Semi || toks[j].Kind == token.Assign {
			return -1 // a declaration, = default, = delete
		}
		j++
	}
	if j < len(toks) && toks[j].Kind == token.Colon {
		// member(args) or member{args}, separated by commas
		for j++; j < len(toks) && toks[j].Kind == token.Ident; j++ {
			j++
			var e int
			switch {
			case j < len(toks) && toks[j].Kind == token.LParen:
				e = closeParen(toks, j)
			case j < len(toks) && toks[j].Kind == token.LBrace:
				e = matchingClose(toks, j, token.LBrace, token.RBrace)
			default:
				return -1
			}
			if e < 0 {
				return -1
			}
			j = e + 1
			if j >= len(toks) || toks[j].Kind != token.Comma {
				break
			}
		}
	}
	if j >= len(toks) || toks[j].Kind != token.LBrace {
		return -1
	}
	return matchingClose(toks, j, token.LBrace, token.RBrace)
}

// usesStructTemplate reports whether toks name a struct template with
// arguments that use params.
func usesStructTemplate(toks []token.Token, params map[string]bool, tmpls map[string]*structTemplate) bool {
	for i := 0; i+1 < len(toks); i++ {
		if t := toks[i]; t.Kind == token.Ident && tmpls[t.Text] != nil && toks[i+1].Kind == token.Lss {
			if args, _, ok := templateArgsAt(toks, i+1); ok && usesParams(args, params) {
				return true
			}
		}
	}
	return false
}

// outOfClassMember writes the member template member (its template head
// closing at member[head]) of the struct tag as its definition outside
// the struct: `Tag ::` before its name, without the specifiers only a
// declaration in the class has. Nil for a static or friend member, whose
// outside definition would say otherwise.
func outOfClassMember(member []token.Token, head int, tag token.Token) []token.Token {
	var spec []token.Token
	for _, t := range member[head+1:] {
		if t.Kind == token.Ident && (t.Text == "static" || t.Text == "friend") {
			return nil
		}
		if t.Kind != token.Ident || t.Text != "explicit" && t.Text != "virtual" {
			spec = append(spec, t)
		}
	}
	name := nameIndex(spec)
	if name < 0 {
		return nil
	}
	if name > 0 && spec[name-1].Kind == token.Ident && spec[name-1].Text == "operator" {
		name-- // operator(), operator+
	}
	qual := []token.Token{tag, {Kind: token.ColonColon, Text: "::", Pos: tag.Pos}}
	return slices.Concat(member[:head+1], spec[:name], qual, spec[name:])
}
