// cuda_fp16.h's C++ side: arithmetic, comparison and compound operators
// on __half and __half2, the converting constructors (from float, double
// and the integer types) and the conversion functions (to float, the
// integer types and bool), on the device and on the host. a * b + c is
// one fused multiply-add on the GPU and two roundings on the host.
#include <cstdio>
#include <cuda_fp16.h>

#define N 32

__device__ __half scaleAdd(__half a, __half x, __half y) { return a * x + y; }

__global__ void halfOps(const __half *a, const __half *b, const __half *c, float *f, __half *h, __half2 *p) {
    int i = threadIdx.x;
    __half x = a[i], y = b[i], z = c[i];
    __half sum = z + x * y;
    __half diff = x * y - z;
    __half quot = x / y;
    __half neg = -x;
    __half acc = x;
    acc += y;
    acc /= z;
    acc -= x;
    acc *= y;
    __half step = x;
    ++step;
    step++;
    --step;
    __half before = step--;
    float asFloat = sum;
    int asInt = quot;
    bool nonzero = neg;
    double asDouble = diff;
    unsigned short asUshort = acc;
    long long asLong = step;
    __half fromFloat = 1.25f + (float)i * 0.3f;
    __half fromInt = i * 37;
    __half fromDouble = 0.1 * i;
    __half fromUnsigned = (unsigned)i * 1000u;
    __half fromShort = (short)(i - 16);
    __half fromChar = (char)('a' + i);
    f[i * 8 + 0] = asFloat;
    f[i * 8 + 1] = (float)asInt;
    f[i * 8 + 2] = nonzero;
    f[i * 8 + 3] = (float)asDouble;
    f[i * 8 + 4] = (x < y) + 2 * (x == y) + 4 * (x != y) + 8 * (x >= z) + 16 * (x <= z) + 32 * (x > y);
    f[i * 8 + 5] = (float)asUshort + (float)asLong;
    f[i * 8 + 6] = (float)fromFloat + (float)(fromInt + fromDouble);
    f[i * 8 + 7] = static_cast<float>(fromUnsigned) + (float)fromShort + (float)fromChar;
    h[i * 8 + 0] = sum;
    h[i * 8 + 1] = diff;
    h[i * 8 + 2] = quot;
    h[i * 8 + 3] = neg;
    h[i * 8 + 4] = acc;
    h[i * 8 + 5] = step;
    h[i * 8 + 6] = before;
    h[i * 8 + 7] = scaleAdd(x, y, z);
    __half2 u = __halves2half2(x, y), v = __halves2half2(z, x);
    __half2 w = u * v + u;
    w += v;
    w = w - u;
    w = w / v;
    w = -w;
    p[i] = w;
    if (i == 0) {
        __half2 q = __halves2half2(__float2half(1.0f), __float2half(2.0f));
        __half2 r = q;
        printf("device: half2 == %d, != %d, < %d, >= %d\n", q == r, q != r, q < r + q, q >= r);
    }
}

int main() {
    const float base[N] = {0.5f, 1.0f, -2.5f, 3.1415926f, 65504.f, 70000.f, 1e-5f, -6e-8f,
                           0.0f, -0.0f, 100.f, 0.333f, 7.77f, -1024.5f, 2049.f, 1.0009765625f,
                           12.34f, -56.78f, 0.1f, 0.2f, 1e4f, 3e4f, -3e4f, 0.75f,
                           1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 1.0f / 3, 2.0f / 3, -0.001f};
    __half a[N], b[N], c[N];
    for (int i = 0; i < N; i++) {
        a[i] = base[i];
        b[i] = __float2half(base[(i * 7 + 3) % N] + 0.5f);
        c[i] = (__half)(base[(i * 5 + 1) % N] * 0.25f);
    }
    b[3] = 0.0f;
    __half *da, *db, *dc, *dh;
    float *df;
    __half2 *dp;
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dc, sizeof c);
    cudaMalloc(&df, N * 8 * sizeof(float));
    cudaMalloc(&dh, N * 8 * sizeof(__half));
    cudaMalloc(&dp, N * sizeof(__half2));
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice);
    halfOps<<<1, N>>>(da, db, dc, df, dh, dp);
    cudaDeviceSynchronize();
    float f[N * 8];
    __half h[N * 8];
    __half2 p[N];
    cudaMemcpy(f, df, sizeof f, cudaMemcpyDeviceToHost);
    cudaMemcpy(h, dh, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(p, dp, sizeof p, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++) {
        printf("%2d:", i);
        for (int j = 0; j < 8; j++) printf(" %.9g", f[i * 8 + j]);
        for (int j = 0; j < 8; j++) printf(" %04x", __half_as_ushort(h[i * 8 + j]));
        printf(" | %04x %04x\n", __half_as_ushort(p[i].x), __half_as_ushort(p[i].y));
    }
    // the same operators in host code
    __half total = 0.0f;
    for (int i = 0; i < N; i++) {
        __half x = a[i], y = b[i], z = c[i];
        __half sum = x * y + z, quot = x / y, acc = x;
        acc += y;
        acc *= z;
        acc -= x;
        int asInt = quot;
        char asChar = sum;
        unsigned long asUlong = -x;
        if (!(x != x) && x < __float2half(100.0f)) total += x;
        printf("host %2d: %04x %04x %04x %.9g %d %d %lu %d\n", i, __half_as_ushort(sum), __half_as_ushort(quot),
               __half_as_ushort(acc), (float)sum, asInt, (int)asChar, asUlong, (int)(bool)z);
    }
    printf("host total %.9g\n", (float)total);
    return 0;
}
