// Random printf conversions (tests/randprog/gen, kind printf, seed 3016).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%c] [%.12g] [%%]\n", 'x', 0x1.999999999999ap-05)
#define P1(side) printf(side "1 [%+12.A] [%0.13a]\n", 0x1.56e1fc2f8f359p-997, -0x1.4p+01)
#define P2(side) printf(side "2 [%hu]\n", (unsigned short)(-2147483647 - 1))
#define P3(side) printf(side "3 [%013g]\n", 0x1.02e7ef70994ddp-13)
#define P4(side) printf(side "4 [%-#12llx] [% 13.A] [%07.u]\n", (unsigned long long)4294967295u, -0x1.4p+01, (unsigned)65535)
#define P5(side) printf(side "5 [%#.6F] [% 08.f]\n", 0x1.999999999999ap-04, 0x1p-01)
#define P6(side) printf(side "6 [%3c]\n", '%')
#define P7(side) printf(side "7 [%+.15F] [%%] [%%]\n", -NAN)
#define P8(side) printf(side "8 [%01.lX] [%.14llX] [%-#9.21f]\n", (unsigned long)-123456789, (unsigned long long)255, (double)-INFINITY)
#define P9(side) printf(side "9 [%0A] [% #3.2g] [%+0.5G]\n", 0x1.999999999999ap-05, 0x1.249ad2594c37dp+332, 0x1.b1ae4d6e2ef5p+69)
#define P10(side) printf(side "10 [%#13a] [%5c] [%.f]\n", -0.0, '%', 0x1.cbe991a14p+36)
#define P11(side) printf(side "11 [%.u] [%.7s] [%+ 5hd]\n", (unsigned)255, "hello world", (short)4294967295u)
#define P12(side) printf(side "12 [%%] [%13.1s]\n", "a")
#define P13(side) printf(side "13 [%-.19hhX]\n", (unsigned char)100000)
#define P14(side) printf(side "14 [%-.16hhx] [%4.6s] [%5.20E]\n", (unsigned char)0x1234abcd, "", 0x1.4f8b588e368f1p-17)
#define P15(side) printf(side "15 [%11.lX] [%-7s]\n", (unsigned long)9223372036854775807ll, "")
#define P16(side) printf(side "16 [%.20F]\n", -NAN)
#define P17(side) printf(side "17 [%#13.21e] [%2.hhX] [%0.7F]\n", 0x1.5555555555555p-02, (unsigned char)7, 0x1.cp+01)
#define P18(side) printf(side "18 [%-0.0X] [%11li] [%.hhd]\n", (unsigned)-1, (long)-1, (signed char)(-9223372036854775807ll - 1))
#define P19(side) printf(side "19 [%12.llu]\n", (unsigned long long)-1)
#define P20(side) printf(side "20 [%s] [%1.16F]\n", "hello world", 0x1.02e7ef70994ddp-13)
#define P21(side) printf(side "21 [%-+ .G]\n", 0x1.c6bf52634p+49)
#define P22(side) printf(side "22 [%c] [%.5s] [% 03.5e]\n", 'x', "hello world", (double)-INFINITY)
#define P23(side) printf(side "23 [%-11.0f] [%hi]\n", -0.0, (short)255)
#define P24(side) printf(side "24 [%.10s] [%-04.12f]\n", "abc", 0x1.fffffffffffffp+1023)
#define P25(side) printf(side "25 [%7.s]\n", "hello world")
#define P26(side) printf(side "26 [% #12A] [%+ 5hhi]\n", 0x1p-01, (signed char)(-9223372036854775807ll - 1))
#define P27(side) printf(side "27 [%.18llX]\n", (unsigned long long)0)
#define P28(side) printf(side "28 [%%] [%.13E] [%#06.2A]\n", NAN, 0x1.edd2f1a9fbe77p+06)
#define P29(side) printf(side "29 [%13.19lu] [%c]\n", (unsigned long)0x1234abcd, 65)
#define P30(side) printf(side "30 [%#012e] [%11llu]\n", 0x1.4p+01, (unsigned long long)4294967295u)
#define P31(side) printf(side "31 [%.14f] [%10c] [%#12.3e]\n", 0x1.b1ae4d6e2ef5p+69, '%', -0.0)
#define P32(side) printf(side "32 [%13G]\n", 0x1.cp+01)
#define P33(side) printf(side "33 [%011hhu] [%-+4.12F]\n", (unsigned char)1, 0x1.5555555555555p-02)
#define P34(side) printf(side "34 [%3s]\n", "abc")
#define P35(side) printf(side "35 [%-.llx] [%#11g]\n", (unsigned long long)-1, NAN)
#define P36(side) printf(side "36 [%+03.9li] [%6llo] [%.17e]\n", (long)(-2147483647 - 1), (unsigned long long)-123456789, 0x1.869f8p+16)
#define P37(side) printf(side "37 [%#011.21E] [%13.s]\n", (double)INFINITY, "")
#define P38(side) printf(side "38 [%-c]\n", ' ')
#define P39(side) printf(side "39 [%+#1.f] [%u]\n", (double)INFINITY, (unsigned)(-2147483647 - 1))

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
