// Random printf conversions (tests/randprog/gen, kind printf, seed 3005).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%.lld] [%%]\n", (long long)65535)
#define P1(side) printf(side "1 [%14.20s]\n", "percent %")
#define P2(side) printf(side "2 [%-#.17hx] [%7.21f]\n", (unsigned short)18446744073709551615ull, 0x1.869f8p+16)
#define P3(side) printf(side "3 [%3.hu] [%+7lld] [%#13E]\n", (unsigned short)-123456789, (long long)0, 0x0p+00)
#define P4(side) printf(side "4 [%.13llx]\n", (unsigned long long)1)
#define P5(side) printf(side "5 [%2c] [%.3F]\n", '%', 0x1p+00)
#define P6(side) printf(side "6 [% #.F] [%-.li]\n", -0x1p+00, (long)(-9223372036854775807ll - 1))
#define P7(side) printf(side "7 [%#.16e] [%-+.19G]\n", (double)-INFINITY, (double)INFINITY)
#define P8(side) printf(side "8 [%.19g]\n", 0x0p+00)
#define P9(side) printf(side "9 [%%] [%3.16s] [%%]\n", "abc")
#define P10(side) printf(side "10 [% 5.21G] [%-9.E]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.b1ae4d6e2ef5p+69)
#define P11(side) printf(side "11 [%.lx]\n", (unsigned long)18446744073709551615ull)
#define P12(side) printf(side "12 [%2.17f] [%-.s] [%-#0.13llo]\n", 0x1.56e1fc2f8f359p-997, "tab\there", (unsigned long long)0x1234abcd)
#define P13(side) printf(side "13 [%- #e] [%9llX]\n", 0x1.56e1fc2f8f359p-997, (unsigned long long)1)
#define P14(side) printf(side "14 [%12s] [%s] [%.A]\n", "", "abc", -0x1p+00)
#define P15(side) printf(side "15 [%7.21s] [%+.A] [%- 11.18a]\n", "percent %", 0x1.5555555555555p-02, 0x1.249ad2594c37dp+332)
#define P16(side) printf(side "16 [%c] [%-#0.G] [%+ .16a]\n", 'A', 0x1.c6bf52634p+49, 0x1p-1074)
#define P17(side) printf(side "17 [%6s] [%-14A]\n", "abc", 0x1.02e7ef70994ddp-13)
#define P18(side) printf(side "18 [%%] [%14.17s]\n", "abc")
#define P19(side) printf(side "19 [% 0.16hhd]\n", (signed char)1)
#define P20(side) printf(side "20 [%- #F] [%-c] [%7.F]\n", -0.0, 'x', 0x1.869f8p+16)
#define P21(side) printf(side "21 [%+#.g] [%.5s] [%6i]\n", 0x1.c6bf52634p+49, "percent %", (int)18446744073709551615ull)
#define P22(side) printf(side "22 [%%] [%11.x] [%c]\n", (unsigned)-42, '0')
#define P23(side) printf(side "23 [%#0.10lo] [% #0.0e]\n", (unsigned long)0, 0x1p+00)
#define P24(side) printf(side "24 [%08.o]\n", (unsigned)-123456789)
#define P25(side) printf(side "25 [%0.g] [%010X] [%+0.19e]\n", -NAN, (unsigned)(-2147483647 - 1), (double)-INFINITY)
#define P26(side) printf(side "26 [%-lX]\n", (unsigned long)2147483647)
#define P27(side) printf(side "27 [%+14.11a] [%5.18e]\n", -0x1.4p+01, 0x1.b1ae4d6e2ef5p+69)
#define P28(side) printf(side "28 [% 9.E] [%-6c] [%+13.e]\n", -0.0, ' ', 0x1.02e7ef70994ddp-13)
#define P29(side) printf(side "29 [%10s]\n", "tab\there")
#define P30(side) printf(side "30 [%+0hd] [%#0x] [%+ 10.13E]\n", (short)100000, (unsigned)(-9223372036854775807ll - 1), -0x1p+00)
#define P31(side) printf(side "31 [%3.4i]\n", (int)1)
#define P32(side) printf(side "32 [%9llo]\n", (unsigned long long)4294967295u)
#define P33(side) printf(side "33 [%.21lx]\n", (unsigned long)9223372036854775807ll)
#define P34(side) printf(side "34 [%5.s] [%c]\n", "percent %", 'A')
#define P35(side) printf(side "35 [%.15s]\n", "tab\there")
#define P36(side) printf(side "36 [%.5hhu] [%-1ld]\n", (unsigned char)(-2147483647 - 1), (long)100000)
#define P37(side) printf(side "37 [%11.11x] [%6s] [%10c]\n", (unsigned)255, "", 'x')
#define P38(side) printf(side "38 [%-#9.8E] [%c]\n", -NAN, 'A')
#define P39(side) printf(side "39 [%.12s]\n", "")

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
