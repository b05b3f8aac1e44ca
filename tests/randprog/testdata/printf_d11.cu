// Random printf conversions (tests/randprog/gen, kind printf, seed 50341).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%0.12e]\n", 0x1.999999999999ap-04)
#define P1(side) printf(side "1 [%13c]\n", ' ')
#define P2(side) printf(side "2 [%0.5E] [% #.21G] [%.3X]\n", 0x1.edd2f1a9fbe77p+06, 0x1.02e7ef70994ddp-13, (unsigned)100000)
#define P3(side) printf(side "3 [%.16hhi] [%.19f]\n", (signed char)1, 0x1.249ad2594c37dp+332)
#define P4(side) printf(side "4 [%-.17a] [% .G]\n", 0x1p+00, 0x1.56e1fc2f8f359p-997)
#define P5(side) printf(side "5 [%.19f] [%1.4s]\n", 0x1.3fffffca501adp+03, "")
#define P6(side) printf(side "6 [%-0.7llo] [%-c] [%.11hho]\n", (unsigned long long)255, 65, (unsigned char)7)
#define P7(side) printf(side "7 [%0.e]\n", (double)INFINITY)
#define P8(side) printf(side "8 [%.d]\n", (int)-1)
#define P9(side) printf(side "9 [%#6.13e] [%+3.5F] [%#11.6A]\n", -NAN, 0x1.cbe991a14p+36, 0x1.02e7ef70994ddp-13)
#define P10(side) printf(side "10 [%9.8s]\n", "")
#define P11(side) printf(side "11 [%-+.4li] [%11.20llX] [%012hu]\n", (long)2147483647, (unsigned long long)100000, (unsigned short)4294967295u)
#define P12(side) printf(side "12 [%c]\n", 65)
#define P13(side) printf(side "13 [%5.12f]\n", 0x1.999999999999ap-04)
#define P14(side) printf(side "14 [%.G] [%8.hX]\n", 0x0p+00, (unsigned short)2147483647)
#define P15(side) printf(side "15 [%%] [%s] [%2.3hd]\n", "", (short)0)
#define P16(side) printf(side "16 [%c]\n", '%')
#define P17(side) printf(side "17 [%13.1o]\n", (unsigned)100000)
#define P18(side) printf(side "18 [%+.6g] [%-0.E]\n", 0x1.cp+01, 0x1.4f8b588e368f1p-17)
#define P19(side) printf(side "19 [%13.g]\n", 0x1.4f8b588e368f1p-17)
#define P20(side) printf(side "20 [%+.21F]\n", 0x1p-1074)
#define P21(side) printf(side "21 [%9ho]\n", (unsigned short)4294967295u)
#define P22(side) printf(side "22 [%11c]\n", 65)
#define P23(side) printf(side "23 [%4c] [%10llX]\n", 'x', (unsigned long long)-1)
#define P24(side) printf(side "24 [%14.6A] [%11.6hd] [%.hhd]\n", 0x1.4p+01, (short)1, (signed char)(-2147483647 - 1))
#define P25(side) printf(side "25 [%%] [%9.hhd]\n", (signed char)0)
#define P26(side) printf(side "26 [%.11G]\n", 0x1.5555555555555p-02)
#define P27(side) printf(side "27 [%14.10d]\n", (int)1)
#define P28(side) printf(side "28 [%-8.hhx] [%-08E]\n", (unsigned char)9223372036854775807ll, 0x1.cp+01)
#define P29(side) printf(side "29 [% 01g]\n", 0x1.3fffffca501adp+03)
#define P30(side) printf(side "30 [%.3a] [%-6.G] [%e]\n", -NAN, 0x1.4p+01, 0x1.56e1fc2f8f359p-997)
#define P31(side) printf(side "31 [%%]\n")
#define P32(side) printf(side "32 [%.lld]\n", (long long)-123456789)
#define P33(side) printf(side "33 [%-0li] [%10e]\n", (long)(-2147483647 - 1), (double)-INFINITY)
#define P34(side) printf(side "34 [%+ #14.6F]\n", -NAN)
#define P35(side) printf(side "35 [%12c] [%.6lu] [% 05.e]\n", ' ', (unsigned long)18446744073709551615ull, 0x1.cp+01)
#define P36(side) printf(side "36 [%+0.11A] [%14llX]\n", 0x0p+00, (unsigned long long)0)
#define P37(side) printf(side "37 [%c] [% #9.4a]\n", 'A', (double)INFINITY)
#define P38(side) printf(side "38 [%.10lx] [%+#10.18A]\n", (unsigned long)-1, 0x1.edd2f1a9fbe77p+06)
#define P39(side) printf(side "39 [%2.8s]\n", "a")

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
