// Tests the remaining operand types CUDA allows for atomics: atomicSub and atomicExch on
// unsigned int, atomicMin/atomicMax on long long and unsigned long long (global and shared),
// atomicCAS on unsigned int and unsigned long long in shared memory, atomicAnd/Or/Xor on
// unsigned long long in shared memory, atomicExch on float in shared memory. Order-independent.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void extra(unsigned int *u, long long *ll, unsigned long long *ull, float *f) {
    __shared__ long long smin, smax;
    __shared__ unsigned long long sand, sor, sxor, scas;
    __shared__ unsigned int ucas;
    __shared__ float slot[64];
    int t = threadIdx.x;
    if (t == 0) {
        smin = 0; smax = 0;
        sand = ~0ULL; sor = 0; sxor = 0; scas = 0; ucas = 0;
    }
    slot[t] = -1.0f;
    __syncthreads();
    atomicSub(&u[0], 3u);
    u[65 + t] = atomicExch(&u[1 + t], 100u + t);         // own slot: returns its initial value
    atomicMin(&ll[0], -1000000000000LL * (t + 1));
    atomicMax(&ll[1], 1000000000000LL * (t % 7));
    atomicMin(&smin, -(long long)t * t);
    atomicMax(&smax, (long long)t << 40);
    atomicMax(&ull[0], (unsigned long long)t * 0x9E3779B97F4A7C15ULL);
    atomicMin(&ull[1], 0xFFFFFFFFFFULL - (unsigned long long)t);
    atomicAnd(&sand, ~(1ULL << t));
    atomicOr(&sor, 1ULL << (63 - t));
    atomicXor(&sxor, 0x0101010101010101ULL);
    unsigned long long old = scas, assumed;
    do {
        assumed = old;
        old = atomicCAS(&scas, assumed, assumed + (unsigned long long)t);
    } while (old != assumed);
    unsigned int uold = ucas, uassumed;
    do {
        uassumed = uold;
        uold = atomicCAS(&ucas, uassumed, uassumed ^ (1u << (t % 32)));
    } while (uold != uassumed);
    float prev = atomicExch(&slot[t], 0.5f * t);
    __syncthreads();
    if (t == 0) {
        ll[2] = smin; ll[3] = smax;
        ull[2] = sand; ull[3] = sor; ull[4] = sxor; ull[5] = scas;
        u[129] = ucas;
        f[0] = slot[63] + prev;
    }
}

int main() {
    unsigned int hu[130];
    long long hll[4] = {0, 0, 0, 0};
    unsigned long long hull[6] = {0, ~0ULL, 0, 0, 0, 0};
    float hf[1] = {0};
    for (int i = 0; i < 130; i++) hu[i] = i == 0 ? 1000u : (unsigned)i;
    unsigned int *du;
    long long *dll;
    unsigned long long *dull;
    float *df;
    CHECK(cudaMalloc(&du, sizeof(hu)));
    CHECK(cudaMalloc(&dll, sizeof(hll)));
    CHECK(cudaMalloc(&dull, sizeof(hull)));
    CHECK(cudaMalloc(&df, sizeof(hf)));
    CHECK(cudaMemcpy(du, hu, sizeof(hu), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dll, hll, sizeof(hll), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dull, hull, sizeof(hull), cudaMemcpyHostToDevice));
    extra<<<1, 64>>>(du, dll, dull, df);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hu, du, sizeof(hu), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hll, dll, sizeof(hll), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hull, dull, sizeof(hull), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hf, df, sizeof(hf), cudaMemcpyDeviceToHost));
    printf("uint sub=%u exch new[1]=%u old[1]=%u new[64]=%u old[64]=%u cas=0x%08x\n", hu[0], hu[1], hu[65], hu[64],
           hu[128], hu[129]);
    printf("ll min=%lld max=%lld shared min=%lld max=%lld\n", hll[0], hll[1], hll[2], hll[3]);
    printf("ull max=%llu min=%llu and=0x%016llx or=0x%016llx xor=0x%016llx cas=%llu\n", hull[0], hull[1], hull[2],
           hull[3], hull[4], hull[5]);
    printf("float exch %.2f\n", hf[0]);
    CHECK(cudaFree(du));
    CHECK(cudaFree(dll));
    CHECK(cudaFree(dull));
    CHECK(cudaFree(df));
    return 0;
}
