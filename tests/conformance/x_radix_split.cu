// One pass of LSD radix sort per bit inside a block (the "split" primitive): each thread
// flags its key's bit, a shared-memory exclusive scan counts the zeros before it, and keys
// are scattered stably; eight passes sort 8-bit keys, checked against the host.
#include <cstdio>
#include <cuda_runtime.h>

#define N 256

__global__ void radixSort8(unsigned *keys) {
    __shared__ unsigned s[N], scan[N];
    int t = threadIdx.x;
    s[t] = keys[t];
    __syncthreads();
    for (int bit = 0; bit < 8; bit++) {
        unsigned k = s[t];
        unsigned zero = ((k >> bit) & 1u) == 0;
        scan[t] = zero;
        __syncthreads();
        for (int off = 1; off < N; off <<= 1) {
            unsigned v = t >= off ? scan[t - off] : 0;
            __syncthreads();
            scan[t] += v;
            __syncthreads();
        }
        unsigned totalZeros = scan[N - 1];
        unsigned before = scan[t] - zero;
        unsigned dst = zero ? before : totalZeros + (t - before);
        __syncthreads();
        s[dst] = k;
        __syncthreads();
    }
    keys[t] = s[t];
}

int main() {
    unsigned h[N];
    for (int i = 0; i < N; i++) h[i] = (i * 97 + 31) % 256 ^ (i / 16);
    unsigned *d;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    radixSort8<<<1, N>>>(d);
    unsigned r[N];
    cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost);
    int sorted = 1;
    unsigned long long sum = 0, ref = 0;
    for (int i = 0; i < N; i++) {
        if (i) sorted &= r[i - 1] <= r[i];
        sum += r[i] * (unsigned long long)(i + 1);
        ref += h[i];
    }
    printf("%s, first %u %u %u, last %u, weighted %llu, total %llu\n", sorted ? "sorted" : "NOT sorted", r[0], r[1], r[2],
           r[N - 1], sum, ref);
    cudaFree(d);
    return 0;
}
