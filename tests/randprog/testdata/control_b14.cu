// Random control flow (tests/randprog/gen, kind control, seed 1010866).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 4291277424u;
    c = ((a / (d | 1u)) & (d / (c | 1u)));
    if (((d % ((d & d) | 1u))) % 5u == 2u) return ((t >> 2) % (b | 1u));
    for (unsigned i1 = 0; i1 < 3u; i1++) {
        c -= 0xffffffffu;
        if ((((i1 & d) >> ((7u / (d | 1u)) & 31u))) % 2u == 0u) break;
        if (t >= 37u) break;
    }
    unsigned n2 = (a % (d | 1u)) % 6u;
    while (n2-- > 0u) {
        for (unsigned i3 = 0; i3 < 3u; i3++) {
            a = (((t >> 2) % (0x55u | 1u)) ^ i3);
            if ((c) % 3u < 1u) {
                for (unsigned i4 = 0; i4 < (t % 5u); i4++) {
                    c *= ((b / (c | 1u)) >> ((t >> 2) & 31u));
                    a -= (d + (c >> (i4 & 31u)));
                }
            } else {
                if ((a) % 6u == 0u) break;
            }
            if ((3u) % 3u < 1u) break;
        }
    }
    switch ((c << (c & 31u)) % 4u) {
    case 0u: {
        if ((((d & c) << ((1u == c ? a : b) & 31u))) % 4u < 0u) return ((d + d) << (((t & 5) + 1u) & 31u));
        b -= ((d >> (d & 31u)) ^ ((t & 5) >> (c & 31u)));
    }
    default: {
        c = ((c + 3u) % (d | 1u));
    }
    }
    d *= ((b - b) - (7u / (d | 1u)));
    a += ((a | c) % (c | 1u));
    a *= ((0xffffffffu - 3u) >> (c & 31u));
    switch (((d > a ? 0x55u : 3u) & d) % 4u) {
    case 0u: {
        a *= 1u;
        break;
    }
    case 2u: {
        unsigned n5 = (3u >> (d & 31u)) % 6u;
        while (n5-- > 0u) {
            unsigned n6 = (d % (c | 1u)) % 6u;
            while (n6-- > 0u) {
                b += c;
                if (((a >> ((a / (d | 1u)) & 31u))) % 5u != 1u) return ((0x55u + a) % ((d >> (d & 31u)) | 1u));
            }
            a += c;
        }
        switch (a % 4u) {
        case 0u: {
            switch ((((t >> 2) | b) < (c / (a | 1u)) ? (a & b) : (t / (c | 1u))) % 4u) {
            case 0u: {
                if ((((0xffffffffu >> (7u & 31u)) / ((7u << (t & 31u)) | 1u))) % 2u != 2u) {
                    c ^= (((t & 5) << (d & 31u)) / ((d < c ? t : a) | 1u));
                } else {
                }
            }
            case 1u: {
            }
            case 2u: {
                break;
            }
            case 3u: {
                break;
            }
            default: {
            }
            }
            break;
        }
        case 1u: {
        }
        case 2u: {
        }
        case 3u: {
            break;
        }
        default: {
        }
        }
        break;
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {445234844u, 2u, 438u, 575356u, 603955u, 30315u, 25u, 205635u, 0u, 10u, 20596578u, 179629035u, 146193u, 9152151u, 68u, 9u, 173700369u, 212416574u, 4434985u, 7u, 9245u, 239u, 6054u, 324u, 23964u, 14u, 9u, 11338u, 4784455u, 38870544u, 14782019u, 13105u, 161919814u, 1824712838u, 7590u, 326638918u, 2680589826u, 62051248u, 4529542u, 94997u, 1273128u, 45644u, 15416u, 0u, 10047u, 20996u, 80675u, 10347905u, 1504157u, 19006883u, 1u, 66u, 143u, 4u, 48990848u, 291174u, 150900192u, 37755566u, 13559u, 115360u, 7805u, 2u, 13u, 1u};

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
