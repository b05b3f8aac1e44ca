// Random control flow (tests/randprog/gen, kind control, seed 4008).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3207382652u;
    for (unsigned i1 = 0; i1 < 8u; i1++) {
        d += ((d % (c | 1u)) != (0xffffffffu >> (d & 31u)) ? (i1 << (i1 & 31u)) : c);
    }
    for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
        a = mix(b, (i2 + d));
        unsigned n3 = (a / (i2 | 1u)) % 6u;
        while (n3-- > 0u) {
            if ((t & 8u) != 0) return ((i2 % (0x55u | 1u)) + c);
            a |= ((c > b ? 7u : a) + (c / (7u | 1u)));
        }
        c += i2;
    }
    b = mix(a, (c * c));
    if (((d == (b >> ((t & 5) & 31u)) ? (a - c) : c)) % 5u != 1u) return ((b >> (d & 31u)) | a);
    b -= ((d % (b | 1u)) / ((b << (d & 31u)) | 1u));
    if ((((a % (c | 1u)) % (a | 1u))) % 6u == 0u) {
        if ((t & 1u) != 0) return ((t >> 2) >> ((d & a) & 31u));
        if ((t & 1u) != 0) {
            switch (((c / (d | 1u)) % (c | 1u)) % 4u) {
            case 0u: {
                if (t > 37u) return ((c % (1u | 1u)) * (d % (t | 1u)));
                break;
            }
            case 1u: {
                if (t >= 29u) {
                    d += a;
                    d |= d;
                } else {
                    d *= ((b & c) - ((t >> 2) * c));
                }
            }
            case 2u: {
                for (unsigned i4 = 0; i4 < 3u; i4++) {
                    b -= ((c == t ? i4 : a) - i4);
                    a |= 0xffffffffu;
                }
                if (((b / ((a | b) | 1u))) % 4u == 0u) {
                    d ^= (t >> 2);
                } else {
                    a -= a;
                    b += 1u;
                    c *= ((d % (c | 1u)) + ((t & 5) - a));
                }
                break;
            }
            case 3u: {
                if ((t & 1u) != 0) {
                    a ^= (c / ((d / (c | 1u)) | 1u));
                    d ^= (((t >> 2) | d) / ((b < d ? c : 0x55u) | 1u));
                }
                break;
            }
            default: {
                for (unsigned i5 = 0; i5 < 3u; i5++) {
                }
            }
            }
        } else {
        }
    } else {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {22u, 3308u, 29525u, 1u, 631u, 3416u, 177307u, 224991u, 0u, 95445123u, 648u, 0u, 15u, 4797630u, 107924u, 2821u, 2u, 3u, 14u, 271u, 14109663u, 11670144u, 7577u, 2901u, 1704540u, 12u, 7056u, 99490568u, 36u, 61u, 452790u, 102952u, 252793664u, 308u, 221166u, 2023739u, 14635347u, 442433u, 1297u, 3732331620u, 108u, 4582u, 4016201367u, 10u, 178722u, 5u, 273u, 1111936u, 14014965u, 115435612u, 3u, 27376u, 49u, 4212u, 1753844557u, 26118880u, 205u, 1160u, 423039u, 247050614u, 94u, 3145295u, 8132562u, 4u};

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
