// Cache-operator loads read the same data as plain loads; what differs is
// where the data is cached. Each kernel reads every element twice (the
// second read finds the line in L1 unless the operator bypasses it):
// plain, __ldg, __ldca (cache at all levels), __ldcg (L2 only), __ldcs
// (streaming), __ldlu (last use), __ldcv (volatile, fetch again).
#include <cstdio>

#define TWICE(NAME, LOAD)                                                   \
    __global__ void NAME(const float *in, float *out, int n) {             \
        int i = blockIdx.x * blockDim.x + threadIdx.x;                      \
        if (i < n) {                                                        \
            float a = LOAD(&in[i]);                                         \
            float b = LOAD(&in[(i + 32) % n]);                              \
            out[i] = a + 2.0f * b;                                          \
        }                                                                   \
    }

__device__ __forceinline__ float plain(const float *p) { return *p; }

TWICE(k_plain, plain)
TWICE(k_ldg, __ldg)
TWICE(k_ldca, __ldca)
TWICE(k_ldcg, __ldcg)
TWICE(k_ldcs, __ldcs)
TWICE(k_ldlu, __ldlu)
TWICE(k_ldcv, __ldcv)

int main() {
    const int n = 1 << 14;
    float *h = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; i++) h[i] = (i % 97) * 0.25f;
    float *in, *out;
    cudaMalloc(&in, n * sizeof(float));
    cudaMalloc(&out, n * sizeof(float));
    cudaMemcpy(in, h, n * sizeof(float), cudaMemcpyHostToDevice);
    const char *names[] = {"plain", "__ldg", "__ldca", "__ldcg", "__ldcs", "__ldlu", "__ldcv"};
    for (int k = 0; k < 7; k++) {
        cudaMemset(out, 0, n * sizeof(float));
        switch (k) {
        case 0: k_plain<<<n / 256, 256>>>(in, out, n); break;
        case 1: k_ldg<<<n / 256, 256>>>(in, out, n); break;
        case 2: k_ldca<<<n / 256, 256>>>(in, out, n); break;
        case 3: k_ldcg<<<n / 256, 256>>>(in, out, n); break;
        case 4: k_ldcs<<<n / 256, 256>>>(in, out, n); break;
        case 5: k_ldlu<<<n / 256, 256>>>(in, out, n); break;
        case 6: k_ldcv<<<n / 256, 256>>>(in, out, n); break;
        }
        cudaMemcpy(h, out, n * sizeof(float), cudaMemcpyDeviceToHost);
        double s = 0;
        for (int i = 0; i < n; i++) s += h[i];
        printf("%-7s sum %.2f\n", names[k], s);
    }
    return 0;
}
