// Random control flow (tests/randprog/gen, kind control, seed 4029).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 960050306u;
    unsigned n1 = (c >> (a & 31u)) % 6u;
    while (n1-- > 0u) {
        c = mix(d, (a == 0xffffffffu ? 7u : a));
        a *= ((a * c) >> ((d ^ (t & 5)) & 31u));
    }
    unsigned n2 = 0x55u % 6u;
    while (n2-- > 0u) {
        c += ((c % (b | 1u)) | (b % (a | 1u)));
        c = ((d - c) << (a & 31u));
    }
    for (unsigned i3 = 0; i3 < 8u; i3++) {
        a |= i3;
        if (t > 11u) break;
        d = mix(a, (a * a));
    }
    c -= ((c / (0x55u | 1u)) + (0x55u > c ? a : c));
    d ^= ((a & 1u) & (a < a ? b : b));
    for (unsigned i4 = 0; i4 < 8u; i4++) {
        a += (d != (i4 ^ d) ? b : (c % (c | 1u)));
    }
    a = mix(b, (a == a ? t : c));
    a ^= ((a << (b & 31u)) * c);
    c += ((a * c) % (1u | 1u));
    for (unsigned i5 = 0; i5 < (t % 5u); i5++) {
        d |= a;
        for (unsigned i6 = 0; i6 < (t & 3u) + 1u; i6++) {
            for (unsigned i7 = 0; i7 < 3u; i7++) {
                d = i5;
                a ^= (t & ((t >> 2) | a));
                switch (i6 % 4u) {
                case 0u: {
                    c -= ((a << (1u & 31u)) & (b / (a | 1u)));
                    break;
                }
                case 1u: {
                    break;
                }
                default: {
                }
                }
            }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {6284u, 3u, 862674u, 2u, 3201015u, 176771u, 6935u, 55u, 1622u, 115u, 0u, 7u, 69189391u, 1963134u, 904261754u, 3147451u, 44u, 1u, 588802760u, 1892u, 100704928u, 824527607u, 340100865u, 314739010u, 30u, 835754u, 18364u, 1055408979u, 10639u, 81u, 54970u, 256169629u, 0u, 59509316u, 1774270u, 804u, 212u, 1121593619u, 87249921u, 59344u, 1261u, 85723u, 72591u, 3962975u, 3980386u, 6905u, 11284u, 575558302u, 393169644u, 1u, 994971u, 109348167u, 6053618u, 12u, 3716409361u, 14858874u, 901u, 19u, 2u, 5u, 39627u, 16247653u, 1007u, 1148u};

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
