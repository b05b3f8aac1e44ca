// Random control flow (tests/randprog/gen, kind control, seed 50341).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3983070895u;
    if (t >= 34u) {
        if (((d > (d >> (a & 31u)) ? (c << (a & 31u)) : (c << (c & 31u)))) % 6u < 2u) {
            if ((((d >> (d & 31u)) | (b + b))) % 6u < 0u) return d;
        }
        for (unsigned i1 = 0; i1 < 8u; i1++) {
            unsigned n2 = (i1 * i1) % 6u;
            while (n2-- > 0u) {
                b += ((t | a) >> ((d ^ d) & 31u));
                switch (i1 % 4u) {
                case 0u: {
                    c = ((7u == i1 ? b : 7u) > 7u ? b : (b ^ d));
                    c *= (c * c);
                    break;
                }
                case 2u: {
                    c -= d;
                    d -= (((t & 5) / (d | 1u)) << (((t >> 2) & (t >> 2)) & 31u));
                    break;
                }
                case 3u: {
                    a = 7u;
                    break;
                }
                default: {
                    a -= (0x55u >> (d & 31u));
                }
                }
                c -= ((b | (t & 5)) ^ (b / (c | 1u)));
            }
            if ((((i1 & 7u) % ((d + a) | 1u))) % 2u != 2u) return ((i1 << (b & 31u)) << (1u & 31u));
            c = (3u | (b >> (a & 31u)));
        }
        switch ((d << ((a << (a & 31u)) & 31u)) % 4u) {
        case 0u: {
            if ((t & 2u) != 0) {
                c = mix(a, d);
                for (unsigned i3 = 0; i3 < 3u; i3++) {
                    a -= 7u;
                    d -= (i3 >> ((d * i3) & 31u));
                    b += ((i3 == 0x55u ? a : b) * (t >> 2));
                }
                for (unsigned i4 = 0; i4 < 3u; i4++) {
                    d = (((t & 5) != i4 ? i4 : d) - (c * 1u));
                    b |= d;
                    b += ((i4 | (t >> 2)) | (c >> (b & 31u)));
                }
            }
            if ((0xffffffffu) % 2u != 0u) {
                b = mix(b, (0xffffffffu << (a & 31u)));
                for (unsigned i5 = 0; i5 < 8u; i5++) {
                    c *= ((d % (i5 | 1u)) - (b << (7u & 31u)));
                    c ^= (d >> ((i5 >> (i5 & 31u)) & 31u));
                    d -= ((i5 | i5) - (i5 << (0x55u & 31u)));
                }
            } else {
                if ((((d - a) + (t / ((t >> 2) | 1u)))) % 3u == 0u) {
                    d ^= c;
                } else {
                    b ^= (d & (d != c ? d : b));
                }
                unsigned n6 = c % 6u;
                while (n6-- > 0u) {
                    b ^= (b * c);
                }
            }
            break;
        }
        case 2u: {
            b *= ((a > 3u ? b : a) >> (b & 31u));
            switch ((((t >> 2) / (c | 1u)) % ((t - (t & 5)) | 1u)) % 4u) {
            case 0u: {
                d ^= a;
                break;
            }
            case 1u: {
                a |= a;
            }
            case 3u: {
                break;
            }
            default: {
            }
            }
            break;
        }
        default: {
        }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {100903u, 6280u, 1319u, 36769892u, 409054983u, 2u, 18491u, 19119u, 186694174u, 81494u, 3988589937u, 29135496u, 517954400u, 854687u, 62u, 1482301u, 46u, 12140624u, 3596u, 903u, 6789991u, 319918u, 18372816u, 107857383u, 9463u, 2620675307u, 59924477u, 1u, 4085u, 14788831u, 81378u, 1569048614u, 550815294u, 44u, 58672u, 32u, 820591u, 160053u, 26329980u, 129914368u, 3916u, 3514u, 3199887119u, 0u, 6971u, 0u, 245u, 13u, 244340u, 68u, 5250u, 4477408u, 10406u, 178942u, 497u, 891338388u, 13090708u, 20u, 2442u, 355694505u, 120959350u, 1561468u, 1083u, 0u};

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
