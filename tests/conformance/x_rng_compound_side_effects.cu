// Random variate generation toolbox: Park-Miller (Schrage), 128-bit Lehmer
// via __umul64hi, Lemire bounded ints via __umulhi, several uniform float
// constructions, exponential / Poisson / inverse-CDF normal / geometric
// variates, per-thread Fisher-Yates shuffles and a Metropolis sampler.
#include <cstdio>
#include <cstdint>
#include <iostream>
#include <iomanip>
#include <vector>
#include <cuda_runtime.h>

#define CHECK_CUDA(expr)                                                            \
    do {                                                                            \
        cudaError_t _e = (expr);                                                    \
        if (_e != cudaSuccess) {                                                    \
            std::cerr << "CUDA error: " << cudaGetErrorString(_e) << " line " << __LINE__ << "\n"; \
            return 1;                                                               \
        }                                                                           \
    } while (0)

// Park-Miller minimal standard with Schrage's trick (signed 32-bit, no overflow)
__device__ int park_miller(int &s) {
    const int a = 16807, m = 2147483647, q = 127773, r = 2836;
    int hi = s / q, lo = s % q;
    int t = a * lo - r * hi;
    s = t > 0 ? t : t + m;
    return s;
}

// 128-bit Lehmer generator: state (hi,lo) *= 0xda942042e4dd58b5, return high 64 bits
struct Lehmer128 {
    uint64_t hi, lo;
    __device__ uint64_t next() {
        const uint64_t M = 0xda942042e4dd58b5ULL;
        uint64_t newLo = lo * M;
        uint64_t newHi = __umul64hi(lo, M) + hi * M;
        lo = newLo;
        hi = newHi;
        return hi;
    }
};

__device__ uint32_t lemire_bounded(uint32_t x, uint32_t range) { return __umulhi(x, range); }

struct Variates {
    int pm[3];
    unsigned long long lehmer[2];
    unsigned int dice[6];        // histogram of 6-sided die from lemire
    float uA, uB, uC, uD;        // four uniform constructions from one word
    float expo, expoFast, expoLog1p;
    int poisson3, poisson30;
    float ninv, erfinvv;
    int geom;                    // number of leading zero bits + 1
    unsigned int perm;           // 8-element permutation packed in nibbles
    float mhMean, mhAccept;      // Metropolis on a double well
};

__global__ void variates(int n, Variates *out) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid >= n) return;
    Variates v;
    int s = tid + 1;                       // seed must be in [1, m-1]
    for (int i = 0; i < 3; ++i) v.pm[i] = park_miller(s);
    Lehmer128 L{(uint64_t)tid, 0x9E3779B97F4A7C15ULL ^ (uint64_t)tid | 1ULL};
    v.lehmer[0] = L.next();
    v.lehmer[1] = L.next();
    for (int k = 0; k < 6; ++k) v.dice[k] = 0;
    for (int i = 0; i < 600; ++i) v.dice[lemire_bounded((uint32_t)(L.next() >> 32), 6u)]++;

    uint32_t w = (uint32_t)(L.next() >> 32);
    v.uA = (w >> 8) * 0x1.0p-24f;                          // exact 24-bit
    v.uB = __uint2float_rn(w) * 2.3283064365386963e-10f;   // may round up to 1.0
    v.uC = __int_as_float(0x3f800000u | (w >> 9)) - 1.0f;  // mantissa trick
    v.uD = __uint2float_rz(w) / 4294967296.0f;

    float u = ((w >> 8) + 1u) * 0x1.0p-24f;                // (0,1]
    v.expo = -logf(u);
    v.expoFast = -__logf(u);
    v.expoLog1p = -log1pf(-v.uA);

    // Knuth Poisson with lambda 3 and 30 (the latter stresses expf underflow-ish products)
    int lam[2] = {3, 30};
    int res[2];
    for (int j = 0; j < 2; ++j) {
        float Lm = expf(-(float)lam[j]);
        float p = 1.0f;
        int k = 0;
        do {
            ++k;
            p *= ((uint32_t)(L.next() >> 40) + 1u) * 0x1.0p-24f;
        } while (p > Lm);
        res[j] = k - 1;
    }
    v.poisson3 = res[0];
    v.poisson30 = res[1];

    v.ninv = normcdfinvf(v.uA);     // uA may be exactly 0 -> -inf
    v.erfinvv = erfinvf(2.0f * v.uA - 1.0f);

    uint32_t g = (uint32_t)(L.next() >> 32);
    v.geom = __clz(g) + 1;          // g==0 gives 33

    // Fisher-Yates shuffle of 0..7
    int a[8];
    for (int i = 0; i < 8; ++i) a[i] = i;
    for (int i = 7; i > 0; --i) {
        int j = (int)lemire_bounded((uint32_t)(L.next() >> 32), (uint32_t)(i + 1));
        int t = a[i]; a[i] = a[j]; a[j] = t;
    }
    unsigned int packed = 0;
    for (int i = 0; i < 8; ++i) packed |= (unsigned int)a[i] << (4 * i);
    v.perm = packed;

    // Metropolis for density ~ exp(-(x^2-1)^2 / 0.3), proposal x + 0.8*(u-0.5)
    float x = 0.0f, sum = 0.0f;
    int acc = 0;
    const int steps = 2000;
    for (int i = 0; i < steps; ++i) {
        float uu = (float)(L.next() >> 40) * 0x1.0p-24f;
        float y = x + 0.8f * (uu - 0.5f);
        float ex = (x * x - 1.0f), ey = (y * y - 1.0f);
        float ratio = expf((ex * ex - ey * ey) / 0.3f);
        float ua = (float)(L.next() >> 40) * 0x1.0p-24f;
        if (ua < ratio) { x = y; ++acc; }
        sum += x;
    }
    v.mhMean = sum / steps;
    v.mhAccept = (float)acc / steps;
    out[tid] = v;
}

