// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50341).
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
    { const char *s = "Lane 7"; const char *p = strchr(s, 't'), *q = strrchr(s, 't'), *r = strstr(s, "warp");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[17]; int r = snprintf(buf, 6, "%s|%d|%.3f", "grid-stride", -539, 27.5);
      printf("1 snprintf %d [%s]\n", r, buf); }
    { char buf[17]; int r = snprintf(buf, 15, "%s|%d|%.3f", "warp", 266, 49.5);
      printf("2 snprintf %d [%s]\n", r, buf); }
    { char s[32]; strncpy(s, "grid-stride", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 3, '#', 2); s[3 + 2] = 0;
      printf("3 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "bank conflict", 5);
      printf("4 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "0b101"; char *end; long v = strtol(s, &end, 36);
      printf("5 strtol %ld used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("  +7.5xyz", "%d", &a);
      printf("6 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "+0x1F"; char *end; long v = strtol(s, &end, 36);
      printf("7 strtol %ld used %d\n", v, (int)(end - s)); }
    { div_t d = div(528, -20); ldiv_t l = ldiv(528L, -20L);
      printf("8 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(528), labs(-39564L)); }
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 5, '#', 2); s[5 + 2] = 0;
      printf("9 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { srand(873); int a = rand(), b = rand(), c = rand() % 99;
      printf("10 rand %d %d %d\n", a, b, c); }
    { volatile double vv = 10.678; double v = vv;
      printf("11 math %.17g %.17g\n", atan2(10.678, 3.0), atan2(v, 3.0)); }
    printf("12 atoi %d atol %ld atof %g\n", atoi("abc"), atol("abc"), atof("abc"));
    { char buf[17]; int r = snprintf(buf, 7, "%s|%d|%.3f", "Lane 7", 721, 58.5);
      printf("13 snprintf %d [%s]\n", r, buf); }
    { const char *s = "-9223372036854775809"; char *end; long v = strtol(s, &end, 10);
      printf("14 strtol %ld used %d\n", v, (int)(end - s)); }
    { srand(866); int a = rand(), b = rand(), c = rand() % 66;
      printf("15 rand %d %d %d\n", a, b, c); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
