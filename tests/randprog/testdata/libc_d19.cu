// Random C library calls in host code (tests/randprog/gen, kind libc, seed 50589).
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
    { div_t d = div(418, 20); ldiv_t l = ldiv(418L, 20L);
      printf("0 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(418), labs(-95343L)); }
    printf("1 atoi %d atol %ld atof %g\n", atoi("0b101"), atol("0b101"), atof("0b101"));
    { char s[32]; strncpy(s, "SIMT lab", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 6, '#', 2); s[6 + 2] = 0;
      printf("2 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { char s[32]; strncpy(s, "block_dim", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("3 upper [%s] %d %d\n", s, isdigit('7') != 0, isalpha('7') != 0); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("+0x1F", "%3d%s", &a, s);
      printf("4 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { const char *s = "bank conflict"; const char *p = strchr(s, 'i'), *q = strrchr(s, 'i'), *r = strstr(s, "block_dim");
      printf("5 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "bank conflict"; const char *p = strchr(s, 'a'), *q = strrchr(s, 'a'), *r = strstr(s, "block_dim");
      printf("6 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("7 cmp %d %d %d\n", strcmp("", "SIMT lab"), strncmp("", "SIMT lab", 4), memcmp("", "SIMT lab", 1));
    { char s[32]; strncpy(s, "SIMT lab", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 0, '#', 2); s[0 + 2] = 0;
      printf("8 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    printf("9 cmp %d %d %d\n", strcmp("SIMT lab", ""), strncmp("SIMT lab", "", 0), memcmp("SIMT lab", "", 0));
    { char s[32]; strncpy(s, "bank conflict", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 2, '#', 2); s[2 + 2] = 0;
      printf("10 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { div_t d = div(-801, 23); ldiv_t l = ldiv(-801L, 23L);
      printf("11 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(-801), labs(-33789L)); }
    { const char *s = ""; const char *p = strchr(s, 'o'), *q = strrchr(s, 'o'), *r = strstr(s, "");
      printf("12 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("13 cmp %d %d %d\n", strcmp("", "warp"), strncmp("", "warp", 3), memcmp("", "warp", 1));
    { div_t d = div(637, -50); ldiv_t l = ldiv(637L, -50L);
      printf("14 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(637), labs(-35473L)); }
    { const char *s = "  +7.5xyz"; char *end; long v = strtol(s, &end, 2);
      printf("15 strtol %ld used %d\n", v, (int)(end - s)); }
    { int v[] = {-25, -49, 22, 43, -30, -7};
      qsort(v, 6, sizeof v[0], byLastDigit);
      int key = 34; int *hit = (int *)bsearch(&key, v, 6, sizeof v[0], byValue);
      printf("16 qsort");
      for (int j = 0; j < 6; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { srand(293); int a = rand(), b = rand(), c = rand() % 47;
      printf("17 rand %d %d %d\n", a, b, c); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
