package parser

import "simtlab/sim/cuda/token"

// A struct with member functions declared inside a function body
//
//	int main() { struct Acc { int n; void add(int k) { n += k; } }; Acc a{}; ... }
//
// is moved to file scope, just before the function, where member
// functions are lowered as usual (`struct Acc {...}; int main() { Acc a{};
// ... }`); declarators written after its body stay in place (`struct Acc
// a;`). It is left where it is (and the checker names it) when another
// struct of the file has its name, or when the function is a template,
// whose parameters the struct may use.
//
// So is a local struct, typedef or using alias that names a struct
// template's argument (`typedef std::pair<int, int> P; std::vector<P> v;`):
// the template's instance is placed before the function
// (instantiateStructTemplates), where the name must be declared already.

// MaxLocalStructs bounds the structs moved out of one file.
const MaxLocalStructs = 64

// hoistLocalStructs moves local structs with member functions to file scope.
func hoistLocalStructs(toks []token.Token) []token.Token {
	tags := map[string]int{}
	has := false
	for i := 0; i+2 < len(toks); i++ {
		if isStructKeyword(toks[i]) && toks[i+1].Kind == token.Ident && toks[i+2].Kind == token.LBrace {
			tags[toks[i+1].Text]++
			has = true
		}
	}
	aliases := aliasNames(toks)
	if !has && len(aliases) == 0 {
		return toks
	}
	args := templateArgNames(toks)
	for n := 0; n < MaxLocalStructs; n++ {
		out, ok := hoistFirstLocalStruct(toks, tags, aliases, args)
		if !ok {
			break
		}
		toks = out
	}
	return toks
}

func isStructKeyword(t token.Token) bool {
	return t.Kind == token.Ident && (t.Text == "struct" || t.Text == "class")
}

// hoistFirstLocalStruct moves the first local struct that has member
// functions; ok is false when there is none.
func hoistFirstLocalStruct(toks []token.Token, tags, aliases map[string]int, args map[string]bool) ([]token.Token, bool) {
	depth, declStart := 0, 0
	inFunc := false // the top-level declaration being scanned is a function body
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.Kind {
		case token.LBrace:
			if depth == 0 {
				inFunc = isFunctionBody(toks[declStart:i])
			}
			depth++
			continue
		case token.RBrace:
			depth--
			if depth == 0 && inFunc {
				declStart, inFunc = i+1, false
			}
			continue
		case token.Semi:
			if depth == 0 {
				declStart = i + 1
			}
			continue
		}
		if depth == 0 || !inFunc {
			continue
		}
		if name, end := localAlias(toks, i); name != "" && aliases[name] == 1 && args[name] {
			// typedef T Name; or using Name = T;
			out := make([]token.Token, 0, len(toks))
			out = append(out, toks[:declStart]...)
			out = append(out, toks[i:end+1]...)
			out = append(out, toks[declStart:i]...)
			out = append(out, toks[end+1:]...)
			return out, true
		}
		if !isStructKeyword(t) || i+2 >= len(toks) || toks[i+1].Kind != token.Ident ||
			toks[i+2].Kind != token.LBrace || tags[toks[i+1].Text] != 1 {
			continue
		}
		end := matchingClose(toks, i+2, token.LBrace, token.RBrace)
		if end < 0 || !hasMethodBody(toks[i+3:end]) && !args[toks[i+1].Text] {
			continue
		}
		semi := end + 1
		for semi < len(toks) && toks[semi].Kind != token.Semi && toks[semi].Kind != token.LBrace && toks[semi].Kind != token.RBrace {
			semi++
		}
		if semi >= len(toks) || toks[semi].Kind != token.Semi {
			continue
		}
		out := make([]token.Token, 0, len(toks)+2)
		out = append(out, toks[:declStart]...)
		out = append(out, toks[i:end+1]...)
		out = append(out, token.Token{Kind: token.Semi, Text: ";", Pos: toks[end].Pos})
		out = append(out, toks[declStart:i]...)
		if semi > end+1 { // declarators: struct Tag a, b;
			out = append(out, toks[i], toks[i+1])
			out = append(out, toks[end+1:semi+1]...)
		}
		out = append(out, toks[semi+1:]...)
		return out, true
	}
	return toks, false
}

// isFunctionBody reports whether the top-level declaration head (the
// tokens before its first '{') opens a function that is not a template:
// it has a parameter list and does not start with `template`.
func isFunctionBody(head []token.Token) bool {
	if len(head) == 0 || head[0].Kind == token.Ident && head[0].Text == "template" {
		return false
	}
	for _, t := range head {
		if t.Kind == token.LParen {
			return !isStructKeyword(head[0])
		}
	}
	return false
}

// hasMethodBody reports whether a struct body defines a member function: a
// '{' at the body's own level after a ')' (and its qualifiers), or after a
// constructor's initializer list.
func hasMethodBody(body []token.Token) bool {
	depth := 0
	for k, t := range body {
		switch t.Kind {
		case token.LParen, token.LBrack:
			depth++
		case token.RParen, token.RBrack:
			depth--
		case token.LBrace:
			if depth == 0 {
				j := k - 1
				for j >= 0 && body[j].Kind == token.Ident && (body[j].Text == "const" || body[j].Text == "noexcept" || body[j].Text == "override" || body[j].Text == "final") {
					j--
				}
				if j >= 0 && body[j].Kind == token.RParen {
					return true
				}
			}
			depth++
		case token.RBrace:
			depth--
		}
	}
	return false
}

// localAlias matches `typedef T Name;` or `using Name = T;` at i and returns
// Name and the index of the ';' ("" when it is neither, or a typedef of
// an array or a function).
func localAlias(toks []token.Token, i int) (string, int) {
	t := toks[i]
	if t.Kind != token.Ident || t.Text != "typedef" && t.Text != "using" {
		return "", 0
	}
	end := i + 1
	for end < len(toks) && toks[end].Kind != token.Semi && toks[end].Kind != token.LBrace && toks[end].Kind != token.RBrace && toks[end].Kind != token.EOF {
		end++
	}
	if end >= len(toks) || toks[end].Kind != token.Semi || end-i < 3 {
		return "", 0
	}
	if t.Text == "using" {
		if toks[i+1].Kind == token.Ident && toks[i+2].Kind == token.Assign {
			return toks[i+1].Text, end
		}
		return "", 0
	}
	if toks[end-1].Kind != token.Ident {
		return "", 0
	}
	return toks[end-1].Text, end
}

// aliasNames counts the names that typedefs and using aliases declare,
// anywhere in toks.
func aliasNames(toks []token.Token) map[string]int {
	names := map[string]int{}
	for i := range toks {
		if name, _ := localAlias(toks, i); name != "" {
			names[name]++
		}
	}
	return names
}

// templateArgNames are the identifiers written as a whole template
// argument or the start of one (`<P>`, `<P, int>`, `<int, P *>`,
// `<const P &>`).
func templateArgNames(toks []token.Token) map[string]bool {
	names := map[string]bool{}
	for i := 1; i+1 < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident {
			continue
		}
		prev := toks[i-1]
		if prev.Kind == token.Ident && prev.Text == "const" && i >= 2 {
			prev = toks[i-2]
		}
		if prev.Kind != token.Lss && prev.Kind != token.Comma {
			continue
		}
		switch toks[i+1].Kind {
		case token.Gtr, token.Shr, token.Comma, token.Mul, token.And:
			names[t.Text] = true
		}
	}
	return names
}
