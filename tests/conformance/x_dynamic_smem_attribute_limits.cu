// Large dynamic shared memory: what happens above 48 KB with and without
// cudaFuncAttributeMaxDynamicSharedMemorySize, the limits of the opt-in,
// and how the opt-in changes the occupancy answers.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>

#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FATAL %s -> %s at line %d\n", #x, cudaGetErrorName(e_), __LINE__); exit(1); } } while (0)

// Loads a whole segment of `count` ints into shared memory, then writes it
// back reversed with a running prefix from the start of the segment.
__global__ void segment_reverse(const int* in, long long* out, int count, int n) {
    extern __shared__ int seg[];
    int base = blockIdx.x * count;
    for (int k = threadIdx.x; k < count; k += blockDim.x)
        seg[k] = (base + k < n) ? in[base + k] : 0;
    __syncthreads();
    for (int k = threadIdx.x; k < count; k += blockDim.x) {
        int g = base + k;
        if (g < n) out[g] = (long long)seg[count - 1 - k] * 1000 + seg[k];
    }
}

// Same idea plus 4 KB of static shared memory.
__global__ void segment_static(const int* in, long long* out, int count, int n) {
    __shared__ int hist[1024];
    extern __shared__ int seg[];
    for (int k = threadIdx.x; k < 1024; k += blockDim.x) hist[k] = 0;
    int base = blockIdx.x * count;
    for (int k = threadIdx.x; k < count; k += blockDim.x)
        seg[k] = (base + k < n) ? in[base + k] : 0;
    __syncthreads();
    for (int k = threadIdx.x; k < count; k += blockDim.x) atomicAdd(&hist[seg[k] & 1023], 1);
    __syncthreads();
    for (int k = threadIdx.x; k < count; k += blockDim.x) {
        int g = base + k;
        if (g < n) out[g] = hist[seg[k] & 1023];
    }
}

static int launch(const char* tag, const int* din, long long* dout, size_t bytes, int n, bool withStatic) {
    int count = (int)(bytes / sizeof(int));
    int grid = (n + count - 1) / count;
    if (withStatic) segment_static<<<grid, 512, bytes>>>(din, dout, count, n);
    else segment_reverse<<<grid, 512, bytes>>>(din, dout, count, n);
    cudaError_t le = cudaGetLastError();
    cudaError_t se = cudaDeviceSynchronize();
    printf("%-34s dyn=%6zu grid=%3d launch=%-24s sync=%s\n", tag, bytes, grid, cudaGetErrorName(le), cudaGetErrorName(se));
    return le == cudaSuccess && se == cudaSuccess;
}

static void checksum(const long long* dout, int n) {
    std::vector<long long> h(n);
    CHECK(cudaMemcpy(h.data(), dout, n * sizeof(long long), cudaMemcpyDeviceToHost));
    long long s = 0;
    for (int i = 0; i < n; ++i) s = (s * 1315423911LL + h[i]) & 0xffffffffffffLL;
    printf("    out[0]=%lld out[1]=%lld out[n-1]=%lld hash=%012llx\n", h[0], h[1], h[n - 1], (unsigned long long)s);
}

static void attrs(const char* name, const void* f) {
    cudaFuncAttributes a;
    CHECK(cudaFuncGetAttributes(&a, f));
    int occ1 = 0, occ2 = 0, occ3 = 0;
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ1, f, 512, 40000));
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ2, f, 512, 100000));
    CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ3, f, 512, 200000));
    printf("  %s: static=%zu maxDynamicSharedSizeBytes=%d occ(40000)=%d occ(100000)=%d occ(200000)=%d\n",
           name, a.sharedSizeBytes, a.maxDynamicSharedSizeBytes, occ1, occ2, occ3);
}

