// CSR sparse matrix-vector product where the dense vector x is read through
// texture objects over linear memory (the read-only cache): a float version
// (scalar kernel) and a double version that fetches int2 and rebuilds the
// double with __hiloint2double (vector kernel, one warp per row).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

#define CHECK(x)                                                              \
    do {                                                                      \
        cudaError_t e = (x);                                                  \
        if (e != cudaSuccess) {                                               \
            printf("error: %s (%s) line %d\n", cudaGetErrorString(e), #x,     \
                   __LINE__);                                                 \
            return 1;                                                         \
        }                                                                     \
    } while (0)

__global__ void spmv_csr_scalar_tex(int rows, const int *__restrict__ rowPtr,
                                    const int *__restrict__ colIdx,
                                    const float *__restrict__ val,
                                    cudaTextureObject_t xTex, float *y) {
    for (int row = blockIdx.x * blockDim.x + threadIdx.x; row < rows;
         row += blockDim.x * gridDim.x) {
        float dot = 0.0f;
        for (int j = rowPtr[row]; j < rowPtr[row + 1]; j++)
            dot += val[j] * tex1Dfetch<float>(xTex, colIdx[j]);
        y[row] = dot;
    }
}

__device__ __forceinline__ double fetch_double(cudaTextureObject_t t, int i) {
    int2 v = tex1Dfetch<int2>(t, i);
    return __hiloint2double(v.y, v.x);
}

__global__ void spmv_csr_vector_tex(int rows, const int *rowPtr,
                                    const int *colIdx, const double *val,
                                    cudaTextureObject_t xTex, double *y) {
    int warpId = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int lane = threadIdx.x & 31;
    if (warpId >= rows) return;
    double sum = 0.0;
    for (int j = rowPtr[warpId] + lane; j < rowPtr[warpId + 1]; j += 32)
        sum += val[j] * fetch_double(xTex, colIdx[j]);
    for (int off = 16; off > 0; off >>= 1)
        sum += __shfl_down_sync(0xffffffffu, sum, off);
    if (lane == 0) y[warpId] = sum;
}

// out-of-range fetches return zero: probe indices around the ends
__global__ void probe_bounds(cudaTextureObject_t t, int n, float *out) {
    int k = threadIdx.x;
    int idx[8] = {-1000, -1, 0, 1, n - 1, n, n + 1, 1 << 30};
    if (k < 8) out[k] = tex1Dfetch<float>(t, idx[k]);
}

static unsigned lcg(unsigned &s) { s = s * 1664525u + 1013904223u; return s >> 8; }

