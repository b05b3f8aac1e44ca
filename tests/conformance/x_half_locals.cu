// Half products held in locals: nvcc fuses a __half product kept in a
// variable into the adds that read it, as it does float ones (a * b in
// `__half p = a * b; s = s + p;`, acc *= z; acc -= x;), but not one that a
// multiply also reads, nor one computed before a branch that reads it.
#include <cstdio>
#include <cuda_fp16.h>

#define N 32

__global__ void locals(const __half *a, const __half *b, const __half *c, __half *out) {
    int i = threadIdx.x;
    __half x = a[i], y = b[i], z = c[i];
    // a product read by two adds: both fused
    __half p = x * y;
    __half s1 = p + z;
    __half s2 = z - p;
    // the chain of compound assignments: *= then -= fuses
    __half acc = x;
    acc += y;
    acc *= z;
    acc -= x;
    acc /= y;
    // a product a multiply reads too: rounded once, then added
    __half q = y * z;
    __half m = q * x;
    __half s3 = q + x;
    // a product before a branch that reads it: not fused
    __half r = x * z;
    __half s4 = y;
    if (i & 1) s4 = s4 + r;
    // a dot product whose step holds its product in a local
    __half dot = __float2half(0.0f);
    for (int k = 0; k < 8; k++) {
        __half prod = a[(i + k) % N] * b[(i + 3 * k) % N];
        dot = dot + prod;
    }
    // a __half2 product in a local
    __half2 u = __halves2half2(x, y), v = __halves2half2(z, x);
    __half2 w = u * v;
    __half2 t = w + u;
    out[i * 9 + 0] = s1;
    out[i * 9 + 1] = s2;
    out[i * 9 + 2] = acc;
    out[i * 9 + 3] = m;
    out[i * 9 + 4] = s3;
    out[i * 9 + 5] = s4;
    out[i * 9 + 6] = dot;
    out[i * 9 + 7] = t.x;
    out[i * 9 + 8] = t.y;
}

int main() {
    __half a[N], b[N], c[N];
    for (int i = 0; i < N; i++) {
        a[i] = __float2half(1.0f + i * 0.0371f);
        b[i] = __float2half((i % 7) * 0.613f - 1.7f);
        c[i] = __float2half(0.001f * (i * i % 29) - 0.0123f);
    }
    __half *da, *db, *dc, *dout;
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dc, sizeof c);
    cudaMalloc(&dout, N * 9 * sizeof(__half));
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice);
    locals<<<1, N>>>(da, db, dc, dout);
    __half out[N * 9];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++) {
        printf("%2d:", i);
        for (int j = 0; j < 9; j++) printf(" %04x", __half_as_ushort(out[i * 9 + j]));
        printf("\n");
    }
    return 0;
}
