// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12013).
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
    printf("0 atoi %d atol %ld atof %g\n", atoi("nan"), atol("nan"), atof("nan"));
    { char buf[64]; strcpy(buf, "grid-stride"); strcat(buf, "/"); strncat(buf, "", 0);
      printf("1 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "-0.0"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("2 strtoul %lu used %d\n", v, (int)(end - s)); }
    printf("3 atoi %d atol %ld atof %g\n", atoi("inf"), atol("inf"), atof("inf"));
    { int v[] = {-29, -38, 26, -48, -26, -19, 15};
      qsort(v, 7, sizeof v[0], byValue);
      int key = 37; int *hit = (int *)bsearch(&key, v, 7, sizeof v[0], byValue);
      printf("4 qsort");
      for (int j = 0; j < 7; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { char buf[64]; strcpy(buf, "grid-stride"); strcat(buf, "/"); strncat(buf, "", 4);
      printf("5 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "bank conflict"; const char *p = strchr(s, 'S'), *q = strrchr(s, 'S'), *r = strstr(s, "");
      printf("6 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    printf("7 cmp %d %d %d\n", strcmp("grid-stride", "grid-stride"), strncmp("grid-stride", "grid-stride", 2), memcmp("grid-stride", "grid-stride", 1));
    printf("8 cmp %d %d %d\n", strcmp("SIMT lab", "bank conflict"), strncmp("SIMT lab", "bank conflict", 0), memcmp("SIMT lab", "bank conflict", 0));
    printf("9 cmp %d %d %d\n", strcmp("grid-stride", "Lane 7"), strncmp("grid-stride", "Lane 7", 3), memcmp("grid-stride", "Lane 7", 1));
    { int v[] = {-50, 27, 9, -21, -27, 47, 43, -23, -30};
      qsort(v, 9, sizeof v[0], byValue);
      int key = 32; int *hit = (int *)bsearch(&key, v, 9, sizeof v[0], byValue);
      printf("10 qsort");
      for (int j = 0; j < 9; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { srand(888); int a = rand(), b = rand(), c = rand() % 56;
      printf("11 rand %d %d %d\n", a, b, c); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("0x1p-3", "%s", s);
      printf("12 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
