package check

import (
	"os"
	"testing"
)

// BenchmarkCheckMatmulTiled measures the whole front end (scan, preprocess,
// parse, check) on a conformance program; b.SetBytes reports the rate.
func BenchmarkCheckTiled(b *testing.B) {
	benchFile(b, "../../../tests/conformance/matmul_tiled.cu")
}

// BenchmarkCheckTemplates includes template instantiation.
func BenchmarkCheckTemplates(b *testing.B) {
	benchFile(b, "../../../tests/conformance/templates.cu")
}

func benchFile(b *testing.B, name string) {
	src, err := os.ReadFile(name)
	if err != nil {
		b.Skip(err)
	}
	lines := 0
	for _, c := range src {
		if c == '\n' {
			lines++
		}
	}
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, diags := File(name, src); diags.HasErrors() {
			b.Fatal(diags)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(lines)*100/1000, "µs/100lines")
}
