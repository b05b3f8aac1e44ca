package parser

import (
	"slices"

	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// Lowering of C++ scopes that only qualify names. Lab programs are one file,
// so a user namespace (`namespace physics { ... }`) and a scoped enum
// (`enum class Mode { Fast, Exact }`) only add a prefix to names: the pass
// below drops `namespace N {` with its closing brace, the `class` of
// `enum class`, and every `N::` / `Mode::` qualifier, leaving plain C
// declarations for the parser. A name two namespaces declare is spelled
// with its namespace first (qualifyCollisions). A scoped enum's
// enumerators keep their scope, though, as one identifier `Mode::Fast`
// (scopedEnumerators), so two enum classes may both have a Fast.

// scopeNames returns the user namespaces and scoped enums the tokens declare.
func scopeNames(toks []token.Token) map[string]bool {
	names := map[string]bool{}
	for i := 0; i+2 < len(toks); i++ {
		t := toks[i]
		if t.Kind != token.Ident {
			continue
		}
		parts, _ := namespaceHead(toks, i)
		switch {
		case len(parts) > 0:
			for _, n := range parts {
				names[n] = true
			}
		case t.Text == "enum" && toks[i+1].Kind == token.Ident && (toks[i+1].Text == "class" || toks[i+1].Text == "struct") &&
			toks[i+2].Kind == token.Ident:
			names[toks[i+2].Text] = true
		}
	}
	return names
}

// scopedEnumerators returns, per scoped enum with a body, the names of
// its enumerators.
func scopedEnumerators(toks []token.Token) map[string]map[string]bool {
	enums := map[string]map[string]bool{}
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].Kind != token.Ident || toks[i].Text != "enum" || toks[i+1].Kind != token.Ident ||
			toks[i+1].Text != "class" && toks[i+1].Text != "struct" || toks[i+2].Kind != token.Ident {
			continue
		}
		j := i + 3
		for j < len(toks) && toks[j].Kind != token.LBrace && toks[j].Kind != token.Semi && toks[j].Kind != token.EOF {
			j++
		}
		if j >= len(toks) || toks[j].Kind != token.LBrace {
			continue
		}
		items := map[string]bool{}
		depth := 0
		for k := j; k < len(toks) && toks[k].Kind != token.EOF; k++ {
			switch toks[k].Kind {
			case token.LBrace, token.LParen, token.LBrack:
				depth++
			case token.RBrace, token.RParen, token.RBrack:
				depth--
			case token.Ident:
				if depth == 1 && (toks[k-1].Kind == token.LBrace || toks[k-1].Kind == token.Comma) {
					items[toks[k].Text] = true
				}
			}
			if depth == 0 {
				break
			}
		}
		enums[toks[i+2].Text] = items
	}
	return enums
}

// namespaceHead returns the names of the namespace that toks[i],
// `namespace`, opens (`a`, or C++17's `a::b` as a and b) and the index of
// its '{'; nil and 0 for anything else.
func namespaceHead(toks []token.Token, i int) ([]string, int) {
	if toks[i].Kind != token.Ident || toks[i].Text != "namespace" {
		return nil, 0
	}
	var parts []string
	for j := i + 1; j+1 < len(toks) && toks[j].Kind == token.Ident; j += 2 {
		parts = append(parts, toks[j].Text)
		switch toks[j+1].Kind {
		case token.LBrace:
			return parts, j + 1
		case token.ColonColon:
			continue
		}
		break
	}
	return nil, 0
}

