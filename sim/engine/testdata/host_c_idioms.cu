#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <cctype>
#include <climits>
#include <cstdint>
#include <cstddef>
struct P { char c; int i; double d; short s; };
union U { float f; uint32_t u; unsigned char b[4]; };
static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
int main() {
    printf("%zu %zu %zu\n", sizeof(P), offsetof(P, d), sizeof(U));
    U u; u.f = -1.5f; printf("%08x %u\n", u.u, u.b[3]);
    char s[32]; strcpy(s, "Hello, World"); 
    for (char *p = s; *p; p++) *p = islower(*p) ? toupper(*p) : tolower(*p);
    printf("%s %zu %d\n", s, strlen(s), strncmp(s, "hELLO", 5));
    char *dup = (char *)malloc(strlen(s) + 1); memcpy(dup, s, strlen(s) + 1); memmove(dup + 1, dup, 5); dup[0] = '#'; printf("%s\n", dup);
    printf("%s %s\n", strchr(s, ','), strrchr(s, 'o'));
    printf("%d %d %d\n", (int)strspn("aab", "a"), (int)strcspn("xyz,", ","), strcmp("a", "b"));
    int arr[] = {5, -2, 9, 0, 3}; qsort(arr, 5, sizeof(int), cmp);
    for (int x : arr) printf("%d ", x); printf("\n");
    unsigned char c = 200; signed char sc = -100; printf("%d %d %d\n", c + c, sc * 2, (unsigned char)(c + c));
    int big = INT_MAX; long long ll = (long long)big + 1; printf("%lld %d\n", ll, (int)(unsigned)ll);
    printf("%u %d %d\n", -1u >> 28, -16 >> 2, -7 / 2 * 2 + -7 % 2);
    uint64_t x = 0xF0F0F0F0F0F0F0F0ull; printf("%d %d %d\n", __builtin_popcountll(x), __builtin_clzll(1), __builtin_ctz(8));
    double dd = 1e16; float ff = (float)dd; printf("%.1f %.1f %d\n", dd + 1, (double)ff, (int)3.99);
    char buf[8]; snprintf(buf, sizeof buf, "%d", 1234567890); printf("%s\n", buf);
    int *p = arr + 2; printf("%td %d\n", p - arr, *(p - 1));
    const char *words[] = {"b", "a", "c"}; printf("%s\n", words[1]);
    printf("%d %d\n", abs(INT_MIN + 1), atoi("  -42abc"));
    printf("%.2f %ld %lu\n", strtod("  1.5e2xyz", NULL), strtol("-0x1A", NULL, 16), strtoul("777", NULL, 8));
    return 0;
}
// Output:
// 24 8 4
// bfc00000 191
// hELLO, wORLD 12 0
// #hELLO wORLD
// , wORLD (null)
// 2 3 -1
// -2 0 3 5 9 
// 400 -200 144
// 2147483648 -2147483648
// 15 -4 -7
// 32 63 3
// 10000000000000000.0 10000000272564224.0 3
// 1234567
// 2 0
// a
// 2147483647 -42
// 150.00 -26 511
