// CUDA's min and max overloads in device code with mixed argument types (math_functions.hpp:
// an int with an unsigned compares as unsigned, a long long with an unsigned long long as
// unsigned long long, a float with a double as double), abs/labs/llabs of the most negative
// values, and integer promotion in comparisons of narrow types.
#include <cstdio>
#include <climits>
#include <cuda_runtime.h>

__global__ void mixed(const int *iv, long long *o) {
    int a = iv[0], b = iv[1];
    unsigned ub = (unsigned)iv[2];
    long long la = iv[3];
    unsigned long long ulb = (unsigned long long)iv[4];
    float f = iv[0] * 0.5f;
    double d = iv[1] * 0.25;
    short s = (short)iv[5];
    unsigned short us = (unsigned short)iv[5];
    signed char c = (signed char)iv[6];
    unsigned char uc = (unsigned char)iv[6];
    o[0] = min(a, b);
    o[1] = max(a, b);
    o[2] = min(a, ub);
    o[3] = max(a, ub);
    o[4] = min(la, ulb);
    o[5] = max(la, ulb);
    o[6] = min(la, (long long)b);
    o[7] = (long long)(min(f, d) * 1000.0);
    o[8] = (long long)(max(f, 1.0f) * 1000.0f);
    o[9] = min(ub, 7u);
    o[10] = max(s, us);
    o[11] = (c < uc) * 10 + (s < us) + (a < ub) * 100 + (la < ulb) * 1000;
    o[12] = abs(iv[7]);
    o[13] = llabs((long long)iv[7] * 4294967296LL * 2147483648LL);
    o[14] = labs((long)iv[7]);
    o[15] = min(-1, 1u);
    o[16] = max(iv[7], 0u);
    o[17] = umin((unsigned)a, ub) + (long long)umax((unsigned)b, 5u);
    o[18] = llmin(la, (long long)a) * 10 + llmax(la, -1LL);
    o[19] = (long long)(fminf(f, (float)d) * 100.0f) + (long long)(fmax((double)f, d) * 10.0);
}

int main() {
    int iv[8] = {-3, 5, 7, -2, 9, -300, -100, INT_MIN};
    int *div;
    long long *dout, o[20];
    cudaMalloc(&div, sizeof iv);
    cudaMalloc(&dout, sizeof o);
    cudaMemcpy(div, iv, sizeof iv, cudaMemcpyHostToDevice);
    mixed<<<1, 1>>>(div, dout);
    cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 20; i++) printf("o[%d] = %lld (%llx)\n", i, o[i], (unsigned long long)o[i]);
    cudaFree(div);
    cudaFree(dout);
    return 0;
}
