// A chain of calls whose locals take more than the 1 KiB default stack
// runs: nvcc inlines them into registers, so only recursion uses the
// stack on the GPU. The launch sizes the lab's stack for the chain.
#include <cstdio>

struct Big { float v[64]; };

__device__ float leaf(int k) { Big b; for (int i = 0; i < 64; i++) b.v[i] = i * k; return b.v[63]; }
__device__ float middle(int k) { Big b; for (int i = 0; i < 64; i++) b.v[i] = leaf(k + i); return b.v[5] + b.v[63]; }
__device__ float top(int k) { Big a, b; for (int i = 0; i < 64; i++) { a.v[i] = middle(i); b.v[i] = a.v[i] + k; } return b.v[1]; }

__global__ void chain(float *out) { Big b; b.v[0] = top(threadIdx.x); out[threadIdx.x] = b.v[0]; }

__device__ int down(int n) { return n <= 0 ? 0 : 1 + down(n + 1); }
__global__ void endless(int *out) { out[0] = down(1); }

int main() {
    float *d;
    cudaMalloc(&d, 4 * sizeof(float));
    chain<<<1, 4>>>(d);
    float h[4];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
    int *r;
    cudaMalloc(&r, sizeof(int));
    endless<<<1, 1>>>(r);
    printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
    return 0;
}
// Exit: 1
// Diagnostic: stack overflow calling down (each thread has 1024 bytes of stack; is the recursion endless?)
// Output:
// 4410 4411 4412 4413
// unspecified launch failure
