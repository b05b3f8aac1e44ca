// Random printf conversions (tests/randprog/gen, kind printf, seed 3001).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%+.li] [%.2G] [%.hhX]\n", (long)1, 0x1p-1074, (unsigned char)(-2147483647 - 1))
#define P1(side) printf(side "1 [%7lld]\n", (long long)-42)
#define P2(side) printf(side "2 [%#7.llX] [%#.A] [%%]\n", (unsigned long long)-1, 0x0p+00)
#define P3(side) printf(side "3 [%-2llX]\n", (unsigned long long)0x1234abcd)
#define P4(side) printf(side "4 [%e] [%2c] [%.a]\n", 0x1.fffffffffffffp+1023, ' ', 0x1p-01)
#define P5(side) printf(side "5 [% #a] [%s]\n", -0x1p+00, "abc")
#define P6(side) printf(side "6 [%c] [%3lx]\n", 65, (unsigned long)18446744073709551615ull)
#define P7(side) printf(side "7 [%%] [%-lu]\n", (unsigned long)9223372036854775807ll)
#define P8(side) printf(side "8 [%+0.i]\n", (int)(-9223372036854775807ll - 1))
#define P9(side) printf(side "9 [%.llx]\n", (unsigned long long)-1)
#define P10(side) printf(side "10 [%.19a] [%09hu] [%0.3a]\n", 0x1.cp+01, (unsigned short)-123456789, -NAN)
#define P11(side) printf(side "11 [% a]\n", 0x1.c6bf52634p+49)
#define P12(side) printf(side "12 [% .18E]\n", 0x1.56e1fc2f8f359p-997)
#define P13(side) printf(side "13 [% 3.9F] [%.9G]\n", 0x1.5555555555555p-02, (double)-INFINITY)
#define P14(side) printf(side "14 [%-5.hhu] [%+4G] [%%]\n", (unsigned char)100000, 0x1.999999999999ap-04)
#define P15(side) printf(side "15 [%8x]\n", (unsigned)18446744073709551615ull)
#define P16(side) printf(side "16 [%+5.18hhd] [%-.14E]\n", (signed char)-42, 0x1.b1ae4d6e2ef5p+69)
#define P17(side) printf(side "17 [%14.14hhX] [%%]\n", (unsigned char)4294967295u)
#define P18(side) printf(side "18 [%#E]\n", NAN)
#define P19(side) printf(side "19 [% 11.12i] [%%] [%+.19A]\n", (int)65535, -0x1p+00)
#define P20(side) printf(side "20 [%14A] [%4c] [%#.hhX]\n", 0x1p-01, 65, (unsigned char)4294967295u)
#define P21(side) printf(side "21 [%#0hhx] [%hX] [%#0.8lx]\n", (unsigned char)-42, (unsigned short)-123456789, (unsigned long)65535)
#define P22(side) printf(side "22 [%%] [%12hi] [% 7.14A]\n", (short)(-9223372036854775807ll - 1), 0x1.3fffffca501adp+03)
#define P23(side) printf(side "23 [%-#4.5X]\n", (unsigned)18446744073709551615ull)
#define P24(side) printf(side "24 [% .14f] [%.5hX]\n", 0x1.4f8b588e368f1p-17, (unsigned short)-42)
#define P25(side) printf(side "25 [%-+#08.8e]\n", 0x1p-1074)
#define P26(side) printf(side "26 [%7s]\n", "abc")
#define P27(side) printf(side "27 [%0.12f]\n", 0x1.4p+01)
#define P28(side) printf(side "28 [%#A]\n", 0x1.fffffffffffffp+1023)
#define P29(side) printf(side "29 [%A] [% 0.16a] [%.15E]\n", NAN, 0x1.56e1fc2f8f359p-997, 0x1.4p+01)
#define P30(side) printf(side "30 [%#3G] [%+.A] [%0.hi]\n", 0x1.249ad2594c37dp+332, -0.0, (short)255)
#define P31(side) printf(side "31 [%-#f]\n", 0x1.999999999999ap-04)
#define P32(side) printf(side "32 [%%] [%%] [%%]\n")
#define P33(side) printf(side "33 [%ho] [%-11c]\n", (unsigned short)1, '0')
#define P34(side) printf(side "34 [%.12f]\n", 0x1.cp+01)
#define P35(side) printf(side "35 [%-e] [%e] [%#013.6hX]\n", 0x1.c6bf52634p+49, 0x1.5555555555555p-02, (unsigned short)255)
#define P36(side) printf(side "36 [%-lli] [%.15e] [%-c]\n", (long long)-1, -0x1p+00, 'x')
#define P37(side) printf(side "37 [%lo] [%-#.14A] [%.0s]\n", (unsigned long)18446744073709551615ull, 0x1p-01, "percent %")
#define P38(side) printf(side "38 [%13.9E]\n", 0x1.c6bf52634p+49)
#define P39(side) printf(side "39 [%c]\n", 65)

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
