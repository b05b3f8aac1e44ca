package engine_test

import (
	"bytes"
	"strings"
	"testing"
)

// TestLaunchFromHostLambda: a lambda is __host__ __device__ in the lab, and
// a launch in it runs when the lambda is called from host code (a smoke
// test of public programs found it refused as dynamic parallelism); the
// same lambda called in a kernel reports dynamic parallelism when it runs.
func TestLaunchFromHostLambda(t *testing.T) {
	const src = `#include <cstdio>
__global__ void k(int *p) { p[threadIdx.x] = threadIdx.x + 1; }
int main() {
    int *d, h[2];
    cudaMalloc(&d, sizeof h);
    auto run = [&]() { k<<<1, 2>>>(d); };
    run();
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d\n", h[0], h[1]);
    return 0;
}
`
	var out bytes.Buffer
	res := runSourceBudget("lambda.cu", []byte(src), &out, 0)
	if out.String() != "1 2\n" || len(res.Diagnostics) > 0 {
		t.Errorf("output %q, diagnostics %v", out.String(), res.Diagnostics)
	}
	const onDevice = `__global__ void k(int *p) { p[threadIdx.x] = 1; }
__host__ __device__ void launch(int *p) { k<<<1, 1>>>(p); }
__global__ void outer(int *p) { launch(p); }
int main() {
    int *d;
    cudaMalloc(&d, 4);
    outer<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    return 0;
}
`
	out.Reset()
	res = runSourceBudget("device.cu", []byte(onDevice), &out, 0)
	if !strings.Contains(res.Diagnostics.Error(), "dynamic parallelism") {
		t.Errorf("a launch run on the device: diagnostics %v", res.Diagnostics)
	}
}
