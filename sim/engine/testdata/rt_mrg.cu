#include <cstdio>
#include <curand_kernel.h>

// Seed 0 is L'Ecuyer's starting state (12345 six times); its first value
// is 545508589 / (m1 + 1) (see sim/engine/curand/mrg_test.go).
__global__ void k(double *d, float *f) {
    curandStateMRG32k3a_t s;
    curand_init(0, 0, 0, &s);
    d[0] = curand_uniform_double(&s);
    curandStateMRG32k3a_t a, b;
    curand_init(0, 0, 0, &a);
    curand_init(0, 3, 0, &b);
    skipahead_subsequence(3, &a);
    d[1] = curand_uniform_double(&a) - curand_uniform_double(&b);
    float2 n = curand_normal2(&s);
    f[0] = n.x;
    f[1] = n.y;
}

int main() {
    double *d;
    float *f;
    cudaMallocManaged(&d, 2 * sizeof(double));
    cudaMallocManaged(&f, 2 * sizeof(float));
    k<<<1, 1>>>(d, f);
    cudaDeviceSynchronize();
    printf("%.10f %.1f %.3f %.3f\n", d[0], d[1], f[0], f[1]);
    return 0;
}
// Output:
// 0.1270111221 0.0 1.409 -0.550
