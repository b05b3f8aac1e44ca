package browserbench

import (
	"strings"
	"testing"
)

// TestWorkloads checks the programs handed to the page are whole CUDA
// programs with their expected output.
func TestWorkloads(t *testing.T) {
	ws := benchWorkloads()
	if len(ws) < 2 {
		t.Fatalf("got %d workloads, want the matmul and the reduction", len(ws))
	}
	for _, w := range ws {
		if !strings.Contains(w.Src, "__global__") || !strings.Contains(w.Src, "int main()") || w.want == "" {
			t.Errorf("%s: not a CUDA program with a kernel, main and an expected output", w.Name)
		}
	}
}

func TestMedian(t *testing.T) {
	tests := []struct {
		in   []float64
		want float64
	}{
		{[]float64{7}, 7},
		{[]float64{3, 1, 2}, 2},
		{[]float64{4, 1, 3, 2}, 2.5},
		{[]float64{5, 5, 1, 9, 5}, 5},
	}
	for _, tt := range tests {
		in := append([]float64(nil), tt.in...)
		if got := median(in); got != tt.want {
			t.Errorf("median(%v) = %v, want %v", tt.in, got, tt.want)
		}
		for i := range in {
			if in[i] != tt.in[i] {
				t.Errorf("median(%v) reordered its argument to %v", tt.in, in)
				break
			}
		}
	}
}
