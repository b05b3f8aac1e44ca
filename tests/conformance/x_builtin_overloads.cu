// A program's own overloads of built-in names: C++ adds them to the
// built-in's overloads instead of hiding it, so make_float3(s, s, s) inside
// make_float3(float) is CUDA's, fminf(a.x, b.x) inside fminf(float3,
// float3) is the float one, and each call picks the best fit of both.
#include <cstdio>

__host__ __device__ float3 make_float3(float s) { return make_float3(s, s, s); }
__host__ __device__ float3 make_float3(int3 v) { return make_float3(v.x * 0.5f, v.y * 0.5f, v.z * 0.5f); }
__host__ __device__ float3 fminf(float3 a, float3 b) { return make_float3(fminf(a.x, b.x), fminf(a.y, b.y), fminf(a.z, b.z)); }
__host__ __device__ int2 min(int2 a, int2 b) { return make_int2(min(a.x, b.x), min(a.y, b.y)); }
__host__ __device__ int2 max(int2 a, int2 b) { return make_int2(max(a.x, b.x), max(a.y, b.y)); }
__device__ float sqrtf(float3 v) { return sqrtf(v.x * v.x + v.y * v.y + v.z * v.z); }
__host__ __device__ float4 operator*(float4 a, float4 b) { return make_float4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w); }
__host__ __device__ float4 operator+(float4 a, float s) { return make_float4(a.x + s, a.y + s, a.z + s, a.w + s); }
__host__ __device__ void operator*=(float4 &a, float s) { a.x *= s; a.y *= s; a.z *= s; a.w *= s; }
__host__ __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__host__ __device__ int2 operator+(int2 a, int2 b) { return make_int2(a.x + b.x, a.y + b.y); }
__host__ __device__ float3 operator-(float3 a) { return make_float3(-a.x, -a.y, -a.z); }
__host__ __device__ double abs(double2 v) { return fabs(v.x) + fabs(v.y); }
__host__ __device__ long max(long a, int b) { return a > b ? a : (long)b * 10; }

__global__ void k(float *out, int *iout) {
    int i = threadIdx.x;
    float3 a = make_float3(i * 0.25f - 1.0f, 2.0f - i, i * i * 0.125f);
    float3 b = fminf(a, make_float3(0.5f)) + make_float3(1.0f * i);
    float3 c = -fminf(make_float3(make_int3(i, -i, 3)), b);
    float4 p = make_float4(a.x, b.y, c.z, 1.5f) * make_float4(2.0f, -1.0f, 0.5f, 3.0f) + 0.25f;
    p *= 0.5f;
    int2 m = min(make_int2(i, 5 - i), make_int2(3, 2)) + max(make_int2(i, -i), make_int2(1, -3));
    out[8 * i + 0] = b.x; out[8 * i + 1] = b.y; out[8 * i + 2] = b.z;
    out[8 * i + 3] = c.x + c.y + c.z;
    out[8 * i + 4] = p.x + p.y * p.z + p.w;
    out[8 * i + 5] = sqrtf(a) + sqrtf(2.0f + i);
    out[8 * i + 6] = fminf(a.x, 1) + fminf(2.5f, a.y);
    out[8 * i + 7] = (float)abs(make_double2(-1.5 * i, 0.25));
    iout[3 * i] = m.x; iout[3 * i + 1] = m.y;
    iout[3 * i + 2] = (int)(max(7L, i) + max(i, 3) + min(-i, 2u > 1 ? -1 : 1) + abs(-i));
}

int main() {
    float *d; int *di;
    cudaMalloc(&d, 8 * 8 * sizeof(float)); cudaMalloc(&di, 3 * 8 * sizeof(int));
    k<<<1, 8>>>(d, di);
    float h[64]; int hi[24];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, di, sizeof hi, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; i++) {
        printf("%d:", i);
        for (int j = 0; j < 8; j++) printf(" %.9g", h[8 * i + j]);
        printf(" | %d %d %d\n", hi[3 * i], hi[3 * i + 1], hi[3 * i + 2]);
    }
    float3 v = fminf(make_float3(2.0f), make_float3(make_int3(1, 7, -3)));
    float4 q = make_float4(1.0f, 2.0f, 3.0f, 4.0f) * make_float4(0.5f, 0.25f, 2.0f, -1.0f) + 1.0f;
    q *= 3.0f;
    int2 m = max(min(make_int2(4, -2), make_int2(1, 8)), make_int2(-5, 0));
    printf("host: %.9g %.9g %.9g | %.9g %.9g %.9g %.9g | %d %d | %ld %ld %d %.9g %.9g\n", v.x, v.y, v.z, q.x, q.y, q.z, q.w,
           m.x, m.y, max(4L, 9), max(12L, 9), max(3, 4), fminf(1.0f, 0.5f), abs(make_double2(-2.5, 1.0)));
    return 0;
}
