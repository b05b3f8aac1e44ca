#include <cstdio>
#include <curand_kernel.h>

__global__ void draw(curandState *st, unsigned *raw, float *u, double *ud, float *nrm) {
    int id = threadIdx.x;
    curand_init(1234, id, 0, &st[id]);
    raw[id] = curand(&st[id]);
    u[id] = curand_uniform(&st[id]);
    ud[id] = curand_uniform_double(&st[id]);
    nrm[id] = curand_normal(&st[id]);
}

__global__ void skips(unsigned *out) {
    curandState a, b;
    curand_init(7, 0, 0, &a);
    curand_init(7, 0, 0, &b);
    skipahead(1000, &a);
    for (int i = 0; i < 1000; i++) curand(&b);
    out[0] = curand(&a) == curand(&b);
    curand_init(7, 3, 0, &a);
    curand_init(7, 1, 0, &b);
    skipahead_sequence(2, &b);
    out[1] = curand(&a) == curand(&b);
}

int main() {
    curandState *st;
    unsigned *raw;
    float *u, *nrm;
    double *ud;
    cudaMalloc(&st, 4 * sizeof(curandState));
    cudaMallocManaged(&raw, 4 * sizeof(unsigned));
    cudaMallocManaged(&u, 4 * sizeof(float));
    cudaMallocManaged(&ud, 4 * sizeof(double));
    cudaMallocManaged(&nrm, 4 * sizeof(float));
    draw<<<1, 4>>>(st, raw, u, ud, nrm);
    cudaDeviceSynchronize();
    for (int i = 0; i < 4; i++) printf("%u %.6f %.9f %.3f\n", raw[i], u[i], ud[i], nrm[i]);
    skips<<<1, 1>>>(raw);
    cudaDeviceSynchronize();
    printf("skipahead %u skipahead_sequence %u\n", raw[0], raw[1]);
    return 0;
}
// Output:
// 624778773 0.434899 0.455165230 -0.275
// 3522650202 0.926417 0.537593777 0.071
// 2363946744 0.811845 0.742538756 1.044
// 1266286439 0.308556 0.535606333 -0.706
// skipahead 1 skipahead_sequence 1
