// Random control flow (tests/randprog/gen, kind control, seed 4017).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3902480706u;
    switch (c % 4u) {
    case 0u: {
        for (unsigned i1 = 0; i1 < 3u; i1++) {
            switch (c % 4u) {
            case 0u: {
                if ((c) % 3u < 1u) {
                    d |= ((i1 + d) < ((t & 5) / (3u | 1u)) ? d : (c / (b | 1u)));
                    d -= ((t >> 2) / ((a / (0xffffffffu | 1u)) | 1u));
                }
                d |= ((b / (b | 1u)) / (c | 1u));
                break;
            }
            case 1u: {
                c *= 0xffffffffu;
                if (((i1 << ((d % (b | 1u)) & 31u))) % 6u != 1u) {
                    a = (i1 % ((c * t) | 1u));
                    a ^= ((t & 0xffffffffu) ^ (a % (c | 1u)));
                    c += (7u == d ? (0xffffffffu % (3u | 1u)) : a);
                }
                break;
            }
            case 2u: {
                switch (t % 4u) {
                case 0u: {
                    b += ((b | a) - (i1 * c));
                    b -= (i1 + (a ^ b));
                }
                case 1u: {
                    d *= i1;
                    break;
                }
                case 3u: {
                    d = i1;
                    a += i1;
                    break;
                }
                default: {
                    b = ((i1 * b) < (i1 | i1) ? (i1 | i1) : i1);
                }
                }
                c |= ((c ^ i1) | i1);
                break;
            }
            default: {
                c *= c;
            }
            }
            if ((((7u >> (b & 31u)) != (c - b) ? (a % ((t >> 2) | 1u)) : (i1 - 0x55u))) % 6u < 2u) return (t & 5);
        }
        switch (((d < c ? c : 0xffffffffu) % ((c | c) | 1u)) % 4u) {
        case 0u: {
            a *= ((a | (t >> 2)) % ((d + d) | 1u));
            b ^= d;
        }
        case 3u: {
            a ^= (t >> 2);
        }
        default: {
            switch (((d & c) - (0x55u / (b | 1u))) % 4u) {
            case 0u: {
                a *= (d % ((a - 0x55u) | 1u));
            }
            case 1u: {
                switch (((c | c) & (c & 7u)) % 4u) {
                case 1u: {
                    b *= ((0x55u != c ? d : a) << ((d % (a | 1u)) & 31u));
                    break;
                }
                case 3u: {
                    c += ((a >> (t & 31u)) + (a != a ? b : b));
                    b ^= ((0x55u << (d & 31u)) << ((d / (d | 1u)) & 31u));
                    break;
                }
                default: {
                    c |= ((d ^ a) - (c - a));
                }
                }
                break;
            }
            case 2u: {
                d = mix(a, (7u * d));
                break;
            }
            case 3u: {
                unsigned n2 = a % 6u;
                while (n2-- > 0u) {
                    a *= ((b >> (b & 31u)) < (a & d) ? (c + b) : c);
                    a -= ((a | d) > (b << (b & 31u)) ? (d + 0xffffffffu) : (c << (d & 31u)));
                }
                break;
            }
            default: {
                if ((((3u * a) * (b - b))) % 5u != 0u) {
                    d = (7u % ((b == (t >> 2) ? (t & 5) : b) | 1u));
                    d = ((d | c) << ((b % (a | 1u)) & 31u));
                } else {
                    c = (d != (d << (d & 31u)) ? (7u << (d & 31u)) : (t % (a | 1u)));
                }
            }
            }
        }
        }
    }
    case 1u: {
        break;
    }
    case 2u: {
        break;
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {1612383u, 1125u, 210441u, 3u, 10u, 1785834831u, 1u, 55253u, 2u, 5456u, 15u, 3900957u, 791u, 652575350u, 11971u, 314u, 411051u, 16048u, 7932867u, 106u, 0u, 449u, 2644611u, 13089414u, 15u, 2068108315u, 1u, 256610u, 1185u, 12050u, 730u, 115252419u, 177415u, 50328u, 848u, 1628325511u, 783096104u, 26708879u, 24u, 497543u, 11101u, 1570523891u, 306484u, 50u, 2829211641u, 124879202u, 67818u, 862997464u, 465506u, 2u, 30561527u, 4657u, 15u, 312125u, 30025u, 0u, 698u, 1859u, 4u, 1706u, 50u, 641686u, 10283u, 13u};

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
