// Random C library calls in host code (tests/randprog/gen, kind libc, seed 12003).
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
    { srand(553); int a = rand(), b = rand(), c = rand() % 11;
      printf("1 rand %d %d %d\n", a, b, c); }
    { int v[] = {-1, -11, -38, 12};
      qsort(v, 4, sizeof v[0], byValue);
      int key = -21; int *hit = (int *)bsearch(&key, v, 4, sizeof v[0], byValue);
      printf("2 qsort");
      for (int j = 0; j < 4; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { const char *s = "-0.0"; char *end; long v = strtol(s, &end, 10);
      printf("3 strtol %ld used %d\n", v, (int)(end - s)); }
    { char buf[64]; strcpy(buf, "warp"); strcat(buf, "/"); strncat(buf, "block_dim", 4);
      printf("4 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "SIMT lab"; const char *p = strchr(s, 'S'), *q = strrchr(s, 'S'), *r = strstr(s, "bank conflict");
      printf("5 find %d %d %d\n", p ? (int)(p - s) : -1, q ? (int)(q - s) : -1, r ? (int)(r - s) : -1); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "block_dim", 3);
      printf("6 strcat [%s] %zu\n", buf, strlen(buf)); }
    { srand(442); int a = rand(), b = rand(), c = rand() % 24;
      printf("7 rand %d %d %d\n", a, b, c); }
    printf("8 cmp %d %d %d\n", strcmp("Lane 7", "block_dim"), strncmp("Lane 7", "block_dim", 2), memcmp("Lane 7", "block_dim", 1));
    { const char *s = "inf"; char *end; long v = strtol(s, &end, 36);
      printf("9 strtol %ld used %d\n", v, (int)(end - s)); }
    { int a = -1, b = -1; double d = -1; char s[32] = "?"; char c = '?';
      int got = sscanf("12abc", "%f", (float *)&b);
      printf("10 sscanf %d a %d b %d d %g s %s c %c\n", got, a, b, d, s, c); }
    { srand(426); int a = rand(), b = rand(), c = rand() % 52;
      printf("11 rand %d %d %d\n", a, b, c); }
    { int v[] = {-36, 45, 44, 46, -47, 24, 47, -24, 17};
      qsort(v, 9, sizeof v[0], byValue);
      int key = -18; int *hit = (int *)bsearch(&key, v, 9, sizeof v[0], byValue);
      printf("12 qsort");
      for (int j = 0; j < 9; j++) printf(" %d", v[j]);
      printf(" found %d\n", hit ? (int)(hit - v) : -1); }
    { char buf[17]; int r = snprintf(buf, 14, "%s|%d|%.3f", "block_dim", -873, 68.5);
      printf("13 snprintf %d [%s]\n", r, buf); }
    { char buf[64]; strcpy(buf, "bank conflict"); strcat(buf, "/"); strncat(buf, "Lane 7", 0);
      printf("14 strcat [%s] %zu\n", buf, strlen(buf)); }
    { const char *s = "99999999999999999999"; char *end; unsigned long v = strtoul(s, &end, 16);
      printf("15 strtoul %lu used %d\n", v, (int)(end - s)); }
    { div_t d = div(948, 43); ldiv_t l = ldiv(948L, 43L);
      printf("16 div %d %d %ld %ld abs %d labs %ld\n", d.quot, d.rem, l.quot, l.rem, abs(948), labs(-49308L)); }
    printf("17 cmp %d %d %d\n", strcmp("SIMT lab", "Lane 7"), strncmp("SIMT lab", "Lane 7", 1), memcmp("SIMT lab", "Lane 7", 0));
    { const char *s = "  -17"; char *end; unsigned long v = strtoul(s, &end, 0);
      printf("18 strtoul %lu used %d\n", v, (int)(end - s)); }
    int *d; cudaMalloc(&d, 4 * sizeof(int)); cudaMemset(d, 0, 4 * sizeof(int)); touch<<<1, 4>>>(d);
    int h[4]; cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("kernel %d %d\n", h[0], h[3]);
    return 0;
}
