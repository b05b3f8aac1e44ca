// A device printf whose %s comes after an hh conversion and lands on the char's slot: the device
// takes its bytes (1) for the string's address and faults copying it, so the launch fails with
// cudaErrorIllegalAddress and the kernel prints nothing; the host goes on.
#include <cstdio>
__global__ void k() { printf("[%hhx] [%.5s]\n", (unsigned char)1, "hello world"); }
int main() {
    printf("before\n");
    k<<<1, 1>>>();
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronized: %s\n", cudaGetErrorName(e));
    return 0;
}
