// Random printf conversions (tests/randprog/gen, kind printf, seed 50589).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%%]\n")
#define P1(side) printf(side "1 [%lo] [%+ 06.6lld]\n", (unsigned long)65535, (long long)(-9223372036854775807ll - 1))
#define P2(side) printf(side "2 [% 5F] [%11c] [% 6.G]\n", 0x1.4f8b588e368f1p-17, 'A', 0x1.56e1fc2f8f359p-997)
#define P3(side) printf(side "3 [%hho]\n", (unsigned char)1)
#define P4(side) printf(side "4 [%+09f] [%12i]\n", -0x1p+00, (int)100000)
#define P5(side) printf(side "5 [%u] [%-ho]\n", (unsigned)255, (unsigned short)0)
#define P6(side) printf(side "6 [%10g] [%11.s]\n", (double)INFINITY, "")
#define P7(side) printf(side "7 [%0.4llo] [%.2x]\n", (unsigned long long)9223372036854775807ll, (unsigned)255)
#define P8(side) printf(side "8 [%.7e]\n", NAN)
#define P9(side) printf(side "9 [%13c] [%+ 1.4G]\n", 65, -NAN)
#define P10(side) printf(side "10 [% .5E] [%%]\n", 0x1p+00)
#define P11(side) printf(side "11 [% 04F] [%%]\n", 0x1.5555555555555p-02)
#define P12(side) printf(side "12 [%#.20E] [%12.7a]\n", 0x1.fffffffffffffp+1023, 0x1.c6bf52634p+49)
#define P13(side) printf(side "13 [%#5.a] [%.g]\n", 0x1.fffffffffffffp+1023, 0x1.4f8b588e368f1p-17)
#define P14(side) printf(side "14 [%.a] [%+#0.F] [%5.12lu]\n", 0x1.3fffffca501adp+03, 0x1.4p+01, (unsigned long)1)
#define P15(side) printf(side "15 [%#0A] [%.15hd]\n", 0x1.5555555555555p-02, (short)100000)
#define P16(side) printf(side "16 [%2.X]\n", (unsigned)4294967295u)
#define P17(side) printf(side "17 [%+#g]\n", 0x1.cbe991a14p+36)
#define P18(side) printf(side "18 [%05.20lo] [%-06g] [%1s]\n", (unsigned long)255, (double)-INFINITY, "")
#define P19(side) printf(side "19 [%.8g] [%-12.9hx]\n", 0x1p+00, (unsigned short)4294967295u)
#define P20(side) printf(side "20 [%-#14ho] [%0.4lu]\n", (unsigned short)1, (unsigned long)(-2147483647 - 1))
#define P21(side) printf(side "21 [%9.5s]\n", "hello world")
#define P22(side) printf(side "22 [% #0.12e] [%0.3F]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.c6bf52634p+49)
#define P23(side) printf(side "23 [%12.14li] [%.21lx]\n", (long)4294967295u, (unsigned long)-123456789)
#define P24(side) printf(side "24 [%1.7a] [%.3s] [% 4E]\n", -0.0, "hello world", 0x1.b1ae4d6e2ef5p+69)
#define P25(side) printf(side "25 [%-9.12s] [%-#.16a]\n", "", 0x1.4p+01)
#define P26(side) printf(side "26 [%%] [%-4.2hhi]\n", (signed char)0)
#define P27(side) printf(side "27 [%11X]\n", (unsigned)2147483647)
#define P28(side) printf(side "28 [%0.13llo] [% 9f] [%+.hi]\n", (unsigned long long)2147483647, 0x1.cbe991a14p+36, (short)18446744073709551615ull)
#define P29(side) printf(side "29 [% F]\n", NAN)
#define P30(side) printf(side "30 [%X] [%+.li]\n", (unsigned)100000, (long)4294967295u)
#define P31(side) printf(side "31 [%%] [%-.E]\n", 0x1.4p+01)
#define P32(side) printf(side "32 [%ho]\n", (unsigned short)2147483647)
#define P33(side) printf(side "33 [%-2c] [%%] [%-s]\n", 'x', "abc")
#define P34(side) printf(side "34 [%+4d]\n", (int)0x1234abcd)
#define P35(side) printf(side "35 [%.12hho] [%c]\n", (unsigned char)9223372036854775807ll, 'x')
#define P36(side) printf(side "36 [%4c] [%#0f] [%11.18G]\n", 65, 0x1.cbe991a14p+36, 0x1.02e7ef70994ddp-13)
#define P37(side) printf(side "37 [%.lu]\n", (unsigned long)4294967295u)
#define P38(side) printf(side "38 [%-lx] [%13c]\n", (unsigned long)255, '0')
#define P39(side) printf(side "39 [%#3.11f] [%%] [%-12.19s]\n", 0x1.869f8p+16, "tab\there")

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
