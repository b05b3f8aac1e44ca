// Inline PTX in a kernel: a special register, a shared load through
// __cvta_generic_to_shared, integer and float arithmetic, a "+r" operand
// and registers declared in the template. The output is worked out by hand
// (x_inline_ptx records these instructions on the H200 at more values).
#include <cstdio>
__global__ void k(float *out, unsigned *lanes) {
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = t * 0.5f;
    __syncthreads();
    unsigned a = (unsigned)__cvta_generic_to_shared(&s[63 - t]);
    float r;
    asm volatile("ld.volatile.shared.f32 %0, [%1];" : "=f"(r) : "r"(a));
    unsigned lane, acc = t;
    asm("mov.u32 %0, %%laneid;" : "=r"(lane));
    asm("{ .reg .u32 x; shl.b32 x, %0, 2; add.u32 %0, x, %1; }" : "+r"(acc) : "r"(lane));
    asm("fma.rn.f32 %0, %1, 0f40000000, %2;" : "=f"(r) : "f"(r), "f"(1.0f));
    out[t] = r;
    lanes[t] = acc;
}
int main() {
    float *o, h[64];
    unsigned *l, hl[64];
    cudaMalloc(&o, sizeof h);
    cudaMalloc(&l, sizeof hl);
    k<<<1, 64>>>(o, l);
    cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hl, l, sizeof hl, cudaMemcpyDeviceToHost);
    printf("%g %g %g %u %u %u\n", h[0], h[1], h[63], hl[0], hl[33], hl[63]);
    return 0;
}
// Output:
// 64 63 1 0 133 283
