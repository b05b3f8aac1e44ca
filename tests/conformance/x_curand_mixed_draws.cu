// Mixes cuRAND's draws on one XORWOW state per thread: curand_normal caches the second value of
// its Box-Muller pair in the state, and the raw and uniform draws between two normals must leave
// that cache alone, whether the state lives in a local copy or stays in global memory. Prints
// every value's bits, so that a difference in the last place shows.
#include <cstdio>
#include <curand_kernel.h>

__global__ void mixed(curandState *states, unsigned *out, int inGlobal) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curand_init(2024ULL, id, 7, &states[id]);
    curandState local = states[id];
    curandState *s = inGlobal ? &states[id] : &local;
    float n1 = curand_normal(s);
    unsigned r = curand(s);
    float u = curand_uniform(s);
    float n2 = curand_normal(s);          // the cached half of the first pair
    float n3 = curand_normal(s);          // a new pair
    float u2 = curand_uniform(s);
    double d = curand_uniform_double(s);
    unsigned *o = out + id * 8;
    o[0] = __float_as_uint(n1);
    o[1] = r;
    o[2] = __float_as_uint(u);
    o[3] = __float_as_uint(n2);
    o[4] = __float_as_uint(n3);
    o[5] = __float_as_uint(u2);
    o[6] = (unsigned)(__double_as_longlong(d) >> 32);
    o[7] = (unsigned)__double_as_longlong(d);
    if (!inGlobal) states[id] = local;
}

int main() {
    const int n = 96;
    curandState *states;
    unsigned *out, h[n * 8];
    cudaMalloc(&states, n * sizeof(curandState));
    cudaMalloc(&out, sizeof h);
    for (int inGlobal = 0; inGlobal < 2; inGlobal++) {
        mixed<<<3, 32>>>(states, out, inGlobal);
        cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
        unsigned hash = 0;
        for (int i = 0; i < n * 8; i++) hash = hash * 16777619u ^ h[i];
        printf("state in %s: hash %08x\n", inGlobal ? "global memory" : "a local copy", hash);
        for (int t = 0; t < n; t += 47) {
            unsigned *o = h + t * 8;
            printf("  thread %2d: %08x %08x %08x %08x %08x %08x %08x%08x\n", t, o[0], o[1], o[2], o[3], o[4], o[5], o[6], o[7]);
        }
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
