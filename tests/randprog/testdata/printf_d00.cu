// Random printf conversions (tests/randprog/gen, kind printf, seed 50000).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%.A] [%llx] [%8u]\n", 0x1.999999999999ap-04, (unsigned long long)-1, (unsigned)(-9223372036854775807ll - 1))
#define P1(side) printf(side "1 [%05.18hd]\n", (short)2147483647)
#define P2(side) printf(side "2 [%7.17s]\n", "percent %")
#define P3(side) printf(side "3 [%c] [%hhX] [%12.11s]\n", 'A', (unsigned char)-123456789, "tab\there")
#define P4(side) printf(side "4 [%.x] [%-lo]\n", (unsigned)-1, (unsigned long)7)
#define P5(side) printf(side "5 [%#.10G]\n", (double)INFINITY)
#define P6(side) printf(side "6 [%A] [%010.20lu]\n", 0x1p+00, (unsigned long)4294967295u)
#define P7(side) printf(side "7 [%012e]\n", -0.0)
#define P8(side) printf(side "8 [%1c]\n", '0')
#define P9(side) printf(side "9 [%-9hho] [%13.A]\n", (unsigned char)0, 0x1.cbe991a14p+36)
#define P10(side) printf(side "10 [%-0.E]\n", 0x1.3fffffca501adp+03)
#define P11(side) printf(side "11 [%1.13lX] [%c]\n", (unsigned long)9223372036854775807ll, ' ')
#define P12(side) printf(side "12 [%-11.17s]\n", "tab\there")
#define P13(side) printf(side "13 [%%] [%.A] [%%]\n", 0x1.cp+01)
#define P14(side) printf(side "14 [%0.14g] [%F]\n", 0x1.cbe991a14p+36, 0x1p-1074)
#define P15(side) printf(side "15 [% .21g]\n", (double)-INFINITY)
#define P16(side) printf(side "16 [%12.1hhd] [% #.f] [%hi]\n", (signed char)7, 0x1p-01, (short)65535)
#define P17(side) printf(side "17 [%+F]\n", 0x1.56e1fc2f8f359p-997)
#define P18(side) printf(side "18 [%%] [%%] [%4.11s]\n", "")
#define P19(side) printf(side "19 [%7.s]\n", "hello world")
#define P20(side) printf(side "20 [%c] [% #.F]\n", '%', 0x1.c6bf52634p+49)
#define P21(side) printf(side "21 [%-012.3llo] [%.llx] [%11.s]\n", (unsigned long long)65535, (unsigned long long)-42, "")
#define P22(side) printf(side "22 [%-+.19g] [%7.f]\n", -0x1p+00, 0x1.4f8b588e368f1p-17)
#define P23(side) printf(side "23 [%2.4u] [%-#9.17f]\n", (unsigned)1, (double)-INFINITY)
#define P24(side) printf(side "24 [%-#0o] [%-.s]\n", (unsigned)65535, "abc")
#define P25(side) printf(side "25 [%+ 0.16G]\n", (double)-INFINITY)
#define P26(side) printf(side "26 [%5.0hhx] [%1.e] [%.E]\n", (unsigned char)7, -0.0, -NAN)
#define P27(side) printf(side "27 [%3.F] [%#.18E]\n", 0x1.56e1fc2f8f359p-997, 0x1.5555555555555p-02)
#define P28(side) printf(side "28 [%10a] [%c]\n", -0x1p+00, 'x')
#define P29(side) printf(side "29 [%-3.13s]\n", "hello world")
#define P30(side) printf(side "30 [% #.e]\n", -0x1.4p+01)
#define P31(side) printf(side "31 [%13a]\n", -NAN)
#define P32(side) printf(side "32 [%-.16e] [%c]\n", 0x1p-1074, '0')
#define P33(side) printf(side "33 [%0g] [%-c]\n", (double)INFINITY, 65)
#define P34(side) printf(side "34 [%u] [% 14A] [%8A]\n", (unsigned)0, -NAN, 0x1.fffffffffffffp+1023)
#define P35(side) printf(side "35 [%-+01.5i] [% .10a]\n", (int)2147483647, NAN)
#define P36(side) printf(side "36 [% 14f] [%#.10hX]\n", 0x1.5555555555555p-02, (unsigned short)4294967295u)
#define P37(side) printf(side "37 [%3.16lo] [%%]\n", (unsigned long)255)
#define P38(side) printf(side "38 [%-+0.6li] [%-+ .g]\n", (long)0x1234abcd, 0x0p+00)
#define P39(side) printf(side "39 [%.14g] [%-01.17hx]\n", 0x1.fffffffffffffp+1023, (unsigned short)100000)

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
