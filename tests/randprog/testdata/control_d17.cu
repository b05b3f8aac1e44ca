// Random control flow (tests/randprog/gen, kind control, seed 50527).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2647417616u;
    a += ((d / (c | 1u)) / (c | 1u));
    b ^= ((t & 5) | t);
    for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
        c += ((b ^ a) != d ? (t & 5) : (c == 0x55u ? t : i1));
        for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
            d *= (c >> ((c % (b | 1u)) & 31u));
            if ((t & 16u) != 0) {
                for (unsigned i3 = 0; i3 < (t % 5u); i3++) {
                    d += ((c - b) & (i2 << (c & 31u)));
                    c *= ((d / ((t >> 2) | 1u)) / ((a ^ 0xffffffffu) | 1u));
                }
                a = mix(b, (b % (0x55u | 1u)));
                if (t <= 23u) break;
            } else {
                if ((((c + 3u) + c)) % 3u != 2u) {
                    b += ((b & i1) % ((d < i2 ? c : i1) | 1u));
                    c *= ((i2 | d) << ((i2 / (d | 1u)) & 31u));
                    d -= (((t >> 2) - a) << (i1 & 31u));
                } else {
                    b = (((t & 5) < d ? b : t) / ((c / (b | 1u)) | 1u));
                }
                for (unsigned i4 = 0; i4 < (t % 5u); i4++) {
                    b |= ((c & c) - (1u * d));
                    a |= a;
                }
            }
        }
        if ((c) % 3u < 1u) {
            if (t <= 31u) {
                a ^= ((a % (a | 1u)) >> ((b << (t & 31u)) & 31u));
                if (t > 50u) {
                    d = (t >> 2);
                }
            }
        } else {
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {1443u, 1523491145u, 7045117u, 1678904072u, 113u, 33559693u, 5u, 5144u, 1359348u, 15u, 112u, 574431135u, 8145461u, 52336642u, 47232u, 1056589231u, 1746u, 81u, 332067u, 33810u, 335u, 957185554u, 7795u, 69631u, 128u, 1844557u, 37725219u, 11494u, 84781319u, 27u, 1660704u, 375592556u, 39u, 532077u, 104u, 4714u, 226u, 212290935u, 6430u, 937482832u, 3529724u, 236203295u, 1u, 86828u, 1076782u, 17133690u, 6u, 1167u, 9u, 47u, 7972522u, 5u, 893u, 17998088u, 256666u, 44732u, 79293u, 98162u, 3321050u, 101654u, 537u, 47800146u, 3u, 20955507u};

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
