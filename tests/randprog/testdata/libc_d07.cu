// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50217).
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
    { char buf[17]; int r = snprintf(buf, 2, "%s|%d|%.3f", "bank conflict", -483, 71.5);
      printf("0 snprintf %d [%s]\n", r, buf); }
    { int v[] = {-13, -9, 6, -37, -11, -8, 5};
      qsort(v, 7, sizeof v[0], byValue);
      int key = 48; int *hit = (int *)bsearch(&key, v, 7, sizeof v[0], byValue);
      printf("1 qsort");
      for (int j = 0; j < 7; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { char buf[17]; int r = snprintf(buf, 16, "%s|%d|%.3f", "Lane 7", 976, 28.5);
      printf("2 snprintf %d [%s]\n", r, buf); }
    { char buf[17]; int r = snprintf(buf, 6, "%s|%d|%.3f", "", -537, 24.5);
      printf("3 snprintf %d [%s]\n", r, buf); }
    { const char *s = "Lane 7"; const char *p = strchr(s, 'u'), *q = strrchr(s, 'u'), *r = strstr(s, "warp");
      printf("4 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "warp", 2);
      printf("5 strcat [%s] %zu\n", buf, strlen(buf)); }
    { volatile double vv = -14.40; double v = vv;
      printf("6 math %.17g %.17g\n", expm1(-14.40 / 9), expm1(v / 9)); }
    printf("7 cmp %d %d %d\n", strcmp("bank conflict", ""), strncmp("bank conflict", "", 0), memcmp("bank conflict", "", 0));
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("2147483648", "%s", s);
      printf("8 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = ""; char *end; double v = strtod(s, &end);
      printf("9 strtod %.17g used %d\n", v, (int)(end - s)); }
    { volatile double vv = 7.210; double v = vv;
      printf("10 math %.17g %.17g\n", floor(7.210), floor(v)); }
    { const char *s = "  -17"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("11 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 8);
      printf("12 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = ""; char *end; double v = strtod(s, &end);
      printf("13 strtod %.17g used %d\n", v, (int)(end - s)); }
    { volatile double vv = 10.162; double v = vv;
      printf("14 math %.17g %.17g\n", sqrt(fabs(10.162)), sqrt(fabs(v))); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("-0.0", "%x", (unsigned *)&a);
      printf("15 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "  -17"; char *end; double v = strtod(s, &end);
      printf("16 strtod %.17g used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
