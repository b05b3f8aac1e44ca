// Random printf conversions (tests/randprog/gen, kind printf, seed 907919).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%+.4a]\n", 0x0p+00)
#define P1(side) printf(side "1 [%.2lo]\n", (unsigned long)(-2147483647 - 1))
#define P2(side) printf(side "2 [%+ 0.A] [% 11A]\n", (double)INFINITY, 0x1p+00)
#define P3(side) printf(side "3 [%%] [%+#9.19F] [%13a]\n", 0x1p-01, 0x1p-1074)
#define P4(side) printf(side "4 [%c]\n", 65)
#define P5(side) printf(side "5 [%#.3g]\n", -NAN)
#define P6(side) printf(side "6 [%%] [%11.ho] [%2.8u]\n", (unsigned short)9223372036854775807ll, (unsigned)-42)
#define P7(side) printf(side "7 [%.14llo]\n", (unsigned long long)-1)
#define P8(side) printf(side "8 [%+ 1.F] [%.18x]\n", 0x1.249ad2594c37dp+332, (unsigned)0)
#define P9(side) printf(side "9 [% #14.7F] [% #04E]\n", 0x1p+00, -0x1.4p+01)
#define P10(side) printf(side "10 [%-6.s]\n", "tab\there")
#define P11(side) printf(side "11 [%9.d] [%-2.0f] [%01.6hhx]\n", (int)100000, NAN, (unsigned char)-1)
#define P12(side) printf(side "12 [%s] [%G]\n", "a", 0x1.cp+01)
#define P13(side) printf(side "13 [%c] [%06.5lu]\n", ' ', (unsigned long)-123456789)
#define P14(side) printf(side "14 [%+14.21g] [%7.17g] [%%]\n", 0x0p+00, 0x1.cbe991a14p+36)
#define P15(side) printf(side "15 [%c]\n", 'A')
#define P16(side) printf(side "16 [%7c] [%4.5lu]\n", 'A', (unsigned long)255)
#define P17(side) printf(side "17 [% #012.3F] [%2.8hi] [%.18llX]\n", 0x1.fffffffffffffp+1023, (short)4294967295u, (unsigned long long)-1)
#define P18(side) printf(side "18 [%#.8lx]\n", (unsigned long)1)
#define P19(side) printf(side "19 [%-s]\n", "tab\there")
#define P20(side) printf(side "20 [%2.0X] [%.u] [%+ .G]\n", (unsigned)2147483647, (unsigned)4294967295u, 0x1.869f8p+16)
#define P21(side) printf(side "21 [%8c]\n", 'A')
#define P22(side) printf(side "22 [%#G] [% #13.G] [%c]\n", (double)INFINITY, 0x1p-01, '0')
#define P23(side) printf(side "23 [%.15s] [%-s]\n", "abc", "tab\there")
#define P24(side) printf(side "24 [%.li] [%hhx] [%.21ho]\n", (long)18446744073709551615ull, (unsigned char)0, (unsigned short)0)
#define P25(side) printf(side "25 [% .7E] [% 0.14f] [%s]\n", (double)-INFINITY, 0x1.cbe991a14p+36, "hello world")
#define P26(side) printf(side "26 [%%] [%s]\n", "tab\there")
#define P27(side) printf(side "27 [%9.7s]\n", "abc")
#define P28(side) printf(side "28 [%.1hhx] [%-.g]\n", (unsigned char)2147483647, (double)-INFINITY)
#define P29(side) printf(side "29 [%#F] [%.6f]\n", 0x1.02e7ef70994ddp-13, 0x1.3fffffca501adp+03)
#define P30(side) printf(side "30 [%0.15hhi] [%+10A] [%%]\n", (signed char)7, -NAN)
#define P31(side) printf(side "31 [%012E]\n", (double)INFINITY)
#define P32(side) printf(side "32 [% 10.12f] [%-0.14g]\n", 0x1.869f8p+16, 0x1.249ad2594c37dp+332)
#define P33(side) printf(side "33 [%+5.7g] [%10.11s]\n", -0x1p+00, "abc")
#define P34(side) printf(side "34 [%.14lli] [%-#.16F] [%6c]\n", (long long)2147483647, 0x1.56e1fc2f8f359p-997, '%')
#define P35(side) printf(side "35 [%0.f] [%7c] [% #.9G]\n", 0x1.fffffffffffffp+1023, '0', 0x1p+00)
#define P36(side) printf(side "36 [%- 9.12E] [%+0g]\n", 0x1.4f8b588e368f1p-17, 0x0p+00)
#define P37(side) printf(side "37 [%%] [%%]\n")
#define P38(side) printf(side "38 [%-14.3g] [%14.2llX] [%11e]\n", 0x1.3fffffca501adp+03, (unsigned long long)4294967295u, 0x1.cp+01)
#define P39(side) printf(side "39 [%.9lX] [%2.19lo] [%#4.10g]\n", (unsigned long)255, (unsigned long)65535, 0x1.249ad2594c37dp+332)

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
