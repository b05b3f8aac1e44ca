// Random control flow (tests/randprog/gen, kind control, seed 50558).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1178174235u;
    c -= (b * (a % (7u | 1u)));
    b ^= ((d ^ b) / ((a >> (d & 31u)) | 1u));
    switch (c % 4u) {
    case 0u: {
        switch (((b << (b & 31u)) >> ((c - d) & 31u)) % 4u) {
        case 0u: {
            c ^= ((t ^ a) << (d & 31u));
            c *= (t >> 2);
            break;
        }
        case 2u: {
            for (unsigned i1 = 0; i1 < 3u; i1++) {
                unsigned n2 = (0xffffffffu ^ i1) % 6u;
                while (n2-- > 0u) {
                    d ^= ((b - i1) == i1 ? (i1 >> (0xffffffffu & 31u)) : (a + d));
                }
                b *= i1;
                unsigned n3 = (i1 / (a | 1u)) % 6u;
                while (n3-- > 0u) {
                    c -= ((b % (7u | 1u)) < (i1 == 7u ? 1u : b) ? (b << (3u & 31u)) : (a / (c | 1u)));
                    d *= ((t & 5) << (c & 31u));
                }
            }
            break;
        }
        case 3u: {
            unsigned n4 = (c >> ((t & 5) & 31u)) % 6u;
            while (n4-- > 0u) {
                c += (d | (t < c ? c : b));
            }
            b |= (b & (1u | 0xffffffffu));
            break;
        }
        default: {
            switch (b % 4u) {
            case 1u: {
                switch (((c > (t & 5) ? d : b) * (c + 0x55u)) % 4u) {
                case 0u: {
                    d ^= (b % (b | 1u));
                    b -= ((d > c ? b : b) * (a % (d | 1u)));
                    break;
                }
                case 2u: {
                    c += (b + c);
                    c ^= ((b << (c & 31u)) / ((a * (t >> 2)) | 1u));
                }
                case 3u: {
                    a *= ((a >> (d & 31u)) << ((0x55u * b) & 31u));
                }
                default: {
                    d = ((0x55u * b) != c ? (0xffffffffu * 1u) : (a << (0xffffffffu & 31u)));
                }
                }
                break;
            }
            case 2u: {
                switch (((c >> (0x55u & 31u)) * (a / (a | 1u))) % 4u) {
                case 0u: {
                    b ^= (t >> 2);
                    break;
                }
                case 1u: {
                    a += ((a / (b | 1u)) % ((b / (7u | 1u)) | 1u));
                    c |= ((c == a ? d : d) != (b | 1u) ? (1u >> (d & 31u)) : (t << (a & 31u)));
                    break;
                }
                case 3u: {
                    c += (1u == d ? (d << (c & 31u)) : (d + 0x55u));
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

static const unsigned h_seed[64] = {680u, 1579u, 10774992u, 248u, 5u, 734u, 486u, 1129333u, 408u, 5u, 4u, 7u, 13897u, 4503u, 3u, 74u, 38u, 440619u, 5326u, 3u, 1649068u, 42916802u, 2169u, 5792519u, 628075u, 105453541u, 605u, 871u, 579227u, 1476958u, 99u, 2448364189u, 984u, 526897u, 10u, 1u, 4u, 4308u, 955159634u, 11u, 13u, 54804442u, 2005690u, 1064006967u, 1984u, 4860519u, 4074868584u, 8639u, 0u, 352617254u, 62u, 42367u, 30337967u, 118133545u, 16u, 313100u, 15u, 2087058u, 262u, 533212065u, 344324u, 252010260u, 6u, 904u};

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
