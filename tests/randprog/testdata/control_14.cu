// Random control flow (tests/randprog/gen, kind control, seed 4014).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2883126903u;
    a += ((d / (a | 1u)) >> ((d - c) & 31u));
    unsigned n1 = (b / (a | 1u)) % 6u;
    while (n1-- > 0u) {
        d |= ((d | b) + (t == c ? b : c));
        a ^= a;
    }
    unsigned n2 = (b == c ? a : c) % 6u;
    while (n2-- > 0u) {
        d *= ((a + b) & (c < b ? t : c));
    }
    c -= ((c >> (1u & 31u)) | (d | d));
    unsigned n3 = (b % (a | 1u)) % 6u;
    while (n3-- > 0u) {
        for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
            a |= ((i4 - d) >> ((i4 + a) & 31u));
        }
    }
    unsigned n5 = (c * d) % 6u;
    while (n5-- > 0u) {
        d |= ((a | d) | (d % ((t & 5) | 1u)));
        a += b;
    }
    unsigned n6 = (t & 5) % 6u;
    while (n6-- > 0u) {
        if ((((a ^ d) - (d ^ d))) % 3u != 0u) continue;
        a |= c;
        b += (d - c);
    }
    a |= ((1u != a ? d : 0xffffffffu) << ((b * d) & 31u));
    a = mix(d, b);
    b |= ((d >> (a & 31u)) > (0x55u < a ? b : c) ? (0xffffffffu + c) : (a % (d | 1u)));
    if ((((b - b) / ((c - (t >> 2)) | 1u))) % 6u == 0u) return (0x55u - (c ^ t));
    for (unsigned i7 = 0; i7 < (t % 5u); i7++) {
        for (unsigned i8 = 0; i8 < 8u; i8++) {
            b = (t >> 2);
            for (unsigned i9 = 0; i9 < (t % 5u); i9++) {
                c = (((t >> 2) - 0x55u) % ((i7 & c) | 1u));
            }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {2130u, 3435664244u, 48731461u, 0u, 18u, 89u, 0u, 1723223u, 37u, 3u, 484753662u, 4071581u, 24928u, 12u, 3u, 26u, 32135u, 13351257u, 2u, 0u, 963299u, 170u, 16385704u, 226323782u, 349u, 476224u, 169426u, 131082926u, 1175950u, 137u, 8073464u, 1201687537u, 109282556u, 10115102u, 201729394u, 14378583u, 121203u, 385971u, 21u, 373972526u, 897598u, 4u, 167698u, 83u, 319312332u, 338027u, 671685u, 8246597u, 624533841u, 375063395u, 39320u, 652u, 1975u, 25927u, 0u, 222u, 238734032u, 32751u, 3640833u, 120865546u, 6223u, 10u, 7522u, 2574325u};

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
