// Inclusive prefix sum, Hillis-Steele in shared memory. The student forgot to
// add the totals of earlier blocks, so the check fails and the program exits with 2.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define BS 128

__global__ void scanBlock(const int* in, int* out, int n) {
    __shared__ int buf[2][BS];
    int tid = threadIdx.x;
    int gid = blockIdx.x * BS + tid;
    int cur = 0;
    buf[cur][tid] = gid < n ? in[gid] : 0;
    __syncthreads();
    for (int off = 1; off < BS; off <<= 1) {
        int nxt = 1 - cur;
        buf[nxt][tid] = buf[cur][tid] + (tid >= off ? buf[cur][tid - off] : 0);
        __syncthreads();
        cur = nxt;
    }
    if (gid < n) out[gid] = buf[cur][tid];
    if (tid == BS - 1) printf("block %d: last inclusive value %d\n", blockIdx.x, buf[cur][tid]);
}

static void goodbye() { printf("atexit handler: cleaning up\n"); }

int main(int argc, char** argv) {
    atexit(goodbye);
    const int n = 300;
    int h[n], out[n];
    for (int i = 0; i < n; i++) h[i] = (i % 4 == 3) ? -2 : (i % 5);
    int *dIn, *dOut;
    cudaMalloc(&dIn, sizeof h);
    cudaMalloc(&dOut, sizeof out);
    cudaMemcpy(dIn, h, sizeof h, cudaMemcpyHostToDevice);

    int blocks = (n + BS - 1) / BS;
    printf("scanning %d elements with %d blocks of %d (argc=%d)\n", n, blocks, BS, argc);
    // device printf goes through a single thread per block; launch one block at a time
    // so the order of the lines is fixed
    for (int b = 0; b < blocks; b++) {
        scanBlock<<<1, BS>>>(dIn + b * BS, dOut + b * BS, n - b * BS < BS ? n - b * BS : BS);
        cudaDeviceSynchronize();
    }
    cudaMemcpy(out, dOut, sizeof out, cudaMemcpyDeviceToHost);

    int running = 0, firstBad = -1;
    for (int i = 0; i < n; i++) {
        running += h[i];
        if (out[i] != running && firstBad < 0) firstBad = i;
    }
    printf("out[0..7]:");
    for (int i = 0; i < 8; i++) printf(" %d", out[i]);
    printf("\nout[%d]=%d out[%d]=%d expected total %d\n", BS - 1, out[BS - 1], n - 1, out[n - 1], running);
    if (firstBad >= 0) {
        fprintf(stderr, "scan mismatch at index %d (block %d): got %d\n", firstBad, firstBad / BS, out[firstBad]);
        printf("exiting with status 2\n");
        exit(2);
    }
    printf("scan ok\n");
    cudaFree(dIn);
    cudaFree(dOut);
    return 0;
}
