// cuRAND's Poisson draws on the device, bit for bit, in the three regimes
// curand_poisson picks by lambda: Knuth's product of uniforms below 64, the
// incomplete-gamma rejection method up to 4000, a rounded normal above; the
// state each leaves behind is checked with one more curand() per thread.
#include <cstdio>
#include <curand_kernel.h>

__constant__ double lambdas[12] = {0.25, 1.0, 3.5, 17.05, 63.99, 64.0, 100.0, 777.7, 2500.0, 3999.0, 4000.5, 123456.0};

template <typename S>
__global__ void draw(unsigned *out, unsigned *after, int perLambda) {
    int t = threadIdx.x;
    S st;
    curand_init(42 + t / 12, t % 3, 0, &st);
    double lam = lambdas[t % 12];
    for (int i = 0; i < perLambda; i++) out[t * perLambda + i] = curand_poisson(&st, lam);
    after[t] = curand(&st);
}

__global__ void draw4(uint4 *out, unsigned *after) {
    int t = threadIdx.x;
    curandStatePhilox4_32_10_t st;
    curand_init(7, t, 0, &st);
    out[t] = curand_poisson4(&st, lambdas[t % 12]);
    after[t] = curand(&st);
}

template <typename S>
void run(const char *name) {
    const int T = 48, P = 6;
    unsigned *d, *a;
    cudaMalloc(&d, T * P * sizeof(unsigned));
    cudaMalloc(&a, T * sizeof(unsigned));
    draw<S><<<1, T>>>(d, a, P);
    unsigned h[T * P], ha[T];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost);
    for (int t = 0; t < T; t++) {
        printf("%s t%02d", name, t);
        for (int i = 0; i < P; i++) printf(" %u", h[t * P + i]);
        printf(" | %08x\n", ha[t]);
    }
    cudaFree(d);
    cudaFree(a);
}

int main() {
    run<curandState>("xorwow");
    run<curandStatePhilox4_32_10_t>("philox");
    run<curandStateMRG32k3a>("mrg");
    uint4 *d;
    unsigned *a;
    cudaMalloc(&d, 24 * sizeof(uint4));
    cudaMalloc(&a, 24 * sizeof(unsigned));
    draw4<<<1, 24>>>(d, a);
    uint4 h[24];
    unsigned ha[24];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(ha, a, sizeof ha, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 24; t++) printf("poisson4 t%02d %u %u %u %u | %08x\n", t, h[t].x, h[t].y, h[t].z, h[t].w, ha[t]);
    return 0;
}
