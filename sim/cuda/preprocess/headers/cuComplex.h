// cuComplex.h as the lab builds it in: CUDA's complex numbers, float2 and
// double2 under other names, written for SIMT Lab. Each function does the
// toolkit header's operations in its order (the quotient scaled by
// |re| + |im| first, the modulus as v * sqrt(1 + (w/v)^2)), so that results,
// and the products nvcc fuses, agree bit for bit.
#ifndef CU_COMPLEX_H_
#define CU_COMPLEX_H_

#include <math.h>

typedef float2 cuFloatComplex;
typedef double2 cuDoubleComplex;
typedef cuFloatComplex cuComplex;

__host__ __device__ static inline float cuCrealf(cuFloatComplex z) { return z.x; }
__host__ __device__ static inline float cuCimagf(cuFloatComplex z) { return z.y; }
__host__ __device__ static inline double cuCreal(cuDoubleComplex z) { return z.x; }
__host__ __device__ static inline double cuCimag(cuDoubleComplex z) { return z.y; }

__host__ __device__ static inline cuFloatComplex make_cuFloatComplex(float re, float im) {
    cuFloatComplex z;
    z.x = re;
    z.y = im;
    return z;
}
__host__ __device__ static inline cuDoubleComplex make_cuDoubleComplex(double re, double im) {
    cuDoubleComplex z;
    z.x = re;
    z.y = im;
    return z;
}
__host__ __device__ static inline cuComplex make_cuComplex(float re, float im) { return make_cuFloatComplex(re, im); }

__host__ __device__ static inline cuFloatComplex cuConjf(cuFloatComplex z) { return make_cuFloatComplex(cuCrealf(z), -cuCimagf(z)); }
__host__ __device__ static inline cuDoubleComplex cuConj(cuDoubleComplex z) { return make_cuDoubleComplex(cuCreal(z), -cuCimag(z)); }

__host__ __device__ static inline cuFloatComplex cuCaddf(cuFloatComplex a, cuFloatComplex b) {
    return make_cuFloatComplex(cuCrealf(a) + cuCrealf(b), cuCimagf(a) + cuCimagf(b));
}
__host__ __device__ static inline cuDoubleComplex cuCadd(cuDoubleComplex a, cuDoubleComplex b) {
    return make_cuDoubleComplex(cuCreal(a) + cuCreal(b), cuCimag(a) + cuCimag(b));
}
__host__ __device__ static inline cuFloatComplex cuCsubf(cuFloatComplex a, cuFloatComplex b) {
    return make_cuFloatComplex(cuCrealf(a) - cuCrealf(b), cuCimagf(a) - cuCimagf(b));
}
__host__ __device__ static inline cuDoubleComplex cuCsub(cuDoubleComplex a, cuDoubleComplex b) {
    return make_cuDoubleComplex(cuCreal(a) - cuCreal(b), cuCimag(a) - cuCimag(b));
}

// (ar + i ai)(br + i bi) = (ar br - ai bi) + i (ar bi + ai br)
__host__ __device__ static inline cuFloatComplex cuCmulf(cuFloatComplex a, cuFloatComplex b) {
    return make_cuFloatComplex((cuCrealf(a) * cuCrealf(b)) - (cuCimagf(a) * cuCimagf(b)),
                               (cuCrealf(a) * cuCimagf(b)) + (cuCimagf(a) * cuCrealf(b)));
}
__host__ __device__ static inline cuDoubleComplex cuCmul(cuDoubleComplex a, cuDoubleComplex b) {
    return make_cuDoubleComplex((cuCreal(a) * cuCreal(b)) - (cuCimag(a) * cuCimag(b)),
                                (cuCreal(a) * cuCimag(b)) + (cuCimag(a) * cuCreal(b)));
}

// a / b with both scaled by 1 / (|br| + |bi|) first, which keeps b's squared
// modulus from overflowing
__host__ __device__ static inline cuFloatComplex cuCdivf(cuFloatComplex a, cuFloatComplex b) {
    float scale = fabsf(cuCrealf(b)) + fabsf(cuCimagf(b));
    float inv = 1.0f / scale;
    float ar = cuCrealf(a) * inv, ai = cuCimagf(a) * inv;
    float br = cuCrealf(b) * inv, bi = cuCimagf(b) * inv;
    scale = (br * br) + (bi * bi);
    inv = 1.0f / scale;
    return make_cuFloatComplex(((ar * br) + (ai * bi)) * inv, ((ai * br) - (ar * bi)) * inv);
}
__host__ __device__ static inline cuDoubleComplex cuCdiv(cuDoubleComplex a, cuDoubleComplex b) {
    double scale = (fabs(cuCreal(b))) + (fabs(cuCimag(b)));
    double inv = 1.0 / scale;
    double ar = cuCreal(a) * inv, ai = cuCimag(a) * inv;
    double br = cuCreal(b) * inv, bi = cuCimag(b) * inv;
    scale = (br * br) + (bi * bi);
    inv = 1.0 / scale;
    return make_cuDoubleComplex(((ar * br) + (ai * bi)) * inv, ((ai * br) - (ar * bi)) * inv);
}

// |z| as big * sqrt(1 + (small/big)^2), or big + small when big is 0 or a
// part is infinite
__host__ __device__ static inline float cuCabsf(cuFloatComplex z) {
    float re = fabsf(cuCrealf(z));
    float im = fabsf(cuCimagf(z));
    float big, small, r;
    if (re > im) {
        big = re;
        small = im;
    } else {
        big = im;
        small = re;
    }
    r = small / big;
    r = 1.0f + r * r;
    r = big * sqrtf(r);
    if ((big == 0.0f) || (big > 3.402823466e38f) || (small > 3.402823466e38f)) {
        r = big + small;
    }
    return r;
}
__host__ __device__ static inline double cuCabs(cuDoubleComplex z) {
    double re = fabs(cuCreal(z));
    double im = fabs(cuCimag(z));
    double big, small, r;
    if (re > im) {
        big = re;
        small = im;
    } else {
        big = im;
        small = re;
    }
    r = small / big;
    r = 1.0 + r * r;
    r = big * sqrt(r);
    if ((big == 0.0) || (big > 1.79769313486231570e+308) || (small > 1.79769313486231570e+308)) {
        r = big + small;
    }
    return r;
}

__host__ __device__ static inline cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex z) {
    return make_cuDoubleComplex((double)cuCrealf(z), (double)cuCimagf(z));
}
__host__ __device__ static inline cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex z) {
    return make_cuFloatComplex((float)cuCreal(z), (float)cuCimag(z));
}

// a*b + d, the four products added one at a time
__host__ __device__ static inline cuComplex cuCfmaf(cuComplex a, cuComplex b, cuComplex d) {
    float re = (cuCrealf(a) * cuCrealf(b)) + cuCrealf(d);
    float im = (cuCrealf(a) * cuCimagf(b)) + cuCimagf(d);
    re = -(cuCimagf(a) * cuCimagf(b)) + re;
    im = (cuCimagf(a) * cuCrealf(b)) + im;
    return make_cuComplex(re, im);
}
__host__ __device__ static inline cuDoubleComplex cuCfma(cuDoubleComplex a, cuDoubleComplex b, cuDoubleComplex d) {
    double re = (cuCreal(a) * cuCreal(b)) + cuCreal(d);
    double im = (cuCreal(a) * cuCimag(b)) + cuCimag(d);
    re = -(cuCimag(a) * cuCimag(b)) + re;
    im = (cuCimag(a) * cuCreal(b)) + im;
    return make_cuDoubleComplex(re, im);
}

#endif
