// Random printf conversions (tests/randprog/gen, kind printf, seed 971271).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%-2A] [%c]\n", 0x1.4f8b588e368f1p-17, 'A')
#define P1(side) printf(side "1 [%02g]\n", 0x1.4p+01)
#define P2(side) printf(side "2 [%+11.19hd]\n", (short)-123456789)
#define P3(side) printf(side "3 [%-.18s]\n", "hello world")
#define P4(side) printf(side "4 [%c] [%011.19hho]\n", '%', (unsigned char)2147483647)
#define P5(side) printf(side "5 [%.12f] [%+0.17a]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.56e1fc2f8f359p-997)
#define P6(side) printf(side "6 [%4.g] [%.9lx] [%%]\n", 0x1.cp+01, (unsigned long)(-9223372036854775807ll - 1))
#define P7(side) printf(side "7 [%-013.lx] [%.A] [%c]\n", (unsigned long)-42, 0x1.fffffffffffffp+1023, '0')
#define P8(side) printf(side "8 [%+ #.6A] [%#14.F]\n", 0x1.3fffffca501adp+03, 0x1.4p+01)
#define P9(side) printf(side "9 [%-02.F] [%10c] [%-#.16g]\n", 0x1p-01, 'x', 0x1.3fffffca501adp+03)
#define P10(side) printf(side "10 [%.u]\n", (unsigned)1)
#define P11(side) printf(side "11 [%-.14e]\n", 0x1.249ad2594c37dp+332)
#define P12(side) printf(side "12 [%%]\n")
#define P13(side) printf(side "13 [%c]\n", '0')
#define P14(side) printf(side "14 [%+.13G]\n", 0x1.4p+01)
#define P15(side) printf(side "15 [%lx]\n", (unsigned long)-42)
#define P16(side) printf(side "16 [%llu]\n", (unsigned long long)4294967295u)
#define P17(side) printf(side "17 [%-+ 7.hi] [%-+.10g] [%-#1.llo]\n", (short)255, 0x1.4p+01, (unsigned long long)(-2147483647 - 1))
#define P18(side) printf(side "18 [%7F] [%12.hhu]\n", 0x0p+00, (unsigned char)4294967295u)
#define P19(side) printf(side "19 [%13.11E] [%.21E]\n", 0x1p+00, 0x1.fffffffffffffp+1023)
#define P20(side) printf(side "20 [%6.s] [%6u] [%-.1F]\n", "hello world", (unsigned)0x1234abcd, (double)INFINITY)
#define P21(side) printf(side "21 [%-c]\n", 'x')
#define P22(side) printf(side "22 [%14.llu] [%.llX]\n", (unsigned long long)-123456789, (unsigned long long)-42)
#define P23(side) printf(side "23 [%3c]\n", '%')
#define P24(side) printf(side "24 [% 1.20hd] [%%] [%.18s]\n", (short)0x1234abcd, "hello world")
#define P25(side) printf(side "25 [%.20e] [%9.hi] [%-.lo]\n", NAN, (short)7, (unsigned long)-42)
#define P26(side) printf(side "26 [%%]\n")
#define P27(side) printf(side "27 [%.18X] [%%] [%c]\n", (unsigned)2147483647, 'x')
#define P28(side) printf(side "28 [%08.hX] [%+ 05.19g]\n", (unsigned short)(-9223372036854775807ll - 1), 0x1.02e7ef70994ddp-13)
#define P29(side) printf(side "29 [%.19s] [%.e] [%c]\n", "abc", 0x1.cbe991a14p+36, 'x')
#define P30(side) printf(side "30 [%#.20a] [%6.A] [%-.hX]\n", 0x1.999999999999ap-04, 0x0p+00, (unsigned short)(-9223372036854775807ll - 1))
#define P31(side) printf(side "31 [%3llu]\n", (unsigned long long)-123456789)
#define P32(side) printf(side "32 [%.7hhu]\n", (unsigned char)-42)
#define P33(side) printf(side "33 [%-10.12F] [%+12.21a]\n", 0x1.cbe991a14p+36, 0x1.249ad2594c37dp+332)
#define P34(side) printf(side "34 [%- #A] [%-.f]\n", -0x1p+00, -0x1p+00)
#define P35(side) printf(side "35 [%-14.e] [%.0s] [%%]\n", 0x1.3fffffca501adp+03, "abc")
#define P36(side) printf(side "36 [% .e] [%3c]\n", 0x1.fffffffffffffp+1023, '%')
#define P37(side) printf(side "37 [%013.E] [%s]\n", 0x1.5555555555555p-02, "hello world")
#define P38(side) printf(side "38 [%%]\n")
#define P39(side) printf(side "39 [%-c]\n", 65)

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
