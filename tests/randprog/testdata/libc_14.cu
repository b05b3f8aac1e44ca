// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12014).
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
    { const char *s = "42"; char *end; double v = strtod(s, &end);
      printf("0 strtod %.17g used %d\n", v, (int)(end - s)); }
    { int v[] = {32, -30, -24};
      qsort(v, 3, sizeof v[0], byValue);
      int key = 35; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("1 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("1e-400", "%d %d", &a, &b);
      printf("2 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char buf[17]; int r = snprintf(buf, 15, "%s|%d|%.3f", "block_dim", 61, 83.5);
      printf("3 snprintf %d [%s]\n", r, buf); }
    { volatile double vv = 10.676; double v = vv;
      printf("4 math %.17g %.17g\n", pow(fabs(10.676), 1.5), pow(fabs(v), 1.5)); }
    printf("5 cmp %d %d %d\n", strcmp("Lane 7", ""), strncmp("Lane 7", "", 4), memcmp("Lane 7", "", 0));
    { volatile double vv = -18.57; double v = vv;
      printf("6 math %.17g %.17g\n", cbrt(-18.57), cbrt(v)); }
    printf("7 atoi %d atol %ld atof %g\n", atoi("1,5"), atol("1,5"), atof("1,5"));
    { const char *s = "1,5"; char *end; double v = strtod(s, &end);
      printf("8 strtod %.17g used %d\n", v, (int)(end - s)); }
    { srand(969); int a = rand(), b = rand(), c = rand() % 42;
      printf("9 rand %d %d %d\n", a, b, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("inf", "%3d%s", &a, s);
      printf("10 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { int v[] = {-25, 29, 2, 37, -27};
      qsort(v, 5, sizeof v[0], byLastDigit);
      int key = 46; int *hit = (int *)bsearch(&key, v, 5, sizeof v[0], byValue);
      printf("11 qsort");
      for (int j = 0; j < 5; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    printf("12 cmp %d %d %d\n", strcmp("Lane 7", "SIMT lab"), strncmp("Lane 7", "SIMT lab", 2), memcmp("Lane 7", "SIMT lab", 0));
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
