// mathgen.h: the argument sets of the math recordings, shared by mathrec.cu (libdevice on the
// H200), hostlibm.c (glibc on the recording host) and the lab's Go tests (sim/engine/num/mathset),
// which regenerate the same arguments. Argument i of a set is a pure function of the set's seed
// and i: a handful of edge cases first, then 1 in 16 arbitrary bit patterns (NaNs, infinities,
// subnormals) and otherwise a uniformly chosen exponent in [emin, emax] with random mantissa bits.
#ifndef MATHGEN_H
#define MATHGEN_H
#include <stdint.h>

#ifdef __CUDACC__
#define MG_FN __host__ __device__ static inline
#else
#define MG_FN static inline
#endif

MG_FN uint64_t mg_mix(uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

#define MG_EDGES 16

MG_FN uint32_t mg_float_edge(int i) {
    const uint32_t e[MG_EDGES] = {0x00000000u, 0x80000000u, 0x7f800000u, 0xff800000u,
                                  0x7fc00000u, 0x3f800000u, 0xbf800000u, 0x3f000000u,
                                  0x40000000u, 0x00000001u, 0x807fffffu, 0x00800000u,
                                  0x7f7fffffu, 0xff7fffffu, 0x40490fdbu, 0xc0490fdbu};
    return e[i];
}

MG_FN uint64_t mg_double_edge(int i) {
    const uint64_t e[MG_EDGES] = {
        0x0000000000000000ULL, 0x8000000000000000ULL, 0x7ff0000000000000ULL, 0xfff0000000000000ULL,
        0x7ff8000000000000ULL, 0x3ff0000000000000ULL, 0xbff0000000000000ULL, 0x3fe0000000000000ULL,
        0x4000000000000000ULL, 0x0000000000000001ULL, 0x800fffffffffffffULL, 0x0010000000000000ULL,
        0x7fefffffffffffffULL, 0xffefffffffffffffULL, 0x400921fb54442d18ULL, 0xc00921fb54442d18ULL};
    return e[i];
}

// mg_float returns the bits of argument i of the float set (seed, emin, emax, sign).
MG_FN uint32_t mg_float(uint64_t seed, uint64_t i, int emin, int emax, int sign) {
    if (i < MG_EDGES) return mg_float_edge((int)i);
    uint64_t r = mg_mix(seed ^ (i * 0x9e3779b97f4a7c15ULL));
    if ((r >> 60) == 0) return (uint32_t)r;
    int e = emin + (int)(((r >> 32) & 0xffff) % (uint64_t)(emax - emin + 1));
    uint32_t b = ((uint32_t)(e + 127) << 23) | ((uint32_t)r & 0x7fffffu);
    if (sign && ((r >> 48) & 1)) b |= 0x80000000u;
    return b;
}

// mg_double is mg_float for doubles (the mantissa from a second mix).
MG_FN uint64_t mg_double(uint64_t seed, uint64_t i, int emin, int emax, int sign) {
    if (i < MG_EDGES) return mg_double_edge((int)i);
    uint64_t r = mg_mix(seed ^ (i * 0x9e3779b97f4a7c15ULL));
    uint64_t m = mg_mix(r);
    if ((r >> 60) == 0) return m;
    int e = emin + (int)(((r >> 32) & 0xffff) % (uint64_t)(emax - emin + 1));
    uint64_t b = ((uint64_t)(e + 1023) << 52) | (m & 0xfffffffffffffULL);
    if (sign && ((r >> 48) & 1)) b |= 0x8000000000000000ULL;
    return b;
}

// mg_fnv folds n bytes into an FNV-1a 64 hash.
static inline uint64_t mg_fnv(uint64_t h, const void *p, uint64_t n) {
    const unsigned char *b = (const unsigned char *)p;
    for (uint64_t k = 0; k < n; k++) {
        h ^= b[k];
        h *= 0x100000001b3ULL;
    }
    return h;
}
#define MG_FNV0 0xcbf29ce484222325ULL

// Every MG_SAMPLE_STEP-th result is also written out in full (samples.txt).
#define MG_SAMPLE_STEP 1024

// The sets: name, seed, exponent range, signed. Two-argument functions (powf, atan2f, hypotf,
// __fdividef, __powf, pow) take their y from a second set, seed+100 over [MG_Y_EMIN, MG_Y_EMAX].
// Names starting fast_ are CUDA's intrinsics (__expf...): device only.
#define MG_SETS(X)                                                      \
    X(sinf, 1, -12, 40, 1)                                              \
    X(cosf, 2, -12, 40, 1)                                              \
    X(tanf, 3, -12, 40, 1)                                              \
    X(sincosf_sin, 4, -12, 40, 1)                                       \
    X(sincosf_cos, 4, -12, 40, 1)                                       \
    X(expf, 5, -30, 7, 1)                                               \
    X(exp2f, 6, -30, 7, 1)                                              \
    X(exp10f, 7, -30, 6, 1)                                             \
    X(logf, 8, -126, 127, 0)                                            \
    X(log2f, 9, -126, 127, 0)                                           \
    X(log10f, 10, -126, 127, 0)                                         \
    X(powf, 11, -20, 20, 0)                                             \
    X(tgammaf, 13, -10, 6, 1)                                           \
    X(lgammaf, 14, -10, 6, 1)                                           \
    X(erff, 15, -20, 3, 1)                                              \
    X(fast_expf, 16, -20, 7, 1)                                         \
    X(fast_logf, 17, -126, 127, 0)                                      \
    X(fast_sinf, 18, -20, 10, 1)                                        \
    X(fast_cosf, 19, -20, 10, 1)                                        \
    X(fast_powf, 20, -20, 20, 0)                                        \
    X(rsqrtf, 21, -126, 127, 0)                                         \
    X(fast_fdividef, 22, -20, 20, 1)                                    \
    X(fast_exp10f, 23, -20, 6, 1)                                       \
    X(fast_log2f, 24, -126, 127, 0)                                     \
    X(fast_log10f, 25, -126, 127, 0)                                    \
    X(fast_tanf, 26, -20, 10, 1)                                        \
    X(tanhf, 27, -20, 5, 1)                                             \
    X(atanf, 28, -20, 20, 1)                                            \
    X(atan2f, 29, -20, 20, 1)                                           \
    X(asinf, 30, -20, 0, 1)                                             \
    X(acosf, 40, -20, 0, 1)                                             \
    X(cbrtf, 41, -126, 127, 1)                                          \
    X(expm1f, 42, -30, 7, 1)                                            \
    X(log1pf, 43, -30, 20, 1)                                           \
    X(erfcf, 44, -20, 4, 1)                                             \
    X(sinhf, 45, -20, 7, 1)                                             \
    X(coshf, 46, -20, 7, 1)                                             \
    X(hypotf, 47, -20, 20, 1)                                           \
    X(sqrtf, 48, -126, 127, 0)

// second arguments (y) of the two-argument float functions
#define MG_Y_EMIN (-8)
#define MG_Y_EMAX 6

#define MG_DSETS(X)                                                     \
    X(sin, 31, -20, 40, 1)                                              \
    X(cos, 32, -20, 40, 1)                                              \
    X(exp, 33, -30, 10, 1)                                              \
    X(log, 34, -1022, 1023, 0)                                          \
    X(pow, 35, -20, 20, 0)                                              \
    X(exp2, 37, -30, 10, 1)                                             \
    X(log2, 38, -1022, 1023, 0)                                         \
    X(tan, 39, -20, 40, 1)                                              \
    X(sqrt, 49, -1022, 1023, 0)                                         \
    X(rsqrt, 50, -1022, 1023, 0)

#endif
