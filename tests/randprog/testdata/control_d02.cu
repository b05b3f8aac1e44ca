// Random control flow (tests/randprog/gen, kind control, seed 50062).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 429797491u;
    for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
        c += (i1 / ((i1 >> (b & 31u)) | 1u));
        if ((t & 8u) != 0) {
            d -= (0xffffffffu % ((c ^ d) | 1u));
            c ^= ((0x55u % (d | 1u)) > b ? d : d);
        } else {
            a ^= ((i1 / (d | 1u)) > i1 ? (a % (b | 1u)) : i1);
            if ((t & 4u) != 0) {
                d -= a;
            }
            a -= ((d << (a & 31u)) - (0x55u << (i1 & 31u)));
        }
        unsigned n2 = d % 6u;
        while (n2-- > 0u) {
            if (((i1 & (b % (b | 1u)))) % 4u < 1u) continue;
            unsigned n3 = (c << ((t >> 2) & 31u)) % 6u;
            while (n3-- > 0u) {
                for (unsigned i4 = 0; i4 < 8u; i4++) {
                    c += a;
                    a -= i4;
                    b = i4;
                }
                if ((((b << (c & 31u)) | c)) % 4u < 0u) continue;
            }
        }
    }
    d = mix(a, (a << (a & 31u)));
    if ((c) % 5u == 2u) {
        for (unsigned i5 = 0; i5 < 8u; i5++) {
            if ((t & 32u) != 0) break;
        }
        c -= a;
    }
    c = mix(a, a);
    b -= c;
    b = mix(a, (c >> (d & 31u)));
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {369675u, 5549118u, 499479u, 1u, 21135734u, 1148u, 1860973007u, 520u, 6234u, 3706u, 243u, 3157u, 3u, 1163724079u, 3353903u, 956867942u, 15930398u, 56995u, 1582455532u, 71u, 3914553u, 2224u, 26896u, 62793u, 30083627u, 660298u, 52743u, 79036318u, 211812445u, 134475u, 0u, 127765u, 1253438u, 26239u, 481054720u, 255u, 7980991u, 1827014u, 15u, 2837190u, 149u, 32086u, 5u, 28157u, 1192u, 4133892u, 495433u, 610u, 15911u, 185154328u, 355935186u, 2064158u, 613650265u, 916u, 60364361u, 26516584u, 188908u, 2822547u, 287888u, 5u, 1u, 3087u, 120u, 16980u};

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
