// Random control flow (tests/randprog/gen, kind control, seed 979190).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 780565577u;
    a += ((3u & b) / (c | 1u));
    a = mix(a, c);
    a *= a;
    unsigned n1 = c % 6u;
    while (n1-- > 0u) {
        unsigned n2 = b % 6u;
        while (n2-- > 0u) {
            c ^= c;
        }
        switch (((a | c) >> (c & 31u)) % 4u) {
        case 1u: {
            if (((d + (0x55u << (a & 31u)))) % 3u != 1u) break;
            a -= c;
            break;
        }
        case 3u: {
            if (t <= 23u) continue;
            break;
        }
        default: {
            b = mix(a, (7u | a));
        }
        }
    }
    unsigned n3 = ((t >> 2) / (c | 1u)) % 6u;
    while (n3-- > 0u) {
        if ((((c ^ a) + (c * 1u))) % 2u != 2u) continue;
        a |= (d % ((a << (b & 31u)) | 1u));
        if ((t & 4u) != 0) {
            a += d;
            switch (c % 4u) {
            case 0u: {
                for (unsigned i4 = 0; i4 < 3u; i4++) {
                    d += ((i4 & c) > d ? (d % (b | 1u)) : (b + b));
                    b -= ((c < d ? 3u : a) + (i4 == d ? (t & 5) : b));
                    d |= ((c ^ i4) < (i4 - d) ? (c * d) : (i4 | c));
                }
            }
            case 2u: {
                a = ((0x55u & d) % ((a != 3u ? c : a) | 1u));
            }
            default: {
                for (unsigned i5 = 0; i5 < 8u; i5++) {
                    c |= a;
                    a *= ((a & a) | ((t & 5) - (t & 5)));
                }
            }
            }
        }
    }
    switch (((b << (d & 31u)) != (c > d ? b : d) ? (a ^ c) : (d - a)) % 4u) {
    case 1u: {
        d ^= d;
        c ^= c;
        break;
    }
    case 3u: {
        unsigned n6 = (d >> (t & 31u)) % 6u;
        while (n6-- > 0u) {
            unsigned n7 = 7u % 6u;
            while (n7-- > 0u) {
                unsigned n8 = (d + a) % 6u;
                while (n8-- > 0u) {
                    b *= 1u;
                    b |= ((b << (b & 31u)) | (c ^ c));
                }
            }
        }
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {37663u, 1u, 49834u, 54u, 2077257559u, 1u, 2601u, 10491u, 8u, 1781u, 51910u, 1709u, 8u, 1953858481u, 1393006u, 7288106u, 2789295u, 50373413u, 540u, 708557114u, 407u, 14645u, 5250u, 50311u, 1812u, 93872590u, 308u, 922985626u, 9446u, 5u, 2281u, 2489849554u, 193693u, 252934185u, 1394044u, 6920u, 0u, 394191251u, 267983605u, 54696u, 3u, 107u, 7756u, 1950u, 26u, 1520u, 22634973u, 1526u, 6173697u, 60801229u, 735243u, 486025541u, 4u, 21u, 60u, 116u, 211603u, 1681u, 61840126u, 7u, 130878u, 1536618872u, 0u, 3796927u};

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
