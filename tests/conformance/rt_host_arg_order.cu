// Tests the order in which host code evaluates call arguments that have side effects, as
// nvcc's host compiler does it: printf of two calls that bump one counter, a user function
// whose arguments read and bump a variable, a runtime call in one argument and the variable
// it writes in another, and nested calls.
#include <cstdio>
#include <cuda_runtime.h>

static int counter = 0;

int bump(int by) {
    counter += by;
    return counter;
}

int combine(int a, int b, int c) { return 100 * a + 10 * b + c; }

__global__ void fill(int *p) { p[threadIdx.x] = 7 * threadIdx.x; }

int main() {
    printf("two bumps: %d %d\n", bump(1), bump(10));
    printf("after: %d\n", counter);
    int x = 1;
    printf("combine: %d\n", combine(x, x + 1, bump(x)));
    printf("nested: %d\n", combine(bump(1), combine(bump(2), 0, 0) % 10, bump(3)));

    int *d, h = -1;
    cudaMalloc(&d, 32 * sizeof(int));
    fill<<<1, 32>>>(d);
    printf("copy %s then h=%d\n", cudaGetErrorName(cudaMemcpy(&h, d + 5, sizeof(int), cudaMemcpyDeviceToHost)), h);
    printf("h=%d\n", h);
    int count = 0;
    printf("count %d, call %s, count %d\n", count, cudaGetErrorName(cudaGetDeviceCount(&count)), count);
    cudaFree(d);
    return 0;
}
