#include <cstdio>

__global__ void copy(const int *in, int *out, int stride) {
    int i = threadIdx.x;
    out[i] = in[i * stride];
}

int main() {
    int *in, *out;
    cudaMalloc(&in, 64 * sizeof(int));
    cudaMalloc(&out, 32 * sizeof(int));
    cudaMemset(in, 0, 64 * sizeof(int));
    copy<<<1, 32>>>(in, out, 1);
    copy<<<1, 32>>>(in, out, 2);
    cudaDeviceSynchronize();
    printf("done\n");
    return 0;
}
