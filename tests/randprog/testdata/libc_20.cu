// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12020).
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
    printf("0 atoi %d atol %ld atof %g\n", atoi("abc"), atol("abc"), atof("abc"));
    { char buf[17]; int r = snprintf(buf, 8, "%s|%d|%.3f", "block_dim", 339, 75.5);
      printf("1 snprintf %d [%s]\n", r, buf); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 0);
      printf("2 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "1e-400"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("3 strtoul %lu used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 3, "%s|%d|%.3f", "block_dim", -274, 51.5);
      printf("4 snprintf %d [%s]\n", r, buf); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 16);
      printf("5 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "-0.0"; char *end; double v = strtod(s, &end);
      printf("6 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "Lane 7", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("7 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    { char s[32]; strncpy(s, "block_dim", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 5, '#', 2); s[5 + 2] = 0;
      printf("8 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { div_t d = div(-868, 7); ldiv_t l = ldiv(-868L, 7L);
      printf("9 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-868), labs(-71389L)); }
    { div_t d = div(-845, 10); ldiv_t l = ldiv(-845L, 10L);
      printf("10 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-845), labs(-29134L)); }
    { char buf[64]; strcpy(buf, "SIMT lab"); strcat(buf, "/"); strncat(buf, "bank conflict", 3);
      printf("11 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "warp", 2);
      printf("12 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "warp"; const char *p = strchr(s, '_'), *q = strrchr(s, '_'), *r = strstr(s, "bank conflict");
      printf("13 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[17]; int r = snprintf(buf, 4, "%s|%d|%.3f", "warp", -74, 71.5);
      printf("14 snprintf %d [%s]\n", r, buf); }
    printf("15 cmp %d %d %d\n", strcmp("warp", "warp"), strncmp("warp", "warp", 1), memcmp("warp", "warp", 0));
    { const char *s = "warp"; const char *p = strchr(s, 'u'), *q = strrchr(s, 'u'), *r = strstr(s, "SIMT lab");
      printf("16 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("17 atoi %d atol %ld atof %g\n", atoi("0755"), atol("0755"), atof("0755"));
    { const char *s = "99999999999999999999"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("18 strtoul %lu used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
