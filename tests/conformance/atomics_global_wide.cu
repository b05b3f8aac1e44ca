// Tests the atomics CUDA allows on 64-bit and floating-point global data: atomicAdd on
// unsigned long long, float and double; atomicExch on float and unsigned long long (own
// slots); atomicMin/atomicMax/atomicAnd/atomicOr/atomicXor/atomicCAS on unsigned long long.
// Float and double sums add small integers so that every summation order gives the same bits.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define THREADS 128

__global__ void wide(unsigned long long *u, float *f, double *d, float *fslot, unsigned long long *uslot) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned long long big = 1ULL << 40;
    atomicAdd(&u[0], big + (unsigned long long)t);
    atomicMin(&u[1], big * 3 - (unsigned long long)t);
    atomicMax(&u[2], big + (unsigned long long)t * 7);
    atomicAnd(&u[3], ~(1ULL << (t % 64)));
    atomicOr(&u[4], 1ULL << (63 - t % 64));
    atomicXor(&u[5], (unsigned long long)t << 32);
    unsigned long long old = u[6], assumed;
    do {
        assumed = old;
        old = atomicCAS(&u[6], assumed, assumed + 5);
    } while (old != assumed);
    atomicAdd(&f[0], (float)(t % 7));
    atomicAdd(&f[1], -0.5f);
    atomicAdd(&d[0], (double)t * 1024.0);
    atomicAdd(&d[1], 0.25);
    fslot[THREADS + t] = atomicExch(&fslot[t], 1.5f * t);
    uslot[THREADS + t] = atomicExch(&uslot[t], big * t);
}

int main() {
    unsigned long long hu[7] = {0, ~0ULL, 0, ~0ULL, 0, 0, 0};
    float hf[2] = {0.0f, 100.0f};
    double hd[2] = {0.0, 0.0};
    float hfs[2 * THREADS];
    unsigned long long hus[2 * THREADS];
    for (int i = 0; i < 2 * THREADS; i++) { hfs[i] = -1.0f; hus[i] = 7; }
    unsigned long long *du, *dus;
    float *df, *dfs;
    double *dd;
    CHECK(cudaMalloc(&du, sizeof(hu)));
    CHECK(cudaMalloc(&df, sizeof(hf)));
    CHECK(cudaMalloc(&dd, sizeof(hd)));
    CHECK(cudaMalloc(&dfs, sizeof(hfs)));
    CHECK(cudaMalloc(&dus, sizeof(hus)));
    CHECK(cudaMemcpy(du, hu, sizeof(hu), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(df, hf, sizeof(hf), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dd, hd, sizeof(hd), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dfs, hfs, sizeof(hfs), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dus, hus, sizeof(hus), cudaMemcpyHostToDevice));
    wide<<<THREADS / 32, 32>>>(du, df, dd, dfs, dus);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hu, du, sizeof(hu), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hf, df, sizeof(hf), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hd, dd, sizeof(hd), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hfs, dfs, sizeof(hfs), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hus, dus, sizeof(hus), cudaMemcpyDeviceToHost));
    const char *names[7] = {"add", "min", "max", "and", "or", "xor", "cas"};
    for (int i = 0; i < 7; i++) printf("ull %-3s %llu (0x%016llx)\n", names[i], hu[i], hu[i]);
    printf("float add %.2f %.2f\n", hf[0], hf[1]);
    printf("double add %.2f %.2f\n", hd[0], hd[1]);
    printf("float exch new[5]=%.2f old[5]=%.2f\n", hfs[5], hfs[THREADS + 5]);
    printf("ull exch new[5]=%llu old[5]=%llu\n", hus[5], hus[THREADS + 5]);
    CHECK(cudaFree(du));
    CHECK(cudaFree(df));
    CHECK(cudaFree(dd));
    CHECK(cudaFree(dfs));
    CHECK(cudaFree(dus));
    return 0;
}
