// The device heap: malloc in a kernel takes from cudaLimitMallocHeapSize
// bytes, not from the GPU's memory, so a request larger than the heap
// returns NULL; freed blocks return to it; its size can be set before the
// first kernel that allocates and not after. __nv_aligned_device_malloc
// aligns to a power of two and returns NULL for any other alignment. On
// the host, cudaHostGetFlags answers for any address inside a pinned block,
// and cudaFreeHost refuses memory from malloc.
#include <cstdio>
#include <cstdlib>

__global__ void tryOne(size_t bytes, int *ok) {
    char *p = (char *)malloc(bytes);
    ok[0] = p != nullptr;
    if (p) {
        p[0] = 1;
        p[bytes - 1] = 2;
        ok[0] += p[0] + p[bytes - 1];
    }
    free(p);
}

__global__ void perThread(int words, int *sums) {
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    int *mine = (int *)malloc(words * sizeof(int));
    if (!mine) {
        sums[t] = -1;
        return;
    }
    for (int i = 0; i < words; ++i) mine[i] = t * i;
    int s = 0;
    for (int i = 0; i < words; ++i) s += mine[i];
    sums[t] = s;
    free(mine);
}

__global__ void aligned(size_t align, int *rem) {
    void *p = __nv_aligned_device_malloc(100, align);
    rem[0] = p ? (int)((unsigned long long)p % (align ? align : 1)) : -1;
    free(p);
}

__global__ void holdThenRelease(void **slot, size_t bytes, int *ok, int release) {
    if (release) {
        free(*slot);
        ok[0] = 2;
        return;
    }
    *slot = malloc(bytes);
    ok[0] = *slot != nullptr;
}

int main() {
    size_t heap = 0;
    cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize);
    printf("default heap %zu\n", heap);
    printf("set 12 MiB: %s\n", cudaGetErrorName(cudaDeviceSetLimit(cudaLimitMallocHeapSize, (size_t)12 << 20)));
    cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize);
    printf("heap now %zu\n", heap);

    int *ok, h;
    cudaMalloc(&ok, sizeof(int));
    size_t sizes[] = {16, 1000, 1 << 20, (size_t)6 << 20, (size_t)9 << 20, (size_t)12 << 20, (size_t)13 << 20, (size_t)64 << 20};
    for (size_t s : sizes) {
        tryOne<<<1, 1>>>(s, ok);
        cudaMemcpy(&h, ok, sizeof h, cudaMemcpyDeviceToHost);
        printf("malloc(%zu) in a kernel: %s\n", s, h ? "ok" : "NULL");
    }

    const int threads = 256;
    int *sums;
    cudaMalloc(&sums, threads * sizeof(int));
    int hs[threads];
    perThread<<<2, 128>>>(1000, sums);
    cudaMemcpy(hs, sums, sizeof hs, cudaMemcpyDeviceToHost);
    long long total = 0;
    int failed = 0;
    for (int i = 0; i < threads; ++i) {
        if (hs[i] < 0) failed++;
        else total += hs[i];
    }
    printf("256 threads x 4000 bytes: %d failed, total %lld\n", failed, total);

    void **slot;
    cudaMalloc(&slot, sizeof(void *));
    holdThenRelease<<<1, 1>>>(slot, (size_t)8 << 20, ok, 0);
    cudaMemcpy(&h, ok, sizeof h, cudaMemcpyDeviceToHost);
    printf("hold 8 MiB: %d\n", h);
    tryOne<<<1, 1>>>((size_t)8 << 20, ok);
    cudaMemcpy(&h, ok, sizeof h, cudaMemcpyDeviceToHost);
    printf("another 8 MiB while held: %s\n", h ? "ok" : "NULL");
    holdThenRelease<<<1, 1>>>(slot, 0, ok, 1);
    tryOne<<<1, 1>>>((size_t)8 << 20, ok);
    cudaMemcpy(&h, ok, sizeof h, cudaMemcpyDeviceToHost);
    printf("8 MiB after release: %s\n", h ? "ok" : "NULL");

    for (size_t a : {(size_t)16, (size_t)128, (size_t)1024, (size_t)4096, (size_t)3, (size_t)48}) {
        aligned<<<1, 1>>>(a, ok);
        cudaMemcpy(&h, ok, sizeof h, cudaMemcpyDeviceToHost);
        printf("__nv_aligned_device_malloc(100, %zu): %s\n", a, h < 0 ? "NULL" : h == 0 ? "aligned" : "misaligned");
    }

    cudaError_t e = cudaDeviceSetLimit(cudaLimitMallocHeapSize, (size_t)32 << 20);
    printf("set after use: %s, last error %s\n", cudaGetErrorName(e), cudaGetErrorName(cudaGetLastError()));
    cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize);
    printf("heap still %zu\n", heap);

    char *pinned;
    cudaHostAlloc((void **)&pinned, 4096, cudaHostAllocWriteCombined);
    unsigned int flags = 99;
    e = cudaHostGetFlags(&flags, pinned + 100);
    printf("flags inside a pinned block: %s %u\n", cudaGetErrorName(e), flags);
    char *plain = (char *)malloc(64);
    e = cudaFreeHost(plain);
    printf("cudaFreeHost(malloc'd): %s, last error %s\n", cudaGetErrorName(e), cudaGetErrorName(cudaGetLastError()));
    plain[0] = 'x';
    printf("still usable: %c\n", plain[0]);
    free(plain);
    printf("cudaFreeHost(pinned): %s\n", cudaGetErrorName(cudaFreeHost(pinned)));
    cudaFree(ok);
    cudaFree(sums);
    cudaFree(slot);
    return 0;
}
