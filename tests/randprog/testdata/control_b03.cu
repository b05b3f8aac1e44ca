// Random control flow (tests/randprog/gen, kind control, seed 923757).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 44388173u;
    switch (a % 4u) {
    case 0u: {
        switch (((b - c) % (a | 1u)) % 4u) {
        case 2u: {
            d |= ((t % (7u | 1u)) % ((7u % (a | 1u)) | 1u));
            break;
        }
        default: {
            switch (c % 4u) {
            case 0u: {
                switch (((d ^ a) / ((a & b) | 1u)) % 4u) {
                case 1u: {
                    d *= (b ^ 1u);
                }
                case 2u: {
                    b += ((t + c) << ((c << (d & 31u)) & 31u));
                    break;
                }
                case 3u: {
                    d *= d;
                }
                default: {
                    b += (7u / ((d + (t >> 2)) | 1u));
                }
                }
                for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
                    d = ((d / ((t & 5) | 1u)) + ((t & 5) * c));
                    d -= b;
                    d *= 1u;
                }
                break;
            }
            case 1u: {
                if ((c) % 2u != 2u) {
                    d ^= ((b % (3u | 1u)) + (c / (b | 1u)));
                } else {
                    c -= d;
                }
                break;
            }
            case 2u: {
                a ^= ((d / (3u | 1u)) == c ? b : (0xffffffffu / ((t & 5) | 1u)));
                break;
            }
            case 3u: {
                unsigned n2 = (0xffffffffu + c) % 6u;
                while (n2-- > 0u) {
                    d += ((b - b) + (d + c));
                    a -= d;
                    b ^= b;
                }
                for (unsigned i3 = 0; i3 < 3u; i3++) {
                    c = ((0x55u % (b | 1u)) - 1u);
                    c += (b | ((t >> 2) * (t & 5)));
                }
                break;
            }
            default: {
                if (t > 1u) {
                    b = c;
                }
            }
            }
        }
        }
        switch (((1u | a) * (0xffffffffu >> (0x55u & 31u))) % 4u) {
        case 0u: {
            unsigned n4 = (a > 7u ? a : 7u) % 6u;
            while (n4-- > 0u) {
                if ((t & 16u) != 0) {
                    c -= ((d == a ? c : a) << ((a | a) & 31u));
                }
                a *= ((c / (a | 1u)) != (d % (b | 1u)) ? c : (d - (t >> 2)));
            }
            if ((((b << (c & 31u)) >> ((b % (d | 1u)) & 31u))) % 3u != 2u) return c;
            break;
        }
        case 1u: {
            d *= (b * b);
            switch (((c / (a | 1u)) << ((a | a) & 31u)) % 4u) {
            case 1u: {
                b |= ((b ^ c) + (a < a ? (t & 5) : b));
            }
            case 2u: {
                b = mix(d, (d << (b & 31u)));
                break;
            }
            case 3u: {
                switch (((a ^ b) & 7u) % 4u) {
                case 0u: {
                    a *= ((b << (a & 31u)) >> (c & 31u));
                }
                case 1u: {
                    c ^= d;
                    break;
                }
                case 2u: {
                    a |= ((c | d) << ((c / (0xffffffffu | 1u)) & 31u));
                    break;
                }
                default: {
                    d ^= ((b % (c | 1u)) >> ((a >> (a & 31u)) & 31u));
                }
                }
                for (unsigned i5 = 0; i5 < 8u; i5++) {
                }
                break;
            }
            default: {
            }
            }
            break;
        }
        case 3u: {
            break;
        }
        default: {
        }
        }
        break;
    }
    case 2u: {
        break;
    }
    case 3u: {
        break;
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {706402u, 3u, 1033795032u, 13801u, 3449261123u, 6455u, 112u, 26266413u, 32628559u, 108u, 19940029u, 448827955u, 1686u, 0u, 1369723u, 471323u, 2624585871u, 86562063u, 763u, 712760796u, 403189405u, 80680u, 63721u, 1790268444u, 18u, 656595u, 490371u, 7622u, 926305u, 5u, 502347u, 1801967u, 1513014780u, 6405u, 8726370u, 1911468213u, 848u, 6928u, 195582u, 56712u, 229626936u, 3077u, 1u, 7u, 3965u, 591056u, 2069u, 474189071u, 6625u, 12483462u, 38u, 48913316u, 1833028u, 77036098u, 2340u, 2064u, 4u, 240u, 3u, 62997u, 13u, 4821826u, 10505u, 39069u};

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
