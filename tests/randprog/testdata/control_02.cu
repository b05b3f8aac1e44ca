// Random control flow (tests/randprog/gen, kind control, seed 4002).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 772640102u;
    d |= ((a | a) % ((3u << (d & 31u)) | 1u));
    d -= ((3u | 3u) - (a * c));
    for (unsigned i1 = 0; i1 < 8u; i1++) {
        switch (((3u % (0xffffffffu | 1u)) - (c < b ? 0x55u : 7u)) % 4u) {
        case 0u: {
            for (unsigned i2 = 0; i2 < 3u; i2++) {
                a *= ((c / (b | 1u)) - (0xffffffffu % (b | 1u)));
                a ^= (((t >> 2) % (7u | 1u)) >> (c & 31u));
            }
            if (t <= 1u) return ((7u - c) % ((d | 0x55u) | 1u));
            break;
        }
        case 2u: {
            switch ((c >> ((i1 - c) & 31u)) % 4u) {
            case 0u: {
                c |= ((b << (a & 31u)) > (i1 << (0x55u & 31u)) ? (i1 >> (a & 31u)) : (0x55u ^ 0x55u));
                break;
            }
            case 1u: {
                unsigned n3 = (d << (b & 31u)) % 6u;
                while (n3-- > 0u) {
                    a = ((b + a) < (c - c) ? (b << (c & 31u)) : (i1 != i1 ? c : a));
                    b ^= ((i1 >> (0x55u & 31u)) | (b % (i1 | 1u)));
                }
            }
            case 2u: {
                b = mix(c, (b & i1));
            }
            case 3u: {
                d |= ((0x55u < b ? 1u : 7u) | ((t & 5) != i1 ? c : a));
                break;
            }
            default: {
                if (t >= 4u) {
                    b -= (c != ((t >> 2) >> (d & 31u)) ? (7u >> (d & 31u)) : i1);
                    b += ((b - d) | (i1 + d));
                    d = ((1u == 0xffffffffu ? a : a) * (d == i1 ? a : i1));
                }
            }
            }
            for (unsigned i4 = 0; i4 < 8u; i4++) {
                c = mix(d, ((t >> 2) - d));
                if (t <= 7u) continue;
            }
            break;
        }
        case 3u: {
            for (unsigned i5 = 0; i5 < (t % 5u); i5++) {
                if (t < 0u) {
                    b += (d - (c - t));
                } else {
                    b |= ((7u % (a | 1u)) >> ((a != a ? i5 : 0x55u) & 31u));
                    d += ((b | t) - i5);
                    a -= ((c ^ d) - 1u);
                }
                if (((i1 - i5)) % 6u == 1u) {
                    a *= ((0xffffffffu & c) >> ((i5 + c) & 31u));
                    a |= ((c << (i1 & 31u)) % (i1 | 1u));
                } else {
                    c = c;
                }
            }
            b ^= ((a * c) / (i1 | 1u));
            break;
        }
        default: {
            if ((((b + 0xffffffffu) % (i1 | 1u))) % 2u == 1u) {
                d *= ((b - i1) != (i1 / (b | 1u)) ? (0x55u >> (d & 31u)) : (t % (c | 1u)));
            }
        }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {241834u, 1u, 2618u, 582834u, 122283869u, 271u, 27u, 331u, 27580u, 1664618623u, 11470u, 78u, 18446u, 1u, 80566125u, 30659764u, 2u, 1128412u, 2u, 11u, 13u, 13u, 104u, 3497351741u, 0u, 29u, 543352u, 189422651u, 57643u, 26u, 947u, 63268u, 901279u, 46213u, 111209279u, 13073u, 118888362u, 959541u, 179u, 784u, 9416u, 224u, 2105066652u, 7092863u, 20468205u, 4u, 1069443237u, 12247081u, 85369710u, 189106u, 57948u, 4614u, 806384u, 0u, 58809695u, 13623u, 36u, 1u, 29743u, 7797269u, 356048752u, 5991u, 2u, 1254592035u};

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
