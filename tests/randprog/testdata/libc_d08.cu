// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50248).
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
    printf("0 cmp %d %d %d\n", strcmp("grid-stride", ""), strncmp("grid-stride", "", 0), memcmp("grid-stride", "", 0));
    { const char *s = ""; char *end; double v = strtod(s, &end);
      printf("1 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 3, "%s|%d|%.3f", "SIMT lab", 401, 41.5);
      printf("2 snprintf %d [%s]\n", r, buf); }
    { const char *s = "  +7.5xyz"; char *end; long v = strtol(s, &end, 36);
      printf("3 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 13, "%s|%d|%.3f", "Lane 7", 663, 80.5);
      printf("4 snprintf %d [%s]\n", r, buf); }
    { volatile double vv = 18.586; double v = vv;
      printf("5 math %.17g %.17g\n", hypot(18.586, 4.0), hypot(v, 4.0)); }
    printf("6 cmp %d %d %d\n", strcmp("grid-stride", "Lane 7"), strncmp("grid-stride", "Lane 7", 1), memcmp("grid-stride", "Lane 7", 0));
    { char s[32]; strncpy(s, "block_dim", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 3, '#', 2); s[3 + 2] = 0;
      printf("7 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { char s[32]; strncpy(s, "bank conflict", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("8 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { volatile double vv = -18.757; double v = vv;
      printf("9 math %.17g %.17g\n", exp(-18.757 / 8), exp(v / 8)); }
    { div_t d = div(-130, 17); ldiv_t l = ldiv(-130L, 17L);
      printf("10 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-130), labs(-37676L)); }
    { char buf[64]; strcpy(buf, "warp"); strcat(buf, "/"); strncat(buf, "warp", 5);
      printf("11 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char buf[64]; strcpy(buf, "SIMT lab"); strcat(buf, "/"); strncat(buf, "Lane 7", 3);
      printf("12 strcat [%s] %zu\n", buf, strlen(buf)); }
    printf("13 cmp %d %d %d\n", strcmp("bank conflict", ""), strncmp("bank conflict", "", 2), memcmp("bank conflict", "", 0));
    { char buf[17]; int r = snprintf(buf, 5, "%s|%d|%.3f", "SIMT lab", -41, 57.5);
      printf("14 snprintf %d [%s]\n", r, buf); }
    { int v[] = {-6, 17, 31, 23, 12, -40, 1, -49};
      qsort(v, 8, sizeof v[0], byValue);
      int key = -20; int *hit = (int *)bsearch(&key, v, 8, sizeof v[0], byValue);
      printf("15 qsort");
      for (int j = 0; j < 8; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { srand(613); int a = rand(), b = rand(), c = rand() % 14;
      printf("16 rand %d %d %d\n", a, b, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("-0.0", "%s", s);
      printf("17 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    printf("18 atoi %d atol %ld atof %g\n", atoi("  -17"), atol("  -17"), atof("  -17"));
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
