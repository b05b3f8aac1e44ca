package engine

import (
	"strings"
	"testing"
)

// runCounted runs a program with count regions on or off and reports all
// it produced (runReport).
func runCounted(t *testing.T, name string, src []byte, regions bool) string {
	t.Helper()
	defer func(old bool) { countRegions = old }(countRegions)
	countRegions = regions
	r, _ := runReport(t, name, src, false, 50_000_000)
	return r
}

// TestCountRegionsChangeNothing runs the conformance corpus and the
// engine's test programs with and without count regions: every output,
// diagnostic and counter must be the same.
func TestCountRegionsChangeNothing(t *testing.T) {
	sameWithAndWithout(t, "count regions", corpusPrograms(t), func(name string, src []byte, on bool) string {
		return runCounted(t, name, src, on)
	})
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
