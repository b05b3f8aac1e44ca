// The host's stdio as glibc has it: what puts, putchar, fputc, putc and
// fwrite return and write (to stdout and stderr), %n in printf and
// snprintf with each length modifier, and the flags cudaHostGetFlags
// reports for pinned memory allocated with each flag.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

__global__ void scale(float *p, int n, float s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] *= s;
}

int main() {
    int r1 = puts("a line from puts");
    int r2 = puts("");
    int r3 = putchar('A');
    int r4 = putchar(0x141);
    int r5 = putchar((char)0xE9);
    putchar('\n');
    int r6 = fputc('B', stdout);
    int r7 = putc('\n', stdout);
    const char row[] = "columns|";
    size_t r8 = fwrite(row, 1, strlen(row), stdout);
    size_t r9 = fwrite(row, 4, 2, stdout);
    putchar('\n');
    fputc('e', stderr);
    printf("puts %d %d, putchar %d %d %d, fputc %d, putc %d, fwrite %zu %zu\n", r1, r2, r3, r4, r5, r6, r7, r8, r9);

    int at = -1, after = -1;
    short hs = -1;
    signed char hc = -1;
    long long ll = -1;
    size_t zs = 0;
    int w = printf("%-12s%n|%5.2f%hn|%x%hhn|%lln%s%zn\n", "name", &at, 3.14159, &hs, 255, &hc, &ll, "tail", &zs);
    char buf[10];
    int want = snprintf(buf, sizeof buf, "0123456789%nabc", &after);
    printf("printf %d: %d %d %d %lld %zu; snprintf %d [%s] %d\n", w, at, hs, hc, ll, zs, want, buf, after);

    float *pinned[4];
    unsigned kinds[4] = {cudaHostAllocDefault, cudaHostAllocPortable, cudaHostAllocMapped, cudaHostAllocPortable | cudaHostAllocMapped};
    for (int k = 0; k < 4; ++k) {
        cudaHostAlloc((void **)&pinned[k], 64 * sizeof(float), kinds[k]);
        unsigned flags = 0;
        cudaError_t err = cudaHostGetFlags(&flags, pinned[k]);
        printf("cudaHostAlloc(%u): %s, flags %u\n", kinds[k], cudaGetErrorString(err), flags);
    }
    float *mh;
    cudaMallocHost((void **)&mh, 16 * sizeof(float));
    unsigned mflags = 0;
    cudaHostGetFlags(&mflags, mh);
    printf("cudaMallocHost: flags %u\n", mflags);
    for (int i = 0; i < 64; ++i) pinned[2][i] = (float)i;
    float *dp;
    cudaHostGetDevicePointer((void **)&dp, pinned[2], 0);
    scale<<<1, 64>>>(dp, 64, 0.5f);
    cudaDeviceSynchronize();
    printf("mapped after kernel: %g %g\n", pinned[2][3], pinned[2][63]);
    for (int k = 0; k < 4; ++k) cudaFreeHost(pinned[k]);
    cudaFreeHost(mh);
    return 0;
}
