// Random printf conversions (tests/randprog/gen, kind printf, seed 1034623).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%c] [% .19A]\n", 'A', 0x1.cbe991a14p+36)
#define P1(side) printf(side "1 [%+13.i] [%#.a]\n", (int)(-9223372036854775807ll - 1), 0x1p-1074)
#define P2(side) printf(side "2 [%+.hhd]\n", (signed char)-1)
#define P3(side) printf(side "3 [%.7f]\n", 0x1.249ad2594c37dp+332)
#define P4(side) printf(side "4 [%14.e] [%6.o]\n", 0x0p+00, (unsigned)65535)
#define P5(side) printf(side "5 [%8.g] [%+2F]\n", 0x1.999999999999ap-04, (double)-INFINITY)
#define P6(side) printf(side "6 [%-+.0e] [%%] [%-014.3G]\n", 0x1.edd2f1a9fbe77p+06, -0x1.4p+01)
#define P7(side) printf(side "7 [% .17E]\n", 0x1.fffffffffffffp+1023)
#define P8(side) printf(side "8 [%- .f] [% .0E]\n", 0x1.869f8p+16, 0x1p-1074)
#define P9(side) printf(side "9 [%.lo] [%%]\n", (unsigned long)(-2147483647 - 1))
#define P10(side) printf(side "10 [%-s]\n", "tab\there")
#define P11(side) printf(side "11 [%-1c] [%.15llo]\n", '%', (unsigned long long)2147483647)
#define P12(side) printf(side "12 [%c] [%.10a]\n", 'A', 0x1.b1ae4d6e2ef5p+69)
#define P13(side) printf(side "13 [%0.6e]\n", -0.0)
#define P14(side) printf(side "14 [%+#.17F] [%9.E]\n", (double)-INFINITY, 0x1.cbe991a14p+36)
#define P15(side) printf(side "15 [%c] [%-0.1g] [%lX]\n", '%', 0x1p-1074, (unsigned long)0)
#define P16(side) printf(side "16 [%+02g]\n", NAN)
#define P17(side) printf(side "17 [%-11.hx] [%-c]\n", (unsigned short)4294967295u, '0')
#define P18(side) printf(side "18 [%-5.i] [%%] [%-08.10A]\n", (int)255, (double)INFINITY)
#define P19(side) printf(side "19 [%0.f] [% 10.0li] [%5.4llu]\n", 0x0p+00, (long)18446744073709551615ull, (unsigned long long)0x1234abcd)
#define P20(side) printf(side "20 [%-ho] [%.15s] [%-F]\n", (unsigned short)18446744073709551615ull, "percent %", 0x1.4f8b588e368f1p-17)
#define P21(side) printf(side "21 [%11.1g]\n", (double)-INFINITY)
#define P22(side) printf(side "22 [%-+13a] [%6.8s] [%-#5a]\n", 0x1.4f8b588e368f1p-17, "", 0x1.02e7ef70994ddp-13)
#define P23(side) printf(side "23 [%.g] [% G] [%03F]\n", NAN, 0x1.edd2f1a9fbe77p+06, -0x1p+00)
#define P24(side) printf(side "24 [%4c]\n", 'A')
#define P25(side) printf(side "25 [%.5lu]\n", (unsigned long)4294967295u)
#define P26(side) printf(side "26 [%.10s]\n", "tab\there")
#define P27(side) printf(side "27 [%%] [%9.2llo]\n", (unsigned long long)-1)
#define P28(side) printf(side "28 [%#3.llX] [%3.4F] [%-+.15hhd]\n", (unsigned long long)(-2147483647 - 1), 0x0p+00, (signed char)4294967295u)
#define P29(side) printf(side "29 [%11.10hhi] [%14.5hu] [%5c]\n", (signed char)(-2147483647 - 1), (unsigned short)(-9223372036854775807ll - 1), 'x')
#define P30(side) printf(side "30 [%11a] [%4c] [%#lo]\n", 0x1.02e7ef70994ddp-13, 'x', (unsigned long)18446744073709551615ull)
#define P31(side) printf(side "31 [%7.12G] [%-09.12F] [%+11.20G]\n", 0x1.249ad2594c37dp+332, 0x1.999999999999ap-05, 0x1.4f8b588e368f1p-17)
#define P32(side) printf(side "32 [%.11s] [%+.8G]\n", "", 0x1p+00)
#define P33(side) printf(side "33 [%+4.lld] [%%] [%-.lo]\n", (long long)4294967295u, (unsigned long)(-9223372036854775807ll - 1))
#define P34(side) printf(side "34 [%%] [%13.17lli]\n", (long long)18446744073709551615ull)
#define P35(side) printf(side "35 [%f] [%-g]\n", -0x1p+00, 0x1.5555555555555p-02)
#define P36(side) printf(side "36 [%-+9.11G] [%.14u] [%llo]\n", (double)INFINITY, (unsigned)-42, (unsigned long long)7)
#define P37(side) printf(side "37 [%-13A]\n", 0x1p-01)
#define P38(side) printf(side "38 [%- a]\n", -0.0)
#define P39(side) printf(side "39 [%%]\n")

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
