// <cstdint> and <cinttypes> as C programs use them: the fixed, least and
// fast widths, their limits, the PRI conversions in host and device printf,
// and std::numeric_limits over the same names.
#include <cstdio>
#include <cstdint>
#include <cinttypes>
#include <limits>

__global__ void widths(int64_t *sums, const int32_t *v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int64_t wide = (int64_t)v[i] * 3000000000LL;
        atomicAdd((unsigned long long *)sums, (unsigned long long)wide);
        if (i % 16 == 0) printf("thread %d: %" PRId64 " %" PRIx32 " %" PRIu16 "\n", i, wide, (uint32_t)v[i], (uint16_t)(v[i] * 1000));
    }
}

int main() {
    printf("int8 %d..%d, uint8 ..%u, int16 %d..%d, uint16 ..%u\n", INT8_MIN, INT8_MAX, UINT8_MAX, INT16_MIN, INT16_MAX, UINT16_MAX);
    printf("int32 %" PRId32 "..%" PRId32 ", uint32 ..%" PRIu32 "\n", INT32_MIN, INT32_MAX, UINT32_MAX);
    printf("int64 %" PRId64 "..%" PRId64 ", uint64 ..%" PRIu64 " (%" PRIX64 ")\n", INT64_MIN, INT64_MAX, UINT64_MAX, UINT64_MAX);
    printf("intptr ..%" PRIdPTR ", uintptr ..%" PRIuPTR ", intmax ..%" PRIdMAX ", size ..%zu\n", INTPTR_MAX, UINTPTR_MAX, INTMAX_MAX, SIZE_MAX);
    printf("sizes: least8 %zu least16 %zu fast8 %zu fast16 %zu fast32 %zu fast64 %zu intmax %zu\n", sizeof(int_least8_t),
           sizeof(int_least16_t), sizeof(int_fast8_t), sizeof(int_fast16_t), sizeof(int_fast32_t), sizeof(int_fast64_t), sizeof(intmax_t));
    printf("PRI strings: [%s] [%s] [%s] [%s] [%s]\n", PRId8, PRIu64, PRIxFAST16, PRIoLEAST32, PRIiMAX);
    printf("numeric_limits: %" PRId64 " %u %d %lu %g %g %g\n", std::numeric_limits<std::int64_t>::max(),
           (unsigned)std::numeric_limits<std::uint8_t>::max(), (int)std::numeric_limits<int16_t>::min(),
           std::numeric_limits<uint64_t>::max(), std::numeric_limits<float>::denorm_min(),
           std::numeric_limits<double>::lowest(), std::numeric_limits<long int>::max() / 1e18);
    uint8_t u8 = 250;
    u8 += 10;
    int16_t i16 = INT16_MAX;
    i16++;
    uint_fast8_t f8 = 255;
    f8++;
    printf("wraps: %" PRIu8 " %" PRId16 " %" PRIuFAST8 "\n", u8, i16, f8);

    const int n = 64;
    int32_t v[n];
    for (int i = 0; i < n; i++) v[i] = i - 20;
    int32_t *dv;
    int64_t *ds, sum = 0;
    cudaMalloc(&dv, sizeof v);
    cudaMalloc(&ds, sizeof(int64_t));
    cudaMemcpy(dv, v, sizeof v, cudaMemcpyHostToDevice);
    cudaMemcpy(ds, &sum, sizeof sum, cudaMemcpyHostToDevice);
    widths<<<2, 32>>>(ds, dv, n);
    cudaMemcpy(&sum, ds, sizeof sum, cudaMemcpyDeviceToHost);
    printf("sum %" PRId64 " (%" PRIx64 ")\n", sum, (uint64_t)sum);
    return 0;
}