int main() {
    int optin = 0, perBlock = 0, perSM = 0, reserved = 0;
    CHECK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
    CHECK(cudaDeviceGetAttribute(&perBlock, cudaDevAttrMaxSharedMemoryPerBlock, 0));
    CHECK(cudaDeviceGetAttribute(&perSM, cudaDevAttrMaxSharedMemoryPerMultiprocessor, 0));
    CHECK(cudaDeviceGetAttribute(&reserved, cudaDevAttrReservedSharedMemoryPerBlock, 0));
    printf("perBlock=%d optin=%d perSM=%d reservedPerBlock=%d\n", perBlock, optin, perSM, reserved);

    const int n = 300001;
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i) h[i] = (i * 7 + 3) % 1999 - 999;
    int* din; long long* dout;
    CHECK(cudaMalloc(&din, n * sizeof(int)));
    CHECK(cudaMalloc(&dout, n * sizeof(long long)));
    CHECK(cudaMemcpy(din, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    printf("-- before opt-in\n");
    attrs("segment_reverse", (const void*)segment_reverse);
    attrs("segment_static", (const void*)segment_static);
    if (launch("48 KB, no opt-in", din, dout, 48 * 1024, n, false)) checksum(dout, n);
    launch("48 KB + 4 KB static, no opt-in", din, dout, 48 * 1024, n, true);
    if (launch("44 KB + 4 KB static, no opt-in", din, dout, 44 * 1024, n, true)) checksum(dout, n);
    launch("64 KB, no opt-in", din, dout, 64 * 1024, n, false);
    launch("48 KB + 4 bytes, no opt-in", din, dout, 48 * 1024 + 4, n, false);

    printf("-- cudaFuncSetAttribute\n");
    const int requests[] = {64 * 1024, 100000, 232448, 232449, 240000, -1, 0};
    for (int r : requests) {
        cudaError_t e = cudaFuncSetAttribute(segment_reverse, cudaFuncAttributeMaxDynamicSharedMemorySize, r);
        printf("  segment_reverse set %7d -> %s\n", r, cudaGetErrorName(e));
        cudaGetLastError();
    }
    const int requestsS[] = {232448 - 4096, 232448 - 4095, 232448};
    for (int r : requestsS) {
        cudaError_t e = cudaFuncSetAttribute(segment_static, cudaFuncAttributeMaxDynamicSharedMemorySize, r);
        printf("  segment_static  set %7d -> %s\n", r, cudaGetErrorName(e));
        cudaGetLastError();
    }
    printf("-- after the requests\n");
    attrs("segment_reverse", (const void*)segment_reverse);
    attrs("segment_static", (const void*)segment_static);
    launch("16 KB with limit 0", din, dout, 16 * 1024, n, false);
    if (launch("4 bytes with limit 0 (count=1)", din, dout, 4, n, false)) checksum(dout, n);

    CHECK(cudaFuncSetAttribute(segment_reverse, cudaFuncAttributeMaxDynamicSharedMemorySize, 100000));
    if (launch("64 KB, opt-in 100000", din, dout, 64 * 1024, n, false)) checksum(dout, n);
    if (launch("100000 B, opt-in 100000", din, dout, 100000, n, false)) checksum(dout, n);
    launch("100004 B, opt-in 100000", din, dout, 100004, n, false);

    CHECK(cudaFuncSetAttribute(segment_reverse, cudaFuncAttributeMaxDynamicSharedMemorySize, optin));
    if (launch("optin max", din, dout, (size_t)optin, n, false)) checksum(dout, n);
    launch("optin max + 4", din, dout, (size_t)optin + 4, n, false);
    if (launch("static kernel, optin - 4096", din, dout, (size_t)optin - 4096, n, true)) checksum(dout, n);
    launch("static kernel, optin", din, dout, (size_t)optin, n, true);
    attrs("segment_reverse", (const void*)segment_reverse);
    attrs("segment_static", (const void*)segment_static);

    CHECK(cudaFree(din));
    CHECK(cudaFree(dout));
    printf("final error state: %s\n", cudaGetErrorName(cudaGetLastError()));
    return 0;
}
