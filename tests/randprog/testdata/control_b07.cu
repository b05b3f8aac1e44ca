// Random control flow (tests/randprog/gen, kind control, seed 955433).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1188624843u;
    if (((d >> (c & 31u))) % 3u == 1u) {
        d -= ((a / (b | 1u)) % (a | 1u));
        b |= ((d / (c | 1u)) == (a > a ? a : c) ? (0xffffffffu << (c & 31u)) : a);
        unsigned n1 = (b == 0xffffffffu ? b : b) % 6u;
        while (n1-- > 0u) {
            if ((b) % 4u == 0u) return (7u >> (t & 31u));
            unsigned n2 = (c / (b | 1u)) % 6u;
            while (n2-- > 0u) {
                d -= (b ^ b);
                c = ((d * 7u) >> ((a & d) & 31u));
            }
            if ((t & 1u) != 0) {
                if ((t & 16u) != 0) break;
            } else {
                unsigned n3 = (d ^ 0x55u) % 6u;
                while (n3-- > 0u) {
                    b = 3u;
                    a |= (b << ((d ^ d) & 31u));
                    b -= ((a >> (b & 31u)) > (d << (b & 31u)) ? (c >> (d & 31u)) : (a > d ? (t & 5) : b));
                }
                switch (((1u ^ a) << (d & 31u)) % 4u) {
                case 1u: {
                    b -= ((b | 0xffffffffu) * (b & b));
                    b |= c;
                    break;
                }
                case 2u: {
                    c ^= c;
                    d *= ((d % (a | 1u)) / ((c >> (b & 31u)) | 1u));
                    break;
                }
                default: {
                    a |= (b / ((1u % (b | 1u)) | 1u));
                }
                }
                c += (1u == (d * (t >> 2)) ? a : (a & b));
            }
        }
    }
    d ^= b;
    c += d;
    for (unsigned i4 = 0; i4 < 8u; i4++) {
        if ((t & 32u) != 0) {
            a |= ((i4 % (d | 1u)) - (a < d ? b : b));
            if ((c) % 2u != 0u) {
            } else {
            }
        } else {
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {1138u, 33839122u, 29u, 1u, 2796498u, 173u, 5u, 479u, 23824u, 0u, 78945u, 941915u, 50061u, 0u, 1501662671u, 21962416u, 218825458u, 7481383u, 7u, 186u, 3u, 11u, 128088266u, 1545678u, 15655107u, 7743363u, 8u, 16733568u, 1u, 494923u, 28257u, 697301012u, 13686u, 2u, 157082u, 366092716u, 451571u, 9u, 27373174u, 35u, 6929u, 628047094u, 548778237u, 49520681u, 15u, 1937879u, 15502u, 28882133u, 170u, 3u, 63u, 945u, 3u, 99u, 28u, 15278u, 28550u, 2601u, 248470u, 124u, 4u, 1478822u, 2u, 55u};

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
