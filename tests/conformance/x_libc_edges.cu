// C library and language edges checked against the host compiler and the GPU:
// printf conversions, integer and float corner cases, unions, bit-fields,
// enums, strcmp's byte differences and dim3's braced initialisation.
#include <cstdio>
#include <cmath>
#include <cstring>
#include <climits>
#include <cfloat>
union U { float f; unsigned u; unsigned char b[4]; };
enum Color { Red = 3, Green, Blue = 10, Last };
struct Pad { char c; double d; short s; };
struct Bits { unsigned a : 3, b : 5; int c : 4; };
__global__ void where(int *out) {
    int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    out[t] = blockIdx.x * 100 + blockIdx.y * 10 + blockIdx.z;
}
struct Launch { dim3 grid; int n; };
int main() {
    dim3 g = {2, 3};
    dim3 h{4};
    dim3 list[2] = {{1, 2}, {3}};
    Launch l = {{5, 6}, 7};
    printf("dim3: %u %u %u | %u %u %u | %u %u %u %u | %u %u %d\n", g.x, g.y, g.z, h.x, h.y, h.z, list[0].z, list[1].x, list[1].y, list[1].z, l.grid.y, l.grid.z, l.n);
    int *dev, host[8];
    cudaMalloc(&dev, sizeof host);
    where<<<g, dim3{2, 2, 2}>>>(dev);
    cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);
    printf("last block %d\n", host[7]);
    printf("strcmp %d %d %d %d strncmp %d %d\n", strcmp("abc", "abd"), strcmp("b", "a"), strcmp("ab", "abcd"), strcmp("same", "same"), strncmp("hello", "help", 3), strncmp("hello", "help", 4));
    char w1[8], w2[8];
    sprintf(w1, "ab%d", g.x);
    sprintf(w2, "ab%d%d", g.x, g.y);
    printf("strcmp of run-time strings %d %d %d\n", strcmp(w1, w2), strcmp(w2, w1), strncmp(w1, "az", 2));
    printf("%g %g %g %g %g %g\n", 0.0001, 0.00001, 123456.0, 1234567.0, 1e-300, 5e300);
    printf("%e %.0e %.3E %#g %#.3g %G\n", 12345.678, 0.5, 1e-10, 1.0, 2.0, 1e-20);
    printf("%f %.0f %.0f %.0f %.1f %.2f\n", 0.5, 0.5, 1.5, 2.5, 0.05, 1.005);
    printf("%f %f %f %e %g\n", INFINITY, -INFINITY, NAN, -NAN, -0.0);
    printf("[%*d] [%-*d] [%.*f] [%.3s] [%10.4s] [%c%c]\n", 6, 42, 6, 42, 2, 3.14159, "abcdef", "xyzw", 'o', 'k');
    printf("%hhd %hhu %hd %hu %ld %lu %lld %llu\n", 300, 300, 70000, 70000, -5L, (unsigned long)-5L, LLONG_MIN, ULLONG_MAX);
    printf("%x %X %#x %o %#o %08.3f %+.2e % d\n", 3054, 3054, 0, 8, 0, -3.14159, 12345.0, 7);
    printf("%5.1f|%-8.2f|%+d|%+d\n", -0.04, 2.0, 0, -0);
    printf("%d %d %d %d\n", INT_MAX + 0, INT_MIN, SHRT_MAX, CHAR_MIN);
    printf("%.9g %.17g %a\n", FLT_MAX, DBL_MIN, 1.0);
    printf("%zu %zu %zu %zu\n", sizeof(Pad), sizeof(Bits), sizeof(U), sizeof(Color));
    U u; u.f = -1.5f; printf("%08x %u %u\n", u.u, u.b[3], u.b[0]);
    Bits b = {5, 17, -3}; printf("%u %u %d\n", b.a, b.b, b.c);
    printf("%d %d %d\n", Green, Last, (int)sizeof(enum Color));
    int x = -17; unsigned y = 5;
    printf("%d %d %u %d %d\n", x / 5, x % 5, x + y, x < (int)y, (unsigned)x > y);
    long long ll = -1; printf("%lld %llx %lld\n", ll >> 3, (unsigned long long)ll >> 60, ll * ll);
    char c = -1; unsigned char uc = c; signed char sc = (signed char)200;
    printf("%d %d %d %d\n", c, uc, sc, c == uc);
    short s = -32768; printf("%d %d\n", -s, (short)-s);
    double d = 1e308 * 10; float f = 1e38f * 10; printf("%g %g %d\n", d, f, std::isinf(f));
    printf("%d %d %d\n", (int)3.99, (int)-3.99, (int)(unsigned char)257);
    printf("%.3f %.3f %.3f %.3f\n", fmod(7.5, 2.0), remainder(7.5, 2.0), round(-2.5), trunc(-2.7));
    printf("%.6f %.6f %.6f\n", sqrt(2.0), cbrt(27.0), hypot(3.0, 4.0));
    printf("%.7g %.7g %.7g\n", expf(1.0f), logf(10.0f), powf(2.0f, 0.5f));
    char buf[64]; sprintf(buf, "%s-%d-%.2f", "id", 7, 0.125); printf("%s %zu %d\n", buf, strlen(buf), strcmp(buf, "id"));
    const char *p = strstr(buf, "7"); printf("%s %ld\n", p, p - buf);
    int arr[5] = {5, 3, 9, 1, 7}; int *q = arr; printf("%d %d %d\n", *q++, *++q, q[1]);
    int i = 5; i = i++ + 1; printf("%d\n", i);
    printf("%s\n", 1 ? "yes" : "no");
    printf("%c%c%c\n", 72, 'i' , '\n');
    printf("%5s|%-5s|%%|\n", "ab", "cd");
    return 0;
}
