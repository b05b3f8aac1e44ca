// Random printf conversions (tests/randprog/gen, kind printf, seed 3008).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%-.17i] [%#ho]\n", (int)(-2147483647 - 1), (unsigned short)-1)
#define P1(side) printf(side "1 [%.hhi]\n", (signed char)-42)
#define P2(side) printf(side "2 [%11c] [%7.2s]\n", 65, "tab\there")
#define P3(side) printf(side "3 [%09x] [%08.16e] [%%]\n", (unsigned)255, 0x1.4p+01)
#define P4(side) printf(side "4 [%13E]\n", 0x1p+00)
#define P5(side) printf(side "5 [%13c] [%-llX] [% 011.G]\n", 'x', (unsigned long long)7, NAN)
#define P6(side) printf(side "6 [%-.0hhu] [%10hd] [%hhu]\n", (unsigned char)(-2147483647 - 1), (short)100000, (unsigned char)18446744073709551615ull)
#define P7(side) printf(side "7 [%8.7F] [%.6llu]\n", -0x1.4p+01, (unsigned long long)18446744073709551615ull)
#define P8(side) printf(side "8 [%12c] [%.14u]\n", 65, (unsigned)255)
#define P9(side) printf(side "9 [%+0.0ld] [%7.e]\n", (long)7, 0x1.cp+01)
#define P10(side) printf(side "10 [%-1.18F] [%%] [%1s]\n", 0x1.249ad2594c37dp+332, "abc")
#define P11(side) printf(side "11 [% #8E] [%+#1.19G] [%+.17e]\n", 0x1.b1ae4d6e2ef5p+69, NAN, 0x1.999999999999ap-04)
#define P12(side) printf(side "12 [%+.20e] [%-.8hhd] [%5.21s]\n", NAN, (signed char)65535, "tab\there")
#define P13(side) printf(side "13 [%+5.e]\n", -0x1.4p+01)
#define P14(side) printf(side "14 [%-9hi]\n", (short)0x1234abcd)
#define P15(side) printf(side "15 [%+f] [%hho] [%0.ho]\n", -0x1.4p+01, (unsigned char)4294967295u, (unsigned short)9223372036854775807ll)
#define P16(side) printf(side "16 [%%]\n")
#define P17(side) printf(side "17 [%0.5E]\n", 0x1.999999999999ap-04)
#define P18(side) printf(side "18 [%c] [%6.14hhu] [%-2.A]\n", '0', (unsigned char)0, 0x1.249ad2594c37dp+332)
#define P19(side) printf(side "19 [%-.9A] [%4.o] [% 4.17f]\n", 0x1.4p+01, (unsigned)255, 0x1.5555555555555p-02)
#define P20(side) printf(side "20 [%13.8f] [%11.s]\n", 0x1.cp+01, "tab\there")
#define P21(side) printf(side "21 [%c] [%.12s] [%#2.20a]\n", 65, "percent %", 0x1.5555555555555p-02)
#define P22(side) printf(side "22 [%-0.21llX] [%-.17s]\n", (unsigned long long)0, "tab\there")
#define P23(side) printf(side "23 [%+10.ld] [%-014.G] [%-+0.16hi]\n", (long)0, 0x1.999999999999ap-04, (short)2147483647)
#define P24(side) printf(side "24 [%+#011.18a]\n", (double)-INFINITY)
#define P25(side) printf(side "25 [%#.4F] [%2.hhx] [%-11.7g]\n", 0x1.fffffffffffffp+1023, (unsigned char)255, (double)-INFINITY)
#define P26(side) printf(side "26 [% .17hd]\n", (short)1)
#define P27(side) printf(side "27 [%.e] [%#14.G] [%3.6s]\n", -0.0, -0.0, "tab\there")
#define P28(side) printf(side "28 [%c]\n", 'A')
#define P29(side) printf(side "29 [%hx] [%%] [%11.6llX]\n", (unsigned short)1, (unsigned long long)4294967295u)
#define P30(side) printf(side "30 [%.2o] [%%]\n", (unsigned)1)
#define P31(side) printf(side "31 [%-.3E] [%12.2s]\n", 0x1.4f8b588e368f1p-17, "a")
#define P32(side) printf(side "32 [%13c] [%10c]\n", '%', ' ')
#define P33(side) printf(side "33 [%014.4d] [%-.7A]\n", (int)255, -0x1.4p+01)
#define P34(side) printf(side "34 [%0.21f] [%-+02f] [%9c]\n", 0x1.999999999999ap-04, 0x1.4p+01, 65)
#define P35(side) printf(side "35 [%- .A] [%#13hhX]\n", 0x1.b1ae4d6e2ef5p+69, (unsigned char)1)
#define P36(side) printf(side "36 [%+ 11.G] [%-+f] [%9.19f]\n", 0x1p+00, 0x1.249ad2594c37dp+332, -0.0)
#define P37(side) printf(side "37 [%c] [%%]\n", 'A')
#define P38(side) printf(side "38 [% 14.9E] [%c] [%.12o]\n", 0x1.fffffffffffffp+1023, 'x', (unsigned)-123456789)
#define P39(side) printf(side "39 [%0.a] [%.5lli]\n", 0x1p+00, (long long)18446744073709551615ull)

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
