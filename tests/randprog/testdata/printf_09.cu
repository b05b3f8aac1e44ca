// Random printf conversions (tests/randprog/gen, kind printf, seed 3009).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%s] [%#14.11llX]\n", "tab\there", (unsigned long long)7)
#define P1(side) printf(side "1 [%.16E] [%12.a] [%.g]\n", 0x1.249ad2594c37dp+332, 0x1.3fffffca501adp+03, 0x1p+00)
#define P2(side) printf(side "2 [%-.10hX] [%%] [%6.8lx]\n", (unsigned short)0, (unsigned long)-123456789)
#define P3(side) printf(side "3 [%c] [%1.i]\n", 'x', (int)(-9223372036854775807ll - 1))
#define P4(side) printf(side "4 [%-12o] [%-5.9F]\n", (unsigned)-123456789, 0x1.3fffffca501adp+03)
#define P5(side) printf(side "5 [%0.4f] [%%] [%c]\n", 0x1.c6bf52634p+49, 'A')
#define P6(side) printf(side "6 [%14.4g]\n", 0x1.cp+01)
#define P7(side) printf(side "7 [%#.0lX] [%4.7lu] [%.1hhX]\n", (unsigned long)1, (unsigned long)0x1234abcd, (unsigned char)-42)
#define P8(side) printf(side "8 [% 03.14A]\n", (double)INFINITY)
#define P9(side) printf(side "9 [%3.llo] [%-7c] [%%]\n", (unsigned long long)-1, '%')
#define P10(side) printf(side "10 [%+ 10.15E] [%.4A]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.b1ae4d6e2ef5p+69)
#define P11(side) printf(side "11 [%-#14.11a]\n", 0x1.02e7ef70994ddp-13)
#define P12(side) printf(side "12 [%#9.10G]\n", 0x1.02e7ef70994ddp-13)
#define P13(side) printf(side "13 [%.6ho] [%0.llu] [%+#7.21e]\n", (unsigned short)-1, (unsigned long long)2147483647, 0x1p+00)
#define P14(side) printf(side "14 [%0.2lli]\n", (long long)100000)
#define P15(side) printf(side "15 [%-.21u]\n", (unsigned)-1)
#define P16(side) printf(side "16 [%6.F] [%#02.10A]\n", 0x1.cp+01, (double)-INFINITY)
#define P17(side) printf(side "17 [%3f] [% #0.g] [%%]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.999999999999ap-04)
#define P18(side) printf(side "18 [%-3o] [% .15e] [%#.ho]\n", (unsigned)0x1234abcd, (double)-INFINITY, (unsigned short)-1)
#define P19(side) printf(side "19 [%.9e]\n", 0x1.c6bf52634p+49)
#define P20(side) printf(side "20 [%#9.hhx]\n", (unsigned char)0x1234abcd)
#define P21(side) printf(side "21 [%lo]\n", (unsigned long)0)
#define P22(side) printf(side "22 [%0e] [%%] [%- #0.9f]\n", 0x1.249ad2594c37dp+332, 0x1.cp+01)
#define P23(side) printf(side "23 [%6.2s] [%.17e] [%c]\n", "hello world", 0x1p+00, '%')
#define P24(side) printf(side "24 [%-.s] [%c]\n", "percent %", '%')
#define P25(side) printf(side "25 [%3.A]\n", (double)-INFINITY)
#define P26(side) printf(side "26 [%-+#.E] [%.4s] [%a]\n", 0x1.3fffffca501adp+03, "percent %", 0x1.999999999999ap-04)
#define P27(side) printf(side "27 [%.hhu]\n", (unsigned char)0)
#define P28(side) printf(side "28 [%-6o] [%12.hhi] [%.2hhx]\n", (unsigned)(-9223372036854775807ll - 1), (signed char)(-9223372036854775807ll - 1), (unsigned char)7)
#define P29(side) printf(side "29 [%- #2g] [%8.16F]\n", 0x1.56e1fc2f8f359p-997, -NAN)
#define P30(side) printf(side "30 [%0.lu] [%4.i]\n", (unsigned long)9223372036854775807ll, (int)7)
#define P31(side) printf(side "31 [%12E] [%0a] [%4.s]\n", -NAN, (double)INFINITY, "a")
#define P32(side) printf(side "32 [%c] [%c] [%#4.12lx]\n", 'x', '0', (unsigned long)(-9223372036854775807ll - 1))
#define P33(side) printf(side "33 [%12f] [%-1.19s] [%%]\n", 0x1.4p+01, "abc")
#define P34(side) printf(side "34 [%0.lx] [%014.6A]\n", (unsigned long)-42, 0x1.3fffffca501adp+03)
#define P35(side) printf(side "35 [%#012F] [%-7llu] [%+ 6.20F]\n", 0x1.4p+01, (unsigned long long)1, -0x1p+00)
#define P36(side) printf(side "36 [%0.hX] [%-10s]\n", (unsigned short)-1, "hello world")
#define P37(side) printf(side "37 [%-011.hhx] [%5c] [%0.8g]\n", (unsigned char)100000, 65, 0x1.999999999999ap-04)
#define P38(side) printf(side "38 [% 0.5F]\n", 0x1.cp+01)
#define P39(side) printf(side "39 [%11.17llu]\n", (unsigned long long)1)

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
