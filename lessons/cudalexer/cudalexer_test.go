package cudalexer

import (
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
)

func TestTokens(t *testing.T) {
	src := `#include <cstdio>
__global__ void add(const float* a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x; // global index
    __shared__ float4 tile[32];
    __syncthreads();
    printf("i=%d\n", i);
}
int main() { add<<<3, 32>>>(0, 96); return 0; }
`
	it, err := CUDA.Tokenise(nil, src)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]chroma.TokenType{
		"__global__":      chroma.KeywordReserved,
		"__shared__":      chroma.KeywordReserved,
		"blockIdx":        chroma.NameBuiltin,
		"threadIdx":       chroma.NameBuiltin,
		"__syncthreads":   chroma.NameBuiltin,
		"float4":          chroma.KeywordType,
		"<<<":             chroma.Punctuation,
		">>>":             chroma.Punctuation,
		"%d":              chroma.LiteralStringInterpol,
		"add":             chroma.NameFunction,
		"// global index": chroma.CommentSingle,
	}
	var b strings.Builder
	for tok := it(); tok != chroma.EOF; tok = it() {
		b.WriteString(tok.Value)
		if w, ok := want[tok.Value]; ok {
			if tok.Type != w {
				t.Errorf("%q: got %v, want %v", tok.Value, tok.Type, w)
			}
			delete(want, tok.Value)
		}
		if tok.Type == chroma.Error {
			t.Errorf("error token %q", tok.Value)
		}
	}
	for v := range want {
		t.Errorf("token %q never seen", v)
	}
	if b.String() != src {
		t.Errorf("tokens do not reassemble the source:\n%s", b.String())
	}
}

func TestScanClasses(t *testing.T) {
	tests := []struct {
		src  string
		want []chroma.Token
	}{
		{"0x1Fu 3.5f 1e-3 .5 42 0b101", []chroma.Token{
			{Type: chroma.LiteralNumberHex, Value: "0x1Fu"}, {Type: chroma.TextWhitespace, Value: " "},
			{Type: chroma.LiteralNumberFloat, Value: "3.5f"}, {Type: chroma.TextWhitespace, Value: " "},
			{Type: chroma.LiteralNumberFloat, Value: "1e-3"}, {Type: chroma.TextWhitespace, Value: " "},
			{Type: chroma.LiteralNumberFloat, Value: ".5"}, {Type: chroma.TextWhitespace, Value: " "},
			{Type: chroma.LiteralNumberInteger, Value: "42"}, {Type: chroma.TextWhitespace, Value: " "},
			{Type: chroma.LiteralNumberBin, Value: "0b101"}}},
		{"#include <cstdio>\n", []chroma.Token{
			{Type: chroma.CommentPreproc, Value: "#include "}, {Type: chroma.CommentPreprocFile, Value: "<cstdio>"},
			{Type: chroma.TextWhitespace, Value: "\n"}}},
		{"#define N \\\n 4 // four\nx", []chroma.Token{
			{Type: chroma.CommentPreproc, Value: "#define N \\\n 4 "}, {Type: chroma.CommentSingle, Value: "// four"},
			{Type: chroma.TextWhitespace, Value: "\n"}, {Type: chroma.Name, Value: "x"}}},
		{`"a\"%5.2f"`, []chroma.Token{
			{Type: chroma.LiteralString, Value: `"a`}, {Type: chroma.LiteralStringEscape, Value: `\"`},
			{Type: chroma.LiteralStringInterpol, Value: "%5.2f"}, {Type: chroma.LiteralString, Value: `"`}}},
		{"a /* open", []chroma.Token{
			{Type: chroma.Name, Value: "a"}, {Type: chroma.TextWhitespace, Value: " "},
			{Type: chroma.CommentMultiline, Value: "/* open"}}},
		{"x = a < b;", []chroma.Token{
			{Type: chroma.Name, Value: "x"}, {Type: chroma.TextWhitespace, Value: " "}, {Type: chroma.Operator, Value: "="},
			{Type: chroma.TextWhitespace, Value: " "}, {Type: chroma.Name, Value: "a"}, {Type: chroma.TextWhitespace, Value: " "},
			{Type: chroma.Operator, Value: "<"}, {Type: chroma.TextWhitespace, Value: " "}, {Type: chroma.Name, Value: "b"},
			{Type: chroma.Punctuation, Value: ";"}}},
	}
	for _, tt := range tests {
		got := scan(tt.src)
		if len(got) != len(tt.want) {
			t.Errorf("%q:\n got %v\nwant %v", tt.src, got, tt.want)
			continue
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Errorf("%q: token %d = %v %q, want %v %q", tt.src, i, got[i].Type, got[i].Value, tt.want[i].Type, tt.want[i].Value)
			}
		}
	}
}

// FuzzScan: the tokens of any input concatenate back to the input.
func FuzzScan(f *testing.F) {
	for _, s := range []string{"#include <a>\nint x = 0x1f;", `"%d\n`, "'\\", "/* x", "a<<<1,2>>>()", "\xff\xfe é"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		var b strings.Builder
		for _, tok := range scan(src) {
			if tok.Value == "" {
				t.Fatal("empty token")
			}
			b.WriteString(tok.Value)
		}
		if b.String() != src {
			t.Fatalf("tokens reassemble to %q", b.String())
		}
	})
}
