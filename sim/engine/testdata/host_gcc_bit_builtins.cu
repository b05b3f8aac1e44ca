#include <cstdio>
int main() {
    unsigned vals[] = {1u, 0x80000000u, 0xF0u, 0xFFFFFFFFu, 12345u};
    for (unsigned v : vals)
        printf("%u: pop %d clz %d ctz %d ffs %d parity %d\n", v, __builtin_popcount(v), __builtin_clz(v), __builtin_ctz(v), __builtin_ffs((int)v), __builtin_parity(v));
    unsigned long long w = 0x8000000000000001ull;
    printf("%d %d %d %d %d\n", __builtin_popcountll(w), __builtin_clzll(w >> 1), __builtin_ctzll(w << 3), __builtin_ffsll(0), __builtin_parityll(w));
    unsigned long l = 1ul << 40;
    printf("%d %d %d %d %ld\n", __builtin_popcountl(l), __builtin_clzl(l), __builtin_ctzl(l), __builtin_ffsl((long)l), __builtin_expect(7L, 0L));
    if (__builtin_expect(l > 5, 1)) printf("likely\n");
    return 0;
}
// Output:
// 1: pop 1 clz 31 ctz 0 ffs 1 parity 1
// 2147483648: pop 1 clz 0 ctz 31 ffs 32 parity 1
// 240: pop 4 clz 24 ctz 4 ffs 5 parity 0
// 4294967295: pop 32 clz 0 ctz 0 ffs 1 parity 0
// 12345: pop 6 clz 18 ctz 0 ffs 1 parity 0
// 2 1 3 0 0
// 1 23 40 41 7
// likely
