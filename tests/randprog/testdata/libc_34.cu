// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12034).
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
    { const char *s = "0x1p-3"; char *end; long v = strtol(s, &end, 2);
      printf("0 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "grid-stride"); strcat(buf, "/"); strncat(buf, "", 0);
      printf("1 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char s[32]; strncpy(s, "", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 2, '#', 2); s[2 + 2] = 0;
      printf("2 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    { const char *s = "bank conflict"; const char *p = strchr(s, 't'), *q = strrchr(s, 't'), *r = strstr(s, "bank conflict");
      printf("3 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = ""; const char *p = strchr(s, 'e'), *q = strrchr(s, 'e'), *r = strstr(s, "Lane 7");
      printf("4 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "SIMT lab"; const char *p = strchr(s, 'a'), *q = strrchr(s, 'a'), *r = strstr(s, "block_dim");
      printf("5 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("6 atoi %d atol %ld atof %g\n", atoi("0755"), atol("0755"), atof("0755"));
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("99999999999999999999", "%s", s);
      printf("7 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { char s[32]; strncpy(s, "Lane 7", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 1, '#', 2); s[1 + 2] = 0;
      printf("8 upper [%s] %d %d\n", s, isdigit('-') != 0, isalpha('-') != 0); }
    printf("9 atoi %d atol %ld atof %g\n", atoi("  +7.5xyz"), atol("  +7.5xyz"), atof("  +7.5xyz"));
    { div_t d = div(134, -26); ldiv_t l = ldiv(134L, -26L);
      printf("10 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(134), labs(-77647L)); }
    { const char *s = ""; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("11 strtoul %lu used %d\n", v, (int)(end - s)); }
    { const char *s = "0755"; char *end; long v = strtol(s, &end, 10);
      printf("12 strtol %ld used %d\n", v, (int)(end - s)); }
    { const char *s = "2147483648"; char *end; long v = strtol(s, &end, 16);
      printf("13 strtol %ld used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
