// cuRAND's vector draws on the device, bit for bit: curand_log_normal2 on
// the three generators, curand_log_normal4, curand_normal4_double,
// curand_uniform4_double and curand_log_normal4_double on Philox, and
// curand_log_normal2_double on the three; one more curand() per thread
// shows the state each leaves.
#include <cstdio>
#include <curand_kernel.h>

template <typename S>
__global__ void pairs(float2 *f, double2 *d, unsigned *after) {
    int t = threadIdx.x;
    S s;
    curand_init(2024, t, 3, &s);
    f[t] = curand_log_normal2(&s, 0.25f, 0.5f);
    d[t] = curand_log_normal2_double(&s, -0.5, 1.5);
    after[t] = curand(&s);
}

__global__ void quads(float4 *f, double4 *n, double4 *u, double4 *l, unsigned *after) {
    int t = threadIdx.x;
    curandStatePhilox4_32_10_t s;
    curand_init(7, t, 1, &s);
    f[t] = curand_log_normal4(&s, 1.0f, 0.25f);
    n[t] = curand_normal4_double(&s);
    u[t] = curand_uniform4_double(&s);
    l[t] = curand_log_normal4_double(&s, 0.0, 2.0);
    after[t] = curand(&s);
}

template <typename S>
void runPairs(const char *name) {
    const int T = 6;
    float2 *f;
    double2 *d;
    unsigned *a;
    cudaMalloc(&f, T * sizeof(float2));
    cudaMalloc(&d, T * sizeof(double2));
    cudaMalloc(&a, T * sizeof(unsigned));
    pairs<S><<<1, T>>>(f, d, a);
    float2 hf[T];
    double2 hd[T];
    unsigned ha[T];
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
    cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost);
    for (int t = 0; t < T; t++)
        printf("%s %d: %a %a | %a %a | %08x\n", name, t, hf[t].x, hf[t].y, hd[t].x, hd[t].y, ha[t]);
    cudaFree(f);
    cudaFree(d);
    cudaFree(a);
}

int main() {
    runPairs<curandState>("xorwow");
    runPairs<curandStatePhilox4_32_10_t>("philox");
    runPairs<curandStateMRG32k3a>("mrg");
    const int T = 4;
    float4 *f;
    double4 *n, *u, *l;
    unsigned *a;
    cudaMalloc(&f, T * sizeof(float4));
    cudaMalloc(&n, T * sizeof(double4));
    cudaMalloc(&u, T * sizeof(double4));
    cudaMalloc(&l, T * sizeof(double4));
    cudaMalloc(&a, T * sizeof(unsigned));
    quads<<<1, T>>>(f, n, u, l, a);
    float4 hf[T];
    double4 hn[T], hu[T], hl[T];
    unsigned ha[T];
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hn, n, sizeof hn, cudaMemcpyDeviceToHost);
    cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost);
    cudaMemcpy(hl, l, sizeof hl, cudaMemcpyDeviceToHost);
    cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost);
    for (int t = 0; t < T; t++) {
        printf("philox4 %d lognormal4: %a %a %a %a\n", t, hf[t].x, hf[t].y, hf[t].z, hf[t].w);
        printf("philox4 %d normal4_double: %a %a %a %a\n", t, hn[t].x, hn[t].y, hn[t].z, hn[t].w);
        printf("philox4 %d uniform4_double: %a %a %a %a\n", t, hu[t].x, hu[t].y, hu[t].z, hu[t].w);
        printf("philox4 %d lognormal4_double: %a %a %a %a | %08x\n", t, hl[t].x, hl[t].y, hl[t].z, hl[t].w, ha[t]);
    }
    return 0;
}
