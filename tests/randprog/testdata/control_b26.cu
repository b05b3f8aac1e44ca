// Random control flow (tests/randprog/gen, kind control, seed 1105894).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1713103423u;
    if ((((b ^ b) % ((c == 3u ? d : d) | 1u))) % 6u != 1u) {
        for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
            for (unsigned i2 = 0; i2 < 3u; i2++) {
                for (unsigned i3 = 0; i3 < (t % 5u); i3++) {
                    d += ((b ^ (t & 5)) ^ (c >> (a & 31u)));
                }
            }
            if ((((c | 7u) >> ((d >> ((t >> 2) & 31u)) & 31u))) % 6u == 0u) {
                b -= ((a & b) - (b % (b | 1u)));
                if ((c) % 4u == 1u) {
                    b = ((i1 + i1) ^ d);
                    b = (c - (i1 ^ a));
                }
            }
        }
        c ^= ((d % (c | 1u)) << (0xffffffffu & 31u));
    }
    for (unsigned i4 = 0; i4 < 3u; i4++) {
        if ((((1u / (a | 1u)) - (a / (7u | 1u)))) % 2u != 0u) {
            d = i4;
            if ((((i4 >> (d & 31u)) * (i4 - (t >> 2)))) % 5u < 0u) break;
        } else {
            if ((t & 8u) != 0) {
                if (t > 45u) {
                    b += 0xffffffffu;
                }
                if (t < 55u) break;
                for (unsigned i5 = 0; i5 < (t & 3u) + 1u; i5++) {
                    c ^= 3u;
                    c ^= a;
                    c |= c;
                }
            }
            d += i4;
            d -= ((a >> (a & 31u)) / (i4 | 1u));
        }
    }
    b += ((a % (7u | 1u)) % ((t & 5) | 1u));
    a -= ((d != b ? (t >> 2) : a) % ((b != b ? a : b) | 1u));
    a ^= (b == d ? (1u * d) : (d > b ? a : b));
    if (t < 17u) return 0xffffffffu;
    unsigned n6 = b % 6u;
    while (n6-- > 0u) {
        if ((((d & a) / ((b - (t >> 2)) | 1u))) % 2u != 1u) {
        } else {
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {192u, 3u, 305272392u, 29u, 330u, 923382u, 27710u, 14u, 109u, 2u, 8149u, 4248654u, 3051u, 71310456u, 13686005u, 2807346499u, 0u, 15u, 28u, 1066u, 20u, 3u, 1u, 12198915u, 10u, 8704u, 1192102128u, 255u, 1896u, 264088334u, 1u, 4u, 6918u, 2587754u, 69685624u, 0u, 10815177u, 6165u, 201753u, 13u, 243212u, 2u, 0u, 7u, 6586u, 464u, 204u, 7u, 457310u, 112186u, 6918u, 60577u, 87513599u, 251390u, 94u, 35760871u, 266337806u, 4206263045u, 800u, 241u, 93180101u, 845247u, 7u, 6569630u};

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
