// Random printf conversions (tests/randprog/gen, kind printf, seed 3015).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%0.17e]\n", 0x1.56e1fc2f8f359p-997)
#define P1(side) printf(side "1 [%0.14ld] [%.14s]\n", (long)7, "")
#define P2(side) printf(side "2 [%f] [%s] [%.llo]\n", 0x1.edd2f1a9fbe77p+06, "hello world", (unsigned long long)0)
#define P3(side) printf(side "3 [%11.17lu]\n", (unsigned long)2147483647)
#define P4(side) printf(side "4 [%05ho] [%11.21g]\n", (unsigned short)255, 0x1.999999999999ap-05)
#define P5(side) printf(side "5 [% 4hhi] [%-.G] [%6.s]\n", (signed char)65535, 0x1.c6bf52634p+49, "tab\there")
#define P6(side) printf(side "6 [%9c] [%-10.s] [%#9.X]\n", 'A', "", (unsigned)0)
#define P7(side) printf(side "7 [%- 4.li]\n", (long)0x1234abcd)
#define P8(side) printf(side "8 [% 04A] [%%]\n", 0x1.3fffffca501adp+03)
#define P9(side) printf(side "9 [%+.10e] [%-.hX]\n", 0x1.999999999999ap-04, (unsigned short)-123456789)
#define P10(side) printf(side "10 [%.4s] [%ho]\n", "", (unsigned short)18446744073709551615ull)
#define P11(side) printf(side "11 [% 14G] [%.15f]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.3fffffca501adp+03)
#define P12(side) printf(side "12 [%-+ 0.9A] [%12.8e] [%-10.hu]\n", (double)-INFINITY, NAN, (unsigned short)255)
#define P13(side) printf(side "13 [%-+14G] [%+.17f] [%c]\n", 0x1.cbe991a14p+36, 0x1.02e7ef70994ddp-13, '0')
#define P14(side) printf(side "14 [% 3.6hhi]\n", (signed char)255)
#define P15(side) printf(side "15 [%.F] [%- 2.e]\n", 0x1.cbe991a14p+36, -0.0)
#define P16(side) printf(side "16 [%+.16G] [%0.15A] [%-+0.E]\n", 0x1p-1074, 0x1.c6bf52634p+49, 0x1.249ad2594c37dp+332)
#define P17(side) printf(side "17 [%13f] [%-f] [%%]\n", 0x1.fffffffffffffp+1023, 0x1p-1074)
#define P18(side) printf(side "18 [%-10.19E] [%+#0.12g]\n", -0x1p+00, -0x1p+00)
#define P19(side) printf(side "19 [% 01.9A] [%+ 12.11f]\n", 0x1.5555555555555p-02, -0.0)
#define P20(side) printf(side "20 [%+.8hi] [%.0lo]\n", (short)9223372036854775807ll, (unsigned long)(-2147483647 - 1))
#define P21(side) printf(side "21 [% 6.5e]\n", 0x1.edd2f1a9fbe77p+06)
#define P22(side) printf(side "22 [%%] [%.10lo] [%-11c]\n", (unsigned long)255, 65)
#define P23(side) printf(side "23 [%e]\n", 0x1p-1074)
#define P24(side) printf(side "24 [%+.d]\n", (int)18446744073709551615ull)
#define P25(side) printf(side "25 [%3.15f]\n", 0x1.869f8p+16)
#define P26(side) printf(side "26 [%+04F]\n", 0x1p+00)
#define P27(side) printf(side "27 [%10hhd] [%-.A]\n", (signed char)1, NAN)
#define P28(side) printf(side "28 [%-13.11s]\n", "hello world")
#define P29(side) printf(side "29 [%2.3E] [%+ 4A]\n", -0x1p+00, 0x1p-1074)
#define P30(side) printf(side "30 [%.14A] [% 14.1hi] [%10.17F]\n", 0x1p-01, (short)0, 0x0p+00)
#define P31(side) printf(side "31 [%-#09.lX] [%ho] [%1.1s]\n", (unsigned long)0x1234abcd, (unsigned short)(-9223372036854775807ll - 1), "tab\there")
#define P32(side) printf(side "32 [%.9d] [%-+#012.6f] [%.A]\n", (int)(-9223372036854775807ll - 1), -NAN, 0x1p-01)
#define P33(side) printf(side "33 [%7hhX] [%%]\n", (unsigned char)255)
#define P34(side) printf(side "34 [%-G] [%-.21X]\n", 0x1p+00, (unsigned)100000)
#define P35(side) printf(side "35 [%s]\n", "abc")
#define P36(side) printf(side "36 [%-.3hho] [%11.E] [%+09d]\n", (unsigned char)(-2147483647 - 1), (double)INFINITY, (int)255)
#define P37(side) printf(side "37 [%- 2g] [%9.o] [% #10.19F]\n", 0x1.249ad2594c37dp+332, (unsigned)-1, 0x1.c6bf52634p+49)
#define P38(side) printf(side "38 [%-0A] [%.20lu]\n", 0x1p+00, (unsigned long)0x1234abcd)
#define P39(side) printf(side "39 [%A]\n", (double)INFINITY)

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
