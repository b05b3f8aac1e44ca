// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12018).
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
    printf("0 cmp %d %d %d\n", strcmp("grid-stride", "Lane 7"), strncmp("grid-stride", "Lane 7", 0), memcmp("grid-stride", "Lane 7", 1));
    { const char *s = "  +7.5xyz"; char *end; double v = strtod(s, &end);
      printf("1 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 10, "%s|%d|%.3f", "SIMT lab", -412, 23.5);
      printf("2 snprintf %d [%s]\n", r, buf); }
    { const char *s = "+0x1F"; char *end; double v = strtod(s, &end);
      printf("3 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "", 4);
      printf("4 strcat [%s] %zu\n", buf, strlen(buf)); }
    { div_t d = div(579, -41); ldiv_t l = ldiv(579L, -41L);
      printf("5 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(579), labs(-81103L)); }
    { int v[] = {-1, -11, 36};
      qsort(v, 3, sizeof v[0], byValue);
      int key = -30; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("6 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "abc"; char *end; double v = strtod(s, &end);
      printf("7 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "3.25e2"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("8 strtoul %lu used %d\n", v, (int)(end - s)); }
    { div_t d = div(-541, 36); ldiv_t l = ldiv(-541L, 36L);
      printf("9 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-541), labs(-14767L)); }
    { volatile double vv = 1.602; double v = vv;
      printf("10 math %.17g %.17g\n", expm1(1.602 / 9), expm1(v / 9)); }
    { char buf[64]; strcpy(buf, "block_dim"); strcat(buf, "/"); strncat(buf, "warp", 4);
      printf("11 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "99999999999999999999"; char *end; long v = strtol(s, &end, 36);
      printf("12 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 14, "%s|%d|%.3f", "grid-stride", 886, 12.5);
      printf("13 snprintf %d [%s]\n", r, buf); }
    { int v[] = {-21, -9, 21, -5};
      qsort(v, 4, sizeof v[0], byLastDigit);
      int key = -26; int *hit = (int *)bsearch(&key, v, 4, sizeof v[0], byValue);
      printf("14 qsort");
      for (int j = 0; j < 4; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { int v[] = {-40, -42, -48, 2, -23, -7, 26, -36, 32};
      qsort(v, 9, sizeof v[0], byValue);
      int key = 44; int *hit = (int *)bsearch(&key, v, 9, sizeof v[0], byValue);
      printf("15 qsort");
      for (int j = 0; j < 9; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "-0.0"; char *end; long v = strtol(s, &end, 0);
      printf("16 strtol %ld used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
