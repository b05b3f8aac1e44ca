// Random control flow (tests/randprog/gen, kind control, seed 4007).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3270614563u;
    c -= ((a * b) * ((t & 5) >> (b & 31u)));
    switch ((((t >> 2) << (c & 31u)) << (a & 31u)) % 4u) {
    case 1u: {
        if (t > 30u) {
            if ((t & 32u) != 0) {
                a += ((0x55u - b) >> (a & 31u));
                unsigned n1 = 3u % 6u;
                while (n1-- > 0u) {
                    c *= (d >> (1u & 31u));
                    a *= (a + (d | (t >> 2)));
                    c *= ((a > a ? b : b) | b);
                }
                unsigned n2 = (c >> (a & 31u)) % 6u;
                while (n2-- > 0u) {
                    d -= (a << ((c >> (c & 31u)) & 31u));
                    d += d;
                }
            } else {
                if (t < 43u) {
                    a -= ((c << (b & 31u)) << (3u & 31u));
                } else {
                    c += c;
                    c ^= (c >> (b & 31u));
                    b += (c >> (c & 31u));
                }
                if (((7u > (7u << (d & 31u)) ? c : (c % ((t & 5) | 1u)))) % 5u != 0u) {
                    c -= (d >> ((t & 5) & 31u));
                    a -= ((t * d) - (a > (t >> 2) ? d : b));
                }
                unsigned n3 = b % 6u;
                while (n3-- > 0u) {
                    c += ((a >> (b & 31u)) >> (b & 31u));
                    b |= ((b << (d & 31u)) & (3u / (d | 1u)));
                }
            }
            if (t < 7u) return (((t & 5) != a ? c : a) > 7u ? (t >> (c & 31u)) : (a ^ 7u));
            for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
                c += ((d << (a & 31u)) * (c * i4));
                if ((t & 8u) != 0) {
                    b *= (b << (d & 31u));
                    b += (d > (d % (1u | 1u)) ? (a << (c & 31u)) : i4);
                    b = ((a >> (d & 31u)) / ((0xffffffffu << (3u & 31u)) | 1u));
                }
                d += ((c & i4) + (d % (c | 1u)));
            }
        } else {
            for (unsigned i5 = 0; i5 < (t & 3u) + 1u; i5++) {
                b -= ((d / (0xffffffffu | 1u)) << ((b % (a | 1u)) & 31u));
            }
        }
        break;
    }
    case 3u: {
        if (((c % ((a % (d | 1u)) | 1u))) % 6u < 1u) return ((b | b) % ((a - b) | 1u));
        break;
    }
    default: {
        unsigned n6 = (d < a ? (t & 5) : a) % 6u;
        while (n6-- > 0u) {
            if ((((0xffffffffu ^ d) / ((a * c) | 1u))) % 4u != 0u) {
                unsigned n7 = (a & d) % 6u;
                while (n7-- > 0u) {
                    c += c;
                }
            }
        }
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {1045428u, 4u, 167u, 106984713u, 13811u, 154u, 1483u, 4u, 531816794u, 121826741u, 734754u, 2u, 515393u, 0u, 137131476u, 19u, 304377185u, 14585123u, 19307591u, 852u, 118943702u, 15324u, 16159u, 45860222u, 338977906u, 19u, 1027u, 84845698u, 873944334u, 204063u, 370u, 206u, 23u, 26616472u, 93124u, 991480530u, 982565u, 7549482u, 49317762u, 1502933964u, 3u, 1823u, 6939u, 8u, 400u, 475316100u, 3854726u, 0u, 319217410u, 4u, 1u, 104676u, 541u, 4851425u, 94451828u, 48u, 5799181u, 893u, 92040727u, 1941308562u, 29038051u, 956905626u, 134627077u, 81508u};

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
