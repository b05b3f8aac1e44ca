// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50000).
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
    { div_t d = div(-15, 37); ldiv_t l = ldiv(-15L, 37L);
      printf("0 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-15), labs(-21604L)); }
    { const char *s = "3.25e2"; char *end; double v = strtod(s, &end);
      printf("1 strtod %.17g used %d\n", v, (int)(end - s)); }
    { volatile double vv = -3.610; double v = vv;
      printf("2 math %.17g %.17g\n", expm1(-3.610 / 9), expm1(v / 9)); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "block_dim", 1);
      printf("3 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char buf[17]; int r = snprintf(buf, 5, "%s|%d|%.3f", "Lane 7", 198, 28.5);
      printf("4 snprintf %d [%s]\n", r, buf); }
    { srand(981); int a = rand(), b = rand(), c = rand() % 8;
      printf("5 rand %d %d %d\n", a, b, c); }
    { volatile double vv = 5.828; double v = vv;
      printf("6 math %.17g %.17g\n", exp(5.828 / 8), exp(v / 8)); }
    { const char *s = "0x1p-3"; char *end; double v = strtod(s, &end);
      printf("7 strtod %.17g used %d\n", v, (int)(end - s)); }
    { srand(0); int a = rand(), b = rand(), c = rand() % 45;
      printf("8 rand %d %d %d\n", a, b, c); }
    { char buf[17]; int r = snprintf(buf, 9, "%s|%d|%.3f", "Lane 7", 216, 78.5);
      printf("9 snprintf %d [%s]\n", r, buf); }
    { volatile double vv = -5.872; double v = vv;
      printf("10 math %.17g %.17g\n", tan(-5.872 / 7), tan(v / 7)); }
    printf("11 cmp %d %d %d\n", strcmp("block_dim", "block_dim"), strncmp("block_dim", "block_dim", 1), memcmp("block_dim", "block_dim", 1));
    { char buf[64]; strcpy(buf, "grid-stride"); strcat(buf, "/"); strncat(buf, "bank conflict", 4);
      printf("12 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "block_dim"; const char *p = strchr(s, 't'), *q = strrchr(s, 't'), *r = strstr(s, "bank conflict");
      printf("13 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "block_dim"; const char *p = strchr(s, 'o'), *q = strrchr(s, 'o'), *r = strstr(s, "grid-stride");
      printf("14 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { int v[] = {28, -41, -14, 28, 32, -2, -12, 4, 27};
      qsort(v, 9, sizeof v[0], byValue);
      int key = -30; int *hit = (int *)bsearch(&key, v, 9, sizeof v[0], byValue);
      printf("15 qsort");
      for (int j = 0; j < 9; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("1,5", "%d %d", &a, &b);
      printf("16 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("-0.0", "%s", s);
      printf("17 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char buf[17]; int r = snprintf(buf, 4, "%s|%d|%.3f", "block_dim", 793, 87.5);
      printf("18 snprintf %d [%s]\n", r, buf); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
