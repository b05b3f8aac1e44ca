// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12024).
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
    { const char *s = "bank conflict"; const char *p = strchr(s, 'u'), *q = strrchr(s, 'u'), *r = strstr(s, "warp");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "42"; char *end; double v = strtod(s, &end);
      printf("1 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "SIMT lab", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 6, '#', 2); s[6 + 2] = 0;
      printf("2 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { srand(494); int a = rand(), b = rand(), c = rand() % 48;
      printf("3 rand %d %d %d\n", a, b, c); }
    { div_t d = div(-851, -12); ldiv_t l = ldiv(-851L, -12L);
      printf("4 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-851), labs(-92395L)); }
    { div_t d = div(-919, 33); ldiv_t l = ldiv(-919L, 33L);
      printf("5 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-919), labs(-95415L)); }
    { int v[] = {36, -11, -7, -21, -35, -45};
      qsort(v, 6, sizeof v[0], byLastDigit);
      int key = -46; int *hit = (int *)bsearch(&key, v, 6, sizeof v[0], byValue);
      printf("6 qsort");
      for (int j = 0; j < 6; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("0b101", "%lf", &d);
      printf("7 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { volatile double vv = 18.521; double v = vv;
      printf("8 math %.17g %.17g\n", atan2(18.521, 3.0), atan2(v, 3.0)); }
    { const char *s = "  -17"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("9 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "grid-stride"; const char *p = strchr(s, 't'), *q = strrchr(s, 't'), *r = strstr(s, "block_dim");
      printf("10 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char s[32]; strncpy(s, "bank conflict", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 7, '#', 2); s[7 + 2] = 0;
      printf("11 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { div_t d = div(-295, 6); ldiv_t l = ldiv(-295L, 6L);
      printf("12 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-295), labs(-76990L)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("-9223372036854775809", "%s", s);
      printf("13 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
