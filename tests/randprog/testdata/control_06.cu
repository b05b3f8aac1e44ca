// Random control flow (tests/randprog/gen, kind control, seed 4006).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2199800685u;
    c |= ((b & a) > (d << (c & 31u)) ? a : (a & b));
    c = mix(a, (b % (c | 1u)));
    c = d;
    switch (7u % 4u) {
    case 0u: {
        unsigned n1 = c % 6u;
        while (n1-- > 0u) {
            b -= ((d | (t >> 2)) * (a / (a | 1u)));
        }
        break;
    }
    case 1u: {
        switch (b % 4u) {
        case 0u: {
            a += c;
            break;
        }
        case 1u: {
            switch (7u % 4u) {
            case 0u: {
                c = 0xffffffffu;
                break;
            }
            case 1u: {
                for (unsigned i2 = 0; i2 < (t & 3u) + 1u; i2++) {
                    d += c;
                    d |= (a % (c | 1u));
                }
                for (unsigned i3 = 0; i3 < (t & 3u) + 1u; i3++) {
                    c -= ((d > d ? b : a) << ((i3 & i3) & 31u));
                    c |= ((b >> (b & 31u)) > (i3 != 0xffffffffu ? b : i3) ? (i3 + i3) : (b ^ i3));
                }
            }
            case 2u: {
                a *= (t % (((t & 5) ^ c) | 1u));
                if ((a) % 4u < 1u) {
                    c ^= d;
                }
                break;
            }
            case 3u: {
                if (((a % ((b | a) | 1u))) % 5u != 0u) {
                    a |= ((b - 0x55u) >> (((t & 5) ^ 0x55u) & 31u));
                    c += b;
                    c = ((b << (b & 31u)) != (a | d) ? ((t >> 2) < 3u ? d : (t & 5)) : ((t & 5) & b));
                }
                break;
            }
            default: {
                for (unsigned i4 = 0; i4 < 8u; i4++) {
                    c -= i4;
                }
            }
            }
        }
        case 2u: {
            break;
        }
        default: {
        }
        }
        break;
    }
    case 2u: {
    }
    default: {
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {505u, 21u, 2895790u, 939654248u, 21130988u, 34976u, 133373u, 22244u, 1664328u, 55395u, 6u, 730u, 19846267u, 64u, 200u, 55861u, 354u, 218032u, 7218u, 6u, 3253826u, 24657u, 1843261u, 723u, 2130357u, 89150u, 2u, 18927602u, 16209u, 11870577u, 129169u, 612u, 59579661u, 5u, 218143654u, 2u, 48u, 517919027u, 7u, 551752818u, 13921u, 120418u, 3377156u, 3713u, 9688687u, 888924u, 29490u, 151u, 38115u, 2415721u, 11748922u, 1503u, 298494000u, 16573u, 8732u, 56861u, 335u, 1026584412u, 207u, 347240043u, 4527u, 127u, 15u, 87u};

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
