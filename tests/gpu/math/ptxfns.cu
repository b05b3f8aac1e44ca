// ptxfns.cu: one tiny kernel per math function, compiled with -ptx and -cubin to read
// libdevice's algorithms (constants, reductions, polynomials) and the MUFU instructions used.
#define K1(f) __global__ void k_##f(float *p) { p[0] = f(p[1]); }
#define K2(f) __global__ void k_##f(float *p) { p[0] = f(p[1], p[2]); }
#define D1(f) __global__ void kd_##f(double *p) { p[0] = f(p[1]); }
#define D2(f) __global__ void kd_##f(double *p) { p[0] = f(p[1], p[2]); }
K1(sinf) K1(cosf) K1(tanf) K1(expf) K1(exp2f) K1(exp10f) K1(logf) K1(log2f) K1(log10f)
K2(powf) K1(tgammaf) K1(lgammaf) K1(erff) K1(__expf) K1(__logf) K1(__sinf) K1(__cosf) K2(__powf)
K1(rsqrtf) K2(__fdividef) K1(__exp10f) K1(__log2f) K1(__log10f) K1(__tanf) K1(tanhf) K1(atanf)
K2(atan2f) K1(asinf) K1(acosf) K1(cbrtf) K1(expm1f) K1(log1pf) K1(erfcf) K1(sinhf) K1(coshf)
K2(hypotf) K1(sqrtf)
K1(normcdff) K1(normcdfinvf) K1(erfinvf) K1(erfcinvf) K1(erfcxf) K1(j0f) K1(j1f) K1(y0f) K1(y1f)
__global__ void k_jnf(float *p) { p[0] = jnf((int)p[2], p[1]); }
__global__ void k_ynf(float *p) { p[0] = ynf((int)p[2], p[1]); }
__global__ void k_norm4df(float *p) { p[0] = norm4df(p[1], p[2], p[3], p[4]); }
__global__ void k_rnorm4df(float *p) { p[0] = rnorm4df(p[1], p[2], p[3], p[4]); }
__global__ void k_norm3df(float *p) { p[0] = norm3df(p[1], p[2], p[3]); }
__global__ void k_sincosf(float *p) { sincosf(p[1], &p[0], &p[2]); }
D1(sin) D1(cos) D1(exp) D1(log) D2(pow) D1(exp2) D1(log2) D1(tan) D1(sqrt) D1(rsqrt)
