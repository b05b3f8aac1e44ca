// Random control flow (tests/randprog/gen, kind control, seed 4025).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2548770476u;
    switch (d % 4u) {
    case 0u: {
        d += ((a % (a | 1u)) ^ (a - c));
    }
    case 2u: {
        for (unsigned i1 = 0; i1 < 8u; i1++) {
            if (t >= 18u) return (t & 5);
            for (unsigned i2 = 0; i2 < (t & 3u) + 1u; i2++) {
                unsigned n3 = (b / (0xffffffffu | 1u)) % 6u;
                while (n3-- > 0u) {
                    c ^= 0xffffffffu;
                    b = ((i2 << (0xffffffffu & 31u)) << ((c & (t & 5)) & 31u));
                    c *= (b < (a << (c & 31u)) ? (a << (a & 31u)) : i1);
                }
            }
            if ((0x55u) % 5u != 0u) {
                for (unsigned i4 = 0; i4 < 8u; i4++) {
                    b |= b;
                }
                if (t < 63u) {
                    a *= ((a << (b & 31u)) >> ((d | i1) & 31u));
                    b += (i1 * i1);
                } else {
                    a *= ((b - d) / ((i1 << (b & 31u)) | 1u));
                    b *= ((t << (d & 31u)) + (c > d ? i1 : d));
                }
            } else {
                d = ((a & b) - i1);
            }
        }
        break;
    }
    case 3u: {
        b = mix(b, (7u << (a & 31u)));
    }
    default: {
        switch (((a & a) ^ (b >> ((t >> 2) & 31u))) % 4u) {
        case 2u: {
            switch (((a >> (b & 31u)) % ((c & d) | 1u)) % 4u) {
            case 0u: {
                switch (0x55u % 4u) {
                case 0u: {
                    a |= ((d | d) << ((b >> (d & 31u)) & 31u));
                    d *= ((3u / (b | 1u)) | (b >> (3u & 31u)));
                }
                case 1u: {
                    a *= ((a / ((t >> 2) | 1u)) >> (c & 31u));
                    d ^= (a % ((d % (3u | 1u)) | 1u));
                    break;
                }
                default: {
                }
                }
            }
            case 2u: {
                break;
            }
            default: {
            }
            }
        }
        default: {
        }
        }
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {3050u, 1u, 1382002u, 1281017u, 2u, 3459u, 101778u, 48u, 11u, 477u, 2u, 1762u, 56357u, 675u, 0u, 2329u, 1386u, 22698633u, 1u, 28106772u, 375u, 188u, 238637u, 11u, 51941u, 14794738u, 2u, 21762u, 461535u, 25u, 15988203u, 8u, 28u, 7825u, 241785632u, 232u, 1588u, 29u, 40861185u, 5783u, 4u, 2826430430u, 629u, 18395u, 29u, 1u, 30081770u, 323538460u, 763u, 3u, 9457u, 185u, 1u, 46u, 23u, 5954u, 798580u, 21399912u, 380u, 6107u, 1334839u, 709361853u, 15u, 416436u};

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
