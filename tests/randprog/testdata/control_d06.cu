// Random control flow (tests/randprog/gen, kind control, seed 50186).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 257420863u;
    a = mix(a, a);
    for (unsigned i1 = 0; i1 < 8u; i1++) {
        for (unsigned i2 = 0; i2 < 3u; i2++) {
            d |= 0xffffffffu;
        }
        for (unsigned i3 = 0; i3 < (t % 5u); i3++) {
            unsigned n4 = (c == i1 ? i1 : c) % 6u;
            while (n4-- > 0u) {
                a += (b - (i3 << (i3 & 31u)));
            }
        }
        if ((i1) % 6u == 1u) {
            if ((((i1 / (0x55u | 1u)) * 0xffffffffu)) % 6u != 2u) {
                if ((((1u & c) & (i1 << (c & 31u)))) % 5u != 1u) break;
                switch (((i1 & i1) % (a | 1u)) % 4u) {
                case 0u: {
                    a *= d;
                    break;
                }
                case 1u: {
                    d = c;
                    a *= ((i1 + 3u) % ((1u % (i1 | 1u)) | 1u));
                }
                case 3u: {
                    d |= d;
                    c -= ((i1 & i1) / ((i1 >> (c & 31u)) | 1u));
                    break;
                }
                default: {
                    a -= (t & 5);
                }
                }
            }
            for (unsigned i5 = 0; i5 < (t & 3u) + 1u; i5++) {
                b ^= (i5 ^ (c < 0xffffffffu ? i5 : i1));
                a |= ((a % ((t >> 2) | 1u)) % (i1 | 1u));
                if ((((i5 >> (b & 31u)) + (0x55u == b ? c : b))) % 4u == 0u) {
                    a ^= ((i1 < a ? 7u : i5) / (i5 | 1u));
                    b += ((c - 0xffffffffu) * b);
                }
            }
        }
    }
    b = ((7u % (b | 1u)) + (c / (c | 1u)));
    for (unsigned i6 = 0; i6 < 8u; i6++) {
        b |= (a > (t & 5) ? (b >> (d & 31u)) : b);
        switch (i6 % 4u) {
        case 0u: {
            switch (((b >> (d & 31u)) ^ (1u / (a | 1u))) % 4u) {
            case 0u: {
                unsigned n7 = (i6 / (1u | 1u)) % 6u;
                while (n7-- > 0u) {
                    d = ((d & i6) >> (i6 & 31u));
                }
            }
            case 1u: {
                for (unsigned i8 = 0; i8 < 3u; i8++) {
                    a |= (t >> 2);
                    b = ((t - c) * c);
                    b += ((b % (b | 1u)) % ((d * d) | 1u));
                }
            }
            case 2u: {
                switch ((0xffffffffu % (((t >> 2) + i6) | 1u)) % 4u) {
                case 0u: {
                    a = (a / ((3u << (i6 & 31u)) | 1u));
                    a -= 1u;
                    break;
                }
                case 1u: {
                    c |= ((0x55u - i6) / ((i6 | c) | 1u));
                    break;
                }
                case 2u: {
                    c *= ((t >> (i6 & 31u)) / (3u | 1u));
                }
                case 3u: {
                    break;
                }
                default: {
                }
                }
                break;
            }
            case 3u: {
            }
            default: {
            }
            }
            break;
        }
        case 1u: {
            break;
        }
        case 2u: {
        }
        case 3u: {
            break;
        }
        default: {
        }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {16224147u, 383465304u, 4u, 127u, 92380u, 2751677u, 127717u, 2309410u, 3091015218u, 18u, 1316u, 36863u, 27242u, 579093989u, 23049438u, 1u, 2233146u, 163544u, 692940459u, 8u, 71614u, 3804157u, 2055u, 1506u, 4016u, 25500887u, 20u, 209468u, 232u, 448754113u, 99728u, 32616425u, 3042544u, 148569446u, 469u, 0u, 830u, 456721u, 402454u, 1418837u, 4493616u, 7587806u, 5579u, 11444u, 2140396u, 44u, 102334510u, 3283231u, 379u, 282504u, 293457u, 37212u, 2u, 1u, 12990030u, 89682u, 1u, 189774u, 914479041u, 1576807u, 0u, 140u, 1778708769u, 6756u};

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
