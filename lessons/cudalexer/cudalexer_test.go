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
