// Random control flow (tests/randprog/gen, kind control, seed 50310).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2666135244u;
    switch (a % 4u) {
    case 0u: {
        b -= c;
        c ^= (((t & 5) == c ? c : d) > b ? (d / (0x55u | 1u)) : (d ^ c));
        break;
    }
    case 1u: {
        if (t <= 32u) {
            switch (((c >> (d & 31u)) + a) % 4u) {
            case 0u: {
                switch (((b != b ? 7u : t) | (a >> ((t & 5) & 31u))) % 4u) {
                case 0u: {
                    c -= (b - a);
                    c -= ((0x55u < 7u ? 1u : 0xffffffffu) & ((t >> 2) * b));
                    break;
                }
                case 1u: {
                    a ^= t;
                    c *= (a & (c >> (d & 31u)));
                    break;
                }
                case 2u: {
                    d = ((d > b ? b : a) >> (b & 31u));
                    break;
                }
                default: {
                    a ^= ((7u & b) | (b / (a | 1u)));
                }
                }
                break;
            }
            case 1u: {
                for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
                    c ^= (0x55u * (a << (d & 31u)));
                    c += ((i1 - t) == (d >> (i1 & 31u)) ? t : ((t >> 2) >> ((t & 5) & 31u)));
                }
                for (unsigned i2 = 0; i2 < 3u; i2++) {
                    b *= ((a + b) | (t - i2));
                }
                break;
            }
            case 2u: {
                c += (c * b);
            }
            case 3u: {
                if (t > 37u) {
                    c -= ((a >> (d & 31u)) / (a | 1u));
                    c -= ((3u << (b & 31u)) % (b | 1u));
                }
                break;
            }
            default: {
                d *= ((3u >> (b & 31u)) << (b & 31u));
            }
            }
            d = ((b == a ? b : c) + ((t >> 2) << (7u & 31u)));
            switch (((b | c) + (b + c)) % 4u) {
            case 2u: {
                switch (((b == b ? d : c) * (a / (c | 1u))) % 4u) {
                case 0u: {
                    a ^= b;
                    break;
                }
                case 1u: {
                    c += a;
                    b ^= 0xffffffffu;
                }
                case 2u: {
                    b ^= (b == (d & c) ? b : (c ^ b));
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
        } else {
        }
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

static const unsigned h_seed[64] = {334u, 6468u, 8136u, 2649552u, 2327048u, 20257577u, 651u, 120185u, 0u, 11807u, 1375u, 446u, 11639903u, 463483238u, 143u, 358466497u, 121108618u, 7969u, 3314u, 4415984u, 234643843u, 1791729u, 81206u, 1822u, 3254994u, 274324542u, 453819u, 27701u, 259441u, 239287u, 261485u, 467954u, 54629816u, 12726u, 21008383u, 73762u, 1280u, 133u, 60u, 5608u, 31024071u, 36206515u, 834226855u, 540774u, 951279u, 31u, 270u, 25646u, 4u, 1u, 72u, 0u, 7573446u, 6037432u, 4u, 387456444u, 112537555u, 76322693u, 268874314u, 2u, 25999u, 11u, 1685170182u, 6u};

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
