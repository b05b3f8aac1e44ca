// Random struct layouts (tests/randprog/gen, kind layout, seed 50527).
#include <cstdio>
#include <cstddef>
#include <cstring>

struct S0 {
    unsigned short f0 : 10;
    int f1;
    unsigned char f2 : 8;
    unsigned char f3 : 1;
    ulonglong2 f4;
};
struct __align__(32) S1 {
    int f0 : 15;
    alignas(16) double3 f1;
};
union S2 {
    short4 f0[1];
    int3 f1;
    char2 f2;
    double2 f3;
    float4 f4[4];
};
struct S3 {
    short2 f0;
};
struct S4 {
    char f0;
    uint2 f1;
    S3 f2;
    long long f3;
    double f4;
};
struct S5 {
    char f0[4];
    long f1;
};

#define LAYOUT {offsetof(S0, f1), offsetof(S0, f4), sizeof(S0), alignof(S0), offsetof(S1, f1), sizeof(S1), alignof(S1), offsetof(S2, f0), offsetof(S2, f1), offsetof(S2, f2), offsetof(S2, f3), offsetof(S2, f4), sizeof(S2), alignof(S2), offsetof(S3, f0), sizeof(S3), alignof(S3), offsetof(S4, f0), offsetof(S4, f1), offsetof(S4, f2), offsetof(S4, f3), offsetof(S4, f4), sizeof(S4), alignof(S4), offsetof(S5, f0), offsetof(S5, f1), sizeof(S5), alignof(S5)}
#define NLAYOUT 28

__global__ void layout(size_t *out) {
    size_t v[] = LAYOUT;
    for (int i = 0; i < NLAYOUT; i++) out[i] = v[i];
}

__global__ void sum(const S5 *p, double *out) {
    int t = threadIdx.x;
    out[t] = (double)p[t].f1;
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
        printf("sum %d: device %.17g host %.17g\n", t, sums[t], (double)p[t].f1);
    }
    return 0;
}
