// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12025).
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
    { const char *s = "grid-stride"; const char *p = strchr(s, '_'), *q = strrchr(s, '_'), *r = strstr(s, "");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char s[32]; strncpy(s, "bank conflict", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 7, '#', 2); s[7 + 2] = 0;
      printf("1 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { srand(842); int a = rand(), b = rand(), c = rand() % 68;
      printf("2 rand %d %d %d\n", a, b, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("42", "%d %d", &a, &b);
      printf("3 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "SIMT lab", 4);
      printf("4 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "42"; char *end; double v = strtod(s, &end);
      printf("5 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "bank conflict", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("6 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    { div_t d = div(-589, 11); ldiv_t l = ldiv(-589L, 11L);
      printf("7 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-589), labs(-55835L)); }
    { char buf[17]; int r = snprintf(buf, 13, "%s|%d|%.3f", "block_dim", -690, 53.5);
      printf("8 snprintf %d [%s]\n", r, buf); }
    { volatile double vv = -17.947; double v = vv;
      printf("9 math %.17g %.17g\n", cbrt(-17.947), cbrt(v)); }
    { div_t d = div(-448, 35); ldiv_t l = ldiv(-448L, 35L);
      printf("10 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-448), labs(-81807L)); }
    { char buf[17]; int r = snprintf(buf, 7, "%s|%d|%.3f", "SIMT lab", 818, 26.5);
      printf("11 snprintf %d [%s]\n", r, buf); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "bank conflict", 0);
      printf("12 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = ""; const char *p = strchr(s, 't'), *q = strrchr(s, 't'), *r = strstr(s, "");
      printf("13 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
