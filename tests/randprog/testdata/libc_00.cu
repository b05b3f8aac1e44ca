// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12000).
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
    { const char *s = "Lane 7"; const char *p = strchr(s, 'u'), *q = strrchr(s, 'u'), *r = strstr(s, "grid-stride");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { srand(949); int a = rand(), b = rand(), c = rand() % 62;
      printf("1 rand %d %d %d\n", a, b, c); }
    { volatile double vv = 4.200; double v = vv;
      printf("2 math %.17g %.17g\n", fmod(4.200, 2.5), fmod(v, 2.5)); }
    { const char *s = "  +7.5xyz"; char *end; long v = strtol(s, &end, 36);
      printf("3 strtol %ld used %d\n", v, (int)(end - s)); }
    printf("4 atoi %d atol %ld atof %g\n", atoi("1e-400"), atol("1e-400"), atof("1e-400"));
    { char buf[17]; int r = snprintf(buf, 5, "%s|%d|%.3f", "Lane 7", -821, 69.5);
      printf("5 snprintf %d [%s]\n", r, buf); }
    { const char *s = "-9223372036854775809"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("6 strtoul %lu used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 8, "%s|%d|%.3f", "", 488, 21.5);
      printf("7 snprintf %d [%s]\n", r, buf); }
    { int v[] = {30, 38, -8, 37};
      qsort(v, 4, sizeof v[0], byValue);
      int key = 15; int *hit = (int *)bsearch(&key, v, 4, sizeof v[0], byValue);
      printf("8 qsort");
      for (int j = 0; j < 4; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { div_t d = div(-678, -22); ldiv_t l = ldiv(-678L, -22L);
      printf("9 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-678), labs(-18038L)); }
    { const char *s = "-0.0"; char *end; double v = strtod(s, &end);
      printf("10 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "Lane 7", 4);
      printf("11 strcat [%s] %zu\n", buf, strlen(buf)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("42", "%c", &c);
      printf("12 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = ""; const char *p = strchr(s, 'o'), *q = strrchr(s, 'o'), *r = strstr(s, "warp");
      printf("13 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "abc"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("14 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "SIMT lab"; const char *p = strchr(s, 'e'), *q = strrchr(s, 'e'), *r = strstr(s, "");
      printf("15 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("16 atoi %d atol %ld atof %g\n", atoi("  +7.5xyz"), atol("  +7.5xyz"), atof("  +7.5xyz"));
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
