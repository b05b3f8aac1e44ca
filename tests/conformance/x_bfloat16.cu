// cuda_bf16.h: bfloat16 conversions in every rounding mode, its
// arithmetic through the overloaded intrinsics (__hadd, __hfma, __hmax
// ...) and the C++ operators, __nv_bfloat162 pairs, and a small
// mixed-precision dot product that keeps its sum in float, on the device
// and on the host.
#include <cstdio>
#include <cuda_bf16.h>

#define N 32

__global__ void bf16Ops(const __nv_bfloat16 *a, const __nv_bfloat16 *b, const __nv_bfloat16 *c, float *f,
                        __nv_bfloat16 *h, __nv_bfloat162 *p) {
    int i = threadIdx.x;
    __nv_bfloat16 x = a[i], y = b[i], z = c[i];
    __nv_bfloat16 fused = x * y + z;
    __nv_bfloat16 viaCalls = __hadd(__hmul(x, y), z);
    __nv_bfloat16 explicitFma = __hfma(y, z, x);
    __nv_bfloat16 quot = x / y;
    __nv_bfloat16 neg = -x;
    __nv_bfloat16 acc = x;
    acc += y;
    acc /= z;
    acc -= x;
    acc *= y;
    __nv_bfloat16 big = __hmax(x, y), small = __hmin(x, z);
    float wide = fused;
    int truncated = quot;
    f[i * 6 + 0] = wide;
    f[i * 6 + 1] = (float)truncated;
    f[i * 6 + 2] = (x < y) + 2 * (x == y) + 4 * (x != y) + 8 * (x >= z) + 16 * __hisnan(quot) + 32 * (bool)neg;
    f[i * 6 + 3] = __bfloat162float(__float2bfloat16_rz(1.0f / (i + 1))) + __bfloat162float(__float2bfloat16_ru(1.0f / (i + 3)));
    f[i * 6 + 4] = __bfloat162float(__float2bfloat16_rd(-1.0f / (i + 5))) + __bfloat162float(__double2bfloat16(0.1 * i + 1e-9));
    f[i * 6 + 5] = (float)__int2bfloat16_rn(i * 1001) + (float)(__nv_bfloat16)(i * 0.37f);
    h[i * 8 + 0] = fused;
    h[i * 8 + 1] = viaCalls;
    h[i * 8 + 2] = explicitFma;
    h[i * 8 + 3] = quot;
    h[i * 8 + 4] = neg;
    h[i * 8 + 5] = acc;
    h[i * 8 + 6] = big;
    h[i * 8 + 7] = small;
    __nv_bfloat162 u = __halves2bfloat162(x, y), v = __floats2bfloat162_rn(__bfloat162float(z), 0.5f);
    __nv_bfloat162 w = u * v + u;
    w = __hfma2(w, v, u);
    w = -w;
    p[i] = w;
}

__global__ void dot(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *out, int n) {
    __shared__ float partial[N];
    float sum = 0.0f;
    for (int k = threadIdx.x; k < n; k += blockDim.x) sum += __bfloat162float(a[k]) * __bfloat162float(b[k]);
    partial[threadIdx.x] = sum;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s /= 2) {
        if (threadIdx.x < s) partial[threadIdx.x] += partial[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0) *out = partial[0];
}

int main() {
    const float base[N] = {0.5f, 1.0f, -2.5f, 3.1415926f, 65504.f, 3e38f, 1e-38f, -6e-39f,
                           0.0f, -0.0f, 100.f, 0.333f, 7.77f, -1024.5f, 2049.f, 1.0078125f,
                           12.34f, -56.78f, 0.1f, 0.2f, 1e4f, 3e4f, -3e4f, 0.75f,
                           1.5f, 2.5f, 3.5f, 4.5f, 5.5f, 1.0f / 3, 2.0f / 3, -0.001f};
    __nv_bfloat16 a[N], b[N], c[N];
    for (int i = 0; i < N; i++) {
        a[i] = __float2bfloat16(base[i]);
        b[i] = base[(i * 7 + 3) % N] + 0.5f;
        c[i] = __float2bfloat16_rn(base[(i * 5 + 1) % N] * 0.25f);
    }
    b[3] = 0.0f;
    const int M = 200;
    __nv_bfloat16 u[M], v[M];
    for (int k = 0; k < M; k++) {
        u[k] = k * 0.013f - 1.0f;
        v[k] = __float2bfloat16(0.7f - k * 0.005f);
    }
    __nv_bfloat16 *da, *db, *dc, *dh, *du, *dv;
    float *df, *ddot;
    __nv_bfloat162 *dp;
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dc, sizeof c);
    cudaMalloc(&df, N * 6 * sizeof(float));
    cudaMalloc(&dh, N * 8 * sizeof(__nv_bfloat16));
    cudaMalloc(&dp, N * sizeof(__nv_bfloat162));
    cudaMalloc(&ddot, sizeof(float));
    cudaMalloc(&du, sizeof u);
    cudaMalloc(&dv, sizeof v);
    cudaMemcpy(du, u, sizeof u, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, v, sizeof v, cudaMemcpyHostToDevice);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice);
    bf16Ops<<<1, N>>>(da, db, dc, df, dh, dp);
    dot<<<1, N>>>(du, dv, ddot, M);
    float f[N * 6], d;
    __nv_bfloat16 h[N * 8];
    __nv_bfloat162 p[N];
    cudaMemcpy(f, df, sizeof f, cudaMemcpyDeviceToHost);
    cudaMemcpy(h, dh, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(p, dp, sizeof p, cudaMemcpyDeviceToHost);
    cudaMemcpy(&d, ddot, sizeof d, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++) {
        printf("%2d:", i);
        for (int j = 0; j < 6; j++) printf(" %.9g", f[i * 6 + j]);
        for (int j = 0; j < 8; j++) printf(" %04x", __bfloat16_as_ushort(h[i * 8 + j]));
        printf(" | %04x %04x\n", __bfloat16_as_ushort(p[i].x), __bfloat16_as_ushort(p[i].y));
    }
    float hostDot = 0.0f;
    for (int k = 0; k < M; k++) hostDot += (float)u[k] * (float)v[k];
    printf("dot %.9g host %.9g\n", d, hostDot);
    for (int i = 0; i < N; i++) {
        __nv_bfloat16 x = a[i], y = b[i], z = c[i];
        __nv_bfloat16 sum = x * y + z, quot = x / y, diff = __hsub(x, z);
        float asFloat = sum;
        long long asLong = quot;
        printf("host %2d: %04x %04x %04x %.9g %lld %04x\n", i, __bfloat16_as_ushort(sum), __bfloat16_as_ushort(quot),
               __bfloat16_as_ushort(diff), asFloat, asLong, __bfloat16_as_ushort(__float2bfloat16(base[i] * 1.1f)));
    }
    return 0;
}
