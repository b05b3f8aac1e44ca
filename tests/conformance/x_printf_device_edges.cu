// Device printf beyond the basics: %g/%e/%a/%f with precisions and flags on awkward values
// (rounding carries, subnormals, huge and tiny), %x/%o/%u of negatives, %c, %s with widths
// and precisions, %p of NULL, %lld/%llu/%llx of extremes, %hhd/%hd truncation, %%, a long line,
// an argument list of 20 values, and a string built in the kernel's local memory.
#include <cstdio>
#include <climits>
#include <cuda_runtime.h>

__global__ void formats(const double *dv, const int *iv) {
    double a = dv[0], b = dv[1], c = dv[2], s = dv[3];
    int n = iv[0], m = iv[1];
    printf("g: %g %g %g %g %.0g %.1g %.2g %#.3g %g %g\n", a, b, c, s, a, b, 0.000095, 1.0, 1e15, 1e16);
    printf("e: %e %.0e %.1e %+.3e %E %12.4e|%-12.2e|%e\n", a, b, c, -s, a * 1e100, b, c, 0.0);
    printf("a: %a %a %.3a %.0a %A %a %a\n", a, b, c, 1.0, s, 1.0 / 3.0, -0.0);
    printf("f: %.3f %.0f %.0f %.0f %.1f %10.4f|%-10.2f|%010.3f|%+.2f|% .1f\n", 2.0005, 0.5, 1.5, 2.5, 0.25, a, b,
           -c, c, c);
    printf("big: %f %.2f %e\n", 1e22, 123456789012345678.0, 1.7976931348623157e308);
    printf("x: %x %X %o %u %#x %#o %08x %-8x| %.5x %x\n", n, n, n, n, m, m, m, m, m, 0);
    printf("ll: %lld %lld %llu %llx %llo %lli\n", LLONG_MIN, LLONG_MAX, ULLONG_MAX, (long long)n, (long long)m,
           -(long long)m);
    printf("h: %hhd %hhu %hd %hu %hhx %hx\n", 300, 300, 70000, -1, -1, -1);
    printf("c: [%c] [%3c] [%-3c] [%c%c%c]\n", 'A', 'b', 'c', 72, 105, 33);
    printf("s: [%s] [%8s] [%-8s] [%.2s] [%5.1s] [%-5.3s] [%s]\n", "abc", "right", "left", "cut", "xyz", "hello", "");
    printf("p: %p %%d %5%|\n", (void *)0);
    printf("many: %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d %d\n", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
           11, 12, 13, 14, 15, 16, 17, 18, 19, 20);
    printf("long: 0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghij"
           "klmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ %d\n", n);
    char buf[16];
    for (int i = 0; i < 15; i++) buf[i] = 'a' + (i * 7 - n) % 26;
    buf[15] = 0;
    printf("local: %s %.4s|%10.3s|\n", buf, buf, buf + 3);
    float f = (float)c;
    printf("float: %f %g %a %e %.10g\n", f, f, f, f * 3.0f, f / 3.0f);
}

int main() {
    double dv[4] = {9.9999996, 0.00012345678, 2.5e-310, 6.02214076e23};
    int iv[2] = {-42, 255};
    double *ddv;
    int *div;
    cudaMalloc(&ddv, sizeof dv);
    cudaMalloc(&div, sizeof iv);
    cudaMemcpy(ddv, dv, sizeof dv, cudaMemcpyHostToDevice);
    cudaMemcpy(div, iv, sizeof iv, cudaMemcpyHostToDevice);
    formats<<<1, 1>>>(ddv, div);
    cudaDeviceSynchronize();
    cudaFree(ddv);
    cudaFree(div);
    return 0;
}
