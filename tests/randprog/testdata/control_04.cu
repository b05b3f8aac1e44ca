// Random control flow (tests/randprog/gen, kind control, seed 4004).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 884141435u;
    d |= ((c % (c | 1u)) - a);
    d += (c % ((d + a) | 1u));
    a ^= (((t & 5) & c) ^ (3u % (a | 1u)));
    if ((b) % 6u < 0u) {
        if (((d / ((a % (a | 1u)) | 1u))) % 4u < 0u) {
            switch (((b | c) + (0xffffffffu - 0x55u)) % 4u) {
            case 0u: {
                a *= (a % (0xffffffffu | 1u));
                b += ((a << (a & 31u)) >> ((1u >> (a & 31u)) & 31u));
                break;
            }
            case 1u: {
                for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
                    c ^= ((i1 & b) >> ((b < i1 ? i1 : 1u) & 31u));
                    c |= ((b * i1) - b);
                    a *= ((c * a) % (i1 | 1u));
                }
                break;
            }
            case 2u: {
                unsigned n2 = c % 6u;
                while (n2-- > 0u) {
                    b -= (b > (3u | d) ? b : ((t & 5) > 0x55u ? a : (t & 5)));
                }
                switch (7u % 4u) {
                case 0u: {
                    d -= ((0x55u + a) - (0xffffffffu * d));
                    break;
                }
                case 1u: {
                    d = ((a + 3u) >> (b & 31u));
                    break;
                }
                case 2u: {
                    a *= (7u & (b % (a | 1u)));
                }
                case 3u: {
                    c = c;
                }
                default: {
                    b += c;
                }
                }
                break;
            }
            case 3u: {
                a -= ((a >> (t & 31u)) | (d - d));
                if ((((0x55u > (t >> 2) ? b : d) / ((a % (b | 1u)) | 1u))) % 5u == 0u) {
                    b = a;
                    b = ((d & d) * (d + a));
                    b += ((b > c ? d : 7u) & (c < c ? b : d));
                }
                break;
            }
            default: {
                switch (a % 4u) {
                case 1u: {
                    b |= (d | ((t & 5) - c));
                    c = ((c >> (0x55u & 31u)) + d);
                    break;
                }
                case 2u: {
                    a += (b / ((b != 3u ? 3u : b) | 1u));
                    c -= (t & 5);
                    break;
                }
                case 3u: {
                    b -= ((t & b) ^ (a + c));
                    break;
                }
                default: {
                    d ^= ((c | d) - (b >> (b & 31u)));
                }
                }
            }
            }
        }
        a = mix(c, (b >> (t & 31u)));
        unsigned n3 = 7u % 6u;
        while (n3-- > 0u) {
            a += t;
        }
    }
    if (t <= 29u) {
        if ((a) % 3u != 1u) return a;
        switch (((a >> ((t & 5) & 31u)) / ((c % (b | 1u)) | 1u)) % 4u) {
        case 0u: {
            unsigned n4 = (d & a) % 6u;
            while (n4-- > 0u) {
            }
            break;
        }
        default: {
        }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {38135813u, 1351106u, 278832487u, 20745u, 130512968u, 5061292u, 8191u, 121u, 3u, 11190u, 16136349u, 254804814u, 187229206u, 13397u, 31u, 1500u, 7u, 767266u, 30u, 26755u, 7u, 204837u, 49278187u, 23661u, 1983037u, 24923u, 191u, 556812731u, 3u, 682u, 29144u, 21751372u, 100u, 67404679u, 547u, 2324u, 4754916u, 25670400u, 22275u, 994431u, 20u, 0u, 3u, 2u, 2604u, 2715u, 51688595u, 177342u, 33485u, 6049298u, 800996u, 7u, 3573509003u, 3793362u, 160007u, 0u, 1402u, 4u, 46u, 3u, 348347u, 56323578u, 30427u, 7975u};

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
