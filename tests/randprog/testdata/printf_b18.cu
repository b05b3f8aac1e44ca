// Random printf conversions (tests/randprog/gen, kind printf, seed 1042542).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%3.3s]\n", "a")
#define P1(side) printf(side "1 [%-+hhi]\n", (signed char)1)
#define P2(side) printf(side "2 [%10o] [%%]\n", (unsigned)0)
#define P3(side) printf(side "3 [%14c] [%%] [%-#12.4ho]\n", '0', (unsigned short)100000)
#define P4(side) printf(side "4 [%12hX] [%hhx]\n", (unsigned short)7, (unsigned char)2147483647)
#define P5(side) printf(side "5 [%#.15a] [%%] [%%]\n", 0x1p-01)
#define P6(side) printf(side "6 [%04.1X]\n", (unsigned)255)
#define P7(side) printf(side "7 [%.18hhu]\n", (unsigned char)65535)
#define P8(side) printf(side "8 [%8.19s] [%+#11.1E]\n", "abc", 0x1p-01)
#define P9(side) printf(side "9 [% 12.G] [%#.14F] [%#10.hho]\n", 0x1.cp+01, 0x1.4f8b588e368f1p-17, (unsigned char)65535)
#define P10(side) printf(side "10 [%10.13hhx] [%#6E]\n", (unsigned char)-42, 0x1.fffffffffffffp+1023)
#define P11(side) printf(side "11 [%14.li]\n", (long)100000)
#define P12(side) printf(side "12 [%+5.G] [%14.13hx] [%-.19lli]\n", 0x1p-01, (unsigned short)1, (long long)(-9223372036854775807ll - 1))
#define P13(side) printf(side "13 [%F] [%-7.12llu] [%-+8.0f]\n", 0x1.4p+01, (unsigned long long)65535, 0x1.999999999999ap-04)
#define P14(side) printf(side "14 [% 0.15a] [%10.lo] [%.hhd]\n", 0x1.c6bf52634p+49, (unsigned long)-123456789, (signed char)2147483647)
#define P15(side) printf(side "15 [%3.1s] [%-.hx] [%%]\n", "", (unsigned short)18446744073709551615ull)
#define P16(side) printf(side "16 [%%]\n")
#define P17(side) printf(side "17 [%.9A] [%1.4G]\n", 0x1.4f8b588e368f1p-17, 0x1.cp+01)
#define P18(side) printf(side "18 [%-#10.2llx]\n", (unsigned long long)7)
#define P19(side) printf(side "19 [%#.X]\n", (unsigned)0)
#define P20(side) printf(side "20 [%4s] [%+6a] [%13.6hhx]\n", "abc", -0.0, (unsigned char)1)
#define P21(side) printf(side "21 [%-13.9hu] [% .16hhi]\n", (unsigned short)4294967295u, (signed char)-1)
#define P22(side) printf(side "22 [%c] [% 6a] [%c]\n", 65, 0x1.4p+01, 'A')
#define P23(side) printf(side "23 [%6.12F]\n", (double)-INFINITY)
#define P24(side) printf(side "24 [%.12lX] [%0.12hhX] [%10c]\n", (unsigned long)4294967295u, (unsigned char)(-2147483647 - 1), ' ')
#define P25(side) printf(side "25 [% .4g] [% #5.A] [%#9.f]\n", 0x1p-01, 0x1.02e7ef70994ddp-13, 0x1.4f8b588e368f1p-17)
#define P26(side) printf(side "26 [%-.f]\n", 0x1p-1074)
#define P27(side) printf(side "27 [% .f]\n", 0x1.4f8b588e368f1p-17)
#define P28(side) printf(side "28 [%4llx]\n", (unsigned long long)1)
#define P29(side) printf(side "29 [%5.18i] [%13.13G]\n", (int)65535, NAN)
#define P30(side) printf(side "30 [%1.s] [%9.11s]\n", "", "percent %")
#define P31(side) printf(side "31 [%1c]\n", 'x')
#define P32(side) printf(side "32 [%#014.F] [%.3s] [%-.lld]\n", 0x1.4f8b588e368f1p-17, "", (long long)255)
#define P33(side) printf(side "33 [%.13s] [%.8hho] [%.F]\n", "hello world", (unsigned char)0x1234abcd, 0x1.fffffffffffffp+1023)
#define P34(side) printf(side "34 [%-11.0g] [%+04.lld] [%11.17s]\n", 0x1p+00, (long long)0, "tab\there")
#define P35(side) printf(side "35 [%-.o] [%.lo]\n", (unsigned)255, (unsigned long)-1)
#define P36(side) printf(side "36 [%02.li]\n", (long)1)
#define P37(side) printf(side "37 [%-.6o] [% A] [%-.6f]\n", (unsigned)-123456789, -NAN, -0x1p+00)
#define P38(side) printf(side "38 [%lu] [% 7.11e] [%1.16s]\n", (unsigned long)-123456789, (double)INFINITY, "percent %")
#define P39(side) printf(side "39 [%c]\n", 'A')

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
