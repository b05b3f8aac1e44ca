// Host functions enqueued on a stream: cudaLaunchHostFunc and
// cudaStreamAddCallback run after the work before them on the stream, so
// they see what the kernel wrote to managed memory.
#include <cstdio>

__global__ void fill(int *a, int k) { a[threadIdx.x] = threadIdx.x * k; }

void CUDART_CB report(void *p) {
    int *a = (int *)p;
    printf("host function sees a[5] = %d\n", a[5]);
}

void CUDART_CB done(cudaStream_t s, cudaError_t status, void *p) {
    printf("callback: status %d, a[7] = %d\n", (int)status, ((int *)p)[7]);
}

int main() {
    int *a;
    cudaMallocManaged(&a, 32 * sizeof(int));
    cudaStream_t s;
    cudaStreamCreate(&s);
    fill<<<1, 32, 0, s>>>(a, 3);
    cudaLaunchHostFunc(s, report, a);
    cudaError_t e = cudaStreamAddCallback(s, done, a, 0);
    fill<<<1, 32, 0, s>>>(a, 5);
    cudaLaunchHostFunc(s, report, a);
    cudaStreamSynchronize(s);
    printf("cudaStreamAddCallback: %s; a[31] = %d\n", cudaGetErrorString(e), a[31]);
    cudaStreamDestroy(s);
    cudaFree(a);
    return 0;
}
