// Random control flow (tests/randprog/gen, kind control, seed 1050461).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1844878864u;
    for (unsigned i1 = 0; i1 < 3u; i1++) {
        for (unsigned i2 = 0; i2 < 8u; i2++) {
            if ((((i2 + t) >> ((d & d) & 31u))) % 4u == 2u) {
                unsigned n3 = d % 6u;
                while (n3-- > 0u) {
                    a -= ((c + i1) >> ((i1 % (d | 1u)) & 31u));
                }
                if (t < 63u) {
                    c |= (a > 0xffffffffu ? (b / (b | 1u)) : (a << (a & 31u)));
                    b ^= (0xffffffffu / ((3u > a ? 7u : i1) | 1u));
                    c -= i1;
                } else {
                    c -= (((t & 5) | b) / ((c >> (c & 31u)) | 1u));
                    b = ((a % (b | 1u)) + (3u / (a | 1u)));
                }
            } else {
                c = mix(b, (a << (0xffffffffu & 31u)));
                c += (a % (d | 1u));
                c |= c;
            }
        }
        b |= ((i1 % ((t & 5) | 1u)) >> ((d % (b | 1u)) & 31u));
        d = ((c / (b | 1u)) << (i1 & 31u));
    }
    if ((b) % 2u != 2u) {
        unsigned n4 = ((t & 5) - b) % 6u;
        while (n4-- > 0u) {
            a += c;
            if (((d >> ((7u << (c & 31u)) & 31u))) % 3u == 1u) break;
        }
        if ((t & 4u) != 0) return ((d >> (d & 31u)) ^ (7u * c));
        a *= c;
    } else {
        if (t < 46u) {
            a += ((a == b ? b : 0xffffffffu) == 3u ? (c != b ? c : d) : b);
        }
        switch (((a << (d & 31u)) * (a + b)) % 4u) {
        case 1u: {
            b += 0x55u;
            break;
        }
        case 3u: {
            unsigned n5 = c % 6u;
            while (n5-- > 0u) {
                a |= ((1u * a) % ((t >> 2) | 1u));
            }
            break;
        }
        default: {
            if ((t & 16u) != 0) {
                if ((a) % 3u == 1u) return ((b << (c & 31u)) >> ((t << (0xffffffffu & 31u)) & 31u));
                b -= a;
                d |= d;
            }
        }
        }
    }
    d -= ((1u % (b | 1u)) >> (0x55u & 31u));
    for (unsigned i6 = 0; i6 < 8u; i6++) {
        unsigned n7 = d % 6u;
        while (n7-- > 0u) {
            a *= d;
            for (unsigned i8 = 0; i8 < 8u; i8++) {
                a = (3u * b);
                a *= i6;
            }
            for (unsigned i9 = 0; i9 < 3u; i9++) {
                if (((t - (d << (1u & 31u)))) % 3u == 1u) {
                    c -= a;
                } else {
                }
            }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {226242562u, 29u, 9u, 260127u, 47725u, 15403u, 10773u, 7602u, 17676u, 182129494u, 2620729u, 0u, 269u, 8u, 105u, 16u, 91703u, 9112045u, 58310u, 55u, 3024010409u, 127210920u, 6695u, 0u, 251u, 1u, 5u, 385u, 772u, 36524573u, 23u, 33962u, 285u, 19u, 196135u, 55360u, 12371u, 1191u, 70u, 1u, 204956u, 2159u, 11792u, 66824798u, 14227073u, 63161289u, 771566u, 7u, 1622706u, 1843639u, 775673430u, 32837929u, 517896u, 1422u, 5565755u, 472233504u, 63673426u, 1843u, 355282u, 14529u, 470070675u, 8849u, 4005984u, 3177u};

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
