// Host C library: the strto* family at its edges (bases, prefixes, overflow,
// end pointers), atoi/atol/atoll, bsearch with a comparator, strspn/strcspn/
// strncat, and the sign of the NaN that glibc's double functions return for
// invalid arguments. Nothing runs on the GPU except one kernel that checks a
// bsearch result the host found.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>

struct Entry { int key; const char *name; };

static int byKey(const void *a, const void *b) {
    const Entry *x = (const Entry *)a, *y = (const Entry *)b;
    return (x->key > y->key) - (x->key < y->key);
}

static int compareInts(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

__global__ void scale(int *v, int n, int by) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i] *= by;
}

int main() {
    const char *inputs[] = {"010", "0x1A", "  +7", "\t\n\v\f\r 12", "99999999999", "-99999999999999999999",
                            "1_000", "0x", "0xg", "abc", "-0", "  -", "077", "zz", "-2147483649", "4294967296"};
    const int count = sizeof(inputs) / sizeof(inputs[0]);
    for (int i = 0; i < count; i++) {
        char *e0, *e10, *e16, *e36;
        long b0 = strtol(inputs[i], &e0, 0);
        unsigned long u10 = strtoul(inputs[i], &e10, 10);
        long long l16 = strtoll(inputs[i], &e16, 16);
        unsigned long long u36 = strtoull(inputs[i], &e36, 36);
        printf("%2d atoi=%d atol=%ld atoll=%lld | base0 %ld +%d | ul10 %lu +%d | ll16 %lld +%d | ull36 %llu +%d\n",
               i, atoi(inputs[i]), atol(inputs[i]), atoll(inputs[i]), b0, (int)(e0 - inputs[i]),
               u10, (int)(e10 - inputs[i]), l16, (int)(e16 - inputs[i]), u36, (int)(e36 - inputs[i]));
    }
    printf("%lu %llu %llu %ld\n", strtoul("-1", 0, 10), strtoull("18446744073709551616", 0, 10),
           strtoull("-18446744073709551615", 0, 10), strtol("-9223372036854775808", 0, 10));

    Entry table[] = {{42, "answer"}, {7, "week"}, {12, "dozen"}, {3, "few"}, {100, "century"}, {7, "seven"}};
    const int n = sizeof(table) / sizeof(table[0]);
    qsort(table, n, sizeof(Entry), byKey);
    for (int i = 0; i < n; i++) printf("%d:%s ", table[i].key, table[i].name);
    printf("\n");
    int wanted[] = {7, 100, 3, 5, 42, 0, 101};
    for (int i = 0; i < 7; i++) {
        Entry probe = {wanted[i], 0};
        Entry *hit = (Entry *)bsearch(&probe, table, n, sizeof(Entry), byKey);
        if (hit) printf("key %d -> index %ld (%s)\n", wanted[i], (long)(hit - table), hit->name);
        else printf("key %d -> not found\n", wanted[i]);
    }

    int sorted[64];
    for (int i = 0; i < 64; i++) sorted[i] = (i * 37) % 64 * 3;
    qsort(sorted, 64, sizeof(int), compareInts);
    int key = 90;
    int *at = (int *)bsearch(&key, sorted, 64, sizeof(int), &compareInts);
    int index = at ? (int)(at - sorted) : -1;
    int *d;
    cudaMalloc(&d, sizeof(sorted));
    cudaMemcpy(d, sorted, sizeof(sorted), cudaMemcpyHostToDevice);
    scale<<<2, 32>>>(d, 64, 2);
    cudaMemcpy(sorted, d, sizeof(sorted), cudaMemcpyDeviceToHost);
    cudaFree(d);
    printf("90 at %d, doubled on the GPU: %d\n", index, sorted[index]);

    char buf[32] = "ab";
    strncat(buf, "cdefgh", 3);
    strncat(buf, "XY", 10);
    printf("%s %zu %zu %zu %zu\n", buf, strspn("aabbcd", "ab"), strcspn("hello, world", ", "),
           strspn("xyz", ""), strcspn("xyz", ""));

    double bad = -2.0, inf = INFINITY;
    printf("sqrt %f log %f log2 %f log10 %f log1p %f\n", sqrt(bad), log(bad), log2(bad), log10(bad), log1p(bad));
    printf("acos %f asin %f acosh %f atanh %f pow %f\n", acos(bad), asin(bad), acosh(bad), atanh(bad), pow(bad, 0.5));
    printf("sin %f cos %f tan %f fmod %f tgamma %f lgamma %f\n", sin(inf), cos(inf), tan(inf), fmod(1.0, 0.0), tgamma(bad), lgamma(bad));
    float badf = -2.0f;
    printf("sqrtf %f logf %f log10f %f acosf %f asinf %f tgammaf %f\n", sqrtf(badf), logf(badf), log10f(badf), acosf(badf), asinf(badf), tgammaf(badf));
    return 0;
}
