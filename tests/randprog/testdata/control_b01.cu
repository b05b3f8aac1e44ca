// Random control flow (tests/randprog/gen, kind control, seed 907919).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 1910271682u;
    c -= ((b ^ c) & (b / (a | 1u)));
    c *= (a * (d << (d & 31u)));
    d |= ((t & 5) + (0x55u << ((t >> 2) & 31u)));
    for (unsigned i1 = 0; i1 < (t % 5u); i1++) {
        b = ((a ^ d) | (d != d ? i1 : a));
        if ((t & 16u) != 0) return ((a ^ a) << ((c % (b | 1u)) & 31u));
        a *= (i1 & (a / (i1 | 1u)));
    }
    c *= (a == (d + c) ? (c % (c | 1u)) : (t << (b & 31u)));
    b += (c % ((0x55u & b) | 1u));
    a ^= c;
    if ((((b % (0xffffffffu | 1u)) * (c < 7u ? c : 3u))) % 6u != 0u) {
        switch (((0xffffffffu / (c | 1u)) * (d << (c & 31u))) % 4u) {
        case 0u: {
            d = mix(d, (c | d));
            for (unsigned i2 = 0; i2 < 8u; i2++) {
                for (unsigned i3 = 0; i3 < 3u; i3++) {
                    c *= c;
                }
            }
            break;
        }
        case 1u: {
            unsigned n4 = (1u * d) % 6u;
            while (n4-- > 0u) {
                c += ((d + a) - (c << (b & 31u)));
                if ((t & 4u) != 0) continue;
            }
            c *= d;
        }
        case 2u: {
            c = mix(c, ((t & 5) > d ? 7u : b));
            break;
        }
        default: {
            for (unsigned i5 = 0; i5 < 3u; i5++) {
                c *= (7u | (a % (a | 1u)));
                a *= i5;
                c |= d;
            }
        }
        }
        if ((((d - 1u) > b ? a : d)) % 6u != 0u) return t;
    }
    if (t > 44u) return ((a != b ? a : a) * (b & a));
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {427u, 8609637u, 3201978u, 30u, 8372563u, 10261u, 2u, 4241628468u, 337504283u, 23294445u, 1452u, 47078u, 2905796166u, 369032719u, 1703u, 10380057u, 12076620u, 1583u, 842u, 6070848u, 39144u, 46u, 228344834u, 2520863u, 60024703u, 555u, 401360261u, 12744705u, 6u, 1899277u, 10464863u, 503u, 7882155u, 190121713u, 2563u, 7101u, 14u, 24964u, 32019u, 5471822u, 64148859u, 4u, 174u, 111u, 31611769u, 55471u, 182u, 7748u, 800u, 792u, 982219u, 183680852u, 6524754u, 0u, 205u, 71354629u, 52741777u, 2294u, 57987u, 12u, 854u, 1u, 12142u, 125824u};

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
