#include <cstdio>
__global__ void hello() { printf("hi %d\n", threadIdx.x); }
int main() { hello<<<1, 4>>>(); cudaDeviceSynchronize(); return 0; }
// fake-run: {"stdout": "hi 0\nhi 1\nhi 2\nhi 3\n"}
