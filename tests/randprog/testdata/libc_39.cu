// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12039).
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
    { char buf[17]; int r = snprintf(buf, 7, "%s|%d|%.3f", "grid-stride", -660, 3.5);
      printf("0 snprintf %d [%s]\n", r, buf); }
    { const char *s = "  +7.5xyz"; char *end; long v = strtol(s, &end, 16);
      printf("1 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, ""); strcat(buf, "/"); strncat(buf, "block_dim", 3);
      printf("2 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = ""; const char *p = strchr(s, '7'), *q = strrchr(s, '7'), *r = strstr(s, "block_dim");
      printf("3 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "0755"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("4 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "-9223372036854775809"; char *end; double v = strtod(s, &end);
      printf("5 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "inf"; char *end; double v = strtod(s, &end);
      printf("6 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = ""; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("7 strtoul %lu used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 10, "%s|%d|%.3f", "", -441, 80.5);
      printf("8 snprintf %d [%s]\n", r, buf); }
    { int v[] = {-4, -8, 2, 13, 12, 38, 19, -1};
      qsort(v, 8, sizeof v[0], byValue);
      int key = -41; int *hit = (int *)bsearch(&key, v, 8, sizeof v[0], byValue);
      printf("9 qsort");
      for (int j = 0; j < 8; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = ""; char *end; double v = strtod(s, &end);
      printf("10 strtod %.17g used %d\n", v, (int)(end - s)); }
    { int v[] = {-20, 46, 4, -44, 48, -40, -49};
      qsort(v, 7, sizeof v[0], byValue);
      int key = 36; int *hit = (int *)bsearch(&key, v, 7, sizeof v[0], byValue);
      printf("11 qsort");
      for (int j = 0; j < 7; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { int v[] = {-44, 48, 39, 23, 17, -32, -38, -24, -7, 11};
      qsort(v, 10, sizeof v[0], byValue);
      int key = 43; int *hit = (int *)bsearch(&key, v, 10, sizeof v[0], byValue);
      printf("12 qsort");
      for (int j = 0; j < 10; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
