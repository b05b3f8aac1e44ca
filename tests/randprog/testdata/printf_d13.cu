// Random printf conversions (tests/randprog/gen, kind printf, seed 50403).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%%] [%-+#6.11a]\n", (double)INFINITY)
#define P1(side) printf(side "1 [%.14F]\n", 0x1.999999999999ap-05)
#define P2(side) printf(side "2 [%0.G] [%12.9s]\n", 0x1p-1074, "abc")
#define P3(side) printf(side "3 [%+.f]\n", 0x1.cbe991a14p+36)
#define P4(side) printf(side "4 [%.7F] [%%]\n", (double)INFINITY)
#define P5(side) printf(side "5 [%14lX] [%hhX] [%-9.e]\n", (unsigned long)7, (unsigned char)18446744073709551615ull, -NAN)
#define P6(side) printf(side "6 [%-014hd] [%.i] [% e]\n", (short)-123456789, (int)(-9223372036854775807ll - 1), 0x1.4f8b588e368f1p-17)
#define P7(side) printf(side "7 [%.13llo]\n", (unsigned long long)18446744073709551615ull)
#define P8(side) printf(side "8 [%8.13g] [%+#0.13e] [%0.14x]\n", 0x1.4p+01, 0x1.edd2f1a9fbe77p+06, (unsigned)0x1234abcd)
#define P9(side) printf(side "9 [%+6.18g]\n", 0x1.4p+01)
#define P10(side) printf(side "10 [%c] [%3c] [%- 05.g]\n", 'x', 65, 0x1.5555555555555p-02)
#define P11(side) printf(side "11 [% .12d] [%-#E]\n", (int)0, 0x1.249ad2594c37dp+332)
#define P12(side) printf(side "12 [%%] [%5c]\n", ' ')
#define P13(side) printf(side "13 [%5c] [%5.A]\n", '0', NAN)
#define P14(side) printf(side "14 [%1.9s]\n", "a")
#define P15(side) printf(side "15 [%%] [%0f]\n", 0x1.4f8b588e368f1p-17)
#define P16(side) printf(side "16 [%.16hho] [% 8.ld]\n", (unsigned char)(-2147483647 - 1), (long)0x1234abcd)
#define P17(side) printf(side "17 [%013.A] [%8.14s]\n", 0x1.3fffffca501adp+03, "hello world")
#define P18(side) printf(side "18 [%.f]\n", 0x1.999999999999ap-04)
#define P19(side) printf(side "19 [%13hhd] [%9c]\n", (signed char)-1, 'A')
#define P20(side) printf(side "20 [%11.13g] [%.16s] [%%]\n", 0x1.249ad2594c37dp+332, "a")
#define P21(side) printf(side "21 [%#.12G] [%.21hx]\n", -0x1.4p+01, (unsigned short)65535)
#define P22(side) printf(side "22 [%0u] [% f] [%-#2.f]\n", (unsigned)65535, 0x1.02e7ef70994ddp-13, 0x1.56e1fc2f8f359p-997)
#define P23(side) printf(side "23 [%1.19s]\n", "")
#define P24(side) printf(side "24 [%lx] [%A] [%-#4.E]\n", (unsigned long)0x1234abcd, 0x1.02e7ef70994ddp-13, 0x1.5555555555555p-02)
#define P25(side) printf(side "25 [% 14li]\n", (long)2147483647)
#define P26(side) printf(side "26 [%.a] [%%] [%.1g]\n", -0x1.4p+01, 0x1.cbe991a14p+36)
#define P27(side) printf(side "27 [%7.s]\n", "abc")
#define P28(side) printf(side "28 [%- 6e] [%10.17g]\n", 0x1.cbe991a14p+36, 0x1.fffffffffffffp+1023)
#define P29(side) printf(side "29 [%%]\n")
#define P30(side) printf(side "30 [%- 014.21E] [%03.E] [%11.9E]\n", 0x1.cbe991a14p+36, 0x1.cp+01, 0x1p-1074)
#define P31(side) printf(side "31 [%llx] [%0ho] [%#1o]\n", (unsigned long long)255, (unsigned short)255, (unsigned)-42)
#define P32(side) printf(side "32 [%7.d] [%-.s]\n", (int)100000, "abc")
#define P33(side) printf(side "33 [%0.hu]\n", (unsigned short)-1)
#define P34(side) printf(side "34 [%%] [%4g] [% 0.17F]\n", 0x1.3fffffca501adp+03, 0x1.999999999999ap-04)
#define P35(side) printf(side "35 [%1.6ld]\n", (long)-42)
#define P36(side) printf(side "36 [%0.21a]\n", 0x1.cbe991a14p+36)
#define P37(side) printf(side "37 [%-0.11ho] [%4.hhd] [%.e]\n", (unsigned short)18446744073709551615ull, (signed char)255, 0x1.b1ae4d6e2ef5p+69)
#define P38(side) printf(side "38 [%#7o] [%2.17a]\n", (unsigned)-42, 0x1.999999999999ap-05)
#define P39(side) printf(side "39 [%0.17a] [%#14.7E] [%.4o]\n", -0.0, (double)INFINITY, (unsigned)-123456789)

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
