// Random printf conversions (tests/randprog/gen, kind printf, seed 50372).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%#.20G] [%- .6d] [%#.16hhx]\n", 0x1p-01, (int)(-9223372036854775807ll - 1), (unsigned char)(-2147483647 - 1))
#define P1(side) printf(side "1 [%.9llX] [%3.18A]\n", (unsigned long long)7, 0x1.56e1fc2f8f359p-997)
#define P2(side) printf(side "2 [%.2lo]\n", (unsigned long)18446744073709551615ull)
#define P3(side) printf(side "3 [%- .f]\n", 0x1.cbe991a14p+36)
#define P4(side) printf(side "4 [%- .20g] [%3.lX] [%.1ld]\n", 0x1.56e1fc2f8f359p-997, (unsigned long)0, (long)255)
#define P5(side) printf(side "5 [%#9lX]\n", (unsigned long)4294967295u)
#define P6(side) printf(side "6 [%#6.17a] [% .8hd]\n", (double)-INFINITY, (short)255)
#define P7(side) printf(side "7 [%c] [%- #14.13e]\n", 'A', 0x1.999999999999ap-05)
#define P8(side) printf(side "8 [%-hhi]\n", (signed char)7)
#define P9(side) printf(side "9 [%-F]\n", 0x1.c6bf52634p+49)
#define P10(side) printf(side "10 [%-12.F]\n", (double)-INFINITY)
#define P11(side) printf(side "11 [%-.f] [%#.20lX] [%+14.21a]\n", 0x1.c6bf52634p+49, (unsigned long)7, 0x1.b1ae4d6e2ef5p+69)
#define P12(side) printf(side "12 [%G] [%-8.s]\n", 0x1.56e1fc2f8f359p-997, "abc")
#define P13(side) printf(side "13 [%-lu] [%+#.2F]\n", (unsigned long)-42, -0.0)
#define P14(side) printf(side "14 [%5.21hX] [%4c] [%5.13hho]\n", (unsigned short)4294967295u, ' ', (unsigned char)9223372036854775807ll)
#define P15(side) printf(side "15 [%013.10llx] [%1f]\n", (unsigned long long)4294967295u, 0x1.56e1fc2f8f359p-997)
#define P16(side) printf(side "16 [%5c] [%010f] [%08hu]\n", '%', NAN, (unsigned short)255)
#define P17(side) printf(side "17 [%+10a]\n", (double)INFINITY)
#define P18(side) printf(side "18 [%c]\n", '%')
#define P19(side) printf(side "19 [%1.1li]\n", (long)2147483647)
#define P20(side) printf(side "20 [%-+13.e] [%3.8lx] [% 10ld]\n", 0x1.869f8p+16, (unsigned long)2147483647, (long)(-9223372036854775807ll - 1))
#define P21(side) printf(side "21 [%%] [%+09.4f] [%#.X]\n", -0x1p+00, (unsigned)100000)
#define P22(side) printf(side "22 [%-+10G] [%c] [%05.20hho]\n", 0x1.cbe991a14p+36, 'A', (unsigned char)-123456789)
#define P23(side) printf(side "23 [%-s] [%-#.16hhx]\n", "hello world", (unsigned char)(-2147483647 - 1))
#define P24(side) printf(side "24 [%-+4E]\n", 0x1.5555555555555p-02)
#define P25(side) printf(side "25 [%- 14.hhd] [%s] [%14lX]\n", (signed char)(-9223372036854775807ll - 1), "hello world", (unsigned long)-1)
#define P26(side) printf(side "26 [%-.11a] [%-11.20f]\n", (double)-INFINITY, 0x1.56e1fc2f8f359p-997)
#define P27(side) printf(side "27 [%-0.0hhu] [%.lo]\n", (unsigned char)-123456789, (unsigned long)(-9223372036854775807ll - 1))
#define P28(side) printf(side "28 [%0.21a]\n", 0x1.4f8b588e368f1p-17)
#define P29(side) printf(side "29 [%4.li] [%5c] [%%]\n", (long)(-2147483647 - 1), 'A')
#define P30(side) printf(side "30 [%+ 9.3f] [%.14F] [%13.11lX]\n", 0x1.999999999999ap-05, 0x1p+00, (unsigned long)18446744073709551615ull)
#define P31(side) printf(side "31 [%#6.4a]\n", 0x1.cbe991a14p+36)
#define P32(side) printf(side "32 [%8c]\n", '%')
#define P33(side) printf(side "33 [%.9f]\n", 0x1.56e1fc2f8f359p-997)
#define P34(side) printf(side "34 [%11.1o] [%11.21e] [%.1hhi]\n", (unsigned)9223372036854775807ll, (double)INFINITY, (signed char)-42)
#define P35(side) printf(side "35 [%c]\n", 'A')
#define P36(side) printf(side "36 [%.14llX]\n", (unsigned long long)65535)
#define P37(side) printf(side "37 [%11c] [%F] [%7.s]\n", 65, 0x1.c6bf52634p+49, "a")
#define P38(side) printf(side "38 [%03.20x]\n", (unsigned)-1)
#define P39(side) printf(side "39 [%%] [%10c]\n", '%')

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
