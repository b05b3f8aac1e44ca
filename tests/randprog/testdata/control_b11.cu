// Random control flow (tests/randprog/gen, kind control, seed 987109).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3447038521u;
    if ((((b / (a | 1u)) / ((0xffffffffu / (b | 1u)) | 1u))) % 2u == 2u) return ((a % (t | 1u)) << (((t & 5) << (b & 31u)) & 31u));
    for (unsigned i1 = 0; i1 < 3u; i1++) {
        unsigned n2 = (d % (0xffffffffu | 1u)) % 6u;
        while (n2-- > 0u) {
            b = mix(i1, (i1 << ((t & 5) & 31u)));
            unsigned n3 = (t / (a | 1u)) % 6u;
            while (n3-- > 0u) {
                if ((1u) % 6u != 0u) {
                    b |= (t & 5);
                    d *= ((a & i1) != (d ^ 3u) ? d : (0xffffffffu & c));
                }
                if ((t & 32u) != 0) {
                    d *= (t >> ((a - i1) & 31u));
                    c = i1;
                }
                a = ((b ^ 7u) & 0xffffffffu);
            }
        }
        d ^= (t & 5);
        switch (3u % 4u) {
        case 0u: {
            if ((t & 32u) != 0) continue;
            break;
        }
        case 1u: {
            c *= ((d >> (1u & 31u)) % (t | 1u));
            for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
                d |= ((d << (d & 31u)) > (0x55u != 7u ? 1u : i1) ? (c * i4) : (d / (1u | 1u)));
                if ((t & 4u) != 0) {
                    a -= (d / ((b << (t & 31u)) | 1u));
                    a ^= ((a ^ i4) < (d / (b | 1u)) ? (i4 % (3u | 1u)) : b);
                    b ^= ((3u > 0xffffffffu ? (t & 5) : 1u) % ((d * 0xffffffffu) | 1u));
                } else {
                    a ^= ((i4 * a) / (c | 1u));
                }
            }
        }
        default: {
            c += (0xffffffffu & d);
        }
        }
    }
    switch (((b << (d & 31u)) >> ((b << (a & 31u)) & 31u)) % 4u) {
    case 0u: {
        for (unsigned i5 = 0; i5 < (t & 3u) + 1u; i5++) {
            if ((t & 8u) != 0) break;
        }
    }
    case 1u: {
        unsigned n6 = (0xffffffffu < c ? 1u : a) % 6u;
        while (n6-- > 0u) {
            for (unsigned i7 = 0; i7 < (t & 3u) + 1u; i7++) {
                b += ((d - d) ^ (i7 ^ a));
            }
        }
        break;
    }
    case 2u: {
        for (unsigned i8 = 0; i8 < 3u; i8++) {
            for (unsigned i9 = 0; i9 < (t % 5u); i9++) {
                if ((((c & d) | 3u)) % 6u == 2u) break;
                for (unsigned i10 = 0; i10 < 8u; i10++) {
                    d *= ((b >> (0x55u & 31u)) & (a % (a | 1u)));
                }
                if ((t & 32u) != 0) {
                    c += ((b | i9) << (((t >> 2) + i8) & 31u));
                    c -= t;
                    b -= b;
                } else {
                    d *= a;
                }
            }
            b ^= ((1u % (a | 1u)) & (i8 << (i8 & 31u)));
        }
        break;
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {14196569u, 0u, 207819116u, 884727u, 8083u, 386u, 204451451u, 13478135u, 91594290u, 858000u, 771676u, 133780u, 2992230u, 106609u, 29824u, 189712303u, 63u, 7u, 344u, 453u, 7771u, 14065883u, 7495u, 195663u, 1995023526u, 1278u, 239u, 2736713585u, 3u, 3133u, 48274u, 56u, 1776447u, 0u, 2u, 11889u, 405192278u, 235702408u, 1458460959u, 2695u, 226936106u, 14217u, 432260u, 51228409u, 1476208u, 0u, 26746u, 48298u, 9782u, 26u, 30832u, 2785742u, 408593u, 1u, 41888918u, 2u, 55490u, 2087118u, 1u, 4u, 1721263988u, 71251918u, 2039488u, 11565u};

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
