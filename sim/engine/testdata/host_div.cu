#include <cstdio>
#include <cstdlib>
int main() {
    div_t d = div(17, 5);
    printf("%d %d\n", d.quot, d.rem);
    ldiv_t l = ldiv(-17L, 5L);
    printf("%ld %ld\n", l.quot, l.rem);
    lldiv_t ll = lldiv(1000000000000LL, 7LL);
    printf("%lld %lld\n", ll.quot, ll.rem);
    printf("%d\n", abs(-3));
    printf("%ld\n", labs(-3L));
    return 0;
}
// Output:
// 3 2
// -3 -2
// 142857142857 1
// 3
// 3
