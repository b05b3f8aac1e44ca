// Random control flow (tests/randprog/gen, kind control, seed 4011).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3997218333u;
    switch (1u % 4u) {
    case 0u: {
        switch (((c | b) - (d % (c | 1u))) % 4u) {
        case 0u: {
            if ((((t & 5) * b)) % 5u < 0u) {
                switch (((0x55u > c ? (t & 5) : c) * (c << (t & 31u))) % 4u) {
                case 0u: {
                    b -= ((c + a) ^ b);
                    break;
                }
                case 2u: {
                    c -= ((1u / (c | 1u)) << (d & 31u));
                    break;
                }
                default: {
                    b += (t >> 2);
                }
                }
            }
            break;
        }
        case 3u: {
            if (t >= 60u) {
                for (unsigned i1 = 0; i1 < 3u; i1++) {
                    c -= ((b * 1u) ^ b);
                }
                if (t < 30u) {
                    a *= 3u;
                    d |= ((b / (c | 1u)) | (d & c));
                } else {
                    d += d;
                }
            }
            b = ((d >> (3u & 31u)) * (b * b));
            break;
        }
        default: {
            b -= (b ^ (a == b ? d : b));
        }
        }
        break;
    }
    case 1u: {
        unsigned n2 = (t & 5) % 6u;
        while (n2-- > 0u) {
            for (unsigned i3 = 0; i3 < (t & 3u) + 1u; i3++) {
                for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
                    b *= ((i4 + c) << (a & 31u));
                    d = ((d % (a | 1u)) % ((c - i4) | 1u));
                    a *= ((b == c ? b : 1u) * (a * a));
                }
            }
        }
        a = mix(a, (b == 7u ? b : 3u));
    }
    case 2u: {
        d = d;
        if ((t & 1u) != 0) {
            b = ((c | a) << (c & 31u));
            if ((d) % 5u < 0u) {
            }
        } else {
        }
        break;
    }
    case 3u: {
        break;
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {2u, 9343647u, 136837u, 1993880u, 370909048u, 9957589u, 877u, 762443413u, 1338u, 35367u, 369419258u, 4141u, 365535691u, 366953u, 3610765u, 68817057u, 6u, 684u, 886697u, 26u, 17672320u, 51u, 1854268u, 213u, 24317741u, 960750u, 21u, 7u, 37651938u, 27607u, 1017u, 118026u, 15404276u, 8777700u, 65879598u, 2u, 18638u, 1525u, 309u, 0u, 88299u, 3512388704u, 121438u, 1815963002u, 0u, 0u, 1799504u, 17839193u, 15564249u, 2008u, 3406303u, 1u, 146871286u, 867624u, 27547u, 20794080u, 2793629u, 530831145u, 1u, 9u, 18448976u, 435265890u, 1u, 214157u};

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
