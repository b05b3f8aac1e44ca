// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50496).
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
    { const char *s = "inf"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("0 strtoul %lu used %d\n", v, (int)(end - s)); }
    { int v[] = {20, -38, -30, -34, 39, -49, -3};
      qsort(v, 7, sizeof v[0], byLastDigit);
      int key = -9; int *hit = (int *)bsearch(&key, v, 7, sizeof v[0], byValue);
      printf("1 qsort");
      for (int j = 0; j < 7; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "1,5"; char *end; double v = strtod(s, &end);
      printf("2 strtod %.17g used %d\n", v, (int)(end - s)); }
    { volatile double vv = -16.636; double v = vv;
      printf("3 math %.17g %.17g\n", atan2(-16.636, 3.0), atan2(v, 3.0)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("  -17", "%d %d", &a, &b);
      printf("4 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "1e-400"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("5 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "grid-stride"; const char *p = strchr(s, 'o'), *q = strrchr(s, 'o'), *r = strstr(s, "");
      printf("6 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("7 atoi %d atol %ld atof %g\n", atoi("0x1p-3"), atol("0x1p-3"), atof("0x1p-3"));
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 7, '#', 2); s[7 + 2] = 0;
      printf("8 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { const char *s = "42"; char *end; double v = strtod(s, &end);
      printf("9 strtod %.17g used %d\n", v, (int)(end - s)); }
    printf("10 atoi %d atol %ld atof %g\n", atoi("nan"), atol("nan"), atof("nan"));
    { const char *s = "3.25e2"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("11 strtoul %lu used %d\n", v, (int)(end - s)); }
    { int v[] = {22, 45, -28};
      qsort(v, 3, sizeof v[0], byLastDigit);
      int key = -6; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("12 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
