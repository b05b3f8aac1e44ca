// Probe for the shared-memory configuration the driver picks per launch
// (ncu's launch__shared_mem_config_size, from which it derives
// launch__occupancy_limit_shared_mem), and for launch__waves_per_multiprocessor.
// One kernel per register budget; each is launched over block sizes and dynamic
// shared-memory sizes. Only launch__* metrics are collected, which need no
// counter passes. Output: one line per launch (kernel, block, dynamic bytes)
// on stdout, in launch order, so the ncu CSV rows can be paired with it.
#include <cstdio>
#include <cuda_runtime.h>

// LIVE independent accumulators keep about LIVE registers busy.
template <int LIVE>
__global__ void regs(const float* in, float* out) {
  float acc[LIVE > 0 ? LIVE : 1];
#pragma unroll
  for (int i = 0; i < LIVE; i++) acc[i] = in[threadIdx.x * LIVE + i];
#pragma unroll 1
  for (int k = 0; k < 4; k++) {
#pragma unroll
    for (int i = 0; i < LIVE; i++) acc[i] = acc[i] * acc[(i + 1) % (LIVE > 0 ? LIVE : 1)] + 1.0f;
  }
  float s = 0;
#pragma unroll
  for (int i = 0; i < LIVE; i++) s += acc[i];
  if (s == 12345.0f) out[threadIdx.x] = s;
}

template <int LIVE>
void sweep(const float* in, float* out, const char* name) {
  cudaFuncSetAttribute(regs<LIVE>, cudaFuncAttributeMaxDynamicSharedMemorySize, 200 * 1024);
  const int threads[] = {32, 64, 96, 128, 256, 384, 512, 1024};
  const int smem[] = {0, 128, 1024, 2048, 3072, 4096, 6144, 8192, 12288, 16384, 24576, 40960, 65536, 102400};
  for (int t : threads)
    for (int s : smem) {
      regs<LIVE><<<1000, t, s>>>(in, out);
      if (cudaGetLastError() == cudaSuccess) printf("%s %d %d\n", name, t, s);
    }
}

int main() {
  float *in, *out;
  cudaMalloc(&in, 1 << 26);
  cudaMalloc(&out, 1 << 22);
  cudaMemset(in, 0, 1 << 26);
  sweep<0>(in, out, "r0");
  sweep<24>(in, out, "r24");
  sweep<56>(in, out, "r56");
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(e));
  return 0;
}
