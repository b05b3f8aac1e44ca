// Random control flow (tests/randprog/gen, kind control, seed 4020).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2920454635u;
    for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
        if ((((c < a ? i1 : a) / (i1 | 1u))) % 5u < 2u) {
            if ((t & 32u) != 0) {
                if ((((i1 + b) & (c > b ? i1 : 7u))) % 5u == 2u) {
                    b |= ((d / (0x55u | 1u)) + a);
                }
                c += ((t >> 2) ^ (b != b ? 0xffffffffu : b));
            } else {
                if (t >= 15u) continue;
                if ((t & 1u) != 0) continue;
                for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
                    b = ((b % (3u | 1u)) * ((t >> 2) % (i1 | 1u)));
                    b |= (c & (d << (i1 & 31u)));
                    c -= ((i2 - d) & i1);
                }
            }
            unsigned n3 = (i1 >> (0x55u & 31u)) % 6u;
            while (n3-- > 0u) {
                a += c;
            }
            c = mix(c, (b * i1));
        }
        if ((t & 2u) != 0) {
            if ((a) % 6u != 2u) break;
        }
    }
    if (t < 56u) {
        if ((t & 2u) != 0) {
            switch (b % 4u) {
            case 1u: {
                if ((t & 16u) != 0) {
                    c |= ((b << (b & 31u)) * (a < b ? d : b));
                    b = b;
                } else {
                    b -= ((a << (b & 31u)) < (a & d) ? (7u | a) : c);
                    d -= (t >> 2);
                    c += ((c / (c | 1u)) & (c + a));
                }
                for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
                    d *= ((7u % (1u | 1u)) ^ (d / (i4 | 1u)));
                }
            }
            case 2u: {
                switch ((d / ((a % (c | 1u)) | 1u)) % 4u) {
                case 2u: {
                    b *= ((c * b) & (a >> (b & 31u)));
                    b = (a % (7u | 1u));
                }
                default: {
                    c -= ((7u & a) * (d * d));
                }
                }
                break;
            }
            case 3u: {
                if ((((a / (a | 1u)) ^ a)) % 4u != 1u) return b;
                for (unsigned i5 = 0; i5 < (t % 5u); i5++) {
                    d |= c;
                    b = (((t >> 2) | i5) ^ b);
                    a |= ((i5 < b ? 7u : i5) < (b / (a | 1u)) ? (b + 7u) : (c / (c | 1u)));
                }
            }
            default: {
            }
            }
        }
    } else {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {54266415u, 198547463u, 37938156u, 10598685u, 6899u, 15353326u, 8095282u, 85590u, 250u, 494269396u, 48u, 251347u, 140759856u, 452463548u, 14696285u, 0u, 15752287u, 412u, 66011u, 128258052u, 17660388u, 13729u, 79u, 77252551u, 76679971u, 24853445u, 1550670u, 10467u, 1006088u, 1185846166u, 52978u, 1734579970u, 63981u, 974692u, 0u, 948928u, 218504u, 217u, 233u, 72178737u, 225u, 72166941u, 53u, 11u, 14u, 207u, 8u, 3651201u, 1914u, 3u, 112u, 23290u, 641u, 306344u, 776335u, 119681u, 2126059u, 129444923u, 79284623u, 16092423u, 980893u, 3871602357u, 123u, 220u};

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
