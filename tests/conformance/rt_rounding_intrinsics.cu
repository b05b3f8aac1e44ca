// Tests the IEEE rounding-mode intrinsics: __fadd/__fmul/__fdiv/__fsqrt/__frcp/__fmaf with
// _rn/_rz/_ru/_rd on cases whose four roundings differ (printed as bit patterns), double
// versions, __float2int_* / __float2uint_* / __double2ll_* conversions (with saturation),
// integer-to-float conversions __int2float_* / __ll2double_*, __double2float_*, and __ldg.
// Every operand is loaded from memory, so nothing can be folded at compile time.
#include <cstdio>
#include <cuda_runtime.h>

#define N 40

__global__ void rounding(const float *in, const long long *iv, const double *dv, unsigned int *f,
                         unsigned long long *d, int *i) {
    float one = __ldg(&in[0]), three = __ldg(&in[1]), two = __ldg(&in[2]), tiny = __ldg(&in[3]);
    float huge = __ldg(&in[4]), twoHalf = __ldg(&in[5]), twoOne = __ldg(&in[6]), twoNine = __ldg(&in[7]);
    float threeE9 = __ldg(&in[8]);
    int i2p24 = (int)__ldg(&iv[0]);
    unsigned int umax = (unsigned int)__ldg(&iv[1]);
    long long l2p53 = __ldg(&iv[2]);
    double tenth = __ldg(&dv[0]), sevenHalf = __ldg(&dv[1]), e20 = __ldg(&dv[2]), done = __ldg(&dv[3]);
    int k = 0;
    f[k++] = __float_as_uint(__fadd_rn(one, tiny)); f[k++] = __float_as_uint(__fadd_rz(one, tiny));
    f[k++] = __float_as_uint(__fadd_ru(one, tiny)); f[k++] = __float_as_uint(__fadd_rd(-one, -tiny));
    f[k++] = __float_as_uint(__fsub_rd(one, one));  f[k++] = __float_as_uint(__fsub_rn(one, one));
    f[k++] = __float_as_uint(__fdiv_rn(one, three)); f[k++] = __float_as_uint(__fdiv_rz(one, three));
    f[k++] = __float_as_uint(__fdiv_ru(one, three)); f[k++] = __float_as_uint(__fdiv_rd(-one, three));
    f[k++] = __float_as_uint(__fsqrt_rn(two)); f[k++] = __float_as_uint(__fsqrt_rz(two));
    f[k++] = __float_as_uint(__fsqrt_ru(two)); f[k++] = __float_as_uint(__fsqrt_rd(two + two));
    f[k++] = __float_as_uint(__frcp_rn(three)); f[k++] = __float_as_uint(__frcp_rz(three));
    f[k++] = __float_as_uint(__frcp_ru(three)); f[k++] = __float_as_uint(__frcp_rd(three));
    float a = one + 1.1920929e-7f, b = one - 1.1920929e-7f;
    f[k++] = __float_as_uint(__fmul_rn(a, b)); f[k++] = __float_as_uint(__fmul_rz(a, b));
    f[k++] = __float_as_uint(__fmaf_rn(a, b, -one)); f[k++] = __float_as_uint(__fmaf_ru(a, b, one - one));
    f[k++] = __float_as_uint(__fmul_ru(tiny * tiny, tiny * tiny)); f[k++] = __float_as_uint(__fmul_rd(huge, two));
    f[k++] = __float_as_uint(__int2float_rn(i2p24)); f[k++] = __float_as_uint(__int2float_ru(i2p24));
    f[k++] = __float_as_uint(__uint2float_rd(umax)); f[k++] = __float_as_uint(__double2float_rz(tenth));
    f[k++] = __float_as_uint(__double2float_ru(tenth)); f[k++] = __float_as_uint(__saturatef(-tiny));
    int j = 0;
    i[j++] = __float2int_rn(twoHalf); i[j++] = __float2int_rn(-twoHalf); i[j++] = __float2int_ru(twoOne);
    i[j++] = __float2int_rd(-twoOne); i[j++] = __float2int_rz(-twoNine); i[j++] = __float2int_rz(threeE9);
    i[j++] = (int)__float2uint_rn(-one); i[j++] = (int)__double2ll_ru(-sevenHalf);
    int m = 0;
    double dthree = three;
    d[m++] = __double_as_longlong(__drcp_rn(dthree)); d[m++] = __double_as_longlong(__drcp_rz(dthree));
    d[m++] = __double_as_longlong(__ddiv_ru(done, dthree)); d[m++] = __double_as_longlong(__dadd_ru(done, e20));
    d[m++] = __double_as_longlong(__dadd_rd(done, e20)); d[m++] = __double_as_longlong(__dsqrt_rd(done + done));
    d[m++] = __double_as_longlong(__ll2double_ru(l2p53));
    d[m++] = __double_as_longlong(__ll2double_rn(l2p53));
}

int main() {
    float hin[9] = {1.0f, 3.0f, 2.0f, 1.0e-10f, 3.4e38f, 2.5f, 2.1f, 2.9f, 3.0e9f};
    long long hiv[3] = {16777217, 4294967295LL, 9007199254740993LL};
    double hdv[4] = {0.1, 7.5, 1e-20, 1.0};
    float *in;
    long long *iv;
    double *dv;
    unsigned int *f, hf[N];
    unsigned long long *d, hd[N];
    int *i, hi[N];
    cudaMalloc(&in, sizeof hin);
    cudaMalloc(&f, sizeof hf);
    cudaMalloc(&d, sizeof hd);
    cudaMalloc(&i, sizeof hi);
    cudaMalloc(&iv, sizeof hiv);
    cudaMalloc(&dv, sizeof hdv);
    cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
    cudaMemcpy(iv, hiv, sizeof hiv, cudaMemcpyHostToDevice);
    cudaMemcpy(dv, hdv, sizeof hdv, cudaMemcpyHostToDevice);
    rounding<<<1, 1>>>(in, iv, dv, f, d, i);
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, i, sizeof hi, cudaMemcpyDeviceToHost);
    for (int k = 0; k < 30; k++) printf("f%-2d %08x%s", k, hf[k], k % 4 == 3 ? "\n" : "  ");
    printf("\n");
    for (int k = 0; k < 8; k++) printf("i%d %d\n", k, hi[k]);
    for (int k = 0; k < 8; k++) printf("d%d %016llx\n", k, hd[k]);
    return 0;
}
