package cudalexer

import (
	"strings"

	. "github.com/alecthomas/chroma/v2" // nolint: revive // token type names read best unqualified
)

// CUDA highlights CUDA C++ (and plain C and C++, a subset of it).
var CUDA Lexer = lexer{}

var config = &Config{
	Name:      "CUDA",
	Aliases:   []string{"cuda", "cu", "c", "cpp", "c++", "h"},
	Filenames: []string{"*.cu", "*.cuh"},
	MimeTypes: []string{"text/x-cuda"},
}

type lexer struct{}

func (lexer) Config() *Config                          { return config }
func (l lexer) SetRegistry(*LexerRegistry) Lexer       { return l }
func (l lexer) SetAnalyser(func(string) float32) Lexer { return l }
func (lexer) AnalyseText(text string) float32 {
	if strings.Contains(text, "__global__") {
		return 0.9
	}
	return 0
}

// Tokenise splits text into tokens whose values concatenate back to text.
func (lexer) Tokenise(_ *TokeniseOptions, text string) (Iterator, error) {
	return Literator(scan(text)...), nil
}

func scan(src string) []Token {
	var toks []Token
	emit := func(t TokenType, v string) {
		if v == "" {
			return
		}
		// Merge runs of the same type, as chroma's coalescing does.
		if n := len(toks); n > 0 && toks[n-1].Type == t && t != Punctuation && t != Operator {
			toks[n-1].Value += v
			return
		}
		toks = append(toks, Token{Type: t, Value: v})
	}
	lineStart := true // only whitespace since the last newline
	i := 0
	for i < len(src) {
		c := src[i]
		start := i
		switch {
		case c == '\n':
			i++
			emit(TextWhitespace, src[start:i])
			lineStart = true
			continue
		case c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v':
			for i < len(src) && strings.IndexByte(" \t\r\f\v", src[i]) >= 0 {
				i++
			}
			emit(TextWhitespace, src[start:i])
			continue
		case c == '#' && lineStart:
			i = directive(src, i, emit)
		case c == '/' && strings.HasPrefix(src[i:], "//"):
			i = lineEnd(src, i)
			emit(CommentSingle, src[start:i])
		case c == '/' && strings.HasPrefix(src[i:], "/*"):
			if end := strings.Index(src[i+2:], "*/"); end >= 0 {
				i += end + 4
			} else {
				i = len(src)
			}
			emit(CommentMultiline, src[start:i])
		case c == '"':
			i = stringLit(src, i, emit)
		case c == '\'':
			i = charLit(src, i)
			emit(LiteralStringChar, src[start:i])
		case isDigit(c) || c == '.' && i+1 < len(src) && isDigit(src[i+1]):
			var t TokenType
			i, t = number(src, i)
			emit(t, src[start:i])
		case isIdentStart(c):
			for i < len(src) && isIdent(src[i]) {
				i++
			}
			word := src[start:i]
			t, ok := classes[word]
			if !ok {
				t = Name
				j := i
				for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
					j++
				}
				if j < len(src) && src[j] == '(' {
					t = NameFunction
				}
			}
			emit(t, word)
		case strings.HasPrefix(src[i:], "<<<") || strings.HasPrefix(src[i:], ">>>"):
			i += 3
			emit(Punctuation, src[start:i])
		case strings.IndexByte("~!%^&*+=|?:<>/-", c) >= 0:
			i++
			emit(Operator, src[start:i])
		case strings.IndexByte("()[]{},.;", c) >= 0:
			i++
			emit(Punctuation, src[start:i])
		default:
			i++
			for i < len(src) && src[i] >= 0x80 && src[i] < 0xC0 { // rest of a UTF-8 sequence
				i++
			}
			emit(Text, src[start:i])
		}
		lineStart = false
	}
	return toks
}

