#include <cstdio>

__device__ float dev;
__constant__ float cst[4];

__device__ int add(int a, int b, int c) { return a + b + c; }
int hostOnly(int a) { return a; }

__global__ int bad() { return 0; } /* ERROR "kernel 'bad' must return void" */

__global__ void k(int *out) {
    out[0] = add(1, 2); /* ERROR "too few arguments to function 'add' \(expected 3, have 2\)" */
    out[1] = add(1, 2, 3, 4); /* ERROR "too many arguments to function 'add' \(expected 3, have 4\)" */
    out[2] = hostOnly(1); /* ERROR "hostOnly\(\) is a host function; it cannot be called from device code" */
    cst[0] = 1.0f; /* ERROR "__constant__ memory is read-only in device code" */
    threadIdx.x = 3; /* ERROR "threadIdx.x is read-only" */
    __shared__ float s[32] = {0}; /* ERROR "__shared__ variables cannot have an initialiser" */
    __shared__ float t[32];
    out[3] = (int)t[0] + (int)s[0];
    k<<<1, 1>>>(out); /* ERROR "launching a kernel from device code \(dynamic parallelism\) is not supported" */
    int *p = (int *)malloc(4);
    free(p);
}

__global__ void v(float *a) {}

int main() {
    __syncthreads(); /* ERROR "__syncthreads\(\) is a device function; it cannot be called from host code" */
    int x = threadIdx.x; /* ERROR "threadIdx is only available in device code" */
    int y = add(1, 2, 3); /* ERROR "add\(\) is a device function; it cannot be called from host code" */
    float *d;
    cudaMalloc(&d, 16);
    v(d); /* ERROR "kernel 'v' must be launched with <<<grid, block>>>" */
    v<<<1>>>(d); /* ERROR "a kernel launch needs at least a grid and a block size" */
    v<<<1, 1>>>(d, d); /* ERROR "too many arguments to kernel 'v' \(expected 1, have 2\)" */
    v<<<1.5f, 32>>>(d); // a floating size converts to unsigned int, as in C++ (<<<ceil(n / 256.0), 256>>>)
    v<<<d, 32>>>(d); /* ERROR "the grid size must be an integer or a dim3, not float \*" */
    hostOnly<<<1, 1>>>(0); /* ERROR "'hostOnly' is not a kernel" */
    float h = dev; /* ERROR "__device__ variable 'dev' cannot be used directly in host code" */
    cudaMemcpyToSymbol(dev, &h, sizeof(float));
    cudaMemcpyToSymbol(h, &h, sizeof(float)); /* ERROR "argument 1 of 'cudaMemcpyToSymbol' must be a __device__ or __constant__ variable" */
    int n = 0;
    cudaMalloc(n, 16); /* ERROR "argument 1 of 'cudaMalloc' must be the address of a pointer variable" */
    atomicAdd(&n, 1); /* ERROR "atomicAdd\(\) is a device function" */
    cudaFree(d);
    return x + y;
}

__global__ void groups() {
    cooperative_groups::thread_block b = cooperative_groups::this_thread_block();
    b.frobnicate(); /* ERROR "thread_block has no member function 'frobnicate'" */
    float4 v = make_float4(0, 0, 0, 0);
    v.length(); /* ERROR "member functions are not supported" */
}

__global__ int __cluster_dims__(2) notVoid() { return 0; } /* ERROR "kernel 'notVoid' must return void" */
int __cluster_dims__(2) hostCluster() { return 0; } /* ERROR "__cluster_dims__ applies only to kernels" */
