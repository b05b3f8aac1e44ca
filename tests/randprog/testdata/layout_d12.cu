// Random struct layouts (tests/randprog/gen, kind layout, seed 50372).
#include <cstdio>
#include <cstddef>
#include <cstring>

union __align__(16) S0 {
    char2 f0;
    unsigned f1;
};
struct S1 {
    short f0;
};
union S2 {
    short f0;
    long f1;
    S1 f2;
};
struct S3 {
    int2 f0;
    short3 f1;
    long long f2;
    float f3;
    alignas(4) long f4;
    int4 f5;
};
struct S4 {
    alignas(8) char f0;
    int4 f1[3];
    short4 f2;
    longlong2 f3;
    short f4;
    short4 f5;
};
struct S5 {
    float3 f0;
    int f1 : 6;
    char f2[1];
    int4 f3;
    float f4;
};

#define LAYOUT {offsetof(S0, f0), offsetof(S0, f1), sizeof(S0), alignof(S0), offsetof(S1, f0), sizeof(S1), alignof(S1), offsetof(S2, f0), offsetof(S2, f1), offsetof(S2, f2), sizeof(S2), alignof(S2), offsetof(S3, f0), offsetof(S3, f1), offsetof(S3, f2), offsetof(S3, f3), offsetof(S3, f4), offsetof(S3, f5), sizeof(S3), alignof(S3), offsetof(S4, f0), offsetof(S4, f1), offsetof(S4, f2), offsetof(S4, f3), offsetof(S4, f4), offsetof(S4, f5), sizeof(S4), alignof(S4), offsetof(S5, f0), offsetof(S5, f2), offsetof(S5, f3), offsetof(S5, f4), sizeof(S5), alignof(S5)}
#define NLAYOUT 34

__global__ void layout(size_t *out) {
    size_t v[] = LAYOUT;
    for (int i = 0; i < NLAYOUT; i++) out[i] = v[i];
}

__global__ void sum(const S5 *p, double *out) {
    int t = threadIdx.x;
    out[t] = (double)p[t].f4;
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
        printf("sum %d: device %.17g host %.17g\n", t, sums[t], (double)p[t].f4);
    }
    return 0;
}
