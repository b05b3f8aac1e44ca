// A device printf whose %s comes after an hh conversion: the device's printf copies no argument
// for %hhx, so the %s reads the next argument's slot. Here that is the string's own (after %hu),
// and the device copies the string, but the host's printf, which walks the record otherwise,
// takes other bytes for its address and faults when it prints the kernel's output: the process
// dies of SIGSEGV, and what stdout's buffer held since the last flush is lost with it.
#include <cstdio>
__global__ void k() { printf("[%hhx] [%hu] [%.3s]\n", (unsigned char)1, (unsigned short)2, "hello world"); }
int main() {
    printf("flushed before the launch\n");
    fflush(stdout);
    printf("still in the buffer\n");
    k<<<1, 1>>>();
    cudaError_t e = cudaDeviceSynchronize();
    printf("synchronized: %d\n", (int)e);
    return 0;
}
