package engine

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"simtlab/sim/cuda/check"
)

// runCounted runs a program with count regions on or off and returns all
// it produced: output, exit code, diagnostics, and every launch's metrics
// and per-line metrics.
func runCounted(t *testing.T, name string, src []byte, regions bool) string {
	t.Helper()
	defer func(old bool) { countRegions = old }(countRegions)
	countRegions = regions
	f, diags := check.File(name, src)
	if diags.HasErrors() {
		return "does not compile"
	}
	var out bytes.Buffer
	res := New(context.Background(), f, src, Config{Stdout: &out, MaxSteps: 50_000_000}).Run()
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s\nexit %d\n", out.String(), res.ExitCode)
	for _, d := range res.Diagnostics {
		fmt.Fprintln(&b, d.String())
	}
	for _, l := range res.Launches {
		fmt.Fprintf(&b, "%s %v %v\n", l.Kernel, l.Metrics, l.Lines)
	}
	return b.String()
}

// TestCountRegionsChangeNothing runs the conformance corpus and the
// engine's test programs with and without count regions: every output,
// diagnostic and counter must be the same.
func TestCountRegionsChangeNothing(t *testing.T) {
	var files []string
	for _, g := range []string{"../../tests/conformance/*.cu", "testdata/*.cu"} {
		m, _ := filepath.Glob(g)
		files = append(files, m...)
	}
	if len(files) < 50 {
		t.Fatalf("only %d programs found", len(files))
	}
	if testing.Short() {
		files = files[:len(files)/4]
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		name := filepath.Base(file)
		on, off := runCounted(t, name, src, true), runCounted(t, name, src, false)
		if on != off {
			t.Errorf("%s: with count regions:\n%s\nwithout:\n%s", name, on, off)
		}
	}
}

// TestLastBlockStillFaults checks that the warp's memory of the last block
// it accessed lets no bad access through: past the end of the block, after
// free, misaligned on the device, and a host block from a kernel.
func TestLastBlockStillFaults(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"past the end", `#include <cstdlib>
int main() { int *p = (int *)malloc(16); for (int i = 0; i < 5; i++) p[i] = i; return 0; }`, "out of bounds"},
		{"after free", `#include <cstdlib>
int main() { int *p = (int *)malloc(16); p[0] = 1; free(p); p[1] = 2; return 0; }`, "freed"},
		{"misaligned", `__global__ void k(int *p) { p[0] = 1; *(int *)((char *)p + 2) = 2; }
int main() { int *d; cudaMalloc(&d, 64); k<<<1, 1>>>(d); cudaDeviceSynchronize(); return 0; }`, "aligned"},
		{"host block in a kernel", `#include <cstdlib>
__global__ void k(int *d, int *h) { d[0] = 1; d[1] = h[0]; }
int main() { int *d; cudaMalloc(&d, 64); int *h = (int *)malloc(64); h[0] = 1; k<<<1, 1>>>(d, h); cudaDeviceSynchronize(); return 0; }`, "host pointer"},
	}
	for _, tc := range cases {
		got := runCounted(t, "f.cu", []byte(tc.src), true)
		if !strings.Contains(got, tc.want) {
			t.Errorf("%s: no %q in\n%s", tc.name, tc.want, got)
		}
	}
}
