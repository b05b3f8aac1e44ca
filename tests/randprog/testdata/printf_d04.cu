// Random printf conversions (tests/randprog/gen, kind printf, seed 50124).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [% .lld]\n", (long long)0x1234abcd)
#define P1(side) printf(side "1 [%-c]\n", 'x')
#define P2(side) printf(side "2 [%04.2A]\n", 0x1.869f8p+16)
#define P3(side) printf(side "3 [%10.10lli]\n", (long long)18446744073709551615ull)
#define P4(side) printf(side "4 [%e]\n", 0x1.fffffffffffffp+1023)
#define P5(side) printf(side "5 [%13f] [% .7a] [%012lu]\n", 0x0p+00, 0x1.3fffffca501adp+03, (unsigned long)9223372036854775807ll)
#define P6(side) printf(side "6 [%#.F]\n", 0x1.edd2f1a9fbe77p+06)
#define P7(side) printf(side "7 [%+.0f]\n", 0x1p-1074)
#define P8(side) printf(side "8 [%-5.A] [%9c]\n", 0x0p+00, '%')
#define P9(side) printf(side "9 [% .16F] [%.s] [%2.10hx]\n", 0x1.cbe991a14p+36, "tab\there", (unsigned short)-42)
#define P10(side) printf(side "10 [%010X] [%.G]\n", (unsigned)-1, 0x1.cbe991a14p+36)
#define P11(side) printf(side "11 [%+12.6G] [%9.19u] [%.10s]\n", -NAN, (unsigned)65535, "a")
#define P12(side) printf(side "12 [%+#011.10e] [%+ #.15e] [%%]\n", 0x1.999999999999ap-04, 0x1p+00)
#define P13(side) printf(side "13 [%0A]\n", 0x0p+00)
#define P14(side) printf(side "14 [% 5.13E]\n", 0x1.869f8p+16)
#define P15(side) printf(side "15 [%014llX] [%.19s] [%%]\n", (unsigned long long)2147483647, "percent %")
#define P16(side) printf(side "16 [%8s] [%.19llu]\n", "percent %", (unsigned long long)7)
#define P17(side) printf(side "17 [% 11.17a]\n", 0x1.02e7ef70994ddp-13)
#define P18(side) printf(side "18 [%-#3.10a] [%.15s] [%12c]\n", 0x1p+00, "hello world", 'x')
#define P19(side) printf(side "19 [%2.16x] [%5f] [%8.4e]\n", (unsigned)0x1234abcd, 0x1.3fffffca501adp+03, 0x1.02e7ef70994ddp-13)
#define P20(side) printf(side "20 [%-10c] [% 04.13hi] [%1.17G]\n", 'x', (short)0x1234abcd, -0.0)
#define P21(side) printf(side "21 [%14.s] [%13a]\n", "abc", (double)-INFINITY)
#define P22(side) printf(side "22 [%.e] [%- 13.A] [%.13s]\n", (double)INFINITY, (double)INFINITY, "hello world")
#define P23(side) printf(side "23 [% 04.F]\n", 0x1.cbe991a14p+36)
#define P24(side) printf(side "24 [%2lu]\n", (unsigned long)4294967295u)
#define P25(side) printf(side "25 [% .6F] [%+.9hi] [%.10lld]\n", 0x0p+00, (short)7, (long long)(-9223372036854775807ll - 1))
#define P26(side) printf(side "26 [%.16llu] [%-0lu]\n", (unsigned long long)18446744073709551615ull, (unsigned long)(-9223372036854775807ll - 1))
#define P27(side) printf(side "27 [%09.2X] [%F] [%-.A]\n", (unsigned)0x1234abcd, 0x1p+00, 0x1.cp+01)
#define P28(side) printf(side "28 [%+.4E]\n", NAN)
#define P29(side) printf(side "29 [%.17hhu] [%+#.9A] [%.1s]\n", (unsigned char)4294967295u, 0x1.cbe991a14p+36, "abc")
#define P30(side) printf(side "30 [%#0.4a] [%2c]\n", (double)-INFINITY, 'A')
#define P31(side) printf(side "31 [%1.16hhu] [%+1.6e]\n", (unsigned char)-1, 0x0p+00)
#define P32(side) printf(side "32 [%12.2s]\n", "percent %")
#define P33(side) printf(side "33 [% e] [%.14hhX] [%11E]\n", -0x1.4p+01, (unsigned char)100000, 0x1.4f8b588e368f1p-17)
#define P34(side) printf(side "34 [%10c] [%#7e] [%8.13llo]\n", ' ', 0x1p+00, (unsigned long long)-123456789)
#define P35(side) printf(side "35 [%#.F]\n", -NAN)
#define P36(side) printf(side "36 [%.19F] [%0hu] [%1.2llX]\n", -NAN, (unsigned short)0x1234abcd, (unsigned long long)2147483647)
#define P37(side) printf(side "37 [%10c]\n", ' ')
#define P38(side) printf(side "38 [%c] [%.16ho] [%.3llo]\n", '0', (unsigned short)(-2147483647 - 1), (unsigned long long)9223372036854775807ll)
#define P39(side) printf(side "39 [%+ 013f] [%-5F]\n", -0x1.4p+01, 0x1.c6bf52634p+49)

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
