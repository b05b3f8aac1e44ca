// Rarer single-precision math functions side by side, bit for bit: erfinvf, erfcinvf, rcbrtf,
// rhypotf, norm3df, rnorm3df, sinpif, cospif, sincospif, normcdff, normcdfinvf, the Bessel
// functions j0f, j1f, y0f, y1f, jnf, ynf, expm1f, log1pf, the inverse hyperbolics, exp10f, the
// hyperbolics, fdimf, erfcxf, norm4df and cbrtf.
#include <cstdio>
__global__ void k(float *o) {
    int t = threadIdx.x;
    float x = (t - 15) * 0.173f + 0.01f;
    float u = (t + 0.5f) / 33.0f;
    float r[30];
    r[0] = erfinvf(u * 2 - 1); r[1] = erfcinvf(u * 2); r[2] = rcbrtf(x); r[3] = rhypotf(x, u);
    r[4] = norm3df(x, u, 1.5f); r[5] = rnorm3df(x, u, 1.5f); r[6] = sinpif(x); r[7] = cospif(x);
    float s, c; sincospif(x, &s, &c); r[8] = s - c;
    r[9] = normcdff(x); r[10] = normcdfinvf(u); r[11] = j0f(x * 3); r[12] = j1f(x * 3);
    r[13] = y0f(u * 5); r[14] = y1f(u * 5); r[15] = jnf(3, x * 4); r[16] = ynf(2, u * 4);
    r[17] = expm1f(x); r[18] = log1pf(u); r[19] = asinhf(x); r[20] = acoshf(1 + u * 3); r[21] = atanhf(u * 1.9f - 0.95f);
    r[22] = exp10f(x); r[23] = sinhf(x); r[24] = coshf(x); r[25] = tanhf(x); r[26] = fdimf(x, u);
    r[27] = erfcxf(x); r[28] = norm4df(x, u, 1, 2); r[29] = cbrtf(x * 7);
    for (int i = 0; i < 30; i++) o[t * 30 + i] = r[i];
}
int main() {
    float *d; cudaMalloc(&d, 32 * 30 * 4);
    k<<<1, 32>>>(d);
    static float h[32 * 30];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 30; i++) {
        printf("%2d:", i);
        for (int t = 0; t < 32; t += 3) printf(" %08x", *(unsigned *)&h[t * 30 + i]);
        printf("\n");
    }
}
