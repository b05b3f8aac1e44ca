// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12037).
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
    { const char *s = "0b101"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("0 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "99999999999999999999"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("1 strtoul %lu used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, ""); strcat(buf, "/"); strncat(buf, "grid-stride", 2);
      printf("2 strcat [%s] %zu\n", buf, strlen(buf)); }
    { volatile double vv = -12.866; double v = vv;
      printf("3 math %.17g %.17g\n", round(-12.866), round(v)); }
    { int v[] = {20, 40, -28, 26, 46, -36, 21, 28, -48, 7};
      qsort(v, 10, sizeof v[0], byValue);
      int key = 33; int *hit = (int *)bsearch(&key, v, 10, sizeof v[0], byValue);
      printf("4 qsort");
      for (int j = 0; j < 10; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = ""; const char *p = strchr(s, 'a'), *q = strrchr(s, 'a'), *r = strstr(s, "");
      printf("5 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { volatile double vv = -14.942; double v = vv;
      printf("6 math %.17g %.17g\n", cbrt(-14.942), cbrt(v)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("abc", "%d", &a);
      printf("7 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "1,5"; char *end; long v = strtol(s, &end, 0);
      printf("8 strtol %ld used %d\n", v, (int)(end - s)); }
    printf("9 cmp %d %d %d\n", strcmp("block_dim", "Lane 7"), strncmp("block_dim", "Lane 7", 3), memcmp("block_dim", "Lane 7", 0));
    printf("10 cmp %d %d %d\n", strcmp("grid-stride", "bank conflict"), strncmp("grid-stride", "bank conflict", 2), memcmp("grid-stride", "bank conflict", 0));
    { div_t d = div(397, -20); ldiv_t l = ldiv(397L, -20L);
      printf("11 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(397), labs(-10905L)); }
    { srand(614); int a = rand(), b = rand(), c = rand() % 6;
      printf("12 rand %d %d %d\n", a, b, c); }
    { div_t d = div(465, -45); ldiv_t l = ldiv(465L, -45L);
      printf("13 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(465), labs(-83545L)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("0755", "%d", &a);
      printf("14 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "2147483648"; char *end; long v = strtol(s, &end, 36);
      printf("15 strtol %ld used %d\n", v, (int)(end - s)); }
    { int v[] = {42, 33, 48, -14, 27, 0, -22, 15, 25, -30};
      qsort(v, 10, sizeof v[0], byLastDigit);
      int key = 15; int *hit = (int *)bsearch(&key, v, 10, sizeof v[0], byValue);
      printf("16 qsort");
      for (int j = 0; j < 10; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "0b101"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("17 strtoul %lu used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
