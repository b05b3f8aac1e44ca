// Random printf conversions (tests/randprog/gen, kind printf, seed 3014).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%.21s]\n", "tab\there")
#define P1(side) printf(side "1 [%.13i] [%#.8f] [%li]\n", (int)-1, 0x1.02e7ef70994ddp-13, (long)7)
#define P2(side) printf(side "2 [%%] [%%]\n")
#define P3(side) printf(side "3 [%12.5f]\n", 0x1.4p+01)
#define P4(side) printf(side "4 [%-.llu] [% .14A] [%+10.e]\n", (unsigned long long)1, (double)INFINITY, 0x1.999999999999ap-05)
#define P5(side) printf(side "5 [%14s]\n", "hello world")
#define P6(side) printf(side "6 [%10.f] [%9.llo]\n", (double)-INFINITY, (unsigned long long)1)
#define P7(side) printf(side "7 [%.s] [%-11c]\n", "tab\there", ' ')
#define P8(side) printf(side "8 [% 4A] [%-4.12u] [%.4ho]\n", 0x1.999999999999ap-04, (unsigned)-123456789, (unsigned short)100000)
#define P9(side) printf(side "9 [%#a] [%-2s] [%-.12lX]\n", 0x1.cbe991a14p+36, "abc", (unsigned long)255)
#define P10(side) printf(side "10 [%-1.18a]\n", 0x1.cbe991a14p+36)
#define P11(side) printf(side "11 [%-1.16e] [%- .E] [%7.20s]\n", 0x1.4p+01, NAN, "abc")
#define P12(side) printf(side "12 [%9.3hu] [%#f]\n", (unsigned short)(-9223372036854775807ll - 1), 0x1.5555555555555p-02)
#define P13(side) printf(side "13 [%%] [%-.11d]\n", (int)0)
#define P14(side) printf(side "14 [%10hhu]\n", (unsigned char)2147483647)
#define P15(side) printf(side "15 [%-11.E] [%14a]\n", 0x1.c6bf52634p+49, -NAN)
#define P16(side) printf(side "16 [%%] [%.0F] [%.lld]\n", -0x1p+00, (long long)4294967295u)
#define P17(side) printf(side "17 [%013.lu]\n", (unsigned long)18446744073709551615ull)
#define P18(side) printf(side "18 [%e] [%5c] [%-.4llo]\n", 0x1.999999999999ap-05, 'A', (unsigned long long)100000)
#define P19(side) printf(side "19 [%#0.18A]\n", (double)-INFINITY)
#define P20(side) printf(side "20 [%-c]\n", 65)
#define P21(side) printf(side "21 [%+10.19F]\n", 0x1.4p+01)
#define P22(side) printf(side "22 [%- #2.14e] [%+3.5a]\n", 0x1.249ad2594c37dp+332, 0x1.4p+01)
#define P23(side) printf(side "23 [%-8c]\n", 'x')
#define P24(side) printf(side "24 [%.6f] [%lx] [%7s]\n", 0x1p-01, (unsigned long)2147483647, "a")
#define P25(side) printf(side "25 [%#ho] [%#1.llx] [%%]\n", (unsigned short)0x1234abcd, (unsigned long long)1)
#define P26(side) printf(side "26 [%-s]\n", "abc")
#define P27(side) printf(side "27 [%11.4x] [%+ e] [%.hhu]\n", (unsigned)7, 0x1.3fffffca501adp+03, (unsigned char)(-2147483647 - 1))
#define P28(side) printf(side "28 [%6hu]\n", (unsigned short)1)
#define P29(side) printf(side "29 [%01.G]\n", 0x1.c6bf52634p+49)
#define P30(side) printf(side "30 [%-.f]\n", 0x1p+00)
#define P31(side) printf(side "31 [% 04.lld] [%7.14li]\n", (long long)255, (long)(-2147483647 - 1))
#define P32(side) printf(side "32 [%.F]\n", 0x1.3fffffca501adp+03)
#define P33(side) printf(side "33 [%-+A]\n", -0x1.4p+01)
#define P34(side) printf(side "34 [%5E] [%.21a] [%02llx]\n", 0x1.999999999999ap-05, 0x1.02e7ef70994ddp-13, (unsigned long long)9223372036854775807ll)
#define P35(side) printf(side "35 [%%] [%.7s]\n", "tab\there")
#define P36(side) printf(side "36 [%%] [%+013.21E]\n", 0x1.fffffffffffffp+1023)
#define P37(side) printf(side "37 [%012.1G] [%%] [%-6s]\n", NAN, "tab\there")
#define P38(side) printf(side "38 [%-11.lX]\n", (unsigned long)18446744073709551615ull)
#define P39(side) printf(side "39 [%#.a] [%- .17li] [%%]\n", 0x1.cp+01, (long)(-2147483647 - 1))

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
