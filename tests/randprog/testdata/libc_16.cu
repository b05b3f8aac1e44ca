// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12016).
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
    { srand(390); int a = rand(), b = rand(), c = rand() % 25;
      printf("0 rand %d %d %d\n", a, b, c); }
    printf("1 atoi %d atol %ld atof %g\n", atoi("+0x1F"), atol("+0x1F"), atof("+0x1F"));
    { const char *s = "nan"; char *end; double v = strtod(s, &end);
      printf("2 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "3.25e2"; char *end; long v = strtol(s, &end, 36);
      printf("3 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "abc"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("4 strtoul %lu used %d\n", v, (int)(end - s)); }
    printf("5 cmp %d %d %d\n", strcmp("grid-stride", "warp"), strncmp("grid-stride", "warp", 2), memcmp("grid-stride", "warp", 1));
    { char buf[17]; int r = snprintf(buf, 4, "%s|%d|%.3f", "Lane 7", 531, 35.5);
      printf("6 snprintf %d [%s]\n", r, buf); }
    { const char *s = "42"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("7 strtoul %lu used %d\n", v, (int)(end - s)); }
    { div_t d = div(227, 37); ldiv_t l = ldiv(227L, 37L);
      printf("8 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(227), labs(-88814L)); }
    { int v[] = {-15, -40, 5, 29};
      qsort(v, 4, sizeof v[0], byLastDigit);
      int key = -29; int *hit = (int *)bsearch(&key, v, 4, sizeof v[0], byValue);
      printf("9 qsort");
      for (int j = 0; j < 4; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "inf"; char *end; long v = strtol(s, &end, 36);
      printf("10 strtol %ld used %d\n", v, (int)(end - s)); }
    { srand(517); int a = rand(), b = rand(), c = rand() % 64;
      printf("11 rand %d %d %d\n", a, b, c); }
    { char buf[17]; int r = snprintf(buf, 4, "%s|%d|%.3f", "SIMT lab", -850, 98.5);
      printf("12 snprintf %d [%s]\n", r, buf); }
    { char buf[64]; strcpy(buf, ""); strcat(buf, "/"); strncat(buf, "", 3);
      printf("13 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "  +7.5xyz"; char *end; long v = strtol(s, &end, 36);
      printf("14 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "SIMT lab", 4);
      printf("15 strcat [%s] %zu\n", buf, strlen(buf)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("  +7.5xyz", "%x", (unsigned *)&a);
      printf("16 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char buf[17]; int r = snprintf(buf, 15, "%s|%d|%.3f", "block_dim", -870, 85.5);
      printf("17 snprintf %d [%s]\n", r, buf); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
