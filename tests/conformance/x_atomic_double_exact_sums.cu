// Double/float atomicAdd with exactly representable addends, so that the
// result is independent of the order in which the atomics are performed.
#include <cstdio>
#include <cmath>
#include <vector>
#include <numeric>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e = (call); if (e != cudaSuccess) { \
    printf("CUDA error %s at %s:%d\n", cudaGetErrorString(e), __FILE__, __LINE__); return 1; } } while (0)

struct Accum {
    double intSum;      // sum of integers (|sum| < 2^53)
    double pow2Sum;     // sum of distinct-ish powers of two in a 40-bit window
    double negSum;      // signed integers * 0.5
    double bucket[8];   // per-bucket sums
    float  fIntSum;     // float sum of small integers (< 2^24 total)
    float  fQuarter;    // float sum of multiples of 0.25
    double casSum;      // sum through a hand-written atomicCAS loop on 64-bit
};

__device__ double atomicAddCAS(double* addr, double val) {
    unsigned long long* p = (unsigned long long*)addr;
    unsigned long long old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __double_as_longlong(val + __longlong_as_double(assumed)));
    } while (assumed != old);
    return __longlong_as_double(old);
}

__global__ void accumulate(Accum* acc, int n) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid >= n) return;
    double iv = (double)(tid * 3 + 1);
    atomicAdd(&acc->intSum, iv);
    // powers of two: 2^(k) with k in [-20, 19]; all fit in a 53-bit mantissa window
    int k = (tid % 40) - 20;
    atomicAdd(&acc->pow2Sum, ldexp(1.0, k));
    double sv = ((tid % 2) ? -1.0 : 1.0) * (double)(tid % 1000) * 0.5;
    atomicAdd(&acc->negSum, sv);
    atomicAdd(&acc->bucket[tid & 7], (double)tid);
    atomicAdd(&acc->fIntSum, (float)(tid % 16));
    atomicAdd(&acc->fQuarter, 0.25f * (float)(tid % 5));
    atomicAddCAS(&acc->casSum, ldexp(1.0, -(tid % 30)));
}

// Shared-memory double atomics, then one global atomic per block
__global__ void blockSums(const int* data, int n, double* total, double* perBlock) {
    __shared__ double s;
    if (threadIdx.x == 0) s = 0.0;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&s, (double)data[i] * 0.125);   // multiples of 1/8, exact
    __syncthreads();
    if (threadIdx.x == 0) {
        perBlock[blockIdx.x] = s;
        double prev = atomicAdd(total, s);
        (void)prev;
    }
}

__global__ void addConst(float* p, float v) { atomicAdd(p, v); }

