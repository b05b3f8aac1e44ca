// Random printf conversions (tests/randprog/gen, kind printf, seed 50310).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%-3c] [%#1.10e] [%-c]\n", 65, 0x1.56e1fc2f8f359p-997, ' ')
#define P1(side) printf(side "1 [%13.20a]\n", 0x1.56e1fc2f8f359p-997)
#define P2(side) printf(side "2 [%llo] [%F] [%+014.F]\n", (unsigned long long)65535, 0x0p+00, 0x1.5555555555555p-02)
#define P3(side) printf(side "3 [%03.hhd] [%12.f] [%.4g]\n", (signed char)7, 0x1.4f8b588e368f1p-17, 0x1.cp+01)
#define P4(side) printf(side "4 [% 0.e] [%9.4s]\n", 0x1.56e1fc2f8f359p-997, "")
#define P5(side) printf(side "5 [%-c]\n", '%')
#define P6(side) printf(side "6 [%%]\n")
#define P7(side) printf(side "7 [%+#.a] [%+.0E]\n", -NAN, 0x1.5555555555555p-02)
#define P8(side) printf(side "8 [%-13.0s] [%12.lli]\n", "", (long long)255)
#define P9(side) printf(side "9 [%#a]\n", 0x1.3fffffca501adp+03)
#define P10(side) printf(side "10 [%a] [% #12.3A] [% 13.f]\n", 0x0p+00, 0x1.999999999999ap-05, 0x1.02e7ef70994ddp-13)
#define P11(side) printf(side "11 [%10.5lld] [%-+.E]\n", (long long)-123456789, 0x1.869f8p+16)
#define P12(side) printf(side "12 [% .6hhd] [%8.14s] [%-.llo]\n", (signed char)255, "abc", (unsigned long long)0)
#define P13(side) printf(side "13 [%06e] [%11.19X] [%#14.12lX]\n", 0x1.3fffffca501adp+03, (unsigned)(-2147483647 - 1), (unsigned long)9223372036854775807ll)
#define P14(side) printf(side "14 [% .A] [%1c] [%.12li]\n", 0x1p-01, ' ', (long)0)
#define P15(side) printf(side "15 [%0.u]\n", (unsigned)-123456789)
#define P16(side) printf(side "16 [%8llo]\n", (unsigned long long)-123456789)
#define P17(side) printf(side "17 [%%] [%1.18hx] [%-14.17hx]\n", (unsigned short)9223372036854775807ll, (unsigned short)7)
#define P18(side) printf(side "18 [%c]\n", 'A')
#define P19(side) printf(side "19 [%.4hd] [%c] [%%]\n", (short)255, 'x')
#define P20(side) printf(side "20 [%3.14hd] [%-10.13s] [% 0.E]\n", (short)65535, "hello world", 0x1.cbe991a14p+36)
#define P21(side) printf(side "21 [%-+0f] [%8.15lu]\n", NAN, (unsigned long)65535)
#define P22(side) printf(side "22 [%0lld]\n", (long long)-123456789)
#define P23(side) printf(side "23 [%11.14e]\n", 0x1.cp+01)
#define P24(side) printf(side "24 [%-6.e]\n", 0x1.4f8b588e368f1p-17)
#define P25(side) printf(side "25 [%.4s]\n", "")
#define P26(side) printf(side "26 [%-c]\n", 'A')
#define P27(side) printf(side "27 [%%]\n")
#define P28(side) printf(side "28 [%-14.s] [%13.s] [%0.f]\n", "abc", "", -NAN)
#define P29(side) printf(side "29 [%-0.hd] [%#14.e] [%-.17s]\n", (short)7, 0x1.c6bf52634p+49, "hello world")
#define P30(side) printf(side "30 [% 5.20e] [%%] [%c]\n", 0x1.c6bf52634p+49, 65)
#define P31(side) printf(side "31 [%.5ho] [%.11f]\n", (unsigned short)-42, -0x1p+00)
#define P32(side) printf(side "32 [%.21A]\n", 0x1.fffffffffffffp+1023)
#define P33(side) printf(side "33 [%0hu]\n", (unsigned short)1)
#define P34(side) printf(side "34 [%-.ld] [%13a]\n", (long)9223372036854775807ll, 0x1.edd2f1a9fbe77p+06)
#define P35(side) printf(side "35 [%3.21hhi] [%%] [%.A]\n", (signed char)-42, 0x1p-1074)
#define P36(side) printf(side "36 [%8.hho]\n", (unsigned char)(-9223372036854775807ll - 1))
#define P37(side) printf(side "37 [%li] [%#02.e]\n", (long)100000, 0x1p+00)
#define P38(side) printf(side "38 [%8G]\n", 0x1.c6bf52634p+49)
#define P39(side) printf(side "39 [%e]\n", (double)INFINITY)

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
