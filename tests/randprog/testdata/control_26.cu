// Random control flow (tests/randprog/gen, kind control, seed 4026).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3583140069u;
    c = mix(c, (b < 1u ? (t & 5) : d));
    d = mix(b, a);
    b += (a - (d ^ b));
    if ((((d << (0x55u & 31u)) / (b | 1u))) % 3u != 1u) {
        c += (c ^ (a / (c | 1u)));
        for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
            for (unsigned i2 = 0; i2 < 3u; i2++) {
                for (unsigned i3 = 0; i3 < 3u; i3++) {
                    b = i1;
                }
                if ((t & 8u) != 0) {
                    d += (((t >> 2) % (i1 | 1u)) ^ (d ^ 0x55u));
                }
                b = mix(i2, (i1 - b));
            }
        }
        switch (((c & d) + (1u ^ a)) % 4u) {
        case 0u: {
            c = a;
            break;
        }
        case 1u: {
            if ((((d > 1u ? a : c) | (a | d))) % 2u != 0u) {
                b = mix(b, (b & a));
                a = (b * (a << (b & 31u)));
            } else {
                b -= (3u << ((b == 7u ? a : (t >> 2)) & 31u));
                if ((7u) % 2u == 2u) {
                    a *= a;
                } else {
                    c *= (d < ((t >> 2) == c ? b : b) ? ((t >> 2) / (d | 1u)) : b);
                }
            }
            for (unsigned i4 = 0; i4 < 3u; i4++) {
                d *= (7u << (b & 31u));
                for (unsigned i5 = 0; i5 < (t % 5u); i5++) {
                    c |= ((t % (d | 1u)) | (b >> (a & 31u)));
                }
            }
            break;
        }
        case 2u: {
            c ^= ((b ^ a) % ((3u * 7u) | 1u));
            b += c;
        }
        default: {
            c = ((b << (3u & 31u)) % ((b * 0xffffffffu) | 1u));
        }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {3126u, 12u, 65055660u, 21u, 127764251u, 5u, 6429u, 127u, 10662520u, 3440187013u, 4808u, 31176508u, 15367642u, 121262392u, 5343347u, 18495u, 264u, 450309338u, 13574494u, 135259u, 210224u, 499742u, 93411u, 1742256949u, 121u, 1u, 12u, 16168461u, 82u, 2008226925u, 58804u, 3529858u, 361747269u, 2925u, 260454u, 7u, 42534550u, 117786730u, 2297u, 2u, 116041u, 148614475u, 165296u, 104103716u, 2097u, 1858u, 32099u, 3527166u, 3297022u, 845u, 675324u, 2u, 28u, 2357081u, 282538u, 57094342u, 83645u, 29220117u, 38872838u, 550u, 110811u, 692624u, 1987u, 3u};

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
