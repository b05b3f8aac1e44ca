// Random control flow (tests/randprog/gen, kind control, seed 939595).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 734250455u;
    for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
        d = mix(d, (d & b));
        d ^= (c == (i1 * 0x55u) ? (a / (c | 1u)) : (c > a ? i1 : b));
        a |= i1;
    }
    d |= ((t >> 2) < 7u ? (b & (t & 5)) : (c / (3u | 1u)));
    for (unsigned i2 = 0; i2 < (t & 3u) + 1u; i2++) {
        c = 0xffffffffu;
        if ((((t & 5) / ((a | d) | 1u))) % 4u == 2u) continue;
        b -= ((c | b) * (i2 % (i2 | 1u)));
    }
    c -= 3u;
    a = mix(c, (d << (d & 31u)));
    unsigned n3 = (a >> (b & 31u)) % 6u;
    while (n3-- > 0u) {
        for (unsigned i4 = 0; i4 < 8u; i4++) {
            for (unsigned i5 = 0; i5 < (t & 3u) + 1u; i5++) {
                for (unsigned i6 = 0; i6 < 8u; i6++) {
                    d ^= 0xffffffffu;
                    b -= i4;
                }
            }
        }
    }
    c -= ((b * d) * (b >> (c & 31u)));
    unsigned n7 = (c % (a | 1u)) % 6u;
    while (n7-- > 0u) {
        d |= ((c >> (b & 31u)) % (b | 1u));
        if ((((b << (1u & 31u)) / ((a * a) | 1u))) % 6u != 2u) continue;
    }
    for (unsigned i8 = 0; i8 < (t & 3u) + 1u; i8++) {
        c *= (0x55u & d);
    }
    switch (((b & b) + (b - d)) % 4u) {
    case 0u: {
        unsigned n9 = (b + c) % 6u;
        while (n9-- > 0u) {
            c = mix(a, b);
            unsigned n10 = (c | d) % 6u;
            while (n10-- > 0u) {
                for (unsigned i11 = 0; i11 < 3u; i11++) {
                }
            }
        }
    }
    case 3u: {
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {2385572u, 746u, 5u, 404778994u, 65456u, 25u, 261698u, 508547884u, 1077u, 1022215u, 991u, 7u, 4u, 2361882093u, 935277u, 127u, 116106u, 166807u, 1969u, 1455u, 239940u, 301701u, 131u, 161u, 166u, 3705u, 29237u, 25793046u, 22618u, 25u, 6591808u, 1658u, 699444515u, 624902969u, 1u, 849022u, 87101u, 0u, 5u, 3346296012u, 8080153u, 14504u, 62u, 288586057u, 22973833u, 105640u, 23907u, 191827967u, 14711075u, 9u, 1378u, 918150743u, 1725226u, 1872u, 115503561u, 12683u, 3u, 182062201u, 6631u, 3u, 158u, 23286u, 0u, 512u};

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
