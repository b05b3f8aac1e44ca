// Random control flow (tests/randprog/gen, kind control, seed 1074218).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3513162518u;
    if ((t & 4u) != 0) {
        if ((((d % (a | 1u)) * (a < (t >> 2) ? a : (t & 5)))) % 4u != 2u) {
            if ((((a % (d | 1u)) + (d >> (0x55u & 31u)))) % 2u == 2u) {
                a |= ((0x55u > c ? c : a) >> (d & 31u));
                d *= ((d - b) - (a != d ? d : b));
                b = ((c & 0x55u) * (c & c));
            }
        }
        c += (c >> (c & 31u));
        for (unsigned i1 = 0; i1 < 3u; i1++) {
            if (((((t & 5) >> (d & 31u)) | d)) % 3u < 0u) break;
            if ((t & 16u) != 0) {
                a ^= ((b & b) ^ (d >> (i1 & 31u)));
                for (unsigned i2 = 0; i2 < (t & 3u) + 1u; i2++) {
                    d += ((b * i1) & (i2 / (i2 | 1u)));
                    d ^= ((b - (t >> 2)) << ((a + b) & 31u));
                }
                unsigned n3 = (i1 << (a & 31u)) % 6u;
                while (n3-- > 0u) {
                    b += c;
                    c |= ((t | 3u) | 1u);
                    a += ((i1 < d ? a : i1) >> (i1 & 31u));
                }
            } else {
                for (unsigned i4 = 0; i4 < 8u; i4++) {
                    c += d;
                    b -= a;
                }
                switch (((a << ((t & 5) & 31u)) / ((b % (d | 1u)) | 1u)) % 4u) {
                case 0u: {
                    d -= d;
                    break;
                }
                case 1u: {
                    c ^= (i1 % ((c | (t & 5)) | 1u));
                    break;
                }
                case 2u: {
                    a -= ((a >> (b & 31u)) / ((0x55u / (i1 | 1u)) | 1u));
                    a += ((d | 0x55u) % ((0xffffffffu << (i1 & 31u)) | 1u));
                    break;
                }
                case 3u: {
                    c *= ((c % (i1 | 1u)) >> (((t & 5) / (c | 1u)) & 31u));
                    break;
                }
                default: {
                    a += (a < (1u / (0xffffffffu | 1u)) ? (1u + d) : (d * c));
                }
                }
            }
            if ((t & 2u) != 0) return ((b << (b & 31u)) >> ((a - 3u) & 31u));
        }
    } else {
        b *= d;
    }
    b |= ((d * c) >> (c & 31u));
    for (unsigned i5 = 0; i5 < (t % 5u); i5++) {
        c *= a;
        b ^= i5;
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {34u, 478119u, 108u, 21755u, 1523222155u, 159u, 55u, 27668426u, 229107794u, 19191u, 413u, 0u, 275079u, 25u, 2908u, 59u, 214100933u, 39251u, 191u, 1u, 608251u, 180521735u, 42716u, 3429764u, 15u, 16525155u, 25u, 1969591770u, 6494u, 1u, 1u, 91u, 336u, 225129u, 525411u, 27076136u, 543u, 928245002u, 4170887u, 4142991u, 125407255u, 40477u, 261848u, 3200533951u, 93240889u, 19u, 1121596218u, 2u, 127u, 1079047u, 179052u, 1750u, 932922u, 200957938u, 453154u, 96u, 151212820u, 37457256u, 1u, 17897964u, 502u, 11653101u, 239395313u, 17139u};

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
