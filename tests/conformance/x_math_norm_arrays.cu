// The CUDA math library's norms of arrays, normf/rnormf and norm/rnorm,
// over lengths 1 to 9 and values chosen to stress their scaling: tiny,
// huge, subnormal, zeros, repeated maxima, infinities and NaNs; and the
// double rhypot, norm3d, rnorm3d, norm4d and rnorm4d beside them.
#include <cstdio>
#include <cmath>

__global__ void arrayNorms(const float *f, const double *d, int dim, float *fo, double *dout)
{
    int i = threadIdx.x;
    const float *pf = f + i * 9;
    const double *pd = d + i * 9;
    fo[i * 2] = normf(dim, pf);
    fo[i * 2 + 1] = rnormf(dim, pf);
    dout[i * 7] = norm(dim, pd);
    dout[i * 7 + 1] = rnorm(dim, pd);
    dout[i * 7 + 2] = rhypot(pd[0], pd[1]);
    dout[i * 7 + 3] = norm3d(pd[0], pd[1], pd[2]);
    dout[i * 7 + 4] = rnorm3d(pd[0], pd[1], pd[2]);
    dout[i * 7 + 5] = norm4d(pd[0], pd[1], pd[2], pd[3]);
    dout[i * 7 + 6] = rnorm4d(pd[0], pd[1], pd[2], pd[3]);
}

int main()
{
    const int sets = 12;
    float hf[sets * 9];
    double hd[sets * 9];
    unsigned seed = 12345u;
    for (int s = 0; s < sets; s++) {
        for (int k = 0; k < 9; k++) {
            seed = seed * 1664525u + 1013904223u;
            float u = (float)(seed >> 8) / 16777216.0f - 0.5f;
            float fv = u;
            double dv = (double)u * 1.000000123;
            switch (s) {
            case 1: fv *= 1e-30f; dv *= 1e-300; break;
            case 2: fv *= 1e30f; dv *= 1e300; break;
            case 3: fv *= 1e-42f; dv *= 1e-315; break; // subnormal
            case 4: fv = dv = (k % 3 == 0) ? 0.0 : 1.5; break;
            case 5: fv = dv = 3.0; break; // all equal: the first largest is left out
            case 6: fv = dv = (k == 4) ? -7.25 : 0.0; break;
            case 7: if (k == 2) { fv = INFINITY; dv = -INFINITY; } break;
            case 8: if (k == 5) { fv = NAN; dv = NAN; } break;
            case 9: if (k == 1) { fv = NAN; dv = NAN; } if (k == 6) { fv = INFINITY; dv = INFINITY; } break;
            case 10: fv = dv = 0.0; break;
            case 11: fv = (float)(k + 1); dv = (double)(k + 1) * 0.1; break;
            }
            hf[s * 9 + k] = fv;
            hd[s * 9 + k] = dv;
        }
    }
    float *df, *dfo;
    double *dd, *ddo;
    cudaMalloc(&df, sizeof hf);
    cudaMalloc(&dd, sizeof hd);
    cudaMalloc(&dfo, sets * 2 * sizeof(float));
    cudaMalloc(&ddo, sets * 7 * sizeof(double));
    cudaMemcpy(df, hf, sizeof hf, cudaMemcpyHostToDevice);
    cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
    float fo[sets * 2];
    double dout[sets * 7];
    for (int dim = 1; dim <= 9; dim += (dim < 4 ? 1 : 2)) {
        arrayNorms<<<1, sets>>>(df, dd, dim, dfo, ddo);
        cudaMemcpy(fo, dfo, sizeof fo, cudaMemcpyDeviceToHost);
        cudaMemcpy(dout, ddo, sizeof dout, cudaMemcpyDeviceToHost);
        printf("dim %d\n", dim);
        for (int s = 0; s < sets; s++) {
            printf("  %2d normf %a rnormf %a norm %a rnorm %a\n", s, fo[s * 2], fo[s * 2 + 1], dout[s * 7], dout[s * 7 + 1]);
            if (dim == 1)
                printf("     rhypot %a norm3d %a rnorm3d %a norm4d %a rnorm4d %a\n", dout[s * 7 + 2], dout[s * 7 + 3],
                       dout[s * 7 + 4], dout[s * 7 + 5], dout[s * 7 + 6]);
        }
    }
    cudaFree(df);
    cudaFree(dd);
    cudaFree(dfo);
    cudaFree(ddo);
    return 0;
}
