// Tensor-core matrix multiply through mma.h (nvcuda::wmma, m16n16k16):
// a 64x64x64 GEMM with four warps a block, each warp one 16x16 tile of C
// (C = alpha*A*B + beta*C with the epilogue on the fragment's elements),
// half and bfloat16 inputs, float and half accumulators, both layouts of
// B, and where each lane's fragment elements come from.
#include <cstdio>
#include <cstring>
#include <mma.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
using namespace nvcuda;

#define M 64
#define N 64
#define K 64

__global__ void gemm_half(const half *a, const half *b, const float *c, float *d, float alpha, float beta) {
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    int tileRow = (warp / (N / 16)) * 16, tileCol = (warp % (N / 16)) * 16;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc, fc;
    wmma::fill_fragment(acc, 0.0f);
    for (int k = 0; k < K; k += 16) {
        wmma::load_matrix_sync(fa, a + tileRow * K + k, K);
        wmma::load_matrix_sync(fb, b + tileCol * K + k, K);
        wmma::mma_sync(acc, fa, fb, acc);
    }
    wmma::load_matrix_sync(fc, c + tileRow * N + tileCol, N, wmma::mem_row_major);
    for (int i = 0; i < fc.num_elements; i++) fc.x[i] = alpha * acc.x[i] + beta * fc.x[i];
    wmma::store_matrix_sync(d + tileRow * N + tileCol, fc, N, wmma::mem_row_major);
}

__global__ void gemm_bf16_rowb(const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *d) {
    int warp = threadIdx.y;
    int tileRow = (blockIdx.x / 4) * 16, tileCol = (blockIdx.x % 4) * 16;
    if (warp != 0) return;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, __nv_bfloat16, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, __nv_bfloat16, wmma::row_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc;
    wmma::fill_fragment(acc, 0.0f);
    for (int k = 0; k < K; k += 16) {
        wmma::load_matrix_sync(fa, a + tileRow * K + k, K);
        wmma::load_matrix_sync(fb, b + k * N + tileCol, N);
        wmma::mma_sync(acc, fa, fb, acc);
    }
    wmma::store_matrix_sync(d + tileCol * M + tileRow, acc, M, wmma::mem_col_major);
}

__global__ void gemm_half_acc(const half *a, const half *b, half *d) {
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::col_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, half> acc;
    wmma::fill_fragment(acc, __float2half(0.0f));
    wmma::load_matrix_sync(fa, a, 16);
    wmma::load_matrix_sync(fb, b, 16);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(d, acc, 16, wmma::mem_row_major);
}

// Each lane writes where its fragment elements came from.
__global__ void layouts(const half *id, int *out) {
    int lane = threadIdx.x;
    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
    wmma::load_matrix_sync(fa, id, 16);
    wmma::load_matrix_sync(fb, id, 16);
    wmma::fill_fragment(fc, 0.0f);
    wmma::mma_sync(fc, fa, fb, fc);
    for (int e = 0; e < fa.num_elements; e++) out[lane * 40 + e] = (int)__half2float(fa.x[e]);
    for (int e = 0; e < fb.num_elements; e++) out[lane * 40 + 16 + e] = (int)__half2float(fb.x[e]);
    for (int e = 0; e < fc.num_elements; e++) out[lane * 40 + 32 + e] = (int)fc.x[e];
}

static unsigned fnv(const void *p, size_t n) {
    const unsigned char *c = (const unsigned char *)p;
    unsigned h = 2166136261u;
    for (size_t i = 0; i < n; ++i) h = (h ^ c[i]) * 16777619u;
    return h;
}

