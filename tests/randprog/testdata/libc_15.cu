// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12015).
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
    { const char *s = "grid-stride"; const char *p = strchr(s, '7'), *q = strrchr(s, '7'), *r = strstr(s, "grid-stride");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("", "%d %d", &a, &b);
      printf("1 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    printf("2 atoi %d atol %ld atof %g\n", atoi("3.25e2"), atol("3.25e2"), atof("3.25e2"));
    { const char *s = "  +7.5xyz"; char *end; long v = strtol(s, &end, 0);
      printf("3 strtol %ld used %d\n", v, (int)(end - s)); }
    { char s[32]; strncpy(s, "Lane 7", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 6, '#', 2); s[6 + 2] = 0;
      printf("4 upper [%s] %d %d\n", s, isdigit('a') != 0, isalpha('a') != 0); }
    { char s[32]; strncpy(s, "block_dim", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 4, '#', 2); s[4 + 2] = 0;
      printf("5 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { char buf[64]; strcpy(buf, "block_dim"); strcat(buf, "/"); strncat(buf, "grid-stride", 3);
      printf("6 strcat [%s] %zu\n", buf, strlen(buf)); }
    { int v[] = {-9, -44, -8};
      qsort(v, 3, sizeof v[0], byValue);
      int key = 7; int *hit = (int *)bsearch(&key, v, 3, sizeof v[0], byValue);
      printf("7 qsort");
      for (int j = 0; j < 3; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = ""; char *end; long v = strtol(s, &end, 36);
      printf("8 strtol %ld used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("  +7.5xyz", "%f", (float *)&b);
      printf("9 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { srand(486); int a = rand(), b = rand(), c = rand() % 18;
      printf("10 rand %d %d %d\n", a, b, c); }
    { char buf[17]; int r = snprintf(buf, 3, "%s|%d|%.3f", "Lane 7", -301, 28.5);
      printf("11 snprintf %d [%s]\n", r, buf); }
    printf("12 cmp %d %d %d\n", strcmp("warp", "Lane 7"), strncmp("warp", "Lane 7", 2), memcmp("warp", "Lane 7", 1));
    { const char *s = "  -17"; char *end; long v = strtol(s, &end, 10);
      printf("13 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 14, "%s|%d|%.3f", "SIMT lab", -78, 50.5);
      printf("14 snprintf %d [%s]\n", r, buf); }
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 1, '#', 2); s[1 + 2] = 0;
      printf("15 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { const char *s = "0b101"; char *end; unsigned long v = strtoul(s, &end, 10);
      printf("16 strtoul %lu used %d\n", v, (int)(end - s)); }
    { char buf[17]; int r = snprintf(buf, 9, "%s|%d|%.3f", "warp", -75, 95.5);
      printf("17 snprintf %d [%s]\n", r, buf); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
