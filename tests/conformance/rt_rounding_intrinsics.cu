// Tests the IEEE rounding-mode intrinsics: __fadd/__fmul/__fdiv/__fsqrt/__frcp/__fmaf with
// _rn/_rz/_ru/_rd on cases whose four roundings differ (printed as bit patterns), double
// versions, __float2int_* / __float2uint_* / __double2ll_* conversions (with saturation),
// integer-to-float conversions __int2float_* / __ll2double_*, __double2float_*, and __ldg.
#include <cstdio>
#include <cuda_runtime.h>

#define N 40

__global__ void rounding(const float *in, unsigned int *f, unsigned long long *d, int *i) {
    float one = __ldg(&in[0]), three = __ldg(&in[1]), two = __ldg(&in[2]), tiny = __ldg(&in[3]);
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
    f[k++] = __float_as_uint(__fmaf_rn(a, b, -one)); f[k++] = __float_as_uint(__fmaf_ru(a, b, 0.0f));
    f[k++] = __float_as_uint(__fmul_ru(tiny * tiny, tiny * tiny)); f[k++] = __float_as_uint(__fmul_rd(3.4e38f, 2.0f));
    f[k++] = __float_as_uint(__int2float_rn(16777217)); f[k++] = __float_as_uint(__int2float_ru(16777217));
    f[k++] = __float_as_uint(__uint2float_rd(4294967295u)); f[k++] = __float_as_uint(__double2float_rz(0.1));
    f[k++] = __float_as_uint(__double2float_ru(0.1)); f[k++] = __float_as_uint(__saturatef(-tiny));
    int j = 0;
    i[j++] = __float2int_rn(2.5f); i[j++] = __float2int_rn(-2.5f); i[j++] = __float2int_ru(2.1f);
    i[j++] = __float2int_rd(-2.1f); i[j++] = __float2int_rz(-2.9f); i[j++] = __float2int_rz(3.0e9f);
    i[j++] = (int)__float2uint_rn(-1.0f); i[j++] = (int)__double2ll_ru(-7.5);
    int m = 0;
    double dthree = three;
    d[m++] = __double_as_longlong(__drcp_rn(dthree)); d[m++] = __double_as_longlong(__drcp_rz(dthree));
    d[m++] = __double_as_longlong(__ddiv_ru(1.0, dthree)); d[m++] = __double_as_longlong(__dadd_ru(1.0, 1e-20));
    d[m++] = __double_as_longlong(__dadd_rd(1.0, 1e-20)); d[m++] = __double_as_longlong(__dsqrt_rd(2.0));
    d[m++] = __double_as_longlong(__ll2double_ru(9007199254740993LL));
    d[m++] = __double_as_longlong(__ll2double_rn(9007199254740993LL));
}

int main() {
    float hin[4] = {1.0f, 3.0f, 2.0f, 1.0e-10f};
    float *in;
    unsigned int *f, hf[N];
    unsigned long long *d, hd[N];
    int *i, hi[N];
    cudaMalloc(&in, sizeof hin);
    cudaMalloc(&f, sizeof hf);
    cudaMalloc(&d, sizeof hd);
    cudaMalloc(&i, sizeof hi);
    cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
    rounding<<<1, 1>>>(in, f, d, i);
    cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost);
    cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
    cudaMemcpy(hi, i, sizeof hi, cudaMemcpyDeviceToHost);
    for (int k = 0; k < 30; k++) printf("f%-2d %08x%s", k, hf[k], k % 4 == 3 ? "\n" : "  ");
    printf("\n");
    for (int k = 0; k < 8; k++) printf("i%d %d\n", k, hi[k]);
    for (int k = 0; k < 8; k++) printf("d%d %016llx\n", k, hd[k]);
    return 0;
}
