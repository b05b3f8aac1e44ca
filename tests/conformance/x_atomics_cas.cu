// Atomics beyond atomicAdd: atomicCAS loops implementing atomicMax on float and a double
// multiply, atomicExch, atomicInc/atomicDec wrap-around, atomicAnd/Or/Xor, atomicMin/Max on
// unsigned long long and long long, atomicSub, all with order-independent final values.
#include <cstdio>
#include <cuda_runtime.h>

__device__ float atomicMaxFloat(float *addr, float val) {
    int *ia = (int *)addr;
    int old = *ia, assumed;
    do {
        assumed = old;
        if (__int_as_float(assumed) >= val) break;
        old = atomicCAS(ia, assumed, __float_as_int(val));
    } while (assumed != old);
    return __int_as_float(old);
}

__device__ double atomicMulDouble(double *addr, double val) {
    unsigned long long *p = (unsigned long long *)addr;
    unsigned long long old = *p, assumed;
    do {
        assumed = old;
        old = atomicCAS(p, assumed, __double_as_longlong(val * __longlong_as_double(assumed)));
    } while (assumed != old);
    return __longlong_as_double(old);
}

struct Results {
    float fmax;
    unsigned inc, dec;
    int andv, orv, xorv, sub, exch;
    unsigned long long umin, umax;
    long long smin, smax;
    double prod;
};

__global__ void atoms(Results *r) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    atomicMaxFloat(&r->fmax, (float)((t * 37) % 101) * 0.5f);
    atomicInc(&r->inc, 99u);
    atomicDec(&r->dec, 50u);
    atomicAnd(&r->andv, ~(1 << (t % 31)));
    atomicOr(&r->orv, 1 << (t % 20));
    atomicXor(&r->xorv, t);
    atomicSub(&r->sub, t % 3);
    atomicExch(&r->exch, 7);
    atomicMin(&r->umin, 1000000000000ull + (unsigned long long)((t * 13) % 257));
    atomicMax(&r->umax, (unsigned long long)t << 33);
    atomicMin(&r->smin, -(long long)t * 1000000007LL);
    atomicMax(&r->smax, (long long)(t % 17) - 100);
    if (t % 64 == 0) atomicMulDouble(&r->prod, 1.5);
}

int main() {
    Results h = {0.0f, 0u, 0u, -1, 0, 0, 1000, 0, ~0ull, 0ull, 0LL, -1000LL, 1.0};
    Results *d;
    cudaMalloc(&d, sizeof h);
    cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice);
    atoms<<<4, 256>>>(d);
    cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("fmax %.1f inc %u dec %u and %08x or %08x xor %d sub %d exch %d\n", h.fmax, h.inc, h.dec, h.andv, h.orv,
           h.xorv, h.sub, h.exch);
    printf("umin %llu umax %llu smin %lld smax %lld prod %.4f\n", h.umin, h.umax, h.smin, h.smax, h.prod);
    cudaFree(d);
    return 0;
}
