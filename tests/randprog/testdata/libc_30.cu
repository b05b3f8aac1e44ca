// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12030).
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
    { const char *s = "nan"; char *end; double v = strtod(s, &end);
      printf("0 strtod %.17g used %d\n", v, (int)(end - s)); }
    { div_t d = div(809, -28); ldiv_t l = ldiv(809L, -28L);
      printf("1 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(809), labs(-21356L)); }
    printf("2 cmp %d %d %d\n", strcmp("", "SIMT lab"), strncmp("", "SIMT lab", 1), memcmp("", "SIMT lab", 0));
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "warp", 4);
      printf("3 strcat [%s] %zu\n", buf, strlen(buf)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("42", "%s", s);
      printf("4 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("5 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { const char *s = "SIMT lab"; const char *p = strchr(s, 'o'), *q = strrchr(s, 'o'), *r = strstr(s, "block_dim");
      printf("6 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[64]; strcpy(buf, "SIMT lab"); strcat(buf, "/"); strncat(buf, "block_dim", 2);
      printf("7 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("8 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    { div_t d = div(-878, -35); ldiv_t l = ldiv(-878L, -35L);
      printf("9 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-878), labs(-7064L)); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 2);
      printf("10 strtol %ld used %d\n", v, (int)(end - s)); }
    { srand(40); int a = rand(), b = rand(), c = rand() % 75;
      printf("11 rand %d %d %d\n", a, b, c); }
    { volatile double vv = -13.883; double v = vv;
      printf("12 math %.17g %.17g\n", sin(-13.883), sin(v)); }
    { srand(87); int a = rand(), b = rand(), c = rand() % 68;
      printf("13 rand %d %d %d\n", a, b, c); }
    printf("14 cmp %d %d %d\n", strcmp("", ""), strncmp("", "", 4), memcmp("", "", 1));
    { srand(364); int a = rand(), b = rand(), c = rand() % 34;
      printf("15 rand %d %d %d\n", a, b, c); }
    { volatile double vv = -5.607; double v = vv;
      printf("16 math %.17g %.17g\n", expm1(-5.607 / 9), expm1(v / 9)); }
    { const char *s = ""; const char *p = strchr(s, 'S'), *q = strrchr(s, 'S'), *r = strstr(s, "");
      printf("17 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
