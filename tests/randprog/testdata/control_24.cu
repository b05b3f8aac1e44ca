// Random control flow (tests/randprog/gen, kind control, seed 4024).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 610434808u;
    if ((c) % 3u != 2u) return ((c >> (c & 31u)) / ((0xffffffffu & b) | 1u));
    unsigned n1 = d % 6u;
    while (n1-- > 0u) {
        b ^= ((a & c) | (7u % (a | 1u)));
        unsigned n2 = (c % (d | 1u)) % 6u;
        while (n2-- > 0u) {
            c = mix(c, (a - d));
        }
        switch ((a / (((t & 5) | b) | 1u)) % 4u) {
        case 0u: {
            b += (a | c);
        }
        case 1u: {
            if (t >= 19u) return a;
            d |= d;
            break;
        }
        case 2u: {
            a -= a;
            break;
        }
        default: {
            if (((c > (0x55u << ((t >> 2) & 31u)) ? (c / (c | 1u)) : (b & a))) % 6u != 2u) {
                if ((b) % 2u == 2u) {
                    a -= ((b | a) << ((b % (d | 1u)) & 31u));
                    c = ((c - (t & 5)) & (0x55u + b));
                } else {
                    b += c;
                    b *= 3u;
                }
            }
        }
        }
    }
    d -= (d >> (d & 31u));
    b *= ((d == c ? 1u : (t & 5)) ^ ((t >> 2) != (t & 5) ? (t >> 2) : d));
    if ((t & 4u) != 0) return (((t >> 2) % (c | 1u)) ^ (c + a));
    for (unsigned i3 = 0; i3 < (t & 3u) + 1u; i3++) {
        if (((7u == (d / ((t >> 2) | 1u)) ? 1u : (b >> (b & 31u)))) % 6u == 0u) continue;
    }
    if ((c) % 2u != 1u) {
        if ((((a << (a & 31u)) * (t & 5))) % 4u != 0u) return ((0x55u >> (0xffffffffu & 31u)) != (0x55u & d) ? (a & b) : (c % (c | 1u)));
        a ^= ((b & c) | (7u | d));
        if ((c) % 2u == 1u) {
            if ((t & 8u) != 0) {
                if ((((c ^ b) % (a | 1u))) % 6u == 0u) {
                    b = ((b ^ b) << (b & 31u));
                    a |= (d - (0x55u / (d | 1u)));
                    b += 7u;
                }
                switch (((d - (t >> 2)) | 1u) % 4u) {
                case 0u: {
                    d = c;
                    b ^= (b ^ (d & 3u));
                }
                case 1u: {
                    a *= ((c << (a & 31u)) & (a % (c | 1u)));
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
            } else {
            }
        } else {
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {297u, 357622189u, 15u, 64800u, 1u, 0u, 220141398u, 116169u, 3911112653u, 317344966u, 3899817724u, 5120863u, 1362150604u, 72159u, 2614136762u, 379342u, 18167567u, 240615151u, 24694451u, 1173299212u, 102511u, 24770u, 1u, 22u, 30573203u, 1337970442u, 4942u, 42670u, 716325u, 1842u, 14603u, 40u, 46527678u, 90u, 113u, 0u, 8173673u, 3943298u, 88u, 15u, 55u, 100418617u, 1u, 2245600750u, 2069u, 1164u, 3u, 61u, 479u, 1749u, 162930950u, 0u, 2861u, 1u, 77808382u, 177u, 319034014u, 13496u, 9275u, 51097u, 506u, 2u, 26u, 4184949u};

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
