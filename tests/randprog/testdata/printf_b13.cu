// Random printf conversions (tests/randprog/gen, kind printf, seed 1002947).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%11.2s]\n", "tab\there")
#define P1(side) printf(side "1 [%%]\n")
#define P2(side) printf(side "2 [%.llx] [%6.hho] [%%]\n", (unsigned long long)-1, (unsigned char)(-9223372036854775807ll - 1))
#define P3(side) printf(side "3 [%2c]\n", '0')
#define P4(side) printf(side "4 [%X] [%6e]\n", (unsigned)-123456789, 0x1.999999999999ap-04)
#define P5(side) printf(side "5 [%-0.19e]\n", 0x1.b1ae4d6e2ef5p+69)
#define P6(side) printf(side "6 [%10d] [%12llx]\n", (int)9223372036854775807ll, (unsigned long long)7)
#define P7(side) printf(side "7 [%0.hd] [%#.3g]\n", (short)2147483647, 0x1.869f8p+16)
#define P8(side) printf(side "8 [%+11.18A] [%0.g] [%-c]\n", -0x1.4p+01, 0x1.5555555555555p-02, '0')
#define P9(side) printf(side "9 [%6.17f] [% 4.f]\n", 0x1.02e7ef70994ddp-13, 0x1.edd2f1a9fbe77p+06)
#define P10(side) printf(side "10 [%4.14llX]\n", (unsigned long long)255)
#define P11(side) printf(side "11 [% .g]\n", (double)INFINITY)
#define P12(side) printf(side "12 [%-.21f] [%-5.o] [%5.21E]\n", 0x1.edd2f1a9fbe77p+06, (unsigned)9223372036854775807ll, NAN)
#define P13(side) printf(side "13 [%.s] [%2.19hu]\n", "hello world", (unsigned short)100000)
#define P14(side) printf(side "14 [%#13.G] [%10.s]\n", 0x1.56e1fc2f8f359p-997, "abc")
#define P15(side) printf(side "15 [%#.15hx]\n", (unsigned short)9223372036854775807ll)
#define P16(side) printf(side "16 [%#2.17hhX] [%- 0.F] [% .12F]\n", (unsigned char)100000, -NAN, 0x1.02e7ef70994ddp-13)
#define P17(side) printf(side "17 [%-#7.E]\n", 0x1.fffffffffffffp+1023)
#define P18(side) printf(side "18 [%+0.14g] [%#F] [%.15s]\n", 0x1.56e1fc2f8f359p-997, 0x1.b1ae4d6e2ef5p+69, "abc")
#define P19(side) printf(side "19 [%+8f] [%#9.11lX] [% .f]\n", 0x1.56e1fc2f8f359p-997, (unsigned long)100000, -NAN)
#define P20(side) printf(side "20 [%.e] [%4c]\n", 0x1.b1ae4d6e2ef5p+69, '%')
#define P21(side) printf(side "21 [%11.17X] [%%]\n", (unsigned)2147483647)
#define P22(side) printf(side "22 [%3g] [%%] [%c]\n", 0x1.b1ae4d6e2ef5p+69, ' ')
#define P23(side) printf(side "23 [%.ho] [%2.16lli]\n", (unsigned short)4294967295u, (long long)-1)
#define P24(side) printf(side "24 [%5.hhX] [%-.13F] [%#g]\n", (unsigned char)18446744073709551615ull, 0x1.869f8p+16, 0x1.4f8b588e368f1p-17)
#define P25(side) printf(side "25 [%2.19s]\n", "hello world")
#define P26(side) printf(side "26 [%+5.0hhd] [% 6.8F]\n", (signed char)4294967295u, 0x1.cbe991a14p+36)
#define P27(side) printf(side "27 [% 0.G] [%7.1F]\n", NAN, 0x1p+00)
#define P28(side) printf(side "28 [%#E]\n", 0x1.edd2f1a9fbe77p+06)
#define P29(side) printf(side "29 [%F]\n", 0x1.b1ae4d6e2ef5p+69)
#define P30(side) printf(side "30 [%- .A] [%-.20a]\n", 0x1.c6bf52634p+49, -0x1.4p+01)
#define P31(side) printf(side "31 [%+06.f] [%%] [%#.10x]\n", 0x1.cp+01, (unsigned)18446744073709551615ull)
#define P32(side) printf(side "32 [%#8.21hhx] [%12.u] [% .G]\n", (unsigned char)65535, (unsigned)9223372036854775807ll, -0x1.4p+01)
#define P33(side) printf(side "33 [%8.16s] [%-+0.6lli] [%9.19ho]\n", "a", (long long)2147483647, (unsigned short)9223372036854775807ll)
#define P34(side) printf(side "34 [%4c]\n", 'A')
#define P35(side) printf(side "35 [%+5.12a]\n", 0x1.cp+01)
#define P36(side) printf(side "36 [%.19hhd] [%3c]\n", (signed char)255, 65)
#define P37(side) printf(side "37 [%-.11hhX]\n", (unsigned char)4294967295u)
#define P38(side) printf(side "38 [%+#A] [%-0.4ho]\n", 0x1.3fffffca501adp+03, (unsigned short)0)
#define P39(side) printf(side "39 [%.11A]\n", 0x1.4p+01)

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
