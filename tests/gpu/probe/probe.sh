#!/usr/bin/env bash
# Quick check of the GPU machine's tools before the real recording run.
set -u
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv
nvcc --version | tail -2
ncu --version | tail -1
cat > /tmp/p.cu <<'CU'
#include <cstdio>
__global__ void __maxnreg__(40) k(float *a) { a[threadIdx.x] *= 2.f; }
__global__ void s(float *a) { __shared__ float t[32*33]; t[threadIdx.x*33] = a[threadIdx.x]; __syncthreads(); a[threadIdx.x] = t[(31-threadIdx.x)*33]; }
int main() {
  float *d; cudaMalloc(&d, 1024*4); k<<<1,32>>>(d); s<<<1,32>>>(d);
  cudaFuncAttributes fa; cudaFuncGetAttributes(&fa, k);
  int nb; cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, k, 256, 0);
  cudaDeviceProp p; cudaGetDeviceProperties(&p, 0);
  printf("regs=%d nb=%d name=%s sm=%d smemOptin=%zu sizeofProp=%zu\n", fa.numRegs, nb, p.name, p.multiProcessorCount, p.sharedMemPerBlockOptin, sizeof(cudaDeviceProp));
  printf("err=%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
CU
cd /tmp && nvcc -arch=sm_90 -O3 -lineinfo -o p p.cu && ./p
time ncu --clock-control none --csv --page raw --print-units base --metrics smsp__sass_inst_executed_op_shared_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,gpu__time_duration.sum,launch__occupancy_limit_registers,sm__maximum_warps_per_active_cycle_pct ./p
ncu --query-metrics 2>/dev/null | grep -c . 
compute-sanitizer --version | tail -1
