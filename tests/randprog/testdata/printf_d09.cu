// Random printf conversions (tests/randprog/gen, kind printf, seed 50279).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%+#9.16F]\n", -0x1p+00)
#define P1(side) printf(side "1 [%-0.7g]\n", 0x1.cbe991a14p+36)
#define P2(side) printf(side "2 [%+.f] [% 5F]\n", 0x1p+00, 0x1p-01)
#define P3(side) printf(side "3 [%-.d] [%+7d] [%10.hhi]\n", (int)18446744073709551615ull, (int)0, (signed char)-42)
#define P4(side) printf(side "4 [%9.8e] [%+#7.F] [%5.d]\n", 0x1.3fffffca501adp+03, 0x1.c6bf52634p+49, (int)7)
#define P5(side) printf(side "5 [%.16lx] [%%] [%c]\n", (unsigned long)(-9223372036854775807ll - 1), 65)
#define P6(side) printf(side "6 [%#.9a]\n", 0x1.5555555555555p-02)
#define P7(side) printf(side "7 [%E] [%+#E]\n", 0x1.cbe991a14p+36, -0x1.4p+01)
#define P8(side) printf(side "8 [%14.13f] [% 0.a]\n", 0x1.4p+01, 0x1.869f8p+16)
#define P9(side) printf(side "9 [%.s] [%8c]\n", "a", 65)
#define P10(side) printf(side "10 [%+#08.12F] [%14.14a] [%+4.21hi]\n", -0x1.4p+01, (double)-INFINITY, (short)9223372036854775807ll)
#define P11(side) printf(side "11 [%.8A]\n", -0.0)
#define P12(side) printf(side "12 [%#llX] [%%]\n", (unsigned long long)7)
#define P13(side) printf(side "13 [%-10hx] [%#X]\n", (unsigned short)2147483647, (unsigned)18446744073709551615ull)
#define P14(side) printf(side "14 [%-+#f]\n", 0x1.4f8b588e368f1p-17)
#define P15(side) printf(side "15 [%-+.11a]\n", 0x1.5555555555555p-02)
#define P16(side) printf(side "16 [%-+4.17F]\n", 0x1p+00)
#define P17(side) printf(side "17 [%08.10llX] [%1llo]\n", (unsigned long long)1, (unsigned long long)1)
#define P18(side) printf(side "18 [%2.e] [%#8.E]\n", 0x1.fffffffffffffp+1023, 0x1p+00)
#define P19(side) printf(side "19 [%5c] [%03lo]\n", ' ', (unsigned long)-42)
#define P20(side) printf(side "20 [%x] [%-#.20lX] [%-.12hhX]\n", (unsigned)0x1234abcd, (unsigned long)-123456789, (unsigned char)(-2147483647 - 1))
#define P21(side) printf(side "21 [%0.5A]\n", 0x1.02e7ef70994ddp-13)
#define P22(side) printf(side "22 [%1c] [%2.llx] [%.hi]\n", '0', (unsigned long long)7, (short)9223372036854775807ll)
#define P23(side) printf(side "23 [%+4.e] [%011.G] [%.8lld]\n", 0x1.3fffffca501adp+03, 0x1.249ad2594c37dp+332, (long long)2147483647)
#define P24(side) printf(side "24 [%+8.4g]\n", 0x0p+00)
#define P25(side) printf(side "25 [%#a] [%11.s] [%.6s]\n", 0x1p+00, "percent %", "tab\there")
#define P26(side) printf(side "26 [%011.13g] [%#0.hx] [%#.3x]\n", 0x1.fffffffffffffp+1023, (unsigned short)(-2147483647 - 1), (unsigned)0x1234abcd)
#define P27(side) printf(side "27 [%-+12.0f] [%6.7A]\n", 0x1.cbe991a14p+36, 0x0p+00)
#define P28(side) printf(side "28 [%.10lld] [%- F]\n", (long long)7, 0x1.869f8p+16)
#define P29(side) printf(side "29 [%10.16llx]\n", (unsigned long long)18446744073709551615ull)
#define P30(side) printf(side "30 [%+10.19hd]\n", (short)1)
#define P31(side) printf(side "31 [%%] [%#12.e] [%-12lx]\n", 0x1.4p+01, (unsigned long)65535)
#define P32(side) printf(side "32 [%ld]\n", (long)-123456789)
#define P33(side) printf(side "33 [%9.13f]\n", 0x1.249ad2594c37dp+332)
#define P34(side) printf(side "34 [%13.6G] [%-6.x]\n", 0x1.4f8b588e368f1p-17, (unsigned)-42)
#define P35(side) printf(side "35 [%%]\n")
#define P36(side) printf(side "36 [%- 3.F] [%%]\n", 0x1.cp+01)
#define P37(side) printf(side "37 [%11.s]\n", "tab\there")
#define P38(side) printf(side "38 [%+#0.15e] [%-1.lli]\n", 0x1.3fffffca501adp+03, (long long)1)
#define P39(side) printf(side "39 [%.20G] [%2F]\n", 0x1.56e1fc2f8f359p-997, 0x1.fffffffffffffp+1023)

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
