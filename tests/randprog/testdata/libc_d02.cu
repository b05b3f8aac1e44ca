// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50062).
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
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 10);
      printf("0 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "warp"); strcat(buf, "/"); strncat(buf, "Lane 7", 1);
      printf("1 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "1e-400"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("2 strtoul %lu used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 5, "%s|%d|%.3f", "Lane 7", -602, 30.5);
      printf("3 snprintf %d [%s]\n", r, buf); }
    { srand(452); int a = rand(), b = rand(), c = rand() % 9;
      printf("4 rand %d %d %d\n", a, b, c); }
    { const char *s = "  -17"; char *end; long v = strtol(s, &end, 10);
      printf("5 strtol %ld used %d\n", v, (int)(end - s)); }
    printf("6 cmp %d %d %d\n", strcmp("bank conflict", "bank conflict"), strncmp("bank conflict", "bank conflict", 3), memcmp("bank conflict", "bank conflict", 1));
    { volatile double vv = 18.928; double v = vv;
      printf("7 math %.17g %.17g\n", round(18.928), round(v)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("12abc", "%d", &a);
      printf("8 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { div_t d = div(331, -43); ldiv_t l = ldiv(331L, -43L);
      printf("9 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(331), labs(-62105L)); }
    { char buf[64]; strcpy(buf, "grid-stride"); strcat(buf, "/"); strncat(buf, "block_dim", 0);
      printf("10 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "SIMT lab", 1);
      printf("11 strcat [%s] %zu\n", buf, strlen(buf)); }
    printf("12 cmp %d %d %d\n", strcmp("warp", ""), strncmp("warp", "", 2), memcmp("warp", "", 1));
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("  +7.5xyz", "%d %d", &a, &b);
      printf("13 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "-0.0"; char *end; double v = strtod(s, &end);
      printf("14 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 10, "%s|%d|%.3f", "grid-stride", -85, 9.5);
      printf("15 snprintf %d [%s]\n", r, buf); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "", 4);
      printf("16 strcat [%s] %zu\n", buf, strlen(buf)); }
    { div_t d = div(-238, -16); ldiv_t l = ldiv(-238L, -16L);
      printf("17 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-238), labs(-94667L)); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "bank conflict", 4);
      printf("18 strcat [%s] %zu\n", buf, strlen(buf)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
