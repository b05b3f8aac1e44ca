// cudaOccupancyMaxPotentialBlockSizeVariableSMem and the WithFlags forms of
// the occupancy API: the block size with the most resident threads when
// each block's dynamic shared memory grows with its size (a function
// object and a function), with a block size limit and __launch_bounds__.
#include <cstdio>
__global__ void dyn(int *y) { extern __shared__ int b[]; b[threadIdx.x] = y[threadIdx.x]; __syncthreads(); y[threadIdx.x] = b[threadIdx.x ^ 1]; }
__global__ void __launch_bounds__(256) lb(int *y) { extern __shared__ int b[]; b[threadIdx.x] = 1; y[threadIdx.x] = b[0]; }
struct PerThread { int bytes; __host__ __device__ size_t operator()(int bs) const { return (size_t)bs * bytes; } };
size_t quadratic(int bs) { return (size_t)bs * bs / 8; }
int main() {
  int g, b;
  int per[] = {0, 4, 8, 48, 100, 200};
  for (int p : per) {
    cudaError_t e = cudaOccupancyMaxPotentialBlockSizeVariableSMem(&g, &b, dyn, PerThread{p});
    printf("per %d: %d grid=%d block=%d\n", p, (int)e, g, b);
    e = cudaOccupancyMaxPotentialBlockSizeVariableSMem(&g, &b, lb, PerThread{p}, 200);
    printf("per %d lb limit200: %d grid=%d block=%d\n", p, (int)e, g, b);
  }
  cudaError_t e = cudaOccupancyMaxPotentialBlockSizeVariableSMem(&g, &b, dyn, quadratic);
  printf("quad: %d grid=%d block=%d\n", (int)e, g, b);
  e = cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(&g, &b, dyn, PerThread{16}, 0, cudaOccupancyDefault);
  printf("flags: %d grid=%d block=%d\n", (int)e, g, b);
  e = cudaOccupancyMaxPotentialBlockSizeWithFlags(&g, &b, dyn, 1000, 0, cudaOccupancyDefault);
  printf("flags2: %d grid=%d block=%d\n", (int)e, g, b);
  int nb;
  e = cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&nb, dyn, 256, 5000, cudaOccupancyDisableCachingOverride);
  printf("withflags: %d %d\n", (int)e, nb);
}
