// Random printf conversions (tests/randprog/gen, kind printf, seed 979190).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%-#.g] [%4.e] [%E]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.cbe991a14p+36, 0x1.fffffffffffffp+1023)
#define P1(side) printf(side "1 [%A]\n", 0x1.999999999999ap-05)
#define P2(side) printf(side "2 [%#A]\n", -0.0)
#define P3(side) printf(side "3 [% 7g] [%- 11.19G] [%3G]\n", 0x1.869f8p+16, 0x1.999999999999ap-04, (double)-INFINITY)
#define P4(side) printf(side "4 [%+ 1.2A] [%.17s]\n", 0x1.b1ae4d6e2ef5p+69, "hello world")
#define P5(side) printf(side "5 [%#.G]\n", (double)INFINITY)
#define P6(side) printf(side "6 [%10c]\n", ' ')
#define P7(side) printf(side "7 [% 11.i] [%#.15g]\n", (int)2147483647, 0x1.02e7ef70994ddp-13)
#define P8(side) printf(side "8 [%-.hhi]\n", (signed char)4294967295u)
#define P9(side) printf(side "9 [% 8i]\n", (int)-1)
#define P10(side) printf(side "10 [%#0.ho]\n", (unsigned short)(-2147483647 - 1))
#define P11(side) printf(side "11 [%-4.14lx]\n", (unsigned long)65535)
#define P12(side) printf(side "12 [% #05.19E] [%8.A]\n", 0x1.869f8p+16, 0x1.999999999999ap-04)
#define P13(side) printf(side "13 [%- 13.18e] [%u]\n", 0x1p-1074, (unsigned)-123456789)
#define P14(side) printf(side "14 [%-.0F] [%0G]\n", -0x1p+00, 0x1.b1ae4d6e2ef5p+69)
#define P15(side) printf(side "15 [%c]\n", '%')
#define P16(side) printf(side "16 [%+07.9E] [%A]\n", 0x1.56e1fc2f8f359p-997, 0x1.cbe991a14p+36)
#define P17(side) printf(side "17 [%-+.hd] [%2s] [%- #E]\n", (short)-42, "abc", 0x1.02e7ef70994ddp-13)
#define P18(side) printf(side "18 [%%] [%-#010f] [%7c]\n", 0x1.edd2f1a9fbe77p+06, 'A')
#define P19(side) printf(side "19 [%12c] [%-#.20F]\n", 'A', NAN)
#define P20(side) printf(side "20 [%+ .13hi]\n", (short)(-9223372036854775807ll - 1))
#define P21(side) printf(side "21 [%-lx]\n", (unsigned long)9223372036854775807ll)
#define P22(side) printf(side "22 [%e] [%%]\n", 0x1.4f8b588e368f1p-17)
#define P23(side) printf(side "23 [%.1u] [%8.7d] [%lli]\n", (unsigned)0x1234abcd, (int)100000, (long long)1)
#define P24(side) printf(side "24 [%.ld] [%.15hX]\n", (long)4294967295u, (unsigned short)1)
#define P25(side) printf(side "25 [%+.hhd] [%.10s]\n", (signed char)100000, "abc")
#define P26(side) printf(side "26 [%5c] [%-s]\n", ' ', "percent %")
#define P27(side) printf(side "27 [%c] [%- 02.g]\n", '%', (double)-INFINITY)
#define P28(side) printf(side "28 [%+9f] [%%]\n", 0x1.b1ae4d6e2ef5p+69)
#define P29(side) printf(side "29 [% 13.f]\n", -0x1.4p+01)
#define P30(side) printf(side "30 [%.13lX] [%-+.9e]\n", (unsigned long)0, -NAN)
#define P31(side) printf(side "31 [%.s] [%2.7e]\n", "a", 0x1.4f8b588e368f1p-17)
#define P32(side) printf(side "32 [%8.18F]\n", 0x1p-01)
#define P33(side) printf(side "33 [%.14llu] [%%] [%.llu]\n", (unsigned long long)100000, (unsigned long long)65535)
#define P34(side) printf(side "34 [%12.14e]\n", 0x1.4f8b588e368f1p-17)
#define P35(side) printf(side "35 [%#.11a] [%%] [%+ 7.10i]\n", 0x1p-1074, (int)0)
#define P36(side) printf(side "36 [%-#o] [%.18a]\n", (unsigned)(-2147483647 - 1), 0x1.edd2f1a9fbe77p+06)
#define P37(side) printf(side "37 [%8.a] [%3.hhu]\n", NAN, (unsigned char)0x1234abcd)
#define P38(side) printf(side "38 [%.0E]\n", -0.0)
#define P39(side) printf(side "39 [%12o] [%#4.E] [% 10.18E]\n", (unsigned)100000, 0x1.02e7ef70994ddp-13, 0x1p-1074)

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
