// Random control flow (tests/randprog/gen, kind control, seed 4016).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3860769869u;
    for (unsigned i1 = 0; i1 < 8u; i1++) {
        if ((((i1 / (c | 1u)) * (t >> 2))) % 5u != 0u) return ((d << (3u & 31u)) >> (((t & 5) & 3u) & 31u));
        switch (((i1 + a) & (i1 ^ i1)) % 4u) {
        case 0u: {
            for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
                if ((a) % 6u != 1u) continue;
                c *= a;
                b ^= (b >> ((i2 / (b | 1u)) & 31u));
            }
            if ((t & 4u) != 0) {
                d += (b / ((a | i1) | 1u));
                c ^= b;
            } else {
                if ((((d > a ? d : d) | 3u)) % 6u == 1u) break;
                b *= ((d % (c | 1u)) & (b + c));
            }
        }
        case 2u: {
            b ^= d;
            if ((((t | (t & 5)) % ((i1 < c ? a : 0xffffffffu) | 1u))) % 4u != 2u) {
                b *= ((a / (a | 1u)) != (d < c ? 1u : d) ? (b * d) : (7u >> (a & 31u)));
                a = ((b > 3u ? i1 : i1) % (i1 | 1u));
                a = ((c / (i1 | 1u)) | (b / (d | 1u)));
            }
            break;
        }
        default: {
            if ((i1) % 5u == 1u) {
                if ((((b / ((t >> 2) | 1u)) - (0xffffffffu * d))) % 6u < 1u) continue;
            } else {
                unsigned n3 = (3u - c) % 6u;
                while (n3-- > 0u) {
                    a *= (a - 1u);
                    d -= (0xffffffffu != (a - t) ? ((t >> 2) >> (0xffffffffu & 31u)) : c);
                    b -= 0x55u;
                }
                d -= a;
                for (unsigned i4 = 0; i4 < (t % 5u); i4++) {
                    a ^= ((b | c) - (i1 << (d & 31u)));
                }
            }
        }
        }
    }
    for (unsigned i5 = 0; i5 < (t & 3u) + 1u; i5++) {
        if ((((0xffffffffu * t) | t)) % 4u == 2u) {
            if ((c) % 4u < 0u) continue;
            d += ((d >> (c & 31u)) & d);
        }
    }
    for (unsigned i6 = 0; i6 < (t & 3u) + 1u; i6++) {
        if ((((d << (3u & 31u)) >> ((b << (t & 31u)) & 31u))) % 4u != 2u) continue;
        if (((((t >> 2) != b ? c : b) | d)) % 2u < 1u) continue;
    }
    for (unsigned i7 = 0; i7 < 3u; i7++) {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {1558918u, 5u, 3955u, 122452u, 0u, 11262u, 513u, 1782880u, 321006u, 5628935u, 51495u, 1556u, 22695u, 1274099u, 28u, 93u, 91u, 5u, 21366122u, 2095372u, 54u, 1720717u, 11u, 164050497u, 5155u, 112174399u, 2070989178u, 25294744u, 4370u, 4997705u, 323211007u, 3596u, 867123u, 177u, 0u, 228u, 19463045u, 31403095u, 0u, 103416187u, 55756u, 5u, 2163769753u, 62968u, 12287130u, 29945444u, 481557224u, 51374133u, 30680010u, 56369u, 18u, 2743u, 13745023u, 27u, 62390984u, 0u, 150655u, 896003745u, 48373u, 174995u, 2279961090u, 59u, 49u, 192u};

__global__ void run(const unsigned *seedA, unsigned *out) {
    unsigned t = threadIdx.x;
    out[t] = path(t, seedA);
}

int main() {
    unsigned dev[64], *d_seed, *d_out;
    cudaMalloc(&d_seed, sizeof h_seed);
    cudaMalloc(&d_out, sizeof dev);
    cudaMemcpy(d_seed, h_seed, sizeof h_seed, cudaMemcpyHostToDevice);
    run<<<1, 64>>>(d_seed, d_out);
    cudaMemcpy(dev, d_out, sizeof dev, cudaMemcpyDeviceToHost);
    for (unsigned t = 0; t < 64; t++)
        printf("%2u device %08x host %08x\n", t, dev[t], path(t, h_seed));
    return 0;
}
