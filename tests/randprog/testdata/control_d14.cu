// Random control flow (tests/randprog/gen, kind control, seed 50434).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1808241566u;
    for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
        c = mix(d, (i1 << (d & 31u)));
    }
    b = mix(c, ((t & 5) == 0x55u ? (t >> 2) : c));
    unsigned n2 = a % 6u;
    while (n2-- > 0u) {
        a -= ((a / (0x55u | 1u)) / ((c % (a | 1u)) | 1u));
        c ^= a;
    }
    unsigned n3 = (d < d ? c : 1u) % 6u;
    while (n3-- > 0u) {
        switch (((b - d) | (a % (0x55u | 1u))) % 4u) {
        case 0u: {
            switch (d % 4u) {
            case 0u: {
                a -= a;
                break;
            }
            case 3u: {
                if (t <= 20u) {
                    c -= (d << (c & 31u));
                }
                c |= a;
            }
            default: {
                for (unsigned i4 = 0; i4 < 3u; i4++) {
                    b = (t / ((d > 1u ? d : 0x55u) | 1u));
                    b |= (i4 & a);
                    d |= ((c - d) + (d | d));
                }
            }
            }
            break;
        }
        case 1u: {
            unsigned n5 = (a % (d | 1u)) % 6u;
            while (n5-- > 0u) {
                for (unsigned i6 = 0; i6 < 3u; i6++) {
                    c = i6;
                }
                switch ((b & d) % 4u) {
                case 0u: {
                    a += ((b >> (a & 31u)) << ((a / (d | 1u)) & 31u));
                    break;
                }
                case 1u: {
                    b -= (0x55u / ((a ^ b) | 1u));
                    c *= (0xffffffffu > (c / (a | 1u)) ? c : (a == a ? d : b));
                    break;
                }
                case 3u: {
                    b |= d;
                    b -= ((c < c ? c : b) >> ((b + c) & 31u));
                    break;
                }
                default: {
                    c -= c;
                }
                }
            }
        }
        case 2u: {
            b *= (t ^ (c * d));
            if ((t & 8u) != 0) {
                for (unsigned i7 = 0; i7 < (t & 3u) + 1u; i7++) {
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
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {1938369u, 0u, 98419u, 61333225u, 583u, 463587u, 2u, 7u, 12724569u, 1452351u, 6150994u, 3584759u, 115551433u, 6082u, 9129486u, 0u, 11558u, 513u, 134002451u, 7507u, 15547u, 36494u, 6808u, 700553u, 523u, 3023u, 114u, 28174u, 4795u, 25210u, 1873490u, 1u, 2u, 547439305u, 6746516u, 476678u, 6654u, 799u, 16056u, 831100u, 1u, 42u, 3230u, 15u, 8697031u, 3966u, 899177u, 402253286u, 1782395u, 647u, 458145u, 171u, 1010223u, 1042235u, 18481u, 18959180u, 47869u, 226u, 440884u, 2555103u, 516160u, 3020u, 80241u, 2455u};

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
