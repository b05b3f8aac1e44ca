// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12012).
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
    { volatile double vv = -3.935; double v = vv;
      printf("0 math %.17g %.17g\n", pow(fabs(-3.935), 1.5), pow(fabs(v), 1.5)); }
    { char buf[17]; int r = snprintf(buf, 1, "%s|%d|%.3f", "bank conflict", -939, 43.5);
      printf("1 snprintf %d [%s]\n", r, buf); }
    printf("2 cmp %d %d %d\n", strcmp("block_dim", "grid-stride"), strncmp("block_dim", "grid-stride", 4), memcmp("block_dim", "grid-stride", 1));
    { div_t d = div(-744, 15); ldiv_t l = ldiv(-744L, 15L);
      printf("3 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-744), labs(-9987L)); }
    { char buf[17]; int r = snprintf(buf, 2, "%s|%d|%.3f", "block_dim", 487, 69.5);
      printf("4 snprintf %d [%s]\n", r, buf); }
    { const char *s = "0755"; char *end; double v = strtod(s, &end);
      printf("5 strtod %.17g used %d\n", v, (int)(end - s)); }
    printf("6 atoi %d atol %ld atof %g\n", atoi("12abc"), atol("12abc"), atof("12abc"));
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("0x1p-3", "%f", (float *)&b);
      printf("7 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { int v[] = {-25, -26, -4, 37, -4, 32, -48};
      qsort(v, 7, sizeof v[0], byLastDigit);
      int key = -39; int *hit = (int *)bsearch(&key, v, 7, sizeof v[0], byValue);
      printf("8 qsort");
      for (int j = 0; j < 7; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    printf("9 atoi %d atol %ld atof %g\n", atoi("nan"), atol("nan"), atof("nan"));
    { char s[32]; strncpy(s, "SIMT lab", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("10 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { const char *s = "abc"; char *end; double v = strtod(s, &end);
      printf("11 strtod %.17g used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("-0.0", "%s", s);
      printf("12 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { volatile double vv = 14.42; double v = vv;
      printf("13 math %.17g %.17g\n", ceil(14.42), ceil(v)); }
    { char buf[17]; int r = snprintf(buf, 14, "%s|%d|%.3f", "Lane 7", 464, 1.5);
      printf("14 snprintf %d [%s]\n", r, buf); }
    printf("15 cmp %d %d %d\n", strcmp("SIMT lab", "grid-stride"), strncmp("SIMT lab", "grid-stride", 1), memcmp("SIMT lab", "grid-stride", 1));
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
