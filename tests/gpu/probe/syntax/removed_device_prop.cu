// Does CUDA 13's cudaDeviceProp still have the fields older programs read?
// (nvcc 13.0 rejects every one below, 8 errors, run by hand on the H200 on
// 23 November 2026; run.sh records the first.)
#include <cstdio>
int main() {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    printf("%d %d %d %d\n", p.clockRate, p.memoryClockRate, p.deviceOverlap, p.kernelExecTimeoutEnabled);
    printf("%d %d %d %d\n", p.computeMode, p.maxTexture1DLinear, p.singleToDoublePrecisionPerfRatio,
           p.cooperativeMultiDeviceLaunch);
    return 0;
}
