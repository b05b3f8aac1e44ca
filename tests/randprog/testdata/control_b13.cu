// Random control flow (tests/randprog/gen, kind control, seed 1002947).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3230314301u;
    switch ((t & 5) % 4u) {
    case 0u: {
        c -= ((a / (c | 1u)) % (c | 1u));
        break;
    }
    case 2u: {
        c |= (b ^ (t ^ d));
        switch (((a | b) + (a & c)) % 4u) {
        case 0u: {
            b += ((3u % (c | 1u)) * 7u);
            break;
        }
        case 1u: {
            d += (0xffffffffu % ((t >> 2) | 1u));
            break;
        }
        case 2u: {
            unsigned n1 = (a - a) % 6u;
            while (n1-- > 0u) {
                b |= ((c + a) >> ((a / (a | 1u)) & 31u));
                b ^= d;
            }
            break;
        }
        default: {
            if ((((a >> (7u & 31u)) >> ((c % (a | 1u)) & 31u))) % 3u == 2u) {
                if (t >= 23u) return (t >> 2);
                d -= ((d % (7u | 1u)) >> (b & 31u));
            }
        }
        }
    }
    case 3u: {
        c *= ((a + c) ^ (t << (a & 31u)));
        break;
    }
    default: {
        a = c;
    }
    }
    if (t >= 8u) {
        switch (((a | d) + (b << (a & 31u))) % 4u) {
        case 0u: {
            for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
                c = mix(i2, (i2 >> (t & 31u)));
            }
            break;
        }
        case 1u: {
            for (unsigned i3 = 0; i3 < 3u; i3++) {
                b |= d;
                for (unsigned i4 = 0; i4 < (t % 5u); i4++) {
                    c += ((0x55u * 0xffffffffu) < (a / (c | 1u)) ? (b | (t >> 2)) : (b ^ a));
                    a *= ((i3 != i4 ? 1u : a) >> ((b / (3u | 1u)) & 31u));
                }
            }
            a *= ((3u | 3u) + (a & 0xffffffffu));
            break;
        }
        case 3u: {
            for (unsigned i5 = 0; i5 < 8u; i5++) {
                a += (a * (7u << (i5 & 31u)));
            }
        }
        default: {
        }
        }
    } else {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {7u, 4859u, 1969610u, 3486718u, 7829829u, 198853881u, 14u, 110574842u, 5u, 7u, 652108727u, 17233u, 2113254u, 2103862287u, 42u, 171u, 505529021u, 438u, 1002029u, 1u, 7u, 1889581449u, 26758u, 449306u, 53u, 9762905u, 237444445u, 3446872u, 255414u, 250125474u, 1942610059u, 3279965u, 7162150u, 2u, 0u, 10148179u, 258674u, 1701926u, 24830417u, 23039u, 54u, 175u, 0u, 114695u, 291043764u, 303773u, 121549u, 324705236u, 1931136611u, 136615u, 4u, 13u, 610596150u, 104237480u, 255298u, 206u, 2228603u, 7616u, 162u, 19865049u, 3159872u, 2u, 4990u, 83590u};

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
