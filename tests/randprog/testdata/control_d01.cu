// Random control flow (tests/randprog/gen, kind control, seed 50031).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2268177882u;
    if ((c) % 2u == 1u) {
        unsigned n1 = (d * a) % 6u;
        while (n1-- > 0u) {
            switch (((c < a ? d : b) % ((c | d) | 1u)) % 4u) {
            case 0u: {
                if ((((1u - d) ^ (a % (0x55u | 1u)))) % 6u < 1u) break;
                break;
            }
            case 1u: {
                d *= d;
                break;
            }
            case 2u: {
                d = d;
                switch (((1u << ((t >> 2) & 31u)) | c) % 4u) {
                case 0u: {
                    a |= ((c + (t & 5)) + 1u);
                    a |= ((c << (c & 31u)) >> (0x55u & 31u));
                    break;
                }
                case 1u: {
                    b = a;
                    c *= d;
                    break;
                }
                case 2u: {
                    a += (c & ((t & 5) << (d & 31u)));
                    b |= ((d / (d | 1u)) << (c & 31u));
                    break;
                }
                case 3u: {
                    b += ((a >> (0x55u & 31u)) - (0xffffffffu / ((t & 5) | 1u)));
                    break;
                }
                default: {
                    c |= 0x55u;
                }
                }
                break;
            }
            default: {
                if ((t & 1u) != 0) return 3u;
            }
            }
            d += a;
        }
        b += ((c * d) != (a % (t | 1u)) ? ((t & 5) / (c | 1u)) : b);
    } else {
        d = mix(c, (d > b ? t : c));
        b -= ((a ^ c) + ((t & 5) << (0x55u & 31u)));
        if ((t & 8u) != 0) {
            if (t > 12u) {
                for (unsigned i2 = 0; i2 < 8u; i2++) {
                    a = ((t - i2) % (c | 1u));
                }
                for (unsigned i3 = 0; i3 < (t % 5u); i3++) {
                    b *= (i3 * (7u >> (d & 31u)));
                    d = ((i3 + i3) != a ? 7u : a);
                }
                unsigned n4 = b % 6u;
                while (n4-- > 0u) {
                    d *= d;
                }
            } else {
                switch (((d / (3u | 1u)) - (3u % (3u | 1u))) % 4u) {
                case 0u: {
                    d = b;
                }
                case 1u: {
                    d += ((b << (d & 31u)) >> (1u & 31u));
                }
                case 3u: {
                    b *= ((b == b ? d : t) & (a << (b & 31u)));
                }
                default: {
                    b |= a;
                }
                }
                c -= d;
            }
        }
    }
    for (unsigned i5 = 0; i5 < 8u; i5++) {
        c -= c;
        for (unsigned i6 = 0; i6 < 3u; i6++) {
            a ^= (((t >> 2) + i6) & b);
        }
    }
    if ((t & 4u) != 0) return (((t & 5) >> (c & 31u)) << ((b % (d | 1u)) & 31u));
    b ^= b;
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {248475u, 197u, 71766466u, 10444u, 436u, 3523266u, 89u, 1023320028u, 4442557u, 10059u, 4974u, 605623230u, 946044895u, 2658972841u, 194388u, 122208u, 5u, 118554u, 16437331u, 99810u, 1690050874u, 9u, 3408u, 715719u, 2u, 0u, 240758u, 2u, 8900u, 1u, 1196078u, 356489067u, 24u, 0u, 139849601u, 875u, 918620103u, 258u, 20956135u, 748892u, 44284u, 11399220u, 14u, 0u, 1008562u, 29361280u, 1u, 1726u, 28u, 13982u, 34327365u, 1230263724u, 0u, 7169u, 18u, 1u, 21703u, 27045664u, 3282262u, 183963355u, 7697u, 32749320u, 2644u, 21636695u};

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
