// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12038).
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
    { srand(674); int a = rand(), b = rand(), c = rand() % 99;
      printf("0 rand %d %d %d\n", a, b, c); }
    { const char *s = "3.25e2"; char *end; long v = strtol(s, &end, 36);
      printf("1 strtol %ld used %d\n", v, (int)(end - s)); }
    printf("2 cmp %d %d %d\n", strcmp("bank conflict", ""), strncmp("bank conflict", "", 1), memcmp("bank conflict", "", 1));
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "grid-stride", 2);
      printf("3 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "+0x1F"; char *end; double v = strtod(s, &end);
      printf("4 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "2147483648"; char *end; double v = strtod(s, &end);
      printf("5 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 5, '#', 2); s[5 + 2] = 0;
      printf("6 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { srand(110); int a = rand(), b = rand(), c = rand() % 44;
      printf("7 rand %d %d %d\n", a, b, c); }
    { const char *s = "inf"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("8 strtoul %lu used %d\n", v, (int)(end - s)); }
    printf("9 atoi %d atol %ld atof %g\n", atoi("1,5"), atol("1,5"), atof("1,5"));
    printf("10 atoi %d atol %ld atof %g\n", atoi("2147483648"), atol("2147483648"), atof("2147483648"));
    { const char *s = "0755"; char *end; double v = strtod(s, &end);
      printf("11 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("12 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
