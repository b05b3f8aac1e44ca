// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12032).
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
    { div_t d = div(-103, 45); ldiv_t l = ldiv(-103L, 45L);
      printf("0 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-103), labs(-17948L)); }
    { srand(918); int a = rand(), b = rand(), c = rand() % 6;
      printf("1 rand %d %d %d\n", a, b, c); }
    printf("2 cmp %d %d %d\n", strcmp("block_dim", "Lane 7"), strncmp("block_dim", "Lane 7", 0), memcmp("block_dim", "Lane 7", 1));
    { const char *s = "inf"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("3 strtoul %lu used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "warp", 2);
      printf("4 strcat [%s] %zu\n", buf, strlen(buf)); }
    { div_t d = div(-274, -5); ldiv_t l = ldiv(-274L, -5L);
      printf("5 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-274), labs(-57130L)); }
    { int v[] = {-33, 8, -4};
      qsort(v, 3, sizeof v[0], byValue);
      int key = 35; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("6 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "+0x1F"; char *end; long v = strtol(s, &end, 2);
      printf("7 strtol %ld used %d\n", v, (int)(end - s)); }
    { int v[] = {30, 34, 35};
      qsort(v, 3, sizeof v[0], byLastDigit);
      int key = 2; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("8 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { char buf[17]; int r = snprintf(buf, 7, "%s|%d|%.3f", "Lane 7", -339, 29.5);
      printf("9 snprintf %d [%s]\n", r, buf); }
    { char buf[17]; int r = snprintf(buf, 1, "%s|%d|%.3f", "grid-stride", 763, 29.5);
      printf("10 snprintf %d [%s]\n", r, buf); }
    { const char *s = "grid-stride"; const char *p = strchr(s, 'o'), *q = strrchr(s, 'o'), *r = strstr(s, "grid-stride");
      printf("11 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "inf"; char *end; double v = strtod(s, &end);
      printf("12 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "block_dim"); strcat(buf, "/"); strncat(buf, "block_dim", 3);
      printf("13 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "0755"; char *end; long v = strtol(s, &end, 16);
      printf("14 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "  +7.5xyz"; char *end; long v = strtol(s, &end, 10);
      printf("15 strtol %ld used %d\n", v, (int)(end - s)); }
    { volatile double vv = -1.481; double v = vv;
      printf("16 math %.17g %.17g\n", expm1(-1.481 / 9), expm1(v / 9)); }
    { const char *s = "42"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("17 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "abc"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("18 strtoul %lu used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
