// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50031).
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
    { const char *s = ""; const char *p = strchr(s, 'i'), *q = strrchr(s, 'i'), *r = strstr(s, "bank conflict");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { volatile double vv = -2.290; double v = vv;
      printf("1 math %.17g %.17g\n", hypot(-2.290, 4.0), hypot(v, 4.0)); }
    printf("2 atoi %d atol %ld atof %g\n", atoi("0b101"), atol("0b101"), atof("0b101"));
    printf("3 cmp %d %d %d\n", strcmp("grid-stride", "block_dim"), strncmp("grid-stride", "block_dim", 1), memcmp("grid-stride", "block_dim", 1));
    { srand(517); int a = rand(), b = rand(), c = rand() % 61;
      printf("4 rand %d %d %d\n", a, b, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("99999999999999999999", "%x", (unsigned *)&a);
      printf("5 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { div_t d = div(737, 50); ldiv_t l = ldiv(737L, 50L);
      printf("6 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(737), labs(-25522L)); }
    { char s[32]; strncpy(s, "grid-stride", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("7 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { srand(908); int a = rand(), b = rand(), c = rand() % 91;
      printf("8 rand %d %d %d\n", a, b, c); }
    printf("9 atoi %d atol %ld atof %g\n", atoi("-0.0"), atol("-0.0"), atof("-0.0"));
    { const char *s = "0x1p-3"; char *end; long v = strtol(s, &end, 36);
      printf("10 strtol %ld used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("", "%3d%s", &a, s);
      printf("11 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { int v[] = {-2, 7, 17, 8};
      qsort(v, 4, sizeof v[0], byLastDigit);
      int key = -39; int *hit = (int *)bsearch(&key, v, 4, sizeof v[0], byValue);
      printf("12 qsort");
      for (int j = 0; j < 4; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "3.25e2"; char *end; long v = strtol(s, &end, 2);
      printf("13 strtol %ld used %d\n", v, (int)(end - s)); }
    { volatile double vv = 3.628; double v = vv;
      printf("14 math %.17g %.17g\n", tan(3.628 / 7), tan(v / 7)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
