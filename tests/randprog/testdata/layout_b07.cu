// Random struct layouts (tests/randprog/gen, kind layout, seed 955433).
#include <cstdio>
#include <cstddef>
#include <cstring>

struct __align__(32) S0 {
    long2 f0;
    char f1;
    unsigned char f2[2];
};
struct S1 {
    unsigned f0 : 9;
    int f1;
};
struct S2 {
    short f0[1];
    float2 f1[2];
    S0 f2;
};
struct S3 {
    unsigned char f0 : 5;
    uint2 f1;
    unsigned char f2 : 7;
    int f3 : 18;
    short2 f4;
    ushort2 f5;
};
struct S4 {
    float2 f0;
};
struct __align__(8) S5 {
    int f0 : 5;
};

#define LAYOUT {offsetof(S0, f0), offsetof(S0, f1), offsetof(S0, f2), sizeof(S0), alignof(S0), offsetof(S1, f1), sizeof(S1), alignof(S1), offsetof(S2, f0), offsetof(S2, f1), offsetof(S2, f2), sizeof(S2), alignof(S2), offsetof(S3, f1), offsetof(S3, f4), offsetof(S3, f5), sizeof(S3), alignof(S3), offsetof(S4, f0), sizeof(S4), alignof(S4), sizeof(S5), alignof(S5)}
#define NLAYOUT 23

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
