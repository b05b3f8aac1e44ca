// Random printf conversions (tests/randprog/gen, kind printf, seed 50031).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%g]\n", -0x1p+00)
#define P1(side) printf(side "1 [%.2A] [%-#.21g]\n", -0x1p+00, 0x1.3fffffca501adp+03)
#define P2(side) printf(side "2 [%+.A]\n", -0x1p+00)
#define P3(side) printf(side "3 [%10hhd] [%#013.13e]\n", (signed char)-42, 0x1.edd2f1a9fbe77p+06)
#define P4(side) printf(side "4 [%5.3hu] [%11c]\n", (unsigned short)(-9223372036854775807ll - 1), '%')
#define P5(side) printf(side "5 [%g]\n", 0x1.999999999999ap-04)
#define P6(side) printf(side "6 [%%] [%#08.20lX] [% A]\n", (unsigned long)255, 0x1p-01)
#define P7(side) printf(side "7 [%-1.s] [%+13.8e] [%2c]\n", "a", (double)INFINITY, 'A')
#define P8(side) printf(side "8 [%-08.9g]\n", 0x1.4p+01)
#define P9(side) printf(side "9 [%.0li] [%f] [%+08.11lld]\n", (long)-1, 0x1.4f8b588e368f1p-17, (long long)2147483647)
#define P10(side) printf(side "10 [% .11A] [%.3F]\n", 0x1.02e7ef70994ddp-13, (double)INFINITY)
#define P11(side) printf(side "11 [%c] [%-11hhu] [%3.9i]\n", 'x', (unsigned char)0, (int)4294967295u)
#define P12(side) printf(side "12 [%010hd] [%hhi] [%9.hx]\n", (short)65535, (signed char)-123456789, (unsigned short)-123456789)
#define P13(side) printf(side "13 [%#11.18F] [%.6G] [%1.18X]\n", (double)INFINITY, (double)INFINITY, (unsigned)18446744073709551615ull)
#define P14(side) printf(side "14 [%+ 0.13hd]\n", (short)-123456789)
#define P15(side) printf(side "15 [%-#12.13g]\n", 0x1.b1ae4d6e2ef5p+69)
#define P16(side) printf(side "16 [%.lx] [%#.f]\n", (unsigned long)(-2147483647 - 1), 0x1.edd2f1a9fbe77p+06)
#define P17(side) printf(side "17 [%-+#12.e] [%-06A]\n", 0x1.4f8b588e368f1p-17, 0x1p+00)
#define P18(side) printf(side "18 [%14F] [%+6.A] [%+ .4F]\n", -0x1.4p+01, -0x1.4p+01, 0x1.c6bf52634p+49)
#define P19(side) printf(side "19 [% A] [%+.16e] [%-1.u]\n", 0x1.c6bf52634p+49, 0x1.02e7ef70994ddp-13, (unsigned)0x1234abcd)
#define P20(side) printf(side "20 [%.10g]\n", 0x1.edd2f1a9fbe77p+06)
#define P21(side) printf(side "21 [%A] [%8.4F]\n", 0x1p-01, 0x1.3fffffca501adp+03)
#define P22(side) printf(side "22 [%-.E] [%-+0d] [%-+.19F]\n", 0x1.cbe991a14p+36, (int)-123456789, 0x1.999999999999ap-04)
#define P23(side) printf(side "23 [%5.15s] [%9hho] [%%]\n", "a", (unsigned char)0)
#define P24(side) printf(side "24 [%+0.g] [%4.u] [%12hu]\n", 0x1.5555555555555p-02, (unsigned)(-2147483647 - 1), (unsigned short)-123456789)
#define P25(side) printf(side "25 [%%] [%.21s] [%-.x]\n", "abc", (unsigned)0)
#define P26(side) printf(side "26 [%%] [%012.20u]\n", (unsigned)(-2147483647 - 1))
#define P27(side) printf(side "27 [%+4li]\n", (long)0x1234abcd)
#define P28(side) printf(side "28 [%3.17ho] [%08.F] [%.ld]\n", (unsigned short)-123456789, 0x1.4f8b588e368f1p-17, (long)0x1234abcd)
#define P29(side) printf(side "29 [%0.19lx] [%-6.G] [%.16s]\n", (unsigned long)-1, (double)-INFINITY, "a")
#define P30(side) printf(side "30 [%.12hX] [%-+ 12.20a] [%%]\n", (unsigned short)-42, -0x1p+00)
#define P31(side) printf(side "31 [%.19s] [%+14.a] [% .hd]\n", "a", 0x1.b1ae4d6e2ef5p+69, (short)4294967295u)
#define P32(side) printf(side "32 [%.0G] [%%] [%13c]\n", -0x1.4p+01, ' ')
#define P33(side) printf(side "33 [%.18F]\n", 0x1.869f8p+16)
#define P34(side) printf(side "34 [%+.a] [% 14.f]\n", 0x1.cbe991a14p+36, 0x1.fffffffffffffp+1023)
#define P35(side) printf(side "35 [%08ho] [%-.21s] [%1.14s]\n", (unsigned short)-1, "", "percent %")
#define P36(side) printf(side "36 [% F]\n", (double)INFINITY)
#define P37(side) printf(side "37 [%14F]\n", 0x1.56e1fc2f8f359p-997)
#define P38(side) printf(side "38 [%.18s] [%3.15A]\n", "abc", 0x1.5555555555555p-02)
#define P39(side) printf(side "39 [%#.11E]\n", 0x1.3fffffca501adp+03)

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
