// NaN and infinity as device code makes and prints them: 0/0, inf-inf, 0*inf, sqrtf(-1),
// logf(-1), fmodf(x, 0) in float and double; the GPU's arithmetic returns its canonical NaN
// (float 0x7fffffff, which printf shows as "nan") whatever the operands' NaN, while the
// negation, fabs and copysign move only the sign bit ("-nan"); a NaN operand's payload in
// double arithmetic; and the float-double conversions of NaN, infinity and subnormals.
#include <cstdio>
#include <cstring>
#include <cmath>
#include <cuda_runtime.h>

__global__ void make(const float *in, const double *din, unsigned *fo, unsigned long long *dout) {
    float z = in[0], one = in[1], inf = in[2], nq = in[3], nn = in[4], sub = in[5];
    fo[0] = __float_as_uint(z / z);
    fo[1] = __float_as_uint(inf - inf);
    fo[2] = __float_as_uint(z * inf);
    fo[3] = __float_as_uint(sqrtf(-one));
    fo[4] = __float_as_uint(logf(-one));
    fo[5] = __float_as_uint(fmodf(one, z));
    fo[6] = __float_as_uint(nq + one);
    fo[7] = __float_as_uint(nn * one);
    fo[8] = __float_as_uint(-(z / z));
    fo[9] = __float_as_uint(fabsf(nn));
    fo[10] = __float_as_uint(copysignf(nq, -one));
    fo[11] = __float_as_uint(fmaf(nn, one, one));
    fo[12] = __float_as_uint(fminf(nn, one) + fmaxf(nq, nn));
    fo[13] = __float_as_uint((float)(double)nn);
    fo[14] = __float_as_uint((float)din[3]);
    fo[15] = __float_as_uint(sub * 0.5f);
    fo[16] = __float_as_uint((float)din[4]);
    fo[17] = __float_as_uint(-nn);
    fo[18] = __float_as_uint(one / z);
    fo[19] = __float_as_uint(-one / z);
    double dz = din[0], done = din[1], dinf = din[2], dn = din[3];
    dout[0] = __double_as_longlong(dz / dz);
    dout[1] = __double_as_longlong(dinf - dinf);
    dout[2] = __double_as_longlong(sqrt(-done));
    dout[3] = __double_as_longlong(dn + done);
    dout[4] = __double_as_longlong(done * dn);
    dout[5] = __double_as_longlong(-dn);
    dout[6] = __double_as_longlong((double)nq);
    dout[7] = __double_as_longlong((double)nn);
    dout[8] = __double_as_longlong((double)sub);
    dout[9] = __double_as_longlong(fma(dn, done, done));
    dout[10] = __double_as_longlong(log(-done));
    dout[11] = __double_as_longlong(fmod(done, dz));
}

__global__ void show(const float *in) {
    float z = in[0], one = in[1], inf = in[2], nn = in[4];
    printf("dev: %f %f %f %f %e %g %5.1f|%-6f|%+f|% f\n", z / z, -(z / z), nn, nn * one, inf, -inf, z / z, nn,
           inf, nn);
    double d = (double)nn;
    printf("dev: %f %f %a %a %a\n", d, d * 2.0, (double)inf, (double)(z / z), (double)in[5]);
}

static float fbits(unsigned u) {
    float f;
    memcpy(&f, &u, 4);
    return f;
}

static double dbits(unsigned long long u) {
    double d;
    memcpy(&d, &u, 8);
    return d;
}

int main() {
    float in[6] = {0.0f, 1.0f, INFINITY, fbits(0x7fc01234u), fbits(0xffa00005u), fbits(0x00000003u)};
    double din[5] = {0.0, 1.0, INFINITY, dbits(0xfff0000000abcdefull), 1e-300};
    float *dinp;
    double *ddin;
    unsigned *dfo, fo[20];
    unsigned long long *ddo, dout[12];
    cudaMalloc(&dinp, sizeof in);
    cudaMalloc(&ddin, sizeof din);
    cudaMalloc(&dfo, sizeof fo);
    cudaMalloc(&ddo, sizeof dout);
    cudaMemcpy(dinp, in, sizeof in, cudaMemcpyHostToDevice);
    cudaMemcpy(ddin, din, sizeof din, cudaMemcpyHostToDevice);
    make<<<1, 1>>>(dinp, ddin, dfo, ddo);
    cudaMemcpy(fo, dfo, sizeof fo, cudaMemcpyDeviceToHost);
    cudaMemcpy(dout, ddo, sizeof dout, cudaMemcpyDeviceToHost);
    const char *fn[20] = {"0/0", "inf-inf", "0*inf", "sqrtf(-1)", "logf(-1)", "fmodf(1,0)", "qnan+1", "snan*1",
                          "-(0/0)", "fabsf(nan)", "copysignf", "fmaf(nan)", "fmin+fmax", "via double",
                          "(float)dnan", "sub*0.5", "(float)1e-300", "-snan", "1/0", "-1/0"};
    for (int i = 0; i < 20; i++) printf("float %-14s %08x\n", fn[i], fo[i]);
    const char *dn[12] = {"0/0", "inf-inf", "sqrt(-1)", "nan+1", "1*nan", "-nan", "(double)qnanf",
                          "(double)snanf", "(double)subf", "fma(nan)", "log(-1)", "fmod(1,0)"};
    for (int i = 0; i < 12; i++) printf("double %-14s %016llx\n", dn[i], dout[i]);
    show<<<1, 1>>>(dinp);
    cudaDeviceSynchronize();
    cudaFree(dinp); cudaFree(ddin); cudaFree(dfo); cudaFree(ddo);
    return 0;
}
