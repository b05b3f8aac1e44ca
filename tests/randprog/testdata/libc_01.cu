// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12001).
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
    printf("0 cmp %d %d %d\n", strcmp("Lane 7", "grid-stride"), strncmp("Lane 7", "grid-stride", 0), memcmp("Lane 7", "grid-stride", 1));
    { char buf[17]; int r = snprintf(buf, 8, "%s|%d|%.3f", "SIMT lab", 371, 78.5);
      printf("1 snprintf %d [%s]\n", r, buf); }
    { const char *s = "0x1p-3"; char *end; double v = strtod(s, &end);
      printf("2 strtod %.17g used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("3 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { char s[32]; strncpy(s, "Lane 7", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 2, '#', 2); s[2 + 2] = 0;
      printf("4 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { srand(715); int a = rand(), b = rand(), c = rand() % 21;
      printf("5 rand %d %d %d\n", a, b, c); }
    printf("6 atoi %d atol %ld atof %g\n", atoi("1,5"), atol("1,5"), atof("1,5"));
    { div_t d = div(-650, -21); ldiv_t l = ldiv(-650L, -21L);
      printf("7 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-650), labs(-82389L)); }
    { char buf[17]; int r = snprintf(buf, 15, "%s|%d|%.3f", "", 616, 51.5);
      printf("8 snprintf %d [%s]\n", r, buf); }
    { const char *s = "bank conflict"; const char *p = strchr(s, 'u'), *q = strrchr(s, 'u'), *r = strstr(s, "");
      printf("9 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "  -17"; char *end; long v = strtol(s, &end, 0);
      printf("10 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "inf"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("11 strtoul %lu used %d\n", v, (int)(end - s)); }
    { int v[] = {-18, 0, 37};
      qsort(v, 3, sizeof v[0], byValue);
      int key = -50; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("12 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { int v[] = {-25, -16, -16, -50, 4};
      qsort(v, 5, sizeof v[0], byValue);
      int key = 13; int *hit = (int *)bsearch(&key, v, 5, sizeof v[0], byValue);
      printf("13 qsort");
      for (int j = 0; j < 5; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
