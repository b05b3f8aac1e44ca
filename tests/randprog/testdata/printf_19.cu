// Random printf conversions (tests/randprog/gen, kind printf, seed 3019).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%+.e] [%s]\n", 0x1.56e1fc2f8f359p-997, "percent %")
#define P1(side) printf(side "1 [%6.13E]\n", 0x1.4p+01)
#define P2(side) printf(side "2 [%#10.llx] [%#6.2F]\n", (unsigned long long)4294967295u, 0x1.4f8b588e368f1p-17)
#define P3(side) printf(side "3 [%#0.16e] [%0.4hhu]\n", 0x1p+00, (unsigned char)2147483647)
#define P4(side) printf(side "4 [%%] [%#.17e] [%11.16hX]\n", -0x1.4p+01, (unsigned short)(-9223372036854775807ll - 1))
#define P5(side) printf(side "5 [%+#12.G] [%0.hho] [%+9F]\n", 0x1p-01, (unsigned char)1, 0x1.cp+01)
#define P6(side) printf(side "6 [%#9.lo] [% .20G] [% 10.1g]\n", (unsigned long)(-2147483647 - 1), 0x1.3fffffca501adp+03, 0x1.4p+01)
#define P7(side) printf(side "7 [%013.lli] [%-6.g]\n", (long long)18446744073709551615ull, 0x1.999999999999ap-05)
#define P8(side) printf(side "8 [%.8lx] [%7.19lld] [%- #.G]\n", (unsigned long)0, (long long)65535, -0.0)
#define P9(side) printf(side "9 [%.19G] [%c]\n", 0x1.5555555555555p-02, 'A')
#define P10(side) printf(side "10 [%- 6.G] [%01.12F]\n", 0x1.869f8p+16, 0x1.cbe991a14p+36)
#define P11(side) printf(side "11 [%c] [%9.s]\n", '0', "abc")
#define P12(side) printf(side "12 [% .lli] [%%] [%-A]\n", (long long)1, 0x1.999999999999ap-05)
#define P13(side) printf(side "13 [%011.0lx] [%3e]\n", (unsigned long)2147483647, (double)INFINITY)
#define P14(side) printf(side "14 [%.16s] [%010.f]\n", "percent %", 0x1.02e7ef70994ddp-13)
#define P15(side) printf(side "15 [%1A]\n", 0x1.999999999999ap-05)
#define P16(side) printf(side "16 [% #2.12G] [%.13F] [%.17hhu]\n", 0x1.999999999999ap-04, -0x1.4p+01, (unsigned char)-1)
#define P17(side) printf(side "17 [%#A] [%6.hhd]\n", 0x1p-1074, (signed char)18446744073709551615ull)
#define P18(side) printf(side "18 [%s] [%- 5.F]\n", "", -NAN)
#define P19(side) printf(side "19 [%.G]\n", 0x1.edd2f1a9fbe77p+06)
#define P20(side) printf(side "20 [%A] [%%]\n", 0x1.56e1fc2f8f359p-997)
#define P21(side) printf(side "21 [%-.13s]\n", "a")
#define P22(side) printf(side "22 [% #.4f] [%6g] [%1e]\n", 0x1.3fffffca501adp+03, 0x1p-01, 0x1.02e7ef70994ddp-13)
#define P23(side) printf(side "23 [%-+2G] [%6.16A] [%01.7llx]\n", 0x1.869f8p+16, 0x1.cp+01, (unsigned long long)255)
#define P24(side) printf(side "24 [%-13.21u] [%#7.15lX]\n", (unsigned)-1, (unsigned long)255)
#define P25(side) printf(side "25 [%%]\n")
#define P26(side) printf(side "26 [%%] [%5.4E] [%-#.4lo]\n", 0x1.edd2f1a9fbe77p+06, (unsigned long)0x1234abcd)
#define P27(side) printf(side "27 [%#.lo] [%+04A]\n", (unsigned long)18446744073709551615ull, 0x1.4f8b588e368f1p-17)
#define P28(side) printf(side "28 [% 02.8lli] [%4.hX] [%8lld]\n", (long long)(-2147483647 - 1), (unsigned short)7, (long long)7)
#define P29(side) printf(side "29 [%-.8lx] [%#14.17A] [%%]\n", (unsigned long)4294967295u, -0x1p+00)
#define P30(side) printf(side "30 [%-.s] [%-.hhi] [%.g]\n", "a", (signed char)-123456789, 0x1.c6bf52634p+49)
#define P31(side) printf(side "31 [%0.9llx]\n", (unsigned long long)7)
#define P32(side) printf(side "32 [% 12.18F] [%3.14f] [%- 5.16G]\n", -NAN, 0x1p+00, 0x1p-01)
#define P33(side) printf(side "33 [%+G] [%.19g] [%0.12hu]\n", 0x1.cp+01, 0x1.02e7ef70994ddp-13, (unsigned short)-42)
#define P34(side) printf(side "34 [%%]\n")
#define P35(side) printf(side "35 [%.3llu] [% .14e] [%%]\n", (unsigned long long)7, 0x1.cbe991a14p+36)
#define P36(side) printf(side "36 [%10.E]\n", -NAN)
#define P37(side) printf(side "37 [%-6.17o] [%+8.21hd] [%.14hhX]\n", (unsigned)65535, (short)18446744073709551615ull, (unsigned char)(-9223372036854775807ll - 1))
#define P38(side) printf(side "38 [%0.llX] [%-6.G] [%a]\n", (unsigned long long)255, -0.0, 0x1p-1074)
#define P39(side) printf(side "39 [%0.hX] [%-09A]\n", (unsigned short)1, (double)INFINITY)

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
