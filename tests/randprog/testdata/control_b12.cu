// Random control flow (tests/randprog/gen, kind control, seed 995028).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 527930388u;
    if ((t & 4u) != 0) {
        switch (((b % (a | 1u)) == (t | 3u) ? d : (b % (c | 1u))) % 4u) {
        case 1u: {
            c = mix(b, (d - d));
            unsigned n1 = (a != b ? a : b) % 6u;
            while (n1-- > 0u) {
                if (t > 2u) {
                    b *= ((c | a) * a);
                }
                a = a;
                b -= ((c >> (c & 31u)) >> ((d + c) & 31u));
            }
        }
        case 2u: {
            switch (d % 4u) {
            case 0u: {
                c = c;
            }
            case 1u: {
                unsigned n2 = a % 6u;
                while (n2-- > 0u) {
                    c = t;
                    b = c;
                }
                if ((((d << (c & 31u)) | (d / (b | 1u)))) % 4u != 1u) {
                    a |= c;
                } else {
                    c = ((c >> (d & 31u)) ^ d);
                    d ^= a;
                }
            }
            case 2u: {
                a += ((t << (d & 31u)) + (c << (c & 31u)));
                break;
            }
            case 3u: {
                b |= (b % ((b >> (0xffffffffu & 31u)) | 1u));
                break;
            }
            default: {
                if (t <= 45u) return a;
            }
            }
            break;
        }
        default: {
            unsigned n3 = (1u % (b | 1u)) % 6u;
            while (n3-- > 0u) {
                unsigned n4 = (d << (a & 31u)) % 6u;
                while (n4-- > 0u) {
                    a -= (c != (d << (a & 31u)) ? a : (a / (b | 1u)));
                }
                b ^= (d != a ? (d + c) : (d << (b & 31u)));
            }
        }
        }
        unsigned n5 = d % 6u;
        while (n5-- > 0u) {
            if ((((d % ((t >> 2) | 1u)) >> ((b + a) & 31u))) % 6u < 1u) {
                a ^= ((d & a) & (b / (b | 1u)));
                if ((0xffffffffu) % 6u < 0u) {
                    c *= b;
                    d |= ((b / (t | 1u)) << ((a << (b & 31u)) & 31u));
                    c += (d << ((a >> (c & 31u)) & 31u));
                } else {
                    d *= ((c - c) | 3u);
                }
            } else {
            }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {109296086u, 197767u, 1527109u, 28u, 13188u, 57714541u, 0u, 55731771u, 7u, 375204u, 162011u, 274u, 1407176u, 182u, 14u, 192u, 3009723u, 7u, 6671946u, 34719846u, 7u, 5u, 890451u, 1u, 1254u, 102u, 9u, 2311u, 370u, 12183u, 443166472u, 2267851u, 2353496u, 1275u, 490u, 5u, 10721872u, 227u, 43559520u, 229447574u, 3362350u, 8u, 51u, 1u, 2068u, 64883250u, 18u, 259u, 7846212u, 0u, 4u, 120308u, 435364u, 203u, 29175193u, 152097729u, 111197363u, 142037142u, 837394359u, 2303u, 1597u, 1u, 3785795846u, 114903u};

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
