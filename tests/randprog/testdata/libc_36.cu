// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12036).
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
    { int v[] = {-8, -25, 14, 2, 46, -24, 11, -29, 35};
      qsort(v, 9, sizeof v[0], byValue);
      int key = -46; int *hit = (int *)bsearch(&key, v, 9, sizeof v[0], byValue);
      printf("0 qsort");
      for (int j = 0; j < 9; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "SIMT lab"; const char *p = strchr(s, 'e'), *q = strrchr(s, 'e'), *r = strstr(s, "grid-stride");
      printf("1 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { srand(836); int a = rand(), b = rand(), c = rand() % 24;
      printf("2 rand %d %d %d\n", a, b, c); }
    { char buf[17]; int r = snprintf(buf, 13, "%s|%d|%.3f", "bank conflict", 985, 25.5);
      printf("3 snprintf %d [%s]\n", r, buf); }
    { const char *s = "nan"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("4 strtoul %lu used %d\n", v, (int)(end - s)); }
    { srand(257); int a = rand(), b = rand(), c = rand() % 51;
      printf("5 rand %d %d %d\n", a, b, c); }
    printf("6 cmp %d %d %d\n", strcmp("warp", "block_dim"), strncmp("warp", "block_dim", 0), memcmp("warp", "block_dim", 1));
    { const char *s = "12abc"; char *end; long v = strtol(s, &end, 16);
      printf("7 strtol %ld used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 7, '#', 2); s[7 + 2] = 0;
      printf("8 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    { const char *s = "grid-stride"; const char *p = strchr(s, 'a'), *q = strrchr(s, 'a'), *r = strstr(s, "grid-stride");
      printf("9 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "42"; char *end; long v = strtol(s, &end, 2);
      printf("10 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "SIMT lab"); strcat(buf, "/"); strncat(buf, "warp", 5);
      printf("11 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char buf[17]; int r = snprintf(buf, 12, "%s|%d|%.3f", "warp", -304, 80.5);
      printf("12 snprintf %d [%s]\n", r, buf); }
    { const char *s = "Lane 7"; const char *p = strchr(s, 'e'), *q = strrchr(s, 'e'), *r = strstr(s, "SIMT lab");
      printf("13 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { volatile double vv = -2.382; double v = vv;
      printf("14 math %.17g %.17g\n", ceil(-2.382), ceil(v)); }
    { const char *s = "+0x1F"; char *end; long v = strtol(s, &end, 2);
      printf("15 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "99999999999999999999"; char *end; long v = strtol(s, &end, 10);
      printf("16 strtol %ld used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
