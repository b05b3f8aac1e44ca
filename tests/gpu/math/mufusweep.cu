// mufusweep.cu records the H200's MUFU approximations over whole binades, so that the lab can
// model them bit for bit (sim/engine/num/libdevice): rcp.approx.ftz.f32 over [1, 2),
// rsqrt.approx.ftz.f32 over [1, 4) and lg2.approx.ftz.f32 over [0.5, 4).
// usage: mufusweep DIR  -> DIR/rcp.d8, DIR/rsq.d8 (result bits minus those of the double
// function rounded to float, as a signed byte; -128 never occurs or the run says so),
// DIR/lg2.d32 (the same difference as a little-endian int32), DIR/hashes_mufu.txt
// ("name n fnv1a64" of the results).
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <vector>
#include <string>
#include "mathgen.h"

__global__ void sweep(int op, uint32_t base, uint32_t n, uint32_t *out, uint32_t *ref) {
    uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float x = __uint_as_float(base + i), r;
    double d;
    switch (op) {
    case 0: asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); d = 1.0 / (double)x; break;
    case 1: asm("rsqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); d = 1.0 / sqrt((double)x); break;
    default: asm("lg2.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(x)); d = log2((double)x); break;
    }
    out[i] = __float_as_uint(r);
    ref[i] = __float_as_uint((float)d);
}

int main(int argc, char **argv) {
    const char *dir = argc > 1 ? argv[1] : ".";
    struct Op { const char *name; uint32_t base, n; int wide; } ops[] = {
        {"rcp", 0x3f800000u, 1u << 23, 0}, {"rsq", 0x3f800000u, 1u << 24, 0}, {"lg2", 0x3f000000u, 3u << 23, 1}};
    uint32_t *out, *ref;
    cudaMalloc(&out, (3u << 23) * 4ull);
    cudaMalloc(&ref, (3u << 23) * 4ull);
    std::vector<uint32_t> ho(3u << 23), hr(3u << 23);
    FILE *hashes = fopen((std::string(dir) + "/hashes_mufu.txt").c_str(), "w");
    for (int op = 0; op < 3; op++) {
        uint32_t n = ops[op].n;
        sweep<<<(n + 255) / 256, 256>>>(op, ops[op].base, n, out, ref);
        cudaError_t e = cudaDeviceSynchronize();
        if (e != cudaSuccess) { fprintf(stderr, "%s: %s\n", ops[op].name, cudaGetErrorString(e)); return 1; }
        cudaMemcpy(ho.data(), out, n * 4ull, cudaMemcpyDeviceToHost);
        cudaMemcpy(hr.data(), ref, n * 4ull, cudaMemcpyDeviceToHost);
        fprintf(hashes, "%s %u %016llx\n", ops[op].name, n, (unsigned long long)mg_fnv(MG_FNV0, ho.data(), n * 4ull));
        long bad = 0;
        if (ops[op].wide) {
            std::vector<int32_t> d(n);
            for (uint32_t i = 0; i < n; i++) d[i] = (int32_t)(ho[i] - hr[i]);
            FILE *f = fopen((std::string(dir) + "/" + ops[op].name + ".d32").c_str(), "wb");
            fwrite(d.data(), 4, n, f);
            fclose(f);
        } else {
            std::vector<signed char> d(n);
            for (uint32_t i = 0; i < n; i++) {
                int64_t v = (int64_t)ho[i] - (int64_t)hr[i];
                if (v < -127 || v > 127) { v = -128; bad++; }
                d[i] = (signed char)v;
            }
            FILE *f = fopen((std::string(dir) + "/" + ops[op].name + ".d8").c_str(), "wb");
            fwrite(d.data(), 1, n, f);
            fclose(f);
        }
        printf("%s: %u results, %ld out of range\n", ops[op].name, n, bad);
    }
    fclose(hashes);
    return 0;
}
