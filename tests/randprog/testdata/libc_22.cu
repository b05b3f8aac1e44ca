// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12022).
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
    { int v[] = {26, 42, 11};
      qsort(v, 3, sizeof v[0], byLastDigit);
      int key = -4; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("0 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "warp"; const char *p = strchr(s, 'S'), *q = strrchr(s, 'S'), *r = strstr(s, "warp");
      printf("1 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char s[32]; strncpy(s, "grid-stride", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 3, '#', 2); s[3 + 2] = 0;
      printf("2 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    { const char *s = "  -17"; char *end; double v = strtod(s, &end);
      printf("3 strtod %.17g used %d\n", v, (int)(end - s)); }
    { srand(566); int a = rand(), b = rand(), c = rand() % 15;
      printf("4 rand %d %d %d\n", a, b, c); }
    { char buf[64]; strcpy(buf, "grid-stride"); strcat(buf, "/"); strncat(buf, "warp", 0);
      printf("5 strcat [%s] %zu\n", buf, strlen(buf)); }
    { div_t d = div(-979, -47); ldiv_t l = ldiv(-979L, -47L);
      printf("6 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-979), labs(-43832L)); }
    { const char *s = "block_dim"; const char *p = strchr(s, 'e'), *q = strrchr(s, 'e'), *r = strstr(s, "");
      printf("7 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("8 cmp %d %d %d\n", strcmp("SIMT lab", "grid-stride"), strncmp("SIMT lab", "grid-stride", 3), memcmp("SIMT lab", "grid-stride", 1));
    { char buf[64]; strcpy(buf, "SIMT lab"); strcat(buf, "/"); strncat(buf, "grid-stride", 3);
      printf("9 strcat [%s] %zu\n", buf, strlen(buf)); }
    { int v[] = {-9, -9, -5, -43, 43, -37, -3, -27, 41};
      qsort(v, 9, sizeof v[0], byLastDigit);
      int key = -49; int *hit = (int *)bsearch(&key, v, 9, sizeof v[0], byValue);
      printf("10 qsort");
      for (int j = 0; j < 9; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "warp", 0);
      printf("11 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "-0.0"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("12 strtoul %lu used %d\n", v, (int)(end - s)); }
    { div_t d = div(-86, 29); ldiv_t l = ldiv(-86L, 29L);
      printf("13 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-86), labs(-65934L)); }
    { const char *s = "warp"; const char *p = strchr(s, 't'), *q = strrchr(s, 't'), *r = strstr(s, "block_dim");
      printf("14 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "0b101"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("15 strtoul %lu used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
