// Random struct layouts (tests/randprog/gen, kind layout, seed 50403).
#include <cstdio>
#include <cstddef>
#include <cstring>

struct S0 {
    unsigned f0 : 15;
    longlong2 f1[4];
    int f2 : 6;
    unsigned f3[2];
};
struct S1 {
    int f0 : 28;
    int f1;
    float f2[4];
};
struct S2 {
    char3 f0[2];
    uchar4 f1[4];
    float4 f2[4];
};
struct S3 {
    bool f0;
    long2 f1;
    ulonglong2 f2;
};
struct S4 {
    double3 f0;
    alignas(16) short f1;
    short f2[4];
};
struct S5 {
    double2 f0;
};

#define LAYOUT {offsetof(S0, f1), offsetof(S0, f3), sizeof(S0), alignof(S0), offsetof(S1, f1), offsetof(S1, f2), sizeof(S1), alignof(S1), offsetof(S2, f0), offsetof(S2, f1), offsetof(S2, f2), sizeof(S2), alignof(S2), offsetof(S3, f0), offsetof(S3, f1), offsetof(S3, f2), sizeof(S3), alignof(S3), offsetof(S4, f0), offsetof(S4, f1), offsetof(S4, f2), sizeof(S4), alignof(S4), offsetof(S5, f0), sizeof(S5), alignof(S5)}
#define NLAYOUT 26

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
