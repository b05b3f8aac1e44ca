// Random control flow (tests/randprog/gen, kind control, seed 4005).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3368712611u;
    c = mix(b, (d ^ c));
    if ((t & 32u) != 0) {
        c -= d;
    }
    unsigned n1 = (b << (d & 31u)) % 6u;
    while (n1-- > 0u) {
        c += ((d / (b | 1u)) + (c >> (b & 31u)));
        if ((t & 8u) != 0) continue;
    }
    d = mix(b, (t / (b | 1u)));
    a |= a;
    switch (c % 4u) {
    case 0u: {
        switch (c % 4u) {
        case 0u: {
            if (t <= 1u) {
                if ((((c & d) - (b % (1u | 1u)))) % 4u < 0u) return ((d & c) % ((a + d) | 1u));
                c = (t >> 2);
            }
            break;
        }
        case 1u: {
            switch ((b >> ((a >> (d & 31u)) & 31u)) % 4u) {
            case 0u: {
                if ((t & 8u) != 0) {
                    d |= c;
                    b += ((0x55u << (d & 31u)) - (d / ((t >> 2) | 1u)));
                    b = b;
                } else {
                    b ^= ((d >> (c & 31u)) << ((7u * b) & 31u));
                    c *= a;
                }
                switch (((a | b) / ((0xffffffffu | 7u) | 1u)) % 4u) {
                case 1u: {
                    b -= ((c * b) % (a | 1u));
                    d |= d;
                    break;
                }
                case 3u: {
                    b += (b & (b << (c & 31u)));
                    c += c;
                    break;
                }
                default: {
                    b *= a;
                }
                }
                break;
            }
            case 1u: {
                switch ((1u | (c / (d | 1u))) % 4u) {
                case 0u: {
                    d += ((b | c) + (c << (0xffffffffu & 31u)));
                    c -= b;
                    break;
                }
                case 1u: {
                    d ^= ((b == a ? 0x55u : 1u) >> (d & 31u));
                    break;
                }
                case 2u: {
                    a |= ((b ^ a) - 3u);
                    break;
                }
                case 3u: {
                    a -= ((d + (t & 5)) >> ((c >> (d & 31u)) & 31u));
                    break;
                }
                default: {
                    a = ((3u & b) ^ a);
                }
                }
            }
            case 2u: {
                if ((((1u << (b & 31u)) / ((a * 7u) | 1u))) % 5u == 2u) return a;
                d |= a;
                break;
            }
            case 3u: {
            }
            default: {
            }
            }
            break;
        }
        case 2u: {
        }
        case 3u: {
        }
        default: {
        }
        }
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
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {93027u, 8u, 17892u, 42u, 30839537u, 102631589u, 789u, 1u, 29421602u, 6077u, 84u, 5u, 210u, 88u, 1443563u, 20227u, 2329u, 663u, 211302449u, 1780336830u, 838124u, 3u, 637u, 323922u, 3162625671u, 28143602u, 1291u, 1148374068u, 5u, 13353922u, 8u, 2u, 298879u, 26372567u, 3689u, 107955942u, 2064258u, 703495u, 19307372u, 1u, 8817781u, 0u, 458906290u, 5636u, 1449607u, 214460u, 13u, 728026002u, 32628558u, 12u, 82u, 2826952u, 12u, 620877434u, 270u, 13635u, 24u, 2675u, 394730u, 116059303u, 154535605u, 13963579u, 3u, 11358883u};

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
