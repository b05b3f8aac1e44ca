// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12004).
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
    { const char *s = "warp"; const char *p = strchr(s, '_'), *q = strrchr(s, '_'), *r = strstr(s, "Lane 7");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "0x1p-3"; char *end; long v = strtol(s, &end, 16);
      printf("1 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "warp"); strcat(buf, "/"); strncat(buf, "Lane 7", 4);
      printf("2 strcat [%s] %zu\n", buf, strlen(buf)); }
    { srand(547); int a = rand(), b = rand(), c = rand() % 41;
      printf("3 rand %d %d %d\n", a, b, c); }
    printf("4 atoi %d atol %ld atof %g\n", atoi("inf"), atol("inf"), atof("inf"));
    { srand(494); int a = rand(), b = rand(), c = rand() % 66;
      printf("5 rand %d %d %d\n", a, b, c); }
    { const char *s = "warp"; const char *p = strchr(s, 'S'), *q = strrchr(s, 'S'), *r = strstr(s, "warp");
      printf("6 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "inf"; char *end; long v = strtol(s, &end, 2);
      printf("7 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "warp", 5);
      printf("8 strcat [%s] %zu\n", buf, strlen(buf)); }
    { volatile double vv = -4.688; double v = vv;
      printf("9 math %.17g %.17g\n", fmod(-4.688, 2.5), fmod(v, 2.5)); }
    { const char *s = "1,5"; char *end; double v = strtod(s, &end);
      printf("10 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 3, "%s|%d|%.3f", "Lane 7", -766, 41.5);
      printf("11 snprintf %d [%s]\n", r, buf); }
    printf("12 cmp %d %d %d\n", strcmp("block_dim", "Lane 7"), strncmp("block_dim", "Lane 7", 2), memcmp("block_dim", "Lane 7", 1));
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("  -17", "%d %d", &a, &b);
      printf("13 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { div_t d = div(-806, 15); ldiv_t l = ldiv(-806L, 15L);
      printf("14 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-806), labs(-45392L)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
