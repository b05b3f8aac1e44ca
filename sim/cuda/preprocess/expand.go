package preprocess

import (
	"simtlab/sim/cuda/literal"
	"strconv"
	"strings"

	"simtlab/sim/cuda/scanner"
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// frame is a run of tokens being read; macro is the name whose expansion the
// run is (disabled while the frame is live), "" for source text.
type frame struct {
	toks  []token.Token
	i     int
	macro string
}

// reader reads tokens through a stack of frames: reading past the end of a
// macro's expansion continues with the tokens after its use, which is how C
// lets `#define F f` followed by `F(1)` call a function-like macro f.
type reader struct {
	frames []frame
	outer  []string // macros disabled by an enclosing expansion (for arguments)
}

func (r *reader) pop() {
	for len(r.frames) > 0 {
		f := &r.frames[len(r.frames)-1]
		if f.i < len(f.toks) {
			return
		}
		r.frames = r.frames[:len(r.frames)-1]
	}
}

func (r *reader) next() (token.Token, bool) {
	r.pop()
	if len(r.frames) == 0 {
		return token.Token{}, false
	}
	f := &r.frames[len(r.frames)-1]
	t := f.toks[f.i]
	f.i++
	return t, true
}

// peek returns the next token without consuming it (looking through
// exhausted frames without popping them).
func (r *reader) peek() (token.Token, bool) {
	for k := len(r.frames) - 1; k >= 0; k-- {
		f := &r.frames[k]
		for i := f.i; i < len(f.toks); i++ {
			if f.toks[i].Kind != token.Newline {
				return f.toks[i], true
			}
		}
	}
	return token.Token{}, false
}

func (r *reader) disabled(name string) bool {
	for k := range r.frames {
		if r.frames[k].macro == name {
			return true
		}
	}
	for _, n := range r.outer {
		if n == name {
			return true
		}
	}
	return false
}

func (r *reader) depth() int { return len(r.frames) + len(r.outer) }

func (r *reader) active() []string {
	names := append([]string(nil), r.outer...)
	for _, f := range r.frames {
		if f.macro != "" {
			names = append(names, f.macro)
		}
	}
	return names
}

// expandInto macro-expands a run of text lines onto the output.
func (p *Preprocessor) expandInto(text []token.Token) {
	p.out = p.expand(text, nil, p.out)
}

// expand fully expands toks with the outer macros disabled and appends the
// result to out.
func (p *Preprocessor) expand(toks []token.Token, outer []string, out []token.Token) []token.Token {
	r := &reader{frames: []frame{{toks: toks}}, outer: outer}
	for {
		t, ok := r.next()
		if !ok || p.overflow {
			return out
		}
		if t.Kind == token.Newline {
			continue
		}
		p.work++
		if len(out) >= p.maxOut || p.work > p.maxWork {
			if !p.overflow {
				p.overflow = true
				p.errorf(t.Pos, "macro expansion produces too many tokens")
			}
			return out
		}
		if t.Kind != token.Ident || t.NoExpand {
			out = append(out, t)
			continue
		}
		if t.Text == "_Pragma" {
			out = p.pragmaOperator(r, t, out)
			continue
		}
		m := p.lookup(t.Text)
		if m == nil {
			out = append(out, t)
			continue
		}
		if r.disabled(m.name) {
			t.NoExpand = true
			out = append(out, t)
			continue
		}
		switch m.builtin {
		case "__LINE__":
			out = append(out, token.Token{Kind: token.Int, Pos: t.Pos, Text: strconv.Itoa(int(t.Pos.Line)), SpaceBefore: t.SpaceBefore})
			continue
		case "__FILE__":
			out = append(out, token.Token{Kind: token.String, Pos: t.Pos, Text: strconv.Quote(p.file), SpaceBefore: t.SpaceBefore})
			continue
		}
		if r.depth() >= MaxExpansionDepth {
			p.errorf(t.Pos, "macro '%s' expands too deeply (more than %d levels)", m.name, MaxExpansionDepth)
			out = append(out, t)
			continue
		}
		var body []token.Token
		if m.funcLike {
			if n, ok := r.peek(); !ok || n.Kind != token.LParen {
				out = append(out, t) // a function-like macro name without ( is just a name
				continue
			}
			r.next()
			args, ok := p.collectArgs(r, m, t)
			if !ok {
				continue
			}
			body = p.substitute(m, args, t, r.active())
		} else {
			body = p.substitute(m, nil, t, nil)
		}
		if len(body) > 0 {
			body[0].SpaceBefore = t.SpaceBefore
		}
		r.frames = append(r.frames, frame{toks: body, macro: m.name})
	}
}

// collectArgs reads the arguments of a function-like macro call after its
// '('. Commas inside parentheses do not separate arguments.
func (p *Preprocessor) collectArgs(r *reader, m *macro, name token.Token) ([][]token.Token, bool) {
	var args [][]token.Token
	var cur []token.Token
	level := 0
	for {
		t, ok := r.next()
		if !ok {
			p.errorf(name.Pos, "unterminated call of macro '%s'", m.name)
			return nil, false
		}
		switch t.Kind {
		case token.Newline:
			continue
		case token.LParen:
			level++
		case token.RParen:
			if level == 0 {
				args = append(args, cur)
				return p.checkArgCount(m, name, args)
			}
			level--
		case token.Comma:
			if level == 0 && !(m.variadic && len(args) == len(m.params)-1) {
				args = append(args, cur)
				cur = nil
				continue
			}
		}
		cur = append(cur, t)
	}
}

func (p *Preprocessor) checkArgCount(m *macro, name token.Token, args [][]token.Token) ([][]token.Token, bool) {
	want := len(m.params)
	if want == 0 && len(args) == 1 && len(args[0]) == 0 {
		return nil, true
	}
	if m.variadic && len(args) == want-1 {
		args = append(args, nil) // empty __VA_ARGS__
	}
	if len(args) != want {
		if len(args) < want {
			p.errorf(name.Pos, "too few arguments to macro '%s' (expected %d, have %d)", m.name, want, len(args))
		} else {
			p.errorf(name.Pos, "too many arguments to macro '%s' (expected %d, have %d)", m.name, want, len(args))
		}
		return nil, false
	}
	return args, true
}

// substitute replaces parameters in m's body by the arguments, applies # and
// ##, and gives every resulting token the position of the use.
func (p *Preprocessor) substitute(m *macro, args [][]token.Token, use token.Token, active []string) []token.Token {
	if p.overflow {
		return nil // expansion was already cut off; stop copying
	}
	body := m.body
	n := len(body)
	for _, a := range args {
		n += len(a)
	}
	out := make([]token.Token, 0, n)
	expanded := make(map[int][]token.Token)
	expandArg := func(i int) []token.Token {
		if e, ok := expanded[i]; ok {
			return e
		}
		e := p.expand(args[i], active, make([]token.Token, 0, 2*len(args[i])))
		expanded[i] = e
		return e
	}
	// pasteAt marks output indices whose token must be pasted to the next.
	paste := make([]bool, 0, n)
	add := func(ts []token.Token, space bool, pasteAfter bool) {
		for k, t := range ts {
			if k == 0 {
				t.SpaceBefore = space
			}
			out = append(out, t)
			paste = append(paste, false)
		}
		if pasteAfter {
			if len(ts) == 0 {
				// An empty operand of ##: paste with a placemarker, i.e. nothing.
				out = append(out, token.Token{Kind: token.Illegal, Text: ""})
				paste = append(paste, false)
			}
			paste[len(paste)-1] = true
		}
	}
	for i := 0; i < len(body); i++ {
		t := body[i]
		nextIsPaste := i+1 < len(body) && body[i+1].Kind == token.HashHash
		prevIsPaste := i > 0 && body[i-1].Kind == token.HashHash
		if t.Kind == token.HashHash {
			continue
		}
		if m.funcLike && t.Kind == token.Hash && i+1 < len(body) {
			if k := m.paramIndex(body[i+1]); k >= 0 {
				s := token.Token{Kind: token.String, Text: stringize(args[k])}
				i++
				nextIsPaste = i+1 < len(body) && body[i+1].Kind == token.HashHash
				add([]token.Token{s}, t.SpaceBefore, nextIsPaste)
				continue
			}
		}
		if k := m.paramIndex(t); m.funcLike && k >= 0 {
			// GNU: `, ## __VA_ARGS__` drops the comma when __VA_ARGS__ is empty.
			if prevIsPaste && m.params[k] == "__VA_ARGS__" && len(args[k]) == 0 && len(out) > 0 && out[len(out)-1].Kind == token.Comma {
				out = out[:len(out)-1]
				paste = paste[:len(paste)-1]
				continue
			}
			if nextIsPaste || prevIsPaste {
				add(args[k], t.SpaceBefore, nextIsPaste)
			} else {
				add(expandArg(k), t.SpaceBefore, false)
			}
			continue
		}
		add([]token.Token{t}, t.SpaceBefore, nextIsPaste)
	}
	for _, pt := range paste {
		if pt {
			out = p.applyPastes(out, paste, use)
			break
		}
	}
	for i := range out {
		out[i].Pos = use.Pos
		out[i].BOL = false
	}
	return out
}

// applyPastes joins tokens marked by paste with the one after them.
func (p *Preprocessor) applyPastes(toks []token.Token, paste []bool, use token.Token) []token.Token {
	var out []token.Token
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		for i < len(toks)-1 && paste[i] {
			i++
			t = p.paste(t, toks[i], use)
		}
		if t.Kind == token.Illegal && t.Text == "" {
			continue // a placemarker
		}
		out = append(out, t)
	}
	return out
}

