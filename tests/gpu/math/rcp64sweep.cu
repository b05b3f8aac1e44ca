// rcp64sweep.cu records the H200's double-precision MUFU approximations (MUFU.RCP64H behind
// rcp.approx.ftz.f64, MUFU.RSQ64H behind rsqrt.approx.ftz.f64), which read and write only the
// high word of a double, so that the lab can model them as tables (sim/engine/num/libdevice):
// every high word of [1, 2) and [2, 4) with a zero low word, plus checks that the result does
// not depend on the low word and depends on the exponent only by shifting its own.
// It also evaluates libdevice's log10 over the `log` argument set of mathgen.h (no recording has
// log10), and prints both hashes.
// usage: rcp64sweep DIR -> DIR/rcp64.hi, DIR/rsq64.hi (little-endian uint32 result high words,
// 2^21 each: [1, 2) then [2, 4)), DIR/log10.raw (2^20 little-endian doubles), DIR/summary.txt
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <vector>
#include <string>
#include "mathgen.h"

// sweep evaluates op on the doubles with high word base+i and low word lo (scrambled per i
// when scramble is set), writing both result words.
__global__ void sweep(int op, uint32_t base, uint32_t lo, int scramble, uint32_t n, uint32_t *hi, uint32_t *low) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    uint32_t l = scramble ? (uint32_t)mg_mix(i + 1) : lo;
    double x = __hiloint2double((int)(base + i), (int)l), r;
    if (op == 0)
        asm("rcp.approx.ftz.f64 %0, %1;" : "=d"(r) : "d"(x));
    else
        asm("rsqrt.approx.ftz.f64 %0, %1;" : "=d"(r) : "d"(x));
    hi[i] = (uint32_t)__double2hiint(r);
    low[i] = (uint32_t)__double2loint(r);
}

__global__ void klog10(uint32_t n, uint64_t *out) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    out[i] = __double_as_longlong(log10(__longlong_as_double(mg_double(34, i, -1022, 1023, 0))));
}

static void check(cudaError_t e, const char *what) {
    if (e != cudaSuccess) {
        fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(e));
        exit(1);
    }
}

int main(int argc, char **argv) {
    std::string dir = argc > 1 ? argv[1] : ".";
    const uint32_t n = 1u << 20;
    uint32_t *dhi, *dlo;
    check(cudaMalloc(&dhi, n * 4ull), "malloc");
    check(cudaMalloc(&dlo, n * 4ull), "malloc");
    std::vector<uint32_t> hi(n), lo(n);
    FILE *sum = fopen((dir + "/summary.txt").c_str(), "w");
    auto run = [&](int op, uint32_t base, uint32_t l, int scr) {
        sweep<<<n / 256, 256>>>(op, base, l, scr, n, dhi, dlo);
        check(cudaGetLastError(), "sweep");
        check(cudaMemcpy(hi.data(), dhi, n * 4ull, cudaMemcpyDeviceToHost), "copy");
        check(cudaMemcpy(lo.data(), dlo, n * 4ull, cudaMemcpyDeviceToHost), "copy");
    };
    const char *names[2] = {"rcp64", "rsq64"};
    for (int op = 0; op < 2; op++) {
        std::vector<uint32_t> table;
        uint32_t lowNonZero = 0;
        for (uint32_t base : {0x3ff00000u, 0x40000000u}) {
            run(op, base, 0, 0);
            for (uint32_t i = 0; i < n; i++) lowNonZero += lo[i] != 0;
            table.insert(table.end(), hi.begin(), hi.end());
        }
        FILE *f = fopen((dir + "/" + names[op] + ".hi").c_str(), "wb");
        fwrite(table.data(), 4, table.size(), f);
        fclose(f);
        fprintf(sum, "%s hash %016llx lowNonZero %u\n", names[op],
                (unsigned long long)mg_fnv(MG_FNV0, table.data(), table.size() * 4ull), lowNonZero);
        // Other exponents and low words: compare the mantissa bits with the table's and report
        // the result exponents seen.
        struct Case { uint32_t base, lo; int scr; };
        const Case cs[] = {{0x3ff00000u, 0, 1}, {0x3ff00000u, 0xffffffffu, 0}, {0x40000000u, 0, 1},
                           {0xbff00000u, 0, 0}, {0x3fe00000u, 0, 0}, {0x3fd00000u, 0, 0},
                           {0x40100000u, 0, 0}, {0x40200000u, 0, 0}, {0x00100000u, 0, 0},
                           {0x00000000u, 0, 0}, {0x7fd00000u, 0, 0}, {0x7fe00000u, 0, 0},
                           {0x7ff00000u, 0, 0}, {0x80000000u, 0, 0}, {0x00200000u, 0, 0},
                           {0x7fc00000u, 0, 0}, {0x5ff00000u, 0, 0}, {0x20000000u, 0, 0}};
        for (const Case &c : cs) {
            run(op, c.base, c.lo, c.scr);
            // the table half with the same exponent parity (rsqrt depends on it)
            uint32_t half = op == 1 ? ((c.base >> 20) & 1) ^ 1 : 0;
            uint32_t mism = 0, lowNZ = 0, first = 0xffffffffu;
            for (uint32_t i = 0; i < n; i++) {
                uint32_t t = table[half * n + i];
                if ((hi[i] & 0xfffff) != (t & 0xfffff)) {
                    if (first == 0xffffffffu) first = i;
                    mism++;
                }
                lowNZ += lo[i] != 0;
            }
            fprintf(sum, "%s base %08x lo %08x scr %d: mantissa mismatches %u (first %d) lowNonZero %u;"
                         " hi[0] %08x hi[1] %08x hi[n/2] %08x hi[n-1] %08x lo[0] %08x lo[n-1] %08x\n",
                    names[op], c.base, c.lo, c.scr, mism, (int)first, lowNZ, hi[0], hi[1], hi[n / 2], hi[n - 1],
                    lo[0], lo[n - 1]);
        }
    }
    uint64_t *dd;
    check(cudaMalloc(&dd, n * 8ull), "malloc");
    klog10<<<n / 256, 256>>>(n, dd);
    check(cudaGetLastError(), "log10");
    std::vector<uint64_t> r(n);
    check(cudaMemcpy(r.data(), dd, n * 8ull, cudaMemcpyDeviceToHost), "copy");
    fprintf(sum, "log10 %u %016llx\n", n, (unsigned long long)mg_fnv(MG_FNV0, r.data(), n * 8ull));
    FILE *f = fopen((dir + "/log10.raw").c_str(), "wb");
    fwrite(r.data(), 8, n, f);
    fclose(f);
    fclose(sum);
    return 0;
}
