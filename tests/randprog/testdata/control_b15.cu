// Random control flow (tests/randprog/gen, kind control, seed 1018785).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1444333863u;
    for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
        if ((c) % 5u == 2u) return b;
        for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
            if (((d ^ (0x55u % (d | 1u)))) % 2u != 0u) {
                for (unsigned i3 = 0; i3 < (t & 3u) + 1u; i3++) {
                    c += ((a / (t | 1u)) | (b > c ? c : a));
                    d += (((t >> 2) << (c & 31u)) - (t / (c | 1u)));
                }
                unsigned n4 = (i2 << (b & 31u)) % 6u;
                while (n4-- > 0u) {
                    c += ((7u + i1) >> (a & 31u));
                }
            } else {
                if ((((b | (t >> 2)) - c)) % 5u == 1u) {
                    a = ((0x55u + 0x55u) > b ? ((t & 5) << (0x55u & 31u)) : a);
                    d |= (7u >> ((0xffffffffu ^ a) & 31u));
                } else {
                    d ^= (0x55u << ((d * i1) & 31u));
                }
                if (((c & b)) % 2u != 1u) {
                    a |= (c * (i1 | c));
                } else {
                    d -= ((i2 % (t | 1u)) % (((t & 5) / (b | 1u)) | 1u));
                    d *= ((0x55u + t) / ((i2 - (t >> 2)) | 1u));
                }
                if ((((c ^ c) / (a | 1u))) % 3u == 2u) {
                    a += (((t & 5) >> ((t >> 2) & 31u)) | (a == d ? b : c));
                    d = 7u;
                }
            }
        }
        b += ((i1 | d) ^ (b % (c | 1u)));
    }
    unsigned n5 = (0xffffffffu * 0x55u) % 6u;
    while (n5-- > 0u) {
        a = ((t >> (3u & 31u)) | c);
    }
    unsigned n6 = 0x55u % 6u;
    while (n6-- > 0u) {
        for (unsigned i7 = 0; i7 < 3u; i7++) {
            if ((((i7 - d) - 0xffffffffu)) % 2u != 1u) {
                if (t < 8u) {
                    c *= ((b / (c | 1u)) / ((t >> 2) | 1u));
                } else {
                    c += b;
                }
                d = a;
            } else {
                for (unsigned i8 = 0; i8 < (t & 3u) + 1u; i8++) {
                    a ^= ((1u % (a | 1u)) | (a | b));
                }
            }
            for (unsigned i9 = 0; i9 < (t & 3u) + 1u; i9++) {
                a |= a;
                if ((((c >> (i7 & 31u)) ^ a)) % 4u != 1u) {
                    b = (((t & 5) == b ? t : b) / (7u | 1u));
                    c -= b;
                    a = (b % ((a | b) | 1u));
                } else {
                    b -= (t >> (((t & 5) | a) & 31u));
                    c *= a;
                }
            }
        }
    }
    for (unsigned i10 = 0; i10 < 8u; i10++) {
        if ((t & 1u) != 0) {
        } else {
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {5u, 120u, 31u, 8039u, 790855u, 42743u, 5821667u, 779u, 32054730u, 927034u, 15u, 242u, 1924308u, 3u, 420217u, 4u, 14434881u, 1877278165u, 27u, 588368u, 3262u, 2u, 4206403u, 27594u, 946042757u, 39230u, 0u, 396572u, 27u, 6884u, 3982482545u, 38u, 6626u, 83546u, 201512003u, 115404u, 637393036u, 1u, 66657221u, 37903u, 0u, 50u, 1665411339u, 22u, 0u, 438662u, 58u, 687u, 18u, 270549812u, 36344252u, 14558u, 17788430u, 415u, 302u, 729u, 39623u, 17u, 546874325u, 379552u, 116u, 1846876u, 2u, 42u};

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
