// Random control flow (tests/randprog/gen, kind control, seed 931676).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 2368754201u;
    unsigned n1 = b % 6u;
    while (n1-- > 0u) {
        if (t < 24u) {
            if ((((a - d) % ((a * 0xffffffffu) | 1u))) % 2u < 2u) continue;
            if ((d) % 2u == 1u) {
                if (((c / ((d ^ a) | 1u))) % 4u == 2u) return ((t & 5) >> ((c | c) & 31u));
                if (t <= 44u) {
                    a |= ((0x55u | d) == (t == b ? b : d) ? (b > 3u ? (t >> 2) : (t & 5)) : (b - a));
                    a *= c;
                    d -= (t & 5);
                }
            }
        } else {
            if ((((a - a) << ((c / (b | 1u)) & 31u))) % 6u == 0u) {
                b ^= ((d == b ? a : b) << ((d << (c & 31u)) & 31u));
                b = (t - (b % (t | 1u)));
                b = mix(b, (t + c));
            }
            a *= a;
        }
    }
    if ((b) % 4u == 2u) {
        if ((t & 8u) != 0) return a;
        if ((((c << ((t >> 2) & 31u)) < (1u + 3u) ? (b / (a | 1u)) : (a % ((t & 5) | 1u)))) % 4u == 1u) return ((a != 0x55u ? (t >> 2) : d) == 0xffffffffu ? ((t >> 2) / (c | 1u)) : (d * d));
    }
    unsigned n2 = 3u % 6u;
    while (n2-- > 0u) {
        b += b;
        c ^= ((b | d) - (d != b ? d : b));
    }
    a += ((b >> (a & 31u)) | d);
    if (t < 11u) {
        a -= ((c + a) != 0xffffffffu ? (a + c) : a);
        b += c;
    }
    a += a;
    unsigned n3 = (c == c ? c : 3u) % 6u;
    while (n3-- > 0u) {
    }
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {430759u, 1494483496u, 407u, 118u, 38281660u, 1288u, 181u, 2337u, 1732127u, 32331u, 1900822212u, 375324080u, 313u, 1440u, 1u, 28797u, 63564447u, 6u, 188428u, 0u, 7872827u, 500407u, 413u, 62342u, 12u, 54u, 3u, 17285944u, 2947236u, 2565u, 2u, 573u, 3u, 2981827u, 477862u, 28717560u, 46736u, 11726u, 88228u, 617u, 11u, 10u, 404840838u, 2363u, 52225u, 8u, 2047u, 5676959u, 27981718u, 295740274u, 3972u, 132u, 1848551727u, 382067u, 6u, 54496u, 9246011u, 1u, 82u, 0u, 42092328u, 37u, 2477u, 723284u};

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
