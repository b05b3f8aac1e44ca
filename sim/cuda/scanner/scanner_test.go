package scanner

import (
	"strings"
	"testing"

	"simtlab/sim/cuda/token"
	"simtlab/sim/diag"
)

func kinds(toks []token.Token) string {
	var parts []string
	for _, t := range toks {
		switch t.Kind {
		case token.Newline:
			parts = append(parts, "NL")
		case token.EOF:
			parts = append(parts, "EOF")
		default:
			parts = append(parts, t.String())
		}
	}
	return strings.Join(parts, " ")
}

func TestTokens(t *testing.T) {
	tests := []struct{ src, want string }{
		{"int x = 42;", "int x = 42 ; EOF"},
		{"a<<<g, b>>>(p);", "a <<< g , b >>> ( p ) ; EOF"},
		{"x <<= 1; y >>= 2; z->w", "x <<= 1 ; y >>= 2 ; z -> w EOF"},
		{"1.0f .5 1e-3 0x1p4 10u 1ull 0x2A 052", "1.0f .5 1e-3 0x1p4 10u 1ull 0x2A 052 EOF"},
		{`'a' '\n' "s\"t"`, `'a' '\n' "s\"t" EOF`},
		{"a // comment\nb /* c\n d */ e", "a NL b e EOF"},
		{"#define X \\\n 1\nX", "# define X 1 NL X EOF"},
		{"a...b::c", "a ... b :: c EOF"},
		{"x+++y", "x ++ + y EOF"},
		{"\xef\xbb\xbf#x\r\ny", "# x NL y EOF"},
	}
	for _, tt := range tests {
		var errs diag.List
		got := kinds(Tokenize("t.cu", []byte(tt.src), &errs))
		if got != tt.want {
			t.Errorf("%q: got %s, want %s", tt.src, got, tt.want)
		}
		if len(errs) > 0 {
			t.Errorf("%q: unexpected errors %v", tt.src, errs)
		}
	}
}

func TestKinds(t *testing.T) {
	var errs diag.List
	toks := Tokenize("t.cu", []byte("1 1.5 1e3 0x10 0x1p0 'c' \"s\" id"), &errs)
	want := []token.Kind{token.Int, token.Float, token.Float, token.Int, token.Float, token.Char, token.String, token.Ident, token.EOF}
	for i, k := range want {
		if toks[i].Kind != k {
			t.Errorf("token %d (%s): kind %v, want %v", i, toks[i].Text, toks[i].Kind, k)
		}
	}
}

func TestPositions(t *testing.T) {
	var errs diag.List
	toks := Tokenize("p.cu", []byte("int\n  x =\\\n y;"), &errs)
	pos := func(line, col int) diag.Pos { return diag.Pos{File: "p.cu", Line: line, Col: col} }
	want := []diag.Pos{pos(1, 1), pos(1, 4), pos(2, 3), pos(2, 5), pos(3, 2), pos(3, 3)}
	for i, p := range want {
		if toks[i].Pos.In("p.cu") != p {
			t.Errorf("token %d %q at %v, want %v", i, toks[i].Text, toks[i].Pos, p)
		}
	}
}

func TestErrors(t *testing.T) {
	tests := []struct{ src, msg string }{
		{"/* open", "1:1: error: comment not terminated"},
		{`"abc`, "1:1: error: string literal not terminated"},
		{"'a", "1:1: error: character literal not terminated"},
		{"a @ b", "1:3: error: unexpected character '@'"},
		{"a \x01", "1:3: error: unexpected character 0x01"},
	}
	for _, tt := range tests {
		var errs diag.List
		Tokenize("", []byte(tt.src), &errs)
		if len(errs) != 1 || errs[0].String() != tt.msg {
			t.Errorf("%q: errors %v, want %s", tt.src, errs, tt.msg)
		}
	}
}

func FuzzScan(f *testing.F) {
	for _, s := range []string{"int x = 1;", "a<<<1,2>>>()", "\"\\", "'", "/*", "0x1p", "\\\n\\", "1e+"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		var errs diag.List
		toks := Tokenize("f.cu", src, &errs)
		if len(toks) == 0 || toks[len(toks)-1].Kind != token.EOF {
			t.Fatal("token list does not end with EOF")
		}
		for _, tk := range toks {
			if tk.Pos.Line < 1 || tk.Pos.Col < 1 {
				t.Fatalf("bad position %v", tk.Pos)
			}
		}
	})
}
