// Random printf conversions (tests/randprog/gen, kind printf, seed 50496).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%0.16lo] [%-2.d] [%7.16s]\n", (unsigned long)1, (int)0x1234abcd, "hello world")
#define P1(side) printf(side "1 [%+3.e] [%lld] [%#5e]\n", -0x1p+00, (long long)4294967295u, (double)-INFINITY)
#define P2(side) printf(side "2 [%- 5.10lli] [%%] [%+.9E]\n", (long long)(-2147483647 - 1), 0x1.02e7ef70994ddp-13)
#define P3(side) printf(side "3 [%10.i] [%.a] [% 2.e]\n", (int)0x1234abcd, 0x1.fffffffffffffp+1023, -0.0)
#define P4(side) printf(side "4 [% G] [%%] [%0.15hhu]\n", 0x1.4p+01, (unsigned char)4294967295u)
#define P5(side) printf(side "5 [%+ #0.2E] [%10.x]\n", 0x1.edd2f1a9fbe77p+06, (unsigned)7)
#define P6(side) printf(side "6 [%%]\n")
#define P7(side) printf(side "7 [% 0hhd] [%#1A]\n", (signed char)2147483647, 0x1.c6bf52634p+49)
#define P8(side) printf(side "8 [%14c]\n", 65)
#define P9(side) printf(side "9 [%+.12a] [%7.19llx]\n", NAN, (unsigned long long)18446744073709551615ull)
#define P10(side) printf(side "10 [%-9c] [%+012f] [%+#013.A]\n", 65, (double)-INFINITY, 0x1.869f8p+16)
#define P11(side) printf(side "11 [%-.4X]\n", (unsigned)-42)
#define P12(side) printf(side "12 [%-+F] [%-+#2.19g]\n", 0x1.999999999999ap-04, 0x1.c6bf52634p+49)
#define P13(side) printf(side "13 [%8.11A]\n", -0.0)
#define P14(side) printf(side "14 [%%]\n")
#define P15(side) printf(side "15 [%5c] [%-.A]\n", 'x', 0x1.edd2f1a9fbe77p+06)
#define P16(side) printf(side "16 [%#6.F]\n", (double)-INFINITY)
#define P17(side) printf(side "17 [%0.11g]\n", 0x1.b1ae4d6e2ef5p+69)
#define P18(side) printf(side "18 [%.1f] [%c] [%lo]\n", 0x1.cp+01, 'A', (unsigned long)18446744073709551615ull)
#define P19(side) printf(side "19 [%.16A]\n", -0x1p+00)
#define P20(side) printf(side "20 [%.15lo] [%-12c] [%c]\n", (unsigned long)0, ' ', 'A')
#define P21(side) printf(side "21 [%%] [%0G]\n", 0x1.02e7ef70994ddp-13)
#define P22(side) printf(side "22 [%011x] [%9.17lu]\n", (unsigned)65535, (unsigned long)100000)
#define P23(side) printf(side "23 [%10F] [%+ 6.20a] [%-1.llX]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.b1ae4d6e2ef5p+69, (unsigned long long)1)
#define P24(side) printf(side "24 [%07.a] [%0.11llX] [%.llX]\n", (double)-INFINITY, (unsigned long long)-123456789, (unsigned long long)9223372036854775807ll)
#define P25(side) printf(side "25 [%.1s] [%#0F]\n", "tab\there", 0x1.c6bf52634p+49)
#define P26(side) printf(side "26 [%.u] [%lli]\n", (unsigned)(-9223372036854775807ll - 1), (long long)0x1234abcd)
#define P27(side) printf(side "27 [%#01.18llo] [% #.1A] [%c]\n", (unsigned long long)(-9223372036854775807ll - 1), 0x1.249ad2594c37dp+332, ' ')
#define P28(side) printf(side "28 [%%] [%hhu]\n", (unsigned char)9223372036854775807ll)
#define P29(side) printf(side "29 [%.hu]\n", (unsigned short)-1)
#define P30(side) printf(side "30 [%c]\n", 65)
#define P31(side) printf(side "31 [%%] [%12.21a]\n", (double)-INFINITY)
#define P32(side) printf(side "32 [%10.17li]\n", (long)2147483647)
#define P33(side) printf(side "33 [%- 9.2A]\n", 0x1.999999999999ap-04)
#define P34(side) printf(side "34 [%-#4.X] [%+E]\n", (unsigned)7, 0x1p-1074)
#define P35(side) printf(side "35 [%-#0.lx] [%-+ g] [%+ 1.ld]\n", (unsigned long)-123456789, 0x1.4p+01, (long)0)
#define P36(side) printf(side "36 [%-011hhi]\n", (signed char)(-2147483647 - 1))
#define P37(side) printf(side "37 [%+f] [%4a]\n", 0x1.02e7ef70994ddp-13, NAN)
#define P38(side) printf(side "38 [%-.s]\n", "percent %")
#define P39(side) printf(side "39 [%%] [% 2F] [%+.8E]\n", 0x1.4f8b588e368f1p-17, 0x1.249ad2594c37dp+332)

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
