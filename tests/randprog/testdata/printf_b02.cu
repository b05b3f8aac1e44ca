// Random printf conversions (tests/randprog/gen, kind printf, seed 915838).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%+A]\n", 0x1.edd2f1a9fbe77p+06)
#define P1(side) printf(side "1 [%lx]\n", (unsigned long)4294967295u)
#define P2(side) printf(side "2 [%-10.20hi] [%#5F] [%.10lo]\n", (short)-42, 0x0p+00, (unsigned long)4294967295u)
#define P3(side) printf(side "3 [%.F] [%.F] [%.17A]\n", (double)INFINITY, 0x1.cp+01, 0x1.4p+01)
#define P4(side) printf(side "4 [%+.e] [%.11s]\n", -0.0, "hello world")
#define P5(side) printf(side "5 [%01lu] [%.15s]\n", (unsigned long)0x1234abcd, "tab\there")
#define P6(side) printf(side "6 [%-+#.13G] [%5.a] [% .e]\n", 0x1.999999999999ap-04, 0x0p+00, 0x1.b1ae4d6e2ef5p+69)
#define P7(side) printf(side "7 [% .0F] [%1hho]\n", 0x1p-1074, (unsigned char)9223372036854775807ll)
#define P8(side) printf(side "8 [%#7.18hho] [%-0.7F] [% 14.g]\n", (unsigned char)-123456789, 0x1.999999999999ap-05, 0x1.4f8b588e368f1p-17)
#define P9(side) printf(side "9 [% #1e] [% .hi] [%-#011o]\n", 0x1.02e7ef70994ddp-13, (short)1, (unsigned)255)
#define P10(side) printf(side "10 [%#.llx]\n", (unsigned long long)(-9223372036854775807ll - 1))
#define P11(side) printf(side "11 [%.10e] [%c] [%.e]\n", -0x1p+00, ' ', -NAN)
#define P12(side) printf(side "12 [%g]\n", (double)-INFINITY)
#define P13(side) printf(side "13 [%%] [%%]\n")
#define P14(side) printf(side "14 [%-0.llx] [%0.1hhi]\n", (unsigned long long)(-2147483647 - 1), (signed char)-42)
#define P15(side) printf(side "15 [% .f] [%-8c] [%8.20f]\n", 0x1.249ad2594c37dp+332, ' ', 0x1.cp+01)
#define P16(side) printf(side "16 [%0.ho] [%+#.f] [%7li]\n", (unsigned short)(-9223372036854775807ll - 1), 0x1.4p+01, (long)-42)
#define P17(side) printf(side "17 [%%]\n")
#define P18(side) printf(side "18 [%13.ld] [%#.F]\n", (long)0x1234abcd, 0x0p+00)
#define P19(side) printf(side "19 [%.4g] [%-5c] [%6hu]\n", 0x1.869f8p+16, 'A', (unsigned short)255)
#define P20(side) printf(side "20 [%F] [%.15lu]\n", NAN, (unsigned long)65535)
#define P21(side) printf(side "21 [% 6.1ld] [%- .13e] [%%]\n", (long)1, 0x1.56e1fc2f8f359p-997)
#define P22(side) printf(side "22 [%c] [%.3hhX]\n", 65, (unsigned char)2147483647)
#define P23(side) printf(side "23 [%-lX] [%9.10s]\n", (unsigned long)1, "percent %")
#define P24(side) printf(side "24 [%.ho] [% 0.10e]\n", (unsigned short)-42, 0x1.cp+01)
#define P25(side) printf(side "25 [%12c] [%.21s] [%+ 9.21hhd]\n", '%', "", (signed char)(-9223372036854775807ll - 1))
#define P26(side) printf(side "26 [%11f] [%c] [%-+2.19hi]\n", 0x1.c6bf52634p+49, 'A', (short)4294967295u)
#define P27(side) printf(side "27 [%%]\n")
#define P28(side) printf(side "28 [%-2.10llx] [%-.15llo]\n", (unsigned long long)7, (unsigned long long)0x1234abcd)
#define P29(side) printf(side "29 [%-#12e]\n", 0x0p+00)
#define P30(side) printf(side "30 [%%] [%13c]\n", 'A')
#define P31(side) printf(side "31 [%-#12.5X] [%11A] [%0f]\n", (unsigned)65535, 0x1.4f8b588e368f1p-17, 0x1.869f8p+16)
#define P32(side) printf(side "32 [%-14lX] [% .7F]\n", (unsigned long)100000, 0x1.edd2f1a9fbe77p+06)
#define P33(side) printf(side "33 [%%] [%-11ho]\n", (unsigned short)-1)
#define P34(side) printf(side "34 [%11.G] [%4.3lld]\n", 0x1.3fffffca501adp+03, (long long)65535)
#define P35(side) printf(side "35 [% 10.14hhd] [%-+13.hd] [% .g]\n", (signed char)100000, (short)100000, -0x1.4p+01)
#define P36(side) printf(side "36 [%+.18G]\n", 0x1.999999999999ap-04)
#define P37(side) printf(side "37 [%-.19e]\n", 0x1p+00)
#define P38(side) printf(side "38 [%1.5s] [%-.E]\n", "a", -0x1.4p+01)
#define P39(side) printf(side "39 [%13.19g]\n", 0x1p-1074)

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
