// Random control flow (tests/randprog/gen, kind control, seed 947514).
#include <cstdio>

__host__ __device__ unsigned mix(unsigned x, unsigned y) { return (x ^ (y >> 3)) * 0x9e3779b1u + y; }

__host__ __device__ unsigned path(unsigned t, const unsigned *seedA) {
    unsigned a = seedA[t], b = t * 2654435761u, c = ~t, d = 897093320u;
    b ^= b;
    for (unsigned i1 = 0; i1 < 8u; i1++) {
        d -= ((i1 / ((t >> 2) | 1u)) >> ((c * c) & 31u));
        unsigned n2 = (a != 7u ? i1 : b) % 6u;
        while (n2-- > 0u) {
            a += (i1 == (c % (a | 1u)) ? (c | 3u) : i1);
            c += (0xffffffffu % ((i1 & d) | 1u));
            if (t < 44u) {
                d |= (1u >> ((i1 / (a | 1u)) & 31u));
                if (((d ^ (a << (c & 31u)))) % 3u < 0u) {
                    a *= ((a | b) - (i1 % (a | 1u)));
                }
                a = mix(a, c);
            }
        }
        if ((((d % (a | 1u)) - (i1 << ((t >> 2) & 31u)))) % 5u == 1u) break;
    }
    for (unsigned i3 = 0; i3 < 3u; i3++) {
        a |= d;
    }
    if ((t & 1u) != 0) {
        c += 7u;
        switch (a % 4u) {
        case 0u: {
            a *= ((d ^ d) | c);
            if (((((t >> 2) << (a & 31u)) > d ? (c + t) : ((t >> 2) / (c | 1u)))) % 6u < 1u) {
                if ((((a - c) / ((d << (a & 31u)) | 1u))) % 2u == 0u) {
                    d |= c;
                    b |= d;
                    a += (b % ((t & 5) | 1u));
                }
            }
        }
        case 1u: {
            switch ((c & (c / (c | 1u))) % 4u) {
            case 0u: {
                b *= ((d % (d | 1u)) & (c << (b & 31u)));
                break;
            }
            case 1u: {
                for (unsigned i4 = 0; i4 < (t & 3u) + 1u; i4++) {
                    b -= ((7u / (7u | 1u)) & i4);
                }
            }
            case 2u: {
                break;
            }
            case 3u: {
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
    return a ^ (b << 1) ^ (c << 2) ^ (d << 3);
}

static const unsigned h_seed[64] = {41359u, 316454u, 1465952u, 108820078u, 35u, 5662110u, 1710u, 1171011086u, 14u, 23174961u, 2158u, 2577u, 3389u, 3082190855u, 2611u, 7709u, 42856896u, 104u, 441095u, 142798959u, 1u, 154368u, 955u, 46047u, 6559948u, 3041539u, 16414221u, 29u, 13201u, 65959u, 1349223577u, 14724u, 1222335520u, 1292711u, 799u, 348168327u, 2293u, 3093892u, 350190u, 3431u, 134u, 551004734u, 0u, 247887073u, 327u, 3345u, 23885074u, 5407u, 13490905u, 82064474u, 4010417u, 344070211u, 751u, 503046u, 368118u, 206810u, 118u, 3u, 358u, 11u, 7u, 27u, 15918782u, 59967u};

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
