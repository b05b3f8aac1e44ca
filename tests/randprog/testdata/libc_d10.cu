// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50310).
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
    printf("0 atoi %d atol %ld atof %g\n", atoi("  -17"), atol("  -17"), atof("  -17"));
    { const char *s = "  -17"; char *end; double v = strtod(s, &end);
      printf("1 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = ""; char *end; long v = strtol(s, &end, 16);
      printf("2 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 36);
      printf("3 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "0755"; char *end; long v = strtol(s, &end, 10);
      printf("4 strtol %ld used %d\n", v, (int)(end - s)); }
    { div_t d = div(-630, -47); ldiv_t l = ldiv(-630L, -47L);
      printf("5 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-630), labs(-59197L)); }
    { char s[32]; strncpy(s, "SIMT lab", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 1, '#', 2); s[1 + 2] = 0;
      printf("6 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { const char *s = "bank conflict"; const char *p = strchr(s, 'i'), *q = strrchr(s, 'i'), *r = strstr(s, "grid-stride");
      printf("7 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[17]; int r = snprintf(buf, 12, "%s|%d|%.3f", "SIMT lab", -566, 4.5);
      printf("8 snprintf %d [%s]\n", r, buf); }
    printf("9 atoi %d atol %ld atof %g\n", atoi("0755"), atol("0755"), atof("0755"));
    printf("10 cmp %d %d %d\n", strcmp("warp", "warp"), strncmp("warp", "warp", 1), memcmp("warp", "warp", 1));
    { volatile double vv = 8.819; double v = vv;
      printf("11 math %.17g %.17g\n", ceil(8.819), ceil(v)); }
    printf("12 atoi %d atol %ld atof %g\n", atoi("1e-400"), atol("1e-400"), atof("1e-400"));
    { const char *s = "abc"; char *end; double v = strtod(s, &end);
      printf("13 strtod %.17g used %d\n", v, (int)(end - s)); }
    { volatile double vv = -5.528; double v = vv;
      printf("14 math %.17g %.17g\n", ceil(-5.528), ceil(v)); }
    { const char *s = "2147483648"; char *end; double v = strtod(s, &end);
      printf("15 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "grid-stride"); strcat(buf, "/"); strncat(buf, "block_dim", 2);
      printf("16 strcat [%s] %zu\n", buf, strlen(buf)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
