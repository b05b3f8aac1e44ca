// Random printf conversions (tests/randprog/gen, kind printf, seed 900000).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%+#13.17e] [% #01.E]\n", -0x1p+00, -0x1p+00)
#define P1(side) printf(side "1 [%-2f]\n", 0x1.56e1fc2f8f359p-997)
#define P2(side) printf(side "2 [%1.16hu] [%+.20hi]\n", (unsigned short)18446744073709551615ull, (short)65535)
#define P3(side) printf(side "3 [%#.7hho] [%10hd] [%e]\n", (unsigned char)2147483647, (short)18446744073709551615ull, 0x1.999999999999ap-04)
#define P4(side) printf(side "4 [%0.3g]\n", 0x1.edd2f1a9fbe77p+06)
#define P5(side) printf(side "5 [%12.16llu] [%%]\n", (unsigned long long)65535)
#define P6(side) printf(side "6 [%-.12a]\n", 0x1.edd2f1a9fbe77p+06)
#define P7(side) printf(side "7 [%#0.1A] [%#06.x] [%-8llo]\n", 0x1.edd2f1a9fbe77p+06, (unsigned)2147483647, (unsigned long long)1)
#define P8(side) printf(side "8 [%0e] [%2hho] [%%]\n", 0x1.c6bf52634p+49, (unsigned char)0x1234abcd)
#define P9(side) printf(side "9 [%%] [%7hhd] [%#010.13g]\n", (signed char)65535, 0x1p+00)
#define P10(side) printf(side "10 [%%] [%11.3s]\n", "abc")
#define P11(side) printf(side "11 [%.13s] [%11.9F]\n", "a", 0x1.b1ae4d6e2ef5p+69)
#define P12(side) printf(side "12 [%1c] [%%]\n", '0')
#define P13(side) printf(side "13 [%-11.1F] [%-2.18A] [%#.20E]\n", -NAN, 0x1.4f8b588e368f1p-17, 0x1.999999999999ap-04)
#define P14(side) printf(side "14 [%5.18g] [%-.9llx]\n", 0x1.3fffffca501adp+03, (unsigned long long)1)
#define P15(side) printf(side "15 [%8a] [%.11s] [%c]\n", 0x0p+00, "percent %", 65)
#define P16(side) printf(side "16 [%0.8A] [%9x]\n", 0x1.4f8b588e368f1p-17, (unsigned)0)
#define P17(side) printf(side "17 [%s]\n", "tab\there")
#define P18(side) printf(side "18 [%s]\n", "tab\there")
#define P19(side) printf(side "19 [%.21G]\n", (double)-INFINITY)
#define P20(side) printf(side "20 [% 4.19hd] [%+14.19F]\n", (short)0, 0x1.b1ae4d6e2ef5p+69)
#define P21(side) printf(side "21 [%+6f] [%14s]\n", 0x1.b1ae4d6e2ef5p+69, "abc")
#define P22(side) printf(side "22 [%06.llo] [%0.19G]\n", (unsigned long long)7, 0x1.4p+01)
#define P23(side) printf(side "23 [%7.21hi] [%-.4o]\n", (short)0x1234abcd, (unsigned)7)
#define P24(side) printf(side "24 [% 1.1a] [%.9e] [%.15F]\n", (double)-INFINITY, 0x1.4f8b588e368f1p-17, 0x0p+00)
#define P25(side) printf(side "25 [%-0.hhu] [%.A]\n", (unsigned char)0x1234abcd, 0x1.999999999999ap-04)
#define P26(side) printf(side "26 [%4.12s] [%13.14u]\n", "percent %", (unsigned)-1)
#define P27(side) printf(side "27 [%%]\n")
#define P28(side) printf(side "28 [%+2.g] [%2.s] [%.10s]\n", 0x1.56e1fc2f8f359p-997, "a", "percent %")
#define P29(side) printf(side "29 [%6.0hhX]\n", (unsigned char)255)
#define P30(side) printf(side "30 [%7.20d] [% 11.20F] [%-0hhx]\n", (int)0x1234abcd, 0x1.869f8p+16, (unsigned char)-123456789)
#define P31(side) printf(side "31 [%-.E]\n", 0x1.cbe991a14p+36)
#define P32(side) printf(side "32 [%-#014.1hhx] [%-F] [% .A]\n", (unsigned char)-42, -NAN, 0x1.b1ae4d6e2ef5p+69)
#define P33(side) printf(side "33 [%.5F] [%8.4lx]\n", 0x1.cp+01, (unsigned long)-1)
#define P34(side) printf(side "34 [%12.e]\n", (double)-INFINITY)
#define P35(side) printf(side "35 [%-10c] [%0hi] [%08.hX]\n", 65, (short)255, (unsigned short)-1)
#define P36(side) printf(side "36 [%#9.19x]\n", (unsigned)(-2147483647 - 1))
#define P37(side) printf(side "37 [%%] [%#.3a]\n", 0x1.02e7ef70994ddp-13)
#define P38(side) printf(side "38 [%-.18s]\n", "tab\there")
#define P39(side) printf(side "39 [%+7e] [%%] [%3.llo]\n", 0x1.3fffffca501adp+03, (unsigned long long)0)

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
