// Atomics' return values and edge rules, one thread per address so that the order is fixed:
// atomicInc/atomicDec wrapping (old >= limit gives 0; old == 0 or old > limit gives limit),
// atomicCAS that fails and succeeds, atomicExch on float, atomicMin/Max on unsigned values
// with the top bit set and on long long, atomicAnd/Or/Xor on unsigned long long, and
// atomicAdd on float and double with infinities, NaN and subnormal operands (the float add
// of global memory flushes subnormals to zero; the double add and shared memory's float add,
// a compare-and-swap loop, do not).
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

struct Cells {
    unsigned inc[6], dec[6];
    int cas[2];
    float exf;
    unsigned umin, umax;
    long long lmin, lmax;
    unsigned long long band, bor, bxor;
    float fadd[6];
    double dadd[4];
};

__global__ void edges(Cells *c, unsigned *olds, float *oldf, double *oldd) {
    if (threadIdx.x != 0 || blockIdx.x != 0) return;
    const unsigned limits[6] = {0u, 5u, 5u, 5u, 0xffffffffu, 1u};
    int k = 0;
    for (int i = 0; i < 6; i++) {
        for (int r = 0; r < 3; r++) olds[k++] = atomicInc(&c->inc[i], limits[i]);
        for (int r = 0; r < 3; r++) olds[k++] = atomicDec(&c->dec[i], limits[i]);
    }
    olds[k++] = (unsigned)atomicCAS(&c->cas[0], 5, 9);   // fails: holds 7
    olds[k++] = (unsigned)atomicCAS(&c->cas[1], 7, 9);   // succeeds
    olds[k++] = __float_as_uint(atomicExch(&c->exf, -2.5f));
    olds[k++] = atomicMin(&c->umin, 0x80000000u);
    olds[k++] = atomicMax(&c->umax, 0x80000001u);
    olds[k++] = (unsigned)atomicMin(&c->lmin, -5LL);
    olds[k++] = (unsigned)atomicMax(&c->lmax, -5LL);
    olds[k++] = (unsigned)(atomicAnd(&c->band, 0xf0f0f0f0f0f0f0f0ull) >> 32);
    olds[k++] = (unsigned)atomicOr(&c->bor, 0x100000001ull);
    olds[k++] = (unsigned)(atomicXor(&c->bxor, ~0ull) >> 4);
    const float fx[6] = {1e-40f, 1.0f, 1e38f, -1e-45f, __int_as_float(0x7fc00001), 3e-39f};
    for (int i = 0; i < 6; i++) oldf[i] = atomicAdd(&c->fadd[i], fx[i]);
    const double dx[4] = {1e-310, 1.0, 1e308, -4.9e-324};
    for (int i = 0; i < 4; i++) oldd[i] = atomicAdd(&c->dadd[i], dx[i]);
    __shared__ float sh[2];
    sh[0] = 3e-39f;
    sh[1] = 1.0f;
    float s0 = atomicAdd(&sh[0], 3e-39f);
    float s1 = atomicAdd(&sh[1], __int_as_float(0x7fc00001));
    oldf[6] = s0;
    oldf[7] = sh[0];
    oldf[8] = s1;
    oldf[9] = sh[1];
}

static unsigned bitsOf(float f) {
    unsigned u;
    memcpy(&u, &f, 4);
    return u;
}

static float floatOf(unsigned u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}

int main() {
    Cells h;
    memset(&h, 0, sizeof h);
    const unsigned start[6] = {0u, 4u, 5u, 9u, 0xfffffffeu, 0u};
    for (int i = 0; i < 6; i++) h.inc[i] = h.dec[i] = start[i];
    h.cas[0] = 7; h.cas[1] = 7;
    h.exf = 1.25f;
    h.umin = 0x7fffffffu; h.umax = 0x7fffffffu;
    h.lmin = 3; h.lmax = -7;
    h.band = 0x123456789abcdef0ull; h.bor = 0x8000000000000000ull; h.bxor = 0x0ff0ull;
    const float f0[6] = {1e-40f, 2e-45f, 1e38f, 1e-45f, 1.0f, 3e-39f};
    const double d0[4] = {1e-310, 0.0, 1e308, 4.9e-324};
    for (int i = 0; i < 6; i++) h.fadd[i] = f0[i];
    for (int i = 0; i < 4; i++) h.dadd[i] = d0[i];
    Cells *d;
    unsigned *dolds, olds[64];
    float *doldf, oldf[10];
    double *doldd, oldd[4];
    cudaMalloc(&d, sizeof h);
    cudaMalloc(&dolds, sizeof olds);
    cudaMalloc(&doldf, sizeof oldf);
    cudaMalloc(&doldd, sizeof oldd);
    cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice);
    edges<<<1, 32>>>(d, dolds, doldf, doldd);
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(olds, dolds, sizeof olds, cudaMemcpyDeviceToHost);
    cudaMemcpy(oldf, doldf, sizeof oldf, cudaMemcpyDeviceToHost);
    cudaMemcpy(oldd, doldd, sizeof oldd, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; i++)
        printf("start %u: inc olds %u %u %u -> %u, dec olds %u %u %u -> %u\n", start[i], olds[i * 6], olds[i * 6 + 1],
               olds[i * 6 + 2], h.inc[i], olds[i * 6 + 3], olds[i * 6 + 4], olds[i * 6 + 5], h.dec[i]);
    const unsigned *o = olds + 36;
    printf("cas %d %d -> %d %d\n", (int)o[0], (int)o[1], h.cas[0], h.cas[1]);
    printf("exch old %a now %a\n", floatOf(o[2]), h.exf);
    printf("umin %08x -> %08x, umax %08x -> %08x\n", o[3], h.umin, o[4], h.umax);
    printf("lmin %d -> %lld, lmax %d -> %lld\n", (int)o[5], h.lmin, (int)o[6], h.lmax);
    printf("and %08x -> %016llx, or %08x -> %016llx, xor %08x -> %016llx\n", o[7], h.band, o[8], h.bor, o[9], h.bxor);
    for (int i = 0; i < 6; i++) printf("fadd[%d] old %a now %a (%08x)\n", i, oldf[i], h.fadd[i], bitsOf(h.fadd[i]));
    printf("shared fadd old %a now %a, old %a now %a (%08x)\n", oldf[6], oldf[7], oldf[8], oldf[9], bitsOf(oldf[9]));
    for (int i = 0; i < 4; i++) printf("dadd[%d] old %a now %a\n", i, oldd[i], h.dadd[i]);
    cudaFree(d); cudaFree(dolds); cudaFree(doldf); cudaFree(doldd);
    return 0;
}
