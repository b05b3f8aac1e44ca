// Random control flow (tests/randprog/gen, kind control, seed 1097975).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 537545704u;
    if (t > 30u) {
        d = c;
        a ^= ((a + (t & 5)) | (a << ((t >> 2) & 31u)));
        d += ((a % (t | 1u)) | (b - c));
    }
    a = ((b + d) - (b / (c | 1u)));
    switch (((c % ((t & 5) | 1u)) / ((3u != c ? 3u : a) | 1u)) % 4u) {
    case 0u: {
        for (unsigned i1 = 0; i1 < 3u; i1++) {
            if (t < 52u) {
                unsigned n2 = (c >> (a & 31u)) % 6u;
                while (n2-- > 0u) {
                    c -= (b >> ((i1 ^ b) & 31u));
                }
                for (unsigned i3 = 0; i3 < (t & 3u) + 1u; i3++) {
                    c += (c & (d ^ d));
                    d *= i1;
                    d *= d;
                }
            }
            if ((((1u * a) - (b >> (d & 31u)))) % 4u == 1u) {
                switch ((((t >> 2) * t) << ((3u < 1u ? b : 7u) & 31u)) % 4u) {
                case 1u: {
                    b ^= ((b % (c | 1u)) - (a % (t | 1u)));
                    break;
                }
                case 2u: {
                    b -= c;
                    a = (((t & 5) << (c & 31u)) == (0xffffffffu | b) ? (c / (0x55u | 1u)) : (c % (i1 | 1u)));
                    break;
                }
                case 3u: {
                    a ^= i1;
                    break;
                }
                default: {
                    d -= ((c >> (d & 31u)) % ((d % (b | 1u)) | 1u));
                }
                }
            } else {
                if (t <= 13u) break;
            }
        }
        break;
    }
    case 1u: {
        for (unsigned i4 = 0; i4 < 3u; i4++) {
            d |= ((d | a) * (d - 1u));
        }
        break;
    }
    case 2u: {
        switch (((a / (a | 1u)) / (t | 1u)) % 4u) {
        case 1u: {
            if ((b) % 4u == 1u) {
                for (unsigned i5 = 0; i5 < 3u; i5++) {
                    a -= i5;
                    b -= ((7u == 0xffffffffu ? i5 : d) - (i5 & b));
                }
            }
            if ((t & 2u) != 0) {
                d += ((b * 0xffffffffu) & ((t & 5) / (d | 1u)));
                switch (1u % 4u) {
                case 3u: {
                    a *= (a == (1u % (b | 1u)) ? (b - b) : (d / (1u | 1u)));
                    a |= (c > (d / (d | 1u)) ? (b % (0x55u | 1u)) : a);
                    break;
                }
                default: {
                    a = ((a - 3u) << ((t >> (b & 31u)) & 31u));
                }
                }
                if (((1u >> ((d % (c | 1u)) & 31u))) % 6u != 1u) return ((a / (b | 1u)) + (a + 0x55u));
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
    case 3u: {
        break;
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {25196292u, 212681u, 297097u, 8u, 687415u, 565u, 32945247u, 2u, 3499698u, 50269194u, 783u, 399896000u, 1447u, 21656220u, 30836517u, 1u, 1645962u, 943350u, 18882u, 66787621u, 543499914u, 375u, 22395u, 0u, 53467851u, 1u, 37081u, 457u, 1490858492u, 56u, 3744674u, 118382776u, 1801619u, 99409038u, 824u, 37301528u, 5u, 47164u, 3213722u, 2u, 220313907u, 61034132u, 3u, 2344503u, 2148u, 6768u, 33537u, 1641339443u, 792533760u, 6523u, 1u, 4417u, 1033u, 16584352u, 4079004u, 973u, 1883804463u, 1896692909u, 943715850u, 8u, 377429212u, 1866894217u, 2u, 1450u};

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
