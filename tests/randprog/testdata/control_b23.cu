// Random control flow (tests/randprog/gen, kind control, seed 1082137).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1533540337u;
    c += ((b < b ? 0xffffffffu : b) % ((a * b) | 1u));
    switch ((d > a ? c : (b + b)) % 4u) {
    case 0u: {
        a *= (d - (a * d));
        c ^= 0x55u;
        break;
    }
    case 1u: {
        a += a;
        if (t >= 62u) return (b % ((b ^ a) | 1u));
    }
    case 2u: {
        d += ((t & 5) | (a / ((t & 5) | 1u)));
    }
    default: {
        for (unsigned i1 = 0; i1 < 3u; i1++) {
            d = i1;
            unsigned n2 = (i1 % (0x55u | 1u)) % 6u;
            while (n2-- > 0u) {
                d *= i1;
                switch (((3u / (1u | 1u)) * c) % 4u) {
                case 0u: {
                    c += ((b * d) >> (d & 31u));
                    break;
                }
                case 2u: {
                    d *= a;
                    break;
                }
                default: {
                    c -= ((a % (d | 1u)) % (3u | 1u));
                }
                }
                unsigned n3 = ((t & 5) & c) % 6u;
                while (n3-- > 0u) {
                    a ^= ((d | d) + (c % ((t >> 2) | 1u)));
                }
            }
        }
    }
    }
    if ((t & 8u) != 0) {
        b |= ((d << (a & 31u)) >> ((c << (c & 31u)) & 31u));
        c *= ((3u & b) * (t & 5));
        for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
            b -= (c / ((c & b) | 1u));
            if ((c) % 6u < 0u) {
                d = mix(a, 7u);
            }
        }
    } else {
        unsigned n5 = (c != a ? a : d) % 6u;
        while (n5-- > 0u) {
            a = a;
            if ((((d ^ (t >> 2)) >> ((c % (b | 1u)) & 31u))) % 3u == 0u) continue;
        }
    }
    switch ((t | b) % 4u) {
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {28u, 1107729u, 6784u, 6u, 60858u, 3389547u, 410432u, 28389u, 195688762u, 149215874u, 0u, 675099803u, 191040u, 3u, 434482u, 2u, 0u, 1u, 210383u, 5925u, 14u, 1758u, 18249949u, 89247043u, 3048859u, 0u, 10216430u, 48648120u, 12097477u, 6214292u, 13364u, 260725039u, 378u, 55047429u, 0u, 2817u, 452u, 1161317989u, 0u, 6u, 141774u, 832u, 1503760103u, 3662u, 62325038u, 2869881u, 3140u, 2664u, 32964322u, 1u, 2u, 46403u, 22u, 3442u, 21u, 31u, 5u, 1006939u, 1947299u, 40852u, 48u, 5921475u, 0u, 8449519u};

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
