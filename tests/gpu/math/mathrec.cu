// mathrec.cu records CUDA's math functions on the GPU (libdevice, sm_90, nvcc -O3 without
// fast math) over the argument sets of mathgen.h, for the lab's bit-exactness tests.
// usage: mathrec DIR [N]   (N arguments per set, default 2^20)
// Writes, per float function F: DIR/F.d8 (one signed byte per argument: result bits minus the
// bits of the double-precision reference rounded to float, or -128 when that does not fit or a
// NaN or a sign change is involved) and DIR/F.exc ("i bits" for each -128); per double function
// DIR/D.raw (the first 16384 results, little-endian); the sweeps of the MUFU approximations
// (ex2, lg2, sin, cos .approx.ftz.f32 over every float in [0.5, 2)) as DIR/mufu_*.d8 + .exc; and
// DIR/hashes.txt: "name n fnv1a64" of every result array; DIR/samples.txt: "name i bits" of
// every MG_SAMPLE_STEP-th result.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <string>
#include "mathgen.h"

enum {
#define E(name, seed, lo, hi, sg) F_##name,
    MG_SETS(E)
#undef E
    F_COUNT
};
enum {
#define E(name, seed, lo, hi, sg) D_##name,
    MG_DSETS(E)
#undef E
    D_COUNT
};

__global__ void kfloat(int fn, uint64_t seed, int emin, int emax, int sg, uint32_t n, uint32_t *out, uint32_t *ref) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = __uint_as_float(mg_float(seed, i, emin, emax, sg));
    float y = __uint_as_float(mg_float(seed + 100, i, MG_Y_EMIN, MG_Y_EMAX, 1));
    float r = 0, s = 0, c = 0;
    double d = 0, xd = x;
    switch (fn) {
    case F_sinf: r = sinf(x); d = sin(xd); break;
    case F_cosf: r = cosf(x); d = cos(xd); break;
    case F_tanf: r = tanf(x); d = tan(xd); break;
    case F_sincosf_sin: sincosf(x, &s, &c); r = s; d = sin(xd); break;
    case F_sincosf_cos: sincosf(x, &s, &c); r = c; d = cos(xd); break;
    case F_expf: r = expf(x); d = exp(xd); break;
    case F_exp2f: r = exp2f(x); d = exp2(xd); break;
    case F_exp10f: r = exp10f(x); d = exp10(xd); break;
    case F_logf: r = logf(x); d = log(xd); break;
    case F_log2f: r = log2f(x); d = log2(xd); break;
    case F_log10f: r = log10f(x); d = log10(xd); break;
    case F_powf: r = powf(x, y); d = pow(xd, (double)y); break;
    case F_tgammaf: r = tgammaf(x); d = tgamma(xd); break;
    case F_lgammaf: r = lgammaf(x); d = lgamma(xd); break;
    case F_erff: r = erff(x); d = erf(xd); break;
    case F_fast_expf: r = __expf(x); d = exp(xd); break;
    case F_fast_logf: r = __logf(x); d = log(xd); break;
    case F_fast_sinf: r = __sinf(x); d = sin(xd); break;
    case F_fast_cosf: r = __cosf(x); d = cos(xd); break;
    case F_fast_powf: r = __powf(x, y); d = pow(xd, (double)y); break;
    case F_rsqrtf: r = rsqrtf(x); d = rsqrt(xd); break;
    case F_fast_fdividef: r = __fdividef(x, y); d = xd / (double)y; break;
    case F_fast_exp10f: r = __exp10f(x); d = exp10(xd); break;
    case F_fast_log2f: r = __log2f(x); d = log2(xd); break;
    case F_fast_log10f: r = __log10f(x); d = log10(xd); break;
    case F_fast_tanf: r = __tanf(x); d = tan(xd); break;
    case F_tanhf: r = tanhf(x); d = tanh(xd); break;
    case F_atanf: r = atanf(x); d = atan(xd); break;
    case F_atan2f: r = atan2f(x, y); d = atan2(xd, (double)y); break;
    case F_asinf: r = asinf(x); d = asin(xd); break;
    case F_acosf: r = acosf(x); d = acos(xd); break;
    case F_cbrtf: r = cbrtf(x); d = cbrt(xd); break;
    case F_expm1f: r = expm1f(x); d = expm1(xd); break;
    case F_log1pf: r = log1pf(x); d = log1p(xd); break;
    case F_erfcf: r = erfcf(x); d = erfc(xd); break;
    case F_sinhf: r = sinhf(x); d = sinh(xd); break;
    case F_coshf: r = coshf(x); d = cosh(xd); break;
    case F_hypotf: r = hypotf(x, y); d = hypot(xd, (double)y); break;
    case F_sqrtf: r = sqrtf(x); d = sqrt(xd); break;
    }
    out[i] = __float_as_uint(r);
    ref[i] = __float_as_uint((float)d);
}

__global__ void kdouble(int fn, uint64_t seed, int emin, int emax, int sg, uint32_t n, uint64_t *out) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = __longlong_as_double(mg_double(seed, i, emin, emax, sg));
    double y = __longlong_as_double(mg_double(seed + 100, i, MG_Y_EMIN, MG_Y_EMAX, 1));
    double r = 0;
    switch (fn) {
    case D_sin: r = sin(x); break;
    case D_cos: r = cos(x); break;
    case D_exp: r = exp(x); break;
    case D_log: r = log(x); break;
    case D_pow: r = pow(x, y); break;
    case D_exp2: r = exp2(x); break;
    case D_log2: r = log2(x); break;
    case D_tan: r = tan(x); break;
    case D_sqrt: r = sqrt(x); break;
    case D_rsqrt: r = rsqrt(x); break;
    }
    out[i] = __double_as_longlong(r);
}

