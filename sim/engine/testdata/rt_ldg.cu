#include <cstdio>

__global__ void k(const float4 *a, const int *b, float *o, int *q) {
    int i = threadIdx.x;
    float4 v = __ldg(&a[i]);
    float4 w = __ldcs(&a[i]);
    o[i] = v.x + v.w + w.y;
    __stcg(&q[i], __ldcg(&b[i]) + __ldg(&b[i]));
}

__global__ void bad(const float4 *a, float *o) {
    float4 v = __ldg(&a[threadIdx.x + 4]);
    o[0] = v.x;
}

int main() {
    float4 *a;
    float *o;
    int *b, *q;
    cudaMallocManaged(&a, 4 * sizeof(float4));
    cudaMallocManaged(&o, 4 * sizeof(float));
    cudaMallocManaged(&b, 4 * sizeof(int));
    cudaMallocManaged(&q, 4 * sizeof(int));
    for (int i = 0; i < 4; i++) {
        a[i] = make_float4(i, 100, 0, 10 * i);
        b[i] = i * i;
    }
    k<<<1, 4>>>(a, b, o, q);
    cudaDeviceSynchronize();
    printf("%.0f %.0f %d %d\n", o[1], o[3], q[2], q[3]);
    bad<<<1, 1>>>(a, o);
    printf("%s\n", cudaGetErrorName(cudaDeviceSynchronize()));
    return 0;
}
// Exit: 1
// Diagnostic: out of bounds
// Output:
// 111 133 8 18
// cudaErrorIllegalAddress
