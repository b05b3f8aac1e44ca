// Random control flow (tests/randprog/gen, kind control, seed 50093).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1648111153u;
    b = (d >> ((b >> ((t & 5) & 31u)) & 31u));
    if ((((a + 3u) / ((b >> (a & 31u)) | 1u))) % 3u < 0u) {
        if ((t & 16u) != 0) {
            d *= b;
        } else {
            c ^= 0x55u;
        }
    }
    a *= ((a - 3u) ^ (a / (c | 1u)));
    unsigned n1 = (1u + c) % 6u;
    while (n1-- > 0u) {
        a ^= ((t * (t >> 2)) - ((t & 5) == 0xffffffffu ? a : t));
    }
    b -= ((b != b ? b : c) >> (a & 31u));
    for (unsigned i2 = 0; i2 < 3u; i2++) {
        if (t < 6u) break;
    }
    b = mix(d, (0x55u / (d | 1u)));
    switch (7u % 4u) {
    case 1u: {
        b = d;
        break;
    }
    case 2u: {
        if ((t & 8u) != 0) {
            if ((((a + c) << (((t & 5) * c) & 31u))) % 4u == 0u) {
                if ((c) % 6u < 2u) {
                    c |= d;
                } else {
                    a |= ((b * c) / ((3u ^ 0x55u) | 1u));
                    a *= ((d == c ? b : d) & (t & 5));
                }
                d = ((7u ^ b) / ((a | d) | 1u));
                a *= (c >> ((a << (d & 31u)) & 31u));
            }
        } else {
            switch (a % 4u) {
            case 1u: {
                a += (a % ((c >> (b & 31u)) | 1u));
            }
            case 3u: {
                c += (d / ((c < 0x55u ? d : (t >> 2)) | 1u));
                break;
            }
            default: {
                unsigned n3 = 3u % 6u;
                while (n3-- > 0u) {
                    c ^= (a >> ((b % (a | 1u)) & 31u));
                }
            }
            }
            for (unsigned i4 = 0; i4 < 3u; i4++) {
                d *= t;
                c *= ((c >> (b & 31u)) ^ 3u);
                if (t > 43u) {
                    d *= ((t << (d & 31u)) < (b << (i4 & 31u)) ? (d * d) : c);
                    b += ((i4 << ((t >> 2) & 31u)) ^ (c < c ? i4 : i4));
                }
            }
        }
        break;
    }
    case 3u: {
        a += (d | (t >> 2));
        break;
    }
    default: {
        for (unsigned i5 = 0; i5 < (t % 5u); i5++) {
            a |= (i5 & (a * i5));
            c = ((c & i5) % ((c % ((t >> 2) | 1u)) | 1u));
            for (unsigned i6 = 0; i6 < 8u; i6++) {
                unsigned n7 = t % 6u;
                while (n7-- > 0u) {
                    d ^= ((i6 - 0xffffffffu) * (d == t ? i5 : 3u));
                    d += 0x55u;
                }
            }
        }
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {72094076u, 31175577u, 21720204u, 10955210u, 496u, 484u, 17720301u, 2790794u, 3819849u, 175u, 9610890u, 3889u, 16u, 80050461u, 658878u, 60212u, 16144114u, 20u, 88677289u, 60499363u, 3610621u, 3531919u, 142925u, 18u, 3u, 21513u, 51u, 8318u, 44762113u, 1u, 208858u, 5066u, 43u, 476u, 7u, 13426095u, 37085u, 90604814u, 12u, 15106153u, 213105u, 6u, 11219863u, 1749393666u, 778282u, 1673509545u, 12u, 6816u, 4244646u, 283964u, 93747u, 1u, 1u, 1u, 29376u, 25773811u, 16650127u, 377654488u, 50365u, 32498u, 0u, 229883u, 8u, 24u};

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
