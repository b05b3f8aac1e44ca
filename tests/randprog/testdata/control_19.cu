// Random control flow (tests/randprog/gen, kind control, seed 4019).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2275816076u;
    if (t > 41u) {
        for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
            if ((((i1 - c) % (i1 | 1u))) % 2u != 1u) {
                if (((a > 7u ? i1 : (i1 ^ (t >> 2)))) % 2u == 0u) {
                    c += (d ^ (3u | a));
                } else {
                    d |= ((b | 7u) + 3u);
                }
                d += 7u;
            } else {
                d = ((c + a) << ((3u * d) & 31u));
                if (((c + (i1 % (1u | 1u)))) % 2u < 1u) break;
            }
            a |= i1;
        }
        for (unsigned i2 = 0; i2 < (t & 3u) + 1u; i2++) {
            unsigned n3 = (1u ^ 7u) % 6u;
            while (n3-- > 0u) {
                c |= (c - i2);
            }
        }
        if ((((a / (t | 1u)) ^ (c * c))) % 4u < 2u) {
            b ^= b;
            if (t <= 60u) return ((a + b) >> (c & 31u));
            unsigned n4 = (a % (a | 1u)) % 6u;
            while (n4-- > 0u) {
                a ^= ((t * a) >> (c & 31u));
                if (t <= 31u) return ((a % (a | 1u)) * (t + d));
                a ^= (a + ((t & 5) * d));
            }
        }
    } else {
        if ((t & 32u) != 0) {
            if ((t & 1u) != 0) {
                a -= (t / (a | 1u));
                unsigned n5 = (a >> ((t & 5) & 31u)) % 6u;
                while (n5-- > 0u) {
                    c ^= (c << ((3u + d) & 31u));
                }
            } else {
            }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {2u, 30u, 5u, 385520u, 45375034u, 94u, 5u, 1064167983u, 34u, 872u, 40u, 11u, 24834u, 941286u, 17u, 581214u, 35771u, 2087064960u, 6u, 1u, 2055u, 32690360u, 205081u, 1619783u, 3135890642u, 3672u, 68174176u, 1773800u, 113873624u, 121349u, 24u, 120092u, 49u, 27260694u, 193843748u, 12933428u, 860183u, 1379550u, 799856329u, 123u, 937520689u, 126124115u, 6903365u, 1u, 23u, 251u, 12971u, 16u, 3u, 3159321835u, 1316539u, 0u, 17871u, 456u, 18u, 9u, 15u, 0u, 699596u, 1164041u, 4926u, 716u, 349143u, 468u};

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
