#include <iostream>
#include <iomanip>
#include <string>
#include <vector>
#include <cmath>
#include <sstream>
int main() {
    std::cout << std::string(10, '-') << '\n';
    std::vector<float> v = {1.0f / 3, 2.5f, 1e-7f, 123456789.0f};
    for (float x : v) std::cout << x << '\t';
    std::cout << '\n';
    std::cout << std::setprecision(10) << 1.0 / 3 << ' ' << std::setprecision(3) << std::fixed << 2.0 / 3 << std::endl;
    std::cout.precision(6);
    std::cout << std::scientific << 12345.678 << std::endl;
    std::cout << std::defaultfloat << 0.1 + 0.2 << ' ' << (0.1 + 0.2 == 0.3) << std::endl;
    std::cout << std::showpoint << 2.0 << std::noshowpoint << ' ' << 2.0 << std::endl;
    std::cout << std::hex << std::uppercase << 255 << std::nouppercase << ' ' << 255 << std::dec << std::endl;
    std::cout << std::showbase << std::hex << 255 << std::dec << std::noshowbase << std::endl;
    std::cout << -0.0 << ' ' << NAN << ' ' << -INFINITY << ' ' << 1e300 * 10 << std::endl;
    std::cout << (unsigned char)65 << ' ' << (signed char)66 << ' ' << (short)-3 << ' ' << 3000000000u << std::endl;
    std::cout << std::showpos << 5 << " " << 2.5 << " " << 7u << std::noshowpos << " " << std::oct << std::showbase << 8 << std::dec << std::noshowbase << " " << std::uppercase << 1e-9 << std::nouppercase << std::endl;
    std::cout << std::right << std::setw(8) << std::setprecision(2) << std::fixed << 3.14159 << '|' << std::endl;
    int n = 5; std::string s = "n=" + std::to_string(n) + ", half=" + std::to_string(n / 2.0);
    std::cout << s << " len " << s.size() << std::endl;
    return 0;
}
// Output:
// ----------
// 0.333333	2.5	1e-07	1.23457e+08	
// 0.3333333333 0.667
// 1.234568e+04
// 0.3 0
// 2.00000 2
// FF ff
// 0xff
// -0 nan -inf 1e+301
// A B -3 3000000000
// +5 +2.5 7 010 1E-09
//     3.14|
// n=5, half=2.500000 len 18
