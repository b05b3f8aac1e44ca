// Random printf conversions (tests/randprog/gen, kind printf, seed 3003).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%-6c] [%8.F]\n", '0', 0x1p-01)
#define P1(side) printf(side "1 [%x] [%.4a]\n", (unsigned)-42, 0x0p+00)
#define P2(side) printf(side "2 [%.18llu]\n", (unsigned long long)0x1234abcd)
#define P3(side) printf(side "3 [%2.15lli]\n", (long long)65535)
#define P4(side) printf(side "4 [%3E] [%10.14e]\n", 0x1.edd2f1a9fbe77p+06, 0x0p+00)
#define P5(side) printf(side "5 [%-3.llo] [%ld]\n", (unsigned long long)0x1234abcd, (long)(-2147483647 - 1))
#define P6(side) printf(side "6 [%li]\n", (long)65535)
#define P7(side) printf(side "7 [%- hhd] [%+#.1f] [%0.f]\n", (signed char)0x1234abcd, 0x1.4f8b588e368f1p-17, 0x1.02e7ef70994ddp-13)
#define P8(side) printf(side "8 [%%]\n")
#define P9(side) printf(side "9 [%3lld] [%14.0hho]\n", (long long)(-2147483647 - 1), (unsigned char)100000)
#define P10(side) printf(side "10 [%4.20s] [%-#g] [%#F]\n", "hello world", 0x1p+00, 0x1.02e7ef70994ddp-13)
#define P11(side) printf(side "11 [%.10lx] [%.20u] [%%]\n", (unsigned long)1, (unsigned)100000)
#define P12(side) printf(side "12 [%-.13llu] [%#08.18ho] [%+i]\n", (unsigned long long)255, (unsigned short)-123456789, (int)(-9223372036854775807ll - 1))
#define P13(side) printf(side "13 [%#.a]\n", 0x1.4f8b588e368f1p-17)
#define P14(side) printf(side "14 [%3.G] [%010.14ld] [%.7f]\n", -0x1.4p+01, (long)4294967295u, 0x1.869f8p+16)
#define P15(side) printf(side "15 [%-11c]\n", 'A')
#define P16(side) printf(side "16 [%+#.e] [%X] [%#4.2e]\n", -0x1.4p+01, (unsigned)4294967295u, -0x1p+00)
#define P17(side) printf(side "17 [%%]\n")
#define P18(side) printf(side "18 [%011.10o]\n", (unsigned)0)
#define P19(side) printf(side "19 [%.lo] [%-c] [%c]\n", (unsigned long)(-2147483647 - 1), '0', 'x')
#define P20(side) printf(side "20 [%+.16f] [%.e] [%-+ 11.hi]\n", 0x1.4p+01, 0x1p+00, (short)0x1234abcd)
#define P21(side) printf(side "21 [%A] [%-0.e] [%06lo]\n", 0x1.5555555555555p-02, 0x1.56e1fc2f8f359p-997, (unsigned long)0)
#define P22(side) printf(side "22 [%+.7E] [%#10.3x] [%.16x]\n", 0x1.999999999999ap-05, (unsigned)7, (unsigned)7)
#define P23(side) printf(side "23 [%0.14a]\n", 0x1.249ad2594c37dp+332)
#define P24(side) printf(side "24 [% f] [%- #10.12a]\n", 0x1.249ad2594c37dp+332, (double)INFINITY)
#define P25(side) printf(side "25 [%14.hhd] [%.f]\n", (signed char)(-2147483647 - 1), 0x1.c6bf52634p+49)
#define P26(side) printf(side "26 [%+11.14lld]\n", (long long)-1)
#define P27(side) printf(side "27 [%+14li] [%.llu]\n", (long)(-2147483647 - 1), (unsigned long long)65535)
#define P28(side) printf(side "28 [%2.15hhu]\n", (unsigned char)-42)
#define P29(side) printf(side "29 [%0.7a] [%2.14s]\n", -0x1.4p+01, "hello world")
#define P30(side) printf(side "30 [%#3.f] [% .18G] [%+.F]\n", 0x1p-01, 0x1.4f8b588e368f1p-17, 0x1.fffffffffffffp+1023)
#define P31(side) printf(side "31 [%+05g] [%1.5s]\n", 0x1.02e7ef70994ddp-13, "abc")
#define P32(side) printf(side "32 [%11.G] [%.lli] [%%]\n", 0x1p-1074, (long long)255)
#define P33(side) printf(side "33 [%+02.3F] [%+0.14hi] [%%]\n", 0x1.4p+01, (short)7)
#define P34(side) printf(side "34 [%s]\n", "")
#define P35(side) printf(side "35 [%.lx] [%.G] [%.8hd]\n", (unsigned long)2147483647, 0x1.869f8p+16, (short)255)
#define P36(side) printf(side "36 [%.17g]\n", (double)-INFINITY)
#define P37(side) printf(side "37 [% 13.E]\n", 0x1.b1ae4d6e2ef5p+69)
#define P38(side) printf(side "38 [%05F] [%+7.3f] [%%]\n", 0x1p-01, 0x1.02e7ef70994ddp-13)
#define P39(side) printf(side "39 [% 3.8G] [%0.9li] [%%]\n", -NAN, (long)1)

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
