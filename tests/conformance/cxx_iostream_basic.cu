// Tests std::cout's default formatting around a kernel: int, unsigned, long, float and
// double (six significant digits, like %g), bool (0/1), char, string literals and
// char arrays, std::endl and '\n', std::cerr, and printf interleaved with std::cout.
#include <cstdio>
#include <iostream>
#include <cuda_runtime.h>

__global__ void scale(float *v, float k, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] = v[i] * k + 0.125f * i;
}

int main() {
    const int n = 8;
    float h[n];
    for (int i = 0; i < n; i++) h[i] = 1.0f / (i + 1);
    float *d;
    cudaMalloc(&d, sizeof(h));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    scale<<<2, 4>>>(d, 3.0f, n);
    cudaError_t err = cudaGetLastError();
    std::cout << "launch: " << cudaGetErrorString(err) << std::endl;
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; i++)
        std::cout << "h[" << i << "] = " << h[i] << '\n';
    double big = 1234567.0, small = 0.000012345, third = 1.0 / 3.0;
    std::cout << big << " " << small << " " << third << " " << 100.0 << " " << 2.5e10 << std::endl;
    float f = 0.1f;
    std::cout << f << " " << f * 3 << " " << -7.5f << std::endl;
    unsigned u = 4000000000u;
    long l = -9000000000L;
    unsigned long long ull = 18000000000000000000ull;
    std::cout << u << " " << l << " " << ull << std::endl;
    bool yes = h[1] > h[0], no = !yes;
    std::cout << "yes=" << yes << " no=" << no << std::endl;
    char c = 'A' + n;
    char word[] = "warp";
    std::cout << c << ' ' << word << " size " << sizeof(word) << std::endl;
    printf("printf between: %d\n", n);
    std::cout << "after printf, sum=";
    float sum = 0;
    for (int i = 0; i < n; i++) sum += h[i];
    std::cout << sum << std::endl;
    std::cerr << "this goes to stderr" << std::endl;
    std::cout << (n << 2) << " " << (7 % 3) << " " << -n << std::endl;
    cudaFree(d);
    return 0;
}
