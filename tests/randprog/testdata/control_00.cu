// Random control flow (tests/randprog/gen, kind control, seed 4000).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 4086445647u;
    a = (b & (a << (c & 31u)));
    a -= ((b % (d | 1u)) / (c | 1u));
    b |= ((b & (t >> 2)) >> ((d % ((t >> 2) | 1u)) & 31u));
    a -= ((a << (0x55u & 31u)) | (d - b));
    b += ((c >> (c & 31u)) << ((1u + a) & 31u));
    for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
        switch (c % 4u) {
        case 0u: {
            b += i1;
            break;
        }
        case 3u: {
            if (((d + d)) % 5u != 1u) break;
            break;
        }
        default: {
            unsigned n2 = (a | i1) % 6u;
            while (n2-- > 0u) {
                for (unsigned i3 = 0; i3 < 8u; i3++) {
                    c += ((t * b) | (b + d));
                    c += c;
                }
            }
        }
        }
        for (unsigned i4 = 0; i4 < (t % 5u); i4++) {
            switch (c % 4u) {
            case 1u: {
                unsigned n5 = i1 % 6u;
                while (n5-- > 0u) {
                    d = b;
                }
                for (unsigned i6 = 0; i6 < (t & 3u) + 1u; i6++) {
                    c += ((1u % (d | 1u)) - i6);
                }
                break;
            }
            case 2u: {
                for (unsigned i7 = 0; i7 < (t % 5u); i7++) {
                    b *= ((a * i4) / (d | 1u));
                    d ^= i7;
                    b *= ((7u ^ b) % ((a | c) | 1u));
                }
                break;
            }
            default: {
                if ((7u) % 2u == 2u) {
                    d += ((d & d) == (i4 % (i1 | 1u)) ? 7u : (0xffffffffu & c));
                    b += b;
                }
            }
            }
            d += (c % (i1 | 1u));
            unsigned n8 = t % 6u;
            while (n8-- > 0u) {
                b |= 0x55u;
                for (unsigned i9 = 0; i9 < 8u; i9++) {
                    d *= (d * (1u + (t >> 2)));
                    c = (i4 == i1 ? (a % (3u | 1u)) : b);
                    d |= ((c % (0xffffffffu | 1u)) >> ((a >> (i4 & 31u)) & 31u));
                }
            }
        }
        b = ((b + c) & (0xffffffffu | b));
    }
    if ((a) % 5u == 1u) return ((c ^ d) ^ (c | 3u));
    unsigned n10 = (a != a ? (t >> 2) : b) % 6u;
    while (n10-- > 0u) {
        if (t <= 28u) continue;
    }
    for (unsigned i11 = 0; i11 < 8u; i11++) {
        unsigned n12 = 1u % 6u;
        while (n12-- > 0u) {
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {459502u, 2535524u, 83224141u, 993157u, 20789158u, 990333u, 4584108u, 102922820u, 19u, 1879716u, 302u, 3u, 6290u, 448198u, 177899u, 5970785u, 2299u, 132u, 19455267u, 3995056u, 11u, 183787u, 28016u, 257u, 686557902u, 6524533u, 49u, 16386739u, 101u, 35u, 1037290828u, 49306u, 1u, 243619819u, 0u, 120578u, 5842u, 21714u, 1648796u, 2661992164u, 62u, 6u, 3985u, 0u, 26545u, 2477711u, 455427u, 110217u, 12055u, 7898u, 9u, 3071405u, 0u, 30u, 126639628u, 1176223511u, 10981u, 70380u, 1546946399u, 57736u, 2248295u, 4u, 49959u, 1424127u};

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
