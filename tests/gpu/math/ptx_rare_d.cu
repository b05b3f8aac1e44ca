// One kernel per rarer double function (lgamma, tgamma, erfcinv,
// normcdfinv, erfcx, j0, j1, y0, y1), for `nvcc -ptx` and `cuobjdump
// -sass`: how libdevice computes each, which the lab's ports follow.
#include <cmath>
#define K(f) __global__ void k_##f(const double *x, double *y) { y[threadIdx.x] = f(x[threadIdx.x]); }
K(lgamma) K(tgamma) K(erfcinv) K(normcdfinv) K(erfcx) K(j0) K(j1) K(y0) K(y1)
