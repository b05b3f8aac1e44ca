// Random control flow (tests/randprog/gen, kind control, seed 1113813).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2990023209u;
    b = ((c % ((t & 5) | 1u)) / ((d & t) | 1u));
    unsigned n1 = (d | a) % 6u;
    while (n1-- > 0u) {
        unsigned n2 = ((t & 5) & (t >> 2)) % 6u;
        while (n2-- > 0u) {
            d -= (((t >> 2) % ((t >> 2) | 1u)) - (c ^ c));
            c = mix(d, 7u);
            c *= ((c - (t & 5)) != (1u | c) ? (d & a) : (d ^ (t & 5)));
        }
    }
    switch (((0x55u == 0xffffffffu ? d : 7u) / ((a >> (d & 31u)) | 1u)) % 4u) {
    case 0u: {
        switch (d % 4u) {
        case 0u: {
            switch (((d << (0xffffffffu & 31u)) + (d | b)) % 4u) {
            case 0u: {
                unsigned n3 = (c << (b & 31u)) % 6u;
                while (n3-- > 0u) {
                    c ^= ((t >> 2) - (d == 0xffffffffu ? d : d));
                }
                break;
            }
            case 3u: {
                for (unsigned i4 = 0; i4 < 8u; i4++) {
                    a *= ((0xffffffffu % ((t & 5) | 1u)) % (a | 1u));
                    c ^= ((t - a) % (i4 | 1u));
                }
            }
            default: {
                d = c;
            }
            }
            unsigned n5 = (b / (a | 1u)) % 6u;
            while (n5-- > 0u) {
                if ((((d + b) < (0xffffffffu + 1u) ? (c ^ 1u) : 3u)) % 5u != 1u) return (a & (c + d));
                for (unsigned i6 = 0; i6 < (t & 3u) + 1u; i6++) {
                    d -= d;
                    b = 0x55u;
                    b = (b >> (c & 31u));
                }
            }
            break;
        }
        case 2u: {
            d -= b;
            if (t >= 5u) {
                switch (((b << (d & 31u)) >> ((a & a) & 31u)) % 4u) {
                case 0u: {
                    c += (0xffffffffu + c);
                }
                case 1u: {
                    break;
                }
                case 2u: {
                }
                case 3u: {
                    break;
                }
                default: {
                }
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
    case 3u: {
        break;
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {24471u, 13015132u, 11139u, 53270476u, 16329427u, 72u, 7u, 11645145u, 46u, 38u, 24u, 167231849u, 55u, 859u, 149001u, 10u, 30147u, 171191008u, 67u, 71733u, 2060058u, 1005119u, 42u, 63034329u, 5u, 51408u, 222355u, 23u, 10747u, 723459u, 267u, 119605u, 52478u, 1u, 97025u, 7370u, 3u, 97958617u, 385u, 376u, 31u, 598u, 152886u, 23u, 868013u, 1927u, 744612u, 677432034u, 410677u, 3169u, 3447u, 23915051u, 615716u, 3620673995u, 10104u, 82909u, 0u, 869754u, 9381u, 2249846741u, 1u, 2999u, 61u, 33606u};

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
