// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50186).
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
    { const char *s = ""; const char *p = strchr(s, ' '), *q = strrchr(s, ' '), *r = strstr(s, "");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 0);
      printf("1 strtol %ld used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("1,5", "%d %d", &a, &b);
      printf("2 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char buf[64]; strcpy(buf, "SIMT lab"); strcat(buf, "/"); strncat(buf, "", 4);
      printf("3 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char s[32]; strncpy(s, "grid-stride", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 5, '#', 2); s[5 + 2] = 0;
      printf("4 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { const char *s = "0b101"; char *end; double v = strtod(s, &end);
      printf("5 strtod %.17g used %d\n", v, (int)(end - s)); }
    { int v[] = {-10, -25, -5};
      qsort(v, 3, sizeof v[0], byLastDigit);
      int key = -25; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("6 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("+0x1F", "%f", (float *)&b);
      printf("7 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    printf("8 cmp %d %d %d\n", strcmp("grid-stride", "bank conflict"), strncmp("grid-stride", "bank conflict", 2), memcmp("grid-stride", "bank conflict", 1));
    { const char *s = "1e-400"; char *end; double v = strtod(s, &end);
      printf("9 strtod %.17g used %d\n", v, (int)(end - s)); }
    { volatile double vv = -7.732; double v = vv;
      printf("10 math %.17g %.17g\n", expm1(-7.732 / 9), expm1(v / 9)); }
    { const char *s = "0x1p-3"; char *end; long v = strtol(s, &end, 2);
      printf("11 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, ""); strcat(buf, "/"); strncat(buf, "SIMT lab", 0);
      printf("12 strcat [%s] %zu\n", buf, strlen(buf)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("0x1p-3", "%3d%s", &a, s);
      printf("13 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = ""; char *end; double v = strtod(s, &end);
      printf("14 strtod %.17g used %d\n", v, (int)(end - s)); }
    { volatile double vv = -15.325; double v = vv;
      printf("15 math %.17g %.17g\n", hypot(-15.325, 4.0), hypot(v, 4.0)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
