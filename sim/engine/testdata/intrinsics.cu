#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>

__global__ void k(int *o, float *f) {
    int lane = threadIdx.x;
    int sum = __reduce_add_sync(0xffffffff, lane);
    unsigned group = __match_any_sync(0xffffffff, lane / 8);
    if (lane == 9) {
        o[0] = __byte_perm(0x33221100, 0x77665544, 0x5410);
        o[1] = __funnelshift_l(0x80000001u, 0x1u, 4);
        o[2] = __umulhi(0x80000000u, 4u);
        o[3] = __mul24(3, -5);
        o[4] = __sad(3, 10, 100u);
        o[5] = __float2int_rn(2.5f) * 100 + __float2int_ru(2.1f) * 10 + __float2int_rd(-2.1f);
        o[6] = sum;
        o[7] = group;
        int e;
        f[0] = frexpf(8.0f, &e);
        o[8] = e;
        float ip;
        f[1] = modff(3.75f, &ip);
        f[2] = ip;
        float s, c;
        sincosf(0.0f, &s, &c);
        f[3] = s + 10 * c;
        o[9] = isnan(nanf("")) + 2 * isinf(1.0f / 0.0f);
    }
}

int main() {
    int *o, h[10];
    float *f, hf[4];
    cudaMalloc(&o, sizeof(h));
    cudaMalloc(&f, sizeof(hf));
    k<<<1, 32>>>(o, f);
    cudaMemcpy(h, o, sizeof(h), cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, f, sizeof(hf), cudaMemcpyDeviceToHost);
    printf("%#x %d %d %d %d %d %d %#x %d %d\n", h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8], h[9]);
    printf("%g %g %g %g\n", hf[0], hf[1], hf[2], hf[3]);
    char buf[32], *end;
    sprintf(buf, "%d-%s", 42, "ab");
    long v = strtol("  0x1fz", &end, 16);
    printf("%s %ld [%s] %g %d\n", buf, v, end, atof("3.5e2xyz"), (int)strlen(buf));
    strcpy(buf, "abc");
    strcat(buf, "def");
    printf("%s %d\n", buf, strncmp(buf, "abd", 2));
    return 0;
}
// Output:
// 0x55441100 24 2 -15 107 227 496 0xff00 4 3
// 0.5 0.75 3 10
// 42-ab 31 [z] 350 5
// abcdef 0
