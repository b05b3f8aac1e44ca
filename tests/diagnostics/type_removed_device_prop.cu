// Fields CUDA 13 removed from cudaDeviceProp, which older course programs
// print: nvcc 13 rejects them too (tests/gpu/probe/syntax/h200.txt); the
// lab says what reads them now.
// sanitizer-tool: none
#include <cstdio>

int main() {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    printf("%s %d\n", p.name, p.clockRate); // ERROR "CUDA 13 \(the H200's toolkit\) removed it; cudaDeviceGetAttribute\(&value, cudaDevAttrClockRate, device\) reads it"
    return 0;
}
