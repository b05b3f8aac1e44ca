// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12006).
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
    { const char *s = "  +7.5xyz"; char *end; double v = strtod(s, &end);
      printf("0 strtod %.17g used %d\n", v, (int)(end - s)); }
    printf("1 atoi %d atol %ld atof %g\n", atoi("+0x1F"), atol("+0x1F"), atof("+0x1F"));
    { const char *s = "99999999999999999999"; char *end; long v = strtol(s, &end, 10);
      printf("2 strtol %ld used %d\n", v, (int)(end - s)); }
    printf("3 cmp %d %d %d\n", strcmp("bank conflict", ""), strncmp("bank conflict", "", 1), memcmp("bank conflict", "", 0));
    { const char *s = "warp"; const char *p = strchr(s, 'i'), *q = strrchr(s, 'i'), *r = strstr(s, "SIMT lab");
      printf("4 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[64]; strcpy(buf, ""); strcat(buf, "/"); strncat(buf, "bank conflict", 5);
      printf("5 strcat [%s] %zu\n", buf, strlen(buf)); }
    printf("6 cmp %d %d %d\n", strcmp("block_dim", "Lane 7"), strncmp("block_dim", "Lane 7", 4), memcmp("block_dim", "Lane 7", 0));
    { div_t d = div(-237, 30); ldiv_t l = ldiv(-237L, 30L);
      printf("7 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-237), labs(-27733L)); }
    { const char *s = "99999999999999999999"; char *end; long v = strtol(s, &end, 16);
      printf("8 strtol %ld used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("0x1p-3", "%d", &a);
      printf("9 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { volatile double vv = -7.481; double v = vv;
      printf("10 math %.17g %.17g\n", sin(-7.481), sin(v)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("  -17", "%s", s);
      printf("11 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("", "%lf", &d);
      printf("12 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { srand(86); int a = rand(), b = rand(), c = rand() % 100;
      printf("13 rand %d %d %d\n", a, b, c); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
