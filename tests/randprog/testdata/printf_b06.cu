// Random printf conversions (tests/randprog/gen, kind printf, seed 947514).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%011hd] [%.1s] [%+.18E]\n", (short)100000, "a", (double)INFINITY)
#define P1(side) printf(side "1 [%-f] [% i]\n", 0x1.869f8p+16, (int)-123456789)
#define P2(side) printf(side "2 [%%] [%5.s]\n", "abc")
#define P3(side) printf(side "3 [%%] [%10.11E] [%1s]\n", -0.0, "tab\there")
#define P4(side) printf(side "4 [%-+11.16f] [%.g] [%.7u]\n", 0x1.999999999999ap-04, 0x1.3fffffca501adp+03, (unsigned)2147483647)
#define P5(side) printf(side "5 [%013F] [%4s]\n", 0x1.5555555555555p-02, "abc")
#define P6(side) printf(side "6 [%#.llX] [% .A] [%4F]\n", (unsigned long long)1, 0x1.c6bf52634p+49, 0x1.869f8p+16)
#define P7(side) printf(side "7 [%-.G] [%0.2e]\n", -NAN, 0x1.999999999999ap-04)
#define P8(side) printf(side "8 [%9c]\n", '0')
#define P9(side) printf(side "9 [%+ .19a]\n", (double)INFINITY)
#define P10(side) printf(side "10 [%11.20llx]\n", (unsigned long long)2147483647)
#define P11(side) printf(side "11 [% #.a] [%9.12llu]\n", 0x1.249ad2594c37dp+332, (unsigned long long)0)
#define P12(side) printf(side "12 [%-13.hhx] [%c] [%+.20F]\n", (unsigned char)65535, '0', NAN)
#define P13(side) printf(side "13 [%+ 07.13hhi] [%6.E] [% .lli]\n", (signed char)(-2147483647 - 1), -0x1p+00, (long long)2147483647)
#define P14(side) printf(side "14 [%.F] [%2.20llo]\n", 0x1.b1ae4d6e2ef5p+69, (unsigned long long)255)
#define P15(side) printf(side "15 [%#7.llo] [%.18llo] [%%]\n", (unsigned long long)1, (unsigned long long)2147483647)
#define P16(side) printf(side "16 [%08.11e] [%.14f]\n", 0x1p-1074, -NAN)
#define P17(side) printf(side "17 [%%]\n")
#define P18(side) printf(side "18 [% 0.e]\n", 0x1.4f8b588e368f1p-17)
#define P19(side) printf(side "19 [% 0.18hhi]\n", (signed char)(-9223372036854775807ll - 1))
#define P20(side) printf(side "20 [%-.4ld] [%#.7f]\n", (long)2147483647, 0x1.c6bf52634p+49)
#define P21(side) printf(side "21 [%%] [%c]\n", ' ')
#define P22(side) printf(side "22 [%.2llo]\n", (unsigned long long)2147483647)
#define P23(side) printf(side "23 [%0.hX] [%13.0hhd] [%%]\n", (unsigned short)-1, (signed char)255)
#define P24(side) printf(side "24 [%-+ 1G] [%11s]\n", (double)-INFINITY, "")
#define P25(side) printf(side "25 [%#.21X]\n", (unsigned)0)
#define P26(side) printf(side "26 [%.10A]\n", 0x1.869f8p+16)
#define P27(side) printf(side "27 [%#.hhX]\n", (unsigned char)2147483647)
#define P28(side) printf(side "28 [%1.6u]\n", (unsigned)9223372036854775807ll)
#define P29(side) printf(side "29 [% .hhi]\n", (signed char)4294967295u)
#define P30(side) printf(side "30 [%- .g] [%-12c]\n", 0x1.3fffffca501adp+03, 'A')
#define P31(side) printf(side "31 [%5.f] [%%]\n", 0x1.3fffffca501adp+03)
#define P32(side) printf(side "32 [%%] [%03.A] [%12.hhi]\n", -NAN, (signed char)4294967295u)
#define P33(side) printf(side "33 [%3hhX] [%- 0.4A] [% 9.f]\n", (unsigned char)65535, 0x1p-1074, -0x1.4p+01)
#define P34(side) printf(side "34 [%11A] [%%] [% #14a]\n", (double)-INFINITY, -0x1p+00)
#define P35(side) printf(side "35 [%c]\n", ' ')
#define P36(side) printf(side "36 [%s] [%lo] [%.7hhx]\n", "abc", (unsigned long)18446744073709551615ull, (unsigned char)255)
#define P37(side) printf(side "37 [%%] [%#5.2E]\n", 0x1.fffffffffffffp+1023)
#define P38(side) printf(side "38 [%.s] [%+6.8a]\n", "tab\there", 0x1.4f8b588e368f1p-17)
#define P39(side) printf(side "39 [%.14e] [%7.lli]\n", 0x1p+00, (long long)(-9223372036854775807ll - 1))

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
