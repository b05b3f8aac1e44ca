// Random control flow (tests/randprog/gen, kind control, seed 1034623).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3214390316u;
    switch ((b / ((d * d) | 1u)) % 4u) {
    case 0u: {
        c += (7u / ((0x55u / (a | 1u)) | 1u));
        break;
    }
    case 1u: {
        switch (((c << (7u & 31u)) >> ((c >> (3u & 31u)) & 31u)) % 4u) {
        case 0u: {
            d = ((d ^ c) / ((c ^ a) | 1u));
            a = ((7u * d) << (b & 31u));
        }
        case 2u: {
            d = d;
            unsigned n1 = a % 6u;
            while (n1-- > 0u) {
                unsigned n2 = c % 6u;
                while (n2-- > 0u) {
                    c = d;
                    c |= a;
                }
            }
            break;
        }
        default: {
            if ((((7u * c) << ((b << (a & 31u)) & 31u))) % 4u < 0u) return ((0xffffffffu >> (1u & 31u)) * (c * c));
        }
        }
    }
    case 2u: {
        b = mix(d, 1u);
        unsigned n3 = (d > c ? (t & 5) : b) % 6u;
        while (n3-- > 0u) {
            b = mix(b, (b / (a | 1u)));
        }
        break;
    }
    default: {
        b = d;
    }
    }
    c |= ((b * 7u) / ((d + t) | 1u));
    unsigned n4 = (b % (3u | 1u)) % 6u;
    while (n4-- > 0u) {
        for (unsigned i5 = 0; i5 < (t % 5u); i5++) {
            d = b;
        }
        b += ((d >> (3u & 31u)) - c);
        unsigned n6 = (a & c) % 6u;
        while (n6-- > 0u) {
            if ((((0x55u & c) & ((t >> 2) * d))) % 6u == 1u) continue;
            b *= d;
            for (unsigned i7 = 0; i7 < (t & 3u) + 1u; i7++) {
                if ((((7u / (d | 1u)) << (b & 31u))) % 5u != 0u) {
                    d *= ((b / (b | 1u)) / ((c & i7) | 1u));
                } else {
                    a *= b;
                }
            }
        }
    }
    b ^= 3u;
    for (unsigned i8 = 0; i8 < 8u; i8++) {
        if ((a) % 3u == 0u) continue;
        if (t <= 32u) {
            b ^= (c | (b / (i8 | 1u)));
            unsigned n9 = (d ^ a) % 6u;
            while (n9-- > 0u) {
                a += (i8 | (i8 & b));
                b = mix(d, (i8 - a));
            }
        }
        if (t >= 62u) continue;
    }
    c += ((a >> (a & 31u)) & (a & 1u));
    b = mix(a, (a % (d | 1u)));
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {63637824u, 70404695u, 17830u, 1758369401u, 168196u, 439u, 262u, 108570488u, 2460508u, 392u, 37322604u, 28591u, 3u, 63729482u, 17217u, 112520u, 3561116u, 673210664u, 251u, 3035u, 634u, 42267921u, 4372861u, 24455910u, 717u, 343187u, 20u, 4423619u, 74u, 52u, 237195u, 0u, 2u, 76872u, 4u, 1u, 58456176u, 1772383u, 55330u, 4069333u, 14627u, 1070939u, 228003823u, 124355u, 16u, 455662013u, 50697u, 1u, 11730u, 654382228u, 213181u, 6901894u, 10u, 569u, 475631u, 10016733u, 19521u, 76592u, 233179636u, 3016u, 19084u, 2233u, 894u, 155044u};

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
