// A product computed once and read by several expressions (after nvcc's
// common-subexpression elimination): which reads fuse into an FMA? Each
// case reads x*y (two inexact floats, so a rounded product differs from a
// fused one) in a different set of places; every thread prints its values
// as hex floats.
#include <cstdio>

__global__ void cases(const float *in, const double *ind, float *out, double *outd) {
    int t = threadIdx.x;
    float x = in[2 * t], y = in[2 * t + 1], z = in[(2 * t + 5) % 64], w = in[(2 * t + 9) % 64];
    float *o = out + t * 24;
    // two adds of a constant
    o[0] = x * y + 1.0f;
    o[1] = x * y + 3.5f;
    // an add and a subtraction of a constant
    float p = z * w + 0.25f;
    float q = z * w - 0.75f;
    o[2] = p; o[3] = q;
    // an add and a subtraction from a constant
    o[4] = y * z + 1.5f;
    o[5] = 2.5f - y * z;
    // adds of variables, one of them compound
    float s = w;
    s += x * z;
    o[6] = s;
    o[7] = x * z + y;
    // five adds
    o[8] = w * y + 1.0f; o[9] = w * y + 2.0f; o[10] = w * y + 3.0f; o[11] = w * y + 4.0f; o[12] = w * y + 5.0f;
    // four adds
    o[13] = x * w + 1.0f; o[14] = x * w + 2.0f; o[15] = x * w + 3.0f; o[16] = x * w + 4.0f;
    // an add and a store of the product itself
    o[17] = z * y + 0.5f;
    o[18] = z * y;
    // one statement, the product twice
    o[19] = x * x + 1.0f + (x * x - 2.0f);
    // an add before a branch and one inside it
    o[20] = y * y + 1.0f;
    if (x > 0.0f) o[21] = y * y + 2.0f;
    else o[21] = 0.0f;
    // a subtraction of a constant alone, twice
    o[22] = z * z - 1.0f;
    o[23] = z * z - 3.0f;
    // doubles: two adds, and an add with a subtraction from a constant
    double a = ind[t], b = ind[(t + 7) % 32];
    outd[3 * t] = a * b + 1.0;
    outd[3 * t + 1] = a * b + 2.0;
    outd[3 * t + 2] = 1.0 - a * a + (a * a + 0.5);
}

int main() {
    const int T = 32;
    float in[64];
    double ind[32];
    unsigned s = 12345;
    for (int i = 0; i < 64; i++) {
        s = s * 1103515245u + 12345u;
        in[i] = (float)((s >> 8) % 100000) / 997.0f - 40.0f;
    }
    for (int i = 0; i < 32; i++) {
        s = s * 1103515245u + 12345u;
        ind[i] = (double)((s >> 4) % 1000003) / 7919.0 - 60.0;
    }
    float *d_in, *d_out, out[T * 24];
    double *d_ind, *d_outd, outd[T * 3];
    cudaMalloc(&d_in, sizeof in); cudaMalloc(&d_out, sizeof out);
    cudaMalloc(&d_ind, sizeof ind); cudaMalloc(&d_outd, sizeof outd);
    cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice);
    cudaMemcpy(d_ind, ind, sizeof ind, cudaMemcpyHostToDevice);
    cases<<<1, T>>>(d_in, d_ind, d_out, d_outd);
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(outd, d_outd, sizeof outd, cudaMemcpyDeviceToHost);
    for (int c = 0; c < 24; c++) {
        printf("case %2d:", c);
        for (int t = 0; t < T; t += 4) printf(" %a", out[t * 24 + c]);
        printf("\n");
    }
    for (int c = 0; c < 3; c++) {
        printf("double %d:", c);
        for (int t = 0; t < T; t += 4) printf(" %a", outd[t * 3 + c]);
        printf("\n");
    }
    return 0;
}
