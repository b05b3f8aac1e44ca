// A host program killed by SIGSEGV (here: reading cudaMalloc memory on the
// host) loses what stdout's buffer still holds when stdout is a pipe or a
// file: glibc writes it out in whole 4096-byte blocks, and at fflush. This
// program prints 5,100 bytes, flushes, prints 1,000 more, then faults.
#include <cstdio>
#include <cuda_runtime.h>

int main() {
    for (int i = 0; i < 170; i++) printf("line %04d of the first part...\n", i);
    fflush(stdout);
    for (int i = 0; i < 40; i++) printf("line %04d of the second part\n", i);
    int *d;
    cudaMalloc(&d, sizeof(int));
    printf("the device's value: %d\n", *d);
    printf("not reached\n");
    return 0;
}
