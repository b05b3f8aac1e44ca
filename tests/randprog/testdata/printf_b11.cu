// Random printf conversions (tests/randprog/gen, kind printf, seed 987109).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%%] [%-9hho] [%13.A]\n", (unsigned char)255, 0x1p-01)
#define P1(side) printf(side "1 [%.llu] [%+7hhd] [%-06.8ho]\n", (unsigned long long)(-2147483647 - 1), (signed char)-123456789, (unsigned short)18446744073709551615ull)
#define P2(side) printf(side "2 [%+2.3ld] [%.18li]\n", (long)-1, (long)9223372036854775807ll)
#define P3(side) printf(side "3 [% .18hi]\n", (short)(-9223372036854775807ll - 1))
#define P4(side) printf(side "4 [%.0lu] [%%]\n", (unsigned long)-42)
#define P5(side) printf(side "5 [%-13s] [%#3.f] [%.4hx]\n", "percent %", 0x1.02e7ef70994ddp-13, (unsigned short)(-9223372036854775807ll - 1))
#define P6(side) printf(side "6 [%.1s] [%-0hX]\n", "", (unsigned short)0)
#define P7(side) printf(side "7 [%0.14llx]\n", (unsigned long long)-42)
#define P8(side) printf(side "8 [%.3i]\n", (int)9223372036854775807ll)
#define P9(side) printf(side "9 [%010.F] [%.10a]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.4f8b588e368f1p-17)
#define P10(side) printf(side "10 [%-.19s] [% .17e] [%+7.8A]\n", "percent %", 0x1.edd2f1a9fbe77p+06, 0x1.869f8p+16)
#define P11(side) printf(side "11 [%#.17A] [%-+02.F] [%.7E]\n", 0x1.999999999999ap-04, 0x1.fffffffffffffp+1023, 0x1p-1074)
#define P12(side) printf(side "12 [%2.lld] [%+ .g] [%.13hX]\n", (long long)65535, 0x1.edd2f1a9fbe77p+06, (unsigned short)100000)
#define P13(side) printf(side "13 [%%] [%+ .21e] [%12.17A]\n", -0.0, (double)-INFINITY)
#define P14(side) printf(side "14 [%c] [%+#14.12E] [%#0.17hX]\n", '0', -0x1p+00, (unsigned short)2147483647)
#define P15(side) printf(side "15 [%+1.16e]\n", 0x1p+00)
#define P16(side) printf(side "16 [%#.2lX]\n", (unsigned long)4294967295u)
#define P17(side) printf(side "17 [%#.16X]\n", (unsigned)7)
#define P18(side) printf(side "18 [%6.16llx] [%0.14lx] [%lli]\n", (unsigned long long)(-2147483647 - 1), (unsigned long)255, (long long)65535)
#define P19(side) printf(side "19 [%%] [%-llX] [%.s]\n", (unsigned long long)(-2147483647 - 1), "percent %")
#define P20(side) printf(side "20 [%-9.19s] [%.g] [%-#G]\n", "hello world", 0x1.cbe991a14p+36, -NAN)
#define P21(side) printf(side "21 [%%] [%%]\n")
#define P22(side) printf(side "22 [%E]\n", 0x1.999999999999ap-04)
#define P23(side) printf(side "23 [%6.8A]\n", (double)-INFINITY)
#define P24(side) printf(side "24 [%4.2g] [%c] [%%]\n", 0x1.02e7ef70994ddp-13, '0')
#define P25(side) printf(side "25 [%3c] [%11c]\n", 65, 65)
#define P26(side) printf(side "26 [%-llx] [%.s]\n", (unsigned long long)0x1234abcd, "percent %")
#define P27(side) printf(side "27 [%-.2hd] [%+5hi]\n", (short)-123456789, (short)(-2147483647 - 1))
#define P28(side) printf(side "28 [%-.5s]\n", "abc")
#define P29(side) printf(side "29 [%#.15a] [%F] [%9c]\n", 0x1.c6bf52634p+49, 0x1p-01, 'x')
#define P30(side) printf(side "30 [%14.lo] [%#9.17e] [%4.8F]\n", (unsigned long)-1, 0x1.4p+01, -0x1.4p+01)
#define P31(side) printf(side "31 [%.8s]\n", "")
#define P32(side) printf(side "32 [%+#A]\n", 0x1.edd2f1a9fbe77p+06)
#define P33(side) printf(side "33 [%- .e] [%%] [%#11.f]\n", -NAN, 0x1.fffffffffffffp+1023)
#define P34(side) printf(side "34 [%c]\n", 65)
#define P35(side) printf(side "35 [%1.17o]\n", (unsigned)18446744073709551615ull)
#define P36(side) printf(side "36 [%c] [%7c] [%c]\n", '%', 'A', '%')
#define P37(side) printf(side "37 [% #10.a] [%0E]\n", (double)INFINITY, 0x1.fffffffffffffp+1023)
#define P38(side) printf(side "38 [%-llx] [%-.G] [%9c]\n", (unsigned long long)-42, 0x1p-01, '0')
#define P39(side) printf(side "39 [%4c]\n", 'x')

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
