// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50372).
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
    { const char *s = "-9223372036854775809"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("0 strtoul %lu used %d\n", v, (int)(end - s)); }
    { srand(669); int a = rand(), b = rand(), c = rand() % 52;
      printf("1 rand %d %d %d\n", a, b, c); }
    { const char *s = "  +7.5xyz"; char *end; long v = strtol(s, &end, 0);
      printf("2 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "12abc"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("3 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "-9223372036854775809"; char *end; double v = strtod(s, &end);
      printf("4 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = ""; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("5 strtoul %lu used %d\n", v, (int)(end - s)); }
    { volatile double vv = -6.467; double v = vv;
      printf("6 math %.17g %.17g\n", sin(-6.467), sin(v)); }
    { char buf[64]; strcpy(buf, "grid-stride"); strcat(buf, "/"); strncat(buf, "warp", 5);
      printf("7 strcat [%s] %zu\n", buf, strlen(buf)); }
    { div_t d = div(-130, 44); ldiv_t l = ldiv(-130L, 44L);
      printf("8 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-130), labs(-50292L)); }
    { const char *s = "bank conflict"; const char *p = strchr(s, 'a'), *q = strrchr(s, 'a'), *r = strstr(s, "");
      printf("9 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { div_t d = div(857, 37); ldiv_t l = ldiv(857L, 37L);
      printf("10 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(857), labs(-53141L)); }
    { const char *s = "grid-stride"; const char *p = strchr(s, ' '), *q = strrchr(s, ' '), *r = strstr(s, "");
      printf("11 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { volatile double vv = 6.303; double v = vv;
      printf("12 math %.17g %.17g\n", cbrt(6.303), cbrt(v)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
