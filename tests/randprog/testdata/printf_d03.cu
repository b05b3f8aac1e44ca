// Random printf conversions (tests/randprog/gen, kind printf, seed 50093).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%.21G]\n", 0x1.cbe991a14p+36)
#define P1(side) printf(side "1 [%9ho]\n", (unsigned short)18446744073709551615ull)
#define P2(side) printf(side "2 [%.14a] [%+F] [%9.g]\n", 0x1.869f8p+16, -NAN, -0.0)
#define P3(side) printf(side "3 [%-.19F] [%014.14hhu] [%.16A]\n", -NAN, (unsigned char)0, 0x1.999999999999ap-05)
#define P4(side) printf(side "4 [%%]\n")
#define P5(side) printf(side "5 [%.14X] [%#.G]\n", (unsigned)(-2147483647 - 1), 0x1.cbe991a14p+36)
#define P6(side) printf(side "6 [%+.6e] [%-012.18lo]\n", 0x1.56e1fc2f8f359p-997, (unsigned long)7)
#define P7(side) printf(side "7 [%-x] [%4.A] [%.21o]\n", (unsigned)65535, -0x1.4p+01, (unsigned)65535)
#define P8(side) printf(side "8 [%+.18E] [%%]\n", (double)INFINITY)
#define P9(side) printf(side "9 [%#10.17a]\n", 0x1.249ad2594c37dp+332)
#define P10(side) printf(side "10 [%11f] [%.19G]\n", 0x1.249ad2594c37dp+332, NAN)
#define P11(side) printf(side "11 [%.s]\n", "percent %")
#define P12(side) printf(side "12 [%7.s] [%-#.0A] [%#4E]\n", "hello world", -0x1p+00, 0x1.999999999999ap-05)
#define P13(side) printf(side "13 [%-0E] [%#.g]\n", 0x1.249ad2594c37dp+332, NAN)
#define P14(side) printf(side "14 [%-.5lx] [%-+9.f] [%.20lo]\n", (unsigned long)7, 0x1.02e7ef70994ddp-13, (unsigned long)4294967295u)
#define P15(side) printf(side "15 [%-03hhu]\n", (unsigned char)-42)
#define P16(side) printf(side "16 [%c]\n", 'A')
#define P17(side) printf(side "17 [%.2hi]\n", (short)0)
#define P18(side) printf(side "18 [%#.20g] [%+ #2.12a] [% 1.E]\n", (double)INFINITY, (double)INFINITY, 0x1.fffffffffffffp+1023)
#define P19(side) printf(side "19 [%+.12G] [% 7hi]\n", -0.0, (short)100000)
#define P20(side) printf(side "20 [% #5.9F]\n", 0x1.4p+01)
#define P21(side) printf(side "21 [%%]\n")
#define P22(side) printf(side "22 [%-2.lu]\n", (unsigned long)-42)
#define P23(side) printf(side "23 [%ld] [%4lli]\n", (long)2147483647, (long long)-42)
#define P24(side) printf(side "24 [%%]\n")
#define P25(side) printf(side "25 [%3.17f] [%0.e] [%%]\n", 0x1p-01, 0x1.5555555555555p-02)
#define P26(side) printf(side "26 [%- 04.9hhd]\n", (signed char)(-9223372036854775807ll - 1))
#define P27(side) printf(side "27 [%+4.9f] [%#12e] [%-05E]\n", 0x1.249ad2594c37dp+332, 0x1.b1ae4d6e2ef5p+69, -0.0)
#define P28(side) printf(side "28 [% #5.12e]\n", 0x1.fffffffffffffp+1023)
#define P29(side) printf(side "29 [%#0e] [%-12.3lo] [%#.18a]\n", 0x1.cbe991a14p+36, (unsigned long)-1, -0x1p+00)
#define P30(side) printf(side "30 [%%] [%14.11lo] [%%]\n", (unsigned long)-123456789)
#define P31(side) printf(side "31 [%5.15g] [%#X] [%02.9E]\n", 0x1.cp+01, (unsigned)4294967295u, 0x1.c6bf52634p+49)
#define P32(side) printf(side "32 [%#.12A] [%.15a] [%-#6.ho]\n", 0x1.4f8b588e368f1p-17, 0x1.4f8b588e368f1p-17, (unsigned short)255)
#define P33(side) printf(side "33 [%#08.18g]\n", 0x0p+00)
#define P34(side) printf(side "34 [%2.a] [%%]\n", 0x1.999999999999ap-04)
#define P35(side) printf(side "35 [%-7.E] [%1.lx]\n", 0x1p-01, (unsigned long)1)
#define P36(side) printf(side "36 [%0.ho] [%%] [%%]\n", (unsigned short)(-2147483647 - 1))
#define P37(side) printf(side "37 [%- 0.i] [%12.21A]\n", (int)-1, 0x1.3fffffca501adp+03)
#define P38(side) printf(side "38 [%-.19o] [%13.f] [% .f]\n", (unsigned)-42, (double)-INFINITY, 0x1.fffffffffffffp+1023)
#define P39(side) printf(side "39 [%-#0.E] [%.s] [%13c]\n", 0x1.3fffffca501adp+03, "tab\there", 65)

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
