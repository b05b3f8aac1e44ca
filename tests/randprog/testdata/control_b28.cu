// Random control flow (tests/randprog/gen, kind control, seed 1121732).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 564264269u;
    unsigned n1 = d % 6u;
    while (n1-- > 0u) {
        unsigned n2 = (b ^ b) % 6u;
        while (n2-- > 0u) {
            if (t < 15u) return a;
            if ((((d % (7u | 1u)) / ((d + b) | 1u))) % 6u != 0u) {
                if (((a % ((d ^ c) | 1u))) % 4u < 2u) return ((d << (d & 31u)) | (b & c));
                unsigned n3 = ((t >> 2) >> (b & 31u)) % 6u;
                while (n3-- > 0u) {
                    d -= ((d >> (d & 31u)) * (b - t));
                }
                d *= ((d >> (3u & 31u)) >> ((1u ^ c) & 31u));
            }
        }
        for (unsigned i4 = 0; i4 < (t % 5u); i4++) {
            unsigned n5 = (d > a ? a : (t & 5)) % 6u;
            while (n5-- > 0u) {
                a -= ((i4 << ((t >> 2) & 31u)) & (b != a ? c : c));
                a *= ((i4 << (a & 31u)) >> ((b != i4 ? c : i4) & 31u));
                if ((((i4 ^ d) & i4)) % 6u < 1u) break;
            }
            for (unsigned i6 = 0; i6 < (t % 5u); i6++) {
                if ((t & 8u) != 0) {
                    d = (d << ((a > 3u ? 0xffffffffu : i6) & 31u));
                    b = 7u;
                    d *= i6;
                }
                if ((((a % (a | 1u)) % (a | 1u))) % 2u == 1u) continue;
            }
        }
    }
    d ^= (t >> 2);
    unsigned n7 = (c << (a & 31u)) % 6u;
    while (n7-- > 0u) {
        c |= d;
        for (unsigned i8 = 0; i8 < 8u; i8++) {
            unsigned n9 = (d - b) % 6u;
            while (n9-- > 0u) {
                unsigned n10 = (d | (t & 5)) % 6u;
                while (n10-- > 0u) {
                    b ^= 7u;
                    d += ((b == i8 ? b : i8) >> ((b >> (a & 31u)) & 31u));
                    c = (((t >> 2) >> (d & 31u)) << ((0xffffffffu ^ (t & 5)) & 31u));
                }
                c += b;
                a += ((c >> (c & 31u)) + (7u | 1u));
            }
            if ((((i8 / (c | 1u)) + (c | b))) % 6u == 1u) return ((c << (i8 & 31u)) >> ((c ^ i8) & 31u));
        }
        unsigned n11 = c % 6u;
        while (n11-- > 0u) {
            for (unsigned i12 = 0; i12 < (t % 5u); i12++) {
                for (unsigned i13 = 0; i13 < (t % 5u); i13++) {
                    c = ((d % (c | 1u)) % ((d - b) | 1u));
                    c ^= (i13 ^ (3u > a ? c : i13));
                    d = ((b | a) == (a * d) ? (1u != d ? 0xffffffffu : t) : (d + 0x55u));
                }
            }
        }
    }
    a *= c;
    if ((((b % (b | 1u)) + (c < d ? b : 0xffffffffu))) % 2u == 1u) {
        if ((t & 2u) != 0) {
        }
    } else {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {0u, 27684602u, 170155050u, 468439u, 49607u, 46038u, 14467u, 64611684u, 4332619u, 431u, 669225394u, 9368109u, 25339663u, 1149679u, 37886510u, 30u, 74130650u, 313547u, 3657u, 11765603u, 3681u, 20u, 25u, 289u, 869935017u, 574431535u, 29u, 25181u, 56u, 616281236u, 163u, 7834173u, 504137564u, 297u, 1u, 1u, 12688u, 2002415329u, 64024u, 51692u, 25u, 7533418u, 152u, 100193u, 2520u, 15u, 1746278u, 87055u, 7433u, 59u, 43811004u, 6119u, 61796u, 1902u, 22u, 12840u, 408089u, 21u, 131206662u, 658487037u, 393u, 12258475u, 1u, 3u};

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
