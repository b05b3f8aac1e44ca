// Random printf conversions (tests/randprog/gen, kind printf, seed 50558).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%6llo] [% A] [%hhu]\n", (unsigned long long)-1, 0x1.fffffffffffffp+1023, (unsigned char)-42)
#define P1(side) printf(side "1 [%07.g] [%#0.14e]\n", 0x1.edd2f1a9fbe77p+06, 0x1.5555555555555p-02)
#define P2(side) printf(side "2 [%-c] [%g] [%#12.19a]\n", '%', NAN, 0x0p+00)
#define P3(side) printf(side "3 [%6s] [%#1F]\n", "tab\there", 0x1.4f8b588e368f1p-17)
#define P4(side) printf(side "4 [%lX]\n", (unsigned long)9223372036854775807ll)
#define P5(side) printf(side "5 [%-6.a]\n", 0x1p-1074)
#define P6(side) printf(side "6 [%.10hx] [%09.6hho]\n", (unsigned short)255, (unsigned char)-1)
#define P7(side) printf(side "7 [%c] [%.2s] [%.o]\n", 'A', "a", (unsigned)0)
#define P8(side) printf(side "8 [%0.3e] [%-13.g] [%1c]\n", 0x1.4f8b588e368f1p-17, -NAN, '%')
#define P9(side) printf(side "9 [%11.12G] [%+ .d] [%-#3hho]\n", 0x1p+00, (int)4294967295u, (unsigned char)(-9223372036854775807ll - 1))
#define P10(side) printf(side "10 [%6c]\n", 'x')
#define P11(side) printf(side "11 [% #1.8E]\n", 0x1.56e1fc2f8f359p-997)
#define P12(side) printf(side "12 [%-#014.10f] [%.hhX] [%2c]\n", NAN, (unsigned char)(-2147483647 - 1), 65)
#define P13(side) printf(side "13 [%013.0a]\n", 0x1p-01)
#define P14(side) printf(side "14 [%#4o]\n", (unsigned)1)
#define P15(side) printf(side "15 [%+13.a]\n", 0x1.c6bf52634p+49)
#define P16(side) printf(side "16 [%%] [%%]\n")
#define P17(side) printf(side "17 [%llX]\n", (unsigned long long)100000)
#define P18(side) printf(side "18 [%.g]\n", 0x1.999999999999ap-05)
#define P19(side) printf(side "19 [%#.llX]\n", (unsigned long long)(-2147483647 - 1))
#define P20(side) printf(side "20 [%%]\n")
#define P21(side) printf(side "21 [%+ hhi] [%.s]\n", (signed char)1, "abc")
#define P22(side) printf(side "22 [%#.2e] [%3.16s]\n", 0x0p+00, "hello world")
#define P23(side) printf(side "23 [%0.21ld] [%+ 0e]\n", (long)0x1234abcd, 0x1.4f8b588e368f1p-17)
#define P24(side) printf(side "24 [%10.d] [%.d] [%-c]\n", (int)-42, (int)65535, ' ')
#define P25(side) printf(side "25 [% 12F] [%#.19a] [% G]\n", -0x1.4p+01, 0x1.fffffffffffffp+1023, 0x1.edd2f1a9fbe77p+06)
#define P26(side) printf(side "26 [%.u]\n", (unsigned)65535)
#define P27(side) printf(side "27 [%-#014ho] [%+.9g] [%+hd]\n", (unsigned short)(-9223372036854775807ll - 1), 0x1.c6bf52634p+49, (short)1)
#define P28(side) printf(side "28 [% 6.11A]\n", -0x1.4p+01)
#define P29(side) printf(side "29 [%.13i] [%#F] [%-7hhX]\n", (int)100000, 0x1.3fffffca501adp+03, (unsigned char)2147483647)
#define P30(side) printf(side "30 [%6hu] [%04hd] [%0.12hi]\n", (unsigned short)18446744073709551615ull, (short)-42, (short)4294967295u)
#define P31(side) printf(side "31 [%#4.13hho] [%7.0A] [%-1.8A]\n", (unsigned char)65535, 0x1p-01, 0x1.c6bf52634p+49)
#define P32(side) printf(side "32 [%1c] [%#7hho] [%11.2lu]\n", ' ', (unsigned char)65535, (unsigned long)-42)
#define P33(side) printf(side "33 [%%] [%0.9a]\n", -0.0)
#define P34(side) printf(side "34 [%%] [%-+0F] [%9c]\n", 0x1.edd2f1a9fbe77p+06, '%')
#define P35(side) printf(side "35 [%#.lX]\n", (unsigned long)9223372036854775807ll)
#define P36(side) printf(side "36 [%.F] [%11s]\n", 0x1.56e1fc2f8f359p-997, "tab\there")
#define P37(side) printf(side "37 [%14.11i] [%%] [%c]\n", (int)65535, 'A')
#define P38(side) printf(side "38 [% 9.E]\n", -NAN)
#define P39(side) printf(side "39 [%-hi] [%11.20f] [%#0.E]\n", (short)100000, 0x1.cp+01, 0x1.999999999999ap-05)

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
