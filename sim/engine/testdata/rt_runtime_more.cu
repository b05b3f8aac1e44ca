#include <cstdio>

__global__ void fill(float *m, size_t pitch, int w, int h) {
    int x = threadIdx.x, y = blockIdx.x;
    if (x < w && y < h) ((float *)((char *)m + y * pitch))[x] = y * 10 + x;
}

__global__ void touch(int *p) { p[threadIdx.x] += 1; }

int main() {
    float *d;
    size_t pitch;
    cudaMallocPitch((void **)&d, &pitch, 3 * sizeof(float), 4);
    fill<<<4, 3>>>(d, pitch, 3, 4);
    float h[4][3];
    cudaMemcpy2D(h, sizeof h[0], d, pitch, sizeof h[0], 4, cudaMemcpyDeviceToHost);
    printf("pitch %zu h[3][2]=%.0f h[1][0]=%.0f\n", pitch, h[3][2], h[1][0]);
    printf("bad pitch: %s\n", cudaGetErrorName(cudaMemcpy2D(h, 4, d, pitch, 8, 1, cudaMemcpyDeviceToHost)));

    int *pinned, *managed;
    cudaHostAlloc((void **)&pinned, 32 * sizeof(int), cudaHostAllocMapped);
    cudaMallocManaged(&managed, 32 * sizeof(int));
    for (int i = 0; i < 32; i++) pinned[i] = managed[i] = i;
    touch<<<1, 32>>>(pinned);
    touch<<<1, 32>>>(managed);
    cudaDeviceSynchronize();
    printf("zero-copy %d managed %d\n", pinned[31], managed[31]);
    cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    printf("prefetch %s %s advise %s\n", cudaGetErrorName(cudaMemPrefetchAsync(managed, 128, loc, 0, 0)),
           cudaGetErrorName(cudaMemPrefetchAsync(d, 16, 0)),
           cudaGetErrorName(cudaMemAdvise(managed, 128, cudaMemAdviseSetReadMostly, 0)));

    cudaPointerAttributes a;
    cudaPointerGetAttributes(&a, managed);
    int v, drv;
    cudaRuntimeGetVersion(&v);
    cudaDriverGetVersion(&drv);
    size_t free_b, total_b;
    cudaMemGetInfo(&free_b, &total_b);
    printf("type %d runtime %d driver %d total %zu free<total %d\n", (int)a.type, v, drv, total_b, free_b < total_b);

    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreate(&e);
    cudaEventRecord(e, s);
    printf("wait %s bad %s\n", cudaGetErrorName(cudaStreamWaitEvent(s, e, 0)),
           cudaGetErrorName(cudaStreamWaitEvent(s, (cudaEvent_t)0, 0)));
    cudaFuncAttributes fa;
    cudaFuncGetAttributes(&fa, touch);
    printf("attrs %zu %d %d\n", fa.sharedSizeBytes, fa.maxThreadsPerBlock, fa.ptxVersion);
    return 0;
}
// Diagnostic: cudaMemPrefetchAsync: the range is not inside memory from cudaMallocManaged
// Output:
// pitch 512 h[3][2]=32 h[1][0]=10
// bad pitch: cudaErrorInvalidValue
// zero-copy 32 managed 32
// prefetch cudaSuccess cudaErrorInvalidValue advise cudaSuccess
// type 3 runtime 13000 driver 13000 total 150109880320 free<total 1
// wait cudaSuccess bad cudaErrorInvalidResourceHandle
// attrs 0 1024 90
