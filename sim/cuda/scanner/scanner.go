// Package scanner splits CUDA C source into tokens.
//
// The scanner works on one file and reports malformed input (an unterminated
// comment or literal, a stray character) to a diag.List and keeps going. Line
// continuations (backslash-newline) are spliced first, as in C's translation
// phase 2, while positions still refer to the original lines. Newlines are
// returned as token.Newline (the preprocessor needs them; it drops them
// before the parser sees the tokens).
package scanner

import (
	"bytes"

	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// Scanner holds the scanning state.
type Scanner struct {
	file  string
	src   []byte // spliced source
	errs  *diag.List
	off   int
	line  int
	col   int
	space bool // white space seen before the next token
	bol   bool // next token is first on its line
	// segs maps offsets of src to original positions when splices were
	// removed (nil otherwise); seg is the current one.
	segs []segment
	seg  int
	// intern holds identifier spellings already seen.
	intern map[string]string
}

// New returns a scanner for src that reports to errs.
func New(file string, src []byte, errs *diag.List) *Scanner {
	// A UTF-8 byte order mark, which some editors write, is not part of the
	// program.
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))
	s := &Scanner{file: file, src: src, errs: errs, line: 1, col: 1, bol: true}
	if bytes.Contains(src, []byte("\\\n")) || bytes.Contains(src, []byte("\\\r\n")) {
		s.splice()
	}
	return s
}

// segment maps a run of the spliced source that holds no newline and no
// splice to its original position: byte off+i is at line, col+i.
type segment struct {
	off       int
	line, col int32
}

// splice removes backslash-newlines, remembering where each line and each
// spliced piece started in the original.
func (s *Scanner) splice() {
	out := make([]byte, 0, len(s.src))
	src := s.src
	line, col := int32(1), int32(1)
	segs := []segment{{0, 1, 1}}
	for i := 0; i < len(src); i++ {
		if src[i] == '\\' {
			j := i + 1
			if j < len(src) && src[j] == '\r' {
				j++
			}
			if j < len(src) && src[j] == '\n' {
				i = j
				line++
				col = 1
				segs = append(segs, segment{len(out), line, col})
				continue
			}
		}
		out = append(out, src[i])
		if src[i] == '\n' {
			line++
			col = 1
			segs = append(segs, segment{len(out), line, col})
		} else {
			col++
		}
	}
	s.src, s.segs = out, segs
}

// Tokenize scans all of src, newlines included, ending with an EOF token.
func Tokenize(file string, src []byte, errs *diag.List) []token.Token {
	s := New(file, src, errs)
	toks := make([]token.Token, 0, len(src)/3+1)
	for {
		t := s.Next()
		toks = append(toks, t)
		if t.Kind == token.EOF {
			return toks
		}
	}
}

func (s *Scanner) peekAt(k int) byte {
	if i := s.off + k; i < len(s.src) {
		return s.src[i]
	}
	return 0
}

func (s *Scanner) cur() byte { return s.peekAt(0) }

func (s *Scanner) advance() {
	if s.off >= len(s.src) {
		return
	}
	if s.src[s.off] == '\n' {
		s.line++
		s.col = 1
	} else {
		s.col++
	}
	s.off++
}

func (s *Scanner) pos() token.Pos {
	if s.segs != nil {
		// s.off only grows, so the segment cursor only moves forward.
		for s.seg+1 < len(s.segs) && s.segs[s.seg+1].off <= s.off {
			s.seg++
		}
		g := s.segs[s.seg]
		return token.Pos{Line: g.line, Col: g.col + int32(s.off-g.off)}
	}
	return token.Pos{Line: int32(s.line), Col: int32(s.col)}
}

func (s *Scanner) errorf(p token.Pos, format string, args ...any) {
	s.errs.Add(p.In(s.file), diag.KindSyntax, format, args...)
}

// Next returns the next token.
func (s *Scanner) Next() token.Token {
	s.skipSpace()
	t := token.Token{Pos: s.pos(), SpaceBefore: s.space, BOL: s.bol}
	s.space = false
	start := s.off
	if s.off >= len(s.src) {
		t.Kind = token.EOF
		return t
	}
	c := s.src[s.off]
	switch {
	case c == '\n':
		s.advance()
		t.Kind = token.Newline
		s.bol = true
		return t
	case isLetter(c):
		for s.off < len(s.src) && (isLetter(s.src[s.off]) || isDigit(s.src[s.off])) {
			s.off++
			s.col++
		}
		t.Kind = token.Ident
	case isDigit(c) || (c == '.' && isDigit(s.peekAt(1))):
		t.Kind = s.number()
	case c == '"':
		s.quoted('"', t.Pos)
		t.Kind = token.String
	case c == '\'':
		s.quoted('\'', t.Pos)
		t.Kind = token.Char
	default:
		t.Kind = s.operator()
		if t.Kind == token.Illegal {
			if c >= 0x20 && c < 0x7f {
				s.errorf(t.Pos, "unexpected character '%c'", c)
			} else {
				s.errorf(t.Pos, "unexpected character 0x%02x", c)
			}
			s.advance()
		}
	}
	s.bol = false
	t.Text = s.text(t.Kind, s.src[start:s.off])
	return t
}

