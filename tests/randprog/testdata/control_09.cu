// Random control flow (tests/randprog/gen, kind control, seed 4009).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2849146981u;
    c *= ((b ^ c) * (a % (a | 1u)));
    for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
        b = i1;
        a -= ((d - t) | i1);
        for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
            if (((((t & 5) / (c | 1u)) * (i1 - i1))) % 5u == 1u) return ((0xffffffffu & d) * c);
            for (unsigned i3 = 0; i3 < (t & 3u) + 1u; i3++) {
                if (((c / ((b << (7u & 31u)) | 1u))) % 4u != 0u) return ((t + i1) << (c & 31u));
                if (t >= 5u) {
                    d = ((i3 + c) + 0xffffffffu);
                    c += (((t >> 2) << (d & 31u)) * (b ^ a));
                }
                b *= d;
            }
            a = mix(d, 0x55u);
        }
    }
    c ^= c;
    b -= ((a * a) - (b * c));
    unsigned n4 = (0xffffffffu >> (b & 31u)) % 6u;
    while (n4-- > 0u) {
        c = ((a * a) >> ((t << (a & 31u)) & 31u));
        for (unsigned i5 = 0; i5 < (t & 3u) + 1u; i5++) {
            d = ((i5 | 0x55u) | (c * b));
            unsigned n6 = (c >> (d & 31u)) % 6u;
            while (n6-- > 0u) {
                c -= ((i5 >> (c & 31u)) >> ((i5 ^ d) & 31u));
                for (unsigned i7 = 0; i7 < (t & 3u) + 1u; i7++) {
                    a |= (i7 / (3u | 1u));
                    b ^= ((b + a) < d ? c : (1u >> (b & 31u)));
                }
                d = ((t & i5) >> (i5 & 31u));
            }
        }
    }
    if ((t & 16u) != 0) {
        c = (((t >> 2) + c) | (c & 0xffffffffu));
    }
    switch (a % 4u) {
    case 0u: {
        if ((((a >> (c & 31u)) > (c & b) ? 0xffffffffu : (b < c ? c : a))) % 3u == 2u) {
            a ^= ((d - 7u) ^ (a & t));
            if (t >= 12u) {
                c = ((1u << (d & 31u)) < (b & (t & 5)) ? (d ^ c) : (c & 0x55u));
                c *= ((d >> (0xffffffffu & 31u)) << (((t >> 2) ^ d) & 31u));
            } else {
                b -= (a | (d % (d | 1u)));
                c = mix(b, b);
                switch (a % 4u) {
                case 0u: {
                    d *= ((d - 3u) >> (d & 31u));
                    break;
                }
                case 1u: {
                    c += (0xffffffffu | (3u / (a | 1u)));
                }
                case 2u: {
                    c ^= ((b ^ b) >> ((d << (7u & 31u)) & 31u));
                    break;
                }
                default: {
                }
                }
            }
        }
        break;
    }
    case 1u: {
    }
    case 3u: {
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {1u, 45u, 58873710u, 2357u, 1039742u, 17336187u, 1u, 3u, 36u, 1u, 15727958u, 236187u, 233619261u, 2417662398u, 76550064u, 7163634u, 437832089u, 46u, 1722u, 0u, 0u, 988649u, 30466u, 5106218u, 51245u, 1591156807u, 2412448u, 2242162u, 6915426u, 10u, 211u, 7u, 281402273u, 92u, 3591u, 12036u, 2u, 182010913u, 114u, 412737319u, 7834u, 488465u, 2u, 102120u, 227330841u, 1u, 152225u, 77u, 349365519u, 242391u, 945952441u, 1199u, 117u, 2465u, 4002u, 13u, 1u, 1542251409u, 17u, 4712427u, 3u, 0u, 0u, 33846493u};

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
