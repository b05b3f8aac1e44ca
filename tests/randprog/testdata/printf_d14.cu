// Random printf conversions (tests/randprog/gen, kind printf, seed 50434).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%+ .g] [%%]\n", 0x1.02e7ef70994ddp-13)
#define P1(side) printf(side "1 [%f] [%-12.5hhu] [%-#12.7hhx]\n", 0x1.02e7ef70994ddp-13, (unsigned char)(-9223372036854775807ll - 1), (unsigned char)255)
#define P2(side) printf(side "2 [%#08.e] [%04.6hhX]\n", 0x1.fffffffffffffp+1023, (unsigned char)0)
#define P3(side) printf(side "3 [%g] [%-11.14g]\n", 0x1.56e1fc2f8f359p-997, 0x0p+00)
#define P4(side) printf(side "4 [%.5lli] [%13llu]\n", (long long)(-9223372036854775807ll - 1), (unsigned long long)4294967295u)
#define P5(side) printf(side "5 [%s]\n", "tab\there")
#define P6(side) printf(side "6 [%-.20lo] [%-#.ho]\n", (unsigned long)65535, (unsigned short)(-9223372036854775807ll - 1))
#define P7(side) printf(side "7 [%8.9s] [%4.7ho] [%014.F]\n", "abc", (unsigned short)0x1234abcd, 0x1.cp+01)
#define P8(side) printf(side "8 [% 8.20a] [%4.s]\n", -0x1.4p+01, "a")
#define P9(side) printf(side "9 [% .a]\n", -0.0)
#define P10(side) printf(side "10 [%.15g] [% #1.10e]\n", 0x1.56e1fc2f8f359p-997, 0x1.999999999999ap-04)
#define P11(side) printf(side "11 [%-11.d] [%+ .8A] [%04hx]\n", (int)255, 0x1.999999999999ap-04, (unsigned short)100000)
#define P12(side) printf(side "12 [% .10f] [%5llo] [%c]\n", 0x1.c6bf52634p+49, (unsigned long long)100000, 65)
#define P13(side) printf(side "13 [%04.21e] [%.10A] [%.13llo]\n", 0x1.02e7ef70994ddp-13, 0x1.edd2f1a9fbe77p+06, (unsigned long long)65535)
#define P14(side) printf(side "14 [%2.2llx] [%-.13A] [%12.1hX]\n", (unsigned long long)0, (double)-INFINITY, (unsigned short)255)
#define P15(side) printf(side "15 [%%] [%10.16f] [%-5.17lld]\n", 0x1.cp+01, (long long)0)
#define P16(side) printf(side "16 [%-0.18G] [%14f] [%.hx]\n", -0.0, 0x0p+00, (unsigned short)-123456789)
#define P17(side) printf(side "17 [%0.5a]\n", 0x1.cp+01)
#define P18(side) printf(side "18 [%#09.15F] [%13.7a]\n", 0x1.edd2f1a9fbe77p+06, 0x1.fffffffffffffp+1023)
#define P19(side) printf(side "19 [%6lld] [%11.F]\n", (long long)0, 0x1p+00)
#define P20(side) printf(side "20 [%#.15F] [%#3.10g] [%-0.13lu]\n", 0x1.869f8p+16, 0x1.edd2f1a9fbe77p+06, (unsigned long)(-9223372036854775807ll - 1))
#define P21(side) printf(side "21 [%-.20s] [%.18s] [%.a]\n", "percent %", "tab\there", -NAN)
#define P22(side) printf(side "22 [%%] [%14.2d]\n", (int)-123456789)
#define P23(side) printf(side "23 [%+14.10e] [%c]\n", 0x1.b1ae4d6e2ef5p+69, 65)
#define P24(side) printf(side "24 [%E] [%%]\n", -NAN)
#define P25(side) printf(side "25 [%c] [%-.20x] [% #3.17f]\n", 65, (unsigned)1, 0x1.4p+01)
#define P26(side) printf(side "26 [% 0.13ld]\n", (long)0x1234abcd)
#define P27(side) printf(side "27 [%9llo]\n", (unsigned long long)18446744073709551615ull)
#define P28(side) printf(side "28 [% 4.4a]\n", 0x1.4p+01)
#define P29(side) printf(side "29 [%.s]\n", "a")
#define P30(side) printf(side "30 [%.hhX]\n", (unsigned char)1)
#define P31(side) printf(side "31 [%+ 13.F]\n", NAN)
#define P32(side) printf(side "32 [%-c]\n", 'x')
#define P33(side) printf(side "33 [%#12G] [%.21a]\n", 0x1.edd2f1a9fbe77p+06, 0x1.5555555555555p-02)
#define P34(side) printf(side "34 [%-7.12a] [%-.g] [%.6G]\n", 0x1.cp+01, 0x1p-1074, 0x1.fffffffffffffp+1023)
#define P35(side) printf(side "35 [%4.hho]\n", (unsigned char)100000)
#define P36(side) printf(side "36 [%-2.F] [%-10.19llu]\n", 0x0p+00, (unsigned long long)0x1234abcd)
#define P37(side) printf(side "37 [%-014.8lX]\n", (unsigned long)0)
#define P38(side) printf(side "38 [%%] [%013E] [%09E]\n", 0x1.3fffffca501adp+03, -0x1.4p+01)
#define P39(side) printf(side "39 [%-+ 5hhd] [%5.4X] [% .g]\n", (signed char)7, (unsigned)65535, 0x1.02e7ef70994ddp-13)

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
