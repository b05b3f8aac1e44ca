// Random control flow (tests/randprog/gen, kind control, seed 4022).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 634621874u;
    switch (((c * a) >> ((b << (d & 31u)) & 31u)) % 4u) {
    case 1u: {
        b ^= c;
        c = mix(c, b);
        break;
    }
    default: {
        c -= ((b >> (b & 31u)) & (0xffffffffu | b));
    }
    }
    b -= ((c > d ? 7u : d) % ((c == 7u ? b : c) | 1u));
    unsigned n1 = (d & d) % 6u;
    while (n1-- > 0u) {
        if ((t & 4u) != 0) {
            b = mix(c, 7u);
        } else {
            for (unsigned i2 = 0; i2 < 3u; i2++) {
                a = ((i2 * b) | (a / (t | 1u)));
            }
            b -= b;
        }
        unsigned n3 = (d > 0x55u ? a : t) % 6u;
        while (n3-- > 0u) {
            switch (3u % 4u) {
            case 1u: {
                if ((t & 16u) != 0) return ((0xffffffffu == d ? a : b) >> ((c << ((t & 5) & 31u)) & 31u));
                for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
                    d |= (a / (c | 1u));
                    b = b;
                    d ^= b;
                }
            }
            default: {
                switch (((c ^ a) & (c * 1u)) % 4u) {
                case 0u: {
                    b -= ((d - b) * (b / (c | 1u)));
                    a |= d;
                }
                case 3u: {
                    c ^= d;
                    break;
                }
                default: {
                    c = ((c > a ? d : d) >> (b & 31u));
                }
                }
            }
            }
            if (t >= 56u) {
                d *= a;
            } else {
                if ((((b != d ? 0xffffffffu : c) & (d | d))) % 4u == 0u) {
                    c = (d | (3u & a));
                    c += (((t & 5) != a ? a : d) != a ? (a << (b & 31u)) : (1u & d));
                } else {
                    a = ((0xffffffffu - 1u) < (c - (t & 5)) ? d : (d - 0x55u));
                }
            }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {3969u, 891227816u, 0u, 461747697u, 77u, 176450085u, 14328824u, 51u, 356u, 958u, 284942510u, 912u, 3815401640u, 15u, 170921u, 1u, 3898604124u, 10u, 222425151u, 987267u, 288713u, 122798572u, 975713u, 302230581u, 0u, 29u, 46u, 16704616u, 1004u, 3844u, 126581524u, 82u, 7259373u, 3976586u, 5u, 132845904u, 340u, 14747611u, 1000u, 5912u, 12593547u, 14309469u, 7958u, 11538326u, 372912u, 3319447u, 27105155u, 212244u, 4089233u, 504685121u, 7u, 101198u, 6u, 33127171u, 1964097u, 5u, 871u, 422018u, 756904581u, 7u, 220553u, 122097811u, 2127845419u, 1518u};

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