int main() {
    const int n = 50000;   // not a multiple of the block size
    const int threads = 192;
    const int blocks = (n + threads - 1) / threads;

    Accum* d_acc;
    CHECK(cudaMalloc(&d_acc, sizeof(Accum)));
    CHECK(cudaMemset(d_acc, 0, sizeof(Accum)));
    accumulate<<<blocks, threads>>>(d_acc, n);
    CHECK(cudaGetLastError());
    Accum h;
    CHECK(cudaMemcpy(&h, d_acc, sizeof(Accum), cudaMemcpyDeviceToHost));

    // host reference (sequential; exact because all partial sums are representable)
    Accum r = {};
    for (int t = 0; t < n; t++) {
        r.intSum += (double)(t * 3 + 1);
        r.pow2Sum += ldexp(1.0, (t % 40) - 20);
        r.negSum += ((t % 2) ? -1.0 : 1.0) * (double)(t % 1000) * 0.5;
        r.bucket[t & 7] += (double)t;
        r.fIntSum += (float)(t % 16);
        r.fQuarter += 0.25f * (float)(t % 5);
        r.casSum += ldexp(1.0, -(t % 30));
    }
    printf("intSum   gpu=%.17g ref=%.17g %s\n", h.intSum, r.intSum, h.intSum == r.intSum ? "ok" : "MISMATCH");
    printf("pow2Sum  gpu=%.17g ref=%.17g %s\n", h.pow2Sum, r.pow2Sum, h.pow2Sum == r.pow2Sum ? "ok" : "MISMATCH");
    printf("pow2Sum  hex=%a\n", h.pow2Sum);
    printf("negSum   gpu=%.17g ref=%.17g %s\n", h.negSum, r.negSum, h.negSum == r.negSum ? "ok" : "MISMATCH");
    for (int b = 0; b < 8; b++)
        printf("bucket[%d] gpu=%.17g ref=%.17g %s\n", b, h.bucket[b], r.bucket[b],
               h.bucket[b] == r.bucket[b] ? "ok" : "MISMATCH");
    printf("fIntSum  gpu=%.9g ref=%.9g %s\n", h.fIntSum, r.fIntSum, h.fIntSum == r.fIntSum ? "ok" : "MISMATCH");
    printf("fQuarter gpu=%.9g ref=%.9g %s\n", h.fQuarter, r.fQuarter, h.fQuarter == r.fQuarter ? "ok" : "MISMATCH");
    printf("casSum   gpu=%.17g (%a) ref=%.17g %s\n", h.casSum, h.casSum, r.casSum, h.casSum == r.casSum ? "ok" : "MISMATCH");

    // Part 2: shared-memory double atomics
    std::vector<int> data(n);
    for (int i = 0; i < n; i++) data[i] = (i * 7919) % 2001 - 1000;
    long long isum = std::accumulate(data.begin(), data.end(), 0LL);
    int* d_data; double *d_total, *d_pb;
    CHECK(cudaMalloc(&d_data, n * sizeof(int)));
    CHECK(cudaMalloc(&d_total, sizeof(double)));
    CHECK(cudaMalloc(&d_pb, blocks * sizeof(double)));
    CHECK(cudaMemcpy(d_data, data.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(d_total, 0, sizeof(double)));
    blockSums<<<blocks, threads>>>(d_data, n, d_total, d_pb);
    CHECK(cudaDeviceSynchronize());
    double total;
    std::vector<double> pb(blocks);
    CHECK(cudaMemcpy(&total, d_total, sizeof(double), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(pb.data(), d_pb, blocks * sizeof(double), cudaMemcpyDeviceToHost));
    printf("shared total = %.17g, expected %.17g (isum=%lld)\n", total, (double)isum * 0.125, isum);
    for (int b = 0; b < blocks; b += 37) printf("  block %3d partial = %.6f\n", b, pb[b]);
    printf("  last block %d partial = %.6f\n", blocks - 1, pb[blocks - 1]);
    double check = 0; for (double v : pb) check += v;
    printf("sum of partials = %.17g %s\n", check, check == total ? "ok" : "MISMATCH");

    // Part 3: rounding at 2^24 in float: +1.0f is lost (ties-to-even), +2.0f is exact
    float* d_f;
    CHECK(cudaMalloc(&d_f, 2 * sizeof(float)));
    float big[2] = {16777216.0f, 16777216.0f};
    CHECK(cudaMemcpy(d_f, big, sizeof(big), cudaMemcpyHostToDevice));
    addConst<<<2, 50>>>(d_f, 1.0f);
    addConst<<<2, 50>>>(d_f + 1, 2.0f);
    CHECK(cudaMemcpy(big, d_f, sizeof(big), cudaMemcpyDeviceToHost));
    printf("2^24 + 100*1.0f = %.9g (%a)\n", big[0], big[0]);
    printf("2^24 + 100*2.0f = %.9g (%a)\n", big[1], big[1]);
    CHECK(cudaFree(d_f));

    CHECK(cudaFree(d_acc)); CHECK(cudaFree(d_data)); CHECK(cudaFree(d_total)); CHECK(cudaFree(d_pb));
    printf("done\n");
    return 0;
}
