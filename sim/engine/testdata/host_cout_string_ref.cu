#include <iostream>
#include <vector>
#include <string>
struct W { std::string s; int n; };
int main() {
    std::vector<W> v; W w0; w0.s = "a"; w0.n = 1; v.push_back(w0);
    for (auto &w : v) std::cout << w.s << " " << w.n << std::endl;
    return 0;
}
// Output:
// a 1
