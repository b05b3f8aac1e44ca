// curand_log_normal on each generator, bit for bit: a pair of log-normal values from one
// Box-Muller transform, the second cached with its own flag (so a curand_normal between two
// log-normal draws neither takes it nor leaves its own cached value to the log-normal draw), and
// the cached value keeping the mean and deviation of the call that made it. MRG32k3a's normals
// come from its own Box-Muller on two uniforms.
#include <cstdio>
#include <curand_kernel.h>

template <typename State>
__global__ void draws(unsigned *out, int seq) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    State s;
    curand_init(99ULL, id, 3, &s);
    float v[8];
    v[0] = curand_log_normal(&s, 0.5f, 0.25f);
    v[1] = curand_log_normal(&s, -1.0f, 2.0f);   // the cached value, made with 0.5 and 0.25
    v[2] = curand_normal(&s);
    v[3] = curand_log_normal(&s, 0.1f, 0.3f);    // a new pair: the normal's cache is not taken
    v[4] = curand_normal(&s);                     // a new pair: the log-normal's cache is not taken
    v[5] = curand_log_normal(&s, 0.1f, 0.3f);
    v[6] = curand_normal(&s);
    v[7] = curand_log_normal(&s, 3.0f, 1.5f);
    for (int i = 0; i < 8; i++) out[(seq * 64 + id) * 8 + i] = __float_as_uint(v[i]);
}

int main() {
    unsigned *d, h[3 * 64 * 8];
    cudaMalloc(&d, sizeof h);
    draws<curandState><<<2, 32>>>(d, 0);
    draws<curandStatePhilox4_32_10_t><<<2, 32>>>(d, 1);
    draws<curandStateMRG32k3a><<<2, 32>>>(d, 2);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    const char *names[3] = {"XORWOW", "Philox4_32_10", "MRG32k3a"};
    for (int g = 0; g < 3; g++) {
        unsigned hash = 0;
        for (int i = 0; i < 64 * 8; i++) hash = hash * 16777619u ^ h[g * 64 * 8 + i];
        printf("%s: hash %08x\n", names[g], hash);
        for (int t = 0; t < 64; t += 37) {
            unsigned *o = h + (g * 64 + t) * 8;
            printf("  thread %2d:", t);
            for (int i = 0; i < 8; i++) printf(" %08x", o[i]);
            printf("\n");
        }
    }
    printf("%s\n", cudaGetErrorString(cudaGetLastError()));
    return 0;
}
