// Random printf conversions (tests/randprog/gen, kind printf, seed 50062).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%-li] [%2f]\n", (long)18446744073709551615ull, 0x1.5555555555555p-02)
#define P1(side) printf(side "1 [% #1F] [%.8lli]\n", 0x1.edd2f1a9fbe77p+06, (long long)18446744073709551615ull)
#define P2(side) printf(side "2 [%+14E] [%%] [%.11g]\n", (double)INFINITY, NAN)
#define P3(side) printf(side "3 [%-3.7u] [%%]\n", (unsigned)0x1234abcd)
#define P4(side) printf(side "4 [%.A]\n", 0x1.02e7ef70994ddp-13)
#define P5(side) printf(side "5 [%3c]\n", 65)
#define P6(side) printf(side "6 [%%] [%.s]\n", "hello world")
#define P7(side) printf(side "7 [%-#06llo] [%-+1.7E]\n", (unsigned long long)-123456789, NAN)
#define P8(side) printf(side "8 [%f] [%-2c]\n", -NAN, ' ')
#define P9(side) printf(side "9 [%%] [%.16lu]\n", (unsigned long)4294967295u)
#define P10(side) printf(side "10 [%012.3llX] [%-08G] [%11.u]\n", (unsigned long long)255, 0x1p-01, (unsigned)-42)
#define P11(side) printf(side "11 [%- 04.15A] [%0.17x]\n", 0x1.56e1fc2f8f359p-997, (unsigned)0)
#define P12(side) printf(side "12 [%03.12f]\n", -0x1.4p+01)
#define P13(side) printf(side "13 [%%] [%#03.20a] [%1.20F]\n", 0x1.c6bf52634p+49, 0x1.cp+01)
#define P14(side) printf(side "14 [% 2.lli]\n", (long long)-123456789)
#define P15(side) printf(side "15 [% .a] [%11hu]\n", 0x1.fffffffffffffp+1023, (unsigned short)18446744073709551615ull)
#define P16(side) printf(side "16 [%#5.13lx] [%-9.1s]\n", (unsigned long)65535, "abc")
#define P17(side) printf(side "17 [%12c] [%.hhi]\n", ' ', (signed char)-1)
#define P18(side) printf(side "18 [%0.15G] [%9.2i]\n", 0x1.fffffffffffffp+1023, (int)-42)
#define P19(side) printf(side "19 [%-#9.14A]\n", (double)-INFINITY)
#define P20(side) printf(side "20 [%.4G] [%012.12g] [%#1.4hho]\n", 0x1.4f8b588e368f1p-17, 0x1.edd2f1a9fbe77p+06, (unsigned char)(-2147483647 - 1))
#define P21(side) printf(side "21 [%+.i] [%c] [%s]\n", (int)9223372036854775807ll, 65, "hello world")
#define P22(side) printf(side "22 [%- .hd] [%.A] [%#10E]\n", (short)65535, 0x1.cbe991a14p+36, 0x1.4f8b588e368f1p-17)
#define P23(side) printf(side "23 [%0f] [% 14.hhi]\n", 0x0p+00, (signed char)-1)
#define P24(side) printf(side "24 [%9.18llo]\n", (unsigned long long)(-9223372036854775807ll - 1))
#define P25(side) printf(side "25 [%#014E] [%13.15s] [%-12.f]\n", 0x1.b1ae4d6e2ef5p+69, "abc", 0x1p+00)
#define P26(side) printf(side "26 [%F] [%5.18llu]\n", 0x0p+00, (unsigned long long)255)
#define P27(side) printf(side "27 [%5.E]\n", 0x1p-01)
#define P28(side) printf(side "28 [%8.17lli] [%.19X] [%3c]\n", (long long)-123456789, (unsigned)-42, '0')
#define P29(side) printf(side "29 [% .5f]\n", 0x1.3fffffca501adp+03)
#define P30(side) printf(side "30 [% .2G] [%.14s] [%c]\n", 0x1.4f8b588e368f1p-17, "hello world", '%')
#define P31(side) printf(side "31 [%10c] [%F] [%4hho]\n", 65, 0x1.4p+01, (unsigned char)(-2147483647 - 1))
#define P32(side) printf(side "32 [%%] [%x]\n", (unsigned)2147483647)
#define P33(side) printf(side "33 [%%] [%.u] [%-8c]\n", (unsigned)65535, ' ')
#define P34(side) printf(side "34 [% hhd] [%c] [% 5.3G]\n", (signed char)-42, '0', 0x0p+00)
#define P35(side) printf(side "35 [%9.6s] [%+ 0.e]\n", "hello world", 0x1.4p+01)
#define P36(side) printf(side "36 [%0G] [%.20d]\n", 0x1.cp+01, (int)0x1234abcd)
#define P37(side) printf(side "37 [%12E] [%6.16s]\n", 0x1.fffffffffffffp+1023, "a")
#define P38(side) printf(side "38 [%%] [%-+2e] [%-07.20a]\n", 0x0p+00, (double)-INFINITY)
#define P39(side) printf(side "39 [%013.3E]\n", NAN)

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
