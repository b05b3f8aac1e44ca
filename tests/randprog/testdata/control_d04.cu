// Random control flow (tests/randprog/gen, kind control, seed 50124).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 359585169u;
    if (((d + (b | a))) % 5u < 1u) {
        d |= a;
    } else {
        b ^= d;
    }
    switch (d % 4u) {
    case 0u: {
        a ^= ((0x55u | d) >> (3u & 31u));
    }
    case 1u: {
        c |= (a >> ((b >> (d & 31u)) & 31u));
        break;
    }
    case 2u: {
        if ((t & 32u) != 0) {
            switch (((7u > (t & 5) ? d : 7u) / (((t & 5) >> (a & 31u)) | 1u)) % 4u) {
            case 0u: {
                switch (b % 4u) {
                case 0u: {
                    d |= ((a / (a | 1u)) * (t >> 2));
                }
                case 1u: {
                    b ^= ((t >> 2) / ((t % (a | 1u)) | 1u));
                }
                default: {
                    d = (c | (c ^ d));
                }
                }
                a *= ((d - d) != (b + d) ? d : a);
            }
            case 2u: {
                if ((t & 32u) != 0) {
                    c -= c;
                    a |= (a / ((d % (d | 1u)) | 1u));
                    a = ((c / (b | 1u)) >> (d & 31u));
                }
                break;
            }
            case 3u: {
                if ((((7u << (a & 31u)) ^ (d + 0xffffffffu))) % 2u == 1u) {
                    c |= ((c ^ 0x55u) + (c ^ (t >> 2)));
                }
                break;
            }
            default: {
                for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
                    d ^= ((t ^ d) / (a | 1u));
                    b += ((c != a ? i1 : i1) * (i1 % (a | 1u)));
                    a ^= ((d ^ c) & i1);
                }
            }
            }
        }
    }
    default: {
        d = d;
    }
    }
    a -= a;
    switch ((a / (((t & 5) + a) | 1u)) % 4u) {
    case 0u: {
        for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
            a = (d | (a - t));
        }
    }
    case 1u: {
        for (unsigned i3 = 0; i3 < 8u; i3++) {
            d ^= ((1u | i3) ^ b);
        }
        a += ((b % (d | 1u)) >> ((c - c) & 31u));
    }
    case 3u: {
        unsigned n4 = (c << (a & 31u)) % 6u;
        while (n4-- > 0u) {
            unsigned n5 = b % 6u;
            while (n5-- > 0u) {
                if ((((a > b ? b : 0x55u) / ((d << (c & 31u)) | 1u))) % 6u == 1u) {
                    a -= ((d << (d & 31u)) > c ? 7u : b);
                    b *= b;
                }
                if ((a) % 3u == 2u) {
                    c ^= ((1u + a) * (c != c ? a : 7u));
                }
                a = ((1u * c) << (((t >> 2) % (b | 1u)) & 31u));
            }
            d *= ((a & b) >> (c & 31u));
            if ((b) % 4u != 1u) continue;
        }
        break;
    }
    default: {
        unsigned n6 = (c % (0xffffffffu | 1u)) % 6u;
        while (n6-- > 0u) {
        }
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {8488u, 1670u, 177u, 29775u, 143906u, 915250u, 866u, 278710543u, 7541u, 2u, 10642543u, 284205772u, 1873723759u, 29172u, 472795049u, 51368u, 361u, 86069u, 502597994u, 45u, 15793840u, 2067865u, 0u, 4058144713u, 88133256u, 4u, 156763u, 47560u, 230247556u, 32479u, 123u, 9739u, 1017u, 1u, 71496u, 311u, 56451u, 478u, 1u, 19u, 867097u, 11049u, 316459u, 265u, 363064u, 360129u, 1150019u, 30u, 723u, 16114666u, 9u, 88u, 24489617u, 3804958u, 1239177u, 341u, 1357u, 63899u, 10u, 169u, 42u, 1133526u, 432397193u, 722393336u};

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
