// Random printf conversions (tests/randprog/gen, kind printf, seed 1026704).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%-+014.14F]\n", 0x1.869f8p+16)
#define P1(side) printf(side "1 [%1c]\n", '%')
#define P2(side) printf(side "2 [%.llx]\n", (unsigned long long)255)
#define P3(side) printf(side "3 [%011.hX] [%-+.A] [%6.u]\n", (unsigned short)0x1234abcd, 0x1.4f8b588e368f1p-17, (unsigned)100000)
#define P4(side) printf(side "4 [%8s] [%13.2d]\n", "hello world", (int)-1)
#define P5(side) printf(side "5 [%.g] [%-s]\n", 0x1.4p+01, "a")
#define P6(side) printf(side "6 [%05.6hho]\n", (unsigned char)-123456789)
#define P7(side) printf(side "7 [%.8s] [%-.E] [%05.hhx]\n", "hello world", 0x1.249ad2594c37dp+332, (unsigned char)2147483647)
#define P8(side) printf(side "8 [%.18f]\n", -NAN)
#define P9(side) printf(side "9 [%0.u] [%10A] [%- 1i]\n", (unsigned)0, 0x1.cbe991a14p+36, (int)100000)
#define P10(side) printf(side "10 [%-0.11f] [%li]\n", 0x1.fffffffffffffp+1023, (long)(-9223372036854775807ll - 1))
#define P11(side) printf(side "11 [%#14.11lx]\n", (unsigned long)0x1234abcd)
#define P12(side) printf(side "12 [%-12F] [%%]\n", 0x1.249ad2594c37dp+332)
#define P13(side) printf(side "13 [%%]\n")
#define P14(side) printf(side "14 [%7.4ld] [%.s]\n", (long)(-9223372036854775807ll - 1), "abc")
#define P15(side) printf(side "15 [%%] [%14g] [%.0s]\n", 0x1.02e7ef70994ddp-13, "a")
#define P16(side) printf(side "16 [%.llX] [%.i]\n", (unsigned long long)-42, (int)18446744073709551615ull)
#define P17(side) printf(side "17 [%-#012.hx] [%11.21s]\n", (unsigned short)0, "hello world")
#define P18(side) printf(side "18 [%-+#e]\n", 0x1p-1074)
#define P19(side) printf(side "19 [%+14.E] [%.a] [%2c]\n", 0x1.cbe991a14p+36, (double)-INFINITY, '%')
#define P20(side) printf(side "20 [%-.hhx] [%#6.0A] [%12.F]\n", (unsigned char)7, -NAN, -0x1p+00)
#define P21(side) printf(side "21 [%-#.3A]\n", 0x1p+00)
#define P22(side) printf(side "22 [%+.f] [%5.hX]\n", 0x1p-1074, (unsigned short)(-2147483647 - 1))
#define P23(side) printf(side "23 [%#1F] [%-+#.f]\n", NAN, 0x1.56e1fc2f8f359p-997)
#define P24(side) printf(side "24 [%13.18u]\n", (unsigned)-42)
#define P25(side) printf(side "25 [%0.2E]\n", 0x1.5555555555555p-02)
#define P26(side) printf(side "26 [%4.15a] [%9c] [%.20hx]\n", 0x1p-1074, 'A', (unsigned short)255)
#define P27(side) printf(side "27 [%-010.llX] [%#.17e] [%%]\n", (unsigned long long)0, 0x1p+00)
#define P28(side) printf(side "28 [%%] [%.2s] [% .13a]\n", "", 0x1.fffffffffffffp+1023)
#define P29(side) printf(side "29 [%.s] [%0.hhi] [%-12.2hhx]\n", "a", (signed char)-1, (unsigned char)255)
#define P30(side) printf(side "30 [%-0f] [%c]\n", 0x1.cp+01, 'A')
#define P31(side) printf(side "31 [%#.0hx] [%6.19G]\n", (unsigned short)0x1234abcd, 0x1.4p+01)
#define P32(side) printf(side "32 [%%] [%-01.llx]\n", (unsigned long long)0x1234abcd)
#define P33(side) printf(side "33 [%%] [%0.a] [%.2X]\n", 0x1p-1074, (unsigned)65535)
#define P34(side) printf(side "34 [%-6.hd]\n", (short)9223372036854775807ll)
#define P35(side) printf(side "35 [%+1.A] [%%]\n", 0x1.999999999999ap-05)
#define P36(side) printf(side "36 [%1.8s] [%14.s] [% .2a]\n", "percent %", "hello world", 0x1.4f8b588e368f1p-17)
#define P37(side) printf(side "37 [%8.hX] [%+ 012.21a] [%.18a]\n", (unsigned short)-42, 0x1.249ad2594c37dp+332, 0x1.cbe991a14p+36)
#define P38(side) printf(side "38 [%5.8g] [%%] [%-#6.E]\n", 0x1.999999999999ap-04, 0x1.fffffffffffffp+1023)
#define P39(side) printf(side "39 [%F] [%0.14f]\n", 0x1.cp+01, 0x1.999999999999ap-04)

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
