// Random printf conversions (tests/randprog/gen, kind printf, seed 3006).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%-.5hhx] [%5.6g] [%8c]\n", (unsigned char)9223372036854775807ll, 0x1.4p+01, '%')
#define P1(side) printf(side "1 [%10llx] [%.7a] [%%]\n", (unsigned long long)1, 0x1.b1ae4d6e2ef5p+69)
#define P2(side) printf(side "2 [%#.G] [%10.18e] [%-11li]\n", 0x1.4p+01, 0x0p+00, (long)1)
#define P3(side) printf(side "3 [%#E]\n", 0x1.c6bf52634p+49)
#define P4(side) printf(side "4 [%+#.6A] [%5.X]\n", 0x1.999999999999ap-05, (unsigned)-1)
#define P5(side) printf(side "5 [%+ .15G] [%13.9g]\n", 0x1.cbe991a14p+36, 0x1.4f8b588e368f1p-17)
#define P6(side) printf(side "6 [%%]\n")
#define P7(side) printf(side "7 [%7.11s] [%-e] [%+ #5F]\n", "tab\there", -0x1.4p+01, 0x1p-01)
#define P8(side) printf(side "8 [%#a] [%.llo] [%%]\n", -0x1p+00, (unsigned long long)-42)
#define P9(side) printf(side "9 [%0.1lld]\n", (long long)100000)
#define P10(side) printf(side "10 [%10i] [%%] [%%]\n", (int)0x1234abcd)
#define P11(side) printf(side "11 [%2.1hhd] [%12.16s]\n", (signed char)-1, "abc")
#define P12(side) printf(side "12 [%%]\n")
#define P13(side) printf(side "13 [%-5.21a] [%3.1lX]\n", -0x1p+00, (unsigned long)-42)
#define P14(side) printf(side "14 [%9hhi] [%+9.14g] [%-0.hd]\n", (signed char)2147483647, 0x1.869f8p+16, (short)-1)
#define P15(side) printf(side "15 [%%] [%#4.f] [%#6.hx]\n", 0x1.02e7ef70994ddp-13, (unsigned short)100000)
#define P16(side) printf(side "16 [%-c] [%-#4.3hho]\n", 65, (unsigned char)1)
#define P17(side) printf(side "17 [%0.13lu]\n", (unsigned long)-1)
#define P18(side) printf(side "18 [%-.6d]\n", (int)100000)
#define P19(side) printf(side "19 [%11.hhX] [%.18a] [%.llo]\n", (unsigned char)(-9223372036854775807ll - 1), 0x1.02e7ef70994ddp-13, (unsigned long long)4294967295u)
#define P20(side) printf(side "20 [%hu]\n", (unsigned short)0x1234abcd)
#define P21(side) printf(side "21 [%12hi] [% F]\n", (short)18446744073709551615ull, 0x1.5555555555555p-02)
#define P22(side) printf(side "22 [%+ 012.g] [%0G] [%c]\n", 0x1.869f8p+16, (double)-INFINITY, '%')
#define P23(side) printf(side "23 [%10.1ld]\n", (long)0x1234abcd)
#define P24(side) printf(side "24 [%-+4.1A] [%6.16llx] [%1.s]\n", 0x1p-1074, (unsigned long long)18446744073709551615ull, "")
#define P25(side) printf(side "25 [% .10G] [%2.li]\n", 0x1.02e7ef70994ddp-13, (long)(-2147483647 - 1))
#define P26(side) printf(side "26 [% 0g] [%c]\n", -0x1.4p+01, '0')
#define P27(side) printf(side "27 [%-G] [%06.21ld] [%8.8lo]\n", 0x1.56e1fc2f8f359p-997, (long)2147483647, (unsigned long)2147483647)
#define P28(side) printf(side "28 [%0F]\n", -0x1.4p+01)
#define P29(side) printf(side "29 [%.20E]\n", 0x1p+00)
#define P30(side) printf(side "30 [%+.6f] [%#14.6a] [%11.0s]\n", 0x1.fffffffffffffp+1023, 0x1.3fffffca501adp+03, "tab\there")
#define P31(side) printf(side "31 [%-3.7llo] [%02.9hhX] [%%]\n", (unsigned long long)0x1234abcd, (unsigned char)4294967295u)
#define P32(side) printf(side "32 [% #g] [%+5.14F] [%+ .A]\n", 0x1.cp+01, 0x1.b1ae4d6e2ef5p+69, 0x1.c6bf52634p+49)
#define P33(side) printf(side "33 [%0llX]\n", (unsigned long long)-42)
#define P34(side) printf(side "34 [%9c] [%-.s]\n", 'A', "a")
#define P35(side) printf(side "35 [%%]\n")
#define P36(side) printf(side "36 [%#.19f] [%6.8hhu] [%.16llx]\n", 0x1.c6bf52634p+49, (unsigned char)0x1234abcd, (unsigned long long)2147483647)
#define P37(side) printf(side "37 [%6.G] [%10.g] [%0.lld]\n", 0x1.cp+01, -0x1p+00, (long long)9223372036854775807ll)
#define P38(side) printf(side "38 [%+.A] [%.9a]\n", 0x1.249ad2594c37dp+332, 0x1.cp+01)
#define P39(side) printf(side "39 [%.15F] [%9.4s]\n", 0x1.249ad2594c37dp+332, "abc")

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
