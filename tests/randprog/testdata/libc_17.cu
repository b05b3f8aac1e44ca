// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12017).
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
    { const char *s = "Lane 7"; const char *p = strchr(s, 'u'), *q = strrchr(s, 'u'), *r = strstr(s, "");
      printf("0 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { const char *s = "bank conflict"; const char *p = strchr(s, 'S'), *q = strrchr(s, 'S'), *r = strstr(s, "SIMT lab");
      printf("1 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { srand(627); int a = rand(), b = rand(), c = rand() % 1;
      printf("2 rand %d %d %d\n", a, b, c); }
    { volatile double vv = -4.452; double v = vv;
      printf("3 math %.17g %.17g\n", log(fabs(-4.452) + 1), log(fabs(v) + 1)); }
    { volatile double vv = -10.135; double v = vv;
      printf("4 math %.17g %.17g\n", hypot(-10.135, 4.0), hypot(v, 4.0)); }
    { char buf[64]; strcpy(buf, ""); strcat(buf, "/"); strncat(buf, "Lane 7", 1);
      printf("5 strcat [%s] %zu\n", buf, strlen(buf)); }
    { char s[32]; strncpy(s, "warp", sizeof s); for (char *p = s; *p; p++) *p = (char)toupper(*p);
      memset(s + 1, '#', 2); s[1 + 2] = 0;
      printf("6 upper [%s] %d %d\n", s, isdigit('Z') != 0, isalpha('Z') != 0); }
    { int v[] = {9, -31, 5, 15, 28};
      qsort(v, 5, sizeof v[0], byValue);
      int key = 6; int *hit = (int *)bsearch(&key, v, 5, sizeof v[0], byValue);
      printf("7 qsort");
      for (int j = 0; j < 5; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "Lane 7"; const char *p = strchr(s, 'e'), *q = strrchr(s, 'e'), *r = strstr(s, "block_dim");
      printf("8 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { srand(748); int a = rand(), b = rand(), c = rand() % 49;
      printf("9 rand %d %d %d\n", a, b, c); }
    { const char *s = "42"; char *end; double v = strtod(s, &end);
      printf("10 strtod %.17g used %d\n", v, (int)(end - s)); }
    { int v[] = {49, 39, -48, -9, 25};
      qsort(v, 5, sizeof v[0], byLastDigit);
      int key = -14; int *hit = (int *)bsearch(&key, v, 5, sizeof v[0], byValue);
      printf("11 qsort");
      for (int j = 0; j < 5; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { div_t d = div(12, 40); ldiv_t l = ldiv(12L, 40L);
      printf("12 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(12), labs(-92127L)); }
    { const char *s = "warp"; const char *p = strchr(s, 'i'), *q = strrchr(s, 'i'), *r = strstr(s, "SIMT lab");
      printf("13 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[17]; int r = snprintf(buf, 2, "%s|%d|%.3f", "block_dim", 360, 20.5);
      printf("14 snprintf %d [%s]\n", r, buf); }
    { char buf[17]; int r = snprintf(buf, 4, "%s|%d|%.3f", "Lane 7", -837, 15.5);
      printf("15 snprintf %d [%s]\n", r, buf); }
    printf("16 atoi %d atol %ld atof %g\n", atoi("0755"), atol("0755"), atof("0755"));
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "", 2);
      printf("17 strcat [%s] %zu\n", buf, strlen(buf)); }
    { div_t d = div(930, 21); ldiv_t l = ldiv(930L, 21L);
      printf("18 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(930), labs(-20525L)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
