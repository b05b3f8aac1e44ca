// Random control flow (tests/randprog/gen, kind control, seed 50465).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1950524773u;
    switch ((((t & 5) >> (a & 31u)) + (a << (c & 31u))) % 4u) {
    case 3u: {
        c ^= ((b ^ d) != (1u | 0xffffffffu) ? c : (7u * b));
        unsigned n1 = (b | b) % 6u;
        while (n1-- > 0u) {
            a = b;
            c += ((c * 1u) / ((c != d ? (t & 5) : c) | 1u));
            unsigned n2 = (d >> (d & 31u)) % 6u;
            while (n2-- > 0u) {
                if (((c + (d % (0xffffffffu | 1u)))) % 4u == 0u) {
                    b -= ((a * a) >> ((c << (t & 31u)) & 31u));
                    d ^= ((a >> (b & 31u)) - (t >> 2));
                    c += d;
                } else {
                    c *= ((c | a) << (a & 31u));
                    a |= (a % ((t | c) | 1u));
                }
                a |= ((b << (a & 31u)) << ((c & 7u) & 31u));
                d -= ((d % (c | 1u)) + (a | (t & 5)));
            }
        }
    }
    default: {
        if ((b) % 6u != 2u) return ((c + b) >> (c & 31u));
    }
    }
    b += ((b << (c & 31u)) + b);
    if (t <= 12u) {
        switch ((a << (7u & 31u)) % 4u) {
        case 0u: {
            c ^= ((b < c ? d : t) + d);
            break;
        }
        case 2u: {
            switch (d % 4u) {
            case 0u: {
                b = mix(c, c);
                break;
            }
            case 1u: {
                a += b;
            }
            case 2u: {
                a = a;
                b += ((b % (7u | 1u)) & (a << (b & 31u)));
                break;
            }
            case 3u: {
                switch ((c | ((t & 5) >> ((t >> 2) & 31u))) % 4u) {
                case 0u: {
                    b *= ((a * d) >> (b & 31u));
                    d *= ((c + b) % (c | 1u));
                }
                case 1u: {
                    c -= ((a | (t >> 2)) != (c == b ? 7u : d) ? ((t >> 2) == b ? 0x55u : c) : (0xffffffffu - d));
                    a += ((d * d) ^ (c / (0x55u | 1u)));
                    break;
                }
                case 3u: {
                    b += (((t & 5) ^ b) | c);
                    b += c;
                }
                default: {
                    b *= t;
                }
                }
                break;
            }
            default: {
                d ^= ((a * c) * (a * c));
            }
            }
            d |= d;
            break;
        }
        default: {
        }
        }
    } else {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {718u, 104947139u, 187350u, 12143u, 23218746u, 410624702u, 9u, 0u, 1u, 390207720u, 55u, 124228u, 728540310u, 8683747u, 387485u, 956u, 1742708u, 5u, 3u, 1111258970u, 153450597u, 5829u, 217u, 87u, 85460u, 8078902u, 1222734u, 6501099u, 302532u, 713u, 362u, 765579u, 124481998u, 4u, 2u, 54181462u, 5016u, 1734614u, 80630u, 758328u, 1400u, 55891359u, 4u, 35446u, 116069648u, 2u, 119u, 2752520508u, 22278146u, 210477477u, 4020881u, 3441u, 2270u, 12588713u, 4029765u, 14806u, 2068379u, 58695u, 16870708u, 497u, 129118894u, 1276659u, 4839u, 1090664u};

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
