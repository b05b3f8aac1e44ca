// Random printf conversions (tests/randprog/gen, kind printf, seed 50527).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%1.F] [%-7u]\n", -0x1p+00, (unsigned)-1)
#define P1(side) printf(side "1 [%-11c] [%- 13.13a] [%.15ho]\n", 'A', 0x0p+00, (unsigned short)255)
#define P2(side) printf(side "2 [%-.4g]\n", 0x1.3fffffca501adp+03)
#define P3(side) printf(side "3 [%-.1E] [%4.15o] [%- g]\n", 0x1.999999999999ap-05, (unsigned)7, 0x1.999999999999ap-04)
#define P4(side) printf(side "4 [%+2.21ld] [%6.llX]\n", (long)-1, (unsigned long long)2147483647)
#define P5(side) printf(side "5 [%c] [%5.10lu]\n", ' ', (unsigned long)(-9223372036854775807ll - 1))
#define P6(side) printf(side "6 [%c] [%.6li]\n", '0', (long)255)
#define P7(side) printf(side "7 [%11c]\n", 65)
#define P8(side) printf(side "8 [%4.14F] [%lo]\n", 0x0p+00, (unsigned long)100000)
#define P9(side) printf(side "9 [%0.20hhx] [%.19hhX] [%-8.i]\n", (unsigned char)(-9223372036854775807ll - 1), (unsigned char)-123456789, (int)4294967295u)
#define P10(side) printf(side "10 [% .6a]\n", 0x1.869f8p+16)
#define P11(side) printf(side "11 [%10lu] [%.20e]\n", (unsigned long)7, -NAN)
#define P12(side) printf(side "12 [%-.11s] [%c] [%-2.12s]\n", "tab\there", 'A', "tab\there")
#define P13(side) printf(side "13 [%13ho] [%0.8lo] [%%]\n", (unsigned short)2147483647, (unsigned long)4294967295u)
#define P14(side) printf(side "14 [%+07.3hd]\n", (short)4294967295u)
#define P15(side) printf(side "15 [%0.hhu]\n", (unsigned char)(-2147483647 - 1))
#define P16(side) printf(side "16 [%.s] [%E]\n", "", 0x1.cp+01)
#define P17(side) printf(side "17 [%.13s] [%%] [%5.E]\n", "a", 0x1.cbe991a14p+36)
#define P18(side) printf(side "18 [%-2.15hhd]\n", (signed char)9223372036854775807ll)
#define P19(side) printf(side "19 [%-#14.G]\n", 0x1.cbe991a14p+36)
#define P20(side) printf(side "20 [%.3llx]\n", (unsigned long long)-123456789)
#define P21(side) printf(side "21 [% #8.f] [%6.4F]\n", 0x1.56e1fc2f8f359p-997, 0x1.56e1fc2f8f359p-997)
#define P22(side) printf(side "22 [%+i] [%#.5lo]\n", (int)0, (unsigned long)4294967295u)
#define P23(side) printf(side "23 [%.0o] [%8.13s] [%#.G]\n", (unsigned)65535, "tab\there", 0x1.3fffffca501adp+03)
#define P24(side) printf(side "24 [%1o] [%.15llu] [%-3f]\n", (unsigned)100000, (unsigned long long)(-9223372036854775807ll - 1), 0x1.b1ae4d6e2ef5p+69)
#define P25(side) printf(side "25 [%#10.lo] [%9c] [%-0.13i]\n", (unsigned long)65535, 'x', (int)2147483647)
#define P26(side) printf(side "26 [%+#.a] [%6.16ho]\n", 0x1p-01, (unsigned short)18446744073709551615ull)
#define P27(side) printf(side "27 [%1.21e]\n", -0.0)
#define P28(side) printf(side "28 [% .17F] [%%] [%+.3f]\n", 0x1.edd2f1a9fbe77p+06, -0x1.4p+01)
#define P29(side) printf(side "29 [%%]\n")
#define P30(side) printf(side "30 [%-.F]\n", 0x1.cbe991a14p+36)
#define P31(side) printf(side "31 [%-+14.21hd]\n", (short)2147483647)
#define P32(side) printf(side "32 [%x] [% .7f]\n", (unsigned)2147483647, 0x0p+00)
#define P33(side) printf(side "33 [%c]\n", 65)
#define P34(side) printf(side "34 [%-.18lx] [%%]\n", (unsigned long)255)
#define P35(side) printf(side "35 [%1A] [%2g] [%-+9.hi]\n", 0x1p-01, 0x1.869f8p+16, (short)0x1234abcd)
#define P36(side) printf(side "36 [%-.hd] [%-.15lx] [%.llX]\n", (short)0x1234abcd, (unsigned long)2147483647, (unsigned long long)1)
#define P37(side) printf(side "37 [%10.8A]\n", (double)INFINITY)
#define P38(side) printf(side "38 [%.e]\n", -0.0)
#define P39(side) printf(side "39 [%#14.f]\n", 0x1p+00)

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
