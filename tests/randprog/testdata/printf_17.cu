// Random printf conversions (tests/randprog/gen, kind printf, seed 3017).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%#0.13e] [%1.2f]\n", (double)INFINITY, 0x1.249ad2594c37dp+332)
#define P1(side) printf(side "1 [%hx]\n", (unsigned short)2147483647)
#define P2(side) printf(side "2 [%-13.E]\n", 0x1.249ad2594c37dp+332)
#define P3(side) printf(side "3 [%0.10x]\n", (unsigned)(-9223372036854775807ll - 1))
#define P4(side) printf(side "4 [%011.2g] [%-.0e]\n", 0x1p-01, -0x1.4p+01)
#define P5(side) printf(side "5 [%7.a] [%lli] [%-7.s]\n", (double)INFINITY, (long long)-1, "percent %")
#define P6(side) printf(side "6 [%11.18G]\n", 0x1.3fffffca501adp+03)
#define P7(side) printf(side "7 [%0.13hhd] [%12c] [%3llo]\n", (signed char)(-2147483647 - 1), 65, (unsigned long long)(-9223372036854775807ll - 1))
#define P8(side) printf(side "8 [%-#4.A]\n", 0x1p-01)
#define P9(side) printf(side "9 [%%] [%.7llu] [%e]\n", (unsigned long long)100000, -0.0)
#define P10(side) printf(side "10 [%-10.s] [%12.7f] [%.13e]\n", "tab\there", -NAN, 0x1p-01)
#define P11(side) printf(side "11 [%%] [%014.8E] [%#.G]\n", 0x1p+00, 0x1.999999999999ap-04)
#define P12(side) printf(side "12 [%+#.13a] [%3lli] [%1.e]\n", 0x1p-01, (long long)255, 0x1.cp+01)
#define P13(side) printf(side "13 [%-3.17o] [%c] [%-g]\n", (unsigned)2147483647, '%', 0x1.cbe991a14p+36)
#define P14(side) printf(side "14 [%8.hhx]\n", (unsigned char)0x1234abcd)
#define P15(side) printf(side "15 [%+#6.11g]\n", 0x1.249ad2594c37dp+332)
#define P16(side) printf(side "16 [%11.u] [%c] [% E]\n", (unsigned)0, 'A', 0x1.02e7ef70994ddp-13)
#define P17(side) printf(side "17 [%+f] [%#.15lx] [%+#a]\n", 0x1p-1074, (unsigned long)65535, (double)INFINITY)
#define P18(side) printf(side "18 [%1c]\n", ' ')
#define P19(side) printf(side "19 [%-2lu]\n", (unsigned long)(-2147483647 - 1))
#define P20(side) printf(side "20 [%s] [%4.10f]\n", "a", 0x1.cp+01)
#define P21(side) printf(side "21 [%#.9ho]\n", (unsigned short)0x1234abcd)
#define P22(side) printf(side "22 [%-+.ld] [%13G]\n", (long)1, 0x0p+00)
#define P23(side) printf(side "23 [%#8hhX] [%c] [%4.0lu]\n", (unsigned char)18446744073709551615ull, '%', (unsigned long)2147483647)
#define P24(side) printf(side "24 [%0.7E]\n", -0x1.4p+01)
#define P25(side) printf(side "25 [%.11s] [%3.6hhi]\n", "", (signed char)7)
#define P26(side) printf(side "26 [%11.20A] [%0.hhi]\n", 0x1.249ad2594c37dp+332, (signed char)255)
#define P27(side) printf(side "27 [%%] [%10c]\n", ' ')
#define P28(side) printf(side "28 [%-.19E]\n", 0x1.fffffffffffffp+1023)
#define P29(side) printf(side "29 [%#014.hx]\n", (unsigned short)100000)
#define P30(side) printf(side "30 [% 8a] [%%]\n", 0x1.c6bf52634p+49)
#define P31(side) printf(side "31 [%-#10.1g]\n", 0x1.4p+01)
#define P32(side) printf(side "32 [%+ .16A]\n", 0x0p+00)
#define P33(side) printf(side "33 [%lld] [%4.8a] [%14.18hhd]\n", (long long)(-9223372036854775807ll - 1), -0x1.4p+01, (signed char)-1)
#define P34(side) printf(side "34 [%07.hi] [%-3.21lo] [% #9g]\n", (short)1, (unsigned long)7, -0x1p+00)
#define P35(side) printf(side "35 [%+#.10E] [%-+#a]\n", 0x1.c6bf52634p+49, 0x1.fffffffffffffp+1023)
#define P36(side) printf(side "36 [%7g] [%%]\n", 0x1.999999999999ap-04)
#define P37(side) printf(side "37 [% 9.hhi] [%9.a]\n", (signed char)(-9223372036854775807ll - 1), 0x1.4p+01)
#define P38(side) printf(side "38 [%-01hhx] [%1c] [% 09.20lld]\n", (unsigned char)(-2147483647 - 1), '%', (long long)2147483647)
#define P39(side) printf(side "39 [%.14f]\n", 0x1.249ad2594c37dp+332)

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
