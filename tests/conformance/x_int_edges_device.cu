// What the GPU does where C leaves integer arithmetic undefined: division and
// remainder by zero, INT_MIN / -1, shifts by the width or more, and the
// float-to-integer intrinsics given NaN or out-of-range values. The values
// come from kernel parameters so that nvcc cannot fold them. (On the host a
// division by zero kills the program, so only the shifts are shown there.)
#include <cstdio>
#include <climits>
#include <cmath>

__global__ void divisions(int a, int b, int z, int m1, unsigned ua, unsigned uz, long long la, long long lz,
                          unsigned long long ula, int *o, long long *lo) {
    o[0] = a / z;
    o[1] = b / z;
    o[2] = z / z;
    o[3] = a % z;
    o[4] = b % z;
    o[5] = (int)(ua / uz);
    o[6] = (int)(ua % uz);
    o[7] = INT_MIN / m1 + 0 * a;
    o[8] = (a - a + INT_MIN) % m1;
    lo[0] = la / lz;
    lo[1] = -la / lz;
    lo[2] = la % lz;
    lo[3] = (long long)(ula / (unsigned long long)lz);
    lo[4] = (long long)(ula % (unsigned long long)lz);
    lo[5] = (LLONG_MIN + 0 * la) / (lz - 1);
}

__global__ void shifts(int x, unsigned ux, long long lx, int s32, int s33, int s40, int s64, int sneg, int *o,
                       long long *lo) {
    o[0] = x << s32;
    o[1] = x >> s32;
    o[2] = (int)(ux >> s33);
    o[3] = (int)(ux << s40);
    o[4] = -x >> s40;
    o[5] = x << sneg;
    lo[0] = lx << s64;
    lo[1] = lx >> s64;
    lo[2] = -lx >> (s64 + 6);
    lo[3] = lx << s40;
}

__global__ void intrinsics(float nanf_, float big, float neg, double nand, double bigd, int *o, long long *lo) {
    o[0] = __float2int_rn(nanf_);
    o[1] = __float2int_rz(big);
    o[2] = (int)__float2uint_rn(neg);
    o[3] = (int)__float2uint_rd(big);
    o[4] = __double2int_rn(nand);
    o[5] = __double2int_rz(bigd);
    o[6] = (int)__double2uint_rn(-bigd);
    o[7] = __float2int_ru(-big);
    lo[0] = __float2ll_rn(nanf_);
    lo[1] = __double2ll_rz(nand);
    lo[2] = (long long)__float2ull_rn(neg);
    lo[3] = (long long)__double2ull_rn(bigd * bigd * bigd);
    lo[4] = lrintf(nanf_);
    lo[5] = llrint(nand);
    lo[6] = (long long)rintf(big);
    lo[7] = lroundf(-big);
}

int main() {
    int *o;
    long long *lo;
    cudaMalloc(&o, 16 * sizeof(int));
    cudaMalloc(&lo, 16 * sizeof(long long));
    int h[16];
    long long hl[16];

    divisions<<<1, 1>>>(7, -7, 0, -1, 7u, 0u, 7LL, 0LL, 7ULL, o, lo);
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hl, lo, sizeof hl, cudaMemcpyDeviceToHost);
    printf("div32: %d %d %d %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8]);
    printf("div64: %lld %lld %lld %lld %lld %lld\n", hl[0], hl[1], hl[2], hl[3], hl[4], hl[5]);

    shifts<<<1, 1>>>(0x12345678, 0x89abcdefu, 0x123456789abcLL, 32, 33, 40, 64, -1, o, lo);
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hl, lo, sizeof hl, cudaMemcpyDeviceToHost);
    printf("shift32 dev: %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5]);
    printf("shift64 dev: %lld %lld %lld %lld\n", hl[0], hl[1], hl[2], hl[3]);
    volatile int s32 = 32, s33 = 33, s40 = 40, s64 = 64;
    int x = 0x12345678;
    unsigned ux = 0x89abcdefu;
    long long lx = 0x123456789abcLL;
    printf("shift32 host: %d %d %d %d %d\n", x << s32, x >> s32, (int)(ux >> s33), (int)(ux << s40), -x >> s40);
    printf("shift64 host: %lld %lld %lld %lld\n", lx << s64, lx >> s64, -lx >> (s64 + 6), lx << s40);

    intrinsics<<<1, 1>>>(NAN, 3e9f, -2.5f, NAN, 1e10, o, lo);
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hl, lo, sizeof hl, cudaMemcpyDeviceToHost);
    printf("f2i: %d %d %d %d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]);
    printf("f2ll: %lld %lld %lld %lld %lld %lld %lld %lld\n", hl[0], hl[1], hl[2], hl[3], hl[4], hl[5], hl[6], hl[7]);
    return 0;
}
