// Random struct layouts (tests/randprog/gen, kind layout, seed 50248).
#include <cstdio>
#include <cstddef>
#include <cstring>

struct S0 {
    double2 f0;
    long f1;
    unsigned f2;
    alignas(4) ushort2 f3;
    float2 f4;
};
struct __align__(32) S1 {
    float2 f0[1];
    unsigned char f1 : 3;
    char f2;
    unsigned char f3;
    float3 f4;
    float f5[3];
};
struct S2 {
    long2 f0[1];
    int f1 : 12;
    int2 f2[2];
    double3 f3;
    int2 f4[1];
};
union S3 {
    float3 f0[2];
    char f1[1];
    alignas(16) ulonglong2 f2;
};
struct S4 {
    alignas(8) float4 f0;
    alignas(8) uint2 f1;
};
struct __align__(32) S5 {
    unsigned short f0 : 15;
    alignas(4) S2 f1;
    ulonglong2 f2;
    alignas(16) int4 f3;
    double3 f4;
};

#define LAYOUT {offsetof(S0, f0), offsetof(S0, f1), offsetof(S0, f2), offsetof(S0, f3), offsetof(S0, f4), sizeof(S0), alignof(S0), offsetof(S1, f0), offsetof(S1, f2), offsetof(S1, f3), offsetof(S1, f4), offsetof(S1, f5), sizeof(S1), alignof(S1), offsetof(S2, f0), offsetof(S2, f2), offsetof(S2, f3), offsetof(S2, f4), sizeof(S2), alignof(S2), offsetof(S3, f0), offsetof(S3, f1), offsetof(S3, f2), sizeof(S3), alignof(S3), offsetof(S4, f0), offsetof(S4, f1), sizeof(S4), alignof(S4), offsetof(S5, f1), offsetof(S5, f2), offsetof(S5, f3), offsetof(S5, f4), sizeof(S5), alignof(S5)}
#define NLAYOUT 35

__global__ void layout(size_t *out) {
    size_t v[] = LAYOUT;
    for (int i = 0; i < NLAYOUT; i++) out[i] = v[i];
}

__global__ void sum(const S5 *p, double *out) {
    int t = threadIdx.x;
    out[t] = 0.0;
}

int main() {
    size_t host[] = LAYOUT, dev[NLAYOUT];
    size_t *d_out;
    cudaMalloc(&d_out, sizeof dev);
    layout<<<1, 1>>>(d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (int i = 0; i < NLAYOUT; i++) printf("%d: device %zu host %zu\n", i, dev[i], host[i]);
    S5 items[8];
    unsigned char *raw = (unsigned char *)items;
    for (size_t i = 0; i < sizeof items; i++) raw[i] = (unsigned char)(i * 37 % 101);
    S5 *d_items;
    double sums[8], *d_sums;
    cudaMalloc(&d_items, sizeof items);
    cudaMalloc(&d_sums, sizeof sums);
    cudaMemcpy(d_items, items, sizeof items, cudaMemcpyHostToDevice);
    sum<<<1, 8>>>(d_items, d_sums);
    cudaMemcpy(sums, d_sums, sizeof sums, cudaMemcpyDeviceToHost);
    for (int t = 0; t < 8; t++) {
        const S5 *p = items;
        printf("sum %d: device %.17g host %.17g\n", t, sums[t], 0.0);
    }
    return 0;
}