// flattenScopes removes user namespaces and scoped-enum qualification.
func flattenScopes(toks []token.Token) []token.Token {
	names := scopeNames(toks)
	toks = qualifyCollisions(toks, names)
	enums := scopedEnumerators(toks)
	// inEnum is the scoped enum whose body is being copied, and the
	// brace depth its body opened at.
	inEnum, enumDepth := "", -1
	hasAnon := false
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].Kind == token.Ident && toks[i].Text == "namespace" && toks[i+1].Kind == token.LBrace {
			hasAnon = true
		}
	}
	if len(names) == 0 && !hasAnon {
		return toks
	}
	out := make([]token.Token, 0, len(toks))
	// braces records, per open '{', whether it opened a namespace (whose
	// closing brace is dropped too).
	var braces []bool
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch t.Kind {
		case token.LBrace:
			braces = append(braces, false)
		case token.RBrace:
			if n := len(braces); n > 0 {
				ns := braces[n-1]
				braces = braces[:n-1]
				if len(braces) == enumDepth {
					inEnum, enumDepth = "", -1
				}
				if ns {
					continue
				}
			}
		case token.Ident:
			// an enumerator of the scoped enum being declared, by its own name
			if inEnum != "" && enums[inEnum][t.Text] && (i == 0 || toks[i-1].Kind != token.ColonColon && toks[i-1].Kind != token.Dot && toks[i-1].Kind != token.Arrow) {
				t.Text = inEnum + "::" + t.Text
				out = append(out, t)
				continue
			}
			// E::A of a scoped enum E: one identifier
			if items := enums[t.Text]; items != nil && i+2 < len(toks) && toks[i+1].Kind == token.ColonColon &&
				toks[i+2].Kind == token.Ident && items[toks[i+2].Text] {
				t.Text += "::" + toks[i+2].Text
				out = append(out, t)
				i += 2
				continue
			}
			switch {
			case t.Text == "namespace" && i+1 < len(toks) && toks[i+1].Kind == token.LBrace:
				braces = append(braces, true)
				i++
				continue
			case t.Text == "namespace" && i+2 < len(toks) && toks[i+1].Kind == token.Ident && names[toks[i+1].Text]:
				if _, brace := namespaceHead(toks, i); brace > 0 {
					braces = append(braces, true)
					i = brace
					continue
				}
			case t.Text == "using" && i+3 < len(toks) && toks[i+1].Kind == token.Ident && toks[i+1].Text == "namespace" &&
				toks[i+2].Kind == token.Ident && names[toks[i+2].Text] && toks[i+3].Kind == token.Semi:
				i += 3
				continue
			case t.Text == "enum" && i+2 < len(toks) && toks[i+1].Kind == token.Ident &&
				(toks[i+1].Text == "class" || toks[i+1].Text == "struct") && toks[i+2].Kind == token.Ident:
				out = append(out, t, toks[i+2])
				if i+3 < len(toks) && toks[i+3].Kind != token.Colon {
					// a scoped enum's underlying type is int unless written
					out = append(out, token.Token{Kind: token.Colon, Text: ":", Pos: toks[i+2].Pos},
						token.Token{Kind: token.Ident, Text: "int", Pos: toks[i+2].Pos})
				}
				if enums[toks[i+2].Text] != nil {
					// its body's braces open at the next '{'
					inEnum, enumDepth = toks[i+2].Text, len(braces)
				}
				i += 2 // drop class
				continue
			case names[t.Text] && i+1 < len(toks) && toks[i+1].Kind == token.ColonColon:
				i++
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// lowerUsingAliases rewrites `using Name = type;` as `typedef type Name;`,
// with Name where the type's declarator wants it (aliasTypedef).
func lowerUsingAliases(toks []token.Token) []token.Token {
	var out []token.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind == token.Ident && t.Text == "using" && i+2 < len(toks) && toks[i+1].Kind == token.Ident &&
			toks[i+2].Kind == token.Assign {
			end := i + 3
			for end < len(toks) && toks[end].Kind != token.Semi && toks[end].Kind != token.EOF &&
				toks[end].Kind != token.LBrace && toks[end].Kind != token.RBrace {
				end++
			}
			if end < len(toks) && toks[end].Kind == token.Semi && end > i+3 {
				if out == nil {
					out = append(make([]token.Token, 0, len(toks)), toks[:i]...)
				}
				out = append(out, aliasTypedef(toks[i+1], toks[i+3:end], t.Pos)...)
				out = append(out, toks[end])
				i = end
				continue
			}
		}
		if out != nil {
			out = append(out, t)
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// aliasTypedef writes `typedef type name` (without the ';') for the alias
// `using name = type`: the name goes where the type's abstract declarator
// has its place, after the stars of a parenthesised pointer (`float
// (*)(float)` gives `float (*name)(float)`), before the first '[' of an
// array type (`int[4]` gives `int name[4]`), else at the end.
func aliasTypedef(name token.Token, typ []token.Token, pos token.Pos) []token.Token {
	at := len(typ)
	for j := 0; j+1 < len(typ); j++ {
		if typ[j].Kind == token.LParen && (typ[j+1].Kind == token.Mul || typ[j+1].Kind == token.And) {
			k := j + 1
			for k < len(typ) && (typ[k].Kind == token.Mul || typ[k].Kind == token.And) {
				k++
			}
			at = k
			break
		}
		if typ[j].Kind == token.LBrack {
			at = j
			break
		}
	}
	out := []token.Token{{Kind: token.Ident, Text: "typedef", Pos: pos}}
	out = append(out, typ[:at]...)
	out = append(out, name)
	return append(out, typ[at:]...)
}

// lowerAliasTemplates expands alias templates (`template <typename T>
// using Name = type;`): each use Name<args> becomes type with the
// arguments put for the parameters. Where a name follows (a declaration,
// `Name<float> f = sq;`) it goes where the type's declarator wants it, as
// in a typedef (aliasTypedef: `float (*f)(float) = sq;`); elsewhere (a
// cast, sizeof, a template argument) the type stands as written, and
// missing arguments take their defaults. An alias with a parameter pack is
// reported at its first use; one never used is simply gone. (nvcc builds all of these:
// tests/gpu/probe/syntax/alias_template_fnptr.cu.)
func lowerAliasTemplates(toks []token.Token, errs *diag.List, file string) []token.Token {
	x := aliasExpander{aliases: map[string]*aliasTemplate{}, errs: errs, file: file}
	var rest []token.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind == token.Ident && t.Text == "template" && i+1 < len(toks) && toks[i+1].Kind == token.Lss {
			if end := closeAngle(toks, i+1); end > 0 && end+3 < len(toks) && toks[end+1].Kind == token.Ident && toks[end+1].Text == "using" &&
				toks[end+2].Kind == token.Ident && toks[end+3].Kind == token.Assign {
				semi := end + 4
				for semi < len(toks) && toks[semi].Kind != token.Semi && toks[semi].Kind != token.EOF {
					semi++
				}
				a := &aliasTemplate{typ: toks[end+4 : semi]}
				for _, part := range splitTopLevel(toks[i+2 : end]) {
					// typename T, class T, int N, int N = 4: the name comes
					// last, or before its default
					var def []token.Token
					if eq := slices.IndexFunc(part, func(t token.Token) bool { return t.Kind == token.Assign }); eq > 0 {
						part, def = part[:eq], part[eq+1:]
					}
					if n := len(part); n >= 2 && part[n-1].Kind == token.Ident && !slices.ContainsFunc(part, func(t token.Token) bool { return t.Kind == token.Ellipsis }) {
						a.params = append(a.params, part[n-1].Text)
						a.defaults = append(a.defaults, def)
					} else {
						a.bad = true
					}
				}
				if rest == nil {
					rest = append(make([]token.Token, 0, len(toks)), toks[:i]...)
				}
				x.aliases[toks[end+2].Text] = a
				i = semi
				continue
			}
		}
		if rest != nil {
			rest = append(rest, t)
		}
	}
	if rest == nil {
		return toks
	}
	return x.expand(rest, 0)
}

// aliasTemplate is one alias template: its parameters' names and
// defaults (nil: none), and the type.
type aliasTemplate struct {
	params   []string
	defaults [][]token.Token
	typ      []token.Token
	bad      bool // a parameter pack
	reported bool
}

type aliasExpander struct {
	aliases map[string]*aliasTemplate
	errs    *diag.List
	file    string
}

// expand rewrites the uses of alias templates in toks; arguments that use
// them in turn are expanded first (depth bounds aliases of aliases).
func (x *aliasExpander) expand(toks []token.Token, depth int) []token.Token {
	out := make([]token.Token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		a := x.aliases[t.Text]
		end := -1
		if a != nil && t.Kind == token.Ident && i+1 < len(toks) && toks[i+1].Kind == token.Lss && depth < 16 {
			end = closeAngle(toks, i+1)
		}
		if end < 0 {
			out = append(out, t)
			continue
		}
		args := splitTopLevel(toks[i+2 : end])
		for len(args) < len(a.params) && a.defaults[len(args)] != nil {
			args = append(args, a.defaults[len(args)])
		}
		if (a.bad || len(args) != len(a.params)) && !a.reported {
			// Reported once; the use still stands for the type, so that
			// the rest of the file parses.
			x.errs.Add(t.Pos.In(x.file), diag.KindUnsupported, "alias template '%s' is not supported in lab programs: it has a parameter pack, or this use gives it %d arguments for %d parameters; write the type it stands for", t.Text, len(args), len(a.params))
			a.reported = true
		}
		var typ []token.Token
		for _, tt := range a.typ {
			if j := slices.Index(a.params, tt.Text); j >= 0 && j < len(args) && tt.Kind == token.Ident {
				typ = append(typ, args[j]...)
				continue
			}
			tt.Pos = t.Pos
			typ = append(typ, tt)
		}
		typ = x.expand(typ, depth+1)
		if end+1 < len(toks) && toks[end+1].Kind == token.Ident && !token.Keywords[toks[end+1].Text] {
			decl := aliasTypedef(toks[end+1], typ, t.Pos)
			out = append(out, decl[1:]...) // a declaration: the name inside, without the typedef
			i = end + 1
			continue
		}
		out = append(out, typ...)
		i = end
	}
	return out
}

// splitTopLevel splits toks at the commas outside brackets.
func splitTopLevel(toks []token.Token) [][]token.Token { return splitCommas(toks, true) }

// splitArgs splits call arguments at their top-level commas; unlike
// splitTopLevel, a '<' is a comparison there.
func splitArgs(toks []token.Token) [][]token.Token { return splitCommas(toks, false) }

// splitCommas splits toks at the commas outside parentheses, brackets,
// braces and, with angles, angle brackets.
func splitCommas(toks []token.Token, angles bool) [][]token.Token {
	return splitOutside(toks, token.Comma, angles)
}

// splitOutside splits toks at the tokens of kind sep outside parentheses,
// brackets, braces and, with angles, angle brackets; an empty last part is
// left out.
func splitOutside(toks []token.Token, sep token.Kind, angles bool) [][]token.Token {
	var parts [][]token.Token
	depth, start := 0, 0
	for j, t := range toks {
		switch t.Kind {
		case token.LParen, token.LBrack, token.LBrace:
			depth++
		case token.RParen, token.RBrack, token.RBrace:
			depth--
		case token.Lss:
			if angles {
				depth++
			}
		case token.Gtr:
			if angles {
				depth--
			}
		case sep:
			if depth == 0 {
				parts = append(parts, toks[start:j])
				start = j + 1
			}
		}
	}
	if start < len(toks) {
		parts = append(parts, toks[start:])
	}
	return parts
}

// lowerNamespaceAliases replaces the aliases of the program's namespaces,
// `namespace ip = imgproc;` (or = outer::inner), by the namespaces they
// name: the declaration goes, and each `ip::` that follows becomes
// `imgproc::`. (stripNamespaces has taken the aliases of the library's
// namespaces, std and cooperative_groups, already.)
func lowerNamespaceAliases(toks []token.Token) []token.Token {
	if !slices.ContainsFunc(toks, func(t token.Token) bool { return t.Kind == token.Ident && t.Text == "namespace" }) {
		return toks // (most programs: no copy)
	}
	var aliases map[string][]token.Token
	out := make([]token.Token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.Kind == token.Ident && t.Text == "namespace" && i+3 < len(toks) && toks[i+1].Kind == token.Ident && toks[i+2].Kind == token.Assign {
			end := i + 3
			for end+1 < len(toks) && toks[end].Kind == token.Ident && toks[end+1].Kind == token.ColonColon {
				end += 2
			}
			if toks[end].Kind == token.Ident && end+1 < len(toks) && toks[end+1].Kind == token.Semi {
				if aliases == nil {
					aliases = map[string][]token.Token{}
				}
				target := toks[i+3 : end+1]
				if first, ok := aliases[target[0].Text]; ok { // an alias of an alias
					target = slices.Concat(first, target[1:])
				}
				aliases[toks[i+1].Text] = target
				i = end + 1
				continue
			}
		}
		if target, ok := aliases[t.Text]; ok && t.Kind == token.Ident && i+1 < len(toks) && toks[i+1].Kind == token.ColonColon &&
			(i == 0 || !isMember(toks[i-1]) && toks[i-1].Kind != token.ColonColon) {
			for _, n := range target {
				n.Pos = t.Pos
				out = append(out, n)
			}
			continue
		}
		out = append(out, t)
	}
	if aliases == nil {
		return toks
	}
	return out
}
