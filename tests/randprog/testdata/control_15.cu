// Random control flow (tests/randprog/gen, kind control, seed 4015).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3457486452u;
    unsigned n1 = (a < a ? b : 7u) % 6u;
    while (n1-- > 0u) {
        for (unsigned i2 = 0; i2 < (t & 3u) + 1u; i2++) {
            unsigned n3 = (b % (0x55u | 1u)) % 6u;
            while (n3-- > 0u) {
                c ^= ((d | b) == (d - c) ? (b & i2) : d);
                if ((((b >> (c & 31u)) % ((7u ^ c) | 1u))) % 6u != 1u) {
                    b = (a ^ (i2 << (0xffffffffu & 31u)));
                    c += ((i2 % (a | 1u)) & (b - c));
                    b *= a;
                }
            }
            d = mix(c, ((t & 5) % (c | 1u)));
            if (t <= 55u) return ((t - t) ^ (0x55u & d));
        }
        b = mix(d, (a / (b | 1u)));
    }
    if (((((t >> 2) - 0xffffffffu) ^ 0xffffffffu)) % 6u != 2u) {
        for (unsigned i4 = 0; i4 < (t % 5u); i4++) {
            for (unsigned i5 = 0; i5 < 8u; i5++) {
                d -= (a + (0x55u ^ a));
            }
        }
        for (unsigned i6 = 0; i6 < 3u; i6++) {
            switch ((i6 ^ 3u) % 4u) {
            case 3u: {
                unsigned n7 = (a - 0x55u) % 6u;
                while (n7-- > 0u) {
                    b -= ((a << (b & 31u)) << ((a % ((t >> 2) | 1u)) & 31u));
                    c = ((0xffffffffu - a) > (b | b) ? (i6 % (i6 | 1u)) : (b | d));
                }
                break;
            }
            default: {
                if (t >= 6u) {
                    c *= d;
                } else {
                    c = (a >> ((7u > i6 ? i6 : b) & 31u));
                    c += c;
                }
            }
            }
        }
    }
    switch ((c > (d | (t & 5)) ? (c - 7u) : 1u) % 4u) {
    case 1u: {
        b = mix(a, ((t & 5) < 3u ? c : c));
        if ((t & 1u) != 0) return ((0x55u == b ? d : a) << ((t + d) & 31u));
    }
    case 2u: {
        c -= ((0xffffffffu << (b & 31u)) % ((d * b) | 1u));
        c |= c;
    }
    case 3u: {
        d |= d;
        break;
    }
    default: {
        unsigned n8 = (b == a ? b : a) % 6u;
        while (n8-- > 0u) {
        }
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {50791u, 1207u, 6055044u, 4u, 5460u, 15217u, 28020671u, 44679u, 1100454954u, 23473u, 931u, 7u, 62916634u, 25613285u, 118069353u, 19061995u, 103086u, 142032584u, 6u, 37478u, 335138547u, 2551u, 6u, 3623449036u, 37u, 6010u, 127095u, 58410u, 2495u, 1808861u, 3639071321u, 12212731u, 9106u, 129902621u, 2375300u, 208u, 528u, 410u, 266091u, 5054u, 90646u, 745157u, 28737637u, 260851u, 253u, 15u, 11998308u, 373992u, 27510u, 225127321u, 392u, 238099u, 23585u, 139768871u, 10013u, 26716u, 15039535u, 188054811u, 1849669824u, 4u, 202u, 4219824u, 2405841u, 6825u};

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
