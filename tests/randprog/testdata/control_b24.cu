// Random control flow (tests/randprog/gen, kind control, seed 1090056).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2967166593u;
    unsigned n1 = ((t >> 2) ^ c) % 6u;
    while (n1-- > 0u) {
        if ((((b >> (3u & 31u)) >> ((c & 3u) & 31u))) % 4u != 1u) break;
    }
    switch (7u % 4u) {
    case 0u: {
        b -= ((3u - c) & (t << (7u & 31u)));
        c |= (d % ((b >> (a & 31u)) | 1u));
        break;
    }
    case 1u: {
        b -= (3u / (d | 1u));
        unsigned n2 = a % 6u;
        while (n2-- > 0u) {
            for (unsigned i3 = 0; i3 < 8u; i3++) {
                b -= ((i3 / (a | 1u)) - (d ^ b));
            }
        }
    }
    case 2u: {
        c |= ((b | 1u) & (b | (t & 5)));
        unsigned n4 = ((t & 5) % (b | 1u)) % 6u;
        while (n4-- > 0u) {
            unsigned n5 = ((t & 5) > (t >> 2) ? 1u : d) % 6u;
            while (n5-- > 0u) {
                b |= (t & 5);
            }
            for (unsigned i6 = 0; i6 < (t % 5u); i6++) {
                for (unsigned i7 = 0; i7 < 3u; i7++) {
                    a += a;
                    a += ((i7 / (a | 1u)) + (3u < t ? d : i6));
                }
                unsigned n8 = (i6 * d) % 6u;
                while (n8-- > 0u) {
                    d *= ((0x55u & i6) ^ (a / ((t & 5) | 1u)));
                    a |= (i6 << ((c - c) & 31u));
                    b *= ((7u << (a & 31u)) > (a >> (0xffffffffu & 31u)) ? (i6 / ((t >> 2) | 1u)) : (b / (7u | 1u)));
                }
                unsigned n9 = (3u - c) % 6u;
                while (n9-- > 0u) {
                    c |= i6;
                    d ^= ((c >> ((t >> 2) & 31u)) >> ((c + a) & 31u));
                    a *= (((t & 5) << (i6 & 31u)) ^ c);
                }
            }
        }
        break;
    }
    case 3u: {
        if ((t & 1u) != 0) {
            if ((d) % 6u < 2u) {
                a -= ((b ^ a) % (d | 1u));
                for (unsigned i10 = 0; i10 < (t % 5u); i10++) {
                    c |= c;
                    a = ((d << (b & 31u)) & (a % (d | 1u)));
                }
            }
        }
        break;
    }
    default: {
        b ^= ((1u ^ b) | 1u);
    }
    }
    switch (a % 4u) {
    case 1u: {
    }
    case 2u: {
        break;
    }
    case 3u: {
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {78290108u, 19u, 21u, 32u, 74u, 0u, 1223u, 2695u, 10594419u, 118u, 1u, 38720u, 491593407u, 0u, 218387382u, 214523738u, 65511u, 606u, 11671938u, 7968448u, 630991u, 814u, 486109u, 8802u, 132140u, 628u, 398u, 9314u, 24658232u, 30047u, 181u, 27576u, 5985u, 231u, 1777u, 9870u, 1u, 36u, 4040837u, 829887u, 1131u, 6357u, 95u, 871234u, 907u, 25u, 25506u, 7005814u, 236u, 75662u, 64905u, 71u, 122u, 440261726u, 14058829u, 179u, 5489640u, 207965036u, 6003u, 2u, 28572832u, 19265u, 2058329319u, 1126605u};

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
