// Random control flow (tests/randprog/gen, kind control, seed 971271).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1421397871u;
    c += ((d % (b | 1u)) % ((c + a) | 1u));
    b *= (a + (t | 3u));
    d -= b;
    unsigned n1 = (b / (c | 1u)) % 6u;
    while (n1-- > 0u) {
        if ((t & 16u) != 0) {
            c -= (a - (b | 7u));
            if (((b >> ((d * a) & 31u))) % 4u < 1u) continue;
        } else {
            if ((t & 32u) != 0) {
                if (t < 56u) {
                    a *= (c / (b | 1u));
                }
            } else {
                b |= (t > d ? (d << (c & 31u)) : (a == 1u ? 7u : 0x55u));
                if ((((c / (0xffffffffu | 1u)) | (a / (b | 1u)))) % 5u < 2u) {
                    a -= (c >> (((t & 5) / (d | 1u)) & 31u));
                    a *= (c | b);
                    b = ((a % (b | 1u)) * b);
                }
                for (unsigned i2 = 0; i2 < (t % 5u); i2++) {
                    d *= ((c - i2) & (i2 / (3u | 1u)));
                    a += ((i2 % (a | 1u)) | (b << (b & 31u)));
                    d *= (7u / (0xffffffffu | 1u));
                }
            }
            if ((t & 2u) != 0) {
                if ((t & 32u) != 0) {
                    d += ((c >> (3u & 31u)) + d);
                    c *= ((b == (t >> 2) ? b : d) > (a * d) ? (d - (t >> 2)) : (c / (d | 1u)));
                    b *= (d != (1u % (d | 1u)) ? (a >> (d & 31u)) : (c ^ b));
                }
            } else {
                unsigned n3 = (0xffffffffu * c) % 6u;
                while (n3-- > 0u) {
                    b -= ((b - a) << ((a % (1u | 1u)) & 31u));
                    c *= ((b - d) + (b ^ d));
                }
                unsigned n4 = (b / (0x55u | 1u)) % 6u;
                while (n4-- > 0u) {
                    b |= d;
                    d -= ((d / (b | 1u)) - (b >> (t & 31u)));
                    a *= d;
                }
                if ((t & 4u) != 0) continue;
            }
        }
        c |= (((t & 5) == 0xffffffffu ? c : b) == (0xffffffffu * c) ? (a < a ? b : c) : (1u % (b | 1u)));
    }
    unsigned n5 = (c / (c | 1u)) % 6u;
    while (n5-- > 0u) {
        b += d;
        a ^= ((b != a ? c : (t >> 2)) / (b | 1u));
        unsigned n6 = (d / (a | 1u)) % 6u;
        while (n6-- > 0u) {
            d -= ((t >> 2) > (d | c) ? (a << (a & 31u)) : ((t >> 2) / (c | 1u)));
            b |= b;
            if ((t & 4u) != 0) break;
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {5804664u, 83u, 16207u, 0u, 19235u, 2024355u, 25u, 23u, 1875939u, 8871076u, 2011308u, 28u, 109005325u, 4172675u, 2523u, 2080u, 2032169714u, 6564u, 31492983u, 495u, 200u, 7u, 5699u, 1903154u, 14729271u, 2u, 373446008u, 550u, 148096u, 9730039u, 481062312u, 1124u, 130785u, 303781u, 28626u, 45856u, 2090486u, 30u, 1804124084u, 1690795u, 8173u, 905u, 1u, 9968347u, 95u, 19u, 41297123u, 2906788u, 79148846u, 31u, 774u, 288611896u, 2042u, 1u, 133256995u, 1409032u, 4u, 2u, 2u, 444490u, 35112194u, 38002897u, 1u, 515213550u};

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
