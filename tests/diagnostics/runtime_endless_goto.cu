// A backward goto that never stops: the step budget reports the label's line.
// sanitizer-tool: none
#include <cstdio>

__global__ void spin(int *out) {
    int n = 0;
retry: // ERROR "step budget|limit|ran more than [0-9]+ warp instructions"
    n += out[0];
    if (n >= 0) goto retry;
    out[threadIdx.x] = n;
}

int main() {
    int *out;
    cudaMalloc(&out, 32 * sizeof(int));
    cudaMemset(out, 0, 32 * sizeof(int));
    spin<<<1, 32>>>(out);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
