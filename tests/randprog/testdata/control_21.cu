// Random control flow (tests/randprog/gen, kind control, seed 4021).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 347459963u;
    unsigned n1 = (1u & t) % 6u;
    while (n1-- > 0u) {
        for (unsigned i2 = 0; i2 < 3u; i2++) {
            b = mix(i2, 7u);
        }
        a = mix(d, (a < 7u ? d : a));
        d = t;
    }
    a *= (t & 5);
    if (t <= 40u) {
        unsigned n3 = (c / (b | 1u)) % 6u;
        while (n3-- > 0u) {
            if ((b) % 2u != 0u) return ((b / (c | 1u)) ^ a);
            if (((t / ((b & c) | 1u))) % 3u < 2u) return ((d - 1u) / ((a / (0xffffffffu | 1u)) | 1u));
            for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
                unsigned n5 = (d * (t & 5)) % 6u;
                while (n5-- > 0u) {
                    a |= (a >> ((i4 / (i4 | 1u)) & 31u));
                }
                if ((((c % (b | 1u)) - (i4 + c))) % 3u < 0u) {
                    c *= (b << (0x55u & 31u));
                    b = (t & 5);
                    a ^= i4;
                }
                unsigned n6 = (t + i4) % 6u;
                while (n6-- > 0u) {
                    d ^= ((1u - 7u) == (i4 % (b | 1u)) ? (d << (i4 & 31u)) : b);
                }
            }
        }
        for (unsigned i7 = 0; i7 < 3u; i7++) {
            d += a;
            b += ((b * a) & (i7 | i7));
            if ((((c < i7 ? 1u : 0xffffffffu) - (t + c))) % 4u < 0u) break;
        }
    } else {
        for (unsigned i8 = 0; i8 < 3u; i8++) {
            b += ((a & i8) * (t & 5));
            if ((((b + 3u) << (c & 31u))) % 4u < 2u) return 0xffffffffu;
        }
        b += ((a < a ? d : d) << ((7u + d) & 31u));
        switch (((t & 5) >> ((0x55u >> (c & 31u)) & 31u)) % 4u) {
        case 0u: {
            for (unsigned i9 = 0; i9 < (t % 5u); i9++) {
                if (((i9 != i9 ? (b / (c | 1u)) : ((t >> 2) > c ? i9 : d))) % 5u != 1u) {
                    c ^= ((7u % (i9 | 1u)) >> ((3u + b) & 31u));
                    a |= ((d >> (a & 31u)) % (a | 1u));
                    c |= ((b % (c | 1u)) % (c | 1u));
                } else {
                    c ^= ((b >> (d & 31u)) ^ (b - c));
                }
            }
            if ((t & 2u) != 0) return ((a | c) * (c > c ? d : d));
            break;
        }
        case 1u: {
            if (t <= 5u) {
                switch ((c | (a & a)) % 4u) {
                case 0u: {
                    a ^= ((0xffffffffu << (1u & 31u)) << ((c > d ? 7u : 0xffffffffu) & 31u));
                }
                case 2u: {
                    b |= ((a & c) / ((a / (b | 1u)) | 1u));
                    b -= (d % ((d * c) | 1u));
                }
                case 3u: {
                    d += (c & (a * a));
                    d += 1u;
                }
                default: {
                }
                }
            }
            break;
        }
        case 2u: {
            break;
        }
        case 3u: {
        }
        default: {
        }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {13819u, 1u, 223u, 16298986u, 938u, 39885679u, 15208u, 82702256u, 16u, 7484236u, 3870375u, 36u, 122711u, 457u, 74569878u, 473704u, 590604655u, 0u, 17548299u, 0u, 256u, 115843818u, 183670653u, 876090u, 1668585u, 41545604u, 1u, 362739673u, 4u, 116308354u, 129521u, 14254007u, 232u, 4039493u, 199932u, 4213u, 3u, 765u, 957514u, 228000u, 71612004u, 3u, 13921644u, 1u, 409u, 366450936u, 25u, 5176u, 1479u, 14771u, 282669790u, 1u, 4922u, 741830444u, 282210892u, 48116379u, 1393u, 409785u, 36121446u, 0u, 376393u, 3u, 594332u, 301u};

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
