// errno after strtol, strtoul and strtod: ERANGE on overflow and on underflow to zero, unchanged otherwise.
#include <cstdio>
#include <cstdlib>
#include <cerrno>
int main() {
    char *end;
    errno = 0; long a = strtol("99999999999999999999", &end, 10); printf("%ld %d\n", a, errno == ERANGE);
    errno = 0; long b = strtol("123", &end, 10); printf("%ld %d\n", b, errno);
    errno = 0; double c = strtod("1e400", &end); printf("%g %d\n", c, errno == ERANGE);
    errno = 0; double d = strtod("1e-400", &end); printf("%g %d\n", d, errno == ERANGE);
    errno = 0; double e = strtod("0e5", &end); printf("%g %d\n", e, errno);
    errno = 0; unsigned long f = strtoul("-1", &end, 10); printf("%lu %d\n", f, errno);
    return 0;
}
