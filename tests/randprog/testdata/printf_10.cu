// Random printf conversions (tests/randprog/gen, kind printf, seed 3010).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%%] [%2.5ho]\n", (unsigned short)100000)
#define P1(side) printf(side "1 [%hi]\n", (short)0)
#define P2(side) printf(side "2 [%+ 10.G] [%10e]\n", 0x1.cbe991a14p+36, 0x1p-01)
#define P3(side) printf(side "3 [%+ 6.lld] [%-1hu] [%%]\n", (long long)18446744073709551615ull, (unsigned short)255)
#define P4(side) printf(side "4 [%.19A] [%5.X] [%%]\n", 0x1.02e7ef70994ddp-13, (unsigned)2147483647)
#define P5(side) printf(side "5 [%#12E]\n", 0x1.4f8b588e368f1p-17)
#define P6(side) printf(side "6 [%-2.3G] [%11E]\n", 0x1p+00, 0x1.fffffffffffffp+1023)
#define P7(side) printf(side "7 [%s]\n", "")
#define P8(side) printf(side "8 [%#03A]\n", -NAN)
#define P9(side) printf(side "9 [%-5c]\n", '0')
#define P10(side) printf(side "10 [% A] [%#11.17A]\n", 0x1p-01, 0x1.02e7ef70994ddp-13)
#define P11(side) printf(side "11 [%05.1lu] [%-#11F] [%c]\n", (unsigned long)-42, 0x1p-01, '0')
#define P12(side) printf(side "12 [%13.f] [%-3lli]\n", -NAN, (long long)0x1234abcd)
#define P13(side) printf(side "13 [%#.e] [%1c] [%-.lu]\n", NAN, 'x', (unsigned long)1)
#define P14(side) printf(side "14 [%#.15g]\n", 0x1.fffffffffffffp+1023)
#define P15(side) printf(side "15 [% .4G] [%#0.16E] [%s]\n", 0x1.999999999999ap-05, 0x1.3fffffca501adp+03, "percent %")
#define P16(side) printf(side "16 [%-0.li] [%.lo]\n", (long)2147483647, (unsigned long)4294967295u)
#define P17(side) printf(side "17 [%3.E] [%.11lX] [%11llX]\n", 0x1.c6bf52634p+49, (unsigned long)2147483647, (unsigned long long)7)
#define P18(side) printf(side "18 [%-.7hX] [%+ .A]\n", (unsigned short)65535, (double)INFINITY)
#define P19(side) printf(side "19 [%7.1f]\n", -0x1.4p+01)
#define P20(side) printf(side "20 [% .li]\n", (long)7)
#define P21(side) printf(side "21 [%-#7.8e] [%hhX] [%3.0li]\n", -NAN, (unsigned char)1, (long)-123456789)
#define P22(side) printf(side "22 [%.19A]\n", 0x1.cbe991a14p+36)
#define P23(side) printf(side "23 [%s] [%c] [%c]\n", "abc", 'A', 'x')
#define P24(side) printf(side "24 [%.7g]\n", NAN)
#define P25(side) printf(side "25 [%-c]\n", 65)
#define P26(side) printf(side "26 [%6.9a] [%A] [%-#ho]\n", 0x1.869f8p+16, 0x1.4f8b588e368f1p-17, (unsigned short)9223372036854775807ll)
#define P27(side) printf(side "27 [%.21lo] [% e]\n", (unsigned long)9223372036854775807ll, 0x0p+00)
#define P28(side) printf(side "28 [%3c]\n", 65)
#define P29(side) printf(side "29 [%%] [%%]\n")
#define P30(side) printf(side "30 [%11.7E] [%4.7g]\n", 0x1.cbe991a14p+36, 0x1.02e7ef70994ddp-13)
#define P31(side) printf(side "31 [%#0.g]\n", 0x1.999999999999ap-05)
#define P32(side) printf(side "32 [%3.18lo] [%.2llo]\n", (unsigned long)-1, (unsigned long long)18446744073709551615ull)
#define P33(side) printf(side "33 [%c] [%+ #12.2e] [%-c]\n", '0', 0x1.4p+01, 'A')
#define P34(side) printf(side "34 [%+1.0g] [%%] [%c]\n", 0x1.999999999999ap-04, ' ')
#define P35(side) printf(side "35 [%+#9.E] [%10a] [%3llo]\n", 0x1.cbe991a14p+36, 0x1.edd2f1a9fbe77p+06, (unsigned long long)-123456789)
#define P36(side) printf(side "36 [%-#14.3a] [%#0hX] [%-+14.21lli]\n", 0x1.cbe991a14p+36, (unsigned short)-1, (long long)65535)
#define P37(side) printf(side "37 [%#12.2hho] [%12.G]\n", (unsigned char)(-2147483647 - 1), 0x1.4p+01)
#define P38(side) printf(side "38 [%.hu] [%-14c] [%9.f]\n", (unsigned short)1, '0', 0x1.999999999999ap-05)
#define P39(side) printf(side "39 [%5.s] [%+9.12g]\n", "abc", NAN)

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
