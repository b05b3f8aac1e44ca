// A shuffle inside a divergent branch, with the branch's own lanes as its
// mask, naming a source lane that took the other branch: what does the
// lane read? And the same source from its own branch, for comparison.
#include <cstdio>

__global__ void branches(int *out) {
    int lane = threadIdx.x & 31;
    int v = lane * 100 + 7;
    int other, same, far;
    if (lane & 1) {
        v += 1;
        unsigned m = __activemask();
        other = __shfl_sync(m, v, lane ^ 1);
        same = __shfl_sync(m, v, lane ^ 2);
        far = __shfl_down_sync(m, v, 3);
    } else {
        v += 2;
        unsigned m = __activemask();
        other = __shfl_sync(m, v, lane ^ 1);
        same = __shfl_sync(m, v, lane ^ 2);
        far = __shfl_up_sync(m, v, 1);
    }
    out[lane * 3] = other;
    out[lane * 3 + 1] = same;
    out[lane * 3 + 2] = far;
}

int main() {
    int *d;
    cudaMalloc(&d, 96 * sizeof(int));
    branches<<<1, 32>>>(d);
    int h[96];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int l = 0; l < 32; l += 3)
        printf("lane %d: other %d same %d far %d\n", l, h[l * 3], h[l * 3 + 1], h[l * 3 + 2]);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
