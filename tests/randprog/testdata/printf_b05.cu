// Random printf conversions (tests/randprog/gen, kind printf, seed 939595).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%#2f] [%.hu]\n", 0x0p+00, (unsigned short)100000)
#define P1(side) printf(side "1 [%.13F]\n", 0x1p-1074)
#define P2(side) printf(side "2 [%0.3g] [%c] [%11.13llu]\n", 0x1.edd2f1a9fbe77p+06, 'x', (unsigned long long)255)
#define P3(side) printf(side "3 [%.9ld] [%-c] [%01.5x]\n", (long)1, ' ', (unsigned)18446744073709551615ull)
#define P4(side) printf(side "4 [%6hX]\n", (unsigned short)-42)
#define P5(side) printf(side "5 [%14F]\n", 0x1.fffffffffffffp+1023)
#define P6(side) printf(side "6 [%-4.A]\n", 0x1.869f8p+16)
#define P7(side) printf(side "7 [%.1a]\n", 0x1.cp+01)
#define P8(side) printf(side "8 [%llx] [%hX]\n", (unsigned long long)65535, (unsigned short)7)
#define P9(side) printf(side "9 [%7.20s]\n", "")
#define P10(side) printf(side "10 [%02G] [%0.d]\n", 0x1.fffffffffffffp+1023, (int)1)
#define P11(side) printf(side "11 [%4.1f]\n", 0x1.fffffffffffffp+1023)
#define P12(side) printf(side "12 [%#4.16hX] [%.G] [%+08li]\n", (unsigned short)-123456789, 0x1.c6bf52634p+49, (long)100000)
#define P13(side) printf(side "13 [%c] [% 08.3E]\n", 'x', 0x1.4p+01)
#define P14(side) printf(side "14 [%%] [%4c]\n", 65)
#define P15(side) printf(side "15 [% 3F]\n", 0x1.56e1fc2f8f359p-997)
#define P16(side) printf(side "16 [%%] [%.17a] [%-o]\n", 0x1.999999999999ap-04, (unsigned)18446744073709551615ull)
#define P17(side) printf(side "17 [%e]\n", 0x1.fffffffffffffp+1023)
#define P18(side) printf(side "18 [%#.19hhx]\n", (unsigned char)0)
#define P19(side) printf(side "19 [% .5f]\n", 0x1.5555555555555p-02)
#define P20(side) printf(side "20 [%-11.F] [%hhX] [%+11.li]\n", 0x1.4f8b588e368f1p-17, (unsigned char)1, (long)(-2147483647 - 1))
#define P21(side) printf(side "21 [%.1o]\n", (unsigned)255)
#define P22(side) printf(side "22 [%-2.1A] [%4s] [%3.F]\n", 0x0p+00, "tab\there", -0x1p+00)
#define P23(side) printf(side "23 [%10.6s]\n", "hello world")
#define P24(side) printf(side "24 [%-.18hhu]\n", (unsigned char)-1)
#define P25(side) printf(side "25 [%#04.llx] [%%] [%-+#.15e]\n", (unsigned long long)(-9223372036854775807ll - 1), 0x0p+00)
#define P26(side) printf(side "26 [%+2.12E] [%%] [%-11.1lo]\n", 0x1.3fffffca501adp+03, (unsigned long)9223372036854775807ll)
#define P27(side) printf(side "27 [%4F] [%-.6lld]\n", (double)INFINITY, (long long)0)
#define P28(side) printf(side "28 [%-6.6lld]\n", (long long)9223372036854775807ll)
#define P29(side) printf(side "29 [%5.20F]\n", -0x1p+00)
#define P30(side) printf(side "30 [%12.19s] [%-.13s]\n", "tab\there", "percent %")
#define P31(side) printf(side "31 [%+#2f] [%6.d] [%%]\n", 0x1p+00, (int)9223372036854775807ll)
#define P32(side) printf(side "32 [%4G]\n", 0x1.b1ae4d6e2ef5p+69)
#define P33(side) printf(side "33 [%3.hhx] [%-.4A] [%#7.13f]\n", (unsigned char)2147483647, 0x1.3fffffca501adp+03, -0x1p+00)
#define P34(side) printf(side "34 [%#f] [% 13.19li]\n", 0x1.edd2f1a9fbe77p+06, (long)100000)
#define P35(side) printf(side "35 [%13.hu] [%+6.hi]\n", (unsigned short)-42, (short)2147483647)
#define P36(side) printf(side "36 [%12ho] [%-4.9llu] [%0.G]\n", (unsigned short)0x1234abcd, (unsigned long long)2147483647, 0x1.fffffffffffffp+1023)
#define P37(side) printf(side "37 [%-0g] [%-4hi]\n", 0x1p+00, (short)-1)
#define P38(side) printf(side "38 [%-#.12f] [%.f]\n", 0x1p+00, 0x1.cp+01)
#define P39(side) printf(side "39 [%+0.11A] [%+2.F]\n", 0x1p-1074, NAN)

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
