// asinhf alone, for nvcc -ptx: how libdevice computes it (rare2.cu records its results).
__global__ void k_asinhf(const float *x, float *y) { y[threadIdx.x] = asinhf(x[threadIdx.x]); }
