// Random printf conversions (tests/randprog/gen, kind printf, seed 1010866).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%-#0.e] [%hu]\n", 0x1.02e7ef70994ddp-13, (unsigned short)0x1234abcd)
#define P1(side) printf(side "1 [%X]\n", (unsigned)1)
#define P2(side) printf(side "2 [%+14.g] [%-.20lu] [%+ 14lld]\n", 0x1p-01, (unsigned long)1, (long long)9223372036854775807ll)
#define P3(side) printf(side "3 [%-c] [%+12.a] [%-+.9f]\n", ' ', 0x1.4f8b588e368f1p-17, 0x1p-1074)
#define P4(side) printf(side "4 [%#6e] [%+#12.17A]\n", 0x1.999999999999ap-05, 0x1.869f8p+16)
#define P5(side) printf(side "5 [%-.6ld]\n", (long)1)
#define P6(side) printf(side "6 [%#08.6o] [%%] [%-hX]\n", (unsigned)0, (unsigned short)7)
#define P7(side) printf(side "7 [%4.e]\n", -0.0)
#define P8(side) printf(side "8 [%7.6hd] [%3c]\n", (short)2147483647, 'x')
#define P9(side) printf(side "9 [%0.0F] [%-s]\n", 0x1.999999999999ap-04, "tab\there")
#define P10(side) printf(side "10 [%+6.6hhi] [% .12e] [%#5.3E]\n", (signed char)18446744073709551615ull, 0x1.cbe991a14p+36, 0x1.cp+01)
#define P11(side) printf(side "11 [%+.12e] [% 4.4E]\n", 0x1p-01, NAN)
#define P12(side) printf(side "12 [%-1c] [%%]\n", '0')
#define P13(side) printf(side "13 [%5.10s] [%%]\n", "")
#define P14(side) printf(side "14 [%%] [%.hhi]\n", (signed char)65535)
#define P15(side) printf(side "15 [%10.11A] [%10.s] [%.13s]\n", 0x1.249ad2594c37dp+332, "abc", "a")
#define P16(side) printf(side "16 [%5.s] [%1hu] [%0.6A]\n", "abc", (unsigned short)1, 0x1.4f8b588e368f1p-17)
#define P17(side) printf(side "17 [%0.0hhX] [%+13a]\n", (unsigned char)65535, 0x1p-01)
#define P18(side) printf(side "18 [%+3.14F] [%+11.11hd]\n", 0x1.5555555555555p-02, (short)(-9223372036854775807ll - 1))
#define P19(side) printf(side "19 [%+lli] [%1.3llo] [%-.1llu]\n", (long long)0, (unsigned long long)0x1234abcd, (unsigned long long)-123456789)
#define P20(side) printf(side "20 [%-+.A]\n", 0x1.4p+01)
#define P21(side) printf(side "21 [% .hi]\n", (short)2147483647)
#define P22(side) printf(side "22 [%+F] [% 8.10E] [%-.6F]\n", 0x1.5555555555555p-02, 0x1.999999999999ap-05, 0x1.56e1fc2f8f359p-997)
#define P23(side) printf(side "23 [%.u]\n", (unsigned)2147483647)
#define P24(side) printf(side "24 [%.1x] [%13c]\n", (unsigned)100000, 'x')
#define P25(side) printf(side "25 [%-14.0F] [%f]\n", 0x1.cp+01, 0x1.249ad2594c37dp+332)
#define P26(side) printf(side "26 [%-+#11.E] [%llu] [%9.3G]\n", 0x1.02e7ef70994ddp-13, (unsigned long long)(-2147483647 - 1), 0x1p-01)
#define P27(side) printf(side "27 [%+.12G] [%.E]\n", 0x1.4f8b588e368f1p-17, 0x1.c6bf52634p+49)
#define P28(side) printf(side "28 [%0.1u] [%.12hu]\n", (unsigned)1, (unsigned short)-42)
#define P29(side) printf(side "29 [%%] [% .21F]\n", 0x1.4f8b588e368f1p-17)
#define P30(side) printf(side "30 [%.18s]\n", "percent %")
#define P31(side) printf(side "31 [%.21F]\n", 0x1.249ad2594c37dp+332)
#define P32(side) printf(side "32 [%hhu]\n", (unsigned char)255)
#define P33(side) printf(side "33 [%7.2hd] [%#14.f]\n", (short)100000, 0x0p+00)
#define P34(side) printf(side "34 [%s]\n", "")
#define P35(side) printf(side "35 [%- .18a]\n", 0x1.249ad2594c37dp+332)
#define P36(side) printf(side "36 [%-5.F] [%+#.20a]\n", 0x1.4p+01, 0x1.edd2f1a9fbe77p+06)
#define P37(side) printf(side "37 [%-4.4lo] [%#0.14e] [%%]\n", (unsigned long)255, NAN)
#define P38(side) printf(side "38 [%+.5a] [%s]\n", 0x1.56e1fc2f8f359p-997, "a")
#define P39(side) printf(side "39 [%#5.llx]\n", (unsigned long long)-42)

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
