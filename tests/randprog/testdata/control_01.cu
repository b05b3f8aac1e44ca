// Random control flow (tests/randprog/gen, kind control, seed 4001).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 268007978u;
    d ^= ((d >> (d & 31u)) & (a & 7u));
    for (unsigned i1 = 0; i1 < 8u; i1++) {
        if (t <= 2u) return (0x55u | (c % (3u | 1u)));
    }
    d += (a % ((b & 0x55u) | 1u));
    d -= ((c & a) * (7u / (a | 1u)));
    for (unsigned i2 = 0; i2 < 8u; i2++) {
        a *= (d << (i2 & 31u));
    }
    if ((0xffffffffu) % 5u == 1u) {
        unsigned n3 = (a % (a | 1u)) % 6u;
        while (n3-- > 0u) {
            switch (((t << (b & 31u)) - (a << (0x55u & 31u))) % 4u) {
            case 0u: {
                c += b;
            }
            case 1u: {
                if (t <= 34u) {
                    a += ((1u + (t & 5)) - (c << (c & 31u)));
                    b *= ((d > 7u ? c : d) % ((d > a ? d : a) | 1u));
                    b ^= ((a / ((t >> 2) | 1u)) % ((d / ((t >> 2) | 1u)) | 1u));
                } else {
                    a = ((1u << (7u & 31u)) >> ((a + c) & 31u));
                }
                d = 0xffffffffu;
                break;
            }
            case 2u: {
                for (unsigned i4 = 0; i4 < 3u; i4++) {
                    b ^= i4;
                    d *= ((i4 / (c | 1u)) - (b < a ? (t & 5) : t));
                }
                break;
            }
            case 3u: {
                unsigned n5 = (d % (c | 1u)) % 6u;
                while (n5-- > 0u) {
                    b |= ((c | b) * (c >> (b & 31u)));
                }
                if ((c) % 6u != 0u) return a;
                break;
            }
            default: {
                c = b;
            }
            }
        }
        if ((((d + d) - (d > a ? 7u : b))) % 4u != 2u) {
            a *= (d >> ((d + c) & 31u));
            c = mix(d, (t >> 2));
        } else {
            for (unsigned i6 = 0; i6 < (t % 5u); i6++) {
                c += t;
                for (unsigned i7 = 0; i7 < 8u; i7++) {
                    c ^= ((b & (t >> 2)) << ((i7 << (a & 31u)) & 31u));
                    a = (i7 << (i7 & 31u));
                    a = ((i6 << (i6 & 31u)) + b);
                }
            }
        }
    } else {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {220763u, 2337u, 105023133u, 6862u, 2589078u, 39664039u, 1u, 505u, 274256u, 1814197419u, 125956u, 0u, 4406788u, 470u, 8u, 4905967u, 624u, 16872u, 76u, 3509797315u, 0u, 22607914u, 3321422u, 49963u, 203241616u, 34u, 79644u, 0u, 820737u, 4u, 5202u, 143908u, 7123724u, 478291u, 54u, 13149u, 3u, 1533087699u, 19323628u, 9727u, 36616683u, 2239u, 1148864u, 35u, 532u, 819570u, 22458u, 15u, 729u, 7711u, 3338769923u, 721137u, 457167018u, 2501u, 107u, 488559u, 485u, 27u, 23486988u, 54785274u, 1797960u, 1u, 653063776u, 182u};

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
