// Large dynamic shared memory: the 48 KB default limit and the opt-in via
// cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize).
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define CHECK(call)                                                              \
  do {                                                                           \
    cudaError_t err__ = (call);                                                  \
    if (err__ != cudaSuccess) {                                                  \
      fprintf(stdout, "fatal: %s = %s\n", #call, cudaGetErrorString(err__));     \
      exit(EXIT_FAILURE);                                                        \
    }                                                                            \
  } while (0)

// Reverse a chunk of `count` ints through shared memory, and compute a
// per-block checksum. Whole chunk lives in dynamic shared memory.
__global__ void reverse_chunk(const int* in, int* out, int count, long long* sums) {
  extern __shared__ int buf[];
  const int* src = in + (size_t)blockIdx.x * count;
  int* dst = out + (size_t)blockIdx.x * count;
  for (int i = threadIdx.x; i < count; i += blockDim.x) buf[i] = src[i];
  __syncthreads();
  for (int i = threadIdx.x; i < count; i += blockDim.x) dst[i] = buf[count - 1 - i] * 3 - i;
  if (threadIdx.x == 0) {
    long long s = 0;
    for (int i = 0; i < count; ++i) s += (long long)buf[i] * (i % 7 + 1);
    sums[blockIdx.x] = s;
  }
}

// Same idea but with 8 KB of static shared memory as well.
__global__ void with_static(int* out, int count) {
  __shared__ int stat[2048];
  extern __shared__ int dyn[];
  for (int i = threadIdx.x; i < 2048; i += blockDim.x) stat[i] = i;
  for (int i = threadIdx.x; i < count; i += blockDim.x) dyn[i] = -i;
  __syncthreads();
  if (threadIdx.x == 0) {
    long long s = 0;
    for (int i = 0; i < 2048; ++i) s += stat[i];
    for (int i = 0; i < count; ++i) s += dyn[i];
    out[0] = (int)s;
    out[1] = dyn[count - 1];
  }
}

static void attrs(const char* name, const void* f) {
  cudaFuncAttributes a;
  CHECK(cudaFuncGetAttributes(&a, f));
  printf("  [%s] sharedSizeBytes=%zu maxDynamicSharedSizeBytes=%d maxThreadsPerBlock=%d\n", name,
         a.sharedSizeBytes, a.maxDynamicSharedSizeBytes, a.maxThreadsPerBlock);
}

int main() {
  cudaDeviceProp prop;
  CHECK(cudaGetDeviceProperties(&prop, 0));
  printf("cc %d.%d sharedMemPerBlock=%zu sharedMemPerBlockOptin=%zu sharedMemPerMultiprocessor=%zu\n",
         prop.major, prop.minor, prop.sharedMemPerBlock, prop.sharedMemPerBlockOptin,
         prop.sharedMemPerMultiprocessor);
  int optin = 0;
  CHECK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
  printf("cudaDevAttrMaxSharedMemoryPerBlockOptin=%d\n", optin);

  const int blocks = 3;
  const int maxCount = (int)(prop.sharedMemPerBlockOptin / sizeof(int));
  int *d_in, *d_out;
  long long* d_sums;
  CHECK(cudaMalloc(&d_in, (size_t)blocks * maxCount * sizeof(int)));
  CHECK(cudaMalloc(&d_out, (size_t)blocks * maxCount * sizeof(int)));
  CHECK(cudaMalloc(&d_sums, blocks * sizeof(long long)));
  int* h = (int*)malloc((size_t)blocks * maxCount * sizeof(int));
  for (int i = 0; i < blocks * maxCount; ++i) h[i] = (i % 1000) - 500;
  CHECK(cudaMemcpy(d_in, h, (size_t)blocks * maxCount * sizeof(int), cudaMemcpyHostToDevice));

  attrs("reverse_chunk before", (const void*)reverse_chunk);

  size_t sizes[] = {48 * 1024, 48 * 1024 + 4, 100 * 1024};
  auto run = [&](size_t bytes, const char* tag) {
    int count = (int)(bytes / sizeof(int));
    CHECK(cudaMemset(d_sums, 0, blocks * sizeof(long long)));
    reverse_chunk<<<blocks, 256, bytes>>>(d_in, d_out, count, d_sums);
    cudaError_t le = cudaGetLastError();
    cudaError_t se = cudaDeviceSynchronize();
    long long s[blocks];
    CHECK(cudaMemcpy(s, d_sums, sizeof(s), cudaMemcpyDeviceToHost));
    printf("%-8s dyn=%6zu B: launch=%s (%d) sync=%s sums=%lld %lld %lld\n", tag, bytes,
           cudaGetErrorName(le), (int)le, cudaGetErrorName(se), s[0], s[1], s[2]);
    if (le == cudaSuccess) {
      int probe[4];
      CHECK(cudaMemcpy(probe, d_out, sizeof(probe), cudaMemcpyDeviceToHost));
      int last;
      CHECK(cudaMemcpy(&last, d_out + (size_t)2 * count + count - 1, sizeof(int), cudaMemcpyDeviceToHost));
      printf("         out[0..3]=%d %d %d %d  out[last]=%d\n", probe[0], probe[1], probe[2], probe[3], last);
    }
  };

  printf("--- without opt-in\n");
  for (size_t b : sizes) run(b, "default");

  printf("--- opt-in to 100 KB\n");
  CHECK(cudaFuncSetAttribute(reverse_chunk, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 * 1024));
  attrs("reverse_chunk 100K", (const void*)reverse_chunk);
  for (size_t b : sizes) run(b, "optin100");
  run(100 * 1024 + 16, "optin100");

  printf("--- opt-in to the device maximum\n");
  cudaError_t e = cudaFuncSetAttribute(reverse_chunk, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                       (int)prop.sharedMemPerBlockOptin + 1);
  printf("set optin+1 -> %s; last error now %s\n", cudaGetErrorName(e), cudaGetErrorName(cudaGetLastError()));
  attrs("reverse_chunk after failed set", (const void*)reverse_chunk);
  CHECK(cudaFuncSetAttribute(reverse_chunk, cudaFuncAttributeMaxDynamicSharedMemorySize,
                             (int)prop.sharedMemPerBlockOptin));
  attrs("reverse_chunk max", (const void*)reverse_chunk);
  run(prop.sharedMemPerBlockOptin, "max");
  run(prop.sharedMemPerBlockOptin + 4, "max+4");

  printf("--- static + dynamic\n");
  attrs("with_static", (const void*)with_static);
  int* d_r;
  CHECK(cudaMalloc(&d_r, 2 * sizeof(int)));
  size_t tries[] = {40 * 1024, 40 * 1024 + 4, 64 * 1024};
  for (size_t b : tries) {
    CHECK(cudaMemset(d_r, 0, 2 * sizeof(int)));
    with_static<<<1, 128, b>>>(d_r, (int)(b / sizeof(int)));
    cudaError_t le = cudaGetLastError();
    int r[2];
    CHECK(cudaMemcpy(r, d_r, sizeof(r), cudaMemcpyDeviceToHost));
    printf("with_static dyn=%zu: %s r=%d,%d\n", b, cudaGetErrorName(le), r[0], r[1]);
  }
  e = cudaFuncSetAttribute(with_static, cudaFuncAttributeMaxDynamicSharedMemorySize,
                           (int)prop.sharedMemPerBlockOptin);
  printf("with_static set to optin (static 8 KB + optin) -> %s\n", cudaGetErrorName(e));
  cudaGetLastError();
  CHECK(cudaFuncSetAttribute(with_static, cudaFuncAttributeMaxDynamicSharedMemorySize,
                             (int)prop.sharedMemPerBlockOptin - 8192));
  attrs("with_static opted in", (const void*)with_static);
  for (size_t b : tries) {
    CHECK(cudaMemset(d_r, 0, 2 * sizeof(int)));
    with_static<<<1, 128, b>>>(d_r, (int)(b / sizeof(int)));
    cudaError_t le = cudaGetLastError();
    int r[2];
    CHECK(cudaMemcpy(r, d_r, sizeof(r), cudaMemcpyDeviceToHost));
    printf("with_static dyn=%zu: %s r=%d,%d\n", b, cudaGetErrorName(le), r[0], r[1]);
  }

  CHECK(cudaFree(d_in)); CHECK(cudaFree(d_out)); CHECK(cudaFree(d_sums)); CHECK(cudaFree(d_r));
  free(h);
  return 0;
}
