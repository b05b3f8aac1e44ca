// Probes for the memory-system choices that the shared hardware notes do not
// settle. One warp per launch; profile with
//   ncu --clock-control none --csv --metrics ... ./probe
#include <cstdio>
#include <cuda_runtime.h>

__device__ __forceinline__ float ldg(const float* p) {
  float v;
  asm volatile("ld.global.f32 %0, [%1];" : "=f"(v) : "l"(p) : "memory");
  return v;
}
__device__ __forceinline__ void stg(float* p, float v) {
  asm volatile("st.global.f32 [%0], %1;" ::"l"(p), "f"(v) : "memory");
}

// STS.128 with every lane on one address: bank writes?
__global__ void sts128_same(float4* out) {
  __shared__ float4 s[64];
  float t = threadIdx.x;
  asm volatile("st.shared.v4.f32 [%0], {%1,%2,%3,%4};" ::"r"((unsigned)__cvta_generic_to_shared(&s[0])), "f"(t), "f"(t), "f"(t), "f"(t) : "memory");
  __syncthreads();
  if (threadIdx.x == 99) out[0] = s[0];
}

// LDS.128 contiguous: bank reads?
__global__ void lds128_contig(float4* out) {
  __shared__ float4 s[32];
  s[threadIdx.x] = make_float4(threadIdx.x, 1, 2, 3);
  __syncthreads();
  float4 v;
  asm volatile("ld.shared.v4.f32 {%0,%1,%2,%3}, [%4];" : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w) : "r"((unsigned)__cvta_generic_to_shared(&s[threadIdx.x])) : "memory");
  out[threadIdx.x] = v;
}

// LDL.64 with only lanes 0-15 active: one request or two?
__global__ void ldl64_half(double* out, int idx) {
  double a[32];
#pragma unroll
  for (int i = 0; i < 32; i++) a[i] = i * (double)threadIdx.x;
  if (threadIdx.x < 16) out[threadIdx.x] = a[idx];
}

// Store then load of the same words: L1 hit (store allocates) or L2 hit?
__global__ void st_then_ld(float* p, float* out) {
  int i = threadIdx.x;
  stg(p + i, i);
  stg(out + i, ldg(p + i));
}

// Load, store, load: does the store keep (update) the L1 line?
__global__ void ld_st_ld(float* p, float* out) {
  int i = threadIdx.x;
  float a = ldg(p + i);
  stg(p + i, a + 1);
  stg(out + i, ldg(p + i));
}

// Lane i stores word i, then (after a barrier) loads word i^1, which its
// neighbour stored: does the store leave the line in L1?
__global__ void st_sync_ld(float* p, float* out) {
  int i = threadIdx.x;
  stg(p + i, i);
  __syncthreads();
  stg(out + i, ldg(p + (i ^ 1)));
}

// Lanes store the even words of 8 sectors, then load the odd words: does a
// partially written sector count as present in L1?
__global__ void st_partial_ld(float* p, float* out) {
  int i = threadIdx.x;
  stg(p + 2 * i, i);
  __syncthreads();
  stg(out + i, ldg(p + 2 * i + 1));
}

// Reductions (result unused): all lanes on one address, and 32 addresses.
__global__ void red_same(float* p) { atomicAdd(p, (float)threadIdx.x); }
__global__ void red_distinct(float* p) { atomicAdd(p + threadIdx.x, 1.0f); }

// DRAM fetch granularity: how many bytes does an L2 miss read?
__global__ void dram_1sector(float* p, float* out) {
  if (threadIdx.x == 0) stg(out, ldg(p));
}
__global__ void dram_line1(float* p, float* out) {
  int i = threadIdx.x;
  stg(out + i, ldg(p + 32 + i));
}
__global__ void dram_stride256(float* p, float* out) {
  int i = threadIdx.x;
  stg(out + i, ldg(p + 64 * i));
}
__global__ void dram_stride64(float* p, float* out) {
  int i = threadIdx.x;
  stg(out + i, ldg(p + 16 * i));
}

// Atomic with result used, all lanes on one address.
__global__ void atom_same(float* p, float* out) {
  out[threadIdx.x] = atomicAdd(p, (float)threadIdx.x);
}

// 1 MiB written (fits the 60 MB L2): DRAM writes during the kernel?
__global__ void write_1mib(float* p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  p[i] = i;
}

// 1 MiB read.
__global__ void read_1mib(const float* p, float* out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = p[i];
  if (v == -1.f) out[0] = v;
}

__constant__ float cst[64];
// 32 distinct constant addresses in two 64-B lines.
__global__ void const_32(float* out) { out[threadIdx.x] = cst[threadIdx.x]; }

int main() {
  float *p, *out;
  cudaMalloc(&p, 4 << 20);
  cudaMalloc(&out, 4 << 20);
  cudaMemset(p, 0, 4 << 20);
  sts128_same<<<1, 32>>>((float4*)out);
  lds128_contig<<<1, 32>>>((float4*)out);
  ldl64_half<<<1, 32>>>((double*)out, 3);
  st_then_ld<<<1, 32>>>(p, out);
  ld_st_ld<<<1, 32>>>(p, out);
  st_sync_ld<<<1, 32>>>(p, out);
  st_partial_ld<<<1, 32>>>(p, out);
  dram_1sector<<<1, 32>>>(p, out);
  dram_line1<<<1, 32>>>(p, out);
  dram_stride256<<<1, 32>>>(p, out);
  dram_stride64<<<1, 32>>>(p, out);
  red_same<<<1, 32>>>(p);
  red_distinct<<<1, 32>>>(p);
  atom_same<<<1, 32>>>(p, out);
  write_1mib<<<1024, 256>>>(p);
  read_1mib<<<1024, 256>>>(p, out);
  const_32<<<1, 32>>>(out);
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(e));
  return 0;
}
