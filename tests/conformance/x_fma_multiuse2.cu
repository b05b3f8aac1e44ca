// x_fma_multiuse's cases with the results kept in registers until the end,
// so that no store comes between a product's uses: a product that two to
// four adds read in one basic block fuses into each, one that five read or
// that a subtraction, a plain use or another block reads fuses nowhere, and
// in an add of two such products the one with fewer uses fuses.
#include <cstdio>

__global__ void cases(const float *in, float *out) {
    int t = threadIdx.x;
    float x = in[2 * t], y = in[2 * t + 1], z = in[(2 * t + 5) % 64], w = in[(2 * t + 9) % 64];
    float r0 = x * y + 1.0f, r1 = x * y + 3.5f;                  // two adds
    float r2 = y * z + 0.25f, r3 = y * z - 0.75f;                // an add, a subtraction of a constant
    float r4 = z * w + 1.5f, r5 = 2.5f - z * w;                  // an add, a subtraction from a constant
    float r6 = w * x + 1.0f, r7 = w * x + 2.0f, r8 = w * x + 3.0f, r9 = w * x + 4.0f, r10 = w * x + 5.0f; // five
    float r11 = x * z + 1.0f, r12 = x * z + 2.0f, r13 = x * z + 3.0f;   // three
    float r14 = y * w + 0.5f, r15 = y * w;                       // an add and the product itself
    float r16 = x * x + y * y, r17 = x * x - y * y;              // two products in an add and a subtraction
    float r18 = z * z + w * w, r19 = z * z + 1.0f, r20 = w * w + 2.0f, r21 = w * w + 3.0f; // z*z two uses, w*w three
    float r22 = y * x + z;                                       // y*x is x*y: three adds now
    float r23 = x * w + 0.5f;
    if (x > 0.0f) r23 += x * w;                                  // a read in another block
    float r[24] = {r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15, r16, r17, r18, r19, r20, r21, r22, r23};
    for (int k = 0; k < 24; k++) out[t * 24 + k] = r[k];
}

int main() {
    const int T = 32;
    float in[64];
    unsigned s = 777;
    for (int i = 0; i < 64; i++) {
        s = s * 1103515245u + 12345u;
        in[i] = (float)((s >> 8) % 100000) / 997.0f - 40.0f;
    }
    float *d_in, *d_out, out[T * 24];
    cudaMalloc(&d_in, sizeof in); cudaMalloc(&d_out, sizeof out);
    cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice);
    cases<<<1, T>>>(d_in, d_out);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    for (int c = 0; c < 24; c++) {
        printf("r%-2d:", c);
        for (int t = 0; t < T; t += 4) printf(" %a", out[t * 24 + c]);
        printf("\n");
    }
    return 0;
}
