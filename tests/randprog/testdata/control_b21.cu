// Random control flow (tests/randprog/gen, kind control, seed 1066299).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 570260078u;
    d -= ((b & d) * b);
    for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
        if ((a) % 4u == 0u) return ((0xffffffffu << (i1 & 31u)) < i1 ? i1 : (c | d));
        d = 3u;
        for (unsigned i2 = 0; i2 < 3u; i2++) {
            unsigned n3 = (c + 3u) % 6u;
            while (n3-- > 0u) {
                unsigned n4 = b % 6u;
                while (n4-- > 0u) {
                    c = (0xffffffffu & (a >> (i2 & 31u)));
                }
            }
            c ^= ((a % (i1 | 1u)) << ((b + c) & 31u));
            for (unsigned i5 = 0; i5 < (t % 5u); i5++) {
                a ^= (b | (i1 < d ? d : c));
            }
        }
    }
    switch (b % 4u) {
    case 0u: {
        switch (((d >> (d & 31u)) >> (d & 31u)) % 4u) {
        case 0u: {
            if ((((b / (c | 1u)) < (c << (a & 31u)) ? c : (0xffffffffu / (0xffffffffu | 1u)))) % 3u != 1u) return (0xffffffffu - (1u / (b | 1u)));
            if ((t & 4u) != 0) {
                if (((t * (c << (c & 31u)))) % 5u < 0u) {
                    a = ((d / (t | 1u)) ^ (7u % (c | 1u)));
                } else {
                    d ^= ((a / (b | 1u)) % ((d % (a | 1u)) | 1u));
                    d += (a / ((a * 3u) | 1u));
                    d = ((a << (b & 31u)) + a);
                }
                switch (3u % 4u) {
                case 0u: {
                    d *= ((0x55u / (c | 1u)) / ((c / (t | 1u)) | 1u));
                    b += ((c * d) & (t == d ? c : d));
                    break;
                }
                case 1u: {
                    d += (d | (b - 7u));
                    break;
                }
                default: {
                    a += (b == (1u << (d & 31u)) ? c : d);
                }
                }
                for (unsigned i6 = 0; i6 < (t % 5u); i6++) {
                    a -= (3u >> ((i6 | c) & 31u));
                }
            } else {
                d *= (b & (a - a));
                d |= (a | a);
            }
            break;
        }
        case 1u: {
            break;
        }
        case 3u: {
            break;
        }
        default: {
        }
        }
    }
    case 1u: {
        break;
    }
    case 2u: {
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {15u, 261u, 8u, 21213u, 2511653679u, 32u, 37163u, 11928815u, 26915505u, 190954121u, 61u, 156991058u, 113283u, 102292u, 3757815u, 568573912u, 92031u, 32479298u, 76242u, 3u, 0u, 198923u, 0u, 0u, 238275u, 9u, 40984u, 5u, 88301423u, 14240468u, 0u, 1u, 1744u, 5099712u, 3665220u, 3645u, 2042u, 1234077u, 225822u, 2u, 3u, 134486388u, 143u, 3913u, 5u, 13853307u, 27u, 4388878u, 48783186u, 244665u, 1047u, 10u, 76738u, 1928u, 1u, 57354084u, 1522u, 1u, 553761u, 3273757484u, 154u, 123316u, 2469410u, 314u};

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
