// Random printf conversions (tests/randprog/gen, kind printf, seed 3018).
#include <cstdio>
#include <cmath>

#define P0(side) printf(side "0 [%%]\n")
#define P1(side) printf(side "1 [%-ld] [%-c]\n", (long)100000, 'A')
#define P2(side) printf(side "2 [%.20E] [%E] [%s]\n", 0x1.b1ae4d6e2ef5p+69, 0x1.02e7ef70994ddp-13, "")
#define P3(side) printf(side "3 [%#a] [%hho] [%%]\n", 0x1.869f8p+16, (unsigned char)-42)
#define P4(side) printf(side "4 [%#8hhX] [%7.A] [%%]\n", (unsigned char)100000, 0x1.02e7ef70994ddp-13)
#define P5(side) printf(side "5 [%.5a] [%#14g] [%.16o]\n", 0x0p+00, 0x1.fffffffffffffp+1023, (unsigned)-42)
#define P6(side) printf(side "6 [%13.20f] [%-13.12X] [%+#f]\n", 0x1.999999999999ap-04, (unsigned)1, -0x1p+00)
#define P7(side) printf(side "7 [%%] [%-#9.G] [%6.20s]\n", -0x1p+00, "hello world")
#define P8(side) printf(side "8 [% #.6E] [%G] [%%]\n", (double)-INFINITY, 0x1.4p+01)
#define P9(side) printf(side "9 [%%]\n")
#define P10(side) printf(side "10 [%02hi] [%-8a] [%12s]\n", (short)-1, 0x1.56e1fc2f8f359p-997, "tab\there")
#define P11(side) printf(side "11 [%2llX] [%E] [%.12lu]\n", (unsigned long long)0x1234abcd, -0x1p+00, (unsigned long)(-9223372036854775807ll - 1))
#define P12(side) printf(side "12 [%-0hhx] [%-0.4hu] [%14.s]\n", (unsigned char)65535, (unsigned short)1, "a")
#define P13(side) printf(side "13 [%#hx] [%+3.lld] [%4.9s]\n", (unsigned short)-1, (long long)18446744073709551615ull, "hello world")
#define P14(side) printf(side "14 [%11.hd]\n", (short)(-2147483647 - 1))
#define P15(side) printf(side "15 [%.0a] [%-2f]\n", (double)-INFINITY, -0.0)
#define P16(side) printf(side "16 [%-.20llx] [%c]\n", (unsigned long long)255, '%')
#define P17(side) printf(side "17 [%-.5hhi] [%.7lo] [% 7.G]\n", (signed char)18446744073709551615ull, (unsigned long)0, 0x1.cbe991a14p+36)
#define P18(side) printf(side "18 [%+.3g] [%#014.19e]\n", -0x1p+00, 0x0p+00)
#define P19(side) printf(side "19 [%-#8hX] [%c] [%.G]\n", (unsigned short)2147483647, 'A', 0x1.fffffffffffffp+1023)
#define P20(side) printf(side "20 [%#.19lX] [%+12.2A] [%-4hhx]\n", (unsigned long)-1, -0.0, (unsigned char)0)
#define P21(side) printf(side "21 [%.14G] [%9.12hd]\n", 0x0p+00, (short)100000)
#define P22(side) printf(side "22 [%13hd]\n", (short)255)
#define P23(side) printf(side "23 [%0hi]\n", (short)4294967295u)
#define P24(side) printf(side "24 [%1.hhX] [%-12.7X] [%.4llu]\n", (unsigned char)9223372036854775807ll, (unsigned)65535, (unsigned long long)2147483647)
#define P25(side) printf(side "25 [%4s] [%.hhX] [%-0li]\n", "hello world", (unsigned char)0x1234abcd, (long)100000)
#define P26(side) printf(side "26 [%-+ 13.19A] [%%]\n", 0x1.3fffffca501adp+03)
#define P27(side) printf(side "27 [%+#f] [%11F]\n", -0.0, 0x1.999999999999ap-05)
#define P28(side) printf(side "28 [%4c]\n", ' ')
#define P29(side) printf(side "29 [%hho]\n", (unsigned char)-1)
#define P30(side) printf(side "30 [%-1e] [%9c] [% 011.10F]\n", 0x1.cp+01, ' ', -0x1p+00)
#define P31(side) printf(side "31 [%4c] [%2.14hhx]\n", 65, (unsigned char)7)
#define P32(side) printf(side "32 [%11.19s] [%+14.lld]\n", "percent %", (long long)-1)
#define P33(side) printf(side "33 [%-.4F] [%4s]\n", 0x1.56e1fc2f8f359p-997, "tab\there")
#define P34(side) printf(side "34 [%%] [%4hi] [%-c]\n", (short)65535, 'x')
#define P35(side) printf(side "35 [%.hhd]\n", (signed char)100000)
#define P36(side) printf(side "36 [%04.G]\n", -0x1p+00)
#define P37(side) printf(side "37 [%011f] [%+2.hi] [% 013.2lli]\n", 0x1.999999999999ap-04, (short)(-9223372036854775807ll - 1), (long long)-42)
#define P38(side) printf(side "38 [%2.6u] [%-#.15lX]\n", (unsigned)4294967295u, (unsigned long)18446744073709551615ull)
#define P39(side) printf(side "39 [%010.2hhu] [% 5.F]\n", (unsigned char)2147483647, -NAN)

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
