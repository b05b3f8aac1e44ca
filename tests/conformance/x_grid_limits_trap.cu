/* Grid dimension limits: x up to 2^31-1, y and z up to 65535.
 * Ends with a kernel that executes __trap() and shows the sticky error. */
#include <stdio.h>
#include <cuda_runtime.h>

typedef struct {
  unsigned long long blocks;
  unsigned long long sumX, sumY, sumZ;
  unsigned int maxX, maxY, maxZ;
} GridStats;

__global__ void grid_probe(GridStats* s) {
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
    atomicAdd(&s->blocks, 1ULL);
    atomicAdd(&s->sumX, (unsigned long long)blockIdx.x);
    atomicAdd(&s->sumY, (unsigned long long)blockIdx.y);
    atomicAdd(&s->sumZ, (unsigned long long)blockIdx.z);
    atomicMax(&s->maxX, blockIdx.x);
    atomicMax(&s->maxY, blockIdx.y);
    atomicMax(&s->maxZ, blockIdx.z);
  }
}

__global__ void boom(int* flag, int when) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == when) {
    flag[0] = 1234;
    __threadfence();
    __trap();
  }
}

__global__ void inc(int* p) { atomicAdd(p, 1); }

static GridStats* d_stats;

static void try_grid(unsigned gx, unsigned gy, unsigned gz, unsigned bx) {
  GridStats h;
  cudaMemset(d_stats, 0, sizeof(GridStats));
  dim3 grid(gx, gy, gz);
  grid_probe<<<grid, bx>>>(d_stats);
  cudaError_t launch = cudaGetLastError();
  cudaError_t sync = cudaDeviceSynchronize();
  cudaMemcpy(&h, d_stats, sizeof(GridStats), cudaMemcpyDeviceToHost);
  printf("grid(%u,%u,%u) block %u: launch=%s sync=%s\n", gx, gy, gz, bx,
         cudaGetErrorString(launch), cudaGetErrorString(sync));
  printf("    blocks=%llu sum=(%llu,%llu,%llu) max=(%u,%u,%u)\n", h.blocks, h.sumX,
         h.sumY, h.sumZ, h.maxX, h.maxY, h.maxZ);
}

int main(void) {
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
  printf("maxGridSize = (%d, %d, %d)\n", p.maxGridSize[0], p.maxGridSize[1], p.maxGridSize[2]);
  printf("maxThreadsDim = (%d, %d, %d) maxThreadsPerBlock=%d warpSize=%d SMs=%d\n",
         p.maxThreadsDim[0], p.maxThreadsDim[1], p.maxThreadsDim[2], p.maxThreadsPerBlock,
         p.warpSize, p.multiProcessorCount);

  cudaMalloc((void**)&d_stats, sizeof(GridStats));

  try_grid(1, 65535, 1, 32);
  try_grid(1, 65536, 1, 32);
  try_grid(2, 1, 65535, 1);
  try_grid(1, 1, 65536, 1);
  try_grid(70000, 1, 1, 1);
  try_grid(3, 7, 11, 64);
  try_grid(0x80000000u, 1, 1, 1);
  try_grid(1, 0, 1, 1);
  try_grid(16, 16, 16, 1);

  /* dim3 default components */
  dim3 a, b(5), c(5, 6);
  printf("dim3 defaults: a=(%u,%u,%u) b=(%u,%u,%u) c=(%u,%u,%u)\n", a.x, a.y, a.z, b.x, b.y,
         b.z, c.x, c.y, c.z);

  /* now a kernel that traps */
  int *d_flag, *d_cnt;
  cudaMalloc((void**)&d_flag, sizeof(int));
  cudaMalloc((void**)&d_cnt, sizeof(int));
  cudaMemset(d_flag, 0, sizeof(int));
  cudaMemset(d_cnt, 0, sizeof(int));
  inc<<<4, 32>>>(d_cnt);
  int cnt = -1;
  cudaMemcpy(&cnt, d_cnt, sizeof(int), cudaMemcpyDeviceToHost);
  printf("before trap: cnt=%d\n", cnt);

  boom<<<8, 64>>>(d_flag, 300);
  cudaError_t le = cudaGetLastError();
  printf("boom launch: %d %s\n", (int)le, cudaGetErrorName(le));
  cudaError_t se = cudaDeviceSynchronize();
  printf("boom sync: %d %s (%s)\n", (int)se, cudaGetErrorName(se), cudaGetErrorString(se));
  cudaError_t g1 = cudaGetLastError();
  cudaError_t g2 = cudaGetLastError();
  printf("getLastError twice: %s, %s\n", cudaGetErrorName(g1), cudaGetErrorName(g2));
  int flag = -1;
  cudaError_t me = cudaMemcpy(&flag, d_flag, sizeof(int), cudaMemcpyDeviceToHost);
  printf("memcpy after trap: %s flag=%d\n", cudaGetErrorName(me), flag);
  int* d_more = NULL;
  cudaError_t ae = cudaMalloc((void**)&d_more, 64);
  printf("malloc after trap: %s\n", cudaGetErrorName(ae));
  inc<<<1, 1>>>(d_cnt);
  printf("launch after trap: %s\n", cudaGetErrorName(cudaGetLastError()));
  printf("sync again: %s\n", cudaGetErrorName(cudaDeviceSynchronize()));
  printf("free after trap: %s\n", cudaGetErrorName(cudaFree(d_flag)));
  return 0;
}
