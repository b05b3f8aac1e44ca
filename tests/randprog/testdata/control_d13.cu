// Random control flow (tests/randprog/gen, kind control, seed 50403).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1356531165u;
    c = mix(d, a);
    if ((((a << (a & 31u)) & 1u)) % 2u < 1u) return ((c % (a | 1u)) + c);
    b = 0x55u;
    a *= b;
    unsigned n1 = (a * b) % 6u;
    while (n1-- > 0u) {
        d -= b;
        c = mix(b, ((t >> 2) << (c & 31u)));
        switch (d % 4u) {
        case 0u: {
            d *= (7u | c);
            if (((c > (a ^ b) ? (b % (a | 1u)) : (3u - c))) % 6u != 0u) break;
        }
        case 1u: {
            if ((t & 4u) != 0) return c;
            break;
        }
        case 2u: {
            if (((((t >> 2) * d) | (a | 3u))) % 5u < 1u) continue;
            a |= 0x55u;
            break;
        }
        default: {
            if ((d) % 6u != 0u) {
                if ((((d & c) | (b / (a | 1u)))) % 2u != 2u) break;
            }
        }
        }
    }
    if (t > 59u) {
        c = ((b < 0xffffffffu ? b : a) & b);
        d |= (1u & (b & 7u));
        if ((t & 8u) != 0) {
            if ((((c * b) << ((b / (d | 1u)) & 31u))) % 4u == 0u) {
                unsigned n2 = a % 6u;
                while (n2-- > 0u) {
                    d *= ((a ^ c) | 7u);
                    b |= (d >> ((c | c) & 31u));
                }
            } else {
                a ^= ((a << (b & 31u)) / ((7u >> (0xffffffffu & 31u)) | 1u));
            }
            if (t <= 38u) {
                if (((0xffffffffu != ((t >> 2) << (a & 31u)) ? (c << (c & 31u)) : (0x55u % (b | 1u)))) % 6u < 2u) {
                    c -= ((b == t ? b : b) << ((1u % (d | 1u)) & 31u));
                    b -= (d + (1u >> (a & 31u)));
                }
                b = (d / ((a >> (b & 31u)) | 1u));
                for (unsigned i3 = 0; i3 < (t % 5u); i3++) {
                    d |= ((c + 3u) | (b | 3u));
                    c = ((c * (t >> 2)) - b);
                    a |= i3;
                }
            } else {
                unsigned n4 = c % 6u;
                while (n4-- > 0u) {
                    a -= (d >> (b & 31u));
                    d ^= d;
                }
                c = b;
                switch (((a % (d | 1u)) % ((c & a) | 1u)) % 4u) {
                case 0u: {
                    c += ((a >> (a & 31u)) + (c != c ? a : a));
                    break;
                }
                case 1u: {
                    break;
                }
                case 3u: {
                }
                default: {
                }
                }
            }
        }
    } else {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {2u, 159085712u, 724641456u, 28759u, 2u, 19227u, 52731u, 371u, 3004u, 12231u, 59647u, 742661411u, 3556291u, 31258u, 1140772282u, 53198084u, 2403072053u, 1442u, 0u, 63222911u, 581880u, 0u, 12148954u, 481737u, 19625u, 84638772u, 9553045u, 58785u, 1228689u, 603250u, 3868854u, 19864369u, 3792283u, 165036u, 10085u, 798u, 479u, 45008u, 3u, 13903u, 2838u, 19926668u, 1470u, 1667u, 725968u, 3952u, 1u, 1u, 282u, 127120u, 6652246u, 626u, 36721989u, 7u, 4501777u, 140605553u, 349u, 418u, 896640735u, 3u, 1u, 8221277u, 15279u, 171662u};

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
