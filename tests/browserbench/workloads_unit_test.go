package browserbench

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestLoadWorkloads reads sim's real benchmark file: it fails as soon as
// the native benchmarks rename or drop a workload this benchmark runs.
func TestLoadWorkloads(t *testing.T) {
	ws, err := loadWorkloads(benchSource)
	if err != nil {
		t.Fatal(err)
	}
	if len(ws) != len(workloadConsts) {
		t.Fatalf("got %d workloads, want %d", len(ws), len(workloadConsts))
	}
	for i, w := range ws {
		if w.Name != workloadConsts[i].name || w.File != workloadConsts[i].file {
			t.Errorf("workload %d is %s (%s), want %s (%s)", i, w.Name, w.File, workloadConsts[i].name, workloadConsts[i].file)
		}
		if !strings.Contains(w.Src, "__global__") || !strings.Contains(w.Src, "int main()") {
			t.Errorf("%s: the source is not a CUDA program with a kernel and main:\n%s", w.Name, w.Src)
		}
	}
}

func TestLoadWorkloadsMissingConstant(t *testing.T) {
	_, err := loadWorkloads(filepath.Join("testdata", "renamed_bench.go.txt"))
	if err == nil {
		t.Fatal("no error for a file without matmulSrc")
	}
	for _, want := range []string{"matmulSrc", "matmul256", "matmulProgram reduceSrc"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %q", err, want)
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
