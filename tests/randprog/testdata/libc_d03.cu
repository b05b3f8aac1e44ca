// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50093).
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
    { char buf[17]; int r = snprintf(buf, 9, "%s|%d|%.3f", "", 213, 86.5);
      printf("0 snprintf %d [%s]\n", r, buf); }
    { const char *s = "12abc"; char *end; long v = strtol(s, &end, 16);
      printf("1 strtol %ld used %d\n", v, (int)(end - s)); }
    printf("2 atoi %d atol %ld atof %g\n", atoi("-9223372036854775809"), atol("-9223372036854775809"), atof("-9223372036854775809"));
    { int v[] = {20, -13, 9, -12, -21};
      qsort(v, 5, sizeof v[0], byValue);
      int key = 39; int *hit = (int *)bsearch(&key, v, 5, sizeof v[0], byValue);
      printf("3 qsort");
      for (int j = 0; j < 5; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { char s[32]; strncpy(s, "block_dim", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 2, '#', 2); s[2 + 2] = 0;
      printf("4 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { const char *s = "3.25e2"; char *end; long v = strtol(s, &end, 2);
      printf("5 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "Lane 7"; const char *p = strchr(s, ' '), *q = strrchr(s, ' '), *r = strstr(s, "grid-stride");
      printf("6 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "block_dim", 0);
      printf("7 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 3, '#', 2); s[3 + 2] = 0;
      printf("8 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { int v[] = {30, -50, 10};
      qsort(v, 3, sizeof v[0], byLastDigit);
      int key = 12; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("9 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("", "%c", &c);
      printf("10 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    printf("11 cmp %d %d %d\n", strcmp("bank conflict", "warp"), strncmp("bank conflict", "warp", 2), memcmp("bank conflict", "warp", 1));
    printf("12 atoi %d atol %ld atof %g\n", atoi("12abc"), atol("12abc"), atof("12abc"));
    { const char *s = "inf"; char *end; double v = strtod(s, &end);
      printf("13 strtod %.17g used %d\n", v, (int)(end - s)); }
    { srand(252); int a = rand(), b = rand(), c = rand() % 45;
      printf("14 rand %d %d %d\n", a, b, c); }
    { srand(391); int a = rand(), b = rand(), c = rand() % 12;
      printf("15 rand %d %d %d\n", a, b, c); }
    printf("16 atoi %d atol %ld atof %g\n", atoi("42"), atol("42"), atof("42"));
    { srand(248); int a = rand(), b = rand(), c = rand() % 28;
      printf("17 rand %d %d %d\n", a, b, c); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
