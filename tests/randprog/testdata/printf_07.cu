// Random printf conversions (tests/randprog/gen, kind printf, seed 3007).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%.hho] [%03.hhx] [%-.19s]\n", (unsigned char)7, (unsigned char)2147483647, "abc")
#define P1(side) printf(side "1 [%4c]\n", ' ')
#define P2(side) printf(side "2 [%c] [%12.21u] [%#4.hX]\n", 'x', (unsigned)65535, (unsigned short)1)
#define P3(side) printf(side "3 [%13c] [%#.X] [%+10.14e]\n", 'A', (unsigned)4294967295u, 0x1.56e1fc2f8f359p-997)
#define P4(side) printf(side "4 [%hhX] [% 0.hi]\n", (unsigned char)7, (short)0)
#define P5(side) printf(side "5 [%.1f] [%8.a]\n", 0x1.cbe991a14p+36, 0x1.869f8p+16)
#define P6(side) printf(side "6 [%-+08.21A]\n", 0x1.999999999999ap-05)
#define P7(side) printf(side "7 [%-1.a] [%+.13hd]\n", 0x1.4f8b588e368f1p-17, (short)100000)
#define P8(side) printf(side "8 [%#5.17G] [%14G]\n", -NAN, 0x1.999999999999ap-04)
#define P9(side) printf(side "9 [%-12c] [%6c]\n", 'A', 65)
#define P10(side) printf(side "10 [%.17f] [%13.16F]\n", 0x1.cbe991a14p+36, 0x1.cp+01)
#define P11(side) printf(side "11 [%14.ho] [%.s]\n", (unsigned short)-1, "percent %")
#define P12(side) printf(side "12 [%.8i] [%+5.13lli]\n", (int)4294967295u, (long long)0x1234abcd)
#define P13(side) printf(side "13 [%-.hhX] [%-G] [%13.0A]\n", (unsigned char)18446744073709551615ull, 0x1p-1074, 0x1.edd2f1a9fbe77p+06)
#define P14(side) printf(side "14 [%0lu] [%+.3a] [%-.E]\n", (unsigned long)1, 0x1.edd2f1a9fbe77p+06, (double)INFINITY)
#define P15(side) printf(side "15 [%%] [%.s] [%-.10s]\n", "", "")
#define P16(side) printf(side "16 [%2.2a] [%0.hho]\n", 0x1.999999999999ap-04, (unsigned char)(-2147483647 - 1))
#define P17(side) printf(side "17 [%0.hhX] [%3o]\n", (unsigned char)255, (unsigned)1)
#define P18(side) printf(side "18 [%8.17f] [%- #.5G]\n", 0x1.249ad2594c37dp+332, 0x1.c6bf52634p+49)
#define P19(side) printf(side "19 [%-11.14lX]\n", (unsigned long)255)
#define P20(side) printf(side "20 [%.F] [%+.7F] [%s]\n", 0x1.249ad2594c37dp+332, 0x1.999999999999ap-04, "")
#define P21(side) printf(side "21 [%-07lo]\n", (unsigned long)7)
#define P22(side) printf(side "22 [%014.E] [%01.21hhu]\n", 0x1.5555555555555p-02, (unsigned char)65535)
#define P23(side) printf(side "23 [%+ 0.7hi]\n", (short)-42)
#define P24(side) printf(side "24 [%%]\n")
#define P25(side) printf(side "25 [%.20s] [%.10li]\n", "hello world", (long)0)
#define P26(side) printf(side "26 [%-#0.11G] [%.s] [%.llx]\n", 0x1.edd2f1a9fbe77p+06, "tab\there", (unsigned long long)65535)
#define P27(side) printf(side "27 [%%] [%%]\n")
#define P28(side) printf(side "28 [%12a]\n", 0x1.cbe991a14p+36)
#define P29(side) printf(side "29 [%ho] [%c] [%5.5G]\n", (unsigned short)7, 'A', 0x1.4f8b588e368f1p-17)
#define P30(side) printf(side "30 [%%]\n")
#define P31(side) printf(side "31 [%07.18hhu]\n", (unsigned char)9223372036854775807ll)
#define P32(side) printf(side "32 [%14.lo] [%011.6g]\n", (unsigned long)7, -0x1.4p+01)
#define P33(side) printf(side "33 [%+0.3A]\n", -0x1p+00)
#define P34(side) printf(side "34 [%-0.G] [%0F]\n", 0x1.249ad2594c37dp+332, -0x1.4p+01)
#define P35(side) printf(side "35 [%-8c] [%6.16s]\n", 'x', "a")
#define P36(side) printf(side "36 [%5c]\n", 'x')
#define P37(side) printf(side "37 [%.13lu] [%F]\n", (unsigned long)-1, 0x1.869f8p+16)
#define P38(side) printf(side "38 [%%]\n")
#define P39(side) printf(side "39 [%+#A] [%+9.F] [%%]\n", 0x0p+00, NAN)

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
