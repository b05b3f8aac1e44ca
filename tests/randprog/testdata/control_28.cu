// Random control flow (tests/randprog/gen, kind control, seed 4028).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 155958287u;
    a += ((a % (a | 1u)) + a);
    switch (((c | 3u) << ((b & a) & 31u)) % 4u) {
    case 2u: {
        c += d;
        for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
            if (t <= 17u) return ((i1 & 0x55u) / ((3u / (c | 1u)) | 1u));
            switch ((i1 / ((d >> (c & 31u)) | 1u)) % 4u) {
            case 1u: {
                if ((((d | d) << ((c - a) & 31u))) % 2u != 2u) return b;
                break;
            }
            case 2u: {
                if ((t & 8u) != 0) {
                    b = ((t & 5) == (i1 << (i1 & 31u)) ? (a ^ a) : (i1 | (t & 5)));
                    d += ((b % (i1 | 1u)) >> ((i1 < d ? t : b) & 31u));
                }
                for (unsigned i2 = 0; i2 < 3u; i2++) {
                    c += (i1 % ((t >> 2) | 1u));
                }
                break;
            }
            case 3u: {
                switch (((i1 >> (a & 31u)) * (0xffffffffu == (t & 5) ? b : b)) % 4u) {
                case 0u: {
                    b |= ((1u != c ? b : d) + (i1 | a));
                }
                case 1u: {
                    b |= ((i1 % (b | 1u)) ^ a);
                    break;
                }
                case 2u: {
                    b |= ((a >> (i1 & 31u)) % ((i1 << (i1 & 31u)) | 1u));
                    break;
                }
                default: {
                    d |= c;
                }
                }
                break;
            }
            default: {
                if ((((b + b) ^ (d + 7u))) % 3u != 2u) continue;
            }
            }
        }
    }
    case 3u: {
        for (unsigned i3 = 0; i3 < (t & 3u) + 1u; i3++) {
            if ((t & 32u) != 0) {
                d = i3;
                if (((((t >> 2) >> (a & 31u)) ^ (d & a))) % 6u == 0u) {
                    a |= i3;
                    c *= b;
                }
            }
            c = ((1u == i3 ? a : i3) << ((c / (3u | 1u)) & 31u));
            switch (((7u % (b | 1u)) ^ ((t & 5) * a)) % 4u) {
            case 1u: {
                d += ((c == i3 ? i3 : a) >> ((i3 + t) & 31u));
                if ((((i3 / (i3 | 1u)) >> ((t >> 2) & 31u))) % 6u != 0u) {
                } else {
                }
                break;
            }
            default: {
            }
            }
        }
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {28u, 957u, 1851511025u, 35u, 441u, 1u, 183u, 1902881u, 420u, 66u, 3079u, 105439555u, 14311201u, 465186670u, 7u, 617493331u, 4067866u, 151u, 537u, 50u, 51659u, 636143186u, 239889u, 1763396u, 2u, 9737164u, 0u, 62310275u, 13708184u, 334u, 5208u, 98724u, 158523u, 515550u, 5u, 1186971u, 8u, 232684627u, 2u, 5247u, 1218505u, 2719910u, 2016352u, 33575333u, 981005u, 16u, 0u, 1678768u, 2u, 298703209u, 617662942u, 116179u, 5022u, 8272397u, 3386454u, 7u, 3u, 1138241u, 84150u, 22781u, 525061u, 510u, 50613u, 501u};

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
