// Which product of a sum of two products nvcc fuses: LLVM's Reassociate pass orders the operands
// of every commutative operation by rank before the contraction (a load or call ranks by its
// place in the block, arithmetic one above its highest operand, a kernel parameter below all of
// them), and the first operand's product is fused. So the product of lower rank fuses, wherever
// it is written, and the left one on a tie. A difference is contracted by ptxas, within a block:
// a product computed before sqrtf's slow path stays rounded. Of two products that a sum and a
// difference both read, the sum fuses the one of lower rank; the other is rounded in both.
#include <cmath>
#include <cstdio>
#include <cstring>
__device__ unsigned bits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
__device__ unsigned long long bits(double f) { unsigned long long u; memcpy(&u, &f, 8); return u; }

const int N = 14;
// Every product is written once in the kernel (an equal product elsewhere would be one value,
// shared, which is another rule).
__global__ void sums(const float *p, const int *q, float x, float y, unsigned *out) {
    int t = threadIdx.x;
    float a = p[t], b = p[32 + t], c = p[64 + t], d = p[96 + t];
    float e = p[128 + t], f = p[160 + t], g = p[192 + t], h = p[224 + t];
    int i = q[t];
    unsigned *o = out + N * t;
    o[0] = bits(a * b + c * d);                     // a*b: the lower rank, on the left
    o[1] = bits(g * h + e * f);                     // e*f: the lower rank, on the right
    o[2] = bits((float)i * c + e * g);              // e*g: i is loaded last
    o[3] = bits(expf(a) * c + b * f);               // b*f: expf's call ranks above every load
    o[4] = bits(a * d + e * expf(h));               // a*d
    o[5] = bits((c * 3.25f - c) * (h * b) + c * h); // c*h: one below (c*3.25f - c)*(h*b)
    o[6] = bits(f * h + (a * c) * e);               // (a*c)*e
    o[7] = bits(g * g + (b * d + a) * f);           // (b*d + a)*f
    o[8] = bits(sqrtf(b) * d + a * e);              // a*e: sqrtf is a call
    o[9] = bits(a * h + x * y);                     // x*y: the kernel's parameters rank lowest
    o[10] = bits((float)i * (cbrtf(a) - b) - (float)i * sqrtf(c)); // the product after sqrtf's slow path
    o[11] = bits(h * e + f * c - a);                // f*c
    o[12] = bits(g * c + d * e);                    // two products read twice each, by this sum
    o[13] = bits(g * c - d * e);                    // and this difference: d*e fuses in the sum
}

__global__ void dsums(const double *p, unsigned long long *out) {
    int t = threadIdx.x;
    double a = p[t], b = p[32 + t], c = p[64 + t], d = p[96 + t], e = p[128 + t], f = p[160 + t];
    unsigned long long *o = out + 3 * t;
    o[0] = bits(c * d + a * b);                   // a*b
    o[1] = bits(exp(a) * e + c * f);              // c*f
    o[2] = bits((e * 0.75 - e) * (f * b) + e * f); // e*f
}

