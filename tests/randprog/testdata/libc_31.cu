// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12031).
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
    { const char *s = "2147483648"; char *end; long v = strtol(s, &end, 16);
      printf("0 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = ""; char *end; long v = strtol(s, &end, 2);
      printf("1 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "SIMT lab"); strcat(buf, "/"); strncat(buf, "bank conflict", 0);
      printf("2 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "1e-400"; char *end; double v = strtod(s, &end);
      printf("3 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "inf"; char *end; long v = strtol(s, &end, 36);
      printf("4 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, ""); strcat(buf, "/"); strncat(buf, "bank conflict", 2);
      printf("5 strcat [%s] %zu\n", buf, strlen(buf)); }
    { div_t d = div(-86, 20); ldiv_t l = ldiv(-86L, 20L);
      printf("6 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-86), labs(-76176L)); }
    { srand(296); int a = rand(), b = rand(), c = rand() % 27;
      printf("7 rand %d %d %d\n", a, b, c); }
    { const char *s = "inf"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("8 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "3.25e2"; char *end; long v = strtol(s, &end, 36);
      printf("9 strtol %ld used %d\n", v, (int)(end - s)); }
    printf("10 cmp %d %d %d\n", strcmp("bank conflict", ""), strncmp("bank conflict", "", 3), memcmp("bank conflict", "", 1));
    { char buf[64]; strcpy(buf, "grid-stride"); strcat(buf, "/"); strncat(buf, "Lane 7", 1);
      printf("11 strcat [%s] %zu\n", buf, strlen(buf)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
