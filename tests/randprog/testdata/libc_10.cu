// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12010).
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
    { const char *s = "grid-stride"; const char *p = strchr(s, ' '), *q = strrchr(s, ' '), *r = strstr(s, "Lane 7");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[64]; strcpy(buf, "SIMT lab"); strcat(buf, "/"); strncat(buf, "block_dim", 1);
      printf("1 strcat [%s] %zu\n", buf, strlen(buf)); }
    printf("2 atoi %d atol %ld atof %g\n", atoi("2147483648"), atol("2147483648"), atof("2147483648"));
    { volatile double vv = -5.484; double v = vv;
      printf("3 math %.17g %.17g\n", atan2(-5.484, 3.0), atan2(v, 3.0)); }
    printf("4 atoi %d atol %ld atof %g\n", atoi("99999999999999999999"), atol("99999999999999999999"), atof("99999999999999999999"));
    printf("5 atoi %d atol %ld atof %g\n", atoi("+0x1F"), atol("+0x1F"), atof("+0x1F"));
    { volatile double vv = -11.255; double v = vv;
      printf("6 math %.17g %.17g\n", floor(-11.255), floor(v)); }
    { int v[] = {25, 48, -14, -24, 4, 39, -46};
      qsort(v, 7, sizeof v[0], byLastDigit);
      int key = -9; int *hit = (int *)bsearch(&key, v, 7, sizeof v[0], byValue);
      printf("7 qsort");
      for (int j = 0; j < 7; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "-9223372036854775809"; char *end; double v = strtod(s, &end);
      printf("8 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "  -17"; char *end; double v = strtod(s, &end);
      printf("9 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "bank conflict", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 3, '#', 2); s[3 + 2] = 0;
      printf("10 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { srand(393); int a = rand(), b = rand(), c = rand() % 57;
      printf("11 rand %d %d %d\n", a, b, c); }
    { div_t d = div(6, -36); ldiv_t l = ldiv(6L, -36L);
      printf("12 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(6), labs(-24904L)); }
    { const char *s = "warp"; const char *p = strchr(s, '_'), *q = strrchr(s, '_'), *r = strstr(s, "warp");
      printf("13 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "", 0);
      printf("14 strcat [%s] %zu\n", buf, strlen(buf)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