int main() {
    static half ha[M * K], hbT[N * K], hb[K * N];
    static __nv_bfloat16 ba[M * K], bb[K * N];
    static float hc[M * N], hd[M * N], bd[M * N];
    unsigned s = 12345u;
    for (int i = 0; i < M * K; ++i) {
        s = s * 1664525u + 1013904223u;
        float v = (float)((int)(s >> 20) - 2048) / 1024.0f;
        ha[i] = __float2half(v);
        ba[i] = __float2bfloat16(v);
    }
    for (int i = 0; i < K * N; ++i) {
        s = s * 1664525u + 1013904223u;
        float v = (float)((int)(s >> 21) - 1024) / 512.0f + 0.001f * (float)(i % 3);
        hb[i] = __float2half(v);
        bb[i] = __float2bfloat16(v);
    }
    for (int k = 0; k < K; ++k)
        for (int n = 0; n < N; ++n) hbT[n * K + k] = hb[k * N + n];
    for (int i = 0; i < M * N; ++i) hc[i] = 0.25f * (float)(i % 9) - 1.0f;

    half *da, *dbT, *dh, *did;
    __nv_bfloat16 *dba, *dbb;
    float *dc, *dd, *dbd;
    int *dlay;
    cudaMalloc(&da, sizeof(ha)); cudaMalloc(&dbT, sizeof(hbT)); cudaMalloc(&dc, sizeof(hc)); cudaMalloc(&dd, sizeof(hd));
    cudaMalloc(&dba, sizeof(ba)); cudaMalloc(&dbb, sizeof(bb)); cudaMalloc(&dbd, sizeof(bd));
    cudaMalloc(&dh, 256 * sizeof(half)); cudaMalloc(&did, 256 * sizeof(half)); cudaMalloc(&dlay, 32 * 40 * sizeof(int));
    cudaMemcpy(da, ha, sizeof(ha), cudaMemcpyHostToDevice);
    cudaMemcpy(dbT, hbT, sizeof(hbT), cudaMemcpyHostToDevice);
    cudaMemcpy(dc, hc, sizeof(hc), cudaMemcpyHostToDevice);
    cudaMemcpy(dba, ba, sizeof(ba), cudaMemcpyHostToDevice);
    cudaMemcpy(dbb, bb, sizeof(bb), cudaMemcpyHostToDevice);
    half hid[256];
    for (int i = 0; i < 256; ++i) hid[i] = __float2half((float)i);
    cudaMemcpy(did, hid, sizeof(hid), cudaMemcpyHostToDevice);

    gemm_half<<<(M / 16) * (N / 16) / 4, 128>>>(da, dbT, dc, dd, 1.5f, -0.5f);
    gemm_bf16_rowb<<<16, dim3(32, 2)>>>(dba, dbb, dbd);
    gemm_half_acc<<<1, 32>>>(da, dbT, dh);
    layouts<<<1, 32>>>(did, dlay);
    cudaError_t err = cudaDeviceSynchronize();
    printf("kernels: %s\n", cudaGetErrorString(err));
    cudaMemcpy(hd, dd, sizeof(hd), cudaMemcpyDeviceToHost);
    cudaMemcpy(bd, dbd, sizeof(bd), cudaMemcpyDeviceToHost);
    half hh[256];
    cudaMemcpy(hh, dh, sizeof(hh), cudaMemcpyDeviceToHost);
    int lay[32 * 40];
    cudaMemcpy(lay, dlay, sizeof(lay), cudaMemcpyDeviceToHost);

    double maxerr = 0;
    for (int r = 0; r < M; ++r)
        for (int c = 0; c < N; ++c) {
            double ref = 0;
            for (int k = 0; k < K; ++k) ref += (double)__half2float(ha[r * K + k]) * (double)__half2float(hb[k * N + c]);
            ref = 1.5 * ref - 0.5 * hc[r * N + c];
            double e = ref - hd[r * N + c];
            if (e < 0) e = -e;
            if (e > maxerr) maxerr = e;
        }
    printf("half gemm: hash %08x, max |error| vs double %.3e, d[0] %a d[777] %a d[4095] %a\n", fnv(hd, sizeof(hd)), maxerr,
           hd[0], hd[777], hd[4095]);
    printf("bf16 gemm: hash %08x, d[0] %a d[1234] %a\n", fnv(bd, sizeof(bd)), bd[0], bd[1234]);
    printf("half accumulator: hash %08x, d[0] %04x d[100] %04x\n", fnv(hh, sizeof(hh)), (unsigned)__half_as_ushort(hh[0]),
           (unsigned)__half_as_ushort(hh[100]));
    for (int lane = 0; lane < 32; lane += 9) {
        printf("lane %2d a:", lane);
        for (int e = 0; e < 16; ++e) printf(" %d", lay[lane * 40 + e]);
        printf(" | b:");
        for (int e = 0; e < 16; ++e) printf(" %d", lay[lane * 40 + 16 + e]);
        printf("\n         c:");
        for (int e = 0; e < 8; ++e) printf(" %d", lay[lane * 40 + 32 + e]);
        printf("\n");
    }
    return 0;
}
