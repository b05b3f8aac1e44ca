// Random control flow (tests/randprog/gen, kind control, seed 4013).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3281403911u;
    c -= (c << ((c / (t | 1u)) & 31u));
    switch (b % 4u) {
    case 1u: {
        unsigned n1 = 3u % 6u;
        while (n1-- > 0u) {
            unsigned n2 = a % 6u;
            while (n2-- > 0u) {
                if (((a ^ (1u % (d | 1u)))) % 5u == 1u) break;
                c += ((d != a ? c : c) << (b & 31u));
            }
        }
        unsigned n3 = (d >> (b & 31u)) % 6u;
        while (n3-- > 0u) {
            if (t < 46u) break;
        }
        break;
    }
    case 3u: {
        unsigned n4 = a % 6u;
        while (n4-- > 0u) {
            for (unsigned i5 = 0; i5 < 3u; i5++) {
                if (((i5 % ((c - 1u) | 1u))) % 2u == 0u) return (c << ((d << (i5 & 31u)) & 31u));
            }
            c = mix(a, (b / (d | 1u)));
        }
        a -= c;
        break;
    }
    default: {
        switch ((d % ((a >> (d & 31u)) | 1u)) % 4u) {
        case 0u: {
            if (((a / ((t & b) | 1u))) % 5u == 1u) {
                c ^= ((b / (d | 1u)) / ((b | d) | 1u));
                c -= (a % (((t >> 2) * d) | 1u));
            } else {
                d = mix(a, (b ^ c));
                switch (a % 4u) {
                case 1u: {
                    c = ((c != c ? a : d) > (a == d ? d : d) ? (d + (t >> 2)) : (c >> (d & 31u)));
                    break;
                }
                case 2u: {
                    d = (a < (a ^ b) ? (c == d ? 3u : t) : 1u);
                }
                default: {
                    c *= 1u;
                }
                }
                if (t >= 27u) return d;
            }
            break;
        }
        case 1u: {
            switch (a % 4u) {
            case 0u: {
                if ((((c + c) >> ((c << (a & 31u)) & 31u))) % 3u != 0u) {
                    b *= b;
                    c *= ((3u >> (a & 31u)) - (t >> 2));
                    a ^= b;
                } else {
                    c *= ((b % (b | 1u)) / (c | 1u));
                }
                switch (((d & a) != a ? (a ^ b) : (c >> (b & 31u))) % 4u) {
                case 1u: {
                    a -= ((b ^ a) / ((b % ((t & 5) | 1u)) | 1u));
                    c ^= (0xffffffffu + (d == d ? 1u : a));
                    break;
                }
                case 2u: {
                    b |= ((a + b) % (((t >> 2) % (b | 1u)) | 1u));
                    break;
                }
                case 3u: {
                    c += (a % (d | 1u));
                    c |= ((b % (t | 1u)) / (1u | 1u));
                    break;
                }
                default: {
                    b *= ((b - d) / (t | 1u));
                }
                }
            }
            case 1u: {
                if ((t & 1u) != 0) {
                    b += ((1u % (c | 1u)) % (d | 1u));
                }
            }
            case 3u: {
                break;
            }
            default: {
            }
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
    }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {22551u, 2191386u, 42609188u, 38545151u, 2273054u, 0u, 10u, 224u, 118769u, 22u, 251u, 260092u, 468340391u, 1988202u, 4164u, 83u, 72005u, 1155969359u, 11229u, 2692u, 3502032u, 37978u, 2u, 11u, 443282874u, 957u, 2189u, 42u, 3760812754u, 6157047u, 13306891u, 867302029u, 48734675u, 1523251u, 0u, 2138u, 1356u, 1152984989u, 36213u, 78u, 9755u, 3u, 46594u, 818430u, 477727647u, 3991889u, 523973540u, 61u, 1765u, 290193u, 521979u, 19196825u, 308897745u, 913931u, 10592919u, 500678282u, 5169407u, 158192820u, 51u, 113036089u, 99768u, 13902028u, 3077013u, 542223u};

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
