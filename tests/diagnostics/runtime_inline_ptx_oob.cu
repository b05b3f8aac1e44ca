// An inline PTX load from shared memory past the end of the block's array: the sanitizer
// names the asm statement's line, as it does for a load written in C.
// sanitizer-tool: memcheck
#include <cstdio>

__global__ void reader(float *out) {
    __shared__ float s[32];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    unsigned a = (unsigned)__cvta_generic_to_shared(&s[threadIdx.x]);
    float r;
    asm volatile("ld.shared.f32 %0, [%1+4096];" : "=f"(r) : "r"(a)); // ERROR "out of bounds"
    out[threadIdx.x] = r;
}

int main() {
    float *out;
    cudaMalloc(&out, 32 * sizeof(float));
    reader<<<1, 32>>>(out);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
