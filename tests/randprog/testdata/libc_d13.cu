// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50403).
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
    { srand(921); int a = rand(), b = rand(), c = rand() % 39;
      printf("0 rand %d %d %d\n", a, b, c); }
    { volatile double vv = 19.236; double v = vv;
      printf("1 math %.17g %.17g\n", log(fabs(19.236) + 1), log(fabs(v) + 1)); }
    printf("2 atoi %d atol %ld atof %g\n", atoi("-9223372036854775809"), atol("-9223372036854775809"), atof("-9223372036854775809"));
    { int v[] = {-45, -7, 23};
      qsort(v, 3, sizeof v[0], byValue);
      int key = 26; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("3 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("4 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { div_t d = div(-374, 49); ldiv_t l = ldiv(-374L, 49L);
      printf("5 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-374), labs(-86183L)); }
    { volatile double vv = -14.422; double v = vv;
      printf("6 math %.17g %.17g\n", hypot(-14.422, 4.0), hypot(v, 4.0)); }
    { const char *s = "block_dim"; const char *p = strchr(s, 'e'), *q = strrchr(s, 'e'), *r = strstr(s, "block_dim");
      printf("7 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("", "%3d%s", &a, s);
      printf("8 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "nan"; char *end; double v = strtod(s, &end);
      printf("9 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "  +7.5xyz"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("10 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "  +7.5xyz"; char *end; double v = strtod(s, &end);
      printf("11 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 10, "%s|%d|%.3f", "grid-stride", -441, 37.5);
      printf("12 snprintf %d [%s]\n", r, buf); }
    { srand(924); int a = rand(), b = rand(), c = rand() % 31;
      printf("13 rand %d %d %d\n", a, b, c); }
    { volatile double vv = -17.766; double v = vv;
      printf("14 math %.17g %.17g\n", expm1(-17.766 / 9), expm1(v / 9)); }
    { char buf[64]; strcpy(buf, ""); strcat(buf, "/"); strncat(buf, "warp", 4);
      printf("15 strcat [%s] %zu\n", buf, strlen(buf)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("+0x1F", "%d %d", &a, &b);
      printf("16 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("1,5", "%x", (unsigned *)&a);
      printf("17 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
