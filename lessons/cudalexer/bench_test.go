package cudalexer

import (
	"os"
	"testing"
)

func BenchmarkTokenise(b *testing.B) {
	src, err := os.ReadFile("../examples/hello-pack/solutions/gather-coalesced.cu")
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	for b.Loop() {
		it, err := CUDA.Tokenise(nil, string(src))
		if err != nil {
			b.Fatal(err)
		}
		for range it.Tokens() {
		}
	}
}
