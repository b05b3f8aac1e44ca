// How the tensor cores round: four random 16x16x16 products D = A*B + C
// (C zero, large, small; A large), every element's inputs and result
// printed as bits. The lab's mma_sync sums as the H200 does: exact
// products and C aligned to the largest exponent, cut 25 bits below it,
// the sum rounded toward zero.
#include <cstring>
#include <cstdio>
#include <mma.h>
#include <cuda_fp16.h>
using namespace nvcuda;
__global__ void k(const half *a, const half *b, const float *c, float *d) {
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::load_matrix_sync(fc, c, 16, wmma::mem_row_major);
    wmma::mma_sync(fc, fa, fb, fc);
    wmma::store_matrix_sync(d, fc, 16, wmma::mem_row_major);
}
int main() {
    half ha[256], hb[256]; float hc[256], hd[256];
    unsigned s = 777u;
    for (int t = 0; t < 4; ++t) {
        for (int i = 0; i < 256; ++i) {
            s = s * 1664525u + 1013904223u; ha[i] = __float2half(((int)(s >> 16) - 32768) / 4096.0f * (t == 3 ? 64.0f : 1.0f));
            s = s * 1664525u + 1013904223u; hb[i] = __float2half(((int)(s >> 16) - 32768) / 16384.0f);
            s = s * 1664525u + 1013904223u; hc[i] = t == 0 ? 0.0f : ((int)(s >> 8) - 8388608) / 65536.0f * (t == 2 ? 0.001f : 1.0f);
        }
        half *da, *db; float *dc, *dd;
        cudaMalloc(&da, 512); cudaMalloc(&db, 512); cudaMalloc(&dc, 1024); cudaMalloc(&dd, 1024);
        cudaMemcpy(da, ha, 512, cudaMemcpyHostToDevice); cudaMemcpy(db, hb, 512, cudaMemcpyHostToDevice); cudaMemcpy(dc, hc, 1024, cudaMemcpyHostToDevice);
        k<<<1, 32>>>(da, db, dc, dd);
        cudaMemcpy(hd, dd, 1024, cudaMemcpyDeviceToHost);
        for (int i = 0; i < 256; ++i) {
            unsigned short ab, bb; unsigned cb, db2;
            memcpy(&ab, &ha[i], 2); memcpy(&bb, &hb[i], 2); memcpy(&cb, &hc[i], 4); memcpy(&db2, &hd[i], 4);
            printf("%d %d %04x %04x %08x %08x\n", t, i, ab, bb, cb, db2);
        }
    }
    return 0;
}
