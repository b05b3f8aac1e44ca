#include <cstdio>
__global__ void hello() { printf("hi %d\n", threadIdx.x); }
int main() { hello<<<1, 2>>>(); cudaDeviceSynchronize(); return 0; }
// fake-run: {"stdout": "hi 0\nhi 1\n"}
