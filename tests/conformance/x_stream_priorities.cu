// Stream priorities: the device's range, a stream created with the
// greatest (numerically lowest) priority and one with the least, what
// cudaStreamGetPriority and cudaStreamGetFlags say, and that work on both
// completes.
#include <cstdio>

__global__ void scale(float *a, float k) { a[threadIdx.x] *= k; }

int main() {
    int least = 99, greatest = 99;
    cudaError_t e = cudaDeviceGetStreamPriorityRange(&least, &greatest);
    printf("range: %s, least %d, greatest %d\n", cudaGetErrorString(e), least, greatest);
    cudaStream_t hi, lo;
    cudaStreamCreateWithPriority(&hi, cudaStreamNonBlocking, greatest);
    cudaStreamCreateWithPriority(&lo, cudaStreamDefault, least + 5);  // clamped into the range
    int p1 = 99, p2 = 99;
    unsigned f1 = 99, f2 = 99;
    cudaStreamGetPriority(hi, &p1);
    cudaStreamGetPriority(lo, &p2);
    cudaStreamGetFlags(hi, &f1);
    cudaStreamGetFlags(lo, &f2);
    printf("priorities %d %d, flags %u %u\n", p1, p2, f1, f2);
    float *a;
    cudaMallocManaged(&a, 64 * sizeof(float));
    for (int i = 0; i < 64; i++) a[i] = i;
    scale<<<1, 32, 0, hi>>>(a, 2.0f);
    scale<<<1, 32, 0, lo>>>(a + 32, 3.0f);
    cudaDeviceSynchronize();
    printf("%.0f %.0f %s\n", a[31], a[63], cudaGetErrorString(cudaGetLastError()));
    cudaStreamDestroy(hi);
    cudaStreamDestroy(lo);
    return 0;
}
