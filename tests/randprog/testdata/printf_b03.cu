// Random printf conversions (tests/randprog/gen, kind printf, seed 923757).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%+12.8a]\n", 0x1.02e7ef70994ddp-13)
#define P1(side) printf(side "1 [%013.12hhX] [%-#7.7A]\n", (unsigned char)255, 0x1.02e7ef70994ddp-13)
#define P2(side) printf(side "2 [% 2.F]\n", 0x1.56e1fc2f8f359p-997)
#define P3(side) printf(side "3 [%-c] [%1c]\n", 'x', 'A')
#define P4(side) printf(side "4 [%#13.16e]\n", 0x1.b1ae4d6e2ef5p+69)
#define P5(side) printf(side "5 [%.E] [%.16A]\n", 0x1.4p+01, 0x1.5555555555555p-02)
#define P6(side) printf(side "6 [%-.E] [%0.a]\n", 0x1.56e1fc2f8f359p-997, 0x1.3fffffca501adp+03)
#define P7(side) printf(side "7 [%%]\n")
#define P8(side) printf(side "8 [%11.11f]\n", 0x1.999999999999ap-05)
#define P9(side) printf(side "9 [%.8hd] [%+ 03g] [% 2A]\n", (short)-123456789, 0x1.fffffffffffffp+1023, 0x1.c6bf52634p+49)
#define P10(side) printf(side "10 [%.9e] [%.0llx] [%%]\n", -0x1.4p+01, (unsigned long long)1)
#define P11(side) printf(side "11 [%#013.f] [%%] [%13.3X]\n", 0x1.02e7ef70994ddp-13, (unsigned)2147483647)
#define P12(side) printf(side "12 [%2s] [%c] [%6.17s]\n", "tab\there", '0', "a")
#define P13(side) printf(side "13 [%#3.a] [%+A]\n", (double)INFINITY, 0x1.999999999999ap-05)
#define P14(side) printf(side "14 [%+.16f] [%-c]\n", 0x1.b1ae4d6e2ef5p+69, '0')
#define P15(side) printf(side "15 [% #014.f] [%-c] [%.21o]\n", -0.0, 65, (unsigned)255)
#define P16(side) printf(side "16 [%-g]\n", 0x1.249ad2594c37dp+332)
#define P17(side) printf(side "17 [%-0.hhu] [%a]\n", (unsigned char)0x1234abcd, 0x1.4f8b588e368f1p-17)
#define P18(side) printf(side "18 [%9hu]\n", (unsigned short)1)
#define P19(side) printf(side "19 [%c] [%-#.14A]\n", '0', 0x1.869f8p+16)
#define P20(side) printf(side "20 [%#03.g]\n", 0x1p-01)
#define P21(side) printf(side "21 [%9.13llx] [%c] [%012.5F]\n", (unsigned long long)1, 'x', -0.0)
#define P22(side) printf(side "22 [%+9a] [%6c]\n", 0x1.3fffffca501adp+03, 'x')
#define P23(side) printf(side "23 [%8c] [%-1.A]\n", 65, 0x1p-1074)
#define P24(side) printf(side "24 [%-E]\n", 0x1.cbe991a14p+36)
#define P25(side) printf(side "25 [% 0.11g] [%#0.2o] [%02.hhX]\n", 0x1.56e1fc2f8f359p-997, (unsigned)18446744073709551615ull, (unsigned char)-123456789)
#define P26(side) printf(side "26 [%-.3hhx] [%.3s] [% 05.7a]\n", (unsigned char)9223372036854775807ll, "hello world", 0x1.4p+01)
#define P27(side) printf(side "27 [%c] [%0.ho] [%-#.e]\n", '%', (unsigned short)0x1234abcd, 0x1p-01)
#define P28(side) printf(side "28 [%-0hi] [%3.llu]\n", (short)(-2147483647 - 1), (unsigned long long)-42)
#define P29(side) printf(side "29 [%c]\n", 'A')
#define P30(side) printf(side "30 [%.0llX] [%-+ .g] [%%]\n", (unsigned long long)2147483647, 0x1.999999999999ap-05)
#define P31(side) printf(side "31 [%13hx] [%%]\n", (unsigned short)2147483647)
#define P32(side) printf(side "32 [%.8d]\n", (int)-42)
#define P33(side) printf(side "33 [%i]\n", (int)-42)
#define P34(side) printf(side "34 [%2.15F] [%-.6e]\n", 0x1.5555555555555p-02, 0x1.fffffffffffffp+1023)
#define P35(side) printf(side "35 [%+0lld] [%12i] [%+4.f]\n", (long long)18446744073709551615ull, (int)-42, 0x1.fffffffffffffp+1023)
#define P36(side) printf(side "36 [%%] [%.11llu] [%5.0ho]\n", (unsigned long long)0, (unsigned short)-1)
#define P37(side) printf(side "37 [%7.16u] [%+12.14F]\n", (unsigned)65535, 0x1p+00)
#define P38(side) printf(side "38 [%#9.8e] [%-.3f] [%5.2x]\n", 0x1.fffffffffffffp+1023, 0x1.3fffffca501adp+03, (unsigned)65535)
#define P39(side) printf(side "39 [%x] [%2.9llu]\n", (unsigned)255, (unsigned long long)-123456789)

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
