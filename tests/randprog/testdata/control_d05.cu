// Random control flow (tests/randprog/gen, kind control, seed 50155).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3481475099u;
    for (unsigned i1 = 0; i1 < 8u; i1++) {
        if ((((0x55u - (t & 5)) % ((d ^ c) | 1u))) % 6u != 0u) continue;
        switch ((i1 / ((7u << (b & 31u)) | 1u)) % 4u) {
        case 0u: {
            b *= (d % ((i1 / (i1 | 1u)) | 1u));
        }
        case 1u: {
            if ((d) % 5u < 1u) {
                d ^= ((c * (t >> 2)) % ((1u ^ t) | 1u));
                b |= 0xffffffffu;
            } else {
                b += ((b > c ? b : b) & (a >> (b & 31u)));
            }
            break;
        }
        case 2u: {
            c -= ((b * i1) - (b / (i1 | 1u)));
            break;
        }
        case 3u: {
            b ^= (d * c);
            break;
        }
        default: {
            unsigned n2 = (a < b ? a : a) % 6u;
            while (n2-- > 0u) {
                if ((t & 2u) != 0) return ((b | (t >> 2)) + d);
                unsigned n3 = ((t >> 2) & (t & 5)) % 6u;
                while (n3-- > 0u) {
                    b |= ((d + d) % ((b + c) | 1u));
                    c ^= ((a - c) % (a | 1u));
                    d ^= i1;
                }
                for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
                    d = ((i4 ^ 7u) << ((d / (b | 1u)) & 31u));
                    a ^= ((i1 % ((t & 5) | 1u)) << (a & 31u));
                }
            }
        }
        }
        if ((t & 32u) != 0) continue;
    }
    c |= ((c / (d | 1u)) - (a == d ? t : b));
    for (unsigned i5 = 0; i5 < 3u; i5++) {
        if ((i5) % 6u != 1u) {
            if ((t & 16u) != 0) {
                unsigned n6 = (a ^ i5) % 6u;
                while (n6-- > 0u) {
                    b |= ((c * c) << (((t & 5) / (c | 1u)) & 31u));
                }
                b -= i5;
            }
        }
    }
    switch ((t >> 2) % 4u) {
    case 0u: {
        a -= ((d << (b & 31u)) * c);
        break;
    }
    case 1u: {
        d += (((t & 5) * d) ^ 7u);
        d += ((d % (d | 1u)) | b);
        break;
    }
    case 3u: {
        if ((((d == a ? b : 1u) << ((c << (d & 31u)) & 31u))) % 5u < 2u) {
            c |= ((0xffffffffu << (c & 31u)) >> ((b | 1u) & 31u));
            a += (d - c);
        } else {
        }
        break;
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {473910083u, 577238u, 2u, 1098115467u, 3956908234u, 148726u, 686u, 7987709u, 1043295739u, 94468u, 2u, 40u, 1u, 243684558u, 378405u, 54585176u, 4561u, 932u, 6498127u, 52220729u, 214432u, 4084u, 14702414u, 767510u, 4621u, 15599u, 952250984u, 46u, 32u, 41804754u, 8u, 95432633u, 16371443u, 504863599u, 341466u, 6835u, 83834u, 1114402u, 1897214u, 3137821u, 35u, 656313u, 13u, 234u, 6u, 47195u, 123136u, 2258u, 1579598810u, 430u, 189763u, 1u, 2229088u, 38u, 3u, 20874745u, 4756u, 365152209u, 89u, 1227721u, 3825045u, 29997u, 463u, 6u};

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
