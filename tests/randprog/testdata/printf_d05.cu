// Random printf conversions (tests/randprog/gen, kind printf, seed 50155).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%1.e] [%1.18A] [%-12.7lli]\n", -0x1.4p+01, -0x1.4p+01, (long long)100000)
#define P1(side) printf(side "1 [%5.13G] [%.14G] [% 0.G]\n", 0x1.999999999999ap-05, -0x1.4p+01, -0.0)
#define P2(side) printf(side "2 [%-.hho] [%%] [%#9.2x]\n", (unsigned char)-1, (unsigned)0x1234abcd)
#define P3(side) printf(side "3 [%6.5lX]\n", (unsigned long)(-9223372036854775807ll - 1))
#define P4(side) printf(side "4 [%04.lo] [%08F]\n", (unsigned long)18446744073709551615ull, 0x1.5555555555555p-02)
#define P5(side) printf(side "5 [%%]\n")
#define P6(side) printf(side "6 [%- 0.10F] [%+.F]\n", 0x1.fffffffffffffp+1023, 0x1.999999999999ap-05)
#define P7(side) printf(side "7 [%.2d]\n", (int)18446744073709551615ull)
#define P8(side) printf(side "8 [%- .hhd] [%+#13.8a] [%c]\n", (signed char)-123456789, 0x1.999999999999ap-05, '0')
#define P9(side) printf(side "9 [%-0.7G] [%-d]\n", 0x1.02e7ef70994ddp-13, (int)-42)
#define P10(side) printf(side "10 [%c]\n", 'A')
#define P11(side) printf(side "11 [%g]\n", 0x1p-01)
#define P12(side) printf(side "12 [%-c] [%.6o] [%+d]\n", ' ', (unsigned)9223372036854775807ll, (int)7)
#define P13(side) printf(side "13 [%9.s] [%#.20F]\n", "abc", 0x1.4f8b588e368f1p-17)
#define P14(side) printf(side "14 [%8.10lX] [%%] [%%]\n", (unsigned long)-123456789)
#define P15(side) printf(side "15 [%.a] [%.11A] [%-.hu]\n", 0x1.02e7ef70994ddp-13, -0x1p+00, (unsigned short)1)
#define P16(side) printf(side "16 [%.20s] [%-c] [%.8E]\n", "abc", 'x', 0x1.869f8p+16)
#define P17(side) printf(side "17 [%-2ld] [%4.ld]\n", (long)(-9223372036854775807ll - 1), (long)0x1234abcd)
#define P18(side) printf(side "18 [% #3.3g]\n", 0x1p-1074)
#define P19(side) printf(side "19 [%+.19e] [%13.20hho]\n", -0.0, (unsigned char)9223372036854775807ll)
#define P20(side) printf(side "20 [%- 7e] [%.hhi] [% .10hd]\n", 0x1.249ad2594c37dp+332, (signed char)(-9223372036854775807ll - 1), (short)-42)
#define P21(side) printf(side "21 [%.A] [%.0e] [%+.21li]\n", 0x1.3fffffca501adp+03, 0x1.c6bf52634p+49, (long)0x1234abcd)
#define P22(side) printf(side "22 [%-14lX] [%%] [%-E]\n", (unsigned long)0, 0x1p+00)
#define P23(side) printf(side "23 [%-#010.a] [%c]\n", 0x1.999999999999ap-04, 65)
#define P24(side) printf(side "24 [%1llx]\n", (unsigned long long)100000)
#define P25(side) printf(side "25 [%011hx] [%%] [%.s]\n", (unsigned short)-42, "abc")
#define P26(side) printf(side "26 [% 0.g] [%11.s]\n", 0x1.fffffffffffffp+1023, "tab\there")
#define P27(side) printf(side "27 [%.lX] [%#12.e] [%+#8g]\n", (unsigned long)-1, 0x1.5555555555555p-02, NAN)
#define P28(side) printf(side "28 [%9e] [%+#6.g]\n", 0x0p+00, 0x1.869f8p+16)
#define P29(side) printf(side "29 [%14.13llu] [%#f] [%1.6llx]\n", (unsigned long long)65535, 0x1.869f8p+16, (unsigned long long)-1)
#define P30(side) printf(side "30 [%%] [%5hd] [%+0.20f]\n", (short)0x1234abcd, 0x1.cp+01)
#define P31(side) printf(side "31 [%%] [%#.F]\n", 0x1.c6bf52634p+49)
#define P32(side) printf(side "32 [%c] [%%]\n", 65)
#define P33(side) printf(side "33 [%.9F] [%2lu] [%-.18x]\n", 0x1.56e1fc2f8f359p-997, (unsigned long)0x1234abcd, (unsigned)4294967295u)
#define P34(side) printf(side "34 [%#6.4X] [%11.4g] [%%]\n", (unsigned)0, 0x1.56e1fc2f8f359p-997)
#define P35(side) printf(side "35 [%+ 03.g] [%-5.7s]\n", NAN, "a")
#define P36(side) printf(side "36 [%0.8llx]\n", (unsigned long long)-123456789)
#define P37(side) printf(side "37 [%9c] [%- #7E]\n", '0', -NAN)
#define P38(side) printf(side "38 [%%] [%3.11hhX]\n", (unsigned char)-42)
#define P39(side) printf(side "39 [%-013.19G]\n", 0x1.02e7ef70994ddp-13)

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
