// printf formats from both sides, the same calls on host and device: %e %E %g %G %a %.10f
// %+d % d %5.2f %-8s| %x %X %#x %o %#o %lu %llu %lld %zu %c %% %5s %.3s %05d %-6d| %hhd %hd
// %i %u of a negative, %*d and %.*f, %p of NULL, infinities and NaN.
#include <cstdio>
#include <cmath>
#include <cuda_runtime.h>

__host__ __device__ void show(const char *side, int i, float f, double d) {
    printf("[%s] %e|%E|%g|%G|%a\n", side, d, d * 1e10, d, d * 1e-7, f);
    printf("[%s] %.10f|%+d|% d|%5.2f|%-8s|%8s|\n", side, d, i, i, f, "ab", "cd");
    printf("[%s] %x|%X|%#x|%o|%#o|%lu|%llu|%lld\n", side, i, i * 255, i, i, i, (unsigned long)i * 3000000000ul,
           (unsigned long long)i << 40, -(long long)i << 35);
    printf("[%s] %zu|%c|%%|%5s|%.3s|%05d|%-6d|%hhd|%hd|%i|%u\n", side, sizeof(double), 'A' + i, "xy", "abcdef",
           i, i, i * 100, i * 10000, -i, -i);
    printf("[%s] %*d|%-*d|%.*f|%10.3e|%-12.4g|%+.2e\n", side, 6, i, 5, i, 3, d, d, d, -d);
    printf("[%s] %f %f %f %e %g %5.1f\n", side, INFINITY, -INFINITY, (double)NAN, (double)INFINITY, -INFINITY, 1.0 / 0.0);
    printf("[%s] %.0f %.0f %.0f %.0f %.1f %g %g %g\n", side, 0.5, 1.5, 2.5, -0.5, 0.05, 1e-5, 123456789.0, 0.0001);
    printf("[%s] %g %g %.3g %#g %#.0f %#x\n", side, 100000.0, 1000000.0, 3.14159, 1.0, 3.0, 0);
}

__global__ void devShow(int i, float f, double d) { show("dev", i, f, d); }

int main() {
    const int is[] = {7, 42};
    const double ds[] = {3.14159265358979, -0.000123456};
    for (int k = 0; k < 2; k++) {
        show("host", is[k], (float)ds[k], ds[k]);
        fflush(stdout);
        devShow<<<1, 1>>>(is[k], (float)ds[k], ds[k]);
        cudaDeviceSynchronize();
    }
    return 0;
}
