// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12033).
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
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 8);
      printf("0 strtol %ld used %d\n", v, (int)(end - s)); }
    { int v[] = {14, 46, 1, -23, 24, -37, -30, 35};
      qsort(v, 8, sizeof v[0], byLastDigit);
      int key = -16; int *hit = (int *)bsearch(&key, v, 8, sizeof v[0], byValue);
      printf("1 qsort");
      for (int j = 0; j < 8; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { div_t d = div(660, -39); ldiv_t l = ldiv(660L, -39L);
      printf("2 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(660), labs(-48082L)); }
    { const char *s = "2147483648"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("3 strtoul %lu used %d\n", v, (int)(end - s)); }
    { srand(865); int a = rand(), b = rand(), c = rand() % 9;
      printf("4 rand %d %d %d\n", a, b, c); }
    { char buf[17]; int r = snprintf(buf, 2, "%s|%d|%.3f", "block_dim", 602, 4.5);
      printf("5 snprintf %d [%s]\n", r, buf); }
    { char buf[17]; int r = snprintf(buf, 4, "%s|%d|%.3f", "grid-stride", 538, 62.5);
      printf("6 snprintf %d [%s]\n", r, buf); }
    { const char *s = "3.25e2"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("7 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "+0x1F"; char *end; long v = strtol(s, &end, 10);
      printf("8 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "0755"; char *end; double v = strtod(s, &end);
      printf("9 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 13, "%s|%d|%.3f", "warp", -316, 15.5);
      printf("10 snprintf %d [%s]\n", r, buf); }
    { char buf[17]; int r = snprintf(buf, 15, "%s|%d|%.3f", "block_dim", -406, 8.5);
      printf("11 snprintf %d [%s]\n", r, buf); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
