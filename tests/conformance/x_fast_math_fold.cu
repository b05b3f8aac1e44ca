// The fast intrinsics of constants: nvcc folds lg2.approx and ex2.approx with the accurate
// log2 and exp2 (rounded to float) and the float multiplies around them, so __logf(c)
// reads float(log2 c) * 0.693147182f, not MUFU.LG2's value. Arguments computed at run time
// go through the hardware's approximations. sincospif is sinpif's and cospif's.
#include <cstdio>
__global__ void folded(float *o) {
    o[0] = __logf(0.99999994f);
    o[1] = __logf(0.5f);
    o[2] = __logf(0x1p-24f);
    o[3] = __log2f(3.0f);
    o[4] = __log10f(1000.0f);
    o[5] = __expf(1.0f);
    o[6] = __expf(-3.5f);
    o[7] = __exp10f(0.5f);
    o[8] = __powf(2.0f, 0.5f);
    o[9] = __powf(10.0f, -2.25f);
}
__global__ void computed(const float *x, float *o) {
    float v = x[threadIdx.x];
    o[4 * threadIdx.x + 0] = __logf(v);
    o[4 * threadIdx.x + 1] = __expf(v);
    float s, c;
    sincospif(v, &s, &c);
    o[4 * threadIdx.x + 2] = s;
    o[4 * threadIdx.x + 3] = c;
}
int main() {
    float *d;
    cudaMalloc(&d, 64 * sizeof(float));
    folded<<<1, 1>>>(d);
    float h[64];
    cudaMemcpy(h, d, 10 * sizeof(float), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 10; ++i) printf("folded[%d] = %.9g (%a)\n", i, h[i], h[i]);
    float xs[8] = {0.99999994f, 0.5f, 1.0f, 2.5f, -0.75f, 0.125f, 1e-3f, 4.0f};
    float *dx;
    cudaMalloc(&dx, sizeof xs);
    cudaMemcpy(dx, xs, sizeof xs, cudaMemcpyHostToDevice);
    computed<<<1, 8>>>(dx, d);
    cudaMemcpy(h, d, 32 * sizeof(float), cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; ++i)
        printf("x=%-10g __logf=%-14.9g __expf=%-14.9g sinpi=%-14.9g cospi=%.9g\n", xs[i], h[4 * i], h[4 * i + 1], h[4 * i + 2], h[4 * i + 3]);
    return 0;
}
