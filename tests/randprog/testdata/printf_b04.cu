// Random printf conversions (tests/randprog/gen, kind printf, seed 931676).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%.10g] [%0.8li] [%4.16F]\n", 0x1.cp+01, (long)100000, (double)-INFINITY)
#define P1(side) printf(side "1 [%8c] [%+#.11G] [%+0.e]\n", 'x', 0x1.4f8b588e368f1p-17, -0.0)
#define P2(side) printf(side "2 [%-+f] [%0.15lx] [%%]\n", 0x1.b1ae4d6e2ef5p+69, (unsigned long)0x1234abcd)
#define P3(side) printf(side "3 [%12.g]\n", 0x1p-1074)
#define P4(side) printf(side "4 [%+.17d] [%- 10f]\n", (int)18446744073709551615ull, -0x1p+00)
#define P5(side) printf(side "5 [%a]\n", 0x0p+00)
#define P6(side) printf(side "6 [%.9g] [%-5.18X] [%%]\n", 0x1.02e7ef70994ddp-13, (unsigned)0x1234abcd)
#define P7(side) printf(side "7 [%-6a]\n", -0x1p+00)
#define P8(side) printf(side "8 [%06A] [%-s]\n", 0x1.999999999999ap-05, "abc")
#define P9(side) printf(side "9 [%#7F] [%+ #.13e]\n", 0x1.869f8p+16, 0x1.3fffffca501adp+03)
#define P10(side) printf(side "10 [%6.12hd]\n", (short)(-9223372036854775807ll - 1))
#define P11(side) printf(side "11 [%1c] [%%] [%-9.17s]\n", 'A', "hello world")
#define P12(side) printf(side "12 [%.12ld] [%-4.10lld]\n", (long)7, (long long)2147483647)
#define P13(side) printf(side "13 [%-s]\n", "a")
#define P14(side) printf(side "14 [%.21e] [%e]\n", 0x0p+00, 0x1p+00)
#define P15(side) printf(side "15 [%#0G] [%1.2lli] [%.llo]\n", 0x1.4p+01, (long long)-42, (unsigned long long)(-2147483647 - 1))
#define P16(side) printf(side "16 [%c] [%a] [%d]\n", '%', 0x1.999999999999ap-04, (int)2147483647)
#define P17(side) printf(side "17 [%+4.f]\n", 0x1.249ad2594c37dp+332)
#define P18(side) printf(side "18 [%-6.6s] [% #.12E]\n", "tab\there", (double)-INFINITY)
#define P19(side) printf(side "19 [%.9hhu]\n", (unsigned char)9223372036854775807ll)
#define P20(side) printf(side "20 [%0.lX] [%13f] [% .21a]\n", (unsigned long)0, 0x1.edd2f1a9fbe77p+06, 0x1.999999999999ap-05)
#define P21(side) printf(side "21 [% 8.15a] [%%]\n", 0x1.cp+01)
#define P22(side) printf(side "22 [%%] [%%]\n")
#define P23(side) printf(side "23 [%14.13s] [%#.19f] [% 0.10F]\n", "hello world", 0x1.c6bf52634p+49, (double)-INFINITY)
#define P24(side) printf(side "24 [%%] [%-0.o] [%#13.A]\n", (unsigned)-42, 0x1.3fffffca501adp+03)
#define P25(side) printf(side "25 [%14.a] [%13.20o] [%-12c]\n", 0x1.56e1fc2f8f359p-997, (unsigned)18446744073709551615ull, '%')
#define P26(side) printf(side "26 [%05A] [%#13G] [%2.11a]\n", 0x1.869f8p+16, -0x1p+00, 0x1.c6bf52634p+49)
#define P27(side) printf(side "27 [%#12.13E] [% #e] [%#G]\n", 0x1.4f8b588e368f1p-17, 0x1.b1ae4d6e2ef5p+69, -0.0)
#define P28(side) printf(side "28 [%%] [%0.19llu] [%2s]\n", (unsigned long long)2147483647, "percent %")
#define P29(side) printf(side "29 [%+ g] [%10.20e]\n", 0x1.999999999999ap-05, 0x1.4p+01)
#define P30(side) printf(side "30 [%-+ 0.e] [%#.5G]\n", 0x1.869f8p+16, 0x1p-01)
#define P31(side) printf(side "31 [%+ F] [%+ .6d]\n", 0x1.3fffffca501adp+03, (int)-42)
#define P32(side) printf(side "32 [%+2.11hd]\n", (short)(-2147483647 - 1))
#define P33(side) printf(side "33 [%.10f] [%#014e]\n", 0x1.4f8b588e368f1p-17, 0x1.56e1fc2f8f359p-997)
#define P34(side) printf(side "34 [%4s] [%%] [%-09.15llo]\n", "a", (unsigned long long)0)
#define P35(side) printf(side "35 [%+014.20g] [%.5s] [%3llo]\n", 0x1.fffffffffffffp+1023, "hello world", (unsigned long long)(-2147483647 - 1))
#define P36(side) printf(side "36 [% 2.2hd]\n", (short)65535)
#define P37(side) printf(side "37 [%14.7hhX] [%-.lli] [%#0.21G]\n", (unsigned char)7, (long long)255, 0x1.5555555555555p-02)
#define P38(side) printf(side "38 [%4.0A] [%0.13hi]\n", (double)INFINITY, (short)1)
#define P39(side) printf(side "39 [%1.A]\n", 0x1.02e7ef70994ddp-13)

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
