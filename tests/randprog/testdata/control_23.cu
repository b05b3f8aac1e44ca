// Random control flow (tests/randprog/gen, kind control, seed 4023).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 710043508u;
    b -= ((b / (7u | 1u)) + c);
    for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
        unsigned n2 = (c >> (b & 31u)) % 6u;
        while (n2-- > 0u) {
            switch (((t >> 2) % (c | 1u)) % 4u) {
            case 0u: {
                if ((t & 4u) != 0) {
                    c ^= ((d == c ? a : i1) & (a - c));
                    d |= ((a / (a | 1u)) & 7u);
                }
                if ((((t >> 2) << ((b | (t >> 2)) & 31u))) % 3u == 1u) continue;
            }
            case 1u: {
                b |= 0x55u;
                if ((a) % 2u != 0u) {
                    d = ((b != 0x55u ? d : 7u) - (c + d));
                    c *= ((t / (3u | 1u)) << ((c << (i1 & 31u)) & 31u));
                    b ^= ((1u > (t & 5) ? 1u : a) + (0xffffffffu & t));
                } else {
                    b = ((i1 % (c | 1u)) | i1);
                    a *= ((d | 1u) | (d > i1 ? i1 : b));
                }
                break;
            }
            case 2u: {
                if ((((t - c) >> ((b != i1 ? d : 1u) & 31u))) % 6u != 1u) {
                    b |= ((a ^ a) ^ (t >> 2));
                }
                d += 0x55u;
            }
            case 3u: {
                d ^= ((b * a) > (d >> (c & 31u)) ? (i1 << (c & 31u)) : (b & 3u));
                break;
            }
            default: {
                a += (t & 5);
            }
            }
            if ((a) % 3u != 2u) break;
        }
        a -= ((i1 << (0xffffffffu & 31u)) ^ (i1 >> (d & 31u)));
    }
    a += ((a * 0x55u) / ((c + c) | 1u));
    switch (((a << (b & 31u)) + (7u / (c | 1u))) % 4u) {
    case 2u: {
        c = 0xffffffffu;
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {2u, 15u, 269u, 43u, 300508971u, 7560592u, 1061396u, 374834u, 32547u, 23745u, 3955u, 352u, 16762417u, 27u, 11800u, 326547215u, 26u, 702u, 18506011u, 932u, 8395347u, 2u, 24923637u, 625u, 1u, 1436570446u, 1550354u, 988465037u, 145556u, 934u, 13089u, 0u, 19982737u, 26u, 499288827u, 15232u, 21800u, 3u, 11166u, 31u, 22u, 15u, 21387536u, 13067u, 5915u, 2u, 12913163u, 653u, 15u, 87592110u, 516919u, 250u, 9u, 2u, 62872u, 2058093695u, 104880496u, 84u, 6u, 3589329u, 439398981u, 216u, 714u, 510490u};

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
