// Random control flow (tests/randprog/gen, kind control, seed 4027).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 4261340904u;
    b |= b;
    switch (((d & c) > (b != a ? d : d) ? (c ^ b) : (d - d)) % 4u) {
    case 0u: {
        switch (c % 4u) {
        case 0u: {
            switch (b % 4u) {
            case 0u: {
                switch (((d << (0x55u & 31u)) / ((c << (b & 31u)) | 1u)) % 4u) {
                case 1u: {
                    c *= ((d | c) * (3u + d));
                    a = (a - b);
                }
                case 2u: {
                    a += d;
                    break;
                }
                case 3u: {
                    b -= c;
                }
                default: {
                    d ^= (7u < (t & 5) ? (b * b) : d);
                }
                }
            }
            case 1u: {
                a -= ((3u % (c | 1u)) & (b % (d | 1u)));
                break;
            }
            default: {
                a |= d;
            }
            }
            a *= ((c << (a & 31u)) << ((a > b ? b : a) & 31u));
        }
        case 1u: {
            if ((t & 8u) != 0) {
                unsigned n1 = (a << (a & 31u)) % 6u;
                while (n1-- > 0u) {
                    b -= (b << ((a >> (b & 31u)) & 31u));
                }
            } else {
                d += ((b ^ 0x55u) / ((d > c ? (t >> 2) : d) | 1u));
            }
            if (((d % ((b | (t & 5)) | 1u))) % 3u < 2u) {
                for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
                    a = b;
                    b += d;
                    d *= c;
                }
                switch (((b & b) | d) % 4u) {
                case 0u: {
                    d += (a | b);
                    b += (a & (t / (b | 1u)));
                    break;
                }
                case 1u: {
                    a ^= (a << ((c | d) & 31u));
                    break;
                }
                case 2u: {
                    a ^= (t >> 2);
                    break;
                }
                case 3u: {
                    c *= ((a % (d | 1u)) ^ (d % (a | 1u)));
                    c *= (3u | (t & b));
                }
                default: {
                    b = ((d ^ a) >> ((c + b) & 31u));
                }
                }
            }
        }
        case 2u: {
            if ((((b / (d | 1u)) << ((3u * t) & 31u))) % 3u < 1u) {
                for (unsigned i3 = 0; i3 < (t % 5u); i3++) {
                    a ^= ((d | i3) & d);
                }
            }
            b ^= ((a ^ 7u) * b);
        }
        case 3u: {
            if ((c) % 2u < 1u) {
                d |= ((3u & c) != (0x55u / (c | 1u)) ? c : (1u / (d | 1u)));
            }
            for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
                c -= ((a << (a & 31u)) << (a & 31u));
                for (unsigned i5 = 0; i5 < 3u; i5++) {
                    a ^= ((d * (t >> 2)) >> ((a + c) & 31u));
                }
                for (unsigned i6 = 0; i6 < (t % 5u); i6++) {
                    c *= ((t & 5) - (d >> (i6 & 31u)));
                    a ^= a;
                    d -= b;
                }
            }
            break;
        }
        default: {
        }
        }
    }
    case 2u: {
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {29268505u, 2036u, 12u, 591u, 18190512u, 20800095u, 39673269u, 915u, 15998u, 3373u, 130920u, 1u, 3u, 1u, 110u, 30u, 115107u, 1291051u, 0u, 1020142u, 849402u, 1669064978u, 727u, 41u, 3797794735u, 2354343u, 3789u, 606983u, 1353u, 66707u, 852u, 6u, 163354u, 14538u, 26u, 707829285u, 381u, 1u, 6u, 93u, 200079013u, 1355039u, 33461833u, 8299580u, 421247u, 109217619u, 18420u, 31u, 121833622u, 8658932u, 7628u, 1532231682u, 7468u, 1044309u, 974554817u, 54450u, 3868138u, 3190471u, 1805690161u, 12847792u, 23u, 39798u, 19u, 218u};

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
