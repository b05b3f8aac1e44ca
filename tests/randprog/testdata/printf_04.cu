// Random printf conversions (tests/randprog/gen, kind printf, seed 3004).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%014o] [%-.12s]\n", (unsigned)-1, "percent %")
#define P1(side) printf(side "1 [%.llo] [%#13.2llx]\n", (unsigned long long)-42, (unsigned long long)4294967295u)
#define P2(side) printf(side "2 [%s] [%.19a] [%%]\n", "a", 0x1.56e1fc2f8f359p-997)
#define P3(side) printf(side "3 [%-s] [%%] [%%]\n", "a")
#define P4(side) printf(side "4 [%1.5f]\n", 0x1p+00)
#define P5(side) printf(side "5 [%+.17i] [%12.hu] [%-0.2llX]\n", (int)-123456789, (unsigned short)1, (unsigned long long)18446744073709551615ull)
#define P6(side) printf(side "6 [%.0F] [%.s]\n", 0x0p+00, "abc")
#define P7(side) printf(side "7 [%#11.llX]\n", (unsigned long long)255)
#define P8(side) printf(side "8 [%%]\n")
#define P9(side) printf(side "9 [%#.5a] [%8c] [%4.2hhd]\n", -0x1p+00, 'A', (signed char)(-2147483647 - 1))
#define P10(side) printf(side "10 [%-.17hhX] [%+ .6A]\n", (unsigned char)65535, 0x1.c6bf52634p+49)
#define P11(side) printf(side "11 [%2c] [% 05f]\n", 'x', 0x1.999999999999ap-05)
#define P12(side) printf(side "12 [%10.hhi]\n", (signed char)9223372036854775807ll)
#define P13(side) printf(side "13 [% #a] [%9c] [%7c]\n", 0x1p-1074, ' ', 'A')
#define P14(side) printf(side "14 [%0a] [%.2s] [%08.1hX]\n", -0.0, "percent %", (unsigned short)-1)
#define P15(side) printf(side "15 [%0.16lx]\n", (unsigned long)0x1234abcd)
#define P16(side) printf(side "16 [%llu] [%+hd]\n", (unsigned long long)(-2147483647 - 1), (short)100000)
#define P17(side) printf(side "17 [%4.13G]\n", 0x1.fffffffffffffp+1023)
#define P18(side) printf(side "18 [%-7.21ho] [%c]\n", (unsigned short)100000, 'x')
#define P19(side) printf(side "19 [%-5.A] [%-.7llu] [%-.hhu]\n", -NAN, (unsigned long long)4294967295u, (unsigned char)65535)
#define P20(side) printf(side "20 [%%]\n")
#define P21(side) printf(side "21 [%12.s] [%3.g]\n", "tab\there", 0x1.56e1fc2f8f359p-997)
#define P22(side) printf(side "22 [%1llx] [%#3.8X] [%4.F]\n", (unsigned long long)-1, (unsigned)65535, 0x1.3fffffca501adp+03)
#define P23(side) printf(side "23 [%12.10s] [%-#0.4f]\n", "hello world", 0x1p-01)
#define P24(side) printf(side "24 [%-0u] [% 9g] [%- .5G]\n", (unsigned)9223372036854775807ll, 0x1.999999999999ap-04, 0x1p-1074)
#define P25(side) printf(side "25 [%.llX] [%12x] [%-02X]\n", (unsigned long long)18446744073709551615ull, (unsigned)65535, (unsigned)1)
#define P26(side) printf(side "26 [%13.6s] [%%]\n", "a")
#define P27(side) printf(side "27 [%ho] [%.li]\n", (unsigned short)(-2147483647 - 1), (long)4294967295u)
#define P28(side) printf(side "28 [%2.A] [%f] [%%]\n", -0x1.4p+01, -0x1p+00)
#define P29(side) printf(side "29 [%14.lu]\n", (unsigned long)255)
#define P30(side) printf(side "30 [%%] [% 13.a]\n", 0x1p-01)
#define P31(side) printf(side "31 [%11.lx] [%12.16s] [%.10g]\n", (unsigned long)100000, "a", 0x1p+00)
#define P32(side) printf(side "32 [%c] [%.ld] [%012.6hho]\n", 'A', (long)7, (unsigned char)-1)
#define P33(side) printf(side "33 [%-.e] [%0.9E] [% .A]\n", 0x1p-01, 0x1.999999999999ap-04, 0x1.869f8p+16)
#define P34(side) printf(side "34 [%11.6hx] [% .18A] [%6.5lo]\n", (unsigned short)4294967295u, -0x1.4p+01, (unsigned long)255)
#define P35(side) printf(side "35 [%.17llu] [%.li] [%.17s]\n", (unsigned long long)-1, (long)0x1234abcd, "")
#define P36(side) printf(side "36 [%0.12d] [%%]\n", (int)1)
#define P37(side) printf(side "37 [%%]\n")
#define P38(side) printf(side "38 [%4F] [%+ F] [%+.3A]\n", 0x1.4p+01, -NAN, (double)INFINITY)
#define P39(side) printf(side "39 [%-#13lX]\n", (unsigned long)0x1234abcd)

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
