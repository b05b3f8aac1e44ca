// Random control flow (tests/randprog/gen, kind control, seed 50000).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2321414755u;
    switch (((b & a) | (0x55u << (b & 31u))) % 4u) {
    case 2u: {
        for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
            if (t > 55u) {
                c |= ((c - d) << ((i1 & a) & 31u));
            } else {
                for (unsigned i2 = 0; i2 < 3u; i2++) {
                    a ^= ((a | 7u) != (d % (d | 1u)) ? (d % ((t >> 2) | 1u)) : (a - a));
                    a ^= ((7u / (7u | 1u)) * (7u - (t & 5)));
                    c -= c;
                }
            }
            if (((b == (c % (a | 1u)) ? (a >> (i1 & 31u)) : ((t >> 2) / (1u | 1u)))) % 5u != 1u) {
                if ((t & 32u) != 0) {
                    c *= ((d >> (b & 31u)) != (b | c) ? (a << (b & 31u)) : (t >> 2));
                } else {
                    a *= ((0xffffffffu + b) & d);
                }
            } else {
                unsigned n3 = d % 6u;
                while (n3-- > 0u) {
                    c ^= ((t << (i1 & 31u)) % ((d << (7u & 31u)) | 1u));
                    b *= (0xffffffffu < ((t & 5) + i1) ? (b == a ? 7u : (t & 5)) : (b != (t >> 2) ? i1 : d));
                }
            }
        }
        break;
    }
    case 3u: {
        a |= ((a - (t & 5)) * (1u ^ a));
        c -= a;
        break;
    }
    default: {
        d = mix(d, 0x55u);
    }
    }
    b = a;
    unsigned n4 = (a + 7u) % 6u;
    while (n4-- > 0u) {
        unsigned n5 = (d << (1u & 31u)) % 6u;
        while (n5-- > 0u) {
            if ((d) % 5u < 2u) {
                for (unsigned i6 = 0; i6 < 8u; i6++) {
                    d = 7u;
                    c += ((t == c ? 3u : c) / ((c & c) | 1u));
                }
                if (((t & 5)) % 4u != 2u) return a;
            } else {
                a += ((3u ^ c) >> (c & 31u));
                d -= (t % ((d >> (0xffffffffu & 31u)) | 1u));
                for (unsigned i7 = 0; i7 < (t % 5u); i7++) {
                    d -= ((i7 / (b | 1u)) << ((a + i7) & 31u));
                }
            }
        }
        if (((c % ((d % (c | 1u)) | 1u))) % 2u != 2u) {
            d -= ((a % ((t >> 2) | 1u)) | (1u - a));
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {218332u, 243075u, 17u, 3u, 144783u, 5u, 41627487u, 1u, 80u, 31479431u, 27u, 1u, 37u, 1465u, 108176956u, 46467842u, 31u, 2294255u, 2073756u, 584743922u, 15700u, 2074392u, 126767u, 676u, 1u, 32264843u, 63589811u, 949655626u, 293709u, 223037889u, 461u, 227u, 1296390u, 285828u, 6835631u, 117u, 180491813u, 81u, 300407u, 1712104426u, 263031604u, 3036u, 408194u, 130237034u, 1471569u, 50234u, 769969365u, 9890469u, 101851337u, 62u, 5315u, 7u, 316474180u, 29634669u, 26u, 5133u, 252780347u, 414544u, 61u, 18457849u, 3706220885u, 6u, 379369407u, 211801u};

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
