// Random control flow (tests/randprog/gen, kind control, seed 50217).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3248400027u;
    unsigned n1 = (c >> (c & 31u)) % 6u;
    while (n1-- > 0u) {
        d *= b;
        for (unsigned i2 = 0; i2 < 8u; i2++) {
            c += c;
            b += (i2 & (a / (i2 | 1u)));
        }
    }
    c += ((a ^ d) % (b | 1u));
    a = mix(d, a);
    switch (((0x55u << (d & 31u)) + ((t >> 2) == (t & 5) ? t : c)) % 4u) {
    case 0u: {
        if (t >= 22u) {
            for (unsigned i3 = 0; i3 < (t % 5u); i3++) {
                for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
                    d -= ((i4 % (d | 1u)) / ((a - t) | 1u));
                    b += ((c % (b | 1u)) >> (i3 & 31u));
                }
            }
            for (unsigned i5 = 0; i5 < 3u; i5++) {
                switch (d % 4u) {
                case 2u: {
                    d |= (i5 / (1u | 1u));
                    c |= ((a > i5 ? i5 : i5) ^ 3u);
                    break;
                }
                case 3u: {
                    d += i5;
                    d *= ((i5 % (0xffffffffu | 1u)) & d);
                }
                default: {
                    b ^= 1u;
                }
                }
                if (((d ^ c)) % 5u != 2u) {
                    d *= a;
                    d *= (((t & 5) % ((t >> 2) | 1u)) ^ (c < (t >> 2) ? d : 1u));
                } else {
                    c += (b >> (a & 31u));
                    a |= ((a | d) ^ i5);
                }
            }
            b *= ((a % (b | 1u)) - (d / (b | 1u)));
        }
        unsigned n6 = ((t & 5) - (t & 5)) % 6u;
        while (n6-- > 0u) {
            c += 7u;
        }
        break;
    }
    case 1u: {
        if (((c << ((d << (d & 31u)) & 31u))) % 6u != 2u) return ((b - c) > c ? (c >> (c & 31u)) : c);
        if ((t & 32u) != 0) {
            b += a;
        } else {
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

static const unsigned h_seed[64] = {394u, 1867429u, 8u, 231305u, 1390470u, 5u, 86u, 9u, 5190466u, 2909490u, 519344u, 27547u, 2079726u, 1638799658u, 492986069u, 3114u, 2176051553u, 13034894u, 430527u, 163u, 0u, 124644579u, 659021278u, 5349880u, 92746440u, 1724227720u, 1797u, 3u, 9183u, 987419u, 0u, 5u, 4401118u, 313u, 5309u, 383765u, 191920947u, 23u, 932795u, 3u, 100u, 948u, 3293345899u, 67u, 118667518u, 0u, 177079168u, 51077096u, 8166u, 1796u, 0u, 300800055u, 45262855u, 22u, 104u, 935211u, 701148u, 21093u, 9u, 1857586311u, 0u, 2u, 56u, 119673u};

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
