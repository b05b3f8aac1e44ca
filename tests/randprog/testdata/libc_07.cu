// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12007).
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
    { char buf[64]; strcpy(buf, "SIMT lab"); strcat(buf, "/"); strncat(buf, "", 0);
      printf("1 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char s[32]; strncpy(s, "SIMT lab", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("2 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { const char *s = "12abc"; char *end; double v = strtod(s, &end);
      printf("3 strtod %.17g used %d\n", v, (int)(end - s)); }
    { const char *s = "bank conflict"; const char *p = strchr(s, 'e'), *q = strrchr(s, 'e'), *r = strstr(s, "grid-stride");
      printf("4 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "12abc"; char *end; double v = strtod(s, &end);
      printf("5 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 5, '#', 2); s[5 + 2] = 0;
      printf("6 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { srand(631); int a = rand(), b = rand(), c = rand() % 95;
      printf("7 rand %d %d %d\n", a, b, c); }
    printf("8 cmp %d %d %d\n", strcmp("block_dim", ""), strncmp("block_dim", "", 1), memcmp("block_dim", "", 1));
    { int v[] = {43, -10, 5, -49};
      qsort(v, 4, sizeof v[0], byValue);
      int key = 34; int *hit = (int *)bsearch(&key, v, 4, sizeof v[0], byValue);
      printf("9 qsort");
      for (int j = 0; j < 4; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { volatile double vv = -18.796; double v = vv;
      printf("10 math %.17g %.17g\n", floor(-18.796), floor(v)); }
    { char buf[64]; strcpy(buf, "warp"); strcat(buf, "/"); strncat(buf, "Lane 7", 5);
      printf("11 strcat [%s] %zu\n", buf, strlen(buf)); }
    printf("12 atoi %d atol %ld atof %g\n", atoi("-9223372036854775809"), atol("-9223372036854775809"), atof("-9223372036854775809"));
    { div_t d = div(-739, 5); ldiv_t l = ldiv(-739L, 5L);
      printf("13 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-739), labs(-236L)); }
    { volatile double vv = -18.248; double v = vv;
      printf("14 math %.17g %.17g\n", floor(-18.248), floor(v)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
