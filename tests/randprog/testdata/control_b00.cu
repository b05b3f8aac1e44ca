// Random control flow (tests/randprog/gen, kind control, seed 900000).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 562728843u;
    switch ((c & (t == 0xffffffffu ? a : d)) % 4u) {
    case 0u: {
        if ((t & 1u) != 0) {
            unsigned n1 = (d | c) % 6u;
            while (n1-- > 0u) {
                if (((d - (7u / (d | 1u)))) % 2u != 2u) return ((3u * 1u) << (b & 31u));
            }
            d = mix(b, d);
        }
        b -= b;
        break;
    }
    case 2u: {
        for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
            c -= c;
            if ((t & 16u) != 0) {
                if ((t & 16u) != 0) {
                    c = 3u;
                    a *= (((t & 5) >> (i2 & 31u)) - (i2 >> (d & 31u)));
                    a -= (0x55u / ((a % (d | 1u)) | 1u));
                } else {
                    b -= a;
                    b *= ((c * i2) - i2);
                    c *= d;
                }
                switch (7u % 4u) {
                case 0u: {
                    b *= b;
                    break;
                }
                case 1u: {
                    a -= ((0xffffffffu > 3u ? a : b) - (1u >> (a & 31u)));
                    a += ((c & i2) << ((1u - d) & 31u));
                    break;
                }
                default: {
                    b -= ((0x55u >> (3u & 31u)) * c);
                }
                }
                b += i2;
            }
            a *= ((b << (3u & 31u)) & (b - 0x55u));
        }
        c |= (((t >> 2) > d ? 7u : c) % ((d % (0xffffffffu | 1u)) | 1u));
        break;
    }
    default: {
        switch (b % 4u) {
        case 1u: {
            a ^= ((b >> (d & 31u)) ^ (c + 0xffffffffu));
            break;
        }
        case 2u: {
            c -= a;
            break;
        }
        case 3u: {
            b *= (t & 5);
            break;
        }
        default: {
            c -= ((b ^ 3u) != (c | b) ? (3u << (0x55u & 31u)) : (a - c));
        }
        }
    }
    }
    c |= (3u - ((t & 5) << (c & 31u)));
    switch (b % 4u) {
    case 0u: {
        for (unsigned i3 = 0; i3 < (t & 3u) + 1u; i3++) {
            b ^= (((t >> 2) << (0xffffffffu & 31u)) & (c + 7u));
            if ((c) % 2u == 1u) {
                c ^= ((d >> (i3 & 31u)) >> (c & 31u));
                unsigned n4 = (t & 0x55u) % 6u;
                while (n4-- > 0u) {
                    a *= (d / (i3 | 1u));
                    c -= c;
                }
            } else {
                unsigned n5 = (i3 / (d | 1u)) % 6u;
                while (n5-- > 0u) {
                    c += ((t & 5) << ((0xffffffffu - (t & 5)) & 31u));
                }
            }
        }
        for (unsigned i6 = 0; i6 < 8u; i6++) {
            a *= ((c % (t | 1u)) << ((d ^ a) & 31u));
        }
        break;
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
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {3208637u, 63u, 203u, 1887u, 88869u, 0u, 46u, 10u, 749909242u, 6757u, 74310641u, 2125585u, 224u, 4505u, 76608u, 18479565u, 555u, 480u, 8670u, 9447u, 19062u, 427926268u, 25u, 233938u, 14u, 3u, 93540u, 83911u, 312297034u, 16773552u, 322u, 3u, 61u, 1041u, 47098698u, 999300369u, 456u, 0u, 3917076855u, 5348u, 410353u, 1029u, 552043u, 846317889u, 0u, 3049u, 13741u, 108707u, 6066912u, 3u, 21423474u, 2u, 182255096u, 18145124u, 28u, 227320u, 2031513u, 751023946u, 3788u, 15401u, 443022u, 405105u, 1u, 72900u};

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