// directive scans a preprocessor line, with backslash continuations.
func directive(src string, i int, emit func(TokenType, string)) int {
	start := i
	for i < len(src) && src[i] != '\n' {
		if src[i] == '\\' && i+1 < len(src) && src[i+1] == '\n' {
			i += 2
			continue
		}
		if strings.HasPrefix(src[i:], "//") {
			emit(CommentPreproc, src[start:i])
			end := lineEnd(src, i)
			emit(CommentSingle, src[i:end])
			return end
		}
		i++
	}
	line := src[start:i]
	if j := strings.Index(line, "include"); j >= 0 {
		rest := line[j+len("include"):]
		trimmed := strings.TrimLeft(rest, " \t")
		if strings.HasPrefix(trimmed, "<") || strings.HasPrefix(trimmed, `"`) {
			file := start + j + len("include") + len(rest) - len(trimmed)
			emit(CommentPreproc, src[start:file])
			emit(CommentPreprocFile, src[file:i])
			return i
		}
	}
	emit(CommentPreproc, line)
	return i
}

func lineEnd(src string, i int) int {
	if end := strings.IndexByte(src[i:], '\n'); end >= 0 {
		return i + end
	}
	return len(src)
}

// stringLit scans "…", marking escapes and printf conversions.
func stringLit(src string, i int, emit func(TokenType, string)) int {
	emit(LiteralString, `"`)
	i++
	run := i
	flush := func(to int) { emit(LiteralString, src[run:to]) }
	for i < len(src) && src[i] != '"' && src[i] != '\n' {
		switch src[i] {
		case '\\':
			flush(i)
			end := min(i+2, len(src))
			emit(LiteralStringEscape, src[i:end])
			i, run = end, end
		case '%':
			end := i + 1
			for end < len(src) && strings.IndexByte("-+ #0123456789.*hlzjtL", src[end]) >= 0 {
				end++
			}
			if end < len(src) && strings.IndexByte("diouxXeEfFgGaAcspn%", src[end]) >= 0 {
				flush(i)
				emit(LiteralStringInterpol, src[i:end+1])
				i, run = end+1, end+1
			} else {
				i++
			}
		default:
			i++
		}
	}
	if i < len(src) && src[i] == '"' {
		i++
	}
	flush(i)
	return i
}

func charLit(src string, i int) int {
	i++
	for i < len(src) && src[i] != '\'' && src[i] != '\n' {
		if src[i] == '\\' {
			i++
		}
		i++
	}
	if i < len(src) && src[i] == '\'' {
		i++
	}
	return min(i, len(src))
}

// number scans an integer or floating literal with its suffixes.
func number(src string, i int) (int, TokenType) {
	if src[i] == '0' && i+1 < len(src) && (src[i+1] == 'x' || src[i+1] == 'X') {
		i += 2
		for i < len(src) && (isHex(src[i]) || src[i] == '\'') {
			i++
		}
		return suffix(src, i, "uUlL"), LiteralNumberHex
	}
	if src[i] == '0' && i+1 < len(src) && (src[i+1] == 'b' || src[i+1] == 'B') {
		i += 2
		for i < len(src) && (src[i] == '0' || src[i] == '1' || src[i] == '\'') {
			i++
		}
		return suffix(src, i, "uUlL"), LiteralNumberBin
	}
	t := LiteralNumberInteger
	for i < len(src) && (isDigit(src[i]) || src[i] == '\'') {
		i++
	}
	if i < len(src) && src[i] == '.' {
		t = LiteralNumberFloat
		i++
		for i < len(src) && isDigit(src[i]) {
			i++
		}
	}
	if i < len(src) && (src[i] == 'e' || src[i] == 'E') {
		j := i + 1
		if j < len(src) && (src[j] == '+' || src[j] == '-') {
			j++
		}
		if j < len(src) && isDigit(src[j]) {
			t = LiteralNumberFloat
			for i = j; i < len(src) && isDigit(src[i]); i++ {
			}
		}
	}
	if t == LiteralNumberFloat || i < len(src) && (src[i] == 'f' || src[i] == 'F') {
		return suffix(src, i, "fFlL"), LiteralNumberFloat
	}
	return suffix(src, i, "uUlL"), t
}

func suffix(src string, i int, letters string) int {
	for i < len(src) && strings.IndexByte(letters, src[i]) >= 0 {
		i++
	}
	return i
}

func isDigit(c byte) bool      { return c >= '0' && c <= '9' }
func isHex(c byte) bool        { return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' }
func isIdentStart(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isIdent(c byte) bool      { return isIdentStart(c) || isDigit(c) }
