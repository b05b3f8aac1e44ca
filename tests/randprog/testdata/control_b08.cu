// Random control flow (tests/randprog/gen, kind control, seed 963352).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 161248721u;
    c = d;
    b += 3u;
    if ((((d >> (b & 31u)) - (d >> (c & 31u)))) % 4u == 1u) {
        c += ((d << (c & 31u)) >> ((a & a) & 31u));
    }
    if ((t & 8u) != 0) {
        if (((a - (a | 0x55u))) % 3u != 1u) {
            switch (((b * d) + (c << ((t & 5) & 31u))) % 4u) {
            case 0u: {
                for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
                    b -= ((a == d ? d : i1) & (i1 >> (d & 31u)));
                }
                break;
            }
            case 2u: {
                switch ((b * a) % 4u) {
                case 0u: {
                    b = ((c / (b | 1u)) | ((t & 5) - 1u));
                    d ^= (c & (0x55u ^ c));
                    break;
                }
                case 1u: {
                    c = ((b * 0xffffffffu) % ((a << (c & 31u)) | 1u));
                    break;
                }
                default: {
                    b = ((d + c) >> ((a & d) & 31u));
                }
                }
                d |= c;
            }
            default: {
                switch (((d | 0xffffffffu) % ((b - d) | 1u)) % 4u) {
                case 0u: {
                    d -= b;
                    break;
                }
                case 1u: {
                    c += d;
                    break;
                }
                case 2u: {
                    b = (a - (t & 5));
                    a += ((c | a) + ((t >> 2) % (3u | 1u)));
                }
                default: {
                    d |= ((d % (d | 1u)) << ((0x55u / (7u | 1u)) & 31u));
                }
                }
            }
            }
        }
        switch (((a / (t | 1u)) ^ (d | b)) % 4u) {
        case 0u: {
            switch (a % 4u) {
            case 1u: {
                b |= (((t & 5) % (b | 1u)) << ((3u % (a | 1u)) & 31u));
                break;
            }
            case 2u: {
                unsigned n2 = (t >> 2) % 6u;
                while (n2-- > 0u) {
                    a ^= 0xffffffffu;
                    d = ((b + c) / (c | 1u));
                }
                break;
            }
            case 3u: {
                if ((t & 16u) != 0) {
                    a |= (((t >> 2) << (d & 31u)) & a);
                    b += d;
                } else {
                    d -= ((t ^ a) / ((c == t ? a : a) | 1u));
                }
                b -= ((d | c) / (c | 1u));
                break;
            }
            default: {
                d += d;
            }
            }
            unsigned n3 = (7u / (a | 1u)) % 6u;
            while (n3-- > 0u) {
                b |= ((a << (7u & 31u)) > (b / (0x55u | 1u)) ? a : (d ^ 0xffffffffu));
                if (((((t >> 2) >> ((t & 5) & 31u)) == 0x55u ? (b + c) : 0x55u)) % 5u < 1u) {
                    d *= ((t & 5) << (c & 31u));
                }
            }
            break;
        }
        case 1u: {
            b |= ((d - b) >> ((a < a ? d : b) & 31u));
        }
        case 2u: {
            unsigned n4 = (c >> (d & 31u)) % 6u;
            while (n4-- > 0u) {
                d += ((d > 3u ? (t & 5) : 7u) + ((t >> 2) << (c & 31u)));
            }
        }
        case 3u: {
            break;
        }
        default: {
        }
        }
    } else {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {723440u, 706665u, 9579273u, 103u, 27205415u, 167784u, 38140u, 7553114u, 3u, 58u, 25858u, 25u, 1102798u, 2201105u, 1u, 2615u, 9477u, 198u, 898393u, 238u, 3u, 1355403u, 1u, 6784u, 31865779u, 4115957u, 77801186u, 441818u, 88031u, 417u, 1233u, 719071u, 13611u, 909248u, 2979742u, 64782u, 1777812139u, 197u, 45145594u, 171839u, 2u, 213u, 2u, 33208196u, 8473u, 555u, 271855u, 293773u, 524189689u, 4135662u, 655109996u, 19u, 1694u, 19584u, 8u, 193u, 784u, 17u, 1014743559u, 114u, 117u, 958473u, 7647917u, 55u};

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
