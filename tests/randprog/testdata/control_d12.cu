// Random control flow (tests/randprog/gen, kind control, seed 50372).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1138690585u;
    unsigned n1 = c % 6u;
    while (n1-- > 0u) {
        b *= ((a << (b & 31u)) | c);
    }
    if ((t & 2u) != 0) {
        switch ((d ^ (c > c ? b : b)) % 4u) {
        case 1u: {
            a -= (c | (a < b ? c : c));
            break;
        }
        case 2u: {
            if (((a + (a + 3u))) % 3u == 1u) {
                c *= ((b != c ? b : c) >> ((d & b) & 31u));
            }
            d = a;
        }
        case 3u: {
            c -= (t & b);
            break;
        }
        default: {
            a *= ((a & b) + (b & b));
        }
        }
        if (t > 58u) {
            for (unsigned i2 = 0; i2 < 3u; i2++) {
                a = ((a | b) << ((i2 | (t & 5)) & 31u));
            }
        } else {
            a -= (d ^ d);
            switch (((c % (c | 1u)) >> ((t >> (d & 31u)) & 31u)) % 4u) {
            case 2u: {
                c |= ((c << (b & 31u)) ^ (a < c ? a : 7u));
                for (unsigned i3 = 0; i3 < 8u; i3++) {
                    b += i3;
                }
                break;
            }
            case 3u: {
                if (t <= 16u) return ((7u - d) << ((d - 7u) & 31u));
                for (unsigned i4 = 0; i4 < 3u; i4++) {
                    c *= ((a - c) % ((i4 / (b | 1u)) | 1u));
                    b *= t;
                    c |= ((b | d) / ((7u | a) | 1u));
                }
            }
            default: {
                if ((((d > (t & 5) ? d : d) + (d * 3u))) % 3u < 1u) {
                    a *= ((a << (c & 31u)) / ((d * a) | 1u));
                    c += ((d - (t & 5)) - (b % ((t >> 2) | 1u)));
                }
            }
            }
        }
    }
    b = mix(b, (a - d));
    d *= ((b & a) & b);
    switch (b % 4u) {
    case 0u: {
        if ((((t - d) | (c ^ 0x55u))) % 3u == 2u) {
            if ((((b * d) & (b + (t & 5)))) % 4u < 2u) {
                d = (t & 5);
            }
        } else {
            c |= 1u;
        }
    }
    case 1u: {
        if (t <= 4u) return ((d / (a | 1u)) % ((b >> (t & 31u)) | 1u));
    }
    case 3u: {
        a = (b + (b != d ? d : b));
        break;
    }
    default: {
        c -= d;
    }
    }
    d ^= d;
    c *= ((a >> ((t & 5) & 31u)) < (c >> (c & 31u)) ? (c - c) : (7u | a));
    for (unsigned i5 = 0; i5 < 3u; i5++) {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {2196u, 14736u, 451u, 824355u, 8345231u, 1194660u, 1805429907u, 223u, 65110840u, 145980u, 89u, 96727u, 317028501u, 54u, 406352881u, 27635499u, 992902780u, 15298070u, 4658451u, 44564326u, 49356774u, 7u, 3141039u, 196u, 1042785867u, 124u, 473577u, 2031332u, 14665090u, 3878871356u, 141682u, 3122346076u, 13450846u, 2u, 88345u, 259994981u, 845u, 20u, 16u, 1317u, 41952u, 18758148u, 138636u, 495368177u, 51736u, 3575u, 135833u, 2593579317u, 6u, 12u, 13u, 2734u, 3068940u, 0u, 391076u, 115588902u, 57u, 1027u, 439132u, 539117u, 97318146u, 2307u, 12224891u, 30767551u};

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
