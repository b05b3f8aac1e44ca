package engine_test

import (
	"bytes"
	"fmt"
	"testing"
)

// fuzzTemplate is a kernel whose launch shape, indexing, arithmetic and
// shared-memory use come from the fuzzer: bad launches, out-of-bounds and
// misaligned accesses, division by zero, huge shifts and divergent
// barriers must all end in a diagnostic or a result, never a panic.
const fuzzTemplate = `#include <cstdio>
__global__ void k(int *a, int n, int mul, int add, int div, int sh) {
    extern __shared__ int s[];
    int t = threadIdx.x + blockDim.x * threadIdx.y;
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int j = i * mul + add;
    s[t %% (blockDim.x + 1)] = j / div + (j %% div) + (j << sh) + (j >> sh);
    if (%s) __syncthreads();
    char *c = (char *)a;
    if (j >= 0 && j < n) a[j] += s[t] + atomicAdd(&a[0], 1) + __shfl_down_sync(0xffffffff, j, sh & 31);
    else if (%d) *(int *)(c + (j & 7)) = j;
    float f = (float)j / (float)div;
    a[i %% n] = (int)f + (int)sqrtf(f) + (int)(1e30f * f);
}
int main() {
    int *d;
    int n = %d;
    if (cudaMalloc(&d, n * sizeof(int)) != cudaSuccess) return 2;
    cudaMemset(d, 0, n * sizeof(int));
    k<<<dim3(%d, 1, 1), dim3(%d, %d, 1), %d>>>(d, n, %d, %d, %d, %d);
    printf("%%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    int h[4];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%%d %%d\n", h[0], h[3]);
    return 0;
}
`

func FuzzKernel(f *testing.F) {
	f.Add(true, false, 64, 2, 32, 1, 0, 1, 0, 1, 0)
	f.Add(false, true, 16, 1, 33, 2, 4, 3, 1, 0, 40)
	f.Add(true, true, 8, 3, 7, 5, 128, -1, 7, 5, 33)
	f.Add(false, false, 4, 0, 2048, 1, 0, 1, 0, 1, 0)
	f.Fuzz(func(t *testing.T, uniformBarrier, misalign bool, n, gx, bx, by, smem, mul, add, div, sh int) {
		clamp := func(v, lo, hi int) int { return min(max(v, lo), hi) }
		n = clamp(n, 4, 4096)
		gx, bx, by = clamp(gx, -1, 8), clamp(bx, -1, 1100), clamp(by, -1, 4)
		smem = clamp(smem, -1, 1<<17)
		cond := "t < 37"
		if uniformBarrier {
			cond = "blockIdx.x >= 0"
		}
		mis := 0
		if misalign {
			mis = 1
		}
		src := fmt.Sprintf(fuzzTemplate, cond, mis, n, gx, bx, by, smem, mul, add, div, sh)
		var out1, out2 bytes.Buffer
		r1 := runSourceBudget("fuzz.cu", []byte(src), &out1, 2_000_000)
		r2 := runSourceBudget("fuzz.cu", []byte(src), &out2, 2_000_000)
		if out1.String() != out2.String() || r1.ExitCode != r2.ExitCode || len(r1.Diagnostics) != len(r2.Diagnostics) {
			t.Fatalf("nondeterministic run:\n%s\n%s", out1.String(), out2.String())
		}
		for _, d := range r1.Diagnostics {
			if d.Kind == "unsupported" || d.Kind == "syntax" || d.Kind == "type" {
				t.Fatalf("template rejected: %v\n%s", d, src)
			}
		}
	})
}
