// Random control flow (tests/randprog/gen, kind control, seed 4003).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1213199137u;
    for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
        for (unsigned i2 = 0; i2 < 8u; i2++) {
            c = mix(b, (0xffffffffu % (b | 1u)));
        }
        if ((t & 1u) != 0) {
            if ((((0x55u << (d & 31u)) << (i1 & 31u))) % 4u < 1u) {
                d ^= ((a << (i1 & 31u)) - (b / (c | 1u)));
                unsigned n3 = (b / (b | 1u)) % 6u;
                while (n3-- > 0u) {
                    d |= b;
                    b ^= (a << ((a & i1) & 31u));
                    c += ((d == c ? d : i1) & a);
                }
            } else {
                c |= ((d - t) * i1);
            }
            if ((a) % 2u < 1u) break;
            if (t <= 44u) {
                a += i1;
            }
        } else {
            unsigned n4 = (d >> (t & 31u)) % 6u;
            while (n4-- > 0u) {
                if ((((d & 0xffffffffu) * c)) % 3u < 0u) {
                    c -= ((d * d) | (a % (1u | 1u)));
                }
                d *= 1u;
            }
            unsigned n5 = (i1 * c) % 6u;
            while (n5-- > 0u) {
                a |= c;
                for (unsigned i6 = 0; i6 < (t & 3u) + 1u; i6++) {
                    a |= ((0x55u - a) * (c % (i6 | 1u)));
                    a = c;
                    c -= (b != (0x55u != b ? 7u : b) ? 3u : (a / (c | 1u)));
                }
                b = mix(b, i1);
            }
        }
    }
    switch (((d ^ c) << (a & 31u)) % 4u) {
    case 0u: {
        b ^= ((c << (7u & 31u)) * (a << (a & 31u)));
    }
    case 1u: {
        for (unsigned i7 = 0; i7 < (t & 3u) + 1u; i7++) {
            unsigned n8 = (i7 >> (0xffffffffu & 31u)) % 6u;
            while (n8-- > 0u) {
                d |= b;
            }
            b = ((i7 & a) * a);
            if ((((1u << (d & 31u)) << (((t & 5) >> (d & 31u)) & 31u))) % 4u != 0u) {
                switch (((a ^ a) << ((b << ((t >> 2) & 31u)) & 31u)) % 4u) {
                case 1u: {
                    b = (3u / ((i7 | d) | 1u));
                    b ^= ((d / (d | 1u)) + (a >> (a & 31u)));
                    break;
                }
                case 2u: {
                    b ^= b;
                    a ^= ((c ^ a) / (1u | 1u));
                    break;
                }
                case 3u: {
                    a |= ((t * c) % ((d << (b & 31u)) | 1u));
                }
                default: {
                }
                }
            } else {
            }
        }
        break;
    }
    case 2u: {
        break;
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {688u, 29161u, 118u, 19992u, 12u, 3757987862u, 118u, 529u, 25258u, 1253u, 116342u, 20u, 108u, 2163108u, 10u, 5978650u, 110483u, 239u, 12u, 52633u, 2056575u, 16914u, 7818458u, 115583u, 9944336u, 9167175u, 181793u, 695528475u, 143u, 861u, 212823552u, 1467143u, 43u, 17072u, 15u, 443765270u, 30u, 63588698u, 15u, 70034u, 3561u, 0u, 6u, 141696u, 1u, 24284757u, 31651380u, 2652720u, 11848435u, 160088141u, 1030078u, 1178690u, 2024u, 103317u, 16642673u, 19775097u, 167684u, 20603u, 4u, 167225133u, 9094u, 7681618u, 2290753u, 40427u};

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
