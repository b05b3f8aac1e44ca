// error handling around the memory API. Every call's status is printed, then the
// program checks that the device is still usable by running a kernel on the surviving buffers.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

static int step = 0;
static void show(const char* label, cudaError_t e)
{
    printf("[%02d] %-44s %-34s | %s\n", ++step, label, cudaGetErrorName(e), cudaGetErrorString(e));
}

__global__ void iota(int* p, int n, int base)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = base + i * i;
}

int main()
{
    const int N = 77;
    int* d = nullptr;
    int* d2 = nullptr;
    int* h = (int*)malloc(N * sizeof(int));
    for (int i = 0; i < N; ++i) h[i] = -i;

    show("cudaMalloc d", cudaMalloc(&d, N * sizeof(int)));
    show("cudaMalloc d2", cudaMalloc(&d2, N * sizeof(int)));
    show("cudaMemcpy H2D", cudaMemcpy(d, h, N * sizeof(int), cudaMemcpyHostToDevice));

    // bad memcpy kinds
    show("memcpy kind=(cudaMemcpyKind)7", cudaMemcpy(d2, d, 16, (cudaMemcpyKind)7));
    show("  cudaGetLastError", cudaGetLastError());
    show("  cudaGetLastError again", cudaGetLastError());
    show("memcpyAsync kind=(cudaMemcpyKind)-1", cudaMemcpyAsync(d2, d, 16, (cudaMemcpyKind)-1, 0));
    show("  cudaGetLastError", cudaGetLastError());

    // null / bogus pointers
    show("memcpy to nullptr H2D", cudaMemcpy(nullptr, h, 16, cudaMemcpyHostToDevice));
    show("  cudaGetLastError", cudaGetLastError());
    show("memcpy from nullptr D2H", cudaMemcpy(h, nullptr, 16, cudaMemcpyDeviceToHost));
    show("  cudaGetLastError", cudaGetLastError());
    show("memcpy count 0 with nullptrs", cudaMemcpy(nullptr, nullptr, 0, cudaMemcpyDeviceToDevice));
    show("memset nullptr", cudaMemset(nullptr, 0, 64));
    show("  cudaGetLastError", cudaGetLastError());
    show("memset count 0", cudaMemset(d, 0, 0));
    show("memset past end of allocation", cudaMemset(d, 0, N * sizeof(int) + 4096 * 1024));
    show("  cudaGetLastError", cudaGetLastError());

    // freeing bad pointers
    show("cudaFree(nullptr)", cudaFree(nullptr));
    show("cudaFree(host malloc ptr)", cudaFree(h));
    show("  cudaGetLastError", cudaGetLastError());
    show("cudaFree(d + 1)  (interior pointer)", cudaFree(d + 1));
    show("  cudaGetLastError", cudaGetLastError());
    int local = 3;
    show("cudaFree(&local)", cudaFree(&local));
    show("  cudaGetLastError", cudaGetLastError());
    show("cudaFreeHost(d2) (device ptr)", cudaFreeHost(d2));
    show("  cudaGetLastError", cudaGetLastError());
    show("cudaFreeHost(nullptr)", cudaFreeHost(nullptr));

    int* tmp = nullptr;
    show("cudaMalloc tmp", cudaMalloc(&tmp, 256));
    show("cudaFree tmp", cudaFree(tmp));
    show("cudaFree tmp again (double free)", cudaFree(tmp));
    show("  cudaGetLastError", cudaGetLastError());

    // oversized allocation
    void* huge = (void*)0x1;
    cudaError_t eh = cudaMalloc(&huge, (size_t)1 << 50);
    show("cudaMalloc 2^50 bytes", eh);
    printf("     huge pointer is null after failure: %d\n", huge == nullptr);
    show("  cudaGetLastError", cudaGetLastError());
    show("  cudaGetLastError again", cudaGetLastError());
    int* zero = (int*)0x1;
    show("cudaMalloc 0 bytes", cudaMalloc(&zero, 0));
    printf("     zero-size pointer is null: %d\n", zero == nullptr);

    // device still usable?
    iota<<<(N + 31) / 32, 32>>>(d, N, 5);
    show("launch iota", cudaGetLastError());
    show("cudaDeviceSynchronize", cudaDeviceSynchronize());
    show("memcpy D2D d -> d2", cudaMemcpy(d2, d, N * sizeof(int), cudaMemcpyDeviceToDevice));
    show("memcpy D2H d2 -> h", cudaMemcpy(h, d2, N * sizeof(int), cudaMemcpyDeviceToHost));
    long long s = 0;
    for (int i = 0; i < N; ++i) s += h[i];
    printf("h[0]=%d h[1]=%d h[76]=%d sum=%lld\n", h[0], h[1], h[N - 1], s);

    // invalid launch configuration leaves a non-sticky error
    iota<<<1, 2048>>>(d, N, 0);
    show("launch with 2048 threads", cudaGetLastError());
    show("  cudaGetLastError again", cudaGetLastError());
    iota<<<0, 32>>>(d, N, 0);
    show("launch with 0 blocks", cudaPeekAtLastError());
    show("  cudaPeekAtLastError again", cudaPeekAtLastError());
    show("  cudaGetLastError", cudaGetLastError());
    show("  cudaGetLastError now", cudaGetLastError());

    show("cudaMemcpy D2H again", cudaMemcpy(h, d, 4 * sizeof(int), cudaMemcpyDeviceToHost));
    printf("h[0..3] = %d %d %d %d\n", h[0], h[1], h[2], h[3]);

    show("cudaFree d", cudaFree(d));
    show("cudaFree d2", cudaFree(d2));
    free(h);
    return 0;
}
