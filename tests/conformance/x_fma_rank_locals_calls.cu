// x_fma_rank_locals with each sum written inside the call that stores it, bits(p + a*b): the call
// comes after its argument, so the sum is still in the block of the product held in p, and the
// product of lower rank fuses as there (the lab treated a statement with a user call as leaving the
// block, and kept the local rounded).
#include <cstdio>
#include <cstring>
__device__ unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
const int N = 6;
__global__ void sums(const float *p, unsigned *out) {
    int t = threadIdx.x;
    float a = p[t], b = p[32 + t], c = p[64 + t], d = p[96 + t], e = p[128 + t], f = p[160 + t], g = p[192 + t], h = p[224 + t];
    unsigned *o = out + N * t;
    float p0 = c * d; o[0] = bits(p0 + a * b);
    float p1 = a * e; o[1] = bits(p1 + f * g);
    float p2 = e * h, q2 = b * f; o[2] = bits(p2 + q2);
    float p3 = g * h; o[3] = bits(b * e + p3);
    float p4 = d * h; o[4] = bits(a * g - p4);
    float p5 = a * c; o[5] = bits(e * g - p5);
}
static void inputs(int k, int t, float *v) {
    float a = 1.0f + t / 2048.0f + 1.0f / 1048576, b = 3.0f + t / 1024.0f + 1.0f / 524288, c = 0.75f + t / 4096.0f + 1.0f / 2097152;
    float d = 1.0f - (t % 7) / 4096.0f - 1.0f / 1048576, e = 0.5f + t / 256.0f + 1.0f / 4194304, f = 1.25f + t / 8192.0f + 1.0f / 1048576;
    float g = 0.875f + (t % 5) / 2048.0f + 1.0f / 2097152, h = 1.5f - t / 16384.0f - 1.0f / 1048576, near = 1.0f + 1.0f / 512;
    switch (k) {
    case 0: c = -(a * b) * near / d; break;
    case 1: f = -(a * e) * near / g; break;
    case 2: e = -(b * f) * near / h; break;
    case 3: b = -(g * h) * near / e; break;
    case 4: a = (d * h) * near / g; break;
    case 5: e = (a * c) * near / g; break;
    }
    v[0] = a, v[1] = b, v[2] = c, v[3] = d, v[4] = e, v[5] = f, v[6] = g, v[7] = h;
}
int main() {
    float hh[256]; unsigned r[32 * N];
    float *dp; unsigned *dout;
    cudaMalloc(&dp, sizeof hh); cudaMalloc(&dout, sizeof r);
    for (int k = 0; k < N; k++) {
        for (int t = 0; t < 32; t++) { float v[8]; inputs(k, t, v); for (int j = 0; j < 8; j++) hh[32 * j + t] = v[j]; }
        cudaMemcpy(dp, hh, sizeof hh, cudaMemcpyHostToDevice);
        sums<<<1, 32>>>(dp, dout);
        cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
        printf("L%d", k);
        for (int t = 0; t < 32; t += 3) printf(" %08x", r[N * t + k]);
        printf("\n");
    }
}
