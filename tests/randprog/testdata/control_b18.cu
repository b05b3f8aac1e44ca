// Random control flow (tests/randprog/gen, kind control, seed 1042542).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 3436715230u;
    c *= ((c | c) >> ((d + t) & 31u));
    b ^= d;
    a ^= t;
    b -= ((d == 3u ? 0xffffffffu : a) < (c + (t >> 2)) ? (a - a) : t);
    switch (((b ^ (t >> 2)) - (d >> (t & 31u))) % 4u) {
    case 0u: {
        c = mix(c, (d | b));
        for (unsigned i1 = 0; i1 < (t & 3u) + 1u; i1++) {
            b = mix(i1, (0x55u - d));
        }
        break;
    }
    case 1u: {
        unsigned n2 = (d % (1u | 1u)) % 6u;
        while (n2-- > 0u) {
            a |= (d != (b / (a | 1u)) ? 7u : (c ^ c));
            if ((t & 16u) != 0) return a;
            unsigned n3 = (0xffffffffu + c) % 6u;
            while (n3-- > 0u) {
                c = mix(d, c);
            }
        }
        break;
    }
    case 2u: {
        a += ((b + 1u) - (d / (d | 1u)));
        b |= b;
        break;
    }
    default: {
        c |= c;
    }
    }
    c = mix(a, (d & d));
    a = mix(c, d);
    a = mix(b, d);
    unsigned n4 = (3u * t) % 6u;
    while (n4-- > 0u) {
        a -= ((c | 1u) + d);
        for (unsigned i5 = 0; i5 < 8u; i5++) {
            b -= i5;
            if (t < 29u) continue;
        }
    }
    c -= ((d % ((t >> 2) | 1u)) << ((b << (d & 31u)) & 31u));
    if ((t & 2u) != 0) {
        if ((d) % 5u != 1u) {
            if ((((t >> 2) << ((a & c) & 31u))) % 5u < 0u) {
                a = 3u;
                for (unsigned i6 = 0; i6 < 8u; i6++) {
                    c = ((i6 / (3u | 1u)) << ((b * d) & 31u));
                }
            }
        } else {
            b ^= (c % (b | 1u));
            a |= ((c / (a | 1u)) % ((b << (1u & 31u)) | 1u));
            d *= 1u;
        }
        switch (((t + (t & 5)) | b) % 4u) {
        case 0u: {
            c -= 0x55u;
            c = b;
            break;
        }
        case 2u: {
            if (((7u | d)) % 2u != 1u) {
                switch ((((t >> 2) % (c | 1u)) == (b ^ b) ? d : (a / ((t & 5) | 1u))) % 4u) {
                case 2u: {
                    a |= ((c ^ 0x55u) << ((d % (1u | 1u)) & 31u));
                    break;
                }
                case 3u: {
                    break;
                }
                default: {
                }
                }
            }
            break;
        }
        case 3u: {
            break;
        }
        default: {
        }
        }
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {14714u, 1u, 1963u, 620568915u, 13283u, 8217u, 5446985u, 26397567u, 124944u, 494047931u, 1u, 1776475u, 2916725u, 22253u, 47u, 450u, 3982960u, 2753440076u, 787630543u, 4u, 0u, 3768u, 1122549u, 3201417u, 115u, 2356u, 1985209071u, 1655u, 7095288u, 1u, 77311866u, 1073u, 95008u, 1590749668u, 20024874u, 28108u, 7101371u, 67582625u, 222273740u, 466788873u, 336756377u, 0u, 24u, 6559u, 984139021u, 37u, 3941u, 83184u, 143206u, 25u, 1u, 906u, 3294876u, 97606200u, 10384435u, 423333u, 192907863u, 1099320u, 0u, 1881u, 0u, 736475u, 393722980u, 110940415u};

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
