// cuda_fp16.h and cuda_bf16.h give __half and __nv_bfloat16 operators on two
// of them, constructors from numbers and conversions to numbers, so a half
// mixed with a float or an int matches both the header's operator and the
// built-in one: nvcc reports the ambiguity, and so does the lab, with the
// conversions that settle it. Compound assignment takes a number (its
// right side becomes a __half), and float += half is ambiguous again.
// sanitizer-tool: none
#include <cuda_fp16.h>
#include <cuda_bf16.h>

__global__ void k(__half *h, __nv_bfloat16 *b, float *f) {
    int i = threadIdx.x;
    __half x = h[i];
    x += 1.0f;
    h[i] = x * x + x;
    h[i] = x + 1.0f;    // ERROR "__half \+ float is ambiguous .*__float2half\(...\) to compute in __half or __half2float\(...\) in float"
    b[i] = b[i] * 2;    // ERROR "__nv_bfloat16 \* int is ambiguous .*__float2bfloat16\(...\)"
    f[i] += x;          // ERROR "invalid operands to \+= \(float and struct __half\)"
    f[i] = (x > 0) + 1; // ERROR "__half > int is ambiguous"
    f[i] = x % x;       // ERROR "cuda_fp16.h has no operator % for struct __half"
}

int main() { return 0; }
