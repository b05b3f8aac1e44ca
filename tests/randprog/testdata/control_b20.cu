// Random control flow (tests/randprog/gen, kind control, seed 1058380).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 783972664u;
    a ^= t;
    switch ((d % ((c == (t & 5) ? 7u : d) | 1u)) % 4u) {
    case 0u: {
        switch (c % 4u) {
        case 0u: {
            for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
                b |= ((i1 << (a & 31u)) / (((t & 5) >> (d & 31u)) | 1u));
                switch (((c != d ? a : i1) ^ (c | a)) % 4u) {
                case 0u: {
                    d |= ((b / (3u | 1u)) / (d | 1u));
                    b = ((i1 / (a | 1u)) & c);
                }
                case 1u: {
                    b -= ((a & d) & (b | i1));
                }
                case 2u: {
                    c *= (1u << ((c + b) & 31u));
                    a *= (1u ^ (c << (i1 & 31u)));
                }
                case 3u: {
                    b -= d;
                    c ^= a;
                    break;
                }
                default: {
                    d ^= ((0x55u & a) << ((7u << (d & 31u)) & 31u));
                }
                }
                c -= ((i1 == 3u ? b : t) - i1);
            }
        }
        case 1u: {
            if ((((a >> (c & 31u)) << ((b % (a | 1u)) & 31u))) % 2u == 1u) {
                unsigned n2 = b % 6u;
                while (n2-- > 0u) {
                    d -= ((a & c) & a);
                }
                d -= 7u;
            }
            switch ((0x55u * (d / (c | 1u))) % 4u) {
            case 0u: {
                switch (((d == 0xffffffffu ? 0x55u : a) | c) % 4u) {
                case 0u: {
                    b *= (a % ((b * 0xffffffffu) | 1u));
                    a *= ((d / (a | 1u)) - (a * d));
                    break;
                }
                case 2u: {
                    a -= (7u == (d % (c | 1u)) ? (a >> (a & 31u)) : (b & d));
                }
                default: {
                    c ^= ((b & c) / ((a >> (d & 31u)) | 1u));
                }
                }
                c -= ((t >> 2) - (c * d));
                break;
            }
            case 1u: {
                if ((t & 32u) != 0) {
                    d -= a;
                    a = (d | (c % (c | 1u)));
                } else {
                    c += (3u < c ? t : c);
                }
                switch ((0xffffffffu >> ((0x55u & b) & 31u)) % 4u) {
                case 0u: {
                    b *= ((c ^ b) & (c + b));
                    c |= (c ^ (a >> (a & 31u)));
                    break;
                }
                case 3u: {
                    d += ((a ^ c) - (c % (a | 1u)));
                    d |= ((a | a) / ((b >> (c & 31u)) | 1u));
                    break;
                }
                default: {
                    b = (d | (a + a));
                }
                }
                break;
            }
            case 2u: {
                c ^= (b ^ (c ^ b));
                break;
            }
            default: {
            }
            }
            break;
        }
        case 3u: {
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
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {772u, 966932918u, 618475u, 5850u, 3775u, 27u, 9u, 122823822u, 73u, 1u, 1014895592u, 3u, 103681u, 12525u, 2516575449u, 3042u, 20u, 1451u, 301u, 928u, 140u, 810u, 57u, 873u, 678384385u, 1207001u, 65765681u, 253u, 25054u, 423u, 0u, 776356515u, 3010612u, 89013884u, 15u, 2u, 192238727u, 1616877u, 338u, 2026u, 30767436u, 24u, 501u, 5518190u, 1672734914u, 490760u, 1783922925u, 615u, 7u, 3847103u, 1u, 45645335u, 80615075u, 9490586u, 0u, 2687u, 302u, 3178763u, 557260u, 153978811u, 278u, 211u, 1223737u, 16059u};

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
