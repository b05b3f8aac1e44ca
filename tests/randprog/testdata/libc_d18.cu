// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50558).
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
    { srand(30); int a = rand(), b = rand(), c = rand() % 3;
      printf("0 rand %d %d %d\n", a, b, c); }
    printf("1 cmp %d %d %d\n", strcmp("block_dim", "grid-stride"), strncmp("block_dim", "grid-stride", 4), memcmp("block_dim", "grid-stride", 1));
    { div_t d = div(-389, 16); ldiv_t l = ldiv(-389L, 16L);
      printf("2 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-389), labs(-34287L)); }
    { volatile double vv = 13.17; double v = vv;
      printf("3 math %.17g %.17g\n", pow(fabs(13.17), 1.5), pow(fabs(v), 1.5)); }
    { int v[] = {-49, -34, -9, 9, -7, -43};
      qsort(v, 6, sizeof v[0], byValue);
      int key = -20; int *hit = (int *)bsearch(&key, v, 6, sizeof v[0], byValue);
      printf("4 qsort");
      for (int j = 0; j < 6; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "Lane 7"; const char *p = strchr(s, '-'), *q = strrchr(s, '-'), *r = strstr(s, "block_dim");
      printf("5 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("6 cmp %d %d %d\n", strcmp("", "SIMT lab"), strncmp("", "SIMT lab", 0), memcmp("", "SIMT lab", 1));
    { int v[] = {-29, -10, 20, -28, -38, 4, -25, 18, 20};
      qsort(v, 9, sizeof v[0], byLastDigit);
      int key = -22; int *hit = (int *)bsearch(&key, v, 9, sizeof v[0], byValue);
      printf("7 qsort");
      for (int j = 0; j < 9; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { char buf[17]; int r = snprintf(buf, 12, "%s|%d|%.3f", "", -51, 72.5);
      printf("8 snprintf %d [%s]\n", r, buf); }
    { const char *s = ""; const char *p = strchr(s, 'a'), *q = strrchr(s, 'a'), *r = strstr(s, "Lane 7");
      printf("9 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[17]; int r = snprintf(buf, 10, "%s|%d|%.3f", "bank conflict", -216, 51.5);
      printf("10 snprintf %d [%s]\n", r, buf); }
    { const char *s = ""; const char *p = strchr(s, 'u'), *q = strrchr(s, 'u'), *r = strstr(s, "warp");
      printf("11 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "0x1p-3"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("12 strtoul %lu used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("", "%3d%s", &a, s);
      printf("13 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { div_t d = div(795, -18); ldiv_t l = ldiv(795L, -18L);
      printf("14 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(795), labs(-85095L)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
