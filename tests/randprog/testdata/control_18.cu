// Random control flow (tests/randprog/gen, kind control, seed 4018).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3115454492u;
    unsigned n1 = ((t >> 2) < a ? d : d) % 6u;
    while (n1-- > 0u) {
        if ((t & 2u) != 0) {
            for (unsigned i2 = 0; i2 < 3u; i2++) {
                switch (a % 4u) {
                case 0u: {
                    c = ((b / ((t >> 2) | 1u)) != (i2 > c ? c : a) ? (0xffffffffu - i2) : c);
                    c ^= ((b % (c | 1u)) % ((d >> (0xffffffffu & 31u)) | 1u));
                    break;
                }
                case 1u: {
                    a |= ((c & a) ^ (i2 / (1u | 1u)));
                    b += b;
                    break;
                }
                case 2u: {
                    c ^= c;
                    c = (i2 << ((d != i2 ? b : a) & 31u));
                    break;
                }
                case 3u: {
                    c *= 7u;
                    break;
                }
                default: {
                    c *= (c << ((c * 1u) & 31u));
                }
                }
                b |= ((1u / (c | 1u)) / ((i2 % (c | 1u)) | 1u));
            }
            a *= (a >> (d & 31u));
            if (t >= 25u) {
                if ((d) % 5u < 1u) return ((1u * b) == (d + d) ? d : (c ^ a));
                if ((c) % 6u == 1u) {
                    a |= 3u;
                }
            }
        } else {
            if (((((t >> 2) - b) >> ((a / (3u | 1u)) & 31u))) % 2u < 2u) break;
            unsigned n3 = (a / (a | 1u)) % 6u;
            while (n3-- > 0u) {
                if (t < 13u) {
                    d *= ((0x55u >> (c & 31u)) | (b == a ? b : d));
                } else {
                    d ^= ((d << (c & 31u)) - (a % (t | 1u)));
                    d += (((t & 5) & 7u) * (0x55u >> (a & 31u)));
                }
            }
        }
    }
    switch (b % 4u) {
    case 0u: {
        break;
    }
    case 1u: {
        break;
    }
    case 2u: {
        break;
    }
    case 3u: {
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {7u, 133546186u, 55157923u, 1547989u, 2708748u, 0u, 341u, 209u, 762284u, 3u, 562667473u, 10u, 28880768u, 3255u, 28392u, 101358u, 131237904u, 5u, 3u, 2u, 89u, 5u, 66u, 17244u, 583u, 224488854u, 82034u, 1277709u, 124454u, 3u, 135255u, 10616603u, 22004519u, 479472464u, 7u, 0u, 1275890u, 327990670u, 20u, 1u, 52584041u, 245357u, 1763938u, 28u, 2351643u, 18216711u, 671260242u, 183480941u, 74566374u, 1u, 3u, 818u, 19427u, 310u, 239u, 1934500u, 910162879u, 2u, 18u, 3u, 16965u, 1u, 66327869u, 8u};

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
