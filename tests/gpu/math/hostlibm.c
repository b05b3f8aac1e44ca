// hostlibm.c records the host's libm (glibc) over the argument sets of mathgen.h, in mathrec's
// formats: DIR/host_F.d8 + .exc for float functions (against the double function rounded to
// float), DIR/host_D.raw (first 16384 results) for doubles, and "host_name n fnv1a64" lines
// in DIR/hashes_host.txt, and "host_name i bits" of every MG_SAMPLE_STEP-th result in
// DIR/samples_host.txt.
// build: gcc -O2 -fno-builtin -o hostlibm hostlibm.c -lm
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mathgen.h"

static uint32_t fbits(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
static float bitsf(uint32_t b) { float f; memcpy(&f, &b, 4); return f; }
static uint64_t dbits(double f) { uint64_t b; memcpy(&b, &f, 8); return b; }
static double bitsd(uint64_t b) { double f; memcpy(&f, &b, 8); return f; }
static int isnan32(uint32_t b) { return (b & 0x7fffffffu) > 0x7f800000u; }

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

// one evaluates float function fn and sets *d to the double function; it returns 0 for the
// sets the host has no function for (CUDA's intrinsics, rsqrtf).
static int one(int fn, float x, float y, float *r, double *d) {
    float s, c;
    double xd = x, yd = y;
    switch (fn) {
    case F_sinf: *d = sin(xd); *r = sinf(x); return 1;
    case F_cosf: *d = cos(xd); *r = cosf(x); return 1;
    case F_tanf: *d = tan(xd); *r = tanf(x); return 1;
    case F_sincosf_sin: *d = sin(xd); sincosf(x, &s, &c); *r = s; return 1;
    case F_sincosf_cos: *d = cos(xd); sincosf(x, &s, &c); *r = c; return 1;
    case F_expf: *d = exp(xd); *r = expf(x); return 1;
    case F_exp2f: *d = exp2(xd); *r = exp2f(x); return 1;
    case F_exp10f: *d = exp10(xd); *r = exp10f(x); return 1;
    case F_logf: *d = log(xd); *r = logf(x); return 1;
    case F_log2f: *d = log2(xd); *r = log2f(x); return 1;
    case F_log10f: *d = log10(xd); *r = log10f(x); return 1;
    case F_powf: *d = pow(xd, yd); *r = powf(x, y); return 1;
    case F_tgammaf: *d = tgamma(xd); *r = tgammaf(x); return 1;
    case F_lgammaf: *d = lgamma(xd); *r = lgammaf(x); return 1;
    case F_erff: *d = erf(xd); *r = erff(x); return 1;
    case F_tanhf: *d = tanh(xd); *r = tanhf(x); return 1;
    case F_atanf: *d = atan(xd); *r = atanf(x); return 1;
    case F_atan2f: *d = atan2(xd, yd); *r = atan2f(x, y); return 1;
    case F_asinf: *d = asin(xd); *r = asinf(x); return 1;
    case F_acosf: *d = acos(xd); *r = acosf(x); return 1;
    case F_cbrtf: *d = cbrt(xd); *r = cbrtf(x); return 1;
    case F_expm1f: *d = expm1(xd); *r = expm1f(x); return 1;
    case F_log1pf: *d = log1p(xd); *r = log1pf(x); return 1;
    case F_erfcf: *d = erfc(xd); *r = erfcf(x); return 1;
    case F_sinhf: *d = sinh(xd); *r = sinhf(x); return 1;
    case F_coshf: *d = cosh(xd); *r = coshf(x); return 1;
    case F_hypotf: *d = hypot(xd, yd); *r = hypotf(x, y); return 1;
    case F_sqrtf: *d = sqrt(xd); *r = sqrtf(x); return 1;
    }
    return 0;
}

static int oned(int fn, double x, double y, double *r) {
    switch (fn) {
    case D_sin: *r = sin(x); return 1;
    case D_cos: *r = cos(x); return 1;
    case D_exp: *r = exp(x); return 1;
    case D_log: *r = log(x); return 1;
    case D_pow: *r = pow(x, y); return 1;
    case D_exp2: *r = exp2(x); return 1;
    case D_log2: *r = log2(x); return 1;
    case D_tan: *r = tan(x); return 1;
    case D_sqrt: *r = sqrt(x); return 1;
    }
    return 0;
}

struct set { const char *name; uint64_t seed; int lo, hi, sg; };

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : ".";
    uint32_t n = argc > 2 ? (uint32_t)atoi(argv[2]) : (1u << 20);
    const uint32_t nd = 1u << 14;
    const struct set fs[] = {
#define E(name, seed, lo, hi, sg) {#name, seed, lo, hi, sg},
        MG_SETS(E)
#undef E
    };
    const struct set ds[] = {
#define E(name, seed, lo, hi, sg) {#name, seed, lo, hi, sg},
        MG_DSETS(E)
#undef E
    };
    char path[4096];
    snprintf(path, sizeof path, "%s/hashes_host.txt", dir);
    FILE *hashes = fopen(path, "w");
    snprintf(path, sizeof path, "%s/samples_host.txt", dir);
    FILE *samples = fopen(path, "w");
    uint32_t *o = malloc(n * 4ull);
    signed char *d8 = malloc(n);
    for (int fn = 0; fn < F_COUNT; fn++) {
        const struct set *s = &fs[fn];
        float probe;
        double dprobe;
        if (!one(fn, 1.0f, 1.0f, &probe, &dprobe)) continue;
        snprintf(path, sizeof path, "%s/host_%s.exc", dir, s->name);
        FILE *exc = fopen(path, "w");
        for (uint32_t i = 0; i < n; i++) {
            float x = bitsf(mg_float(s->seed, i, s->lo, s->hi, s->sg));
            float y = bitsf(mg_float(s->seed + 100, i, MG_Y_EMIN, MG_Y_EMAX, 1));
            double d;
            float res;
            one(fn, x, y, &res, &d);
            o[i] = fbits(res);
            uint32_t r = fbits((float)d);
            int64_t diff = (int64_t)o[i] - (int64_t)r;
            if (!isnan32(o[i]) && !isnan32(r) && (o[i] >> 31) == (r >> 31) && diff >= -100 && diff <= 100) {
                d8[i] = (signed char)diff;
            } else {
                d8[i] = -128;
                fprintf(exc, "%u %08x\n", i, o[i]);
            }
        }
        fclose(exc);
        snprintf(path, sizeof path, "%s/host_%s.d8", dir, s->name);
        FILE *f = fopen(path, "wb");
        fwrite(d8, 1, n, f);
        fclose(f);
        fprintf(hashes, "host_%s %u %016llx\n", s->name, n, (unsigned long long)mg_fnv(MG_FNV0, o, n * 4ull));
        for (uint32_t i = 0; i < n; i += MG_SAMPLE_STEP) fprintf(samples, "host_%s %u %08x\n", s->name, i, o[i]);
    }
    uint64_t *od = malloc(n * 8ull);
    for (int fn = 0; fn < D_COUNT; fn++) {
        const struct set *s = &ds[fn];
        double dprobe;
        if (!oned(fn, 1.0, 1.0, &dprobe)) continue;
        for (uint32_t i = 0; i < n; i++) {
            double x = bitsd(mg_double(s->seed, i, s->lo, s->hi, s->sg));
            double y = bitsd(mg_double(s->seed + 100, i, MG_Y_EMIN, MG_Y_EMAX, 1));
            double r;
            oned(fn, x, y, &r);
            od[i] = dbits(r);
        }
        snprintf(path, sizeof path, "%s/host_%s.raw", dir, s->name);
        FILE *f = fopen(path, "wb");
        fwrite(od, 8, nd, f);
        fclose(f);
        fprintf(hashes, "host_%s %u %016llx\n", s->name, n, (unsigned long long)mg_fnv(MG_FNV0, od, n * 8ull));
        for (uint32_t i = 0; i < n; i += MG_SAMPLE_STEP) fprintf(samples, "host_%s %u %016llx\n", s->name, i, (unsigned long long)od[i]);
    }
    fclose(hashes);
    fclose(samples);
    return 0;
}
