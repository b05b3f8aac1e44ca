// Package scanner splits CUDA C source into tokens.
//
// The scanner works on one file and reports malformed input (an unterminated
// comment or literal, a stray character) to a diag.List and keeps going. Line
// continuations (backslash-newline) are spliced as in C's translation phase
// 2. Newlines are returned as token.Newline only when the scanner is asked
// to (the preprocessor needs them; the parser never sees them).
package scanner

import (
	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

// Scanner holds the scanning state.
type Scanner struct {
	file  string
	src   []byte
	errs  *diag.List
	off   int
	line  int
	col   int
	space bool // white space seen before the next token
	bol   bool // next token is first on its line
}

// New returns a scanner for src that reports to errs.
func New(file string, src []byte, errs *diag.List) *Scanner {
	return &Scanner{file: file, src: src, errs: errs, line: 1, col: 1, bol: true}
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

// peekAt returns the byte k positions ahead, skipping line continuations.
func (s *Scanner) peekAt(k int) byte {
	i := s.off
	for {
		i = s.skipSplices(i)
		if i >= len(s.src) {
			return 0
		}
		if k == 0 {
			return s.src[i]
		}
		k--
		i++
	}
}

// skipSplices skips backslash-newline pairs starting at i.
func (s *Scanner) skipSplices(i int) int {
	for i < len(s.src) && s.src[i] == '\\' {
		j := i + 1
		if j < len(s.src) && s.src[j] == '\r' {
			j++
		}
		if j < len(s.src) && s.src[j] == '\n' {
			i = j + 1
			continue
		}
		break
	}
	return i
}

func (s *Scanner) cur() byte { return s.peekAt(0) }

// advance consumes one character (after any splices).
func (s *Scanner) advance() {
	for {
		i := s.skipSplices(s.off)
		if i != s.off {
			// count the spliced newlines
			for k := s.off; k < i; k++ {
				if s.src[k] == '\n' {
					s.line++
					s.col = 1
				}
			}
			s.off = i
			continue
		}
		break
	}
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

func (s *Scanner) pos() diag.Pos { return diag.Pos{File: s.file, Line: s.line, Col: s.col} }

func (s *Scanner) errorf(p diag.Pos, format string, args ...any) {
	s.errs.Add(p, diag.KindSyntax, format, args...)
}

// Next returns the next token.
func (s *Scanner) Next() token.Token {
	s.skipSpace()
	// Settle the position past any splices so that the token starts there.
	s.off = s.settle()
	t := token.Token{Pos: s.pos(), SpaceBefore: s.space, BOL: s.bol}
	s.space = false
	start := s.off
	c := s.cur()
	switch {
	case s.off >= len(s.src):
		t.Kind = token.EOF
		return t
	case c == '\n':
		s.advance()
		t.Kind = token.Newline
		s.bol = true
		return t
	case isLetter(c):
		for isLetter(s.cur()) || isDigit(s.cur()) {
			s.advance()
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
	t.Text = s.text(start)
	// L"..." and u8"..." prefixes: treat the prefix as part of the literal.
	return t
}

// settle returns the offset past splices at the current offset, updating the line.
func (s *Scanner) settle() int {
	i := s.skipSplices(s.off)
	for k := s.off; k < i; k++ {
		if s.src[k] == '\n' {
			s.line++
			s.col = 1
		}
	}
	return i
}

// text returns the source between start and the current offset with line
// continuations removed.
func (s *Scanner) text(start int) string {
	raw := s.src[start:s.off]
	for _, b := range raw {
		if b == '\\' {
			out := make([]byte, 0, len(raw))
			for i := 0; i < len(raw); i++ {
				if raw[i] == '\\' {
					j := i + 1
					if j < len(raw) && raw[j] == '\r' {
						j++
					}
					if j < len(raw) && raw[j] == '\n' {
						i = j
						continue
					}
				}
				out = append(out, raw[i])
			}
			return string(out)
		}
	}
	return string(raw)
}

func (s *Scanner) skipSpace() {
	for s.off < len(s.src) {
		c := s.cur()
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			s.advance()
			s.space = true
		case c == '/' && s.peekAt(1) == '/':
			for s.off < len(s.src) && s.cur() != '\n' {
				s.advance()
			}
			s.space = true
		case c == '/' && s.peekAt(1) == '*':
			p := s.pos()
			s.advance()
			s.advance()
			closed := false
			for s.off < len(s.src) {
				if s.cur() == '*' && s.peekAt(1) == '/' {
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
// sim/cuda/parser), as in C where pp-numbers are checked late.
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
func (s *Scanner) quoted(q byte, p diag.Pos) {
	s.advance()
	for {
		if s.off >= len(s.src) || s.cur() == '\n' {
			if q == '"' {
				s.errorf(p, "string literal not terminated")
			} else {
				s.errorf(p, "character literal not terminated")
			}
			return
		}
		c := s.cur()
		s.advance()
		if c == q {
			return
		}
		if c == '\\' && s.off < len(s.src) && s.cur() != '\n' {
			s.advance()
		}
	}
}

// ops lists the operators longest first within each leading character.
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
	var buf [3]byte
	n := 0
	for n < 3 {
		c := s.peekAt(n)
		if c == 0 || !isPunct(c) {
			break
		}
		buf[n] = c
		n++
	}
	for l := n; l > 0; l-- {
		if k, ok := opKinds[string(buf[:l])]; ok {
			for range l {
				s.advance()
			}
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

func isPunct(c byte) bool {
	switch c {
	case '<', '>', '=', '!', '+', '-', '*', '/', '%', '&', '|', '^', '~', '.', ',', ';', ':', '?', '#', '(', ')', '[', ']', '{', '}':
		return true
	}
	return false
}

func isLetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || c >= 0x80
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
