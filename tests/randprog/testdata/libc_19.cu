// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12019).
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
    printf("0 cmp %d %d %d\n", strcmp("bank conflict", "bank conflict"), strncmp("bank conflict", "bank conflict", 0), memcmp("bank conflict", "bank conflict", 0));
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("1 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { char s[32]; strncpy(s, "block_dim", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("2 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { const char *s = "+0x1F"; char *end; double v = strtod(s, &end);
      printf("3 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "Lane 7", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 7, '#', 2); s[7 + 2] = 0;
      printf("4 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    printf("5 atoi %d atol %ld atof %g\n", atoi("abc"), atol("abc"), atof("abc"));
    { const char *s = "0b101"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("6 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "42"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("7 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "0755"; char *end; long v = strtol(s, &end, 2);
      printf("8 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "grid-stride", 2);
      printf("9 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 3, '#', 2); s[3 + 2] = 0;
      printf("10 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { const char *s = "grid-stride"; const char *p = strchr(s, 'e'), *q = strrchr(s, 'e'), *r = strstr(s, "block_dim");
      printf("11 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { volatile double vv = 5.605; double v = vv;
      printf("12 math %.17g %.17g\n", ceil(5.605), ceil(v)); }
    { const char *s = "3.25e2"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("13 strtoul %lu used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("inf", "%3d%s", &a, s);
      printf("14 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "nan"; char *end; double v = strtod(s, &end);
      printf("15 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "block_dim", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("16 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
