// Tests the usual arithmetic conversions: signed/unsigned comparison, integer promotion of
// char and short, truncating casts, sign extension, arithmetic shifts, float<->int casts,
// and integer division and remainder with negative operands, on host and device.
#include <cstdio>
#include <cuda_runtime.h>

#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

#define NR 16

__host__ __device__ void convert(int *r) {
    int minus1 = -1;
    unsigned int zero = 0;
    r[0] = minus1 < zero;                 // -1 converts to UINT_MAX: false
    r[1] = (long long)minus1 < (long long)zero;  // true
    unsigned char a = 200, b = 100;
    r[2] = a + b;                         // promoted to int: 300
    unsigned char c = a + b;              // truncated: 44
    r[3] = c;
    short s = -2;
    r[4] = (unsigned short)s;             // 65534
    r[5] = (int)(signed char)0x80;        // -128
    r[6] = -7 / 2;                        // -3 (truncation toward zero)
    r[7] = -7 % 2;                        // -1
    r[8] = 7 / -2;                        // -3
    r[9] = 7 % -2;                        // 1
    r[10] = -16 >> 2;                     // -4 (arithmetic shift)
    r[11] = (int)(0xF0000000u >> 28);     // 15 (logical shift)
    r[12] = (int)3.99f;                   // 3
    r[13] = (int)-3.99;                   // -3
    r[14] = (int)(unsigned char)-1;       // 255
    r[15] = sizeof(a + b) == sizeof(int); // promotion to int
}

__global__ void kernel(int *r) { convert(r); }

int main() {
    int h[NR], d[NR];
    int *dr;
    convert(h);
    CHECK(cudaMalloc(&dr, sizeof(d)));
    kernel<<<1, 1>>>(dr);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(d, dr, sizeof(d), cudaMemcpyDeviceToHost));
    for (int i = 0; i < NR; i++) printf("r[%2d] host=%6d device=%6d\n", i, h[i], d[i]);
    unsigned u = 3;
    int i = -5;
    printf("u + i = %u, (int)(u + i) = %d\n", u + i, (int)(u + i));
    long long big = 4294967296LL + 5;
    printf("(int)big = %d, (unsigned)big = %u\n", (int)big, (unsigned)big);
    CHECK(cudaFree(dr));
    return 0;
}
