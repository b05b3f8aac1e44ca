// Random printf conversions (tests/randprog/gen, kind printf, seed 50217).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%+.14lld] [%s]\n", (long long)(-9223372036854775807ll - 1), "")
#define P1(side) printf(side "1 [%-0.hhi] [%+#.7G] [%#9.lx]\n", (signed char)18446744073709551615ull, 0x1.869f8p+16, (unsigned long)1)
#define P2(side) printf(side "2 [%12.9hu] [%.19x]\n", (unsigned short)1, (unsigned)-42)
#define P3(side) printf(side "3 [%- #1.3e] [%a]\n", 0x1.cbe991a14p+36, 0x1.02e7ef70994ddp-13)
#define P4(side) printf(side "4 [%10c] [%.17A]\n", 'A', 0x1.b1ae4d6e2ef5p+69)
#define P5(side) printf(side "5 [%3c] [%6.0hhd]\n", '%', (signed char)0)
#define P6(side) printf(side "6 [%.17lli] [%10.E] [%.G]\n", (long long)9223372036854775807ll, 0x1.cp+01, 0x1.4p+01)
#define P7(side) printf(side "7 [%6.10e]\n", 0x1.56e1fc2f8f359p-997)
#define P8(side) printf(side "8 [%%] [%.14hd]\n", (short)-123456789)
#define P9(side) printf(side "9 [%1.3s] [%4hu]\n", "", (unsigned short)(-2147483647 - 1))
#define P10(side) printf(side "10 [%#7A]\n", 0x1.edd2f1a9fbe77p+06)
#define P11(side) printf(side "11 [%.6llu] [%10.hhi]\n", (unsigned long long)0, (signed char)100000)
#define P12(side) printf(side "12 [%0.llu]\n", (unsigned long long)-123456789)
#define P13(side) printf(side "13 [%4c] [%5a] [%+ i]\n", 'x', (double)-INFINITY, (int)255)
#define P14(side) printf(side "14 [%.hhX] [%%] [%+.5A]\n", (unsigned char)0x1234abcd, 0x1.56e1fc2f8f359p-997)
#define P15(side) printf(side "15 [%+ .A]\n", 0x1.56e1fc2f8f359p-997)
#define P16(side) printf(side "16 [%-.s]\n", "abc")
#define P17(side) printf(side "17 [%-g] [%0.u]\n", 0x1.edd2f1a9fbe77p+06, (unsigned)100000)
#define P18(side) printf(side "18 [%-+#.11a] [%-.11s] [%d]\n", 0x1.edd2f1a9fbe77p+06, "tab\there", (int)2147483647)
#define P19(side) printf(side "19 [%-14.s] [%2.7s]\n", "hello world", "hello world")
#define P20(side) printf(side "20 [%08.g] [%-12.11o]\n", 0x1p+00, (unsigned)-123456789)
#define P21(side) printf(side "21 [%.s] [%%] [%+.17hhi]\n", "abc", (signed char)2147483647)
#define P22(side) printf(side "22 [%-.8A] [%0A]\n", (double)INFINITY, -0x1p+00)
#define P23(side) printf(side "23 [%- 0.19E] [%+.3g]\n", (double)INFINITY, (double)-INFINITY)
#define P24(side) printf(side "24 [%-8.8lld] [%-llx]\n", (long long)18446744073709551615ull, (unsigned long long)100000)
#define P25(side) printf(side "25 [%.7s] [%0o]\n", "tab\there", (unsigned)2147483647)
#define P26(side) printf(side "26 [%4.1s] [%#.19hx] [%0.G]\n", "abc", (unsigned short)1, 0x1.999999999999ap-05)
#define P27(side) printf(side "27 [%3.15s] [%%] [%-4c]\n", "", '%')
#define P28(side) printf(side "28 [%-#8.13A] [%-010A] [%0x]\n", 0x1.4f8b588e368f1p-17, -0x1p+00, (unsigned)0)
#define P29(side) printf(side "29 [%.17A]\n", -0x1p+00)
#define P30(side) printf(side "30 [%+.3G]\n", 0x1.999999999999ap-04)
#define P31(side) printf(side "31 [%%] [%0.18lld] [%+01.e]\n", (long long)7, -0.0)
#define P32(side) printf(side "32 [%14lX]\n", (unsigned long)(-2147483647 - 1))
#define P33(side) printf(side "33 [%%] [%#.6F]\n", 0x1.999999999999ap-04)
#define P34(side) printf(side "34 [%+ .E] [%14.6x]\n", 0x1.c6bf52634p+49, (unsigned)(-9223372036854775807ll - 1))
#define P35(side) printf(side "35 [%13.14hi] [%7.3F] [%-#0.f]\n", (short)-1, 0x1.02e7ef70994ddp-13, 0x1p-01)
#define P36(side) printf(side "36 [%%] [%+1.3e] [%0.12llX]\n", 0x1.4f8b588e368f1p-17, (unsigned long long)-1)
#define P37(side) printf(side "37 [%.0li]\n", (long)(-2147483647 - 1))
#define P38(side) printf(side "38 [%.0u]\n", (unsigned)100000)
#define P39(side) printf(side "39 [%%] [%-8s]\n", "a")

__global__ void show() {
    P0("device ");
    P1("device ");
    P2("device ");
    P3("device ");
    P4("device ");
    P5("device ");
    P6("device ");
    P7("device ");
    P8("device ");
    P9("device ");
    P10("device ");
    P11("device ");
    P12("device ");
    P13("device ");
    P14("device ");
    P15("device ");
    P16("device ");
    P17("device ");
    P18("device ");
    P19("device ");
    P20("device ");
    P21("device ");
    P22("device ");
    P23("device ");
    P24("device ");
    P25("device ");
    P26("device ");
    P27("device ");
    P28("device ");
    P29("device ");
    P30("device ");
    P31("device ");
    P32("device ");
    P33("device ");
    P34("device ");
    P35("device ");
    P36("device ");
    P37("device ");
    P38("device ");
    P39("device ");
}

int main() {
    show<<<1, 1>>>();
    cudaDeviceSynchronize();
    P0("host   ");
    P1("host   ");
    P2("host   ");
    P3("host   ");
    P4("host   ");
    P5("host   ");
    P6("host   ");
    P7("host   ");
    P8("host   ");
    P9("host   ");
    P10("host   ");
    P11("host   ");
    P12("host   ");
    P13("host   ");
    P14("host   ");
    P15("host   ");
    P16("host   ");
    P17("host   ");
    P18("host   ");
    P19("host   ");
    P20("host   ");
    P21("host   ");
    P22("host   ");
    P23("host   ");
    P24("host   ");
    P25("host   ");
    P26("host   ");
    P27("host   ");
    P28("host   ");
    P29("host   ");
    P30("host   ");
    P31("host   ");
    P32("host   ");
    P33("host   ");
    P34("host   ");
    P35("host   ");
    P36("host   ");
    P37("host   ");
    P38("host   ");
    P39("host   ");
    return 0;
}
