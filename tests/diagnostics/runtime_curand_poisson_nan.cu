// A Poisson draw whose lambda is NaN (0/0 computed on the host): cuRAND's rejection method never accepts a count, so the thread would loop for ever on a GPU; the lab stops the draw and names the line (not run on the GPU).
// sanitizer-tool: none
#include <cstdio>
#include <curand_kernel.h>

__global__ void arrivals(double rate, unsigned *count) {
    curandState s;
    curand_init(2024, threadIdx.x, 0, &s);
    count[threadIdx.x] = curand_poisson(&s, rate); // ERROR "curand_poisson with lambda NaN never returns"
}

int main() {
    int customers = 0, hours = 0;
    double rate = (double)customers / hours;
    unsigned *count;
    cudaMalloc(&count, 32 * sizeof(unsigned));
    arrivals<<<1, 32>>>(rate, count);
    cudaError_t err = cudaDeviceSynchronize();
    printf("%s\n", cudaGetErrorString(err));
    cudaFree(count);
    return err != cudaSuccess;
}
