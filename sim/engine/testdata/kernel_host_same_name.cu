// A kernel and host functions of the same name, as nvcc builds them
// (tests/gpu/probe/syntax/kernel_host_overload.cu, recorded on the H200):
// a launch takes the kernel, a call the function, whichever came first.
#include <cstdio>

struct S { int a; };

void calc() { printf("host first\n"); }
__global__ void calc(S *d) { d[threadIdx.x].a += 1; }
void calc(int k) { printf("host %d\n", k); }

__global__ void scale(S *d) { d[threadIdx.x].a *= 3; }
void scale() { printf("host second\n"); }

int main() {
    S *d;
    cudaMallocManaged(&d, 2 * sizeof(S));
    d[0].a = 1;
    d[1].a = 5;
    calc<<<1, 2>>>(d);
    scale<<<1, 2>>>(d);
    cudaDeviceSynchronize();
    calc();
    calc(7);
    scale();
    printf("%d %d\n", d[0].a, d[1].a);
    return 0;
}
// Output:
// host first
// host 7
// host second
// 6 18
