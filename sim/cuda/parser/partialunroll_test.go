package parser

import (
	"fmt"
	"testing"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/diag"
)

// TestPartialUnroll checks which loops are unrolled as nvcc unrolls them
// and into how many copies: the first for statement of the kernel, its
// body's statements counted (each copy is a block and a step).
func TestPartialUnroll(t *testing.T) {
	body := "{ x = x * x + c; if (x > 4.0f) break; }"
	tests := []struct {
		loop   string
		copies int // 0: left as written
	}{
		{"for (i = 0; i < 200; i++) " + body, 8},
		{"for (int i = 0; i < 1000; ++i) " + body, 8},
		{"for (i = 0; i < 100; i += 1) " + body, 4},
		{"for (i = 0; i < 50; i++) " + body, 2},
		{"for (i = 0; i < 24; i++) " + body, 24},
		{"for (i = 0; i < 30; i++) " + body, 0}, // whole or in copies: left as written
		{"for (i = 1; i <= 12; i++) " + body, 12},
		{"for (i = 0; i < 97; i++) " + body, 0},                                     // a remainder
		{"for (i = 0; i < 200; i++) { x = x * x + c; }", 0},                         // no early exit
		{"for (i = 0; i < 200; i++) { x = x + c; if (x > 4.0f) break; }", 0},        // no product
		{"for (i = 0; i < 200; i++) { x = x * x + c; if (x > 4.0f) i = 300; }", 0},  // writes the counter
		{"for (i = 0; i < 200; i++) { x = x * x; if (x > c) continue; break; }", 0}, // continue
		{"for (i = 0; i < n; i++) " + body, 0},                                      // trips unknown
		{"for (i = 0; i < 200; i += 2) " + body, 0},
		{"#pragma unroll 1\n    for (i = 0; i < 200; i++) " + body, 0},
		{"for (i = 0; i < MAXIT; i++) " + body, 4}, // const int MAXIT = 100; at file scope
	}
	for _, tc := range tests {
		src := fmt.Sprintf("const int MAXIT = 100;\n__global__ void k(float c, int n, float *out) {\n    int i;\n    float x = c;\n    %s\n    out[0] = x + i;\n}\n", tc.loop)
		var errs diag.List
		f := ParseFile("t.cu", []byte(src), &errs)
		if len(errs) > 0 {
			t.Fatalf("%s: %v", tc.loop, errs)
		}
		var loop *ast.For
		ast.Inspect(f, func(n ast.Node) bool {
			if l, ok := n.(*ast.For); ok && loop == nil {
				loop = l
			}
			return true
		})
		if loop == nil {
			t.Fatalf("%s: no loop", tc.loop)
		}
		got := 0
		if loop.Post == nil {
			got = len(loop.Body.(*ast.Block).List) / 2
		} else if tc.copies != 0 {
			t.Errorf("%s: left as written, want %d copies", tc.loop, tc.copies)
			continue
		}
		if got != tc.copies {
			t.Errorf("%s: %d copies, want %d", tc.loop, got, tc.copies)
		}
	}
}