// text returns a token's spelling, sharing strings where it can: an
// operator's spelling is a constant and an identifier's is interned, so
// most tokens allocate nothing.
func (s *Scanner) text(k token.Kind, b []byte) string {
	switch {
	case k == token.Ident:
		if t, ok := s.intern[string(b)]; ok {
			return t
		}
		if s.intern == nil {
			s.intern = make(map[string]string, 64)
		}
		t := string(b)
		s.intern[t] = t
		return t
	case k > token.HeaderName && k < token.Pragma:
		return k.String()
	}
	return string(b)
}

func (s *Scanner) skipSpace() {
	for s.off < len(s.src) {
		c := s.src[s.off]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			s.off++
			s.col++
			s.space = true
		case c == '/' && s.peekAt(1) == '/':
			for s.off < len(s.src) && s.src[s.off] != '\n' {
				s.off++
				s.col++
			}
			s.space = true
		case c == '/' && s.peekAt(1) == '*':
			p := s.pos()
			s.advance()
			s.advance()
			closed := false
			for s.off < len(s.src) {
				if s.src[s.off] == '*' && s.peekAt(1) == '/' {
					s.advance()
					s.advance()
					closed = true
					break
				}
				s.advance()
			}
			if !closed {
				s.errorf(p, "comment not terminated")
			}
			s.space = true
		default:
			return
		}
	}
}

// number scans a pp-number and classifies it as Int or Float. Validation
// of the digits and suffixes happens when the literal is decoded (package
// sim/cuda/literal), as in C where pp-numbers are checked late.
func (s *Scanner) number() token.Kind {
	kind := token.Int
	hex := s.cur() == '0' && (s.peekAt(1) == 'x' || s.peekAt(1) == 'X')
	for {
		c := s.cur()
		switch {
		case c == '.':
			kind = token.Float
		case (c == 'e' || c == 'E') && !hex, (c == 'p' || c == 'P') && hex:
			kind = token.Float
			if n := s.peekAt(1); n == '+' || n == '-' {
				s.advance()
			}
		case isLetter(c) || isDigit(c):
		case c == '\'' && isDigit(s.peekAt(1)): // C++14 digit separator
		default:
			return kind
		}
		s.advance()
	}
}

// quoted scans a string or character literal ending in q.
func (s *Scanner) quoted(q byte, p token.Pos) {
	s.advance()
	for {
		if s.off >= len(s.src) || s.src[s.off] == '\n' {
			if q == '"' {
				s.errorf(p, "string literal not terminated")
			} else {
				s.errorf(p, "character literal not terminated")
			}
			return
		}
		c := s.src[s.off]
		s.advance()
		if c == q {
			return
		}
		if c == '\\' && s.off < len(s.src) && s.src[s.off] != '\n' {
			s.advance()
		}
	}
}

// ops lists the operators and punctuation.
var ops = []struct {
	text string
	kind token.Kind
}{
	{"<<<", token.LaunchOpen}, {">>>", token.LaunchClose}, {"<<=", token.ShlAssign}, {">>=", token.ShrAssign},
	{"...", token.Ellipsis},
	{"->", token.Arrow}, {"++", token.Inc}, {"--", token.Dec}, {"<<", token.Shl}, {">>", token.Shr},
	{"<=", token.Leq}, {">=", token.Geq}, {"==", token.Eql}, {"!=", token.Neq}, {"&&", token.LAnd},
	{"||", token.LOr}, {"+=", token.AddAssign}, {"-=", token.SubAssign}, {"*=", token.MulAssign},
	{"/=", token.QuoAssign}, {"%=", token.RemAssign}, {"&=", token.AndAssign}, {"|=", token.OrAssign},
	{"^=", token.XorAssign}, {"##", token.HashHash}, {"::", token.ColonColon},
	{"(", token.LParen}, {")", token.RParen}, {"[", token.LBrack}, {"]", token.RBrack},
	{"{", token.LBrace}, {"}", token.RBrace}, {";", token.Semi}, {",", token.Comma}, {".", token.Dot},
	{"?", token.Question}, {":", token.Colon}, {"#", token.Hash}, {"+", token.Add}, {"-", token.Sub},
	{"*", token.Mul}, {"/", token.Quo}, {"%", token.Rem}, {"&", token.And}, {"|", token.Or},
	{"^", token.Xor}, {"!", token.Not}, {"~", token.Tilde}, {"<", token.Lss}, {">", token.Gtr},
	{"=", token.Assign},
}

func (s *Scanner) operator() token.Kind {
	// Try the longest spelling first: 3, 2, then 1 characters.
	rest := s.src[s.off:min(s.off+3, len(s.src))]
	for l := len(rest); l > 0; l-- {
		if k, ok := opKinds[string(rest[:l])]; ok {
			s.off += l
			s.col += l
			return k
		}
	}
	return token.Illegal
}

var opKinds = func() map[string]token.Kind {
	m := make(map[string]token.Kind, len(ops))
	for _, op := range ops {
		m[op.text] = op.kind
	}
	return m
}()

func isLetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || c >= 0x80
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
