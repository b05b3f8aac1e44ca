// __ballot_sync and __any_sync with a mask taken from __activemask() inside a branch, after
// some lanes (lane 0 among them) returned: the mask must be read from an active lane.
#include <cstdio>
__global__ void k(const int *in, unsigned *o) {
    int lane = threadIdx.x;
    int v = in[lane];
    if (v < 0) { o[lane] = 0; o[lane + 32] = 0; return; }
    if (v % 2 == 0) {
        unsigned m = __activemask();
        o[lane] = __ballot_sync(m, v % 4 == 0);
        o[lane + 32] = m;
    } else {
        unsigned m = __activemask();
        o[lane] = __any_sync(m, v > 20);
        o[lane + 32] = m;
    }
}
int main() {
    int hv[32];
    for (int i = 0; i < 32; i++) hv[i] = (i * 29) % 50 - (i % 9 == 0 ? 60 : 0);
    int *dv;
    unsigned *d, h[64];
    cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    k<<<1, 32>>>(dv, d);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; i++) printf("v=%d %x %x\n", hv[i], h[i], h[i + 32]);
    return 0;
}
// Output:
// v=-60 0 0
// v=29 1 a2aaa8aa
// v=8 54001554 55515554
// v=37 1 a2aaa8aa