int main() {
    const int n = 300;
    Variates *d;
    CHECK_CUDA(cudaMalloc(&d, n * sizeof(Variates)));
    variates<<<(n + 127) / 128, 128>>>(n, d);
    CHECK_CUDA(cudaGetLastError());
    std::vector<Variates> h(n);
    CHECK_CUDA(cudaMemcpy(h.data(), d, n * sizeof(Variates), cudaMemcpyDeviceToHost));

    // host check of Park-Miller: 10000th value from seed 1 is 1043618065
    int s = 1;
    for (int i = 0; i < 10000; ++i) s = (int)((16807LL * s) % 2147483647LL);
    std::cout << "park-miller host 10000th = " << s << "\n";

    for (int t : {0, 1, 2, 127, 128, 299}) {
        const Variates &v = h[t];
        printf("t=%3d pm=%d %d %d lehmer=%016llx %016llx\n", t, v.pm[0], v.pm[1], v.pm[2], v.lehmer[0], v.lehmer[1]);
        printf("      dice=%u %u %u %u %u %u  uA=%.9g uB=%.9g uC=%.9g uD=%.9g\n", v.dice[0], v.dice[1], v.dice[2],
               v.dice[3], v.dice[4], v.dice[5], v.uA, v.uB, v.uC, v.uD);
        printf("      exp=%.9g fast=%.9g log1p=%.9g pois3=%d pois30=%d ninv=%.9g erfinv=%.9g geom=%d perm=%08x\n",
               v.expo, v.expoFast, v.expoLog1p, v.poisson3, v.poisson30, v.ninv, v.erfinvv, v.geom, v.perm);
        printf("      metropolis mean=%.9g accept=%.6f\n", v.mhMean, v.mhAccept);
    }
    // aggregate statistics (host, fixed order)
    long long pois3 = 0, pois30 = 0, geomSum = 0;
    unsigned int dice[6] = {0, 0, 0, 0, 0, 0};
    double expoSum = 0.0, ninvSum = 0.0, mh = 0.0, mhAcc = 0.0, diffFast = 0.0;
    int uBone = 0, permPos0[8] = {0};
    for (const auto &v : h) {
        pois3 += v.poisson3;
        pois30 += v.poisson30;
        geomSum += v.geom;
        for (int k = 0; k < 6; ++k) dice[k] += v.dice[k];
        expoSum += v.expo;
        ninvSum += v.ninv;
        mh += v.mhMean;
        mhAcc += v.mhAccept;
        double df = (double)v.expo - v.expoFast;
        if (df < 0) df = -df;
        if (df > diffFast) diffFast = df;
        if (v.uB == 1.0f) ++uBone;
        permPos0[v.perm & 7]++;
    }
    std::cout << std::fixed << std::setprecision(6);
    std::cout << "mean poisson(3)=" << (double)pois3 / n << " poisson(30)=" << (double)pois30 / n
              << " geometric=" << (double)geomSum / n << "\n";
    std::cout << "dice totals:";
    for (unsigned int c : dice) std::cout << ' ' << c;
    std::cout << "\nmean exp=" << expoSum / n << " mean ninv=" << ninvSum / n << " max |logf-__logf|="
              << std::scientific << diffFast << std::fixed << "\n";
    std::cout << "metropolis grand mean=" << mh / n << " accept=" << mhAcc / n << " uB==1 count=" << uBone << "\n";
    std::cout << "perm[0] histogram:";
    for (int c : permPos0) std::cout << ' ' << c;
    std::cout << std::endl;

    CHECK_CUDA(cudaFree(d));
    return 0;
}
