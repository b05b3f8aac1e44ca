// Random control flow (tests/randprog/gen, kind control, seed 1129651).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3181737354u;
    for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
        b |= ((3u ^ d) ^ (i1 >> (7u & 31u)));
    }
    switch (1u % 4u) {
    case 0u: {
        b ^= (((t >> 2) / (b | 1u)) == b ? (d + a) : (7u - c));
        for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
            b = (i2 - (d - t));
            unsigned n3 = (i2 & a) % 6u;
            while (n3-- > 0u) {
                unsigned n4 = (0x55u | a) % 6u;
                while (n4-- > 0u) {
                    a |= ((7u > i2 ? i2 : d) % ((3u % ((t >> 2) | 1u)) | 1u));
                }
                for (unsigned i5 = 0; i5 < (t % 5u); i5++) {
                    b = ((i2 | d) & (t << (d & 31u)));
                }
            }
        }
    }
    case 1u: {
        d *= ((b & a) & (t == b ? a : d));
        c |= b;
        break;
    }
    default: {
        d |= (a ^ (a | a));
    }
    }
    d -= (t | (d + d));
    if (t < 6u) {
        c = mix(d, (a & c));
        unsigned n6 = (a ^ b) % 6u;
        while (n6-- > 0u) {
            if (t <= 24u) {
                d = mix(b, (c << (1u & 31u)));
                if ((((c / (1u | 1u)) - (t & 5))) % 3u != 0u) {
                    c ^= d;
                    c = ((d >> (a & 31u)) + (c & c));
                    a ^= (a | c);
                }
                switch (b % 4u) {
                case 0u: {
                    c -= ((b % (d | 1u)) & (7u % (a | 1u)));
                    break;
                }
                case 1u: {
                    b ^= ((c - c) < (d % (b | 1u)) ? (d * 0xffffffffu) : b);
                    a *= ((b * (t >> 2)) + 0xffffffffu);
                    break;
                }
                case 2u: {
                    d *= (1u < (c + b) ? (b - c) : d);
                    d *= ((1u - a) % (d | 1u));
                    break;
                }
                default: {
                    b *= ((d << (3u & 31u)) / ((d >> (c & 31u)) | 1u));
                }
                }
            }
        }
    }
    switch (a % 4u) {
    case 0u: {
        a ^= ((b >> (b & 31u)) - b);
        b = ((b / (b | 1u)) % ((a | a) | 1u));
    }
    case 3u: {
        if ((t & 16u) != 0) return ((d + c) << ((c / (a | 1u)) & 31u));
    }
    default: {
        d |= (t >> 2);
    }
    }
    for (unsigned i7 = 0; i7 < (t & 3u) + 1u; i7++) {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {64u, 2131890u, 4212079u, 70u, 20586555u, 1142u, 77u, 397u, 48312811u, 5u, 12u, 0u, 39820u, 1946u, 588906174u, 474163u, 806044u, 5060u, 469692u, 126u, 45747784u, 16900u, 13u, 27009u, 1330818u, 2094007896u, 25u, 0u, 2114u, 68300097u, 2828305u, 29771u, 103u, 1763u, 4445600u, 2u, 1865u, 13073u, 366748161u, 223u, 20u, 14701u, 41875u, 93788550u, 2912008u, 447u, 0u, 7685453u, 43u, 761u, 1u, 238095u, 396u, 848245u, 6155u, 26u, 468u, 59u, 0u, 2694635692u, 23192u, 8026u, 113u, 0u};

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
