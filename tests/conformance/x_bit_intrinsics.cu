// Integer intrinsics on the device, compared with host re-implementations: __brev,
// __brevll, __byte_perm, __funnelshift_l/r/lc/rc, __popcll, __clzll, __ffsll, __mul24,
// __umul24, __umulhi, __mulhi, __mul64hi, __umul64hi, __sad, __usad, __rhadd, __uhadd, __urhadd.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void bits(const unsigned *a, const unsigned *b, unsigned long long *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    unsigned x = a[i], y = b[i];
    unsigned long long xl = ((unsigned long long)x << 32) | y;
    unsigned long long *o = out + i * 20;
    o[0] = __brev(x);
    o[1] = __brevll(xl);
    o[2] = __byte_perm(x, y, 0x5140);
    o[3] = __byte_perm(x, y, 0x3210 + i);
    o[4] = __funnelshift_l(x, y, i * 5);
    o[5] = __funnelshift_r(x, y, i * 5);
    o[6] = __funnelshift_lc(x, y, i * 5);
    o[7] = __funnelshift_rc(x, y, i * 5);
    o[8] = __popcll(xl);
    o[9] = __clzll(xl >> i);
    o[10] = __ffsll((long long)(xl << i));
    o[11] = (unsigned)__mul24((int)x, (int)y);
    o[12] = __umul24(x, y);
    o[13] = __umulhi(x, y);
    o[14] = (unsigned)__mulhi((int)x, (int)y);
    o[15] = (unsigned long long)__mul64hi((long long)xl, (long long)(xl * 3));
    o[16] = __umul64hi(xl, xl * 7);
    o[17] = __sad((int)x, (int)y, 5u);
    o[18] = __usad(x, y, 7u);
    o[19] = ((unsigned long long)(unsigned)__rhadd((int)x, (int)y) << 32) | (__uhadd(x, y) ^ __urhadd(x, y));
}

int main() {
    const int n = 12;
    unsigned a[n], b[n];
    unsigned s = 12345;
    for (int i = 0; i < n; i++) {
        s = s * 1103515245u + 12345u;
        a[i] = s;
        s = s * 1103515245u + 12345u;
        b[i] = s >> (i % 5);
    }
    a[3] = 0; b[4] = 0; a[5] = 0x80000000u; b[6] = 0xffffffffu;
    unsigned *da, *db;
    unsigned long long *dout, r[n * 20];
    cudaMalloc(&da, sizeof a);
    cudaMalloc(&db, sizeof b);
    cudaMalloc(&dout, sizeof r);
    cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
    bits<<<1, 32>>>(da, db, dout, n);
    cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++) {
        printf("a=%08x b=%08x\n ", a[i], b[i]);
        for (int k = 0; k < 20; k++) printf(" %llx", r[i * 20 + k]);
        printf("\n");
    }
    cudaFree(da); cudaFree(db); cudaFree(dout);
    return 0;
}
