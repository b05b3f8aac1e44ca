// Shuffles of 64-bit and floating types: __shfl_down_sync on long long, double and float for
// a warp reduction, __shfl_xor_sync butterfly all-reduce on unsigned long long, and
// __shfl_sync of a float2 split into its components.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void wide(const long long *a, const double *b, long long *outL, double *outD, unsigned long long *outX,
                     float *outF) {
    int lane = threadIdx.x & 31;
    long long v = a[threadIdx.x];
    double d = b[threadIdx.x];
    float f = (float)(lane * 0.5);
    for (int off = 16; off > 0; off >>= 1) {
        v += __shfl_down_sync(0xffffffff, v, off);
        d += __shfl_down_sync(0xffffffff, d, off);
        f = fmaxf(f, __shfl_down_sync(0xffffffff, f, off));
    }
    unsigned long long x = 1ull << (lane + 20);
    for (int m = 1; m < 32; m <<= 1) x |= __shfl_xor_sync(0xffffffff, x, m);
    float2 p = make_float2(lane, -lane);
    float2 q;
    q.x = __shfl_sync(0xffffffff, p.x, 31 - lane);
    q.y = __shfl_sync(0xffffffff, p.y, (lane + 3) & 31);
    if (lane == 0) {
        outL[threadIdx.x / 32] = v;
        outD[threadIdx.x / 32] = d;
        outF[threadIdx.x / 32] = f;
    }
    outX[threadIdx.x] = x ^ (unsigned long long)(long long)(q.x * 100 + q.y);
}

int main() {
    const int n = 64;
    long long a[n];
    double b[n];
    for (int i = 0; i < n; i++) {
        a[i] = (long long)(i + 1) * 100000000000LL * (i % 2 ? -1 : 1);
        b[i] = i * 0.25;
    }
    long long *da, *dl, hl[2];
    double *db, *dd, hd[2];
    unsigned long long *dx, hx[n];
    float *df, hf[2];
    cudaMalloc(&da, sizeof a); cudaMalloc(&db, sizeof b);
    cudaMalloc(&dl, sizeof hl); cudaMalloc(&dd, sizeof hd); cudaMalloc(&dx, sizeof hx); cudaMalloc(&df, sizeof hf);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    wide<<<1, n>>>(da, db, dl, dd, dx, df);
    cudaMemcpy(hl, dl, sizeof hl, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
    cudaMemcpy(hx, dx, sizeof hx, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, df, sizeof hf, cudaMemcpyDeviceToHost);
    printf("long long: %lld %lld\ndouble: %.2f %.2f\nfloat max: %.1f %.1f\n", hl[0], hl[1], hd[0], hd[1], hf[0], hf[1]);
    for (int i = 0; i < n; i += 9) printf("%016llx\n", hx[i]);
    cudaFree(da); cudaFree(db); cudaFree(dl); cudaFree(dd); cudaFree(dx); cudaFree(df);
    return 0;
}
