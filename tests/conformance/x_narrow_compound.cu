// Compound assignments on every narrow integer kind, under divergence, in
// switch cases that fall through, do-while loops with continue, and
// through template functions that take the variable's address. Every
// value stays in range where C would call an overflow undefined.
#include <cstdio>
#include <cstdint>

template <typename T>
__device__ void bump(T *p, int by) {
    *p += by;
    *p ^= (T)(by * 4);
}

__device__ int classify(int x) {
    int r = 0;
    switch (x & 7) {
    case 0:
        r += 1;
    case 1:
        r += 10;
        break;
    case 2:
    case 3:
        r -= 100;
    case 4:
        r *= 3;
        break;
    default:
        r = x;
    }
    return r;
}

__global__ void kinds(long long *out) {
    int t = threadIdx.x;
    int lane = t & 31;
    signed char c = (signed char)(t * 37);
    unsigned char uc = (unsigned char)(t * 41 + 200);
    short s = (short)(t * 1234 - 20000);
    unsigned short us = (unsigned short)(t * 2345 + 60000);
    int i = t * 100003 - 1600000;
    unsigned u = 4000000000u + (unsigned)t * 12345u;
    long long ll = -(long long)t * 123456789012LL;
    if (lane & 1) {
        c += 100;      // wraps in the conversion back to signed char
        uc -= 250;
        s *= 3;
        us >>= 3;
        i /= -7;
        u %= 1000u + t;
        ll *= 8;
    } else {
        c -= t;
        uc <<= 3;
        s /= 7;
        us *= 5;
        i %= -13;
        u -= 4294967295u;
        ll >>= 5;
    }
    bump(&c, t);
    bump(&uc, t * 3);
    bump(&s, -t);
    bump(&us, t + 9);
    int k = 0, acc = 0;
    do {
        k++;
        if ((k + lane) % 3 == 0) continue;
        acc += classify(t + k);
    } while (k < 6);
    int local[6];
    for (int j = 0; j < 6; j++) local[j] = (t ^ j) * (j - 3);
    acc += local[(t * 5) % 6] - local[(unsigned)(c & 0xff) % 6u];
    size_t z = (size_t)t * 3000000000ULL;
    z /= 7;
    int base = t * 10;
    out[base] = c;
    out[base + 1] = uc;
    out[base + 2] = s;
    out[base + 3] = us;
    out[base + 4] = i;
    out[base + 5] = u;
    out[base + 6] = ll;
    out[base + 7] = acc;
    out[base + 8] = (long long)z;
    out[base + 9] = (long long)(c * uc) + (long long)(s * us) % 1000;
}

int main() {
    const int n = 70;
    long long *d;
    cudaMalloc(&d, n * 10 * sizeof(long long));
    kinds<<<1, n>>>(d);
    long long h[n * 10];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    long long sum = 0;
    for (int t = 0; t < n; t++) {
        for (int j = 0; j < 10; j++) sum = sum * 3 + h[t * 10 + j];
        if (t % 9 == 0 || t == n - 1) {
            printf("t%d:", t);
            for (int j = 0; j < 10; j++) printf(" %lld", h[t * 10 + j]);
            printf("\n");
        }
    }
    printf("checksum %lld\n", sum);
    return 0;
}
