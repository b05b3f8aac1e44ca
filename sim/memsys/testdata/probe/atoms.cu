// Probes for shared-memory atomics on sm_90: which source atomics become one
// native ATOMS and which a LDS + ATOMS.CAST loop, and how many wavefronts an
// ATOMS costs when lanes share an address or a bank. One warp per launch; the
// lane -> word map comes from global memory (idx) so that nvcc cannot see a
// uniform address and aggregate the warp. Every kernel uses the old value, so
// the instruction is an ATOMS with a return (no REDUX aggregation).
#include <cstdio>
#include <cuda_runtime.h>

#define KERNEL(name, T, expr)                                              \
  __global__ void name(const int* idx, T* out) {                           \
    __shared__ T s[32 * 33];                                               \
    for (int i = threadIdx.x; i < 32 * 33; i += 32) s[i] = (T)0;           \
    __syncthreads();                                                       \
    T* p = &s[idx[threadIdx.x]];                                           \
    T old = expr;                                                          \
    __syncthreads();                                                       \
    out[threadIdx.x] = old + s[threadIdx.x];                               \
  }

KERNEL(add_i32, int, atomicAdd(p, (int)threadIdx.x))
KERNEL(exch_i32, int, atomicExch(p, (int)threadIdx.x))
KERNEL(max_i32, int, atomicMax(p, (int)threadIdx.x))
KERNEL(inc_u32, unsigned, atomicInc(p, 1000u))
KERNEL(cas_i32, int, atomicCAS(p, 0, (int)threadIdx.x + 1))
KERNEL(add_f32, float, atomicAdd(p, 1.0f))
KERNEL(add_f64, double, atomicAdd(p, 1.0))
KERNEL(add_u64, unsigned long long, atomicAdd(p, 1ull))

// Lane -> word patterns (in elements of the kernel's type).
enum { SAME, DISTINCT, ONE_BANK, PAIRS, TWO_IN_BANK, N_PATTERNS };
static const char* patternNames[] = {"same", "distinct", "one_bank", "pairs", "two_in_bank"};

static void pattern(int p, int* h) {
  for (int l = 0; l < 32; l++) {
    switch (p) {
      case SAME: h[l] = 5; break;
      case DISTINCT: h[l] = l; break;
      case ONE_BANK: h[l] = 32 * l; break;       // 32-bit: all in bank 0
      case PAIRS: h[l] = l / 2; break;           // two lanes per word
      case TWO_IN_BANK: h[l] = (l & 1) * 32; break; // two words of bank 0, 16 lanes each
    }
  }
}

int main() {
  int* idx;
  void* out;
  cudaMalloc(&idx, 32 * sizeof(int) * N_PATTERNS);
  cudaMalloc(&out, 32 * 8);
  for (int p = 0; p < N_PATTERNS; p++) {
    int h[32];
    pattern(p, h);
    cudaMemcpy(idx + 32 * p, h, sizeof h, cudaMemcpyHostToDevice);
  }
  for (int p = 0; p < N_PATTERNS; p++) {
    const int* ip = idx + 32 * p;
    add_i32<<<1, 32>>>(ip, (int*)out);
    exch_i32<<<1, 32>>>(ip, (int*)out);
    max_i32<<<1, 32>>>(ip, (int*)out);
    inc_u32<<<1, 32>>>(ip, (unsigned*)out);
    cas_i32<<<1, 32>>>(ip, (int*)out);
    add_f32<<<1, 32>>>(ip, (float*)out);
    add_f64<<<1, 32>>>(ip, (double*)out);
    add_u64<<<1, 32>>>(ip, (unsigned long long*)out);
    printf("pattern %s\n", patternNames[p]);
  }
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(e));
  return 0;
}
