// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50155).
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
    { const char *s = "0x1p-3"; char *end; long v = strtol(s, &end, 2);
      printf("0 strtol %ld used %d\n", v, (int)(end - s)); }
    printf("1 atoi %d atol %ld atof %g\n", atoi("99999999999999999999"), atol("99999999999999999999"), atof("99999999999999999999"));
    { const char *s = ""; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("2 strtoul %lu used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "SIMT lab"); strcat(buf, "/"); strncat(buf, "warp", 4);
      printf("3 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "99999999999999999999"; char *end; double v = strtod(s, &end);
      printf("4 strtod %.17g used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("3.25e2", "%d", &a);
      printf("5 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    printf("6 atoi %d atol %ld atof %g\n", atoi("99999999999999999999"), atol("99999999999999999999"), atof("99999999999999999999"));
    printf("7 atoi %d atol %ld atof %g\n", atoi("3.25e2"), atol("3.25e2"), atof("3.25e2"));
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("2147483648", "%f", (float *)&b);
      printf("8 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { srand(439); int a = rand(), b = rand(), c = rand() % 46;
      printf("9 rand %d %d %d\n", a, b, c); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "block_dim", 3);
      printf("10 strcat [%s] %zu\n", buf, strlen(buf)); }
    printf("11 atoi %d atol %ld atof %g\n", atoi("0755"), atol("0755"), atof("0755"));
    printf("12 atoi %d atol %ld atof %g\n", atoi("0755"), atol("0755"), atof("0755"));
    { const char *s = "-9223372036854775809"; char *end; double v = strtod(s, &end);
      printf("13 strtod %.17g used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
