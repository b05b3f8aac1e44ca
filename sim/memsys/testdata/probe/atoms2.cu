// Follow-up to atoms.cu: shared-memory atomics whose result is unused (SASS
// ATOMS with RZ destination, or POPC.INC for a constant add) and 64-bit CAS
// and exchange. Same lane -> word patterns as atoms.cu.
#include <cstdio>
#include <cuda_runtime.h>

#define KERNEL(name, T, stmt)                                              \
  __global__ void name(const int* idx, T* out) {                           \
    __shared__ T s[32 * 33];                                               \
    for (int i = threadIdx.x; i < 32 * 33; i += 32) s[i] = (T)0;           \
    __syncthreads();                                                       \
    T* p = &s[idx[threadIdx.x]];                                           \
    stmt;                                                                  \
    __syncthreads();                                                       \
    out[threadIdx.x] = s[threadIdx.x];                                     \
  }

KERNEL(red_add_var, int, atomicAdd(p, (int)threadIdx.x))
KERNEL(red_add_one, int, atomicAdd(p, 1))
KERNEL(red_max, int, atomicMax(p, (int)threadIdx.x))
KERNEL(red_exch, int, atomicExch(p, (int)threadIdx.x))
KERNEL(red_cas, int, atomicCAS(p, 0, (int)threadIdx.x + 1))
KERNEL(red_add_f32, float, atomicAdd(p, 1.0f))
KERNEL(cas_u64, unsigned long long, out[threadIdx.x + 32] = atomicCAS(p, 0ull, 1ull))
KERNEL(exch_u64, unsigned long long, out[threadIdx.x + 32] = atomicExch(p, 1ull))
KERNEL(min_u64, unsigned long long, out[threadIdx.x + 32] = atomicMin(p, (unsigned long long)threadIdx.x))

enum { SAME, DISTINCT, ONE_BANK, PAIRS, TWO_IN_BANK, N_PATTERNS };
static const char* patternNames[] = {"same", "distinct", "one_bank", "pairs", "two_in_bank"};

static void pattern(int p, int* h) {
  for (int l = 0; l < 32; l++) {
    switch (p) {
      case SAME: h[l] = 5; break;
      case DISTINCT: h[l] = l; break;
      case ONE_BANK: h[l] = 32 * l; break;
      case PAIRS: h[l] = l / 2; break;
      case TWO_IN_BANK: h[l] = (l & 1) * 32; break;
    }
  }
}

int main() {
  int* idx;
  void* out;
  cudaMalloc(&idx, 32 * sizeof(int) * N_PATTERNS);
  cudaMalloc(&out, 64 * 8);
  for (int p = 0; p < N_PATTERNS; p++) {
    int h[32];
    pattern(p, h);
    cudaMemcpy(idx + 32 * p, h, sizeof h, cudaMemcpyHostToDevice);
  }
  for (int p = 0; p < N_PATTERNS; p++) {
    const int* ip = idx + 32 * p;
    red_add_var<<<1, 32>>>(ip, (int*)out);
    red_add_one<<<1, 32>>>(ip, (int*)out);
    red_max<<<1, 32>>>(ip, (int*)out);
    red_exch<<<1, 32>>>(ip, (int*)out);
    red_cas<<<1, 32>>>(ip, (int*)out);
    red_add_f32<<<1, 32>>>(ip, (float*)out);
    cas_u64<<<1, 32>>>(ip, (unsigned long long*)out);
    exch_u64<<<1, 32>>>(ip, (unsigned long long*)out);
    min_u64<<<1, 32>>>(ip, (unsigned long long*)out);
    printf("pattern %s\n", patternNames[p]);
  }
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(e));
  return 0;
}
