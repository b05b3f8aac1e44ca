package check

import (
	"os"
	"testing"

	"simtlab/sim/cuda/parser"
	"simtlab/sim/cuda/preprocess"
	"simtlab/sim/cuda/scanner"
	"simtlab/sim/diag"
)

// BenchmarkPhases splits the front end's time on a conformance program.
func BenchmarkPhases(b *testing.B) {
	src, err := os.ReadFile("../../../tests/conformance/matmul_tiled.cu")
	if err != nil {
		b.Skip(err)
	}
	b.Run("scan", func(b *testing.B) {
		for b.Loop() {
			var errs diag.List
			scanner.Tokenize("m.cu", src, &errs)
		}
	})
	b.Run("preprocess", func(b *testing.B) {
		for b.Loop() {
			var errs diag.List
			preprocess.Process("m.cu", src, &errs)
		}
	})
	b.Run("parse", func(b *testing.B) {
		for b.Loop() {
			var errs diag.List
			parser.ParseFile("m.cu", src, &errs)
		}
	})
	b.Run("check", func(b *testing.B) {
		for b.Loop() {
			File("m.cu", src)
		}
	})
}
