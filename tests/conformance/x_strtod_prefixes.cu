// strtod, strtof and atof read the longest prefix C allows: every isspace byte skipped (a CRLF
// text walked with strtod), hexadecimal without an exponent, a dangling e or p left unread,
// inf, infinity, nan and nan(tag) with its payload, ERANGE; and strtod and strtol walking a long
// buffer number by number.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cerrno>
int main() {
    const char *tests[] = {"\r\n2.25", "  \v\f-1.5e3x", "0x1.8p1", "0x", "0xg", "1e", "1e+", "1.e2", ".5", ".", "-.e1",
                           "inf", "-Infinity!", "nan", "-nan(0x123)", "nan(abc", "NAN(42)", "1e400", "1e-400", "+", "  12,5", "0x.8", "0X1P-2z"};
    for (int i = 0; i < (int)(sizeof tests / sizeof *tests); i++) {
        char *end;
        errno = 0;
        double d = strtod(tests[i], &end);
        int e1 = errno;
        errno = 0;
        float f = strtof(tests[i], NULL);
        unsigned long long bits; memcpy(&bits, &d, 8);
        unsigned fb; memcpy(&fb, &f, 4);
        printf("%2d: d=%a bits=%016llx used=%d erange=%d f=%a fbits=%08x errno=%d\n", i, d, bits, (int)(end - tests[i]), e1 == ERANGE, f, fb, errno == ERANGE);
    }
    // a long buffer walked with strtod
    static char buf[200000];
    int pos = 0;
    for (int i = 0; i < 20000; i++) pos += sprintf(buf + pos, "%d.%d\r\n", i, i % 7);
    char *p = buf, *end;
    double sum = 0; int count = 0;
    for (;;) { double v = strtod(p, &end); if (end == p) break; sum += v; count++; p = end; }
    printf("count %d sum %.3f\n", count, sum);
    long ls = 0; p = buf; count = 0;
    for (;;) { long v = strtol(p, &end, 10); if (end == p) { if (*p == '.') { p++; continue; } break; } ls += v; count++; p = end; }
    printf("ints %d sum %ld\n", count, ls);
    printf("atof %g\n", atof("\f\r 3.5"));
}
