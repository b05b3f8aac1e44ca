// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50279).
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
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "SIMT lab", 2);
      printf("0 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "-9223372036854775809"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("1 strtoul %lu used %d\n", v, (int)(end - s)); }
    { div_t d = div(282, -26); ldiv_t l = ldiv(282L, -26L);
      printf("2 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(282), labs(-67242L)); }
    { const char *s = "  +7.5xyz"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("3 strtoul %lu used %d\n", v, (int)(end - s)); }
    { div_t d = div(877, 48); ldiv_t l = ldiv(877L, 48L);
      printf("4 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(877), labs(-38753L)); }
    printf("5 cmp %d %d %d\n", strcmp("", "grid-stride"), strncmp("", "grid-stride", 3), memcmp("", "grid-stride", 0));
    { const char *s = "-9223372036854775809"; char *end; long v = strtol(s, &end, 8);
      printf("6 strtol %ld used %d\n", v, (int)(end - s)); }
    { div_t d = div(668, -24); ldiv_t l = ldiv(668L, -24L);
      printf("7 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(668), labs(-34900L)); }
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 1, '#', 2); s[1 + 2] = 0;
      printf("8 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { const char *s = "3.25e2"; char *end; long v = strtol(s, &end, 16);
      printf("9 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "grid-stride"; const char *p = strchr(s, 'a'), *q = strrchr(s, 'a'), *r = strstr(s, "grid-stride");
      printf("10 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "0755"; char *end; long v = strtol(s, &end, 16);
      printf("11 strtol %ld used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "grid-stride", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 1, '#', 2); s[1 + 2] = 0;
      printf("12 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { char s[32]; strncpy(s, "SIMT lab", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 3, '#', 2); s[3 + 2] = 0;
      printf("13 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { srand(513); int a = rand(), b = rand(), c = rand() % 31;
      printf("14 rand %d %d %d\n", a, b, c); }
    { const char *s = "1,5"; char *end; long v = strtol(s, &end, 8);
      printf("15 strtol %ld used %d\n", v, (int)(end - s)); }
    { volatile double vv = 8.21; double v = vv;
      printf("16 math %.17g %.17g\n", sqrt(fabs(8.21)), sqrt(fabs(v))); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("+0x1F", "%s", s);
      printf("17 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
