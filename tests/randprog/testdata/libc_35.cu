// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12035).
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
    { srand(495); int a = rand(), b = rand(), c = rand() % 28;
      printf("0 rand %d %d %d\n", a, b, c); }
    { const char *s = "  +7.5xyz"; char *end; double v = strtod(s, &end);
      printf("1 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "bank conflict", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 2, '#', 2); s[2 + 2] = 0;
      printf("2 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { char buf[64]; strcpy(buf, ""); strcat(buf, "/"); strncat(buf, "warp", 4);
      printf("3 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "abc"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("4 strtoul %lu used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("  -17", "%c", &c);
      printf("5 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    printf("6 atoi %d atol %ld atof %g\n", atoi("  -17"), atol("  -17"), atof("  -17"));
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("-9223372036854775809", "%x", (unsigned *)&a);
      printf("7 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { div_t d = div(-974, 23); ldiv_t l = ldiv(-974L, 23L);
      printf("8 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-974), labs(-59576L)); }
    { volatile double vv = -16.444; double v = vv;
      printf("9 math %.17g %.17g\n", floor(-16.444), floor(v)); }
    { srand(889); int a = rand(), b = rand(), c = rand() % 59;
      printf("10 rand %d %d %d\n", a, b, c); }
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("11 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { char buf[64]; strcpy(buf, "warp"); strcat(buf, "/"); strncat(buf, "grid-stride", 1);
      printf("12 strcat [%s] %zu\n", buf, strlen(buf)); }
    { int v[] = {-10, 37, -2};
      qsort(v, 3, sizeof v[0], byLastDigit);
      int key = 34; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("13 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    printf("14 cmp %d %d %d\n", strcmp("", ""), strncmp("", "", 0), memcmp("", "", 0));
    { const char *s = "nan"; char *end; double v = strtod(s, &end);
      printf("15 strtod %.17g used %d\n", v, (int)(end - s)); }
    printf("16 atoi %d atol %ld atof %g\n", atoi(""), atol(""), atof(""));
    { const char *s = "3.25e2"; char *end; long v = strtol(s, &end, 8);
      printf("17 strtol %ld used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
