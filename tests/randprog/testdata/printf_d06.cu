// Random printf conversions (tests/randprog/gen, kind printf, seed 50186).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%lu] [%12c] [%-+0.g]\n", (unsigned long)-1, 'A', 0x1p-01)
#define P1(side) printf(side "1 [%#12.17llo] [%10.17lld]\n", (unsigned long long)1, (long long)1)
#define P2(side) printf(side "2 [%+e]\n", 0x1.cp+01)
#define P3(side) printf(side "3 [%.F] [%5.s] [%c]\n", 0x1.56e1fc2f8f359p-997, "a", '0')
#define P4(side) printf(side "4 [% 14.12E]\n", 0x1.cp+01)
#define P5(side) printf(side "5 [%6e] [%+7.lli] [%-6.17o]\n", 0x1.249ad2594c37dp+332, (long long)0, (unsigned)1)
#define P6(side) printf(side "6 [%c]\n", 65)
#define P7(side) printf(side "7 [%0.hhX]\n", (unsigned char)7)
#define P8(side) printf(side "8 [%.15hx] [%1.16x]\n", (unsigned short)-42, (unsigned)1)
#define P9(side) printf(side "9 [% 08.G]\n", 0x1.b1ae4d6e2ef5p+69)
#define P10(side) printf(side "10 [%c] [%.lx] [%0.11llx]\n", 65, (unsigned long)100000, (unsigned long long)(-9223372036854775807ll - 1))
#define P11(side) printf(side "11 [%12.4F] [%.19s]\n", -0x1.4p+01, "hello world")
#define P12(side) printf(side "12 [%6.0F] [%%]\n", -0x1.4p+01)
#define P13(side) printf(side "13 [%0hho] [%0.hx] [% #09.1A]\n", (unsigned char)-1, (unsigned short)65535, 0x1.4p+01)
#define P14(side) printf(side "14 [%1c] [%.12g]\n", ' ', 0x1.999999999999ap-04)
#define P15(side) printf(side "15 [%.12lo] [%13.7ho]\n", (unsigned long)-1, (unsigned short)-42)
#define P16(side) printf(side "16 [%.12A] [%5c] [%-+0.20li]\n", 0x1p-01, ' ', (long)100000)
#define P17(side) printf(side "17 [%%] [%-1.14f] [%#.12e]\n", 0x1.999999999999ap-05, -0.0)
#define P18(side) printf(side "18 [% .1hhd] [%#.hx] [%.4g]\n", (signed char)4294967295u, (unsigned short)18446744073709551615ull, 0x1p-1074)
#define P19(side) printf(side "19 [%-#0.21g] [%.11hhu]\n", 0x1.999999999999ap-05, (unsigned char)100000)
#define P20(side) printf(side "20 [%- 0.hi] [%5A] [%%]\n", (short)4294967295u, 0x1p-1074)
#define P21(side) printf(side "21 [%-#3.8o] [% #F] [%.16s]\n", (unsigned)2147483647, 0x1.869f8p+16, "")
#define P22(side) printf(side "22 [%.2X]\n", (unsigned)0x1234abcd)
#define P23(side) printf(side "23 [%5.19e] [%8.G]\n", 0x1.02e7ef70994ddp-13, (double)-INFINITY)
#define P24(side) printf(side "24 [%-.20g] [%-s] [%.4lX]\n", 0x1p+00, "tab\there", (unsigned long)65535)
#define P25(side) printf(side "25 [%%] [%- A] [%6.18o]\n", 0x1.999999999999ap-05, (unsigned)9223372036854775807ll)
#define P26(side) printf(side "26 [%.hhi]\n", (signed char)-123456789)
#define P27(side) printf(side "27 [%-5.llX] [%a] [%2.u]\n", (unsigned long long)18446744073709551615ull, NAN, (unsigned)7)
#define P28(side) printf(side "28 [%+13i] [%-6lld]\n", (int)1, (long long)18446744073709551615ull)
#define P29(side) printf(side "29 [%+.8F] [%+ g] [%.lx]\n", 0x1.cbe991a14p+36, 0x1.249ad2594c37dp+332, (unsigned long)0)
#define P30(side) printf(side "30 [%1.2x]\n", (unsigned)-42)
#define P31(side) printf(side "31 [%-e]\n", 0x1.02e7ef70994ddp-13)
#define P32(side) printf(side "32 [%-#10.hX]\n", (unsigned short)(-9223372036854775807ll - 1))
#define P33(side) printf(side "33 [%9.F] [%c] [% 0.hhd]\n", 0x1.999999999999ap-05, 'x', (signed char)4294967295u)
#define P34(side) printf(side "34 [%.6hho] [%0.f]\n", (unsigned char)-42, -0x1.4p+01)
#define P35(side) printf(side "35 [%10f]\n", 0x1.fffffffffffffp+1023)
#define P36(side) printf(side "36 [%%]\n")
#define P37(side) printf(side "37 [%.2g] [%0.4x]\n", 0x1.5555555555555p-02, (unsigned)-1)
#define P38(side) printf(side "38 [%12.13hho]\n", (unsigned char)18446744073709551615ull)
#define P39(side) printf(side "39 [%%] [%+5.d]\n", (int)4294967295u)

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
