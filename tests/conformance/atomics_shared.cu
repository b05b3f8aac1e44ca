// Tests every atomic on __shared__ memory: atomicAdd (int, unsigned, unsigned long long,
// float, double), atomicSub, atomicExch, atomicMin, atomicMax, atomicInc, atomicDec,
// atomicCAS, atomicAnd, atomicOr, atomicXor. Shared results are copied out by thread 0 after
// a barrier. Order-independent by construction.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void sharedAtomics(int *ri, unsigned int *ru, unsigned long long *rull, float *rf, double *rd) {
    __shared__ int si[8];
    __shared__ unsigned int su[4];
    __shared__ unsigned long long sull[2];
    __shared__ float sf[2];
    __shared__ double sd;
    __shared__ int slot[256];
    int t = threadIdx.x;
    if (t == 0) {
        si[0] = 0; si[1] = 1000000; si[2] = 1 << 20; si[3] = -(1 << 20);
        si[4] = -1; si[5] = 0; si[6] = 0; si[7] = 0;
        su[0] = 0; su[1] = 0; su[2] = 3; su[3] = 0;
        sull[0] = 0; sull[1] = 0;
        sf[0] = 0.0f; sf[1] = 0.0f;
        sd = 0.0;
    }
    slot[t] = -t;
    __syncthreads();
    atomicAdd(&si[0], t);
    atomicSub(&si[1], t);
    atomicMin(&si[2], 500 - t);
    atomicMax(&si[3], t - 500);
    atomicAnd(&si[4], ~(1 << (t % 16)));
    atomicOr(&si[5], 1 << (t % 8));
    atomicXor(&si[6], 1 << (t % 4));
    int old = si[7], assumed;
    do {
        assumed = old;
        old = atomicCAS(&si[7], assumed, assumed + t);
    } while (old != assumed);
    int prev = atomicExch(&slot[t], t * 10);
    atomicAdd(&su[0], 2u);
    atomicInc(&su[1], 9u);
    atomicDec(&su[2], 7u);
    atomicMax(&su[3], (unsigned)(t * 37 % 101));
    atomicAdd(&sull[0], 1ULL << 33);
    atomicAdd(&sf[0], 2.0f);
    atomicAdd(&sf[1], (float)(t & 3));
    atomicAdd(&sd, 0.5);
    __syncthreads();
    atomicOr(&sull[1], (unsigned long long)(prev == -t) << (t % 64));
    __syncthreads();
    if (t == 0) {
        for (int i = 0; i < 8; i++) ri[i] = si[i];
        ri[8] = slot[200];
        for (int i = 0; i < 4; i++) ru[i] = su[i];
        rull[0] = sull[0];
        rull[1] = sull[1];
        rf[0] = sf[0];
        rf[1] = sf[1];
        rd[0] = sd;
    }
}

int main() {
    int hi[9];
    unsigned int hu[4];
    unsigned long long hull[2];
    float hf[2];
    double hd[1];
    int *di;
    unsigned int *du;
    unsigned long long *dull;
    float *df;
    double *dd;
    CHECK(cudaMalloc(&di, sizeof(hi)));
    CHECK(cudaMalloc(&du, sizeof(hu)));
    CHECK(cudaMalloc(&dull, sizeof(hull)));
    CHECK(cudaMalloc(&df, sizeof(hf)));
    CHECK(cudaMalloc(&dd, sizeof(hd)));
    sharedAtomics<<<1, 256>>>(di, du, dull, df, dd);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hi, di, sizeof(hi), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hu, du, sizeof(hu), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hull, dull, sizeof(hull), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hf, df, sizeof(hf), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hd, dd, sizeof(hd), cudaMemcpyDeviceToHost));
    printf("int add=%d sub=%d min=%d max=%d and=%d or=%d xor=%d cas=%d exch=%d\n", hi[0], hi[1], hi[2], hi[3],
           hi[4], hi[5], hi[6], hi[7], hi[8]);
    printf("uint add=%u inc=%u dec=%u max=%u\n", hu[0], hu[1], hu[2], hu[3]);
    printf("ull add=%llu or=0x%llx\n", hull[0], hull[1]);
    printf("float add=%.1f %.1f double add=%.2f\n", hf[0], hf[1], hd[0]);
    CHECK(cudaFree(di));
    CHECK(cudaFree(du));
    CHECK(cudaFree(dull));
    CHECK(cudaFree(df));
    CHECK(cudaFree(dd));
    return 0;
}
