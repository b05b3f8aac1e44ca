package engine_test

import (
	"bytes"
	"strings"
	"testing"
)

// TestHostVLA: host arrays whose size is known only at run time (GNU
// C++'s variable-length arrays, which nvcc's host compiler accepts): one
// and two dimensions, passed to functions and to cudaMemcpy, declared
// again in a loop, zeroed by {} and {0}, measured by sizeof at run time
// (tests/gpu/probe/syntax); a negative size is a runtime error at its line.
func TestHostVLA(t *testing.T) {
	const src = `#include <cstdio>
#include <cstring>
void fill(int *p, int n) { for (int i = 0; i < n; i++) p[i] = i * i; }
__global__ void add(const int *a, int *c, int n) { int i = threadIdx.x; if (i < n) c[i] = a[i] + 1; }
int main() {
    int num = 10;
    int a[num], c[num];
    float m[num][4];
    fill(a, num);
    for (int i = 0; i < num; i++) for (int j = 0; j < 4; j++) m[i][j] = i + j * 0.5f;
    int *da, *dc;
    cudaMalloc(&da, num * sizeof(int));
    cudaMalloc(&dc, num * sizeof(int));
    cudaMemcpy(da, a, num * sizeof(int), cudaMemcpyHostToDevice);
    add<<<1, 32>>>(da, dc, num);
    cudaMemcpy(c, dc, num * sizeof(int), cudaMemcpyDeviceToHost);
    int zeroed[num] = {0}, empty[num] = {};
    printf("%d %d %.1f %.1f %zu %zu %d %d\n", c[3], c[9], m[3][2], m[9][3], sizeof(a), sizeof m, zeroed[9], empty[0]);
    for (int k = 1; k <= 3; k++) {
        char buf[k * 4];
        memset(buf, 'a' + k, k * 4 - 1);
        buf[k * 4 - 1] = 0;
        printf("%s ", buf);
    }
    printf("\n");
    int bad = -2;
    int neg[bad];
    neg[0] = 1;
    return 0;
}
`
	var out bytes.Buffer
	res := runSourceBudget("vla.cu", []byte(src), &out, 0)
	if out.String() != "10 82 4.0 10.5 40 160 0 0\nbbb ccccccc ddddddddddd \n" {
		t.Errorf("output %q, diagnostics %v", out.String(), res.Diagnostics)
	}
	if d := res.Diagnostics.Error(); len(res.Diagnostics) != 1 || !strings.Contains(d, "vla.cu:27:") || !strings.Contains(d, "a variable-length array of -2 elements") {
		t.Errorf("diagnostics %v, want one for line 27", res.Diagnostics)
	}
}
