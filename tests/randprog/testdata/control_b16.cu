// Random control flow (tests/randprog/gen, kind control, seed 1026704).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 241134363u;
    if (((c < (d / (1u | 1u)) ? a : a)) % 2u != 0u) {
        d += b;
    } else {
        if (t <= 20u) {
            c = mix(b, (c & d));
        } else {
            b |= (d != (a < a ? b : t) ? 1u : ((t >> 2) & c));
            switch ((((t >> 2) >> (b & 31u)) & (b >> (b & 31u))) % 4u) {
            case 0u: {
                unsigned n1 = (t & 5) % 6u;
                while (n1-- > 0u) {
                    b = (t & 5);
                    c ^= d;
                    d = (((t & 5) >> (a & 31u)) - (d / (c | 1u)));
                }
                switch (b % 4u) {
                case 1u: {
                    b += ((c >> (a & 31u)) % ((t ^ t) | 1u));
                    break;
                }
                case 2u: {
                    d += (t & 5);
                    d += b;
                }
                case 3u: {
                    c -= (a ^ d);
                    break;
                }
                default: {
                    c |= 3u;
                }
                }
                break;
            }
            case 2u: {
                unsigned n2 = (a << (c & 31u)) % 6u;
                while (n2-- > 0u) {
                    c *= ((d != 1u ? 0x55u : a) << (d & 31u));
                }
            }
            default: {
                unsigned n3 = (t + a) % 6u;
                while (n3-- > 0u) {
                    c -= ((a + c) / (((t & 5) < c ? c : a) | 1u));
                    a *= ((a & t) + (a < a ? d : a));
                }
            }
            }
            switch (((c << ((t >> 2) & 31u)) >> ((b == c ? d : b) & 31u)) % 4u) {
            case 0u: {
                c ^= ((b << (c & 31u)) * (a >> (c & 31u)));
                d -= ((d / (d | 1u)) << ((c / (c | 1u)) & 31u));
            }
            case 1u: {
                c = (b >> ((d * 1u) & 31u));
                switch ((d == (0x55u ^ (t & 5)) ? 0xffffffffu : (c / (c | 1u))) % 4u) {
                case 2u: {
                    a *= ((d * a) % (c | 1u));
                    break;
                }
                case 3u: {
                    c ^= ((a > d ? b : d) << ((d ^ d) & 31u));
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
            }
            default: {
            }
            }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {117971u, 285u, 17837030u, 6490802u, 395u, 23673u, 947u, 1110085u, 531622u, 9u, 31534080u, 292788817u, 229u, 48185195u, 104604472u, 558u, 1042848851u, 196998u, 7u, 111221547u, 1u, 156u, 1412654u, 13097399u, 4u, 15u, 4u, 0u, 43397u, 116u, 426581691u, 1407u, 14669758u, 231u, 1u, 205u, 1971u, 37786u, 23048u, 44554494u, 2454315u, 5u, 0u, 914965587u, 1924u, 12465u, 52u, 2939742u, 1u, 1u, 9301691u, 631u, 220u, 1180u, 49u, 13186986u, 1u, 115u, 342u, 1u, 96764u, 43908u, 3012154417u, 13u};

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