// inputs for expression k (lane t) whose two products nearly cancel, so that a rounded product
// shows in the sum's last bits: the free operand is solved for on the host
static void inputs(int k, int t, float *v, int *i) {
    float a = 1.0f + t / 2048.0f + 1.0f / 1048576, b = 3.0f + t / 1024.0f, c = 0.75f + t / 4096.0f;
    float d = 1.0f - (t % 7) / 4096.0f, e = 0.5f + t / 256.0f, f = 1.25f + t / 8192.0f;
    float g = 0.875f + (t % 5) / 2048.0f, h = 1.5f - t / 16384.0f, near = 1.0f + 1.0f / 512;
    const float x = 1.0f + 1.0f / 1024, y = -1.0f - 1.0f / 2048;
    *i = 3 + t;
    switch (k) {
    case 0: c = -(a * b) * near / d; break;
    case 1: e = -(g * h) * near / f; break;
    case 2: e = -((float)*i * c) * near / g; break;
    case 3: b = -(expf(a) * c) * near / f; break;
    case 4: e = -(a * d) * near / expf(h); break;
    case 5: b = -near / 2.25f / c * c / h; break; // (2.25c)(hb) + ch = ch(2.25b + 1)
    case 6: f = -((a * c) * e) * near / h; break;
    case 7: g = sqrtf((b * d + a) * f * near); f = -f; break;
    case 8: a = -(sqrtf(b) * d) * near / e; break;
    case 9: a = -(x * y) * near / h; break;
    case 10: b = cbrtf(a) - sqrtf(c) * near; break;
    case 11: f = -(h * e) * near / c; break;
    case 12: g = -(d * e) * near / c; break;
    case 13: g = (d * e) * near / c; break;
    }
    v[0] = a, v[1] = b, v[2] = c, v[3] = d, v[4] = e, v[5] = f, v[6] = g, v[7] = h;
}

static void dinputs(int k, int t, double *v) {
    double a = 1.0 + t / 2048.0 + 1.0 / 1099511627776.0, b = 3.0 + t / 1024.0, c = 0.75 + t / 4096.0;
    double d = 1.0 - (t % 5) / 4096.0, e = 0.5 + t / 256.0, f = 1.25 + t / 8192.0, near = 1.0 + 1.0 / 512;
    switch (k) {
    case 0: c = -(a * b) * near / d; break;
    case 1: c = -(exp(a) * e) * near / f; break;
    case 2: b = 4.0 * near; break; // (-0.25e)(fb) + ef = ef(1 - 0.25b)
    }
    v[0] = a, v[1] = b, v[2] = c, v[3] = d, v[4] = e, v[5] = f;
}

int main() {
    float h[256];
    double hd[192];
    int hi[32];
    float *dp;
    int *dq;
    double *ddp;
    unsigned *dout;
    unsigned long long *ddout;
    cudaMalloc(&dp, sizeof h);
    cudaMalloc(&dq, sizeof hi);
    cudaMalloc(&ddp, sizeof hd);
    cudaMalloc(&dout, 32 * N * sizeof(unsigned));
    cudaMalloc(&ddout, 32 * 3 * sizeof(unsigned long long));
    unsigned r[32 * N];
    unsigned long long rd[32 * 3];
    // one launch per expression, each with its own inputs; every launch runs the same code
    for (int k = 0; k < N; k++) {
        for (int t = 0; t < 32; t++) {
            float v[8];
            inputs(k, t, v, &hi[t]);
            for (int j = 0; j < 8; j++) h[32 * j + t] = v[j];
        }
        cudaMemcpy(dp, h, sizeof h, cudaMemcpyHostToDevice);
        cudaMemcpy(dq, hi, sizeof hi, cudaMemcpyHostToDevice);
        sums<<<1, 32>>>(dp, dq, 1.0f + 1.0f / 1024, -1.0f - 1.0f / 2048, dout);
        cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
        printf("f%-2d", k);
        for (int t = 0; t < 32; t++) printf(" %08x", r[N * t + k]);
        printf("\n");
    }
    for (int k = 0; k < 3; k++) {
        for (int t = 0; t < 32; t++) {
            double v[6];
            dinputs(k, t, v);
            for (int j = 0; j < 6; j++) hd[32 * j + t] = v[j];
        }
        cudaMemcpy(ddp, hd, sizeof hd, cudaMemcpyHostToDevice);
        dsums<<<1, 32>>>(ddp, ddout);
        cudaMemcpy(rd, ddout, sizeof rd, cudaMemcpyDeviceToHost);
        printf("d%-2d", k);
        for (int t = 0; t < 32; t += 2) printf(" %016llx", rd[3 * t + k]);
        printf("\n");
    }
    return 0;
}
