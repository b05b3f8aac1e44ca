// An object with virtual functions that host code constructed and copied
// to the GPU: its vtable pointer points to host memory, so a virtual call
// in a kernel is undefined behaviour in CUDA. The lab stops with a clear
// message; construct such objects in device code (new in a kernel).
// sanitizer-tool: none
#include <cstdio>

struct Shape {
    __host__ __device__ virtual float area() const { return 0.0f; }
};
struct Square : Shape {
    float s;
    __host__ __device__ Square(float x) : s(x) {}
    __host__ __device__ float area() const override { return s * s; }
};

__global__ void areas(const Shape *shape, float *out) {
    out[threadIdx.x] = shape->area(); // ERROR "virtual call of Shape::area in device code on an object that host code constructed"
}

int main() {
    Square sq(2.0f);
    Shape *d_shape;
    float *d_out;
    cudaMalloc(&d_shape, sizeof(Square));
    cudaMalloc(&d_out, 32 * sizeof(float));
    cudaMemcpy(d_shape, &sq, sizeof(Square), cudaMemcpyHostToDevice);
    areas<<<1, 32>>>(d_shape, d_out);
    cudaError_t err = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(err));
    return 0;
}
