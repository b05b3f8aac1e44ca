// Random printf conversions (tests/randprog/gen, kind printf, seed 3013).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%+.f]\n", NAN)
#define P1(side) printf(side "1 [%4.5s] [%-9.3llx] [%-2a]\n", "percent %", (unsigned long long)2147483647, 0x1.249ad2594c37dp+332)
#define P2(side) printf(side "2 [%#.hhX]\n", (unsigned char)7)
#define P3(side) printf(side "3 [%-0.0llX] [%.ld]\n", (unsigned long long)(-9223372036854775807ll - 1), (long)(-9223372036854775807ll - 1))
#define P4(side) printf(side "4 [%%] [%hd] [%13.A]\n", (short)2147483647, 0x1p-01)
#define P5(side) printf(side "5 [%#2.12a] [%+#5.15G]\n", 0x1.4f8b588e368f1p-17, 0x1p+00)
#define P6(side) printf(side "6 [%-s] [%14.s] [%-+.16g]\n", "a", "tab\there", -0.0)
#define P7(side) printf(side "7 [%.0g] [%.hhu]\n", (double)INFINITY, (unsigned char)255)
#define P8(side) printf(side "8 [%%]\n")
#define P9(side) printf(side "9 [%+09.G] [%+9.4f] [%2.11A]\n", -0.0, (double)-INFINITY, -0x1p+00)
#define P10(side) printf(side "10 [% 3.7a] [%10.16s]\n", 0x1.cp+01, "abc")
#define P11(side) printf(side "11 [%-.1g] [%-#8.6llo]\n", 0x1.5555555555555p-02, (unsigned long long)-1)
#define P12(side) printf(side "12 [%+8.18F]\n", 0x1.edd2f1a9fbe77p+06)
#define P13(side) printf(side "13 [%%] [%s]\n", "abc")
#define P14(side) printf(side "14 [%#A]\n", 0x1.cp+01)
#define P15(side) printf(side "15 [%3.11hhx] [%0.5ld]\n", (unsigned char)100000, (long)(-2147483647 - 1))
#define P16(side) printf(side "16 [%1s] [%11.9lld]\n", "percent %", (long long)0)
#define P17(side) printf(side "17 [%#1.f] [%-.G] [%+013.1a]\n", 0x1.999999999999ap-05, 0x1p+00, -0x1.4p+01)
#define P18(side) printf(side "18 [%11.12f] [%-010.e]\n", -0x1.4p+01, 0x1p+00)
#define P19(side) printf(side "19 [%#3.20A] [%3.13u]\n", 0x1.999999999999ap-04, (unsigned)2147483647)
#define P20(side) printf(side "20 [%+8.7e] [%011.e]\n", -0x1p+00, (double)INFINITY)
#define P21(side) printf(side "21 [%%] [%-.11g]\n", -0x1p+00)
#define P22(side) printf(side "22 [%.10hi] [%.17s]\n", (short)100000, "a")
#define P23(side) printf(side "23 [%10.19g] [%5.21g] [%c]\n", 0x1p-01, 0x1.869f8p+16, ' ')
#define P24(side) printf(side "24 [%#1.e]\n", 0x1.cbe991a14p+36)
#define P25(side) printf(side "25 [%- 7.hd] [%#07.9X]\n", (short)9223372036854775807ll, (unsigned)7)
#define P26(side) printf(side "26 [%01.17hhX] [%.7s] [%2c]\n", (unsigned char)255, "tab\there", 'A')
#define P27(side) printf(side "27 [%4.hx]\n", (unsigned short)1)
#define P28(side) printf(side "28 [%hhu] [%.19o]\n", (unsigned char)(-2147483647 - 1), (unsigned)(-2147483647 - 1))
#define P29(side) printf(side "29 [%13.0e]\n", 0x1p+00)
#define P30(side) printf(side "30 [%+13.21E] [%c]\n", 0x1.fffffffffffffp+1023, '%')
#define P31(side) printf(side "31 [%.11lu] [%%]\n", (unsigned long)100000)
#define P32(side) printf(side "32 [%.20hi]\n", (short)100000)
#define P33(side) printf(side "33 [%%] [%8.14F] [%llx]\n", 0x1.5555555555555p-02, (unsigned long long)0x1234abcd)
#define P34(side) printf(side "34 [%#1.9hhx] [%.15X] [%-14.4f]\n", (unsigned char)1, (unsigned)65535, 0x1.5555555555555p-02)
#define P35(side) printf(side "35 [%7lli] [%12.21e] [%#.10E]\n", (long long)-123456789, 0x1p-1074, -NAN)
#define P36(side) printf(side "36 [%- .4a]\n", 0x1.b1ae4d6e2ef5p+69)
#define P37(side) printf(side "37 [%hX] [%- .hi]\n", (unsigned short)2147483647, (short)255)
#define P38(side) printf(side "38 [%6.12s] [%-.11E] [%+.10a]\n", "percent %", 0x1.fffffffffffffp+1023, -0.0)
#define P39(side) printf(side "39 [%-0.0x] [%9.x]\n", (unsigned)-123456789, (unsigned)1)

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
