// cudaOccupancyAvailableDynamicSMemPerBlock over block counts and sizes, for
// a kernel without static shared memory, one with 12000 bytes of it and one
// with __launch_bounds__, before and after raising each one's
// cudaFuncAttributeMaxDynamicSharedMemorySize; block counts the SM cannot
// hold (warps, block slots, the static shared memory) and bad arguments are
// cudaErrorInvalidValue.
#include <cstdio>
__global__ void dyn(int *y) { extern __shared__ int b[]; b[threadIdx.x] = y[threadIdx.x]; __syncthreads(); y[threadIdx.x] = b[threadIdx.x ^ 1]; }
__global__ void stat(int *y) { __shared__ int t[3000]; t[threadIdx.x] = y[threadIdx.x]; __syncthreads(); y[threadIdx.x] = t[threadIdx.x ^ 1]; }
__global__ void __launch_bounds__(128) lb(int *y) { extern __shared__ int b[]; b[threadIdx.x] = 1; y[threadIdx.x] = b[0]; }
int main() {
  size_t a;
  const int nbs[] = {1, 2, 3, 5, 6, 7, 9, 10, 11, 12, 13, 16, 17, 24, 31, 32, 33, 64};
  const int bss[] = {32, 64, 100, 256, 1024};
  const char *names[] = {"dyn", "stat", "lb"};
  void *fs[] = {(void *)dyn, (void *)stat, (void *)lb};
  for (int pass = 0; pass < 2; pass++) {
    for (int f = 0; f < 3; f++) {
      for (int bs : bss) {
        printf("%s pass%d bs=%d:", names[f], pass, bs);
        for (int nb : nbs) {
          cudaError_t e;
          if (f == 0) e = cudaOccupancyAvailableDynamicSMemPerBlock(&a, dyn, nb, bs);
          else if (f == 1) e = cudaOccupancyAvailableDynamicSMemPerBlock(&a, stat, nb, bs);
          else e = cudaOccupancyAvailableDynamicSMemPerBlock(&a, lb, nb, bs);
          if (e) printf(" %s", cudaGetErrorName(e)); else printf(" %zu", a);
        }
        printf("\n");
      }
    }
    cudaFuncSetAttribute(dyn, cudaFuncAttributeMaxDynamicSharedMemorySize, 200 * 1024);
    cudaFuncSetAttribute(stat, cudaFuncAttributeMaxDynamicSharedMemorySize, 60000);
    cudaFuncSetAttribute(lb, cudaFuncAttributeMaxDynamicSharedMemorySize, 232448);
  }
  printf("last %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("bad %d\n", (int)cudaOccupancyAvailableDynamicSMemPerBlock(&a, dyn, 0, 256));
  printf("bad %d\n", (int)cudaOccupancyAvailableDynamicSMemPerBlock(&a, dyn, 1, 0));
  printf("bad %d\n", (int)cudaOccupancyAvailableDynamicSMemPerBlock(&a, dyn, 1, 2048));
  printf("bad %d\n", (int)cudaOccupancyAvailableDynamicSMemPerBlock(&a, dyn, -1, 32));
}
