// std::true_type's conversion to bool is a constexpr host function, which
// nvcc refuses in device code without --expt-relaxed-constexpr (recorded
// while writing x_tag_dispatch); its value member is fine anywhere.
// sanitizer-tool: none
#include <cstdio>
#include <type_traits>

__device__ int fromValue(std::true_type t) { return t.value ? 1 : 0; }
__device__ int fromConversion(std::true_type t) { return t ? 1 : 0; } // ERROR "true_type::operator bool\(\) is a host function; it cannot be called from device code"

__global__ void k(int *o) { o[0] = fromValue(std::true_type()) + fromConversion(std::true_type()); }

int main() {
    int *o;
    cudaMallocManaged(&o, sizeof(int));
    k<<<1, 1>>>(o);
    cudaDeviceSynchronize();
    printf("%d\n", o[0]);
    return 0;
}
