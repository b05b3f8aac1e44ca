// Spin locks that every thread of a warp takes: they complete on Volta and later because each
// thread has its own program counter (independent thread scheduling), so the lane that wins the
// lock runs ahead to release it while the others spin. Only order-independent results are printed.
#include <cstdio>
#include <cuda_runtime.h>

struct Mutex {
    int *word;
    __device__ void lock() { while (atomicCAS(word, 0, 1) != 0) { } }
    __device__ void unlock() { __threadfence(); atomicExch(word, 0); }
};

__device__ int g_lock = 0;
__device__ long long g_sum = 0;
__device__ int g_count = 0;

// Every thread takes the global lock once; the critical section is a plain read-modify-write.
__global__ void plainLock(const int *vals) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    while (atomicCAS(&g_lock, 0, 1) != 0) { }
    g_sum = g_sum + vals[i];
    g_count = g_count + 1;
    __threadfence();
    atomicExch(&g_lock, 0);
}

// A lock object used in a loop: each thread adds its items one at a time.
__global__ void lockedLoop(Mutex mu, const int *vals, int perThread, long long *total, int *maxSeen) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    for (int k = 0; k < perThread; k++) {
        int v = vals[(t * perThread + k) % 1000];
        mu.lock();
        *total += v;
        if (v > *maxSeen) *maxSeen = v;
        mu.unlock();
    }
}

// One lock per bucket: threads append their key to a bucket's array under the bucket's lock.
__global__ void bucketInsert(int *locks, int *counts, int *keys, int cap, int n) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t >= n) return;
    int key = (t * 37 + 11) % 1009;
    int b = key % 8;
    bool done = false;
    while (atomicExch(&locks[b], 1) != 0) { }
    int c = counts[b];
    if (c < cap) keys[b * cap + c] = key;
    counts[b] = c + 1;
    __threadfence();
    atomicExch(&locks[b], 0);
    done = true;
    if (!done) counts[b] = -1;
}

// Test-and-test-and-set: spin on a volatile read, then try the atomic.
__device__ void ttasLock(int *l) {
    while (true) {
        while (*(volatile int *)l != 0) { }
        if (atomicCAS(l, 0, 1) == 0) return;
    }
}

__global__ void ttasHistogram(int *l, const int *vals, int n, int *hist) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        ttasLock(l);
        hist[vals[i] % 10] += 1;
        __threadfence();
        atomicExch(l, 0);
    }
}

// A lock in shared memory, for the threads of one block.
__global__ void sharedLock(const int *vals, int *out) {
    __shared__ int lock;
    __shared__ int acc;
    if (threadIdx.x == 0) { lock = 0; acc = 0; }
    __syncthreads();
    while (atomicCAS(&lock, 0, 1) != 0) { }
    acc = acc + vals[blockIdx.x * blockDim.x + threadIdx.x];
    __threadfence_block();
    atomicExch(&lock, 0);
    __syncthreads();
    if (threadIdx.x == 0) out[blockIdx.x] = acc;
}

int main() {
    const int N = 1000;
    int h[N];
    for (int i = 0; i < N; i++) h[i] = (i * 7919) % 1013;
    int *d; cudaMalloc(&d, N * sizeof(int));
    cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);

    plainLock<<<3, 96>>>(d);
    cudaError_t e = cudaDeviceSynchronize();
    long long s; int c;
    cudaMemcpyFromSymbol(&s, g_sum, sizeof s);
    cudaMemcpyFromSymbol(&c, g_count, sizeof c);
    long long want = 0; for (int i = 0; i < 288; i++) want += h[i];
    printf("plainLock: %s count=%d sum=%lld expected=%lld\n", cudaGetErrorString(e), c, s, want);

    Mutex mu; cudaMalloc(&mu.word, sizeof(int)); cudaMemset(mu.word, 0, sizeof(int));
    long long *tot; int *mx;
    cudaMalloc(&tot, sizeof(long long)); cudaMemset(tot, 0, sizeof(long long));
    cudaMalloc(&mx, sizeof(int)); cudaMemset(mx, 0, sizeof(int));
    lockedLoop<<<2, 64>>>(mu, d, 5, tot, mx);
    e = cudaDeviceSynchronize();
    long long ht; int hm;
    cudaMemcpy(&ht, tot, sizeof ht, cudaMemcpyDeviceToHost);
    cudaMemcpy(&hm, mx, sizeof hm, cudaMemcpyDeviceToHost);
    want = 0; int wmax = 0;
    for (int t = 0; t < 128; t++) for (int k = 0; k < 5; k++) { int v = h[(t * 5 + k) % 1000]; want += v; if (v > wmax) wmax = v; }
    printf("lockedLoop: %s total=%lld expected=%lld max=%d expected=%d\n", cudaGetErrorString(e), ht, want, hm, wmax);

    int *locks, *counts, *keys; const int cap = 64;
    cudaMalloc(&locks, 8 * sizeof(int)); cudaMemset(locks, 0, 8 * sizeof(int));
    cudaMalloc(&counts, 8 * sizeof(int)); cudaMemset(counts, 0, 8 * sizeof(int));
    cudaMalloc(&keys, 8 * cap * sizeof(int)); cudaMemset(keys, 0, 8 * cap * sizeof(int));
    bucketInsert<<<4, 64>>>(locks, counts, keys, cap, 200);
    e = cudaDeviceSynchronize();
    int hc[8], hk[8 * cap];
    cudaMemcpy(hc, counts, sizeof hc, cudaMemcpyDeviceToHost);
    cudaMemcpy(hk, keys, sizeof hk, cudaMemcpyDeviceToHost);
    printf("bucketInsert: %s\n", cudaGetErrorString(e));
    for (int b = 0; b < 8; b++) {
        long long ks = 0; int kx = 0;
        for (int j = 0; j < hc[b] && j < cap; j++) { ks += hk[b * cap + j]; kx ^= hk[b * cap + j]; }
        printf("  bucket %d: %d keys, sum %lld, xor %d\n", b, hc[b], ks, kx);
    }

    int *l, *hist;
    cudaMalloc(&l, sizeof(int)); cudaMemset(l, 0, sizeof(int));
    cudaMalloc(&hist, 10 * sizeof(int)); cudaMemset(hist, 0, 10 * sizeof(int));
    ttasHistogram<<<2, 96>>>(l, d, N, hist);
    e = cudaDeviceSynchronize();
    int hh[10]; cudaMemcpy(hh, hist, sizeof hh, cudaMemcpyDeviceToHost);
    printf("ttasHistogram: %s", cudaGetErrorString(e));
    for (int b = 0; b < 10; b++) printf(" %d", hh[b]);
    printf("\n");

    int *out; cudaMalloc(&out, 4 * sizeof(int));
    sharedLock<<<4, 128>>>(d, out);
    e = cudaDeviceSynchronize();
    int ho[4]; cudaMemcpy(ho, out, sizeof ho, cudaMemcpyDeviceToHost);
    printf("sharedLock: %s", cudaGetErrorString(e));
    for (int b = 0; b < 4; b++) {
        int w = 0; for (int t = 0; t < 128; t++) w += h[b * 128 + t];
        printf(" %d/%d", ho[b], w);
    }
    printf("\n");
    return 0;
}
