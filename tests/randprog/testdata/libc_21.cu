// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12021).
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
    printf("0 cmp %d %d %d\n", strcmp("warp", "grid-stride"), strncmp("warp", "grid-stride", 2), memcmp("warp", "grid-stride", 0));
    { volatile double vv = -9.97; double v = vv;
      printf("1 math %.17g %.17g\n", atan2(-9.97, 3.0), atan2(v, 3.0)); }
    printf("2 cmp %d %d %d\n", strcmp("warp", "SIMT lab"), strncmp("warp", "SIMT lab", 1), memcmp("warp", "SIMT lab", 1));
    { char buf[17]; int r = snprintf(buf, 14, "%s|%d|%.3f", "warp", -914, 50.5);
      printf("3 snprintf %d [%s]\n", r, buf); }
    printf("4 atoi %d atol %ld atof %g\n", atoi("1e-400"), atol("1e-400"), atof("1e-400"));
    { div_t d = div(689, -20); ldiv_t l = ldiv(689L, -20L);
      printf("5 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(689), labs(-82561L)); }
    printf("6 cmp %d %d %d\n", strcmp("Lane 7", "block_dim"), strncmp("Lane 7", "block_dim", 0), memcmp("Lane 7", "block_dim", 1));
    { char buf[17]; int r = snprintf(buf, 13, "%s|%d|%.3f", "bank conflict", -208, 6.5);
      printf("7 snprintf %d [%s]\n", r, buf); }
    { const char *s = "2147483648"; char *end; long v = strtol(s, &end, 10);
      printf("8 strtol %ld used %d\n", v, (int)(end - s)); }
    { volatile double vv = -10.497; double v = vv;
      printf("9 math %.17g %.17g\n", sqrt(fabs(-10.497)), sqrt(fabs(v))); }
    { int v[] = {8, 45, -12, 2, -45};
      qsort(v, 5, sizeof v[0], byLastDigit);
      int key = 16; int *hit = (int *)bsearch(&key, v, 5, sizeof v[0], byValue);
      printf("10 qsort");
      for (int j = 0; j < 5; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { int v[] = {-8, -15, -48, -34};
      qsort(v, 4, sizeof v[0], byLastDigit);
      int key = 47; int *hit = (int *)bsearch(&key, v, 4, sizeof v[0], byValue);
      printf("11 qsort");
      for (int j = 0; j < 4; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "warp"; const char *p = strchr(s, 'a'), *q = strrchr(s, 'a'), *r = strstr(s, "SIMT lab");
      printf("12 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("13 cmp %d %d %d\n", strcmp("", "warp"), strncmp("", "warp", 2), memcmp("", "warp", 1));
    { const char *s = "  -17"; char *end; double v = strtod(s, &end);
      printf("14 strtod %.17g used %d\n", v, (int)(end - s)); }
    { volatile double vv = 11.238; double v = vv;
      printf("15 math %.17g %.17g\n", floor(11.238), floor(v)); }
    { char s[32]; strncpy(s, "bank conflict", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("16 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { char buf[17]; int r = snprintf(buf, 4, "%s|%d|%.3f", "", -920, 13.5);
      printf("17 snprintf %d [%s]\n", r, buf); }
    { const char *s = "inf"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("18 strtoul %lu used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
