// Tests <iomanip> formatting of std::cout: std::fixed, std::scientific,
// std::defaultfloat, std::setprecision (which stays set), std::setw (which applies to
// the next item only), std::left/std::right, std::setfill('0'), std::hex/std::dec and
// std::boolalpha, printing a table of values computed by a kernel.
#include <cstdio>
#include <iostream>
#include <iomanip>
#include <cuda_runtime.h>

__global__ void powers(double *out, int n) {
    int i = threadIdx.x;
    if (i < n) {
        double x = 1.0;
        for (int k = 0; k < i; k++) x *= 7.5;
        out[i] = x / 3.0;
    }
}

int main() {
    const int n = 6;
    double h[n];
    double *d;
    cudaMalloc(&d, sizeof(h));
    powers<<<1, 32>>>(d, n);
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    std::cout << "default:";
    for (int i = 0; i < n; i++) std::cout << ' ' << h[i];
    std::cout << std::endl;
    std::cout << std::setprecision(3) << "precision 3:";
    for (int i = 0; i < n; i++) std::cout << ' ' << h[i];
    std::cout << std::endl;
    std::cout << std::fixed << "fixed:";
    for (int i = 0; i < n; i++) std::cout << ' ' << h[i];
    std::cout << std::endl;
    std::cout << std::scientific << std::setprecision(2) << "scientific:";
    for (int i = 0; i < n; i++) std::cout << ' ' << h[i];
    std::cout << std::endl;
    std::cout << std::defaultfloat << std::setprecision(6);
    std::cout << std::setw(4) << "i" << std::setw(12) << "value" << std::setw(6) << "sq" << '\n';
    for (int i = 0; i < n; i++)
        std::cout << std::setw(4) << i << std::setw(12) << h[i] << std::setw(6) << i * i << '\n';
    std::cout << std::left << std::setw(8) << "left" << "|" << std::setw(5) << 42 << "|" << std::endl;
    std::cout << std::right << std::setw(8) << "right" << "|" << std::setw(5) << 42 << "|" << std::endl;
    std::cout << std::setfill('0') << std::setw(6) << 123 << " " << std::setw(3) << 7 << std::endl;
    std::cout << std::setfill(' ');
    std::cout << std::hex << 255 << " " << 4096 << " " << 48879 << std::dec << " " << 255 << std::endl;
    std::cout << std::boolalpha << (h[1] > h[0]) << " " << (h[0] > h[1]) << std::endl;
    std::cout << std::fixed << std::setprecision(1) << 2.25 << " " << 2.35 << " " << -0.05 << std::endl;
    std::cout << std::setprecision(0) << 2.5 << " " << 3.5 << std::endl;
    cudaFree(d);
    return 0;
}
