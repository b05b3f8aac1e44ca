// dfns.cu records libdevice's double functions that the main recording (mathrec.cu) lacks, each
// over 2^20 arguments of mathgen.h's generator with the set given here (name, seed, exponent
// range, signed; two-argument functions take y from the set seed+100, as mathrec.cu does).
// usage: dfns DIR -> DIR/hashes_dfns.txt ("name n fnv1a64"), DIR/samples_dfns.txt (every
// 4096th result), DIR/NAME.raw (the first 16384 results, little-endian doubles)
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <vector>
#include <string>
#include "mathgen.h"

#define DFNS(X)                          \
    X(exp10, 60, -30, 8, 1)              \
    X(expm1, 61, -30, 10, 1)             \
    X(log1p, 62, -30, 20, 1)             \
    X(cbrt, 63, -1022, 1023, 1)          \
    X(atan, 64, -30, 40, 1)              \
    X(asin, 65, -30, 0, 1)               \
    X(acos, 66, -30, 0, 1)               \
    X(sinh, 67, -30, 10, 1)              \
    X(cosh, 68, -30, 10, 1)              \
    X(tanh, 69, -30, 6, 1)               \
    X(atan2, 70, -20, 20, 1)             \
    X(hypot, 71, -20, 20, 1)             \
    X(log10, 72, -1022, 1023, 0)         \
    X(rcbrt, 73, -1022, 1023, 1)

enum {
#define E(name, seed, lo, hi, sg) G_##name,
    DFNS(E)
#undef E
    G_COUNT
};

__global__ void kd(int fn, uint64_t seed, int emin, int emax, int sg, uint32_t n, uint64_t *out) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    double x = __longlong_as_double(mg_double(seed, i, emin, emax, sg));
    double y = __longlong_as_double(mg_double(seed + 100, i, MG_Y_EMIN, MG_Y_EMAX, 1));
    double r = 0;
    switch (fn) {
    case G_exp10: r = exp10(x); break;
    case G_expm1: r = expm1(x); break;
    case G_log1p: r = log1p(x); break;
    case G_cbrt: r = cbrt(x); break;
    case G_atan: r = atan(x); break;
    case G_asin: r = asin(x); break;
    case G_acos: r = acos(x); break;
    case G_sinh: r = sinh(x); break;
    case G_cosh: r = cosh(x); break;
    case G_tanh: r = tanh(x); break;
    case G_atan2: r = atan2(x, y); break;
    case G_hypot: r = hypot(x, y); break;
    case G_log10: r = log10(x); break;
    case G_rcbrt: r = rcbrt(x); break;
    }
    out[i] = __double_as_longlong(r);
}

int main(int argc, char **argv) {
    std::string dir = argc > 1 ? argv[1] : ".";
    const uint32_t n = 1u << 20, nd = 1u << 14;
    uint64_t *out;
    if (cudaMalloc(&out, n * 8ull) != cudaSuccess) return 1;
    std::vector<uint64_t> h(n);
    FILE *hashes = fopen((dir + "/hashes_dfns.txt").c_str(), "w");
    FILE *samples = fopen((dir + "/samples_dfns.txt").c_str(), "w");
    struct Set { const char *name; uint64_t seed; int lo, hi, sg; };
    const Set ds[] = {
#define E(name, seed, lo, hi, sg) {#name, seed, lo, hi, sg},
        DFNS(E)
#undef E
    };
    for (int fn = 0; fn < G_COUNT; fn++) {
        const Set &s = ds[fn];
        kd<<<n / 256, 256>>>(fn, s.seed, s.lo, s.hi, s.sg, n, out);
        cudaError_t e = cudaGetLastError();
        if (e == cudaSuccess) e = cudaMemcpy(h.data(), out, n * 8ull, cudaMemcpyDeviceToHost);
        if (e != cudaSuccess) {
            fprintf(stderr, "%s: %s\n", s.name, cudaGetErrorString(e));
            return 1;
        }
        fprintf(hashes, "%s %u %016llx\n", s.name, n, (unsigned long long)mg_fnv(MG_FNV0, h.data(), n * 8ull));
        for (uint32_t i = 0; i < n; i += 4096) fprintf(samples, "%s %u %016llx\n", s.name, i, (unsigned long long)h[i]);
        FILE *f = fopen((dir + "/" + s.name + ".raw").c_str(), "wb");
        fwrite(h.data(), 8, nd, f);
        fclose(f);
    }
    fclose(hashes);
    fclose(samples);
    return 0;
}
