// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50527).
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
    { const char *s = "bank conflict"; const char *p = strchr(s, '_'), *q = strrchr(s, '_'), *r = strstr(s, "bank conflict");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "2147483648"; char *end; long v = strtol(s, &end, 8);
      printf("1 strtol %ld used %d\n", v, (int)(end - s)); }
    { div_t d = div(828, -16); ldiv_t l = ldiv(828L, -16L);
      printf("2 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(828), labs(-25695L)); }
    { const char *s = "99999999999999999999"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("3 strtoul %lu used %d\n", v, (int)(end - s)); }
    { volatile double vv = -9.296; double v = vv;
      printf("4 math %.17g %.17g\n", sin(-9.296), sin(v)); }
    { volatile double vv = -5.430; double v = vv;
      printf("5 math %.17g %.17g\n", log(fabs(-5.430) + 1), log(fabs(v) + 1)); }
    { div_t d = div(653, 32); ldiv_t l = ldiv(653L, 32L);
      printf("6 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(653), labs(-70650L)); }
    printf("7 cmp %d %d %d\n", strcmp("", "bank conflict"), strncmp("", "bank conflict", 1), memcmp("", "bank conflict", 0));
    printf("8 atoi %d atol %ld atof %g\n", atoi("-9223372036854775809"), atol("-9223372036854775809"), atof("-9223372036854775809"));
    { char buf[64]; strcpy(buf, ""); strcat(buf, "/"); strncat(buf, "warp", 0);
      printf("9 strcat [%s] %zu\n", buf, strlen(buf)); }
    printf("10 cmp %d %d %d\n", strcmp("", "Lane 7"), strncmp("", "Lane 7", 3), memcmp("", "Lane 7", 0));
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("11 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { srand(398); int a = rand(), b = rand(), c = rand() % 94;
      printf("12 rand %d %d %d\n", a, b, c); }
    { const char *s = "abc"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("13 strtoul %lu used %d\n", v, (int)(end - s)); }
    { srand(518); int a = rand(), b = rand(), c = rand() % 22;
      printf("14 rand %d %d %d\n", a, b, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("42", "%d %d", &a, &b);
      printf("15 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 8);
      printf("16 strtol %ld used %d\n", v, (int)(end - s)); }
    { int v[] = {40, -38, -45, 8, 10, 2};
      qsort(v, 6, sizeof v[0], byLastDigit);
      int key = 34; int *hit = (int *)bsearch(&key, v, 6, sizeof v[0], byValue);
      printf("17 qsort");
      for (int j = 0; j < 6; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
