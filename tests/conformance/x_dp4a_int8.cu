// Int8 dot products with __dp4a (signed and unsigned byte lanes packed in 32-bit words) and
// __dp2a_lo/__dp2a_hi (16-bit by 8-bit), against a host loop, as quantised-inference lessons
// use them.
#include <cstdio>
#include <cstdint>
#include <cuda_runtime.h>

__global__ void dots(const int *a, const int *b, const unsigned *ua, const unsigned *ub, int *out, int n) {
    int t = threadIdx.x;
    if (t >= n) return;
    out[t * 4 + 0] = __dp4a(a[t], b[t], 10);
    out[t * 4 + 1] = (int)__dp4a(ua[t], ub[t], 3u);
    out[t * 4 + 2] = __dp2a_lo(a[t], b[t], -7);
    out[t * 4 + 3] = __dp2a_hi(a[t], b[t], 100);
}

int main() {
    const int n = 8;
    int a[n], b[n], out[n * 4];
    unsigned ua[n], ub[n];
    for (int i = 0; i < n; i++) {
        int8_t x[4] = {(int8_t)(i * 37 - 100), (int8_t)(-i * 11), (int8_t)(127 - i), (int8_t)(-128 + i * 3)};
        int8_t y[4] = {(int8_t)(i * 5), (int8_t)(90 - i * 29), (int8_t)(-i), (int8_t)(i * i)};
        a[i] = (x[0] & 0xff) | (x[1] & 0xff) << 8 | (x[2] & 0xff) << 16 | (unsigned)(x[3] & 0xff) << 24;
        b[i] = (y[0] & 0xff) | (y[1] & 0xff) << 8 | (y[2] & 0xff) << 16 | (unsigned)(y[3] & 0xff) << 24;
        ua[i] = (unsigned)a[i] ^ 0x80808080u;
        ub[i] = (unsigned)b[i] * 2654435761u;
    }
    int *da, *db, *dout;
    unsigned *dua, *dub;
    cudaMalloc(&da, sizeof a); cudaMalloc(&db, sizeof b); cudaMalloc(&dout, sizeof out);
    cudaMalloc(&dua, sizeof ua); cudaMalloc(&dub, sizeof ub);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    cudaMemcpy(dua, ua, sizeof ua, cudaMemcpyHostToDevice);
    cudaMemcpy(dub, ub, sizeof ub, cudaMemcpyHostToDevice);
    dots<<<1, 32>>>(da, db, dua, dub, dout, n);
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        int ref = 10;
        for (int k = 0; k < 4; k++) ref += (int8_t)(a[i] >> (8 * k)) * (int8_t)(b[i] >> (8 * k));
        printf("%08x . %08x: dp4a %d (host %d) u %u dp2a lo %d hi %d\n", (unsigned)a[i], (unsigned)b[i], out[i * 4], ref,
               (unsigned)out[i * 4 + 1], out[i * 4 + 2], out[i * 4 + 3]);
    }
    cudaFree(da); cudaFree(db); cudaFree(dout); cudaFree(dua); cudaFree(dub);
    return 0;
}
