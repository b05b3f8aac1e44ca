// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12029).
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
    { const char *s = "grid-stride"; const char *p = strchr(s, ' '), *q = strrchr(s, ' '), *r = strstr(s, "");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "SIMT lab", 1);
      printf("1 strcat [%s] %zu\n", buf, strlen(buf)); }
    printf("2 atoi %d atol %ld atof %g\n", atoi("-9223372036854775809"), atol("-9223372036854775809"), atof("-9223372036854775809"));
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("0755", "%d %d", &a, &b);
      printf("3 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "block_dim", 0);
      printf("4 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "SIMT lab"; const char *p = strchr(s, 'e'), *q = strrchr(s, 'e'), *r = strstr(s, "grid-stride");
      printf("5 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[64]; strcpy(buf, "Lane 7"); strcat(buf, "/"); strncat(buf, "SIMT lab", 3);
      printf("6 strcat [%s] %zu\n", buf, strlen(buf)); }
    { srand(731); int a = rand(), b = rand(), c = rand() % 11;
      printf("7 rand %d %d %d\n", a, b, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("1,5", "%d %d", &a, &b);
      printf("8 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { int v[] = {8, -5, -5, 34};
      qsort(v, 4, sizeof v[0], byLastDigit);
      int key = -7; int *hit = (int *)bsearch(&key, v, 4, sizeof v[0], byValue);
      printf("9 qsort");
      for (int j = 0; j < 4; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("1e-400", "%x", (unsigned *)&a);
      printf("10 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { div_t d = div(280, 47); ldiv_t l = ldiv(280L, 47L);
      printf("11 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(280), labs(-78320L)); }
    printf("12 cmp %d %d %d\n", strcmp("warp", "warp"), strncmp("warp", "warp", 4), memcmp("warp", "warp", 1));
    { const char *s = "1e-400"; char *end; double v = strtod(s, &end);
      printf("13 strtod %.17g used %d\n", v, (int)(end - s)); }
    printf("14 cmp %d %d %d\n", strcmp("grid-stride", "SIMT lab"), strncmp("grid-stride", "SIMT lab", 1), memcmp("grid-stride", "SIMT lab", 0));
    { int v[] = {38, 36, -11, -40, 31};
      qsort(v, 5, sizeof v[0], byLastDigit);
      int key = 2; int *hit = (int *)bsearch(&key, v, 5, sizeof v[0], byValue);
      printf("15 qsort");
      for (int j = 0; j < 5; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
