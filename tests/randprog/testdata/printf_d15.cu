// Random printf conversions (tests/randprog/gen, kind printf, seed 50465).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%.16llX]\n", (unsigned long long)0x1234abcd)
#define P1(side) printf(side "1 [%-12.6e] [%%]\n", 0x1.c6bf52634p+49)
#define P2(side) printf(side "2 [%%] [%14hx] [%#7.lX]\n", (unsigned short)0x1234abcd, (unsigned long)0)
#define P3(side) printf(side "3 [%-+0.8i] [%.s] [%-.14A]\n", (int)-1, "a", 0x1.4f8b588e368f1p-17)
#define P4(side) printf(side "4 [%.llu] [%c] [%11.15lld]\n", (unsigned long long)18446744073709551615ull, '0', (long long)2147483647)
#define P5(side) printf(side "5 [%%] [%.21hhu]\n", (unsigned char)0x1234abcd)
#define P6(side) printf(side "6 [% .G] [%5s] [%.5F]\n", 0x1.999999999999ap-05, "", 0x0p+00)
#define P7(side) printf(side "7 [%0.1e]\n", -0x1.4p+01)
#define P8(side) printf(side "8 [%10.18li] [%.7x]\n", (long)-42, (unsigned)0x1234abcd)
#define P9(side) printf(side "9 [% #7g] [%#E]\n", 0x1.cbe991a14p+36, 0x1p+00)
#define P10(side) printf(side "10 [%#0a] [%11.17lld] [%#12A]\n", 0x1.b1ae4d6e2ef5p+69, (long long)0, 0x1.b1ae4d6e2ef5p+69)
#define P11(side) printf(side "11 [%9.F] [%+0i]\n", (double)-INFINITY, (int)2147483647)
#define P12(side) printf(side "12 [%#01.12f] [%06lx] [%011.E]\n", -0x1p+00, (unsigned long)255, 0x1.869f8p+16)
#define P13(side) printf(side "13 [%-s]\n", "tab\there")
#define P14(side) printf(side "14 [%+.10ld] [%c] [%-4.e]\n", (long)7, '0', NAN)
#define P15(side) printf(side "15 [%-14.13a] [%.14lld]\n", 0x1.869f8p+16, (long long)(-9223372036854775807ll - 1))
#define P16(side) printf(side "16 [%.13f] [%.lld]\n", (double)INFINITY, (long long)1)
#define P17(side) printf(side "17 [% 13a] [%5.14hx] [%13.18s]\n", 0x1.cbe991a14p+36, (unsigned short)7, "percent %")
#define P18(side) printf(side "18 [%%] [%013.5E] [%5.li]\n", 0x1.fffffffffffffp+1023, (long)0)
#define P19(side) printf(side "19 [%#07.E]\n", 0x1.4p+01)
#define P20(side) printf(side "20 [% .2d] [%13.5llu] [%0.a]\n", (int)2147483647, (unsigned long long)0, 0x1p-1074)
#define P21(side) printf(side "21 [%-#hX]\n", (unsigned short)(-9223372036854775807ll - 1))
#define P22(side) printf(side "22 [% .ld] [%c]\n", (long)4294967295u, '%')
#define P23(side) printf(side "23 [%+a] [%#.8A] [%%]\n", -0x1p+00, 0x1.02e7ef70994ddp-13)
#define P24(side) printf(side "24 [%3.18s] [%-s] [%+2.E]\n", "abc", "tab\there", 0x1.c6bf52634p+49)
#define P25(side) printf(side "25 [%-c] [%%]\n", '%')
#define P26(side) printf(side "26 [%- .G] [%10.0a]\n", 0x1.edd2f1a9fbe77p+06, (double)-INFINITY)
#define P27(side) printf(side "27 [%.12f] [%14c]\n", 0x0p+00, 'A')
#define P28(side) printf(side "28 [%.21lx] [%1.llo]\n", (unsigned long)100000, (unsigned long long)1)
#define P29(side) printf(side "29 [%.15lx] [%.4E] [%-lx]\n", (unsigned long)4294967295u, 0x1.5555555555555p-02, (unsigned long)0x1234abcd)
#define P30(side) printf(side "30 [%-13.2s] [%-#lx]\n", "abc", (unsigned long)100000)
#define P31(side) printf(side "31 [%11hhx] [%-2.17e] [%0.4E]\n", (unsigned char)4294967295u, 0x1p+00, 0x1.cbe991a14p+36)
#define P32(side) printf(side "32 [%6s] [% 0.0lld]\n", "a", (long long)-1)
#define P33(side) printf(side "33 [%#0a] [%6c] [%.5f]\n", 0x1.b1ae4d6e2ef5p+69, 65, 0x1.cbe991a14p+36)
#define P34(side) printf(side "34 [%.2e] [%-+7.14F] [%0.21f]\n", 0x1.c6bf52634p+49, 0x1.edd2f1a9fbe77p+06, 0x1.cbe991a14p+36)
#define P35(side) printf(side "35 [%14c]\n", '%')
#define P36(side) printf(side "36 [%1.hhd] [%.21hhd]\n", (signed char)100000, (signed char)-123456789)
#define P37(side) printf(side "37 [%13.lu]\n", (unsigned long)4294967295u)
#define P38(side) printf(side "38 [%8c] [%-11s]\n", 'x', "percent %")
#define P39(side) printf(side "39 [%-+03.a] [%%]\n", 0x1p+00)

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
