// Random printf conversions (tests/randprog/gen, kind printf, seed 963352).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%7.16lX]\n", (unsigned long)9223372036854775807ll)
#define P1(side) printf(side "1 [%-+ 1.8g] [%9.3hX]\n", 0x0p+00, (unsigned short)-1)
#define P2(side) printf(side "2 [% .21lli] [%.hx] [%%]\n", (long long)1, (unsigned short)0)
#define P3(side) printf(side "3 [%-4lli] [%-.6F]\n", (long long)9223372036854775807ll, -0x1p+00)
#define P4(side) printf(side "4 [%- 0.3hhi] [%%]\n", (signed char)(-9223372036854775807ll - 1))
#define P5(side) printf(side "5 [%7.E] [%%]\n", 0x0p+00)
#define P6(side) printf(side "6 [% 0A] [%0.9g]\n", 0x1.cp+01, 0x1.cbe991a14p+36)
#define P7(side) printf(side "7 [%.7F] [%s]\n", NAN, "")
#define P8(side) printf(side "8 [%#0llX] [%lx] [%07A]\n", (unsigned long long)-1, (unsigned long)1, 0x1.869f8p+16)
#define P9(side) printf(side "9 [%-.19llo]\n", (unsigned long long)(-9223372036854775807ll - 1))
#define P10(side) printf(side "10 [%.1f] [%.11E] [%#7.E]\n", 0x1.c6bf52634p+49, 0x1.999999999999ap-04, -0x1.4p+01)
#define P11(side) printf(side "11 [%#12.8g] [%10.F] [%4.15ho]\n", 0x1p-01, -0.0, (unsigned short)255)
#define P12(side) printf(side "12 [%6.5e] [%.G] [% 2.6f]\n", 0x1.4p+01, 0x1.56e1fc2f8f359p-997, 0x1.869f8p+16)
#define P13(side) printf(side "13 [%5F]\n", 0x1.56e1fc2f8f359p-997)
#define P14(side) printf(side "14 [%+ 13.F]\n", (double)INFINITY)
#define P15(side) printf(side "15 [%9hu] [%-#7.20G]\n", (unsigned short)9223372036854775807ll, -NAN)
#define P16(side) printf(side "16 [%#.11F] [%10.1s] [%01.12llo]\n", 0x1p+00, "tab\there", (unsigned long long)-42)
#define P17(side) printf(side "17 [%-5u]\n", (unsigned)2147483647)
#define P18(side) printf(side "18 [%07.15hu] [%.17e]\n", (unsigned short)100000, 0x1.edd2f1a9fbe77p+06)
#define P19(side) printf(side "19 [%#011.F] [%.20s] [%.18e]\n", 0x1.cp+01, "tab\there", 0x1.c6bf52634p+49)
#define P20(side) printf(side "20 [%%]\n")
#define P21(side) printf(side "21 [%+f] [%14.hhX] [%%]\n", -0x1p+00, (unsigned char)65535)
#define P22(side) printf(side "22 [%%]\n")
#define P23(side) printf(side "23 [%+09.g]\n", 0x1.869f8p+16)
#define P24(side) printf(side "24 [%- 11.A] [%-.3s]\n", 0x0p+00, "a")
#define P25(side) printf(side "25 [%#2G] [%7.21e] [%c]\n", 0x1.999999999999ap-05, 0x1.4f8b588e368f1p-17, '0')
#define P26(side) printf(side "26 [%c] [%%] [%#13.7G]\n", '%', (double)INFINITY)
#define P27(side) printf(side "27 [%0.6g] [%.13E] [%s]\n", (double)-INFINITY, 0x1.56e1fc2f8f359p-997, "percent %")
#define P28(side) printf(side "28 [% .0a]\n", 0x1.5555555555555p-02)
#define P29(side) printf(side "29 [%-.i] [%-.G]\n", (int)(-9223372036854775807ll - 1), 0x1.999999999999ap-04)
#define P30(side) printf(side "30 [%12hhX] [%.5A] [%+.17G]\n", (unsigned char)9223372036854775807ll, 0x1.999999999999ap-05, 0x1.edd2f1a9fbe77p+06)
#define P31(side) printf(side "31 [%llu] [%#1.a]\n", (unsigned long long)2147483647, 0x1.fffffffffffffp+1023)
#define P32(side) printf(side "32 [%08.18ho] [%%]\n", (unsigned short)18446744073709551615ull)
#define P33(side) printf(side "33 [%8.E] [%-.F]\n", 0x1.4f8b588e368f1p-17, 0x1p-01)
#define P34(side) printf(side "34 [%0.12hhu] [%a]\n", (unsigned char)65535, 0x1p+00)
#define P35(side) printf(side "35 [%8.i] [%14.hX]\n", (int)2147483647, (unsigned short)65535)
#define P36(side) printf(side "36 [%-s]\n", "percent %")
#define P37(side) printf(side "37 [%.A] [%-.17A] [%#0.19hhX]\n", 0x1.cp+01, 0x1.5555555555555p-02, (unsigned char)0)
#define P38(side) printf(side "38 [%-1c] [%11.hhi]\n", 65, (signed char)-42)
#define P39(side) printf(side "39 [%.o]\n", (unsigned)255)

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
