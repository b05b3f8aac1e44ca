// Random printf conversions (tests/randprog/gen, kind printf, seed 955433).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%.0s]\n", "tab\there")
#define P1(side) printf(side "1 [%#0.2A] [%2.21d]\n", 0x1.5555555555555p-02, (int)1)
#define P2(side) printf(side "2 [%-4.13s] [%14.g] [%.5llo]\n", "a", -0x1.4p+01, (unsigned long long)1)
#define P3(side) printf(side "3 [%%] [%2x]\n", (unsigned)1)
#define P4(side) printf(side "4 [%010.13i]\n", (int)0x1234abcd)
#define P5(side) printf(side "5 [%+.A] [%- 13.G] [%-.8hu]\n", 0x1.edd2f1a9fbe77p+06, 0x1.4f8b588e368f1p-17, (unsigned short)0)
#define P6(side) printf(side "6 [%-+10.G] [%-5.s] [%14c]\n", 0x1.c6bf52634p+49, "", 65)
#define P7(side) printf(side "7 [%%] [%.20g]\n", 0x1.4f8b588e368f1p-17)
#define P8(side) printf(side "8 [%-3.12s] [%04.17hd]\n", "", (short)9223372036854775807ll)
#define P9(side) printf(side "9 [%s] [%9X]\n", "percent %", (unsigned)-1)
#define P10(side) printf(side "10 [%.20E] [%3.1g] [%%]\n", 0x1.fffffffffffffp+1023, 0x1.999999999999ap-04)
#define P11(side) printf(side "11 [%-+F]\n", 0x1.3fffffca501adp+03)
#define P12(side) printf(side "12 [%12hi] [%-.s]\n", (short)(-9223372036854775807ll - 1), "percent %")
#define P13(side) printf(side "13 [%%]\n")
#define P14(side) printf(side "14 [% #.20a] [%-3.4E] [%%]\n", 0x1.3fffffca501adp+03, 0x0p+00)
#define P15(side) printf(side "15 [%-+6.g]\n", 0x1.56e1fc2f8f359p-997)
#define P16(side) printf(side "16 [%9.X] [%%]\n", (unsigned)18446744073709551615ull)
#define P17(side) printf(side "17 [%.19a] [%0.E] [%6.1hhX]\n", 0x1.56e1fc2f8f359p-997, -NAN, (unsigned char)(-2147483647 - 1))
#define P18(side) printf(side "18 [%8.15a] [%2lX] [%%]\n", (double)-INFINITY, (unsigned long)100000)
#define P19(side) printf(side "19 [%0.19X] [%0.21e]\n", (unsigned)0x1234abcd, (double)INFINITY)
#define P20(side) printf(side "20 [%7.7G] [%0.12F] [%llx]\n", 0x1.cp+01, -0.0, (unsigned long long)255)
#define P21(side) printf(side "21 [%-10s] [%.16s] [%14.7lX]\n", "", "abc", (unsigned long)-1)
#define P22(side) printf(side "22 [%%]\n")
#define P23(side) printf(side "23 [%8.lli] [%%] [% 01g]\n", (long long)0x1234abcd, -NAN)
#define P24(side) printf(side "24 [%#.g] [%1c]\n", 0x1.999999999999ap-05, '0')
#define P25(side) printf(side "25 [%%]\n")
#define P26(side) printf(side "26 [%.llu] [%%] [%2c]\n", (unsigned long long)-42, 'x')
#define P27(side) printf(side "27 [%.hx]\n", (unsigned short)-42)
#define P28(side) printf(side "28 [%+ 0.hi] [%-11.x]\n", (short)-42, (unsigned)-123456789)
#define P29(side) printf(side "29 [%0.0hx] [%x]\n", (unsigned short)(-2147483647 - 1), (unsigned)100000)
#define P30(side) printf(side "30 [%%]\n")
#define P31(side) printf(side "31 [%c]\n", 'x')
#define P32(side) printf(side "32 [%3c] [%3.2F] [%+#G]\n", ' ', 0x1.cp+01, 0x1p-1074)
#define P33(side) printf(side "33 [%.17hhi] [%.0e]\n", (signed char)-123456789, -0x1.4p+01)
#define P34(side) printf(side "34 [%#05.19A] [%06.6f] [%12.s]\n", (double)INFINITY, 0x1.cbe991a14p+36, "tab\there")
#define P35(side) printf(side "35 [%10.u]\n", (unsigned)(-9223372036854775807ll - 1))
#define P36(side) printf(side "36 [%+ 14li]\n", (long)2147483647)
#define P37(side) printf(side "37 [%llo] [%- .8E]\n", (unsigned long long)1, 0x1.4f8b588e368f1p-17)
#define P38(side) printf(side "38 [%.12hd] [%.4llo] [% 010.G]\n", (short)100000, (unsigned long long)65535, 0x1.c6bf52634p+49)
#define P39(side) printf(side "39 [%13.15hhx] [%s]\n", (unsigned char)-1, "tab\there")

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
