// Random control flow (tests/randprog/gen, kind control, seed 50248).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2201552977u;
    b = ((b < 3u ? b : t) >> ((t >> 2) & 31u));
    c += (d | (a != c ? a : b));
    if ((c) % 4u == 2u) return (((t & 5) + 3u) % ((b * c) | 1u));
    for (unsigned i1 = 0; i1 < 8u; i1++) {
        for (unsigned i2 = 0; i2 < (t & 3u) + 1u; i2++) {
            unsigned n3 = (d | i2) % 6u;
            while (n3-- > 0u) {
                c *= ((0xffffffffu + i2) >> ((7u % ((t & 5) | 1u)) & 31u));
                unsigned n4 = ((t >> 2) ^ i2) % 6u;
                while (n4-- > 0u) {
                    d ^= ((b | d) % ((a == a ? a : i2) | 1u));
                    c ^= b;
                }
            }
        }
    }
    b *= ((d >> (d & 31u)) | ((t & 5) | c));
    switch (d % 4u) {
    case 0u: {
        if (((a << (a & 31u))) % 2u != 2u) {
            switch (b % 4u) {
            case 0u: {
                switch (((d | d) << ((1u & c) & 31u)) % 4u) {
                case 1u: {
                    d ^= (a >> ((a + a) & 31u));
                    b += b;
                    break;
                }
                case 3u: {
                    c += ((c | 0x55u) * c);
                    d ^= ((1u ^ 1u) % ((b << (0xffffffffu & 31u)) | 1u));
                    break;
                }
                default: {
                    c = b;
                }
                }
                break;
            }
            case 2u: {
                unsigned n5 = b % 6u;
                while (n5-- > 0u) {
                    d *= (7u >> ((0x55u * a) & 31u));
                }
                break;
            }
            default: {
                for (unsigned i6 = 0; i6 < (t & 3u) + 1u; i6++) {
                    d *= ((i6 < i6 ? (t >> 2) : b) & (d << (i6 & 31u)));
                    a ^= ((a | d) / ((i6 + b) | 1u));
                    b += ((c + b) >> ((i6 >> (0xffffffffu & 31u)) & 31u));
                }
            }
            }
        }
        break;
    }
    case 1u: {
        d *= (((t >> 2) / (d | 1u)) & b);
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

static const unsigned h_seed[64] = {1u, 0u, 1073432u, 1u, 454050773u, 3789432u, 70261376u, 386086720u, 1711u, 7978413u, 956586606u, 12272u, 3u, 126u, 2u, 7502108u, 118312u, 0u, 212083u, 19500316u, 6u, 9351u, 4u, 357385u, 63862008u, 8152u, 3232022u, 3147858u, 44505261u, 115405u, 2u, 1382u, 348179u, 3u, 1192u, 100u, 488119819u, 3576940237u, 432267692u, 3444u, 5u, 47368u, 8005u, 186u, 34u, 1602089915u, 0u, 2487u, 31979u, 43u, 17397019u, 0u, 13404u, 215152u, 0u, 24261444u, 391u, 4368092u, 121u, 477951u, 4652u, 21155642u, 1430842173u, 72u};

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
