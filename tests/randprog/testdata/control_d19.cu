// Random control flow (tests/randprog/gen, kind control, seed 50589).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 4070222029u;
    switch ((d + (a - d)) % 4u) {
    case 0u: {
        if (((c | (c - (t & 5)))) % 6u == 1u) {
            if (t >= 11u) {
                b -= ((3u + d) + (a * c));
                unsigned n1 = t % 6u;
                while (n1-- > 0u) {
                    c *= a;
                }
            } else {
                b += ((3u | d) & d);
                d = mix(a, d);
            }
            c ^= ((c << (1u & 31u)) % ((d % (b | 1u)) | 1u));
            switch (3u % 4u) {
            case 2u: {
                c ^= ((d >> (c & 31u)) - a);
                for (unsigned i2 = 0; i2 < 3u; i2++) {
                    c |= ((i2 / ((t >> 2) | 1u)) >> (b & 31u));
                }
            }
            case 3u: {
                switch ((((t & 5) << (a & 31u)) != (a >> (a & 31u)) ? c : (b & c)) % 4u) {
                case 0u: {
                    a |= (t >> 2);
                    break;
                }
                case 1u: {
                    b *= (c << ((t & 5) & 31u));
                }
                case 2u: {
                    a ^= ((c ^ c) / (c | 1u));
                    a *= (((t & 5) << (t & 31u)) / (b | 1u));
                    break;
                }
                case 3u: {
                    a *= d;
                }
                default: {
                    d ^= (d >> ((c == d ? a : d) & 31u));
                }
                }
                c ^= ((b & b) - (c ^ a));
                break;
            }
            default: {
                switch (a % 4u) {
                case 0u: {
                    a |= ((3u & d) | (c / (7u | 1u)));
                    break;
                }
                case 2u: {
                    a |= ((a == 0xffffffffu ? t : t) ^ (t >> 2));
                    a *= 7u;
                    break;
                }
                case 3u: {
                    c -= ((a - c) != (d % (a | 1u)) ? (d * (t & 5)) : (b > d ? 0xffffffffu : c));
                }
                default: {
                    b -= (b == (b / (d | 1u)) ? (a << (c & 31u)) : (0x55u * a));
                }
                }
            }
            }
        }
        break;
    }
    case 2u: {
        switch ((((t >> 2) / (a | 1u)) & (3u + c)) % 4u) {
        case 0u: {
            d *= c;
        }
        case 1u: {
            unsigned n3 = 0x55u % 6u;
            while (n3-- > 0u) {
                d = ((3u + 0xffffffffu) - (b << (d & 31u)));
                if ((t & 16u) != 0) continue;
                if ((t & 2u) != 0) break;
            }
        }
        case 3u: {
            d |= ((d + a) | (3u | (t & 5)));
            for (unsigned i4 = 0; i4 < 3u; i4++) {
                if ((t & 2u) != 0) return (c != (1u - c) ? (b << (b & 31u)) : (i4 & i4));
            }
        }
        default: {
            if ((0x55u) % 3u != 0u) {
                for (unsigned i5 = 0; i5 < 8u; i5++) {
                    c += d;
                }
                b = mix(b, (c != a ? 7u : b));
                if (((c >> ((0xffffffffu + a) & 31u))) % 6u != 0u) {
                    a *= 3u;
                }
            }
        }
        }
        break;
    }
    case 3u: {
        switch (((t - a) & (t >> 2)) % 4u) {
        case 1u: {
            b += ((c >> ((t & 5) & 31u)) & (0xffffffffu + 7u));
        }
        case 3u: {
            break;
        }
        default: {
        }
        }
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {7976u, 93245u, 26u, 10u, 689488145u, 9u, 5u, 716u, 6516803u, 15u, 1969822u, 197336827u, 2896u, 242279533u, 162153u, 340u, 17744u, 120005u, 16823558u, 14477201u, 12249u, 23068082u, 2161229u, 3u, 25133709u, 3132u, 4000111239u, 4214u, 59938298u, 5u, 2u, 637661u, 267313u, 224600686u, 80u, 1084802u, 1u, 7177u, 1u, 3u, 494750u, 286u, 469u, 454u, 0u, 41677u, 7921350u, 253007u, 2644u, 3706406u, 14u, 1017685089u, 4153080u, 178854776u, 47u, 79u, 10241u, 66u, 2u, 47317u, 1209u, 1u, 161605u, 98701u};

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