func (p *Preprocessor) paste(a, b token.Token, use token.Token) token.Token {
	if a.Kind == token.Illegal && a.Text == "" {
		return b
	}
	if b.Kind == token.Illegal && b.Text == "" {
		return a
	}
	text := tokenText(a) + tokenText(b)
	var errs diag.List
	toks := scanner.Tokenize(p.file, []byte(text), &errs)
	if len(errs) > 0 || len(toks) != 2 {
		p.errorf(use.Pos, "pasting \"%s\" and \"%s\" does not give a valid token", tokenText(a), tokenText(b))
		return a
	}
	t := toks[0]
	t.SpaceBefore = a.SpaceBefore
	return t
}

// stringize implements #: the argument's spelling as a string literal, with
// white space between tokens collapsed to one space.
func stringize(arg []token.Token) string {
	var b strings.Builder
	b.WriteByte('"')
	for i, t := range arg {
		if i > 0 && t.SpaceBefore {
			b.WriteByte(' ')
		}
		s := tokenText(t)
		if t.Kind == token.String || t.Kind == token.Char {
			s = strings.ReplaceAll(s, `\`, `\\`)
			s = strings.ReplaceAll(s, `"`, `\"`)
		}
		b.WriteString(s)
	}
	b.WriteByte('"')
	return b.String()
}

// pragmaOperator handles C99's _Pragma("text"), which macros use to emit
// #pragma unroll: it becomes a token.Pragma like the directive.
func (p *Preprocessor) pragmaOperator(r *reader, t token.Token, out []token.Token) []token.Token {
	var args []token.Token
	if n, ok := r.peek(); ok && n.Kind == token.LParen {
		r.next()
		for {
			a, ok := r.next()
			if !ok || a.Kind == token.RParen {
				break
			}
			if a.Kind != token.Newline {
				args = append(args, a)
			}
		}
	}
	if len(args) != 1 || args[0].Kind != token.String {
		p.errorf(t.Pos, "_Pragma needs one string literal, like _Pragma(\"unroll\")")
		return out
	}
	text, err := literal.ParseString(args[0].Text)
	if err != nil {
		p.errorf(args[0].Pos, "invalid string literal in _Pragma")
		return out
	}
	return append(out, token.Token{Kind: token.Pragma, Pos: t.Pos, Text: strings.TrimSpace(text)})
}
