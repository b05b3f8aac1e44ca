// ptxfns_d.cu: the double functions ptxfns.cu lacks, for nvcc -ptx and cuobjdump -sass.
#define D1(f) __global__ void kd_##f(double *p) { p[0] = f(p[1]); }
#define D2(f) __global__ void kd_##f(double *p) { p[0] = f(p[1], p[2]); }
D1(log10) D1(exp10) D1(expm1) D1(log1p) D1(cbrt) D1(rcbrt) D1(atan) D1(asin) D1(acos) D1(sinh)
D1(cosh) D1(tanh) D2(atan2) D2(hypot)
