// goto in host and device code: the clean-up style of C error handling,
// leaving nested loops, a backward retry loop, and divergent jumps in a warp.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void scaleAdd(int *c, const int *a, const int *b, int n) {
    int i = threadIdx.x;
    if (i >= n) goto done;
    c[i] = 2 * a[i] + b[i];
done:
    return;
}

// Each lane searches a small grid for its first cell divisible by its key;
// lanes leave the nested loops at different times.
__global__ void firstMultiple(int *out) {
    int key = threadIdx.x + 2;
    int found = -1;
    for (int r = 0; r < 8; r++) {
        for (int q = 0; q < 8; q++) {
            int v = 3 * r + 5 * q + 1;
            if (v % key == 0) {
                found = r * 8 + q;
                goto out;
            }
        }
    }
out:
    out[threadIdx.x] = found;
}

// A backward goto as a loop whose trip count differs per lane (Collatz steps).
__global__ void collatz(int *steps) {
    unsigned x = threadIdx.x + 1;
    int n = 0;
again:
    if (x != 1) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        n++;
        goto again;
    }
    steps[threadIdx.x] = n;
}

// Forward jumps that skip work for some lanes, inside a loop.
__global__ void skipOdd(int *sum) {
    int t = threadIdx.x;
    int acc = 0;
    for (int k = 0; k < 10; k++) {
        if ((t + k) & 1) goto next;
        acc += k * t;
    next:;
    }
    sum[t] = acc;
}

cudaError_t addOnDevice(int *c, const int *a, const int *b, int n) {
    int *da = 0, *db = 0, *dc = 0;
    cudaError_t st;
    st = cudaMalloc((void **)&dc, n * sizeof(int));
    if (st != cudaSuccess) { fprintf(stderr, "cudaMalloc failed\n"); goto fail; }
    st = cudaMalloc((void **)&da, n * sizeof(int));
    if (st != cudaSuccess) { fprintf(stderr, "cudaMalloc failed\n"); goto fail; }
    st = cudaMalloc((void **)&db, n * sizeof(int));
    if (st != cudaSuccess) { fprintf(stderr, "cudaMalloc failed\n"); goto fail; }
    st = cudaMemcpy(da, a, n * sizeof(int), cudaMemcpyHostToDevice);
    if (st != cudaSuccess) goto fail;
    st = cudaMemcpy(db, b, n * sizeof(int), cudaMemcpyHostToDevice);
    if (st != cudaSuccess) goto fail;
    scaleAdd<<<1, 64>>>(dc, da, db, n);
    st = cudaGetLastError();
    if (st != cudaSuccess) { printf("launch: %s\n", cudaGetErrorString(st)); goto fail; }
    st = cudaDeviceSynchronize();
    if (st != cudaSuccess) goto fail;
    st = cudaMemcpy(c, dc, n * sizeof(int), cudaMemcpyDeviceToHost);
fail:
    cudaFree(dc);
    cudaFree(da);
    cudaFree(db);
    return st;
}

// Host code: a bad size makes the copy fail and the clean-up path run.
cudaError_t copyTooMuch(void) {
    int *d = 0;
    static int h[1024] = {1, 2, 3, 4};
    cudaError_t st = cudaMalloc((void **)&d, 4 * sizeof(int));
    if (st != cudaSuccess) goto cleanup;
    st = cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
    if (st != cudaSuccess) {
        printf("copy failed: %s\n", cudaGetErrorName(st));
        goto cleanup;
    }
    printf("unexpected success\n");
cleanup:
    cudaFree(d);
    return st;
}

int gcdByGoto(int a, int b) {
top:
    if (b == 0) return a;
    {
        int r = a % b;
        a = b;
        b = r;
    }
    goto top;
}

int main() {
    const int n = 40;
    int a[n], b[n], c[n];
    for (int i = 0; i < n; i++) { a[i] = i; b[i] = 100 - i; }
    cudaError_t st = addOnDevice(c, a, b, n);
    if (st != cudaSuccess) { printf("addOnDevice: %s\n", cudaGetErrorString(st)); return 1; }
    printf("c[0]=%d c[17]=%d c[39]=%d\n", c[0], c[17], c[39]);
    st = copyTooMuch();
    printf("copyTooMuch returned %d\n", (int)st);
    cudaGetLastError();

    int *d;
    cudaMalloc(&d, 64 * sizeof(int));
    int h[64];
    firstMultiple<<<1, 32>>>(d);
    cudaMemcpy(h, d, 32 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; i++) printf("%d%c", h[i], i % 16 == 15 ? '\n' : ' ');
    collatz<<<1, 64>>>(d);
    cudaMemcpy(h, d, 64 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 64; i++) printf("%d%c", h[i], i % 16 == 15 ? '\n' : ' ');
    skipOdd<<<1, 32>>>(d);
    cudaMemcpy(h, d, 32 * sizeof(int), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 32; i++) printf("%d%c", h[i], i % 16 == 15 ? '\n' : ' ');
    printf("gcd %d %d %d\n", gcdByGoto(1071, 462), gcdByGoto(17, 5), gcdByGoto(0, 9));
    cudaFree(d);
    return 0;
}
