#include <iostream>
#include <iomanip>
#include <string>
int counter = 0;
int next() { return ++counter * 7; }
void fills() {
    std::cout << std::setfill('0') << std::setw(5) << -42 << "|" << std::setw(5) << "ab" << "|" << std::setw(7) << 3.5 << "|" << std::endl;
    std::cout << std::setfill('*') << std::setw(6) << 42 << "|" << std::left << std::setw(6) << 42 << "|" << std::endl;
    std::cout << std::setfill(' ') << std::right << std::setw(4) << 'x' << "|" << std::endl;
    std::string s = "abc";
    std::cout << std::setw(6) << s << "|" << std::setfill('.') << std::setw(6) << s << "|" << std::endl;
    std::cout << std::setfill(' ');
}
int main() {
    fills();
    std::cout << next() << " " << next() << " " << counter << std::endl;
    for (int i = 0; i < 3; i++)
        std::cout << std::setfill('#') << std::setw(4) << next() << std::left << std::setw(3) << next() << std::right << "|" << std::endl;
    std::cout << std::setfill('0') << std::hex << std::setw(8) << 48879 << std::dec << " " << std::setw(3) << true << std::endl;
    std::cout << std::setfill('-') << std::setw(10) << "" << std::endl;
    std::cout << std::setfill(' ') << std::setw(10) << 1.5 << "|" << std::endl;
    return 0;
}
// Output:
// 00-42|000ab|00003.5|
// ****42|42****|
//    x|
//    abc|...abc|
// 7 14 2
// ##2128#|
// ##3542#|
// ##4956#|
// 0000beef 001
// ----------
//        1.5|
