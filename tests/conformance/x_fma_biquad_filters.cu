// Audio filter bank, one channel per lane: a low-pass biquad in transposed direct form II and a
// high-pass biquad in direct form I (coefficient structs passed by value), an exponential moving
// average of the low-pass output, and running energy / cross-term sums used after the loop.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

struct Biquad { float b0, b1, b2, a1, a2; };

__device__ float ema(float prev, float x, float alpha) { return alpha * x + (1.0f - alpha) * prev; }

__global__ void filterBank(const float* sig, int len, Biquad lp, Biquad hp, float alpha,
                           float* out) {
    int ch = threadIdx.x;
    float z1 = 0.0f, z2 = 0.0f;                       // TDF-II state (low-pass)
    float x1 = 0.0f, x2 = 0.0f, y1 = 0.0f, y2 = 0.0f;   // DF-I state (high-pass)
    float avg = 0.0f, elo = 0.0f, ehi = 0.0f, cross = 0.0f, last = 0.0f;
    for (int n = 0; n < len; ++n) {
        float in = sig[n * 32 + ch];
        float y = lp.b0 * in + z1;
        z1 = lp.b1 * in - lp.a1 * y + z2;
        z2 = lp.b2 * in - lp.a2 * y;
        float h = hp.b0 * in + hp.b1 * x1 + hp.b2 * x2 - hp.a1 * y1 - hp.a2 * y2;
        x2 = x1; x1 = in;
        y2 = y1; y1 = h;
        avg = ema(avg, y, alpha);
        elo += y * y;
        ehi = ehi + h * h;
        cross += y * h + in * 0.125f;
        last = y * h;
    }
    float inv = 1.0f / (float)len;
    float corr = cross * inv - last;
    float balance = elo * inv - ehi * inv;
    out[ch * 6 + 0] = z1;
    out[ch * 6 + 1] = y1;
    out[ch * 6 + 2] = avg;
    out[ch * 6 + 3] = elo;
    out[ch * 6 + 4] = corr;
    out[ch * 6 + 5] = balance;
}

int main() {
    const int CH = 32, LEN = 45;
    static float hs[CH * LEN];
    for (int n = 0; n < LEN; ++n)
        for (int c = 0; c < CH; ++c) {
            int k = n * 7 + c * 13;
            hs[n * CH + c] = (float)((k * 37) % 101 - 50) / 17.0f + (float)((n * c) % 9) / 23.0f;
        }
    Biquad lp = {0.0674553f, 0.1349106f, 0.0674553f, -1.1429805f, 0.4128016f};
    Biquad hp = {0.8005974f, -1.6011948f, 0.8005974f, -1.5610181f, 0.6413716f};
    float *ds, *dout;
    cudaMalloc(&ds, sizeof hs);
    cudaMalloc(&dout, CH * 6 * sizeof(float));
    cudaMemcpy(ds, hs, sizeof hs, cudaMemcpyHostToDevice);
    filterBank<<<1, CH>>>(ds, LEN, lp, hp, 0.15f, dout);
    float o[CH * 6];
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    for (int c = 0; c < CH; ++c) {
        unsigned u[6];
        memcpy(u, &o[c * 6], sizeof u);
        printf("ch%02d lp.z1 %08x hp.y %08x ema %08x elo %08x corr %08x bal %08x\n", c, u[0],
               u[1], u[2], u[3], u[4], u[5]);
    }
    cudaFree(ds); cudaFree(dout);
    return 0;
}
