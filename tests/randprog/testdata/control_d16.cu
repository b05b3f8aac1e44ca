// Random control flow (tests/randprog/gen, kind control, seed 50496).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1450679408u;
    for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
        if (t >= 8u) {
            if ((((a >> (b & 31u)) >> (a & 31u))) % 4u != 0u) {
                if (t > 27u) break;
            }
            b = mix(b, (d == t ? 3u : 3u));
        }
        unsigned n2 = (a / (b | 1u)) % 6u;
        while (n2-- > 0u) {
            if (t >= 28u) {
                unsigned n3 = (i1 ^ i1) % 6u;
                while (n3-- > 0u) {
                    c *= ((a | b) - a);
                    a -= i1;
                }
                if (t < 15u) break;
            } else {
                switch (((t & 5) - 1u) % 4u) {
                case 0u: {
                    d |= ((i1 % (7u | 1u)) / ((1u - d) | 1u));
                    b |= ((i1 - d) >> ((a - 3u) & 31u));
                }
                case 1u: {
                    b ^= ((a % (a | 1u)) & (b / (b | 1u)));
                }
                case 3u: {
                    d *= (t & 5);
                    d -= (d / (((t >> 2) / (c | 1u)) | 1u));
                    break;
                }
                default: {
                    b -= ((a & b) % ((1u * i1) | 1u));
                }
                }
                unsigned n4 = (c % (b | 1u)) % 6u;
                while (n4-- > 0u) {
                    d |= b;
                }
                unsigned n5 = (i1 | b) % 6u;
                while (n5-- > 0u) {
                    a += c;
                }
            }
        }
        if (((a << (7u & 31u))) % 4u < 2u) {
            b += (a / ((0xffffffffu & c) | 1u));
            b *= ((i1 << (i1 & 31u)) < (a != a ? b : i1) ? b : ((t >> 2) >> (i1 & 31u)));
            if (t >= 35u) return (b + (t & 5));
        } else {
            c = ((b < a ? 7u : c) - (c | i1));
            c = mix(b, (i1 * i1));
        }
    }
    for (unsigned i6 = 0; i6 < 8u; i6++) {
        if ((((i6 & b) * c)) % 3u != 1u) {
            c *= 0xffffffffu;
        } else {
            for (unsigned i7 = 0; i7 < (t % 5u); i7++) {
                for (unsigned i8 = 0; i8 < (t & 3u) + 1u; i8++) {
                    c = ((d ^ b) % ((7u < i6 ? c : i7) | 1u));
                }
                if ((t & 2u) != 0) return ((a & b) >> (a & 31u));
                c += (3u & i6);
            }
        }
        d *= ((i6 << (d & 31u)) >> (b & 31u));
        for (unsigned i9 = 0; i9 < (t & 3u) + 1u; i9++) {
            switch ((((t >> 2) << (a & 31u)) | (d / (b | 1u))) % 4u) {
            case 0u: {
                if ((t & 16u) != 0) continue;
                a ^= ((d | a) << ((i6 ^ 0xffffffffu) & 31u));
                break;
            }
            case 1u: {
                unsigned n10 = (7u + i6) % 6u;
                while (n10-- > 0u) {
                    d |= ((i6 / (i9 | 1u)) < (a % (a | 1u)) ? (i6 % (b | 1u)) : ((t & 5) << (d & 31u)));
                    b |= ((t == i9 ? c : (t & 5)) << (a & 31u));
                }
                break;
            }
            case 2u: {
                break;
            }
            case 3u: {
                break;
            }
            default: {
            }
            }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {25841020u, 167651437u, 0u, 0u, 81u, 320u, 110530336u, 2870154u, 342u, 4583940u, 3u, 3128u, 28u, 25194u, 1148u, 6933538u, 1256u, 1979565u, 1732645u, 14u, 349u, 22496u, 1u, 171058u, 14438926u, 7840u, 1u, 596u, 136708u, 14u, 2906052240u, 28608u, 23908u, 5105u, 42741u, 217241u, 703497u, 3u, 582u, 0u, 123757u, 23844358u, 2569093u, 274930u, 23793u, 316u, 5757950u, 63197358u, 2933u, 9u, 508337u, 324930u, 68926515u, 80291u, 841387u, 30084182u, 9054263u, 766310311u, 2610311025u, 245u, 4u, 61244774u, 954257844u, 93964u};

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
