// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12008).
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
    { const char *s = "bank conflict"; const char *p = strchr(s, ' '), *q = strrchr(s, ' '), *r = strstr(s, "grid-stride");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { srand(626); int a = rand(), b = rand(), c = rand() % 23;
      printf("1 rand %d %d %d\n", a, b, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("abc", "%3d%s", &a, s);
      printf("2 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { div_t d = div(485, -26); ldiv_t l = ldiv(485L, -26L);
      printf("3 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(485), labs(-85772L)); }
    { const char *s = "bank conflict"; const char *p = strchr(s, 'i'), *q = strrchr(s, 'i'), *r = strstr(s, "block_dim");
      printf("4 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("5 atoi %d atol %ld atof %g\n", atoi("  -17"), atol("  -17"), atof("  -17"));
    printf("6 cmp %d %d %d\n", strcmp("SIMT lab", ""), strncmp("SIMT lab", "", 2), memcmp("SIMT lab", "", 1));
    { char buf[17]; int r = snprintf(buf, 14, "%s|%d|%.3f", "bank conflict", 997, 70.5);
      printf("7 snprintf %d [%s]\n", r, buf); }
    { const char *s = "3.25e2"; char *end; long v = strtol(s, &end, 16);
      printf("8 strtol %ld used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("", "%c", &c);
      printf("9 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char s[32]; strncpy(s, "SIMT lab", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 3, '#', 2); s[3 + 2] = 0;
      printf("10 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { const char *s = "inf"; char *end; double v = strtod(s, &end);
      printf("11 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 8);
      printf("12 strtol %ld used %d\n", v, (int)(end - s)); }
    { div_t d = div(269, -16); ldiv_t l = ldiv(269L, -16L);
      printf("13 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(269), labs(-54796L)); }
    { const char *s = "0b101"; char *end; double v = strtod(s, &end);
      printf("14 strtod %.17g used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
