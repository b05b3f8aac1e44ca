// Single-head scaled dot-product attention, one thread per query. Head dimension fixed at 16
// (fully unrolled dot products) in attnFixed, and a runtime head dimension in attnDyn.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define D 16
#define NK 6

__global__ void attnFixed(const float* q, const float* k, const float* v, float* out) {
    int t = threadIdx.x;
    float s[NK];
    float scale = rsqrtf((float)D);
    float m = -1e30f;
    for (int j = 0; j < NK; ++j) {
        float dot = 0.0f;
        #pragma unroll
        for (int d = 0; d < D; ++d) dot += q[t * D + d] * k[j * D + d];
        s[j] = dot * scale;
        m = fmaxf(m, s[j]);
    }
    float den = 0.0f, o0 = 0.0f, o1 = 0.0f;
    for (int j = 0; j < NK; ++j) {
        float p = expf(s[j] - m);
        den += p;
        o0 += p * v[j * D + 0];
        o1 += p * v[j * D + 5];
    }
    out[t * 4 + 0] = s[0];
    out[t * 4 + 1] = s[NK - 1];
    out[t * 4 + 2] = o0 / den;
    out[t * 4 + 3] = o1 / den;
}

__global__ void attnDyn(const float* q, const float* k, int dim, float* out) {
    int t = threadIdx.x;
    float best = -1e30f, second = -1e30f;
    float scale = 1.0f / sqrtf((float)dim);
    for (int j = 0; j < NK; ++j) {
        float dot = 0.0f;
        for (int d = 0; d < dim; ++d) dot = dot + q[t * D + d] * k[j * D + d];
        float sc = dot * scale + 0.02f * j;    // additive position bias
        if (sc > best) { second = best; best = sc; }
        else if (sc > second) second = sc;
    }
    out[t * 2 + 0] = best;
    out[t * 2 + 1] = best - second;
}

int main() {
    const int NQ = 32;
    static float hq[NQ * D], hk[NK * D], hv[NK * D];
    for (int i = 0; i < NQ * D; ++i) hq[i] = (float)((i * 13) % 23 - 11) / 10.0f;
    for (int i = 0; i < NK * D; ++i) hk[i] = (float)((i * 7) % 19 - 9) / 6.0f;
    for (int i = 0; i < NK * D; ++i) hv[i] = (float)(i % 11) / 3.0f - 1.5f;
    float *dq, *dk, *dv, *d1, *d2;
    cudaMalloc(&dq, sizeof hq); cudaMalloc(&dk, sizeof hk); cudaMalloc(&dv, sizeof hv);
    cudaMalloc(&d1, NQ * 4 * 4); cudaMalloc(&d2, NQ * 2 * 4);
    cudaMemcpy(dq, hq, sizeof hq, cudaMemcpyHostToDevice);
    cudaMemcpy(dk, hk, sizeof hk, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, hv, sizeof hv, cudaMemcpyHostToDevice);
    attnFixed<<<1, NQ>>>(dq, dk, dv, d1);
    attnDyn<<<1, NQ>>>(dq, dk, 13, d2);
    float o1[NQ * 4], o2[NQ * 2];
    cudaMemcpy(o1, d1, sizeof o1, cudaMemcpyDeviceToHost);
    cudaMemcpy(o2, d2, sizeof o2, cudaMemcpyDeviceToHost);
    for (int t = 0; t < NQ; ++t) {
        unsigned u[6];
        memcpy(u, &o1[t * 4], 16); memcpy(u + 4, &o2[t * 2], 8);
        printf("q%02d s0 %08x s5 %08x o %08x %08x | dyn best %08x gap %08x\n", t, u[0], u[1], u[2], u[3], u[4], u[5]);
    }
    return 0;
}
