// Random printf conversions (tests/randprog/gen, kind printf, seed 3012).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%2.hx] [%%]\n", (unsigned short)4294967295u)
#define P1(side) printf(side "1 [%-#.20hhx] [%#5.5G] [%%]\n", (unsigned char)0x1234abcd, 0x1p-01)
#define P2(side) printf(side "2 [%10.14E] [% 7.20G] [%-s]\n", 0x1p-1074, 0x1.999999999999ap-04, "hello world")
#define P3(side) printf(side "3 [%01.hx] [%-9.14ld] [%05.F]\n", (unsigned short)0, (long)9223372036854775807ll, 0x1.5555555555555p-02)
#define P4(side) printf(side "4 [%%] [%-06.10A]\n", 0x1.cp+01)
#define P5(side) printf(side "5 [%-+0E]\n", 0x1.4f8b588e368f1p-17)
#define P6(side) printf(side "6 [%.hx] [%1.s] [%.i]\n", (unsigned short)18446744073709551615ull, "", (int)255)
#define P7(side) printf(side "7 [%0.10hhi] [%.20hhu] [%%]\n", (signed char)-123456789, (unsigned char)0x1234abcd)
#define P8(side) printf(side "8 [%.0s] [%.19F]\n", "", 0x0p+00)
#define P9(side) printf(side "9 [%c]\n", 65)
#define P10(side) printf(side "10 [%+G]\n", 0x1.cbe991a14p+36)
#define P11(side) printf(side "11 [%7c] [%13s] [%-6c]\n", 65, "percent %", '0')
#define P12(side) printf(side "12 [%+ 12.lli]\n", (long long)0)
#define P13(side) printf(side "13 [%#4.7f] [%#13.18E] [%-13g]\n", (double)-INFINITY, 0x1.fffffffffffffp+1023, -0.0)
#define P14(side) printf(side "14 [%10.20F] [%%]\n", -0x1p+00)
#define P15(side) printf(side "15 [%#06.0A] [%12.18a]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.5555555555555p-02)
#define P16(side) printf(side "16 [%-c] [%8.19s]\n", '0', "percent %")
#define P17(side) printf(side "17 [%1.21s] [%-#.lx] [%11.11lX]\n", "a", (unsigned long)7, (unsigned long)100000)
#define P18(side) printf(side "18 [%i] [%-+ #a] [%.19f]\n", (int)65535, 0x1.4f8b588e368f1p-17, 0x1.3fffffca501adp+03)
#define P19(side) printf(side "19 [% 14f] [%- .g]\n", 0x1.869f8p+16, 0x1.edd2f1a9fbe77p+06)
#define P20(side) printf(side "20 [%-A] [% 0.e]\n", 0x1.fffffffffffffp+1023, 0x1.999999999999ap-05)
#define P21(side) printf(side "21 [%-1.13hx] [%0.f] [%014E]\n", (unsigned short)4294967295u, 0x1p-01, 0x0p+00)
#define P22(side) printf(side "22 [%lX] [%0.lX]\n", (unsigned long)7, (unsigned long)65535)
#define P23(side) printf(side "23 [%013.21o]\n", (unsigned)(-2147483647 - 1))
#define P24(side) printf(side "24 [%+9.16e] [%-.11s] [%%]\n", 0x1p+00, "abc")
#define P25(side) printf(side "25 [%.4hhX] [%%]\n", (unsigned char)65535)
#define P26(side) printf(side "26 [% lld] [% 7G] [%.li]\n", (long long)2147483647, 0x1.3fffffca501adp+03, (long)65535)
#define P27(side) printf(side "27 [%%] [%-.1i]\n", (int)9223372036854775807ll)
#define P28(side) printf(side "28 [%1A] [%#A]\n", -0.0, -NAN)
#define P29(side) printf(side "29 [%%] [%s]\n", "")
#define P30(side) printf(side "30 [%-1.o] [%%]\n", (unsigned)(-9223372036854775807ll - 1))
#define P31(side) printf(side "31 [%-.1e] [% #4.8E] [%1.19G]\n", 0x1p-1074, 0x1.869f8p+16, 0x1.999999999999ap-05)
#define P32(side) printf(side "32 [%-9.21F]\n", 0x1.4f8b588e368f1p-17)
#define P33(side) printf(side "33 [%.12u] [%0.3E]\n", (unsigned)-42, 0x1.edd2f1a9fbe77p+06)
#define P34(side) printf(side "34 [%-#04.6o] [%.19a]\n", (unsigned)0, 0x1.4f8b588e368f1p-17)
#define P35(side) printf(side "35 [%-0.F] [%010.14hhX] [%lo]\n", 0x1.249ad2594c37dp+332, (unsigned char)7, (unsigned long)-42)
#define P36(side) printf(side "36 [%9c]\n", 65)
#define P37(side) printf(side "37 [%+ 1.13E]\n", 0x1.02e7ef70994ddp-13)
#define P38(side) printf(side "38 [%.3llX]\n", (unsigned long long)0)
#define P39(side) printf(side "39 [%5.ld] [%-c] [%-llX]\n", (long)0x1234abcd, 'A', (unsigned long long)4294967295u)

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