// kmufu evaluates one MUFU approximation on every float in [0.5, 2).
__global__ void kmufu(int op, uint32_t n, uint32_t *out, uint32_t *ref) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = __uint_as_float(0x3f000000u + i), r;
    double d;
    switch (op) {
    case 0: asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); d = exp2((double)x); break;
    case 1: asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); d = log2((double)x); break;
    case 2: asm("sin.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); d = sin((double)x); break;
    default: asm("cos.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); d = cos((double)x); break;
    }
    out[i] = __float_as_uint(r);
    ref[i] = __float_as_uint((float)d);
}

static void check(cudaError_t e, const char *what) {
    if (e != cudaSuccess) {
        fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(e));
        exit(1);
    }
}

static bool isnan32(uint32_t b) { return (b & 0x7fffffffu) > 0x7f800000u; }

// writeDeltas writes DIR/NAME.d8 and DIR/NAME.exc.
static void writeDeltas(const char *dir, const char *name, const uint32_t *out, const uint32_t *ref, uint32_t n) {
    std::string base = std::string(dir) + "/" + name;
    std::vector<signed char> d(n);
    FILE *exc = fopen((base + ".exc").c_str(), "w");
    for (uint32_t i = 0; i < n; i++) {
        int64_t diff = (int64_t)out[i] - (int64_t)ref[i];
        bool ok = !isnan32(out[i]) && !isnan32(ref[i]) && (out[i] >> 31) == (ref[i] >> 31) && diff >= -100 && diff <= 100;
        if (ok) {
            d[i] = (signed char)diff;
        } else {
            d[i] = -128;
            fprintf(exc, "%u %08x\n", i, out[i]);
        }
    }
    fclose(exc);
    FILE *f = fopen((base + ".d8").c_str(), "wb");
    fwrite(d.data(), 1, n, f);
    fclose(f);
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : ".";
    uint32_t n = argc > 2 ? (uint32_t)atoi(argv[2]) : (1u << 20);
    const uint32_t nd = 1u << 14, nm = 1u << 24;
    uint32_t cap = nm > n ? nm : n;
    uint32_t *out, *ref;
    check(cudaMalloc(&out, cap * 8ull), "malloc");
    check(cudaMalloc(&ref, cap * 4ull), "malloc");
    std::vector<uint32_t> ho(cap), hr(cap);
    FILE *hashes = fopen((std::string(dir) + "/hashes.txt").c_str(), "w");
    FILE *samples = fopen((std::string(dir) + "/samples.txt").c_str(), "w");
    struct Set { const char *name; uint64_t seed; int lo, hi, sg; };
    const Set fs[] = {
#define E(name, seed, lo, hi, sg) {#name, seed, lo, hi, sg},
        MG_SETS(E)
#undef E
    };
    for (int fn = 0; fn < F_COUNT; fn++) {
        const Set &s = fs[fn];
        kfloat<<<(n + 255) / 256, 256>>>(fn, s.seed, s.lo, s.hi, s.sg, n, out, ref);
        check(cudaGetLastError(), s.name);
        check(cudaMemcpy(ho.data(), out, n * 4ull, cudaMemcpyDeviceToHost), "copy");
        check(cudaMemcpy(hr.data(), ref, n * 4ull, cudaMemcpyDeviceToHost), "copy");
        fprintf(hashes, "%s %u %016llx\n", s.name, n, (unsigned long long)mg_fnv(MG_FNV0, ho.data(), n * 4ull));
        for (uint32_t i = 0; i < n; i += MG_SAMPLE_STEP) fprintf(samples, "%s %u %08x\n", s.name, i, ho[i]);
        writeDeltas(dir, s.name, ho.data(), hr.data(), n);
    }
    const Set ds[] = {
#define E(name, seed, lo, hi, sg) {#name, seed, lo, hi, sg},
        MG_DSETS(E)
#undef E
    };
    std::vector<uint64_t> hd(n);
    for (int fn = 0; fn < D_COUNT; fn++) {
        const Set &s = ds[fn];
        kdouble<<<(n + 255) / 256, 256>>>(fn, s.seed, s.lo, s.hi, s.sg, n, (uint64_t *)out);
        check(cudaGetLastError(), s.name);
        check(cudaMemcpy(hd.data(), out, n * 8ull, cudaMemcpyDeviceToHost), "copy");
        fprintf(hashes, "%s %u %016llx\n", s.name, n, (unsigned long long)mg_fnv(MG_FNV0, hd.data(), n * 8ull));
        for (uint32_t i = 0; i < n; i += MG_SAMPLE_STEP) fprintf(samples, "%s %u %016llx\n", s.name, i, (unsigned long long)hd[i]);
        FILE *f = fopen((std::string(dir) + "/" + s.name + ".raw").c_str(), "wb");
        fwrite(hd.data(), 8, nd, f);
        fclose(f);
    }
    const char *mufu[] = {"mufu_ex2", "mufu_lg2", "mufu_sin", "mufu_cos"};
    for (int op = 0; op < 4; op++) {
        kmufu<<<nm / 256, 256>>>(op, nm, out, ref);
        check(cudaGetLastError(), mufu[op]);
        check(cudaMemcpy(ho.data(), out, nm * 4ull, cudaMemcpyDeviceToHost), "copy");
        check(cudaMemcpy(hr.data(), ref, nm * 4ull, cudaMemcpyDeviceToHost), "copy");
        fprintf(hashes, "%s %u %016llx\n", mufu[op], nm, (unsigned long long)mg_fnv(MG_FNV0, ho.data(), nm * 4ull));
        writeDeltas(dir, mufu[op], ho.data(), hr.data(), nm);
    }
    fclose(hashes);
    fclose(samples);
    return 0;
}
