#include <cstdio>

// Lane i reads in[2 * i]: half of every sector fetched is wasted.
__global__ void gather(const int *in, int *out) {
    out[threadIdx.x] = in[2 * threadIdx.x];
}

int main() {
    int *in, *out;
    cudaMalloc(&in, 64 * sizeof(int));
    cudaMalloc(&out, 32 * sizeof(int));
    cudaMemset(in, 0, 64 * sizeof(int));
    gather<<<1, 32>>>(in, out);
    cudaDeviceSynchronize();
    printf("gather done\n");
    return 0;
}
