// A kernel and a host function of the same name, told apart by parameters.
#include <cstdio>
struct A { int v; };
__global__ void calc(A *a) { a[threadIdx.x].v *= 2; }
void calc() { printf("host calc\n"); }
int main() {
    A *d;
    cudaMallocManaged(&d, 2 * sizeof(A));
    d[0].v = 3; d[1].v = 4;
    calc<<<1, 2>>>(d);
    cudaDeviceSynchronize();
    calc();
    printf("%d %d\n", d[0].v, d[1].v);
    return 0;
}
