// Random control flow (tests/randprog/gen, kind control, seed 915838).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 93628414u;
    d += ((a / (b | 1u)) % (7u | 1u));
    d ^= ((d / (d | 1u)) << ((b * a) & 31u));
    b -= 0xffffffffu;
    switch ((d >> (d & 31u)) % 4u) {
    case 1u: {
        switch (((1u % (7u | 1u)) % ((7u - d) | 1u)) % 4u) {
        case 0u: {
            a = ((7u >> (t & 31u)) >> ((a | b) & 31u));
            c *= ((b << (d & 31u)) & (a + 1u));
            break;
        }
        case 1u: {
            c *= (c | (a / (c | 1u)));
            if (t >= 35u) return ((a << (7u & 31u)) ^ (b & d));
        }
        case 2u: {
            if ((t & 8u) != 0) {
                for (unsigned i1 = 0; i1 < 8u; i1++) {
                    b = ((d / (d | 1u)) << ((c >> (i1 & 31u)) & 31u));
                    c += (t & 5);
                    a -= i1;
                }
                switch (((a >> (d & 31u)) * (d * d)) % 4u) {
                case 0u: {
                    a += ((a >> (d & 31u)) << (0xffffffffu & 31u));
                    b |= ((0xffffffffu == d ? d : (t >> 2)) >> (b & 31u));
                }
                case 1u: {
                    c *= ((t << (b & 31u)) > (a - b) ? (0x55u ^ (t & 5)) : b);
                    d -= ((c / (d | 1u)) ^ 3u);
                    break;
                }
                default: {
                    d |= ((c >> (c & 31u)) ^ (d * d));
                }
                }
                for (unsigned i2 = 0; i2 < (t & 3u) + 1u; i2++) {
                    b -= ((0xffffffffu << (b & 31u)) % ((3u | i2) | 1u));
                    d = (t & 5);
                }
            }
            break;
        }
        case 3u: {
            a = mix(c, (1u / (a | 1u)));
        }
        default: {
            if (t <= 37u) return (b & (b >> (c & 31u)));
        }
        }
    }
    case 3u: {
        d ^= 0x55u;
        break;
    }
    default: {
        b += ((d % (d | 1u)) ^ (1u % (c | 1u)));
    }
    }
    c *= ((a << (b & 31u)) / ((a | t) | 1u));
    for (unsigned i3 = 0; i3 < 8u; i3++) {
        c += (7u | t);
    }
    a = (b > b ? (d >> ((t >> 2) & 31u)) : (a / (d | 1u)));
    if ((t & 1u) != 0) {
        b -= ((b == b ? c : t) >> ((d >> (3u & 31u)) & 31u));
    } else {
        b = (c * a);
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {44427u, 822805531u, 899435u, 65u, 3384935671u, 9734136u, 14798097u, 256614u, 2857878u, 5878u, 10u, 321985792u, 63190u, 47719784u, 1u, 155382904u, 64941719u, 2082u, 28017791u, 10u, 106403u, 830326u, 8u, 3114u, 6u, 4u, 6562524u, 351299128u, 3535637u, 689377870u, 0u, 32444u, 1u, 149115929u, 1275933u, 235792606u, 966381u, 27932088u, 2839578029u, 553u, 33u, 380948664u, 0u, 2u, 3874u, 162u, 57u, 893722607u, 1128u, 63u, 12578490u, 520553u, 61u, 7950318u, 1807u, 505u, 32702u, 186050u, 459u, 3u, 7u, 130u, 512465659u, 1506u};

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
