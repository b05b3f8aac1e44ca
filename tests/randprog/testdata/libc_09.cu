// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12009).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cctype>
#include <cmath>

int byValue(const void *a, const void *b) { int x = *(const int *)a, y = *(const int *)b; return (x > y) - (x < y); }
// equal last digits compare equal: qsort's stability shows
int byLastDigit(const void *a, const void *b) { return abs(*(const int *)a) % 10 - abs(*(const int *)b) % 10; }
__global__ void touch(int *p) { p[threadIdx.x] += 1; }

int main() {
    { char buf[64]; strcpy(buf, "block_dim"); strcat(buf, "/"); strncat(buf, "SIMT lab", 1);
      printf("0 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "-0.0"; char *end; long v = strtol(s, &end, 2);
      printf("1 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "block_dim"; const char *p = strchr(s, '7'), *q = strrchr(s, '7'), *r = strstr(s, "warp");
      printf("2 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "99999999999999999999"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("3 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "-0.0"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("4 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "grid-stride"; const char *p = strchr(s, 'a'), *q = strrchr(s, 'a'), *r = strstr(s, "");
      printf("5 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "0x1p-3"; char *end; double v = strtod(s, &end);
      printf("6 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "inf"; char *end; double v = strtod(s, &end);
      printf("7 strtod %.17g used %d\n", v, (int)(end - s)); }
    { volatile double vv = 9.781; double v = vv;
      printf("8 math %.17g %.17g\n", cos(9.781), cos(v)); }
    { const char *s = "SIMT lab"; const char *p = strchr(s, 't'), *q = strrchr(s, 't'), *r = strstr(s, "SIMT lab");
      printf("9 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("99999999999999999999", "%lf", &d);
      printf("10 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("42", "%lf", &d);
      printf("11 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "1e-400"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("12 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "block_dim"; const char *p = strchr(s, 'u'), *q = strrchr(s, 'u'), *r = strstr(s, "SIMT lab");
      printf("13 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "abc"; char *end; double v = strtod(s, &end);
      printf("14 strtod %.17g used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("", "%x", (unsigned *)&a);
      printf("15 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("2147483648", "%x", (unsigned *)&a);
      printf("16 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { div_t d = div(640, 4); ldiv_t l = ldiv(640L, 4L);
      printf("17 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(640), labs(-95026L)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
