// The double jn and yn, one kernel each, for `nvcc -ptx` and `cuobjdump
// -sass`: how libdevice computes them, which the lab's ports follow.
#include <cmath>
__global__ void k_jn(const int *n, const double *x, double *y) { y[threadIdx.x] = jn(n[threadIdx.x], x[threadIdx.x]); }
__global__ void k_yn(const int *n, const double *x, double *y) { y[threadIdx.x] = yn(n[threadIdx.x], x[threadIdx.x]); }
