// Integer arithmetic corners on host and device alike: division and modulo of negatives,
// arithmetic right shift of negatives, unsigned wrap-around, signed/unsigned comparison,
// 64-bit multiply, integer promotion of char/short, and float/double round trips (no
// undefined behaviour: no signed overflow, no out-of-range float-to-int conversion).
#include <cstdio>
#include <climits>
#include <cuda_runtime.h>

__host__ __device__ void arith(long long *o, int a, int b) {
    o[0] = a / b;
    o[1] = a % b;
    o[2] = a >> 3;
    o[3] = (unsigned)a >> 3;
    o[4] = (unsigned)a * 3u;
    o[5] = (long long)a * b * 1000003LL;
    o[6] = (a < (unsigned)b);
    signed char c = (signed char)a;
    unsigned char uc = (unsigned char)a;
    short s = (short)(a * 1000LL);
    o[7] = c + uc + s;
    o[8] = (unsigned short)(a * 1000LL) / 7;
    o[9] = (a ^ b) & ~(a | 0xF0);
    o[10] = (long long)(float)(a * 123457LL) - a * 123457LL;
    o[11] = (int)((double)a / b * 1e3);
    o[12] = -a % 7 + (a % -7);
    o[13] = (unsigned long long)(-(long long)a) >> 60;
}

__global__ void devArith(long long *out, const int *as, const int *bs, int n) {
    int i = threadIdx.x;
    if (i < n) arith(out + i * 14, as[i], bs[i]);
}

int main() {
    const int n = 8;
    int as[n] = {17, -17, 100000, -2147483647, 255, -1, 7, INT_MAX};
    int bs[n] = {5, 5, -7, 3, -256, 2, -3, 1000};
    long long host[n * 14], dev[n * 14];
    for (int i = 0; i < n; i++) arith(host + i * 14, as[i], bs[i]);
    int *da, *db;
    long long *dout;
    cudaMalloc(&da, sizeof as);
    cudaMalloc(&db, sizeof bs);
    cudaMalloc(&dout, sizeof dev);
    cudaMemcpy(da, as, sizeof as, cudaMemcpyHostToDevice);
    cudaMemcpy(db, bs, sizeof bs, cudaMemcpyHostToDevice);
    devArith<<<1, 32>>>(dout, da, db, n);
    cudaMemcpy(dev, dout, sizeof dev, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        printf("%d,%d:", as[i], bs[i]);
        for (int k = 0; k < 14; k++) printf(" %lld", dev[i * 14 + k]);
        int same = 1;
        for (int k = 0; k < 14; k++) same &= dev[i * 14 + k] == host[i * 14 + k];
        printf(" %s\n", same ? "=host" : "!=host");
    }
    printf("%d %u %ld\n", INT_MIN, UINT_MAX, LONG_MAX);
    cudaFree(da); cudaFree(db); cudaFree(dout);
    return 0;
}
