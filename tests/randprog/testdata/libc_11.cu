// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12011).
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
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "block_dim", 5);
      printf("0 strcat [%s] %zu\n", buf, strlen(buf)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("inf", "%f", (float *)&b);
      printf("1 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "Lane 7"; const char *p = strchr(s, 't'), *q = strrchr(s, 't'), *r = strstr(s, "bank conflict");
      printf("2 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { int v[] = {-46, 16, -30, -32};
      qsort(v, 4, sizeof v[0], byLastDigit);
      int key = 20; int *hit = (int *)bsearch(&key, v, 4, sizeof v[0], byValue);
      printf("3 qsort");
      for (int j = 0; j < 4; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    printf("4 cmp %d %d %d\n", strcmp("bank conflict", ""), strncmp("bank conflict", "", 4), memcmp("bank conflict", "", 1));
    printf("5 atoi %d atol %ld atof %g\n", atoi("0x1p-3"), atol("0x1p-3"), atof("0x1p-3"));
    { char buf[64]; strcpy(buf, "SIMT lab"); strcat(buf, "/"); strncat(buf, "Lane 7", 4);
      printf("6 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "bank conflict"; const char *p = strchr(s, ' '), *q = strrchr(s, ' '), *r = strstr(s, "Lane 7");
      printf("7 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = ""; char *end; double v = strtod(s, &end);
      printf("8 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "warp"); strcat(buf, "/"); strncat(buf, "block_dim", 3);
      printf("9 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 2, '#', 2); s[2 + 2] = 0;
      printf("10 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { int v[] = {11, 14, -46, -36, -19, -12, -38};
      qsort(v, 7, sizeof v[0], byLastDigit);
      int key = -6; int *hit = (int *)bsearch(&key, v, 7, sizeof v[0], byValue);
      printf("11 qsort");
      for (int j = 0; j < 7; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = ""; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("12 strtoul %lu used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("+0x1F", "%3d%s", &a, s);
      printf("13 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char buf[17]; int r = snprintf(buf, 12, "%s|%d|%.3f", "", -841, 18.5);
      printf("14 snprintf %d [%s]\n", r, buf); }
    { volatile double vv = 17.982; double v = vv;
      printf("15 math %.17g %.17g\n", log(fabs(17.982) + 1), log(fabs(v) + 1)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("2147483648", "%s", s);
      printf("16 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
