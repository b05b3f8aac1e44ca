#include <cstdio>
#include <cstdlib>
int main() {
    printf("%lu %llu %lu\n", strtoul("18446744073709551615", 0, 10), strtoull("9223372036854775808", 0, 10), strtoul("-18446744073709551615", 0, 10));
    printf("%ld %f %f\n", strtol("0x7fffffffffffffff", 0, 16), atof("1e-5"), strtof("0.1", 0));
    printf("%.10e\n", (double)strtof("1.00000005960464477550", 0));
    char buf[8];
    int w = snprintf(buf, sizeof buf, "%d-%s", 123, "abcdefgh"); printf("%d %s\n", w, buf);
    w = snprintf(buf, 1, "xyz"); printf("%d [%s]\n", w, buf);
    w = sprintf(buf, "%c%c%c", 'a', 0, 'b'); printf("%d\n", w);
    char big[128];
    sprintf(big, "%#x %#o %.3s %*d %-*d| %.0f %.1f %g %G %10.3e", 255, 8, "abcdef", 5, 42, 4, 7, 2.5, 0.05, 1e20, 1e-10, 123.456); puts(big);
    sprintf(big, "%lld %hhd %hd %zu %p %%", -1LL, 300, 70000, (size_t)5, (void*)0); puts(big);
    sprintf(big, "%5.1f|%-8.3f|%+.2e|% d", -0.05, 3.14159, 12345.6789, 5); puts(big);
    return 0;
}
// Output:
// 18446744073709551615 9223372036854775808 1
// 9223372036854775807 0.000010 0.100000
// 1.0000001192e+00
// 12 123-abc
// 3 []
// 3
// 0xff 010 abc    42 7   | 2 0.1 1e+20 1E-10  1.235e+02
// -1 44 4464 5 (nil) %
//  -0.1|3.142   |+1.23e+04| 5
