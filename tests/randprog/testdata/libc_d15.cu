// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50465).
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
    printf("0 cmp %d %d %d\n", strcmp("SIMT lab", ""), strncmp("SIMT lab", "", 4), memcmp("SIMT lab", "", 1));
    { const char *s = "2147483648"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("1 strtoul %lu used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("2 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    { volatile double vv = -17.559; double v = vv;
      printf("3 math %.17g %.17g\n", log(fabs(-17.559) + 1), log(fabs(v) + 1)); }
    { volatile double vv = -4.205; double v = vv;
      printf("4 math %.17g %.17g\n", sqrt(fabs(-4.205)), sqrt(fabs(v))); }
    { div_t d = div(-911, -41); ldiv_t l = ldiv(-911L, -41L);
      printf("5 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-911), labs(-95089L)); }
    { const char *s = "0755"; char *end; double v = strtod(s, &end);
      printf("6 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "block_dim"; const char *p = strchr(s, 'o'), *q = strrchr(s, 'o'), *r = strstr(s, "SIMT lab");
      printf("7 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { srand(856); int a = rand(), b = rand(), c = rand() % 56;
      printf("8 rand %d %d %d\n", a, b, c); }
    { const char *s = "  +7.5xyz"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("9 strtoul %lu used %d\n", v, (int)(end - s)); }
    { srand(486); int a = rand(), b = rand(), c = rand() % 68;
      printf("10 rand %d %d %d\n", a, b, c); }
    { const char *s = "42"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("11 strtoul %lu used %d\n", v, (int)(end - s)); }
    { volatile double vv = 5.539; double v = vv;
      printf("12 math %.17g %.17g\n", log(fabs(5.539) + 1), log(fabs(v) + 1)); }
    { volatile double vv = -19.555; double v = vv;
      printf("13 math %.17g %.17g\n", fmod(-19.555, 2.5), fmod(v, 2.5)); }
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 5, '#', 2); s[5 + 2] = 0;
      printf("14 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { volatile double vv = 8.81; double v = vv;
      printf("15 math %.17g %.17g\n", hypot(8.81, 4.0), hypot(v, 4.0)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
