// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12027).
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
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("", "%c", &c);
      printf("0 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "", 1);
      printf("1 strcat [%s] %zu\n", buf, strlen(buf)); }
    printf("2 atoi %d atol %ld atof %g\n", atoi("2147483648"), atol("2147483648"), atof("2147483648"));
    { const char *s = "0b101"; char *end; double v = strtod(s, &end);
      printf("3 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "2147483648"; char *end; double v = strtod(s, &end);
      printf("4 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "2147483648"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("5 strtoul %lu used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "block_dim", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 5, '#', 2); s[5 + 2] = 0;
      printf("6 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    { const char *s = "Lane 7"; const char *p = strchr(s, 'S'), *q = strrchr(s, 'S'), *r = strstr(s, "warp");
      printf("7 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "-0.0"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("8 strtoul %lu used %d\n", v, (int)(end - s)); }
    { srand(671); int a = rand(), b = rand(), c = rand() % 59;
      printf("9 rand %d %d %d\n", a, b, c); }
    { div_t d = div(-202, 28); ldiv_t l = ldiv(-202L, 28L);
      printf("10 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-202), labs(-55493L)); }
    { const char *s = "1,5"; char *end; double v = strtod(s, &end);
      printf("11 strtod %.17g used %d\n", v, (int)(end - s)); }
    { srand(607); int a = rand(), b = rand(), c = rand() % 63;
      printf("12 rand %d %d %d\n", a, b, c); }
    { srand(270); int a = rand(), b = rand(), c = rand() % 66;
      printf("13 rand %d %d %d\n", a, b, c); }
    printf("14 cmp %d %d %d\n", strcmp("warp", "warp"), strncmp("warp", "warp", 3), memcmp("warp", "warp", 1));
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
