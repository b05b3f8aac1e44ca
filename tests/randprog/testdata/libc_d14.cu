// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50434).
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
    { const char *s = "3.25e2"; char *end; double v = strtod(s, &end);
      printf("0 strtod %.17g used %d\n", v, (int)(end - s)); }
    { div_t d = div(-456, -24); ldiv_t l = ldiv(-456L, -24L);
      printf("1 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-456), labs(-38298L)); }
    { char buf[17]; int r = snprintf(buf, 11, "%s|%d|%.3f", "block_dim", 295, 16.5);
      printf("2 snprintf %d [%s]\n", r, buf); }
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 3, '#', 2); s[3 + 2] = 0;
      printf("3 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    printf("4 atoi %d atol %ld atof %g\n", atoi(""), atol(""), atof(""));
    { const char *s = "  +7.5xyz"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("5 strtoul %lu used %d\n", v, (int)(end - s)); }
    { srand(335); int a = rand(), b = rand(), c = rand() % 56;
      printf("6 rand %d %d %d\n", a, b, c); }
    { div_t d = div(-870, 38); ldiv_t l = ldiv(-870L, 38L);
      printf("7 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-870), labs(-78302L)); }
    printf("8 atoi %d atol %ld atof %g\n", atoi("99999999999999999999"), atol("99999999999999999999"), atof("99999999999999999999"));
    { char buf[64]; strcpy(buf, "warp"); strcat(buf, "/"); strncat(buf, "warp", 4);
      printf("9 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "warp", 1);
      printf("10 strcat [%s] %zu\n", buf, strlen(buf)); }
    printf("11 atoi %d atol %ld atof %g\n", atoi("1e-400"), atol("1e-400"), atof("1e-400"));
    printf("12 cmp %d %d %d\n", strcmp("Lane 7", "bank conflict"), strncmp("Lane 7", "bank conflict", 1), memcmp("Lane 7", "bank conflict", 1));
    { div_t d = div(-438, -31); ldiv_t l = ldiv(-438L, -31L);
      printf("13 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-438), labs(-73683L)); }
    { int v[] = {-12, -37, 20};
      qsort(v, 3, sizeof v[0], byLastDigit);
      int key = -11; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("14 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    printf("15 atoi %d atol %ld atof %g\n", atoi("abc"), atol("abc"), atof("abc"));
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
