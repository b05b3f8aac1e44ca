// Random printf conversions (tests/randprog/gen, kind printf, seed 3002).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%2llo] [%8.u]\n", (unsigned long long)65535, (unsigned)4294967295u)
#define P1(side) printf(side "1 [%-5c] [%2.16llx] [%c]\n", '%', (unsigned long long)2147483647, 65)
#define P2(side) printf(side "2 [%.14llo] [%-.4s]\n", (unsigned long long)-1, "hello world")
#define P3(side) printf(side "3 [%-.5A]\n", -NAN)
#define P4(side) printf(side "4 [% 9.lli]\n", (long long)255)
#define P5(side) printf(side "5 [%-.G]\n", 0x1.999999999999ap-04)
#define P6(side) printf(side "6 [%5.lu] [%.12o]\n", (unsigned long)100000, (unsigned)255)
#define P7(side) printf(side "7 [%.18X] [% #0.1G]\n", (unsigned)255, 0x1.4p+01)
#define P8(side) printf(side "8 [%6.F]\n", 0x1.869f8p+16)
#define P9(side) printf(side "9 [%#6.4F] [%-.20A] [%-11.hho]\n", 0x1.999999999999ap-05, 0x1p+00, (unsigned char)(-9223372036854775807ll - 1))
#define P10(side) printf(side "10 [% 13.lld] [%-.llX]\n", (long long)(-9223372036854775807ll - 1), (unsigned long long)0x1234abcd)
#define P11(side) printf(side "11 [%0.hhX]\n", (unsigned char)-42)
#define P12(side) printf(side "12 [%-1.hX] [%-#0.10hhX]\n", (unsigned short)65535, (unsigned char)1)
#define P13(side) printf(side "13 [%.17f] [%11F] [%-6.20F]\n", 0x1p+00, 0x1p+00, 0x1.4f8b588e368f1p-17)
#define P14(side) printf(side "14 [% #10.16G]\n", 0x1.edd2f1a9fbe77p+06)
#define P15(side) printf(side "15 [%11.16f]\n", 0x1.02e7ef70994ddp-13)
#define P16(side) printf(side "16 [%.15lli] [%- #.20F] [%7s]\n", (long long)255, NAN, "a")
#define P17(side) printf(side "17 [%%] [% 05.14A]\n", 0x1.3fffffca501adp+03)
#define P18(side) printf(side "18 [%5.s]\n", "hello world")
#define P19(side) printf(side "19 [%-.10hhd] [%-c]\n", (signed char)-1, 65)
#define P20(side) printf(side "20 [%8.21A] [%+#0.20F]\n", -0.0, 0x1.c6bf52634p+49)
#define P21(side) printf(side "21 [%a]\n", 0x1p-1074)
#define P22(side) printf(side "22 [%13c]\n", '%')
#define P23(side) printf(side "23 [% #G]\n", 0x1.869f8p+16)
#define P24(side) printf(side "24 [%.17s]\n", "hello world")
#define P25(side) printf(side "25 [%-.lX] [%13c] [%%]\n", (unsigned long)-1, 'A')
#define P26(side) printf(side "26 [% 012.19E] [%-.d] [%#llX]\n", 0x1.4p+01, (int)18446744073709551615ull, (unsigned long long)1)
#define P27(side) printf(side "27 [%+ 10.7G] [%.f]\n", 0x0p+00, 0x1.869f8p+16)
#define P28(side) printf(side "28 [%+#8.14e]\n", 0x1.02e7ef70994ddp-13)
#define P29(side) printf(side "29 [% 012.G] [%%]\n", 0x1p-01)
#define P30(side) printf(side "30 [%-7c] [%-9.e]\n", ' ', -NAN)
#define P31(side) printf(side "31 [%hx] [%#.21o] [%11.15llX]\n", (unsigned short)0x1234abcd, (unsigned)1, (unsigned long long)0)
#define P32(side) printf(side "32 [%5c]\n", ' ')
#define P33(side) printf(side "33 [%+07.19hi] [%.0g] [% 0.E]\n", (short)0x1234abcd, 0x1.3fffffca501adp+03, 0x1.999999999999ap-04)
#define P34(side) printf(side "34 [%5.4lx] [%09e]\n", (unsigned long)-1, 0x1.c6bf52634p+49)
#define P35(side) printf(side "35 [%%] [%ho] [%#1.7F]\n", (unsigned short)(-9223372036854775807ll - 1), 0x1.edd2f1a9fbe77p+06)
#define P36(side) printf(side "36 [%-+#.20A] [%6hhx]\n", 0x1.5555555555555p-02, (unsigned char)(-9223372036854775807ll - 1))
#define P37(side) printf(side "37 [%- .8A] [%.s] [%+2.18e]\n", 0x1.edd2f1a9fbe77p+06, "a", 0x1.edd2f1a9fbe77p+06)
#define P38(side) printf(side "38 [%+2.21F] [%7.G] [%#0.9hx]\n", NAN, NAN, (unsigned short)65535)
#define P39(side) printf(side "39 [%#F] [%-011A]\n", 0x1.b1ae4d6e2ef5p+69, (double)-INFINITY)

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
