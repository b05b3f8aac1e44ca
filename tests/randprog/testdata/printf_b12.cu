// Random printf conversions (tests/randprog/gen, kind printf, seed 995028).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%.6e] [%#.12lX] [%-+ .20e]\n", 0x1.56e1fc2f8f359p-997, (unsigned long)-42, (double)-INFINITY)
#define P1(side) printf(side "1 [%-3c] [%%]\n", 'A')
#define P2(side) printf(side "2 [%#9.llx] [%-.hhu]\n", (unsigned long long)0x1234abcd, (unsigned char)65535)
#define P3(side) printf(side "3 [%-11.hhu] [%-0.A] [%- .4lld]\n", (unsigned char)(-2147483647 - 1), 0x1.4f8b588e368f1p-17, (long long)255)
#define P4(side) printf(side "4 [%-0hd] [%-9.d]\n", (short)0, (int)100000)
#define P5(side) printf(side "5 [%4.2hu] [%#.15ho] [%+#06F]\n", (unsigned short)-42, (unsigned short)2147483647, NAN)
#define P6(side) printf(side "6 [%+#0.8G] [%0.0llu]\n", 0x1p+00, (unsigned long long)(-2147483647 - 1))
#define P7(side) printf(side "7 [%+ 7.f]\n", -0.0)
#define P8(side) printf(side "8 [%4c] [%5.16a] [%-5.18lo]\n", '%', 0x1.869f8p+16, (unsigned long)-1)
#define P9(side) printf(side "9 [%%]\n")
#define P10(side) printf(side "10 [%c] [%+.li]\n", ' ', (long)0x1234abcd)
#define P11(side) printf(side "11 [%d] [%.17F]\n", (int)-1, -0x1.4p+01)
#define P12(side) printf(side "12 [%- #.2G]\n", 0x1.fffffffffffffp+1023)
#define P13(side) printf(side "13 [%%] [%-#13.lo]\n", (unsigned long)0)
#define P14(side) printf(side "14 [%.1G] [%.14lx] [%#14e]\n", 0x1p+00, (unsigned long)(-2147483647 - 1), NAN)
#define P15(side) printf(side "15 [%-011hu] [%+.1F]\n", (unsigned short)-1, 0x1.999999999999ap-05)
#define P16(side) printf(side "16 [%.12u]\n", (unsigned)1)
#define P17(side) printf(side "17 [%-012.8o] [%llX]\n", (unsigned)18446744073709551615ull, (unsigned long long)(-2147483647 - 1))
#define P18(side) printf(side "18 [%llu]\n", (unsigned long long)2147483647)
#define P19(side) printf(side "19 [%01.7A]\n", NAN)
#define P20(side) printf(side "20 [%.e]\n", (double)INFINITY)
#define P21(side) printf(side "21 [%-014a] [%-.X] [%.17lld]\n", -0.0, (unsigned)18446744073709551615ull, (long long)18446744073709551615ull)
#define P22(side) printf(side "22 [%%] [%6c]\n", '0')
#define P23(side) printf(side "23 [%%] [%+#04.14G]\n", (double)INFINITY)
#define P24(side) printf(side "24 [%-.0llX] [% .14hd] [%-.lo]\n", (unsigned long long)-123456789, (short)-1, (unsigned long)2147483647)
#define P25(side) printf(side "25 [%%]\n")
#define P26(side) printf(side "26 [%-+lli]\n", (long long)9223372036854775807ll)
#define P27(side) printf(side "27 [%2.5E] [%- 0.14e]\n", 0x1p+00, NAN)
#define P28(side) printf(side "28 [%.g] [%1.12hX]\n", -0x1p+00, (unsigned short)2147483647)
#define P29(side) printf(side "29 [%-2c]\n", '0')
#define P30(side) printf(side "30 [%-9.14lli] [%0.20A] [% 0E]\n", (long long)0x1234abcd, 0x1.fffffffffffffp+1023, 0x1p+00)
#define P31(side) printf(side "31 [%1.2g] [%#4.G] [%-.6A]\n", -0x1p+00, -0x1.4p+01, -0.0)
#define P32(side) printf(side "32 [%9.hX] [% #0.20e] [%7.19E]\n", (unsigned short)100000, 0x1.869f8p+16, -NAN)
#define P33(side) printf(side "33 [%-.6s] [%lld]\n", "abc", (long long)4294967295u)
#define P34(side) printf(side "34 [%.12ld] [%1.F]\n", (long)65535, 0x0p+00)
#define P35(side) printf(side "35 [%F] [%+#10G] [%#hhx]\n", 0x1.3fffffca501adp+03, 0x1p-1074, (unsigned char)255)
#define P36(side) printf(side "36 [%+.1li]\n", (long)-123456789)
#define P37(side) printf(side "37 [%E] [%9lo] [% #.E]\n", 0x1p+00, (unsigned long)7, 0x1.fffffffffffffp+1023)
#define P38(side) printf(side "38 [%8hhu] [%1.16e]\n", (unsigned char)9223372036854775807ll, 0x1.edd2f1a9fbe77p+06)
#define P39(side) printf(side "39 [%.20g] [%-10.10hhx]\n", NAN, (unsigned char)(-2147483647 - 1))

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
