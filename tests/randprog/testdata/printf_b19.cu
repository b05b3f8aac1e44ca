// Random printf conversions (tests/randprog/gen, kind printf, seed 1050461).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%.hhX] [%4li] [% A]\n", (unsigned char)0, (long)1, 0x1.edd2f1a9fbe77p+06)
#define P1(side) printf(side "1 [%+14F]\n", 0x1.5555555555555p-02)
#define P2(side) printf(side "2 [%#0.12f] [%#.a] [%11.18x]\n", -0x1p+00, 0x1.4p+01, (unsigned)18446744073709551615ull)
#define P3(side) printf(side "3 [%.19s] [%lo]\n", "abc", (unsigned long)0)
#define P4(side) printf(side "4 [%+.12A] [%#.14ho]\n", 0x1.3fffffca501adp+03, (unsigned short)(-9223372036854775807ll - 1))
#define P5(side) printf(side "5 [%#06e] [%#.11g]\n", (double)INFINITY, 0x1.999999999999ap-04)
#define P6(side) printf(side "6 [%.5s] [%+ .g] [%0.19ld]\n", "tab\there", 0x1.4f8b588e368f1p-17, (long)100000)
#define P7(side) printf(side "7 [%+.g] [%2hu] [%#012.lx]\n", -0x1p+00, (unsigned short)-1, (unsigned long)100000)
#define P8(side) printf(side "8 [%s] [%#14.11g]\n", "a", 0x1.02e7ef70994ddp-13)
#define P9(side) printf(side "9 [%.3A]\n", -0x1p+00)
#define P10(side) printf(side "10 [%.hx] [%.lX]\n", (unsigned short)0x1234abcd, (unsigned long)-1)
#define P11(side) printf(side "11 [%c]\n", '0')
#define P12(side) printf(side "12 [% #.20g]\n", -0x1.4p+01)
#define P13(side) printf(side "13 [%0.lu]\n", (unsigned long)0)
#define P14(side) printf(side "14 [%#0.F]\n", 0x1p+00)
#define P15(side) printf(side "15 [%.16g]\n", 0x1.999999999999ap-05)
#define P16(side) printf(side "16 [%-14.llo]\n", (unsigned long long)0x1234abcd)
#define P17(side) printf(side "17 [%-+14.8E] [%-G] [%06E]\n", -0.0, -0x1.4p+01, 0x1p-01)
#define P18(side) printf(side "18 [%c] [%+.14A]\n", 'A', 0x0p+00)
#define P19(side) printf(side "19 [%3.g]\n", 0x1.249ad2594c37dp+332)
#define P20(side) printf(side "20 [%#.16g] [%.20s] [%4.G]\n", 0x1.999999999999ap-05, "percent %", 0x1.4f8b588e368f1p-17)
#define P21(side) printf(side "21 [%07.18A] [%%]\n", 0x1.4p+01)
#define P22(side) printf(side "22 [%+#.E] [%+ 1.F] [%%]\n", (double)INFINITY, (double)-INFINITY)
#define P23(side) printf(side "23 [%12.s] [%.15g] [%#.11X]\n", "", -0x1.4p+01, (unsigned)0)
#define P24(side) printf(side "24 [%.10x] [%-13.7e]\n", (unsigned)18446744073709551615ull, 0x1.cbe991a14p+36)
#define P25(side) printf(side "25 [%11.0a]\n", -NAN)
#define P26(side) printf(side "26 [%.5a] [%9.12hx] [%lx]\n", 0x1.cp+01, (unsigned short)-123456789, (unsigned long)18446744073709551615ull)
#define P27(side) printf(side "27 [%2.llx] [%-12hi]\n", (unsigned long long)1, (short)255)
#define P28(side) printf(side "28 [%.0e] [%+.19f] [%.llu]\n", 0x1.56e1fc2f8f359p-997, 0x1.cbe991a14p+36, (unsigned long long)-123456789)
#define P29(side) printf(side "29 [%-.4s] [%.20g] [%3.21llX]\n", "percent %", 0x1.4p+01, (unsigned long long)-42)
#define P30(side) printf(side "30 [%#.14llx]\n", (unsigned long long)(-2147483647 - 1))
#define P31(side) printf(side "31 [%3d]\n", (int)0x1234abcd)
#define P32(side) printf(side "32 [%+ .g] [%.21u] [%-+2.14lli]\n", 0x1.fffffffffffffp+1023, (unsigned)100000, (long long)2147483647)
#define P33(side) printf(side "33 [%09.9g]\n", 0x1.4p+01)
#define P34(side) printf(side "34 [%13.u] [%.lu] [%0.18X]\n", (unsigned)-1, (unsigned long)0x1234abcd, (unsigned)-1)
#define P35(side) printf(side "35 [%.15G] [%.2x]\n", 0x1p-1074, (unsigned)18446744073709551615ull)
#define P36(side) printf(side "36 [%c] [%11.e] [%0.lX]\n", 65, NAN, (unsigned long)255)
#define P37(side) printf(side "37 [%%] [%05.1a] [% A]\n", 0x1.999999999999ap-05, 0x1.4f8b588e368f1p-17)
#define P38(side) printf(side "38 [%10lo] [%0.21hhu]\n", (unsigned long)0, (unsigned char)4294967295u)
#define P39(side) printf(side "39 [%.20lld]\n", (long long)2147483647)

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