int main() {
    const int N = 3000;
    // build a banded + random sparse matrix
    int *rowPtr = (int *)malloc((N + 1) * sizeof(int));
    int cap = N * 40;
    int *col = (int *)malloc(cap * sizeof(int));
    float *vf = (float *)malloc(cap * sizeof(float));
    double *vd = (double *)malloc(cap * sizeof(double));
    unsigned seed = 12345u;
    int nnz = 0;
    for (int r = 0; r < N; r++) {
        rowPtr[r] = nnz;
        int extra = lcg(seed) % 37;
        for (int d = -2; d <= 2; d++) {
            int c = r + d;
            if (c < 0 || c >= N) continue;
            col[nnz] = c;
            vf[nnz] = d == 0 ? 4.0f : -1.0f / (float)(abs(d) + 1);
            vd[nnz] = d == 0 ? 4.0 : -1.0 / (double)(abs(d) + 1);
            nnz++;
        }
        for (int k = 0; k < extra; k++) {
            col[nnz] = lcg(seed) % N;
            float v = (float)(lcg(seed) % 2001) / 1000.0f - 1.0f;
            vf[nnz] = v * 0.1f;
            vd[nnz] = (double)v * 0.1;
            nnz++;
        }
    }
    rowPtr[N] = nnz;
    float *xf = (float *)malloc(N * sizeof(float));
    double *xd = (double *)malloc(N * sizeof(double));
    for (int i = 0; i < N; i++) {
        xf[i] = 1.0f / (1.0f + (float)(i % 97)) + (float)(i % 5) * 0.3f;
        xd[i] = 1.0 / (1.0 + (double)(i % 97)) + (double)(i % 5) * 0.3;
    }
    printf("N = %d, nnz = %d\n", N, nnz);

    int *dRow, *dCol;
    float *dVf, *dXf, *dYf;
    double *dVd, *dXd, *dYd;
    CHECK(cudaMalloc(&dRow, (N + 1) * sizeof(int)));
    CHECK(cudaMalloc(&dCol, nnz * sizeof(int)));
    CHECK(cudaMalloc(&dVf, nnz * sizeof(float)));
    CHECK(cudaMalloc(&dVd, nnz * sizeof(double)));
    CHECK(cudaMalloc(&dXf, N * sizeof(float)));
    CHECK(cudaMalloc(&dXd, N * sizeof(double)));
    CHECK(cudaMalloc(&dYf, N * sizeof(float)));
    CHECK(cudaMalloc(&dYd, N * sizeof(double)));
    CHECK(cudaMemcpy(dRow, rowPtr, (N + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dCol, col, nnz * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dVf, vf, nnz * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dVd, vd, nnz * sizeof(double), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dXf, xf, N * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dXd, xd, N * sizeof(double), cudaMemcpyHostToDevice));

    cudaResourceDesc resDesc;
    memset(&resDesc, 0, sizeof(resDesc));
    resDesc.resType = cudaResourceTypeLinear;
    resDesc.res.linear.devPtr = dXf;
    resDesc.res.linear.desc.f = cudaChannelFormatKindFloat;
    resDesc.res.linear.desc.x = 32;
    resDesc.res.linear.sizeInBytes = N * sizeof(float);
    cudaTextureDesc texDesc;
    memset(&texDesc, 0, sizeof(texDesc));
    texDesc.readMode = cudaReadModeElementType;
    cudaTextureObject_t texF = 0;
    CHECK(cudaCreateTextureObject(&texF, &resDesc, &texDesc, NULL));

    cudaResourceDesc resD = {};
    resD.resType = cudaResourceTypeLinear;
    resD.res.linear.devPtr = dXd;
    resD.res.linear.desc = cudaCreateChannelDesc<int2>();
    resD.res.linear.sizeInBytes = N * sizeof(double);
    cudaTextureObject_t texD = 0;
    CHECK(cudaCreateTextureObject(&texD, &resD, &texDesc, NULL));

    cudaResourceDesc q;
    CHECK(cudaGetTextureObjectResourceDesc(&q, texD));
    printf("texD: type %d, bits %d %d %d %d kind %d, %lu bytes\n", (int)q.resType,
           q.res.linear.desc.x, q.res.linear.desc.y, q.res.linear.desc.z,
           q.res.linear.desc.w, (int)q.res.linear.desc.f,
           (unsigned long)q.res.linear.sizeInBytes);

    spmv_csr_scalar_tex<<<8, 128>>>(N, dRow, dCol, dVf, texF, dYf);
    CHECK(cudaGetLastError());
    spmv_csr_vector_tex<<<(N * 32 + 255) / 256, 256>>>(N, dRow, dCol, dVd, texD, dYd);
    CHECK(cudaGetLastError());
    float *dProbe;
    CHECK(cudaMalloc(&dProbe, 8 * sizeof(float)));
    probe_bounds<<<1, 32>>>(texF, N, dProbe);
    CHECK(cudaDeviceSynchronize());

    float *yf = (float *)malloc(N * sizeof(float));
    double *yd = (double *)malloc(N * sizeof(double));
    float probe[8];
    CHECK(cudaMemcpy(yf, dYf, N * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(yd, dYd, N * sizeof(double), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(probe, dProbe, sizeof probe, cudaMemcpyDeviceToHost));

    double sf = 0, sd = 0, maxdiff = 0;
    unsigned long long hf = 1469598103934665603ULL, hd = hf;
    for (int i = 0; i < N; i++) {
        sf += yf[i];
        sd += yd[i];
        double d = yd[i] - (double)yf[i];
        if (d < 0) d = -d;
        if (d > maxdiff) maxdiff = d;
        unsigned u; memcpy(&u, &yf[i], 4);
        unsigned long long w; memcpy(&w, &yd[i], 8);
        hf = (hf ^ u) * 1099511628211ULL;
        hd = (hd ^ w) * 1099511628211ULL;
    }
    printf("float  y: sum %.9g hash %016llx\n", sf, hf);
    printf("double y: sum %.17g hash %016llx\n", sd, hd);
    printf("max |yd - yf| = %.6e\n", maxdiff);
    for (int i = 0; i < N; i += 577)
        printf("y[%4d] = %a / %.17g\n", i, yf[i], yd[i]);
    printf("bounds probe:");
    for (int k = 0; k < 8; k++) printf(" %.9g", probe[k]);
    printf("\n");

    cudaDestroyTextureObject(texF);
    cudaDestroyTextureObject(texD);
    cudaFree(dRow); cudaFree(dCol); cudaFree(dVf); cudaFree(dVd);
    cudaFree(dXf); cudaFree(dXd); cudaFree(dYf); cudaFree(dYd); cudaFree(dProbe);
    free(rowPtr); free(col); free(vf); free(vd); free(xf); free(xd); free(yf); free(yd);
    return 0;
}
