#include <cstdio>
#include <cstring>
#define T3(in, fmt) do { int a = -7, b = -7; unsigned u = 7; int n = sscanf(in, fmt, &a, &b, &u); printf("[%s|%s] %d %d %d %u\n", in, fmt, n, a, b, u); } while (0)
#define TF(in, fmt) do { float f = -1; double d = -1; int n = sscanf(in, fmt, &f, &d); printf("[%s|%s] %d %a %a\n", in, fmt, n, f, d); } while (0)
#define TS(in, fmt) do { char s[16]; char t[16]; memset(s, 'Z', 16); memset(t, 'Z', 16); s[15] = t[15] = 0; int n = sscanf(in, fmt, s, t); printf("[%s|%s] %d <%s> <%s>\n", in, fmt, n, s, t); } while (0)
int main() {
    T3("1 2 3", "%d %d %u");
    T3("1,2,3", "%d,%d,%u");
    T3("1, 2", "%d,%d");
    T3("  -12abc", "%d%d");
    T3("", "%d");
    T3("   ", "%d");
    T3("x", "%d");
    T3("x", "x%d");
    T3("12", "%d %d");
    T3("12 ", "%d %d");
    T3("0x1f 017 10", "%i %i %i");
    T3("0x1f 017 -1", "%x %o %u");
    T3("123456", "%2d%3d%u");
    T3("9999999999 99999999999999999999 -1", "%d %d %u");
    T3("5%6", "%d%%%d");
    T3("5 % 6", "%d %% %d");
    T3("+7 -", "%d %d");
    T3("7 8", "%*d %d");
    T3("", "%*d %d");
    T3("abc 5", "%*s %d");
    T3("10:20:30", "%d:%d:%u");
    T3("ff", "%x");
    T3("0x", "%x");
    T3("-0x10", "%x");
    T3("08", "%i");
    TF("3.25 1e10", "%f %lf");
    TF("1e", "%f");
    TF("1e+ 5", "%f %lf");
    TF(".5 -.25", "%f %lf");
    TF("inf -nan", "%f %lf");
    TF("0x1.8p1 0x10", "%f %lf");
    TF("0.1 0.1", "%f %lf");
    TF("1.5e-45 1e-320", "%g %le");
    TF("3.4028236e38 1e400", "%e %lg");
    TF("12.5abc", "%3f%lf");
    TF(".", "%f");
    TF("-", "%f");
    TS("hello world", "%s %s");
    TS("hello world", "%3s%s");
    TS("abc123def", "%[a-z]%[0-9]");
    TS("key=value", "%[^=]=%s");
    TS("  ab", "%c%c");
    TS("ab", "%2c");
    TS("]x-", "%[]x-]");
    TS("a,b", "%[^,],%s");
    { int n1 = -1, n2 = -1, v; int r = sscanf("  42  rest", " %n%d%n", &n1, &v, &n2); printf("%d %d %d %d\n", r, n1, v, n2); }
    { long l; long long ll; short h; char hh; unsigned long ul; int r = sscanf("-5 -6 70000 300 18446744073709551615", "%ld %lld %hd %hhd %lu", &l, &ll, &h, &hh, &ul); printf("%d %ld %lld %d %d %lu\n", r, l, ll, h, hh, ul); }
    { char c; int r = sscanf("", "%c", &c); printf("%d\n", r); }
    { int x; int r = sscanf("abc", "abd%d", &x); printf("%d\n", r); }
    { int x = 0; int r = sscanf("abc", "ab", &x); printf("%d\n", r); }
    return 0;
}
// Output:
// [1 2 3|%d %d %u] 3 1 2 3
// [1,2,3|%d,%d,%u] 3 1 2 3
// [1, 2|%d,%d] 2 1 2 7
// [  -12abc|%d%d] 1 -12 -7 7
// [|%d] -1 -7 -7 7
// [   |%d] -1 -7 -7 7
// [x|%d] 0 -7 -7 7
// [x|x%d] -1 -7 -7 7
// [12|%d %d] 1 12 -7 7
// [12 |%d %d] 1 12 -7 7
// [0x1f 017 10|%i %i %i] 3 31 15 10
// [0x1f 017 -1|%x %o %u] 3 31 15 4294967295
// [123456|%2d%3d%u] 3 12 345 6
// [9999999999 99999999999999999999 -1|%d %d %u] 3 1410065407 -1 4294967295
// [5%6|%d%%%d] 2 5 6 7
// [5 % 6|%d %% %d] 2 5 6 7
// [+7 -|%d %d] 1 7 -7 7
// [7 8|%*d %d] 1 8 -7 7
// [|%*d %d] -1 -7 -7 7
// [abc 5|%*s %d] 1 5 -7 7
// [10:20:30|%d:%d:%u] 3 10 20 30
// [ff|%x] 1 255 -7 7
// [0x|%x] 1 0 -7 7
// [-0x10|%x] 1 -16 -7 7
// [08|%i] 1 0 -7 7
// [3.25 1e10|%f %lf] 2 0x1.ap+1 0x1.2a05f2p+33
// [1e|%f] 1 0x1p+0 -0x1p+0
// [1e+ 5|%f %lf] 2 0x1p+0 0x1.4p+2
// [.5 -.25|%f %lf] 2 0x1p-1 -0x1p-2
// [inf -nan|%f %lf] 2 inf -nan
// [0x1.8p1 0x10|%f %lf] 2 0x1.8p+1 0x1p+4
// [0.1 0.1|%f %lf] 2 0x1.99999ap-4 0x1.999999999999ap-4
// [1.5e-45 1e-320|%g %le] 2 0x1p-149 0x0.00000000007e8p-1022
// [3.4028236e38 1e400|%e %lg] 2 inf inf
// [12.5abc|%3f%lf] 2 0x1.8p+3 0x1.4p+2
// [.|%f] 0 -0x1p+0 -0x1p+0
// [-|%f] 0 -0x1p+0 -0x1p+0
// [hello world|%s %s] 2 <hello> <world>
// [hello world|%3s%s] 2 <hel> <lo>
// [abc123def|%[a-z]%[0-9]] 2 <abc> <123>
// [key=value|%[^=]=%s] 2 <key> <value>
// [  ab|%c%c] 2 < ZZZZZZZZZZZZZZ> < ZZZZZZZZZZZZZZ>
// [ab|%2c] 1 <abZZZZZZZZZZZZZ> <ZZZZZZZZZZZZZZZ>
// []x-|%[]x-]] 1 <]x-> <ZZZZZZZZZZZZZZZ>
// [a,b|%[^,],%s] 2 <a> <b>
// 1 2 42 4
// 5 -5 -6 4464 44 18446744073709551615
// -1
// 0
// 0
