// Does CUDA 13's cudaDeviceProp still have clockRate and deviceOverlap?
#include <cstdio>
int main() {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    printf("%d %d\n", p.clockRate, p.deviceOverlap);
    return 0;
}
