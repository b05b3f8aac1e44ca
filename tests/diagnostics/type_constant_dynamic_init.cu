// A __constant__ array of a struct whose member has a constructor with a
// body: nvcc refuses it (the constructor would have to run before main),
// and so does the lab, naming the constructor. An empty constructor is
// fine.
// sanitizer-tool: none
#include <cstdio>

struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3() { x = y = z = 0.0f; }
};
struct Box { Vec3 lo, hi; };

struct Quiet {
    float v;
    __host__ __device__ Quiet() {}
};

__constant__ Box boxes[4]; // ERROR "dynamic initialization is not supported for a __constant__ variable: 'boxes' would run the constructor Vec3\(\)"
__constant__ Quiet quiet[2];

__global__ void show() { printf("%g %g\n", boxes[0].lo.x, quiet[0].v); }

int main() {
    show<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
