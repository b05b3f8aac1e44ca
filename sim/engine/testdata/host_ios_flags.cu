// std::ios flags through setf, unsetf and flags (std::ios::fixed with
// floatfield, adjustfield, showpos | uppercase, a saved fmtflags restored)
// and std::internal's fill after the sign and 0x. The output is g++ 12's.
#include <cstdio>
#include <iostream>
#include <iomanip>
int main() {
  std::cout << "[" << std::setw(8) << std::internal << -15 << "][" << std::setw(8) << std::showpos << 3.5 << "]" << std::noshowpos << "\n";
  std::cout << std::setw(10) << std::hex << std::showbase << std::internal << 255 << std::dec << std::noshowbase << "\n";
  std::cout.setf(std::ios::fixed, std::ios::floatfield);
  std::cout.precision(3);
  std::cout << 3.14159 << " " << 2.0 << "\n";
  std::ios::fmtflags old = std::cout.flags();
  std::cout.unsetf(std::ios::fixed);
  std::cout << 3.14159 << " " << 1e-7 << "\n";
  std::cout.setf(std::ios::scientific, std::ios::floatfield);
  std::cout << 12345.678 << "\n";
  std::cout.flags(old);
  std::cout << 3.14159 << "\n";
  std::cout.setf(std::ios::left, std::ios::adjustfield);
  std::cout << std::setw(6) << 42 << "|" << "\n";
  std::cout.setf(std::ios::showpos | std::ios::uppercase);
  std::cout << std::hex << 255 << " " << 1.5e10 << std::dec << "\n";
  std::cout.unsetf(std::ios::showpos | std::ios::uppercase);
  std::cout << std::boolalpha << true << " " << (std::cout.flags() & std::ios::boolalpha ? 1 : 0) << "\n";
  printf("%ld\n", (long)(std::cout.flags() & ~std::ios::skipws));
}
// Output:
// [-     15][+    3.5]
// 0x      ff
// 3.142 2.000
// 3.14 1e-07
// 1.235e+04
// 3.142
// 42    |
// FF +15000000000.000
// true 1
// 39
