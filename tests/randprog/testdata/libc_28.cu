// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12028).
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
    { int v[] = {43, -47, 49, -22};
      qsort(v, 4, sizeof v[0], byLastDigit);
      int key = -41; int *hit = (int *)bsearch(&key, v, 4, sizeof v[0], byValue);
      printf("0 qsort");
      for (int j = 0; j < 4; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    printf("1 atoi %d atol %ld atof %g\n", atoi("0x1p-3"), atol("0x1p-3"), atof("0x1p-3"));
    { const char *s = "-9223372036854775809"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("2 strtoul %lu used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "grid-stride"); strcat(buf, "/"); strncat(buf, "Lane 7", 0);
      printf("3 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "inf"; char *end; long v = strtol(s, &end, 36);
      printf("4 strtol %ld used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("inf", "%c", &c);
      printf("5 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    printf("6 atoi %d atol %ld atof %g\n", atoi(""), atol(""), atof(""));
    printf("7 atoi %d atol %ld atof %g\n", atoi("+0x1F"), atol("+0x1F"), atof("+0x1F"));
    { volatile double vv = -20.560; double v = vv;
      printf("8 math %.17g %.17g\n", fmod(-20.560, 2.5), fmod(v, 2.5)); }
    { char buf[64]; strcpy(buf, ""); strcat(buf, "/"); strncat(buf, "Lane 7", 1);
      printf("9 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char buf[17]; int r = snprintf(buf, 12, "%s|%d|%.3f", "grid-stride", -195, 9.5);
      printf("10 snprintf %d [%s]\n", r, buf); }
    { srand(128); int a = rand(), b = rand(), c = rand() % 90;
      printf("11 rand %d %d %d\n", a, b, c); }
    { int v[] = {-47, 35, 47, 13};
      qsort(v, 4, sizeof v[0], byValue);
      int key = -24; int *hit = (int *)bsearch(&key, v, 4, sizeof v[0], byValue);
      printf("12 qsort");
      for (int j = 0; j < 4; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { volatile double vv = -8.175; double v = vv;
      printf("13 math %.17g %.17g\n", floor(-8.175), floor(v)); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 8);
      printf("14 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "  -17"; char *end; double v = strtod(s, &end);
      printf("15 strtod %.17g used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
