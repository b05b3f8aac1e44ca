// Random printf conversions (tests/randprog/gen, kind printf, seed 1018785).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%1.16F]\n", 0x1.869f8p+16)
#define P1(side) printf(side "1 [%c] [% 14ld] [%#.ho]\n", 'A', (long)9223372036854775807ll, (unsigned short)18446744073709551615ull)
#define P2(side) printf(side "2 [%0.4E] [%%] [%14.14x]\n", -NAN, (unsigned)1)
#define P3(side) printf(side "3 [%.2f]\n", 0x1.56e1fc2f8f359p-997)
#define P4(side) printf(side "4 [%-1X]\n", (unsigned)18446744073709551615ull)
#define P5(side) printf(side "5 [%%] [%4.10A] [% 7.20E]\n", 0x1.02e7ef70994ddp-13, 0x1.cp+01)
#define P6(side) printf(side "6 [%2c] [%s] [%10.2s]\n", '0', "tab\there", "hello world")
#define P7(side) printf(side "7 [%.hX]\n", (unsigned short)0x1234abcd)
#define P8(side) printf(side "8 [%#11.f] [% .ld]\n", 0x1p+00, (long)9223372036854775807ll)
#define P9(side) printf(side "9 [%+9.F] [%#0.0F] [% 3G]\n", 0x1.869f8p+16, 0x1.249ad2594c37dp+332, 0x1.fffffffffffffp+1023)
#define P10(side) printf(side "10 [%7o] [%A] [%-#E]\n", (unsigned)0, 0x1.5555555555555p-02, 0x1.249ad2594c37dp+332)
#define P11(side) printf(side "11 [% #014e]\n", 0x1.edd2f1a9fbe77p+06)
#define P12(side) printf(side "12 [%5.hho] [% 9.6a]\n", (unsigned char)2147483647, 0x1.c6bf52634p+49)
#define P13(side) printf(side "13 [%-+.19d]\n", (int)-123456789)
#define P14(side) printf(side "14 [%-6c] [%0.hX] [%+ 0.a]\n", '%', (unsigned short)9223372036854775807ll, 0x1.999999999999ap-05)
#define P15(side) printf(side "15 [%%] [%14c]\n", '%')
#define P16(side) printf(side "16 [%+.3E] [%+ .11G] [%5.10llu]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.b1ae4d6e2ef5p+69, (unsigned long long)-42)
#define P17(side) printf(side "17 [% .13A]\n", 0x1.c6bf52634p+49)
#define P18(side) printf(side "18 [%+.5g] [%.15lli]\n", 0x1.5555555555555p-02, (long long)0x1234abcd)
#define P19(side) printf(side "19 [% #.E]\n", 0x1.edd2f1a9fbe77p+06)
#define P20(side) printf(side "20 [%%] [%-2.9llx]\n", (unsigned long long)9223372036854775807ll)
#define P21(side) printf(side "21 [%c] [%+11.g]\n", ' ', 0x1.4p+01)
#define P22(side) printf(side "22 [%-6.11a] [%- 0lli]\n", 0x1.cbe991a14p+36, (long long)0)
#define P23(side) printf(side "23 [%-.s] [%.5s] [%#13.10hx]\n", "a", "percent %", (unsigned short)-1)
#define P24(side) printf(side "24 [%hX] [%g]\n", (unsigned short)(-9223372036854775807ll - 1), (double)-INFINITY)
#define P25(side) printf(side "25 [%3.s] [% .18A] [%01.15A]\n", "hello world", 0x1.cp+01, 0x1.999999999999ap-05)
#define P26(side) printf(side "26 [%11.2s] [%+.3G]\n", "a", 0x1.cbe991a14p+36)
#define P27(side) printf(side "27 [%-#.G]\n", 0x1.cp+01)
#define P28(side) printf(side "28 [%- 0.16e] [%.17lli]\n", 0x1.cp+01, (long long)1)
#define P29(side) printf(side "29 [%0.12d] [%9s] [%9.16s]\n", (int)0x1234abcd, "", "abc")
#define P30(side) printf(side "30 [%10.s] [%%] [%c]\n", "percent %", ' ')
#define P31(side) printf(side "31 [%-+5F] [%%] [%10g]\n", 0x1.999999999999ap-05, -0x1p+00)
#define P32(side) printf(side "32 [%11.20f]\n", 0x1.249ad2594c37dp+332)
#define P33(side) printf(side "33 [%4c]\n", 'x')
#define P34(side) printf(side "34 [%#0hx] [%#.11g]\n", (unsigned short)(-9223372036854775807ll - 1), 0x1.b1ae4d6e2ef5p+69)
#define P35(side) printf(side "35 [%3.llx] [%-lld]\n", (unsigned long long)100000, (long long)-42)
#define P36(side) printf(side "36 [%+ hhd] [%5.19E] [%%]\n", (signed char)2147483647, 0x1.4f8b588e368f1p-17)
#define P37(side) printf(side "37 [%10s] [% #6.18e]\n", "hello world", 0x0p+00)
#define P38(side) printf(side "38 [%11s] [%.9G] [%-.a]\n", "a", 0x0p+00, 0x1p-1074)
#define P39(side) printf(side "39 [%3a] [%-#.G]\n", -0.0, 0x1.4f8b588e368f1p-17)

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
