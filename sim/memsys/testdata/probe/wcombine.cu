// Probe for the L1's combining of global stores before L2 (lts__t_requests_
// srcunit_tex_op_write). One warp per launch unless said otherwise.
//   lines<N>: two stores in a row, each lane l writing 4 bytes into line l%N
//             (N lines per store; the second store writes the next word).
//   ldbetween: two stores to one line with a load of another line between.
//   warps2:   two warps of one block storing into the same line.
//   repeat8:  eight stores in a row to the same line, from one lane.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void lines(float* p, int n) {
  int l = threadIdx.x;
  float* q = p + (l % n) * 32 + l / n;  // lane l: line l%n, word l/n
  q[0] = 1.0f;
  q[8] = 2.0f;  // same line, another sector
}

__global__ void ldbetween(float* p, const float* other, float* out) {
  int l = threadIdx.x;
  p[l] = 1.0f;
  float v = other[l * 32];
  p[l + 1] = v;
}

__global__ void warps2(float* p) { p[threadIdx.x % 32 + (threadIdx.x / 32) * 0] = threadIdx.x; }

__global__ void repeat8(float* p) {
  if (threadIdx.x == 0)
    for (int i = 0; i < 8; i++) ((volatile float*)p)[i] = i;
}

int main() {
  float *p, *q;
  cudaMalloc(&p, 1 << 20);
  cudaMalloc(&q, 1 << 20);
  for (int n = 1; n <= 32; n++) lines<<<1, 32>>>(p, n);
  ldbetween<<<1, 32>>>(p, q, q + 4096);
  warps2<<<1, 64>>>(p);
  repeat8<<<1, 32>>>(p);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(e));
  return 0;
}
