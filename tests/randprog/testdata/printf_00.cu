// Random printf conversions (tests/randprog/gen, kind printf, seed 3000).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%11.14hd] [%#f] [%A]\n", (short)7, 0x1.869f8p+16, 0x1.999999999999ap-04)
#define P1(side) printf(side "1 [%.4x] [%2.10hhu]\n", (unsigned)100000, (unsigned char)100000)
#define P2(side) printf(side "2 [%c] [%.11hhd] [%.12lo]\n", 'A', (signed char)(-9223372036854775807ll - 1), (unsigned long)0x1234abcd)
#define P3(side) printf(side "3 [%%]\n")
#define P4(side) printf(side "4 [%s] [%+ .21E] [%.14f]\n", "percent %", 0x1.999999999999ap-04, 0x1.999999999999ap-05)
#define P5(side) printf(side "5 [%11.hX] [%-5.s]\n", (unsigned short)100000, "abc")
#define P6(side) printf(side "6 [%-.7lu] [%%]\n", (unsigned long)-123456789)
#define P7(side) printf(side "7 [%8.llu] [%0.hhX] [%%]\n", (unsigned long long)(-2147483647 - 1), (unsigned char)2147483647)
#define P8(side) printf(side "8 [%14.17s] [%11.s] [%9c]\n", "abc", "tab\there", '0')
#define P9(side) printf(side "9 [% 06.8A] [%-7c]\n", 0x1p-01, 65)
#define P10(side) printf(side "10 [%12c]\n", 65)
#define P11(side) printf(side "11 [%#.19e] [%E] [%+#.12G]\n", 0x1.edd2f1a9fbe77p+06, 0x1.3fffffca501adp+03, 0x0p+00)
#define P12(side) printf(side "12 [%+#9.19a] [%3.s]\n", 0x1.4p+01, "")
#define P13(side) printf(side "13 [%10.18f] [%3.10s] [%G]\n", 0x1.999999999999ap-05, "a", 0x1p+00)
#define P14(side) printf(side "14 [%010lu] [%5.g]\n", (unsigned long)100000, 0x1.edd2f1a9fbe77p+06)
#define P15(side) printf(side "15 [%.lu] [%7.8llx] [%.X]\n", (unsigned long)0x1234abcd, (unsigned long long)0, (unsigned)2147483647)
#define P16(side) printf(side "16 [%3.14a] [%1.3hi]\n", NAN, (short)-1)
#define P17(side) printf(side "17 [% #0.E] [%+.f]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.3fffffca501adp+03)
#define P18(side) printf(side "18 [%013.5lo] [%%]\n", (unsigned long)(-9223372036854775807ll - 1))
#define P19(side) printf(side "19 [%+.hd]\n", (short)-42)
#define P20(side) printf(side "20 [%#2.G]\n", 0x1.249ad2594c37dp+332)
#define P21(side) printf(side "21 [%%] [%.2li]\n", (long)(-2147483647 - 1))
#define P22(side) printf(side "22 [%+ #9.g] [%-.14F] [%0.10f]\n", 0x1.edd2f1a9fbe77p+06, 0x1.3fffffca501adp+03, 0x1.cbe991a14p+36)
#define P23(side) printf(side "23 [%10e] [%c] [%0.4llx]\n", 0x1p+00, ' ', (unsigned long long)(-9223372036854775807ll - 1))
#define P24(side) printf(side "24 [%.o]\n", (unsigned)-123456789)
#define P25(side) printf(side "25 [%0llX]\n", (unsigned long long)18446744073709551615ull)
#define P26(side) printf(side "26 [%.9hi]\n", (short)4294967295u)
#define P27(side) printf(side "27 [%0.11hhX] [%0.19hhx] [%7s]\n", (unsigned char)-42, (unsigned char)0x1234abcd, "abc")
#define P28(side) printf(side "28 [%s]\n", "hello world")
#define P29(side) printf(side "29 [%-6hhX] [%4.s]\n", (unsigned char)-42, "abc")
#define P30(side) printf(side "30 [%02.0lu] [%s] [%.2hhd]\n", (unsigned long)65535, "tab\there", (signed char)9223372036854775807ll)
#define P31(side) printf(side "31 [%-+2g] [%%] [%%]\n", 0x1.999999999999ap-05)
#define P32(side) printf(side "32 [%1c] [%3llX] [%-ld]\n", '0', (unsigned long long)(-9223372036854775807ll - 1), (long)255)
#define P33(side) printf(side "33 [%+.19f]\n", 0x1p-1074)
#define P34(side) printf(side "34 [%-13X] [%3.hho] [%+ 0.17i]\n", (unsigned)255, (unsigned char)-123456789, (int)2147483647)
#define P35(side) printf(side "35 [%.4hx] [%#3.15G]\n", (unsigned short)65535, 0x1.4f8b588e368f1p-17)
#define P36(side) printf(side "36 [%5E]\n", 0x1.5555555555555p-02)
#define P37(side) printf(side "37 [% 014.2F] [%+011.A] [%%]\n", 0x1.cbe991a14p+36, 0x1.4p+01)
#define P38(side) printf(side "38 [%-11.0F] [%5.16a]\n", 0x1.fffffffffffffp+1023, 0x1.56e1fc2f8f359p-997)
#define P39(side) printf(side "39 [%13.21hu]\n", (unsigned short)1)

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
