// A warp reduction with a full mask in a block of 40 threads: the second warp's shuffles read
// lanes that hold no thread. CUDA leaves those values undefined (an H200 gives 0, which spoils a
// maximum of negative numbers); compute-sanitizer reports nothing, the lab warns.
// sanitizer-tool: synccheck
#include <cstdio>

__global__ void blockMax(const int *in, int *out) {
    int v = in[threadIdx.x];
    for (int o = 16; o > 0; o >>= 1)
        v = max(v, __shfl_down_sync(0xffffffff, v, o)); // ERROR "reads lane 16, which holds no thread"
    if ((threadIdx.x & 31) == 0) out[threadIdx.x / 32] = v;
}

int main() {
    int h[40], *in, *out, r[2];
    for (int i = 0; i < 40; i++) h[i] = -100 - i;
    cudaMalloc(&in, sizeof h);
    cudaMalloc(&out, sizeof r);
    cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
    blockMax<<<1, 40>>>(in, out);
    cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
    printf("%d %d\n", r[0], r[1]);
    return 0;
}
