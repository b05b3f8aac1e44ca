// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12005).
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
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("3.25e2", "%f", (float *)&b);
      printf("0 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { srand(595); int a = rand(), b = rand(), c = rand() % 61;
      printf("1 rand %d %d %d\n", a, b, c); }
    { const char *s = "0b101"; char *end; double v = strtod(s, &end);
      printf("2 strtod %.17g used %d\n", v, (int)(end - s)); }
    printf("3 atoi %d atol %ld atof %g\n", atoi("1e-400"), atol("1e-400"), atof("1e-400"));
    { const char *s = "1e-400"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("4 strtoul %lu used %d\n", v, (int)(end - s)); }
    printf("5 atoi %d atol %ld atof %g\n", atoi("+0x1F"), atol("+0x1F"), atof("+0x1F"));
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("-0.0", "%f", (float *)&b);
      printf("6 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    printf("7 cmp %d %d %d\n", strcmp("SIMT lab", "block_dim"), strncmp("SIMT lab", "block_dim", 3), memcmp("SIMT lab", "block_dim", 1));
    { const char *s = "+0x1F"; char *end; double v = strtod(s, &end);
      printf("8 strtod %.17g used %d\n", v, (int)(end - s)); }
    { int v[] = {8, 49, -28, -38, 21, 49};
      qsort(v, 6, sizeof v[0], byValue);
      int key = -49; int *hit = (int *)bsearch(&key, v, 6, sizeof v[0], byValue);
      printf("9 qsort");
      for (int j = 0; j < 6; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "Lane 7"; const char *p = strchr(s, 'i'), *q = strrchr(s, 'i'), *r = strstr(s, "bank conflict");
      printf("10 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char s[32]; strncpy(s, "bank conflict", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 5, '#', 2); s[5 + 2] = 0;
      printf("11 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "", 4);
      printf("12 strcat [%s] %zu\n", buf, strlen(buf)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
