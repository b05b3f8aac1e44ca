// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50124).
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
    { const char *s = "SIMT lab"; const char *p = strchr(s, 'S'), *q = strrchr(s, 'S'), *r = strstr(s, "");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "1e-400"; char *end; long v = strtol(s, &end, 0);
      printf("1 strtol %ld used %d\n", v, (int)(end - s)); }
    { srand(933); int a = rand(), b = rand(), c = rand() % 61;
      printf("2 rand %d %d %d\n", a, b, c); }
    { const char *s = "12abc"; char *end; double v = strtod(s, &end);
      printf("3 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = ""; const char *p = strchr(s, ' '), *q = strrchr(s, ' '), *r = strstr(s, "SIMT lab");
      printf("4 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { int v[] = {-8, -36, -15};
      qsort(v, 3, sizeof v[0], byValue);
      int key = -25; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("5 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { int v[] = {10, 4, 49, -10, -19, -43, -47, 46, 18};
      qsort(v, 9, sizeof v[0], byLastDigit);
      int key = 46; int *hit = (int *)bsearch(&key, v, 9, sizeof v[0], byValue);
      printf("6 qsort");
      for (int j = 0; j < 9; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "12abc"; char *end; double v = strtod(s, &end);
      printf("7 strtod %.17g used %d\n", v, (int)(end - s)); }
    { div_t d = div(-795, -11); ldiv_t l = ldiv(-795L, -11L);
      printf("8 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-795), labs(-20691L)); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "block_dim", 4);
      printf("9 strcat [%s] %zu\n", buf, strlen(buf)); }
    { int v[] = {-28, 49, -9};
      qsort(v, 3, sizeof v[0], byLastDigit);
      int key = 24; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("10 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    printf("11 atoi %d atol %ld atof %g\n", atoi("abc"), atol("abc"), atof("abc"));
    { char buf[17]; int r = snprintf(buf, 4, "%s|%d|%.3f", "grid-stride", -546, 33.5);
      printf("12 snprintf %d [%s]\n", r, buf); }
    { const char *s = "abc"; char *end; long v = strtol(s, &end, 2);
      printf("13 strtol %ld used %d\n", v, (int)(end - s)); }
    printf("14 cmp %d %d %d\n", strcmp("bank conflict", "bank conflict"), strncmp("bank conflict", "bank conflict", 0), memcmp("bank conflict", "bank conflict", 0));
    { int v[] = {45, -15, -50, -45, 38, -44, 4};
      qsort(v, 7, sizeof v[0], byValue);
      int key = 10; int *hit = (int *)bsearch(&key, v, 7, sizeof v[0], byValue);
      printf("15 qsort");
      for (int j = 0; j < 7; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
