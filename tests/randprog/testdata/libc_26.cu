// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12026).
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
    { volatile double vv = 15.309; double v = vv;
      printf("0 math %.17g %.17g\n", fmod(15.309, 2.5), fmod(v, 2.5)); }
    { char s[32]; strncpy(s, "bank conflict", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("1 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 8);
      printf("2 strtol %ld used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "Lane 7", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 7, '#', 2); s[7 + 2] = 0;
      printf("3 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    { srand(196); int a = rand(), b = rand(), c = rand() % 47;
      printf("4 rand %d %d %d\n", a, b, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("99999999999999999999", "%f", (float *)&b);
      printf("5 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { int v[] = {46, 8, -9, 42, 40, 35, -50, 26};
      qsort(v, 8, sizeof v[0], byLastDigit);
      int key = -30; int *hit = (int *)bsearch(&key, v, 8, sizeof v[0], byValue);
      printf("6 qsort");
      for (int j = 0; j < 8; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "0x1p-3"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("7 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "nan"; char *end; long v = strtol(s, &end, 36);
      printf("8 strtol %ld used %d\n", v, (int)(end - s)); }
    printf("9 atoi %d atol %ld atof %g\n", atoi("1e-400"), atol("1e-400"), atof("1e-400"));
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("1e-400", "%d", &a);
      printf("10 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char buf[64]; strcpy(buf, "block_dim"); strcat(buf, "/"); strncat(buf, "bank conflict", 3);
      printf("11 strcat [%s] %zu\n", buf, strlen(buf)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
