// A launch through a kernel pointer that was never set: nvcc calls the
// kernel's host stub through the pointer, so on the H200 the program
// crashes there; the lab stops at the launch's line.
// sanitizer-tool: none
#include <cstdio>

typedef void (*Kernel)(int *);

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

void run(Kernel k, int *d) {
    k<<<1, 32>>>(d); // ERROR "launch through a null kernel pointer"
}

int main() {
    int *d;
    cudaMalloc(&d, 32 * sizeof(int));
    Kernel steps[2] = {fill};
    run(steps[0], d);
    run(steps[1], d);
    printf("not reached\n");
    return 0;
}
