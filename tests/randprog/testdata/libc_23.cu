// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12023).
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
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("0 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    { const char *s = "Lane 7"; const char *p = strchr(s, 'S'), *q = strrchr(s, 'S'), *r = strstr(s, "bank conflict");
      printf("1 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("2 atoi %d atol %ld atof %g\n", atoi("0x1p-3"), atol("0x1p-3"), atof("0x1p-3"));
    { char s[32]; strncpy(s, "SIMT lab", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 5, '#', 2); s[5 + 2] = 0;
      printf("3 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { const char *s = "99999999999999999999"; char *end; long v = strtol(s, &end, 8);
      printf("4 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "grid-stride"; const char *p = strchr(s, 'o'), *q = strrchr(s, 'o'), *r = strstr(s, "");
      printf("5 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("6 cmp %d %d %d\n", strcmp("grid-stride", ""), strncmp("grid-stride", "", 1), memcmp("grid-stride", "", 0));
    printf("7 atoi %d atol %ld atof %g\n", atoi(""), atol(""), atof(""));
    { char buf[17]; int r = snprintf(buf, 10, "%s|%d|%.3f", "block_dim", 462, 11.5);
      printf("8 snprintf %d [%s]\n", r, buf); }
    { const char *s = "1,5"; char *end; long v = strtol(s, &end, 10);
      printf("9 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 3, "%s|%d|%.3f", "block_dim", -172, 94.5);
      printf("10 snprintf %d [%s]\n", r, buf); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("2147483648", "%3d%s", &a, s);
      printf("11 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char buf[17]; int r = snprintf(buf, 7, "%s|%d|%.3f", "SIMT lab", -512, 70.5);
      printf("12 snprintf %d [%s]\n", r, buf); }
    { const char *s = ""; const char *p = strchr(s, 't'), *q = strrchr(s, 't'), *r = strstr(s, "");
      printf("13 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("14 atoi %d atol %ld atof %g\n", atoi("-9223372036854775809"), atol("-9223372036854775809"), atof("-9223372036854775809"));
    { char s[32]; strncpy(s, "grid-stride", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 1, '#', 2); s[1 + 2] = 0;
      printf("15 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    printf("16 cmp %d %d %d\n", strcmp("Lane 7", "SIMT lab"), strncmp("Lane 7", "SIMT lab", 4), memcmp("Lane 7", "SIMT lab", 1));
    { const char *s = "abc"; char *end; double v = strtod(s, &end);
      printf("17 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 3, "%s|%d|%.3f", "warp", 622, 34.5);
      printf("18 snprintf %d [%s]\n", r, buf); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
