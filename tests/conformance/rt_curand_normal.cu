// Tests cuRAND's normal and double-precision distributions on curandState: curand_normal
// (Box-Muller, the second value of each pair cached in the state), curand_normal_double,
// curand_log_normal and curand_uniform_double. Normals go through approximate device math,
// so they are summarised (mean and variance to 4 decimals, signs counted); uniform doubles
// are exact and printed with 9 decimals. skipahead jumps a state forward.
#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>

#define THREADS 256
#define PER 16

__global__ void normals(float *out, double *outD, float *logn, unsigned long long seed) {
    int id = blockIdx.x * blockDim.x + threadIdx.x;
    curandState s;
    curand_init(seed, id, 0, &s);
    for (int k = 0; k < PER; k++) out[id * PER + k] = curand_normal(&s);
    outD[id] = curand_normal_double(&s);
    logn[id] = curand_log_normal(&s, 0.0f, 0.25f);
}

__global__ void uniformsD(double *out, unsigned int *raw) {
    int id = threadIdx.x;
    curandState s;
    curand_init(99, id, 0, &s);
    out[id] = curand_uniform_double(&s);
    skipahead(1000000ULL, &s);
    raw[id] = curand(&s);
}

int main() {
    const int n = THREADS * PER;
    float *x, *logn;
    double *xd, *ud;
    unsigned int *raw;
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&xd, THREADS * sizeof(double));
    cudaMallocManaged(&logn, THREADS * sizeof(float));
    cudaMallocManaged(&ud, 8 * sizeof(double));
    cudaMallocManaged(&raw, 8 * sizeof(unsigned int));
    normals<<<THREADS / 64, 64>>>(x, xd, logn, 31337ULL);
    uniformsD<<<1, 8>>>(ud, raw);
    cudaDeviceSynchronize();

    double sum = 0, sq = 0;
    int positive = 0;
    for (int i = 0; i < n; i++) {
        sum += x[i];
        sq += (double)x[i] * x[i];
        positive += x[i] > 0;
    }
    double mean = sum / n;
    printf("curand_normal: n=%d mean=%.4f variance=%.4f positive=%d\n", n, mean, sq / n - mean * mean, positive);
    double sumD = 0, sumL = 0;
    int positiveD = 0;
    for (int i = 0; i < THREADS; i++) {
        sumD += xd[i];
        positiveD += xd[i] > 0;
        sumL += logn[i];
    }
    printf("curand_normal_double: mean=%.4f positive=%d\n", sumD / THREADS, positiveD);
    printf("curand_log_normal(0, 0.25): mean=%.3f\n", sumL / THREADS);
    for (int i = 0; i < 8; i++) printf("uniform_double[%d] = %.9f  after skipahead: %u\n", i, ud[i], raw[i]);
    return 0;
}
