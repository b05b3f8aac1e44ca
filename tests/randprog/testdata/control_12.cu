// Random control flow (tests/randprog/gen, kind control, seed 4012).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2598724589u;
    if ((t & 2u) != 0) {
        unsigned n1 = (d - d) % 6u;
        while (n1-- > 0u) {
            for (unsigned i2 = 0; i2 < (t & 3u) + 1u; i2++) {
                c -= ((i2 ^ i2) - 7u);
            }
            if ((t & 32u) != 0) continue;
            c *= a;
        }
        d = mix(c, (c % ((t & 5) | 1u)));
    }
    c -= d;
    for (unsigned i3 = 0; i3 < (t % 5u); i3++) {
        b *= (0x55u << ((7u > t ? c : i3) & 31u));
    }
    c += ((d >> (b & 31u)) << ((7u >> (b & 31u)) & 31u));
    if (t < 56u) return ((a + a) * (c >> (b & 31u)));
    d -= ((a | a) / ((d % (b | 1u)) | 1u));
    if (((t != (c & 1u) ? (d - c) : (b * c))) % 6u == 0u) return (d << ((c - a) & 31u));
    b ^= ((b % (0x55u | 1u)) & b);
    if ((t & 2u) != 0) return 7u;
    switch (((a + d) | d) % 4u) {
    case 0u: {
        for (unsigned i4 = 0; i4 < 3u; i4++) {
            if (t <= 12u) return ((c ^ d) < t ? (i4 + a) : (i4 == t ? 3u : 0x55u));
        }
        b -= (d >> ((a % (a | 1u)) & 31u));
        break;
    }
    case 2u: {
        a = mix(b, a);
        break;
    }
    case 3u: {
        unsigned n5 = (d / (d | 1u)) % 6u;
        while (n5-- > 0u) {
            for (unsigned i6 = 0; i6 < (t & 3u) + 1u; i6++) {
                b |= (7u ^ (i6 << (a & 31u)));
                d *= ((c | d) > d ? (a ^ a) : (a + i6));
            }
            d -= ((d | 3u) % (1u | 1u));
        }
        a -= c;
    }
    default: {
        for (unsigned i7 = 0; i7 < 8u; i7++) {
            if (t < 54u) {
                b *= ((i7 >> (0xffffffffu & 31u)) | (c / (i7 | 1u)));
            } else {
                a |= ((c + d) - (7u | 0xffffffffu));
            }
            if ((t & 1u) != 0) {
                switch ((a - ((t & 5) & i7)) % 4u) {
                case 0u: {
                    b ^= i7;
                    c = a;
                    break;
                }
                case 3u: {
                    a |= a;
                }
                default: {
                    d = (d + (7u << (a & 31u)));
                }
                }
                d = ((b ^ c) * (1u << (b & 31u)));
                for (unsigned i8 = 0; i8 < (t % 5u); i8++) {
                    a |= ((a + c) % ((i7 % (c | 1u)) | 1u));
                    a = ((c % (3u | 1u)) >> (a & 31u));
                }
            }
        }
    }
    }
    switch ((3u >> ((3u % ((t >> 2) | 1u)) & 31u)) % 4u) {
    case 0u: {
    }
    case 1u: {
    }
    case 2u: {
    }
    case 3u: {
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {0u, 2248345u, 269290299u, 823u, 6u, 2745785u, 2734u, 8224949u, 1073u, 7817u, 383u, 148051u, 2880023618u, 4950u, 126179u, 3u, 107u, 32467u, 821u, 1u, 2u, 201616u, 1446859u, 676072u, 0u, 17u, 234u, 1u, 4185359u, 774264653u, 1u, 2073858509u, 6u, 4840u, 32304297u, 4600045u, 25881451u, 15562u, 183u, 11350217u, 0u, 25u, 224649u, 40778479u, 1068408655u, 9u, 752u, 4938779u, 2630u, 3818511260u, 6u, 13u, 6319880u, 1060691668u, 3049502u, 2083u, 1u, 328084u, 23u, 84u, 52146459u, 122844u, 11665u, 7037455u};

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
