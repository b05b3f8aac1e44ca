// Random printf conversions (tests/randprog/gen, kind printf, seed 50248).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%1.10lx] [%.12hhu] [%+1F]\n", (unsigned long)255, (unsigned char)100000, 0x1p-01)
#define P1(side) printf(side "1 [%5.19hX]\n", (unsigned short)-42)
#define P2(side) printf(side "2 [%-+8F] [%-3.hd] [%+#.19E]\n", 0x1.c6bf52634p+49, (short)7, 0x1.999999999999ap-05)
#define P3(side) printf(side "3 [%- 14A] [% 05.g]\n", 0x0p+00, 0x1.cp+01)
#define P4(side) printf(side "4 [%#3.20hhX] [%s]\n", (unsigned char)-123456789, "percent %")
#define P5(side) printf(side "5 [%0a] [%7.0hho]\n", -NAN, (unsigned char)0)
#define P6(side) printf(side "6 [%6.lX] [%.8hho] [%%]\n", (unsigned long)9223372036854775807ll, (unsigned char)(-9223372036854775807ll - 1))
#define P7(side) printf(side "7 [%-.llx] [%-li] [%#14.18G]\n", (unsigned long long)-123456789, (long)(-2147483647 - 1), 0x1p+00)
#define P8(side) printf(side "8 [%+.li] [%02ld]\n", (long)2147483647, (long)-123456789)
#define P9(side) printf(side "9 [% #.F] [%-.14i]\n", 0x1p+00, (int)(-2147483647 - 1))
#define P10(side) printf(side "10 [%2lu] [%%] [%7.hhi]\n", (unsigned long)9223372036854775807ll, (signed char)-42)
#define P11(side) printf(side "11 [%-1c]\n", 'x')
#define P12(side) printf(side "12 [%02X]\n", (unsigned)(-9223372036854775807ll - 1))
#define P13(side) printf(side "13 [%-0.ld]\n", (long)(-9223372036854775807ll - 1))
#define P14(side) printf(side "14 [%4E] [%.18llo] [%%]\n", 0x1.3fffffca501adp+03, (unsigned long long)(-2147483647 - 1))
#define P15(side) printf(side "15 [%-.15A] [%-+013.9E]\n", 0x1.c6bf52634p+49, 0x1.999999999999ap-05)
#define P16(side) printf(side "16 [%%]\n")
#define P17(side) printf(side "17 [%c] [%.18s] [%#E]\n", ' ', "abc", 0x1.4p+01)
#define P18(side) printf(side "18 [%#6.A]\n", NAN)
#define P19(side) printf(side "19 [%.19g] [% #7e] [%%]\n", 0x1p+00, -0x1.4p+01)
#define P20(side) printf(side "20 [%c] [%-6.1hhu] [%%]\n", 'A', (unsigned char)18446744073709551615ull)
#define P21(side) printf(side "21 [%%] [%-#5.18G] [% #.e]\n", 0x1.869f8p+16, (double)-INFINITY)
#define P22(side) printf(side "22 [%-#.19A] [%-c] [%#0.14G]\n", -0x1.4p+01, '0', 0x1.3fffffca501adp+03)
#define P23(side) printf(side "23 [%+9.14hhi]\n", (signed char)(-9223372036854775807ll - 1))
#define P24(side) printf(side "24 [%-.5hhX] [%-5c] [%a]\n", (unsigned char)255, '%', 0x1.999999999999ap-04)
#define P25(side) printf(side "25 [%.17lu] [%- #.3f] [%9E]\n", (unsigned long)(-2147483647 - 1), 0x1.869f8p+16, -NAN)
#define P26(side) printf(side "26 [%-#.12llx]\n", (unsigned long long)9223372036854775807ll)
#define P27(side) printf(side "27 [%+.E] [% #03.a] [%%]\n", -0x1p+00, (double)INFINITY)
#define P28(side) printf(side "28 [%-+ 6a] [% #.1a]\n", 0x1.4f8b588e368f1p-17, 0x0p+00)
#define P29(side) printf(side "29 [%.19s] [%05.E]\n", "", 0x1.edd2f1a9fbe77p+06)
#define P30(side) printf(side "30 [%%]\n")
#define P31(side) printf(side "31 [%14c] [% 0.9F] [%+4.10E]\n", 'A', 0x1.cp+01, 0x1p+00)
#define P32(side) printf(side "32 [%10.3o] [% 1a]\n", (unsigned)-1, 0x1.cbe991a14p+36)
#define P33(side) printf(side "33 [%0.hx]\n", (unsigned short)0)
#define P34(side) printf(side "34 [%-1.5hu] [%-.10lo]\n", (unsigned short)65535, (unsigned long)(-9223372036854775807ll - 1))
#define P35(side) printf(side "35 [%.21X] [%c]\n", (unsigned)(-9223372036854775807ll - 1), 'A')
#define P36(side) printf(side "36 [%%] [%13c] [%10c]\n", 65, ' ')
#define P37(side) printf(side "37 [%ld] [%+013.E] [%%]\n", (long)100000, 0x1.cp+01)
#define P38(side) printf(side "38 [%0.15X] [%6c] [%.16s]\n", (unsigned)255, '%', "abc")
#define P39(side) printf(side "39 [%+hd] [%hu] [% 13.A]\n", (short)-123456789, (unsigned short)(-2147483647 - 1), (double)INFINITY)

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
