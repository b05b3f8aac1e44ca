// Random printf conversions (tests/randprog/gen, kind printf, seed 3011).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%%] [%2.16o] [%0.1ld]\n", (unsigned)0, (long)0)
#define P1(side) printf(side "1 [%#13.0E] [%-10.9f] [%.10s]\n", 0x1.02e7ef70994ddp-13, 0x1.fffffffffffffp+1023, "tab\there")
#define P2(side) printf(side "2 [% 0.5G] [%14.11u] [%-0.17lX]\n", 0x1.869f8p+16, (unsigned)-1, (unsigned long)-1)
#define P3(side) printf(side "3 [%-9.14hhx] [% .i]\n", (unsigned char)100000, (int)65535)
#define P4(side) printf(side "4 [%.E] [%+8.15i] [%#.3e]\n", 0x1.249ad2594c37dp+332, (int)7, 0x1.4f8b588e368f1p-17)
#define P5(side) printf(side "5 [%#0lX] [%- 0E] [%13.2g]\n", (unsigned long)255, 0x1.999999999999ap-04, NAN)
#define P6(side) printf(side "6 [%%] [%-3A]\n", -NAN)
#define P7(side) printf(side "7 [%12.9llo] [%-8.16s]\n", (unsigned long long)100000, "abc")
#define P8(side) printf(side "8 [%9.21llx] [%.17g] [%%]\n", (unsigned long long)0, 0x1.b1ae4d6e2ef5p+69)
#define P9(side) printf(side "9 [%%] [%1hhu] [%9.hhi]\n", (unsigned char)7, (signed char)0x1234abcd)
#define P10(side) printf(side "10 [%.hho] [%- 06.8E] [%%]\n", (unsigned char)-1, -0x1p+00)
#define P11(side) printf(side "11 [%8.20lx] [%#.llo]\n", (unsigned long)1, (unsigned long long)4294967295u)
#define P12(side) printf(side "12 [%-c] [%9.18s]\n", '%', "")
#define P13(side) printf(side "13 [%llx] [%4.18G] [%%]\n", (unsigned long long)0, 0x1p-1074)
#define P14(side) printf(side "14 [%#07.A] [%1lli]\n", 0x1.56e1fc2f8f359p-997, (long long)4294967295u)
#define P15(side) printf(side "15 [%5.5s] [%-.16s]\n", "tab\there", "a")
#define P16(side) printf(side "16 [% 0.1G] [%3.8s]\n", 0x1.999999999999ap-05, "tab\there")
#define P17(side) printf(side "17 [% 9.f]\n", -NAN)
#define P18(side) printf(side "18 [%-c]\n", '%')
#define P19(side) printf(side "19 [%4.18a] [%-3s] [%- .5hd]\n", 0x1.4p+01, "percent %", (short)18446744073709551615ull)
#define P20(side) printf(side "20 [%%]\n")
#define P21(side) printf(side "21 [% 0.lli]\n", (long long)100000)
#define P22(side) printf(side "22 [%+.4g] [%#0.20a] [%hu]\n", (double)-INFINITY, NAN, (unsigned short)-42)
#define P23(side) printf(side "23 [% 3A]\n", 0x0p+00)
#define P24(side) printf(side "24 [%-.6lX] [%.g]\n", (unsigned long)4294967295u, 0x1p-1074)
#define P25(side) printf(side "25 [%5.12E] [%9hho] [%#7f]\n", (double)INFINITY, (unsigned char)0, 0x0p+00)
#define P26(side) printf(side "26 [%2c]\n", 65)
#define P27(side) printf(side "27 [%-.F] [%-+.13hhd]\n", 0x1.4p+01, (signed char)-123456789)
#define P28(side) printf(side "28 [%5.10llx]\n", (unsigned long long)0x1234abcd)
#define P29(side) printf(side "29 [%#2.e] [%s] [%1.0ho]\n", 0x1.5555555555555p-02, "tab\there", (unsigned short)1)
#define P30(side) printf(side "30 [%+012.10f] [%5c] [%8.s]\n", -0x1p+00, 'x', "hello world")
#define P31(side) printf(side "31 [%14.i]\n", (int)0x1234abcd)
#define P32(side) printf(side "32 [%%] [%-12hho] [%11.20a]\n", (unsigned char)-123456789, 0x1.02e7ef70994ddp-13)
#define P33(side) printf(side "33 [%5.g]\n", 0x1.cp+01)
#define P34(side) printf(side "34 [%1.16llX]\n", (unsigned long long)(-9223372036854775807ll - 1))
#define P35(side) printf(side "35 [%3hho] [%.2F]\n", (unsigned char)-123456789, 0x1.56e1fc2f8f359p-997)
#define P36(side) printf(side "36 [%%]\n")
#define P37(side) printf(side "37 [%-#hX] [%-+14.e] [%.1s]\n", (unsigned short)65535, NAN, "tab\there")
#define P38(side) printf(side "38 [%.20hhu]\n", (unsigned char)18446744073709551615ull)
#define P39(side) printf(side "39 [%%] [%#04.13F]\n", 0x1p-01)

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
