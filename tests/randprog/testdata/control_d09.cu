// Random control flow (tests/randprog/gen, kind control, seed 50279).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3906291363u;
    c += t;
    a = mix(d, b);
    if ((((a & c) << (a & 31u))) % 4u == 0u) {
        switch (((d < b ? 3u : b) >> (d & 31u)) % 4u) {
        case 1u: {
            c -= (b << ((d + d) & 31u));
            break;
        }
        case 2u: {
            switch ((d / (c | 1u)) % 4u) {
            case 1u: {
                unsigned n1 = 1u % 6u;
                while (n1-- > 0u) {
                    c += ((a & d) ^ c);
                    a ^= ((c == d ? d : 3u) ^ ((t & 5) % (a | 1u)));
                }
                d = mix(d, b);
                break;
            }
            case 2u: {
                unsigned n2 = (d ^ b) % 6u;
                while (n2-- > 0u) {
                    a = ((d ^ c) * c);
                }
                for (unsigned i3 = 0; i3 < 3u; i3++) {
                    d |= (a & (a ^ 1u));
                    d = ((d ^ c) < (c << (b & 31u)) ? (a ^ i3) : i3);
                    d |= t;
                }
                break;
            }
            default: {
                b ^= (0x55u & (a << (d & 31u)));
            }
            }
            b += ((b >> (d & 31u)) ^ 0x55u);
        }
        case 3u: {
            switch ((d * (c + c)) % 4u) {
            case 0u: {
                a = ((a > b ? c : d) == (1u % (b | 1u)) ? (t >> 2) : ((t & 5) << (a & 31u)));
                break;
            }
            case 2u: {
                b -= c;
            }
            case 3u: {
                b += ((a - d) * 7u);
                d *= ((c >> (0x55u & 31u)) * a);
            }
            default: {
                for (unsigned i4 = 0; i4 < 3u; i4++) {
                    d += (i4 << (3u & 31u));
                    a -= ((0xffffffffu * 1u) | i4);
                }
            }
            }
            switch (((t >> 2) / ((d == d ? b : a) | 1u)) % 4u) {
            case 0u: {
                d += ((d | b) % (d | 1u));
                break;
            }
            case 3u: {
                unsigned n5 = (a / (1u | 1u)) % 6u;
                while (n5-- > 0u) {
                    d -= ((d % (a | 1u)) << ((d >> (a & 31u)) & 31u));
                    c |= ((d / (b | 1u)) % ((b % (b | 1u)) | 1u));
                }
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

static const unsigned h_seed[64] = {7564287u, 8942173u, 6964u, 5531u, 113145684u, 385874101u, 2479616u, 10852667u, 1767770u, 215u, 250316873u, 820u, 6377u, 17901u, 465u, 3005u, 677180208u, 82918u, 842u, 7u, 664251560u, 8837u, 737839145u, 362u, 237792u, 82u, 1u, 829122u, 54188102u, 5963423u, 268693u, 0u, 329u, 502098u, 164265u, 3036403u, 4u, 100069412u, 5u, 568000u, 243401381u, 27694u, 3087u, 2080101u, 454u, 191355600u, 378673u, 507890u, 3987u, 121087592u, 119998436u, 65u, 15255u, 839u, 2598011u, 1522140801u, 243u, 552u, 1457979u, 107204u, 470u, 18627u, 1296707u, 2904u};

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
