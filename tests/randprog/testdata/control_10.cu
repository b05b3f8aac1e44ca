// Random control flow (tests/randprog/gen, kind control, seed 4010).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2041201628u;
    for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
        for (unsigned i2 = 0; i2 < 3u; i2++) {
            a |= ((3u / (c | 1u)) | (3u * a));
        }
        a = mix(i1, d);
        switch (((b - c) >> ((i1 >> (i1 & 31u)) & 31u)) % 4u) {
        case 0u: {
            b = mix(b, (0xffffffffu != a ? c : (t & 5)));
            break;
        }
        case 1u: {
            b = mix(a, ((t >> 2) << (i1 & 31u)));
            break;
        }
        case 3u: {
            c |= ((1u | i1) % (b | 1u));
            d = mix(b, (0xffffffffu << (0xffffffffu & 31u)));
            break;
        }
        default: {
            d ^= ((i1 == a ? i1 : i1) - b);
        }
        }
    }
    unsigned n3 = (b - a) % 6u;
    while (n3-- > 0u) {
        c |= ((3u >> (d & 31u)) >> ((d - d) & 31u));
    }
    c ^= d;
    for (unsigned i4 = 0; i4 < (t % 5u); i4++) {
        b = a;
    }
    switch (((b + d) * (a << (d & 31u))) % 4u) {
    case 0u: {
        for (unsigned i5 = 0; i5 < 3u; i5++) {
            a -= (a / (a | 1u));
            a -= ((3u / (b | 1u)) >> ((i5 - t) & 31u));
            if (t <= 36u) {
                for (unsigned i6 = 0; i6 < (t % 5u); i6++) {
                    d = b;
                }
                for (unsigned i7 = 0; i7 < 8u; i7++) {
                    b ^= (c >> (i5 & 31u));
                    b *= ((a << (1u & 31u)) != a ? (1u ^ b) : (d | (t & 5)));
                }
            }
        }
        break;
    }
    case 2u: {
        a = mix(b, b);
        break;
    }
    default: {
        switch (a % 4u) {
        case 1u: {
            c *= b;
            if ((t & 32u) != 0) {
                unsigned n8 = (b | d) % 6u;
                while (n8-- > 0u) {
                    b = (a << ((c == 1u ? 7u : a) & 31u));
                }
                b |= ((t ^ a) ^ (a / (t | 1u)));
                d = mix(c, (a == c ? a : a));
            } else {
                if ((a) % 5u == 2u) {
                    a -= (b << ((b % (b | 1u)) & 31u));
                } else {
                }
            }
        }
        case 2u: {
        }
        case 3u: {
            break;
        }
        default: {
        }
        }
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {31579529u, 235935690u, 3u, 782904u, 1u, 145854434u, 269932414u, 23u, 349u, 36395752u, 43837u, 54291u, 16553147u, 26198149u, 415u, 2159u, 20951u, 121u, 1u, 704u, 817907005u, 8353u, 245374446u, 79u, 13285u, 1003u, 30152u, 42275u, 24703u, 3703u, 8843u, 416221942u, 72u, 71u, 3u, 244328948u, 1518060070u, 11777324u, 510978u, 12962u, 5278799u, 7605471u, 12560765u, 14u, 1u, 4524982u, 639231427u, 142u, 8u, 3608u, 4u, 26u, 234u, 856526951u, 7330893u, 5u, 80262u, 32542u, 3u, 253u, 126u, 264612935u, 1014u, 94u};

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
