// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12002).
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
    printf("0 atoi %d atol %ld atof %g\n", atoi("+0x1F"), atol("+0x1F"), atof("+0x1F"));
    printf("1 cmp %d %d %d\n", strcmp("grid-stride", "SIMT lab"), strncmp("grid-stride", "SIMT lab", 1), memcmp("grid-stride", "SIMT lab", 1));
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "SIMT lab", 5);
      printf("2 strcat [%s] %zu\n", buf, strlen(buf)); }
    printf("3 cmp %d %d %d\n", strcmp("warp", "SIMT lab"), strncmp("warp", "SIMT lab", 2), memcmp("warp", "SIMT lab", 1));
    { int v[] = {-29, -26, 12, -36, 36, -33, -24, -5, -7};
      qsort(v, 9, sizeof v[0], byLastDigit);
      int key = -27; int *hit = (int *)bsearch(&key, v, 9, sizeof v[0], byValue);
      printf("4 qsort");
      for (int j = 0; j < 9; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { char buf[17]; int r = snprintf(buf, 13, "%s|%d|%.3f", "warp", -722, 44.5);
      printf("5 snprintf %d [%s]\n", r, buf); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("0b101", "%lf", &d);
      printf("6 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    printf("7 atoi %d atol %ld atof %g\n", atoi("-0.0"), atol("-0.0"), atof("-0.0"));
    { srand(878); int a = rand(), b = rand(), c = rand() % 79;
      printf("8 rand %d %d %d\n", a, b, c); }
    { const char *s = "1e-400"; char *end; long v = strtol(s, &end, 8);
      printf("9 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "Lane 7"; const char *p = strchr(s, 'o'), *q = strrchr(s, 'o'), *r = strstr(s, "warp");
      printf("10 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 0);
      printf("11 strtol %ld used %d\n", v, (int)(end - s)); }
    { volatile double vv = 4.211; double v = vv;
      printf("12 math %.17g %.17g\n", atan2(4.211, 3.0), atan2(v, 3.0)); }
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("13 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    { srand(709); int a = rand(), b = rand(), c = rand() % 23;
      printf("14 rand %d %d %d\n", a, b, c); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 2);
      printf("15 strtol %ld used %d\n", v, (int)(end - s)); }
    { srand(310); int a = rand(), b = rand(), c = rand() % 75;
      printf("16 rand %d %d %d\n", a, b, c); }
    { int v[] = {-12, -44, 13, -44, -10, 39, 4, 15};
      qsort(v, 8, sizeof v[0], byValue);
      int key = -5; int *hit = (int *)bsearch(&key, v, 8, sizeof v[0], byValue);
      printf("17 qsort");
      for (int j = 0; j < 8; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
