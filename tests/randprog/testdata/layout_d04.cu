// Random struct layouts (tests/randprog/gen, kind layout, seed 50124).
#include <cstdio>
#include <cstddef>
#include <cstring>

struct S0 {
    unsigned char f0 : 7;
    char3 f1;
    float f2[1];
    uchar4 f3;
    double2 f4;
    ulonglong2 f5[3];
};
union S1 {
    alignas(4) float f0;
    short4 f1;
};
struct S2 {
    int f0 : 6;
    uint2 f1;
};
struct S3 {
    unsigned f0 : 19;
    long long f1;
    float f2;
    double3 f3;
    float3 f4;
    longlong2 f5;
};
struct S4 {
    short2 f0;
};
struct S5 {
    unsigned f0 : 26;
    char3 f1;
    int f2;
};

#define LAYOUT {offsetof(S0, f1), offsetof(S0, f2), offsetof(S0, f3), offsetof(S0, f4), offsetof(S0, f5), sizeof(S0), alignof(S0), offsetof(S1, f0), offsetof(S1, f1), sizeof(S1), alignof(S1), offsetof(S2, f1), sizeof(S2), alignof(S2), offsetof(S3, f1), offsetof(S3, f2), offsetof(S3, f3), offsetof(S3, f4), offsetof(S3, f5), sizeof(S3), alignof(S3), offsetof(S4, f0), sizeof(S4), alignof(S4), offsetof(S5, f1), offsetof(S5, f2), sizeof(S5), alignof(S5)}
#define NLAYOUT 28

__global__ void layout(size_t *out) {
    size_t v[] = LAYOUT;
    for (int i = 0; i < NLAYOUT; i++) out[i] = v[i];
}

__global__ void sum(const S5 *p, double *out) {
    int t = threadIdx.x;
    out[t] = (double)p[t].f2;
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
        printf("sum %d: device %.17g host %.17g\n", t, sums[t], (double)p[t].f2);
    }
    return 0;
}
